// A release branch's end of support is its own SUPPORT_END, where the checkout
// of that branch sets one: the rules that weigh a release's end of support
// (eol-before-eos before the release, minor-eol and the branch's retirement
// after it) decide on the branch's day, and the report names where it was read.
// Without the line, or with one that is no day, the calendar's day stands and
// nothing fails. The dated scenarios of __tests__/fixtures/scenarios, with
// nixos/modules/misc/version.nix added to the checkout as a what-if.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDate } from '../../src/calendar/releaseCalendar.js';
import type { AuditReport } from '../../src/domain/audit.js';
import type { RunLog } from '../../src/domain/runLog.js';
import { NIXPKGS_PATHS } from '../../src/gather/nixpkgs/paths.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { githubSources } from '../../src/gather/sources.js';
import { createGitHubClient } from '../../src/github/client.js';
import { runAudit } from '../../src/pipeline/runAudit.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { filesOf, serveBranch, serveUpstream } from '../e2e/support/upstreamData.js';
import { versionModule } from '../gather/nixpkgs/versionModule.js';
import { k3s } from '../families/builtIn.js';

const SCENARIOS = fileURLToPath(new URL('../fixtures/scenarios/', import.meta.url));
const NIXPKGS = 'NixOS/nixpkgs';
const VERSION_NIX = NIXPKGS_PATHS.versionModule;

const double = new GitHubDouble();
const temp = mkdtempSync(path.join(tmpdir(), 'support-end-'));
beforeAll(async () => {
  await double.start();
});
afterAll(async () => {
  await double.stop();
  rmSync(temp, { recursive: true, force: true });
});
beforeEach(() => {
  double.contents.clear();
  double.history.clear();
  serveUpstream(double);
});

/**
 * Audits the checkout `ref` of a scenario on `now`, its version.nix setting
 * `supportEndLine` ('' for none; undefined: no such file), the other refs served.
 */
async function audit(
  scenario: string,
  ref: string,
  now: string,
  supportEndLine: string | undefined,
  serve: string[],
): Promise<{ report: AuditReport; logged: string[] }> {
  for (const other of serve) serveBranch(double, NIXPKGS, other, filesOf(path.join(SCENARIOS, scenario, other)));
  const checkout = mkdtempSync(path.join(temp, 'checkout-'));
  cpSync(path.join(SCENARIOS, scenario, ref), checkout, { recursive: true });
  if (supportEndLine !== undefined) {
    mkdirSync(path.join(checkout, path.dirname(VERSION_NIX)), { recursive: true });
    writeFileSync(path.join(checkout, VERSION_NIX), versionModule(supportEndLine));
  }
  const logged: string[] = [];
  const log: RunLog = {
    group: (_title, work) => work(),
    info: (message) => void logged.push(message),
    warning: (message) => void logged.push(`warning: ${message}`),
  };
  const [report] = await runAudit({
    options: {},
    families: [
      {
        family: k3s,
        upstreamRepository: 'k3s-io/k3s',
        policy: { policy: 'nixpkgs', backportThrough: 'next-release', keep: new Map(), defaultTarget: 'newest' },
      },
    ],
    checkout: localTree(checkout),
    sources: githubSources(createGitHubClient({ baseUrl: double.url, token: 'test', retries: 0 }), NIXPKGS),
    context: {},
    now: new Date(now),
    log,
  });
  return { report, logged };
}

const rules = (report: AuditReport): string[] => report.audits[0].findings.map((f) => `${f.rule} ${f.attr ?? ''}`);

describe('release-25.05 before its release: eol-before-eos weighs the default against the branch’s end of support', () => {
  // 25.05 ships k3s_1_32 as its default; Kubernetes 1.32 ends on 2026-02-28, the calendar's 25.05 on 2025-12-31.
  const run = (line: string | undefined) =>
    audit('release-25.05-2025-05-20', 'release-25.05', '2025-05-20', line, ['master']);

  it('a later SUPPORT_END than 1.32’s end of life: the default does not last the release', async () => {
    const { report } = await run('SUPPORT_END = "2026-03-31";');
    const release = report.audits[0].release!;
    expect(describeDate(release.endOfSupport)).toBe('2026-03-31');
    expect(release.endOfSupport.source).toBe(`release-25.05 ${VERSION_NIX}`);
    const finding = report.audits[0].findings.find((f) => f.rule === 'eol-before-eos');
    expect(finding).toMatchObject({ severity: 'warning', attr: 'k3s_1_32' });
    expect(finding?.message).toContain("31 days before 25.05's end of support on 2026-03-31");
  });

  it.each([
    ['the calendar’s own day', 'SUPPORT_END = "2025-12-31";'],
    ['no SUPPORT_END line', ''],
    ['no version.nix at all', undefined],
  ])('%s: the default lasts the release, as the calendar says', async (_case, line) => {
    const { report, logged } = await run(line);
    expect(describeDate(report.audits[0].release!.endOfSupport)).toBe('2025-12-31');
    expect(rules(report)).not.toContainEqual(expect.stringMatching(/^eol-before-eos/));
    expect(logged.filter((l) => l.includes('SUPPORT_END'))).toEqual([]);
  });

  it('a line that is no day: the calendar’s day, said once in the log, nothing failing', async () => {
    const { report, logged } = await run('SUPPORT_END = "2026-02-30";');
    expect(describeDate(report.audits[0].release!.endOfSupport)).toBe('2025-12-31');
    expect(rules(report)).not.toContainEqual(expect.stringMatching(/^eol-before-eos/));
    expect(logged.filter((l) => l.includes('SUPPORT_END'))).toEqual([
      expect.stringMatching(
        /^nixos\/modules\/misc\/version\.nix:\d+ sets SUPPORT_END = "2026-02-30", not a day such as "2025-12-31"; NixOS 25\.05 ends its support when the calendar says\.$/,
      ),
    ]);
  });
});

describe('release-24.05 past the calendar’s end of support: minor-eol as long as the branch says it is supported', () => {
  // The calendar ends 24.05 on 2024-12-31; Kubernetes 1.28, still packaged, ended on 2024-10-28.
  const run = (line: string | undefined, now: string) =>
    audit('release-24.05-2024-12-31', 'release-24.05', now, line, ['release-24.11', '24.05']);

  it('SUPPORT_END a month later: still supported on 2025-01-10, so the ended 1.28 is to mark', async () => {
    const { report } = await run('SUPPORT_END = "2025-01-31";', '2025-01-10');
    expect(report.audits[0].phase).toBe('supported');
    expect(rules(report)).toContain('minor-eol k3s_1_28');
    expect(rules(report)).not.toContainEqual(expect.stringMatching(/^branch-retired/));
  });

  it('without the line, retired on 2025-01-10 as the calendar says: one branch-retired notice', async () => {
    const { report } = await run(undefined, '2025-01-10');
    expect(report.audits[0].phase).toBe('retired');
    expect(rules(report)).toEqual(['branch-retired ']);
  });

  it('SUPPORT_END a fortnight earlier: retired already on the calendar’s last day', async () => {
    const { report } = await run('SUPPORT_END = "2024-12-15";', '2024-12-31');
    expect(report.audits[0].phase).toBe('retired');
    expect(rules(report)).toEqual(['branch-retired ']);
    expect(report.audits[0].findings[0].message).toContain('2024-12-15');
  });
});
