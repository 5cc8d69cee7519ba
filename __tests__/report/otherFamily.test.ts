// Reports and issues word themselves with the family of the report: the same
// audit of a made-up second family names it, not k3s (the hidden markers keep
// the product's name, k3s-release-guard).
import { releasePlan, type PlanInput } from '../../src/evaluate/releasePlan.js';
import { describe, expect, test } from '@jest/globals';
import type { BranchAudit, Finding, Minor, MinorLifecycle } from '../../src/domain/types.js';
import type { AuditReport } from '../../src/domain/audit.js';
import { parseVersion } from '../../src/domain/version.js';
import { failureMessage } from '../../src/pipeline/outcome.js';
import { compareWithBase } from '../../src/evaluate/prComparison.js';
import { desiredIssues } from '../../src/publish/issues/desiredIssues.js';
import { MK8S, MK8S_FOLDERS, MK8S_RELEASES } from '../families/madeUpFamily.js';
import { familyReport } from '../../src/report/model.js';
import { calendar, day, fact, itemOf, markdownOf, NOW, pullRequestSummaryOf, terminalOf } from './builders.js';
import { branchesThatMatter } from '../../src/calendar/otherBranches.js';

const NOT_K3S = /k3s(?!-release-guard)/;

function report(): AuditReport {
  const version = (text: string) => parseVersion(MK8S_FOLDERS, text)!;
  const minor = (m: Minor, ga: string, eol: string, latest: string): MinorLifecycle => ({
    minor: m,
    ga: day(ga),
    eol: fact(eol, true, 'GA + 14 months'),
    releases: [{ version: version(latest), tag: `v${latest}`, publishedAt: day(ga) }],
  });
  const cal = calendar();
  const missing: Finding = {
    rule: 'minor-missing',
    severity: 'error',
    branch: 'master',
    minor: '1.32',
    message: 'mk8s 1.32 is supported upstream',
  };
  const notNewest: Finding = {
    rule: 'default-not-newest',
    severity: 'notice',
    branch: 'master',
    minor: '1.31',
    message: 'the plain mk8s attribute',
  };
  const master: BranchAudit = {
    branch: { name: 'master', kind: 'unstable' },
    release: cal.find((r) => r.name === '25.05'),
    packaged: { minors: [], problems: [] },
    others: {},
    findings: [missing, notNewest],
    workItems: [
      itemOf(missing, { subject: 'mk8s_1_32', step: 'add', fix: `Add mk8s_1_32 in ${MK8S.layout.folder}/1_32/.` }),
      itemOf(notNewest, { subject: 'mk8s', step: 'point-default', fix: 'Point mk8s to mk8s_1_32.' }),
    ],
    source: 'checkout /tmp/nixpkgs',
  };
  // release-24.11 packages 1.31, whose end of life is among the upcoming dates.
  const stable: BranchAudit = {
    branch: { name: 'release-24.11', kind: 'stable', release: '24.11' },
    phase: 'supported',
    release: cal.find((r) => r.name === '24.11'),
    packaged: {
      minors: [
        {
          minor: '1.31',
          attr: 'mk8s_1_31',
          version: version('1.31.6+mk8sr1'),
          location: { file: `${MK8S.layout.folder}/1_31/versions.nix`, line: 2 },
        },
      ],
      defaultAttr: 'mk8s_1_31',
      defaultMinor: '1.31',
      problems: [],
    },
    others: {},
    findings: [],
    workItems: [],
    source: 'GitHub API NixOS/nixpkgs@release-24.11',
  };
  const audited: PlanInput & Pick<AuditReport, 'branchesThatMatter'> = {
    family: MK8S,
    now: NOW,
    upstream: {
      repository: MK8S_RELEASES.repository,
      minors: new Map([
        ['1.31', minor('1.31', '2024-08-22', '2025-10-22', '1.31.6+mk8sr1')],
        ['1.32', minor('1.32', '2025-01-10', '2026-03-10', '1.32.2+mk8sr1')],
      ]),
      notes: [],
    },
    calendar: { releases: cal },
    branchesThatMatter: branchesThatMatter({ releases: cal }, NOW),
    options: { policy: 'nixpkgs', backportThrough: 'next-release', keep: new Map() },
    audits: [master, stable],
  };
  return { ...audited, plans: cal.map((release) => releasePlan(audited, release)) };
}

describe('a report of another family', () => {
  test('the job summary names the family in its heading, tables, subjects, fixes and timeline', () => {
    const md = markdownOf(report());
    expect(md.startsWith('# mk8s release guard\n')).toBe(true);
    expect(md).toContain('_No mk8s attribute found on this branch._');
    expect(md).toContain('**`mk8s_1_32`**: Add `mk8s_1_32` in `pkgs/applications/networking/cluster/mk8s/1_32/`.');
    expect(md).toMatch(/^ {4}- `minor-missing`$/m);
    expect(md).toContain('**`mk8s`**: Point mk8s to `mk8s_1_32`.');
    expect(md).toContain('    section mk8s minors\n');
    expect(md).toMatch(/^ {4}mk8s 1\.32 missing \(est\.\) :/m);
    expect(md).toContain('- mk8s EOL dates not yet published');
    expect(md).not.toMatch(NOT_K3S);
  });

  test('the terminal report, the pull request section and the failure message name it too', () => {
    const text = terminalOf(report(), { color: false });
    expect(text).toContain('  no mk8s attribute found\n');
    expect(text).toMatch(
      /^ {2}error {4}mk8s_1_32: Add mk8s_1_32 in pkgs\/applications\/networking\/cluster\/mk8s\/1_32\/\.$/m,
    );
    expect(text).toMatch(/^ {11}minor-missing$/m);
    expect(text).toMatch(/^ {2}mk8s_1_31 +1\.31\.6\+mk8sr1 /m);
    expect(text).not.toMatch(NOT_K3S);
    expect(pullRequestSummaryOf(report(), compareWithBase(report().audits[0], report().audits[0]))).toContain(
      'adds no mk8s finding',
    );
    expect(failureMessage(report().audits[0].findings.slice(0, 1), 'error', [MK8S])).toMatch(
      /^mk8s policy: 1 error\(s\)/,
    );
  });

  test('its dashboard and checklists are titled and headed with its name', () => {
    const r = report();
    const release = r.calendar.releases.find((x) => x.name === '25.05')!;
    const issues = desiredIssues(
      familyReport(r),
      { dashboards: true, featureFreeze: release, branchOff: release },
      { team: '', labels: ['mk8s'] },
    );
    expect(issues.map((i) => i.title)).toEqual([
      'mk8s release guard: master',
      'mk8s release guard: release-24.11',
      'mk8s before the NixOS 25.05 feature freeze',
      'mk8s branch-off checklist for NixOS 25.05',
    ]);
    const [dashboard, , freeze, branchOff] = issues;
    expect(dashboard.body).toMatch(/^## mk8s on `master`$/m);
    expect(dashboard.closeReason).toMatch(/^All mk8s findings on master are resolved/);
    expect(freeze.body).toMatch(/^## mk8s before the NixOS 25\.05 feature freeze$/m);
    expect(branchOff.body).toMatch(/^## mk8s branch-off checklist for NixOS 25\.05$/m);
    expect(dashboard.body).not.toMatch(NOT_K3S);
  });
});
