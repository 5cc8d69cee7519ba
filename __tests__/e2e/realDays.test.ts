// The guard on four real days of 2026 (issue 25): the nixpkgs trees of each day
// and the upstream data of that day (__tests__/fixtures/realday, whose README
// names the source of every fact), run in process through the code the CLI
// runs offline (support/realDays.ts). It pins what is right on those days
// today: every real file read, no crash, k3s_1_33 and rke2_1_33 past their end
// of life, the patches of 2026-08-04, k3s_1_37 missing on its release day, the
// rl-2611 line nixpkgs #563705 left out. What the issue found wrong on these
// days is pinned right in realDaysIssue25.test.ts.
import { describe, expect, it } from '@jest/globals';
import type { AuditReport } from '../../src/domain/audit.js';
import type { BranchAudit, Finding } from '../../src/domain/types.js';
import { REAL_DAYS, realDay, runRealDay, type RealDay, type RealDayRef } from './support/realDays.js';

/** What one branch of a family packages, as nixpkgs had it that day. */
interface Packaged {
  /** minor -> version of its versions.nix */
  versions: Record<string, string>;
  /** The plain alias's target (k3s = k3s_1_35;). */
  alias?: string;
  /** rke2_stable and rke2_latest. */
  channels?: Record<string, string>;
  /** The family's throws in aliases.nix. */
  thrown: string[];
}

type Tree = { k3s: Packaged; rke2: Packaged };

const APRIL: Tree = {
  k3s: {
    versions: { '1.33': '1.33.11+k3s1', '1.34': '1.34.7+k3s1', '1.35': '1.35.4+k3s1', '1.36': '1.36.0+k3s1' },
    alias: 'k3s_1_35',
    thrown: ['k3s_1_31', 'k3s_1_32'],
  },
  rke2: {
    versions: { '1.33': '1.33.12+rke2r1', '1.34': '1.34.8+rke2r1', '1.35': '1.35.5+rke2r1', '1.36': '1.36.1+rke2r1' },
    alias: 'rke2_stable',
    channels: { rke2_stable: 'rke2_1_35', rke2_latest: 'rke2_1_36' },
    thrown: ['rke2_1_32'],
  },
};
const JUNE: Tree = {
  k3s: {
    versions: { '1.33': '1.33.13+k3s1', '1.34': '1.34.9+k3s1', '1.35': '1.35.6+k3s1', '1.36': '1.36.2+k3s1' },
    alias: 'k3s_1_35',
    thrown: ['k3s_1_31', 'k3s_1_32'],
  },
  rke2: {
    versions: { '1.33': '1.33.12+rke2r2', '1.34': '1.34.8+rke2r2', '1.35': '1.35.5+rke2r2', '1.36': '1.36.1+rke2r2' },
    alias: 'rke2_stable',
    channels: { rke2_stable: 'rke2_1_35', rke2_latest: 'rke2_1_36' },
    thrown: ['rke2_1_32'],
  },
};
const SEPTEMBER: Tree = {
  k3s: {
    versions: { '1.34': '1.34.11+k3s1', '1.35': '1.35.8+k3s1', '1.36': '1.36.4+k3s1' },
    alias: 'k3s_1_35',
    thrown: ['k3s_1_31', 'k3s_1_32', 'k3s_1_33'],
  },
  rke2: {
    versions: { '1.34': '1.34.11+rke2r1', '1.35': '1.35.8+rke2r1', '1.36': '1.36.4+rke2r1' },
    alias: 'rke2_stable',
    channels: { rke2_stable: 'rke2_1_35', rke2_latest: 'rke2_1_36' },
    thrown: ['rke2_1_32', 'rke2_1_33'],
  },
};
// nixpkgs #563705: k3s_1_37 at 1.37.0+k3s1 and k3s -> k3s_1_36.
const AFTER_563705: Tree = {
  ...SEPTEMBER,
  k3s: {
    ...SEPTEMBER.k3s,
    versions: { ...SEPTEMBER.k3s.versions, '1.37': '1.37.0+k3s1' },
    alias: 'k3s_1_36',
  },
};

/** Each day's branches as nixpkgs had them, the checkout (master) first. */
const TREES: Record<RealDay, Record<string, Tree>> = {
  '2026-05-21': { master: APRIL },
  '2026-08-10': { master: JUNE, 'release-26.05': JUNE },
  '2026-09-14': { master: SEPTEMBER, 'release-26.05': JUNE },
  '2026-09-16': { master: AFTER_563705, 'release-26.05': JUNE },
};

function packagedOf(audit: BranchAudit): Packaged {
  const { packaged } = audit;
  return {
    versions: Object.fromEntries(packaged.minors.map((m) => [m.minor, m.version?.text ?? '-'])),
    ...(packaged.defaultAttr === undefined ? {} : { alias: packaged.defaultAttr }),
    ...(packaged.channelAliases === undefined
      ? {}
      : { channels: Object.fromEntries(packaged.channelAliases.map((c) => [c.attr, c.target ?? '?'])) }),
    thrown: (packaged.thrown ?? []).map((t) => t.attr).sort(),
  };
}

const reportOf = (reports: AuditReport[], family: string): AuditReport => {
  const report = reports.find((r) => r.family.id === family);
  if (!report) throw new Error(`no ${family} report`);
  return report;
};
const auditOf = (report: AuditReport, branch: string): BranchAudit => {
  const audit = report.audits.find((a) => a.branch.name === branch);
  if (!audit) throw new Error(`${report.family.id}: ${branch} was not audited`);
  return audit;
};

/** The facts a finding is pinned by: never its words, which other work of issue 25 rewrites. */
const factsOf = (f: Finding) => ({
  rule: f.rule,
  severity: f.severity,
  branch: f.branch,
  attr: f.attr,
  ...(f.packaged === undefined ? {} : { packaged: f.packaged }),
  ...(f.expected === undefined ? {} : { expected: f.expected }),
});

async function run(day: RealDay, refs?: RealDayRef[], inputs?: Record<string, string>) {
  const { result } = await runRealDay(realDay(day, refs), inputs);
  return result.families.map((f) => f.report);
}

describe('every real file of each day is read', () => {
  it.each(REAL_DAYS)(
    '%s: each branch of k3s and rke2 as nixpkgs had it, with no file it could not read',
    async (day) => {
      const reports = await run(day);
      for (const family of ['k3s', 'rke2'] as const) {
        const report = reportOf(reports, family);
        const branches = Object.keys(TREES[day]);
        expect(report.audits.map((a) => a.branch.name)).toEqual(branches);
        for (const branch of branches) {
          const audit = auditOf(report, branch);
          expect({ branch, ...packagedOf(audit) }).toEqual({ branch, ...TREES[day][branch][family] });
          expect(audit.packaged.layout).toBe('per-minor-versions');
          expect(audit.packaged.problems).toEqual([]);
          expect(audit.packaged.unknownEntries).toBeUndefined();
          expect(audit.findings.filter((f) => f.rule === 'layout-unrecognized')).toEqual([]);
        }
      }
    },
  );

  it.each(['2026-08-10', '2026-09-14', '2026-09-16'] as const)(
    '%s: the release tag 26.05 gives the default NixOS 26.05 shipped, k3s_1_35',
    async (day) => {
      const reports = await run(day);
      // 26.05 shipped the minors of release-26.05 (nixpkgs #523995 of 2026-05-25 updated them before the release).
      const minors = ['1.33', '1.34', '1.35', '1.36'];
      const release = auditOf(reportOf(reports, 'k3s'), 'release-26.05');
      expect(release.others.defaultAtRelease).toMatchObject({ minor: '1.35', attr: 'k3s_1_35', minors });
      expect(release.findings.filter((f) => f.rule === 'default-changed')).toEqual([]);
      const rke2 = auditOf(reportOf(reports, 'rke2'), 'release-26.05');
      expect(rke2.others.defaultAtRelease).toMatchObject({
        minors,
        channelAliases: [
          { attr: 'rke2_stable', minor: '1.35' },
          { attr: 'rke2_latest', minor: '1.36' },
        ],
      });
      expect(rke2.findings.filter((f) => /^(default-changed|minor-(added|removed)-on-stable)$/.test(f.rule))).toEqual(
        [],
      );
    },
  );

  it('2026-05-21: master heads for 26.05 with k3s 1.33 to 1.36, release-26.05 not branched off yet', async () => {
    expect(() => realDay('2026-05-21', ['release-26.05'])).toThrow('2026-05-21 has no release-26.05');
    const reports = await run('2026-05-21');
    const master = auditOf(reportOf(reports, 'k3s'), 'master');
    expect(master.packaged.nixosVersion).toBe('26.05');
    expect(master.findings.filter((f) => f.severity === 'error')).toEqual([]);
  });
});

describe('what is right on those days', () => {
  it('2026-08-10: k3s_1_33 and rke2_1_33 are past their end of life (2026-06-28) on master and on release-26.05', async () => {
    const reports = await run('2026-08-10');
    const eol = reports.flatMap((r) => r.audits.flatMap((a) => a.findings.filter((f) => f.rule === 'minor-eol')));
    expect(eol.map(factsOf)).toEqual([
      { rule: 'minor-eol', severity: 'error', branch: 'master', attr: 'k3s_1_33', packaged: '1.33.13+k3s1' },
      { rule: 'minor-eol', severity: 'warning', branch: 'release-26.05', attr: 'k3s_1_33', packaged: '1.33.13+k3s1' },
      { rule: 'minor-eol', severity: 'error', branch: 'master', attr: 'rke2_1_33', packaged: '1.33.12+rke2r2' },
      {
        rule: 'minor-eol',
        severity: 'warning',
        branch: 'release-26.05',
        attr: 'rke2_1_33',
        packaged: '1.33.12+rke2r2',
      },
    ]);
  });

  it('2026-08-10: the k3s patches of 2026-08-04 are owed on release-26.05 and, for the minors master keeps, on master', async () => {
    const reports = await run('2026-08-10');
    const behind = reportOf(reports, 'k3s').audits.flatMap((a) => a.findings.filter((f) => f.rule === 'patch-behind'));
    const owed = (branch: string, attr: string, packaged: string, expected: string) =>
      ({ rule: 'patch-behind', severity: 'warning', branch, attr, packaged, expected }) as const;
    expect(behind.map(factsOf)).toEqual(
      expect.arrayContaining([
        owed('master', 'k3s_1_35', '1.35.6+k3s1', '1.35.7+k3s1'),
        owed('master', 'k3s_1_36', '1.36.2+k3s1', '1.36.3+k3s1'),
        owed('release-26.05', 'k3s_1_33', '1.33.13+k3s1', '1.33.13+k3s2'),
        owed('release-26.05', 'k3s_1_34', '1.34.9+k3s1', '1.34.10+k3s1'),
        owed('release-26.05', 'k3s_1_35', '1.35.6+k3s1', '1.35.7+k3s1'),
        owed('release-26.05', 'k3s_1_36', '1.36.2+k3s1', '1.36.3+k3s1'),
      ]),
    );
    expect(behind.every((f) => f.message.includes('2026-08-04'))).toBe(true);
  });

  it('2026-09-14: k3s_1_37 is missing on master on the day v1.37.0+k3s1 is published', async () => {
    const reports = await run('2026-09-14');
    const missing = reportOf(reports, 'k3s').audits.flatMap((a) =>
      a.findings.filter((f) => f.rule === 'minor-missing'),
    );
    expect(missing.map(factsOf)).toEqual([
      { rule: 'minor-missing', severity: 'error', branch: 'master', attr: 'k3s_1_37', expected: '1.37.0+k3s1' },
    ]);
    // The day before, 1.37 is not out: nothing is missing.
    const before = await runRealDay(realDay('2026-09-14'), { now: '2026-09-13' });
    const k3s = before.result.families.find((f) => f.report.family.id === 'k3s')!.report;
    expect(k3s.audits.flatMap((a) => a.findings.filter((f) => f.rule === 'minor-missing'))).toEqual([]);
  });

  it('2026-09-16: master moved k3s to k3s_1_36 without the rl-2611 line that says so (nixpkgs #563705)', async () => {
    const reports = await run('2026-09-16');
    const master = auditOf(reportOf(reports, 'k3s'), 'master');
    const notes = master.findings.filter((f) => f.rule === 'release-note-missing');
    expect(notes.map((f) => ({ ...factsOf(f), file: f.file }))).toEqual([
      {
        rule: 'release-note-missing',
        severity: 'warning',
        branch: 'master',
        attr: 'k3s_1_36',
        file: 'nixos/doc/manual/release-notes/rl-2611.section.md',
      },
    ]);
    // Two days earlier k3s still pointed to k3s_1_35, the default of 26.05: no line was owed.
    const earlier = auditOf(reportOf(await run('2026-09-14'), 'k3s'), 'master');
    expect(earlier.findings.filter((f) => f.rule === 'release-note-missing')).toEqual([]);
  });
});
