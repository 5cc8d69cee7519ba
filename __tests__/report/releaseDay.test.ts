// On the day an upstream release is published, it is a fact of that day for
// every output, whatever the hour: the minors' table counts it as the rules do.
// The real day: k3s v1.37.0+k3s1 was published on 2026-09-14 at 12:00 UTC, and
// `--now 2026-09-14` is that day (00:00 UTC).
import { describe, expect, test } from '@jest/globals';
import type { Minor, MinorLifecycle } from '../../src/domain/types.js';
import { buildRuleContext } from '../../src/evaluate/ruleContext.js';
import { buildReport, fact, markdownOf, masterAudit, packagedMinor, terminalOf } from './builders.js';
import { section, tableCells } from './markdownScan.js';

const NOW = new Date('2026-09-14T00:00:00Z');
/** k3s_1_37 at 1.37.0+k3s1, as the tree of a pull request of that day adds it. */
const v1370 = packagedMinor('1.37.0+k3s1');

function releaseDay() {
  const audit = masterAudit();
  audit.packaged = {
    ...audit.packaged,
    minors: [packagedMinor('1.36.5+k3s1'), v1370],
    defaultAttr: 'k3s_1_36',
    defaultMinor: '1.36',
  };
  audit.findings = [];
  audit.workItems = [];
  const lifecycle: MinorLifecycle = {
    minor: '1.37',
    ga: new Date('2026-09-14T00:00:00Z'),
    eol: fact('2027-11-14', true),
    releases: [
      {
        version: v1370.version!,
        tag: 'v1.37.0+k3s1',
        name: 'v1.37.0+k3s1',
        publishedAt: new Date('2026-09-14T12:00:00Z'),
      },
    ],
  };
  const minors = new Map<Minor, MinorLifecycle>([['1.37', lifecycle]]);
  const report = buildReport({
    now: NOW,
    audits: [audit],
    upstream: { repository: 'k3s-io/k3s', minors, notes: [] },
  });
  return { report, audit };
}

describe('a release published later on the audited day', () => {
  const { report, audit } = releaseDay();

  test('the rules count it: latest(1.37) is v1.37.0+k3s1', () => {
    const context = buildRuleContext(
      {
        family: report.family,
        now: report.now,
        branch: audit.branch,
        packaged: audit.packaged,
        upstream: report.upstream,
        calendar: report.calendar,
        others: audit.others,
        options: report.options,
      },
      {},
    );
    expect(context.latest('1.37')?.tag).toBe('v1.37.0+k3s1');
  });

  test('the job summary’s table says k3s_1_37 is up to date with it, as the rules do', () => {
    const row = section(markdownOf(report), '`master`')
      .split('\n')
      .find((line) => line.startsWith('| `k3s_1_37`'));
    const [, status, , latest] = tableCells(row!.replace(/\u00a0/g, ' '));
    expect(status).toBe('✅ up to date');
    expect(latest).toBe('`v1.37.0+k3s1` (2026-09-14)');
  });

  test('the terminal says so too', () => {
    const row = terminalOf(report)
      .split('\n')
      .find((line) => line.startsWith('  k3s_1_37 '));
    expect(row).toMatch(/ up to date$/);
  });
});
