import { describe, expect, test } from '@jest/globals';
import type { Finding, WorkItem } from '../../src/domain/types.js';
import { compareWithBase } from '../../src/evaluate/prComparison.js';
import { pullRequestSummaryOf, runTerminalOf, buildReport, finding, masterAudit, withFindings } from './builders.js';
import { scanCodeSpans } from './markdownScan.js';

/** The Markdown under `### title`, up to the next heading. */
function part(markdown: string, title: string): string {
  const start = markdown.indexOf(`### ${title}`);
  if (start < 0) return '';
  const end = markdown.slice(start + 4).search(/\n#/);
  return markdown.slice(start, end < 0 ? undefined : start + 4 + end);
}

describe('the pull request summary', () => {
  // master has 1.30 superseded (error) and behind (warning); the pull request adds an EOL 1.28 and fixes 1.29.
  const base = masterAudit();
  const fixedOnBase = finding({
    rule: 'minor-eol',
    severity: 'error',
    minor: '1.29',
    attr: 'k3s_1_29',
    message: 'k3s_1_29 reached its end of life',
    fix: { edits: [{ kind: 'remove', minor: '1.29', attr: 'k3s_1_29' }], reason: 'end of life 2024-10-28' },
  });
  withFindings(base, [...base.findings.filter((f) => f.rule !== 'eol-soon'), fixedOnBase]);
  const head = masterAudit();
  const added = finding({
    rule: 'minor-eol',
    severity: 'error',
    minor: '1.30',
    attr: 'k3s_1_30',
    message: 'k3s_1_30 reached its end of life',
    fix: { edits: [{ kind: 'remove', minor: '1.30', attr: 'k3s_1_30' }], reason: 'end of life 2025-02-28' },
  });
  head.findings = [...head.findings.filter((f) => f.rule !== 'eol-soon'), added];
  const [behind, superseded] = head.findings;
  // The evaluator groups the three findings about k3s_1_30 into one item.
  const item: WorkItem = {
    subject: 'k3s_1_30',
    minor: '1.30',
    severity: 'error',
    step: 'remove',
    fix: 'Remove k3s_1_30.',
    findings: [superseded, added, behind].map((f): Finding => ({ ...f })),
  };
  head.workItems = [item];
  const report = buildReport({ audits: [head], base });
  const summary = pullRequestSummaryOf(report, compareWithBase(head, base));

  test('opens with the verdict: what it adds, fixes and leaves; the branch report follows', () => {
    expect(summary.split('\n\n').slice(0, 3)).toEqual([
      '# k3s release guard',
      '## Pull request check against `master`',
      '**Verdict:** ❌ This pull request adds 1 error. It fixes 1 finding. It leaves 2 findings that `master` already has.',
    ]);
    expect(summary.indexOf('**Verdict:** ❌ This pull request')).toBeLessThan(
      summary.indexOf('## `master` · unstable'),
    );
    expect(summary.indexOf('## `master` · unstable')).toBeLessThan(summary.indexOf('## Timeline'));
    expect(summary.match(/^# /gm)).toHaveLength(1);
  });

  test('each part shows the item of the attribute with only the findings of that part', () => {
    const read = (text: string): string => scanCodeSpans(text).reading;
    const adds = read(part(summary, 'Added by this pull request'));
    expect(adds).toContain('**k3s_1_30**: Remove k3s_1_30.');
    expect(adds).toContain(`minor-eol: ${added.fix!.reason}`);
    expect(adds).not.toContain('patch-behind');
    const leaves = read(part(summary, 'Already on'));
    expect(leaves).toContain('**k3s_1_30**: Remove k3s_1_30.');
    expect(leaves).toContain(`minor-superseded: ${superseded.fix!.reason}`);
    expect(leaves).toContain(`patch-behind: ${behind.fix!.reason}`);
    expect(leaves).not.toContain('minor-eol');
    expect(read(part(summary, 'Fixed by this pull request'))).toContain(`minor-eol: ${fixedOnBase.fix!.reason}`);
  });

  test('a pull request that adds nothing says so', () => {
    const clean = pullRequestSummaryOf(report, compareWithBase(base, base));
    expect(clean).toContain('**Verdict:** ✅ This pull request adds no k3s finding.');
    expect(part(clean, 'Added by this pull request')).toContain('Nothing: this pull request adds no k3s finding.');
  });
});

describe('the backport labels a pull request of master will need', () => {
  const split = compareWithBase(masterAudit(), masterAudit());
  const labels = [{ branch: 'release-24.11', label: 'backport release-24.11', minors: ['1.30' as const] }];

  test('are a notice after the verdict of the job summary, and of the terminal verdict', () => {
    const summary = pullRequestSummaryOf(buildReport(), split, labels);
    const notice =
      'ℹ️ This pull request changes k3s `1.30`, which `release-24.11` also packages: once merged, it will need the label `backport release-24.11` for its backport.';
    expect(summary).toContain(`already has.\n\n${notice}\n\n### Added by this pull request`);
    expect(pullRequestSummaryOf(buildReport(), split)).not.toContain('backport release');
    const terminal = runTerminalOf([{ report: buildReport(), check: { comparison: split, backportLabels: labels } }]);
    expect(terminal.split('\n')).toContain(
      '  notice   changes k3s 1.30, which release-24.11 also packages: once merged, it will need the label "backport release-24.11"',
    );
  });
});
