import { describe, expect, it } from '@jest/globals';
import type { Finding, Minor, NixosRelease, PolicyName } from '../../src/domain/types.js';
import { branchDefault } from './builders.js';
import { branchOffEve2605 } from './branchOffEve2026.js';
import { checklistPlans, previousStable, releasePlan } from '../../src/evaluate/releasePlan.js';
import { dueChecklists } from '../../src/publish/issues/desiredIssues.js';
import {
  AFTER_BRANCH_OFF,
  BEFORE_FREEZE,
  MASTER_BEHIND,
  NEXT_EXTRA,
  release,
  scenario,
} from '../publish/checklists/scenario.js';

// Looked up in each test, so that mutation testing sees which tests exercise the calendar.
const R = (): NixosRelease => release('25.05');
const minors = (list: Array<{ minor: string }>): string[] => list.map((m) => m.minor);

describe('releasePlan: what NixOS R ships, keeps and drops', () => {
  // master: 1.29 (EOL 2025-02-28), 1.30 (default, EOL 2025-06-28), 1.31 (EOL 2026-01-28); 1.32 missing.
  // BO(25.05) 2025-05-16, EOS(25.05) 2025-12-31; default(24.11) = 1.30.
  it.each<[PolicyName, string[], string[]]>([
    ['nixpkgs', [], ['1.29', '1.30', '1.31']],
    // 1.30 dies before EOS(R); 1.31 outlives it.
    ['full-lifecycle', ['1.31'], ['1.29', '1.30']],
    // Everything supported at BO(R) stays; 1.29 died before it.
    ['all-supported', ['1.30', '1.31'], ['1.29']],
  ])('under %s: ships the newest minor master must have, keeps %j, drops %j', (policy, kept, dropped) => {
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, policy }), R());
    expect(plan.basis).toBe('master');
    // 1.32 is not packaged and k3s points to 1.30: the plan reads past both findings.
    expect(plan.ships?.minor).toBe('1.32');
    expect(plan.ships?.packaged).toBeUndefined();
    expect(plan.ships?.latest).toBe('1.32.2+k3s1');
    expect(minors(plan.keeps)).toEqual(kept);
    expect(minors(plan.dropped)).toEqual(dropped);
  });

  // BO(25.05) = 2025-05-16: a minor whose EOL is that very day is not supported at the branch-off.
  it.each([
    ['2025-05-16', false],
    ['2025-05-17', true],
  ] as const)('under all-supported, a minor with EOL %s is kept: %s', (eol, kept) => {
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, policy: 'all-supported', eols: { '1.30': eol } }), R());
    expect(minors(plan.keeps).includes('1.30')).toBe(kept);
    expect(minors(plan.dropped).includes('1.30')).toBe(!kept);
  });

  it('gives every dropped minor its end of life and a reason', () => {
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, policy: 'full-lifecycle' }), R());
    const byMinor = new Map(plan.dropped.map((m) => [m.minor, m]));
    expect(byMinor.get('1.29')?.eol?.date.toISOString().slice(0, 10)).toBe('2025-02-28');
    expect(byMinor.get('1.29')?.reason).toMatch(/end of life on 2025-02-28, by the branch-off/);
    expect(byMinor.get('1.30')?.reason).toMatch(/2025-06-28, before NixOS 25\.05's end of support on 2025-12-31/);
    expect(byMinor.get('1.30')?.location?.file).toBe('pkgs/applications/networking/cluster/k3s/1_30/versions.nix');
  });

  it("never asks to remove master's default before the minor that replaces it is packaged", () => {
    // 1.30, master's default, dies before the branch-off; 1.32, which R ships, is not packaged yet.
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, eols: { '1.30': '2025-05-10' } }), R());
    const dropped = plan.dropped.find((m) => m.minor === '1.30');
    expect(dropped?.reason).toBe(
      "reaches its end of life on 2025-05-10, by the branch-off; it is master's default: remove it from master once k3s_1_32 is packaged and k3s points to it",
    );
    expect(plan.dropped.find((m) => m.minor === '1.29')?.reason).toMatch(/by the branch-off; remove it from master$/);
  });

  it('names a minor older than default(current stable) as superseded', () => {
    // 24.11 defaults to 1.31 here, so 1.30 must leave master whatever the policy.
    const report = scenario({
      now: BEFORE_FREEZE,
      policy: 'all-supported',
      previous: { minors: { '1.31': '1.31.6+k3s1' }, default: '1.31', nixosVersion: '24.11' },
    });
    const plan = releasePlan(report, R());
    expect(minors(plan.dropped)).toEqual(['1.29', '1.30']);
    expect(plan.dropped[1].reason).toMatch(/older than k3s 1\.31, the default of release-24\.11/);
    expect(minors(plan.keeps)).toEqual(['1.31']);
  });

  it('keeps a pinned minor, quoting the pin', () => {
    const plan = releasePlan(
      scenario({ now: BEFORE_FREEZE, keep: new Map([['1.30', 'Rancher 2.9 tops out at 1.30']]) }),
      R(),
    );
    expect(minors(plan.keeps)).toEqual(['1.30']);
    expect(plan.keeps[0].reason).toContain('Rancher 2.9 tops out at 1.30');
    expect(minors(plan.dropped)).toEqual(['1.29', '1.31']);
  });

  it('reads release-R instead of master once the branch is in the report: R ships S(R), and its default moves first', () => {
    const report = scenario({
      now: AFTER_BRANCH_OFF,
      next: { minors: { '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' }, default: '1.31', nixosVersion: '25.05' },
    });
    const plan = releasePlan(report, R());
    expect(plan.basis).toBe('release-25.05');
    // Under newest, S(25.05) is the newest minor packaged at the branch-off, not the default k3s points to.
    expect(plan.ships?.minor).toBe('1.32');
    expect(plan.ships?.reason).toBe('the newest packaged minor; k3s points to k3s_1_31 on release-25.05');
    expect(minors(plan.dropped)).toEqual(['1.31']);
    expect(plan.dropped[0].reason).toBe(
      'NixOS 25.05 ships one k3s minor; k3s points to k3s_1_31 on release-25.05: point k3s to k3s_1_32 first, ' +
        'then remove k3s_1_31 from release-25.05 at the branch-off; or keep k3s_1_31 as the default of NixOS 25.05 ' +
        'and remove k3s_1_32 from release-25.05 instead',
    );
  });

  it('says what it could not work out when no branch was read', () => {
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, master: null, previous: null }), R());
    expect(plan.ships).toBeUndefined();
    expect(plan.notes.join(' ')).toMatch(/Neither master nor release-25\.05 was read/);
  });
});

describe('releasePlan: backports the previous stable will need', () => {
  it('takes the current stable at FF(R) as the previous stable', () => {
    expect(previousStable(scenario({ now: BEFORE_FREEZE }), R())?.name).toBe('24.11');
    expect(previousStable(scenario({ now: BEFORE_FREEZE }), release('25.11'))?.name).toBe('25.05');
  });

  it('takes the release before R when no older release is the current stable at FF(R)', () => {
    // Equal days are valid: 24.11 freezes, branches off and is released on one day.
    const on = (day: string) => ({ date: new Date(`${day}T00:00:00Z`), estimated: false, source: 'test' });
    const entry = (name: string, ff: string, rel: string, eos: string): NixosRelease => ({
      name,
      featureFreeze: on(ff),
      branchOff: on(rel),
      release: on(rel),
      endOfSupport: on(eos),
    });
    const calendar = {
      releases: [
        entry('24.05', '2024-05-01', '2024-05-31', '2024-12-31'),
        entry('24.11', '2024-11-30', '2024-11-30', '2025-06-30'),
        entry('25.05', '2025-04-20', '2025-05-23', '2025-12-31'),
      ],
    };
    expect(previousStable({ calendar }, calendar.releases[1])?.name).toBe('24.05');
    expect(previousStable({ calendar }, calendar.releases[2])?.name).toBe('24.11');
    expect(previousStable({ calendar }, calendar.releases[0])).toBeUndefined();
  });

  // default(24.11) = 1.30, shipped = 1.32.
  it.each([
    ['next-release', ['1.31', '1.32']],
    ['before-next', ['1.31']],
  ] as const)('with backport-through %s the path is %j', (backportThrough, path) => {
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, backportThrough }), R());
    expect(plan.previous?.branch).toBe('release-24.11');
    expect(plan.previous?.defaultMinor).toBe('1.30');
    expect(plan.previous?.inclusive).toBe(backportThrough === 'next-release');
    expect(minors(plan.previous!.path)).toEqual(path);
    expect(minors(plan.previous!.owed)).toEqual(path);
    expect(plan.previous!.path.every((s) => s.onPrevious === false)).toBe(true);
  });

  it('owes only the steps the previous stable does not package yet', () => {
    const report = scenario({
      now: BEFORE_FREEZE,
      previous: { minors: { '1.30': '1.30.10+k3s1', '1.31': '1.31.6+k3s1' }, default: '1.30', nixosVersion: '24.11' },
    });
    const previous = releasePlan(report, R()).previous!;
    expect(minors(previous.path)).toEqual(['1.31', '1.32']);
    expect(previous.path.map((s) => s.onPrevious)).toEqual([true, false]);
    expect(minors(previous.owed)).toEqual(['1.32']);
  });

  it('uses what master knows of the previous default when that branch was not read, and owes every step', () => {
    const report = scenario({ now: BEFORE_FREEZE });
    report.audits = report.audits.filter((a) => a.branch.name === 'master');
    const previous = releasePlan(report, R()).previous!;
    expect(previous.defaultMinor).toBe('1.30');
    expect(previous.path.map((s) => s.onPrevious)).toEqual([undefined, undefined]);
    expect(minors(previous.owed)).toEqual(['1.31', '1.32']);
  });

  it('leaves the path empty, with a note, when the previous default is unknown', () => {
    const report = scenario({ now: BEFORE_FREEZE });
    report.audits = report.audits.filter((a) => a.branch.name === 'master').map((a) => ({ ...a, others: {} }));
    const plan = releasePlan(report, R());
    expect(plan.previous?.path).toEqual([]);
    expect(plan.previous?.defaultMinor).toBeUndefined();
    expect(plan.notes.join(' ')).toMatch(/backports release-24\.11 needs are unknown/);
  });
});

describe('releasePlan: eol-before-eos', () => {
  // EOS(25.05) = 2025-12-31; only EOL(m) < EOS(R) counts.
  it.each([
    ['2025-12-01', 30],
    ['2025-12-30', 1],
    ['2025-12-31', undefined],
    ['2026-02-28', undefined],
  ] as const)('shipped minor with EOL %s: eol-before-eos gap %s', (eol132, days) => {
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, eols: { '1.32': eol132 } }), R());
    expect(plan.eolBeforeEos?.days).toBe(days);
    if (days !== undefined) expect(plan.eolBeforeEos?.attr).toBe('k3s_1_32');
  });
});

describe('releasePlan and the rules answer the same questions the same way', () => {
  const errors = (report: ReturnType<typeof scenario>, branch: string, rule: string): string[] =>
    report.audits
      .find((a) => a.branch.name === branch)!
      .findings.filter((f) => f.rule === rule && f.severity !== 'notice')
      .map((f) => f.minor!);

  // release-25.05 after its branch-off, default 1.32, besides 1.30 (EOL 2025-06-28, before EOS 2025-12-31)
  // and 1.31 (EOL 2026-01-28, after it); neither is dead yet.
  const NEXT_THREE = {
    minors: { '1.30': '1.30.10+k3s1', '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' },
    default: '1.32',
    nixosVersion: '25.05',
  };

  it.each<[PolicyName, string, string[], string[]]>([
    ['nixpkgs', 'nothing', ['1.30', '1.31'], []],
    ['full-lifecycle', 'nothing', ['1.30'], ['1.31']],
    ['all-supported', 'nothing', [], ['1.30', '1.31']],
    // A pin turns the finding into a notice and keeps the minor in the plan.
    ['nixpkgs', '1.30', ['1.31'], ['1.30']],
  ])(
    'under %s with %s pinned: extra-at-release and the plan drop %j, the plan keeps %j',
    (policy, pinned, dropped, kept) => {
      const keep = new Map(pinned === 'nothing' ? [] : [[pinned, 'Rancher needs it']]);
      const report = scenario({ now: AFTER_BRANCH_OFF, policy, keep, next: NEXT_THREE });
      const plan = releasePlan(report, R());
      expect(plan.basis).toBe('release-25.05');
      expect(errors(report, 'release-25.05', 'extra-at-release')).toEqual(dropped);
      expect(minors(plan.dropped)).toEqual(dropped);
      expect(minors(plan.keeps)).toEqual(kept);
    },
  );

  // release-24.11 (default 1.30) once release-25.05 (default 1.32) has branched off.
  it.each([
    ['next-release', ['1.30'], ['1.31', '1.32']],
    ['before-next', ['1.30'], ['1.31']],
    ['next-release', ['1.30', '1.31'], ['1.32']],
    ['before-next', ['1.30', '1.31'], []],
    ['next-release', ['1.30', '1.31', '1.32'], []],
  ] as const)(
    'with backport-through %s and release-24.11 packaging %j, the plan owes what backport-missing finds: %j',
    (backportThrough, packagedMinors, owed) => {
      const versions: Record<string, string> = { '1.30': '1.30.10+k3s1', '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' };
      const previous = {
        minors: Object.fromEntries(packagedMinors.map((m) => [m, versions[m]])),
        default: '1.30',
        nixosVersion: '24.11',
      };
      const report = scenario({ now: AFTER_BRANCH_OFF, backportThrough, next: NEXT_EXTRA, previous });
      const plan = releasePlan(report, R());
      expect(plan.ships?.minor).toBe('1.32');
      expect(errors(report, 'release-24.11', 'backport-missing')).toEqual(owed);
      expect(minors(plan.previous!.owed)).toEqual(owed);
    },
  );
});

describe('releasePlan: the reasons a maintainer reads', () => {
  // release-25.05 after its branch-off: 1.29 (dead before BO), 1.31 (EOL 2026-01-28, after EOS), default 1.32.
  const NEXT_DEAD_AND_EXTRA = {
    minors: { '1.29': '1.29.14+k3s1', '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' },
    default: '1.32',
    nixosVersion: '25.05',
  };

  it.each<[PolicyName, 'keeps' | 'dropped', string]>([
    ['nixpkgs', 'dropped', 'NixOS 25.05 ships one k3s minor; remove k3s_1_31 from release-25.05 at the branch-off'],
    ['full-lifecycle', 'keeps', 'supported until 2026-01-28, for the whole release'],
    ['all-supported', 'keeps', 'supported at the branch-off; kept until its end of life on 2026-01-28'],
  ])('on release-25.05 under %s, 1.31 is in %s because: %s', (policy, list, reason) => {
    const plan = releasePlan(scenario({ now: AFTER_BRANCH_OFF, policy, next: NEXT_DEAD_AND_EXTRA }), R());
    expect(plan[list].find((m) => m.minor === '1.31')?.reason).toBe(reason);
    // A release branch has no master to clean: the dead minor is only dropped.
    expect(plan.dropped.find((m) => m.minor === '1.29')?.reason).toBe(
      'reaches its end of life on 2025-02-28, by the branch-off',
    );
    expect(plan.ships?.reason).toBe('the newest packaged minor; k3s points to it on release-25.05');
    expect(plan.notes).toEqual([]);
  });

  it.each<[PolicyName, 'keeps' | 'dropped', string]>([
    ['full-lifecycle', 'keeps', 'no end of life known'],
    ['all-supported', 'keeps', 'supported at the branch-off; kept until its end of life'],
  ])('under %s, a minor without a known end of life is in %s: %s', (policy, list, reason) => {
    const report = scenario({ now: AFTER_BRANCH_OFF, policy, next: NEXT_DEAD_AND_EXTRA });
    const minors131 = new Map(report.upstream.minors);
    // Upstream lists no release of 1.31 yet: no GA, so no end of life, recorded or estimated.
    minors131.set('1.31', { minor: '1.31', releases: [] });
    const plan = releasePlan({ ...report, upstream: { ...report.upstream, minors: minors131 } }, R());
    expect(plan[list].find((m) => m.minor === '1.31')?.reason).toBe(reason);
  });

  it("names master's ship reason and the previous stable's path reasons in full", () => {
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE }), R());
    expect(plan.ships?.reason).toBe(
      'the newest k3s minor supported upstream that is or must be packaged on master; k3s points to k3s_1_30 on master',
    );
    expect(plan.previous?.path.map((s) => s.reason)).toEqual([
      'on the upgrade path of NixOS 24.11 (default k3s 1.30) up to and including k3s 1.32, which NixOS 25.05 ships',
      'on the upgrade path of NixOS 24.11 (default k3s 1.30) up to and including k3s 1.32, which NixOS 25.05 ships',
    ]);
    expect(plan.previous?.source).toBe('test checkout');
    expect(plan.notes).toEqual([]);
    const before = releasePlan(scenario({ now: BEFORE_FREEZE, backportThrough: 'before-next' }), R());
    expect(before.previous?.path[0]?.reason).toBe(
      'on the upgrade path of NixOS 24.11 (default k3s 1.30) up to the minor before k3s 1.32, which NixOS 25.05 ships',
    );
  });

  it("asks to remove master's dead default once the alias points to the packaged minor that replaces it", () => {
    const master = {
      minors: { '1.29': '1.29.14+k3s1', '1.30': '1.30.10+k3s1', '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' },
      default: '1.30',
      nixosVersion: '25.05',
    };
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, master, eols: { '1.30': '2025-05-10' } }), R());
    expect(plan.dropped.find((m) => m.minor === '1.30')?.reason).toBe(
      "reaches its end of life on 2025-05-10, by the branch-off; it is master's default: remove it from master once k3s points to k3s_1_32",
    );
  });

  it('says so when release-R packages no minor, and still reads the previous default', () => {
    const plan = releasePlan(scenario({ now: AFTER_BRANCH_OFF, next: { minors: {}, nixosVersion: '25.05' } }), R());
    expect(plan.basis).toBe('release-25.05');
    expect(plan.ships).toBeUndefined();
    expect(plan.eolBeforeEos).toBeUndefined();
    expect(plan.notes).toEqual([
      'release-25.05 packages no k3s minor that could be read, so what NixOS 25.05 ships is unknown.',
      'The backports release-24.11 needs are unknown: the minor NixOS 25.05 ships is unknown.',
    ]);
    expect(plan.previous).toMatchObject({ branch: 'release-24.11', defaultMinor: '1.30', path: [], owed: [] });
    expect(plan.previous?.source).toBe('test checkout');
  });

  it('says the default was not read when no audit knows it', () => {
    const report = scenario({ now: BEFORE_FREEZE });
    report.audits = report.audits.filter((a) => a.branch.name === 'master').map((a) => ({ ...a, others: {} }));
    const plan = releasePlan(report, R());
    expect(plan.notes).toEqual([
      'The backports release-24.11 needs are unknown: its default was not read in this run.',
    ]);
    expect(plan.previous).toEqual({
      release: release('24.11'),
      branch: 'release-24.11',
      inclusive: true,
      path: [],
      owed: [],
    });
  });
});

describe('releasePlan: what master ships once its findings are fixed', () => {
  const finding = (rule: Finding['rule'], severity: Finding['severity'], minor?: Minor): Finding => ({
    rule,
    severity,
    branch: 'master',
    ...(minor ? { minor } : {}),
    message: 'injected',
  });

  it('adds only the minors minor-missing asks for as an error or a warning, in version order', () => {
    const inject = {
      master: [
        finding('minor-missing', 'error', '1.28'),
        finding('minor-missing', 'notice', '1.27'),
        finding('patch-behind', 'error', '1.26'),
        finding('minor-missing', 'error'),
      ],
    };
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, inject }), R());
    expect(minors(plan.dropped)).toEqual(['1.28', '1.29', '1.30', '1.31']);
    expect(plan.ships?.minor).toBe('1.32');
  });

  // now = 2025-03-15: a minor whose end of life is today has ended.
  it.each([
    ['2025-03-15', '1.31'],
    ['2025-03-16', '1.32'],
  ])('with a packaged 1.32 ending on %s, master ships %s', (eol, shipped) => {
    const master = {
      minors: { ...MASTER_BEHIND.minors, '1.32': '1.32.2+k3s1' },
      default: '1.30',
      nixosVersion: '25.05',
    };
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, master, eols: { '1.32': eol } }), R());
    expect(plan.ships?.minor).toBe(shipped);
  });

  it('names the attribute of a minor master must add, and R drops', () => {
    // master lacks 1.31, between 1.30 and 1.32: minor-missing asks for it, and R ships 1.32 only.
    const master = {
      minors: { '1.30': '1.30.10+k3s1', '1.32': '1.32.2+k3s1' },
      default: '1.32',
      nixosVersion: '25.05',
    };
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, master }), R());
    expect(plan.dropped.find((m) => m.minor === '1.31')?.reason).toBe(
      'NixOS 25.05 ships one k3s minor; remove k3s_1_31 from release-25.05 at the branch-off',
    );
  });

  it('asks to remove a dead minor from a master without a default plainly', () => {
    const master = { minors: MASTER_BEHIND.minors, nixosVersion: '25.05' };
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, master }), R());
    expect(plan.dropped.find((m) => m.minor === '1.29')?.reason).toBe(
      'reaches its end of life on 2025-02-28, by the branch-off; remove it from master',
    );
  });

  // 1.32 has ended too, so minor-missing does not ask for it.
  it('ships the newest packaged minor when every minor has ended', () => {
    const eols = { '1.29': '2025-01-01', '1.30': '2025-01-02', '1.31': '2025-01-03', '1.32': '2025-01-04' };
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, eols }), R());
    expect(plan.ships?.minor).toBe('1.31');
  });

  it('ships a packaged minor upstream does not know, with no latest release, end of life or eol-before-eos', () => {
    const master = {
      minors: { ...MASTER_BEHIND.minors, '1.33': '1.33.0+k3s1' },
      default: '1.30',
      nixosVersion: '25.05',
    };
    const plan = releasePlan(scenario({ now: BEFORE_FREEZE, master }), R());
    expect(plan.ships?.minor).toBe('1.33');
    expect(plan.ships?.packaged).toBe('1.33.0+k3s1');
    expect(plan.ships?.latest).toBeUndefined();
    expect(plan.ships?.eol).toBeUndefined();
    expect(plan.eolBeforeEos).toBeUndefined();
  });
});

describe('previousStable when releases overlap', () => {
  it('takes the release that is stable at FF(R), not the one listed before R when that one is still unreleased', () => {
    const on = (day: string) => ({ date: new Date(`${day}T00:00:00Z`), estimated: false, source: 'test' });
    const entry = (name: string, ff: string, rel: string, eos: string): NixosRelease => ({
      name,
      featureFreeze: on(ff),
      branchOff: on(rel),
      release: on(rel),
      endOfSupport: on(eos),
    });
    // 24.11 is late: released after FF(25.05).
    const calendar = {
      releases: [
        entry('24.05', '2024-05-01', '2024-05-31', '2025-06-30'),
        entry('24.11', '2024-11-30', '2025-05-01', '2025-12-31'),
        entry('25.05', '2025-04-20', '2025-05-23', '2025-12-31'),
      ],
    };
    expect(previousStable({ calendar }, calendar.releases[2])?.name).toBe('24.05');
  });
});

describe('checklistPlans: the plans of the checklists due', () => {
  it('plans a release once, whichever checklists are about it', () => {
    const report = scenario({ now: BEFORE_FREEZE });
    expect(checklistPlans(report, [release('25.05'), release('25.05')]).map((p) => p.release.name)).toEqual(['25.05']);
  });

  it('plans the branch-off and the feature-freeze releases once the freeze has passed', () => {
    const report = scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA });
    const plans = checklistPlans(report, [release('25.05'), release('25.11')]);
    expect(plans.map((p) => p.release.name)).toEqual(['25.05', '25.11']);
    expect(plans[0].ships?.minor).toBe('1.32');
  });

  it('plans nothing when no checklist is due', () => {
    expect(checklistPlans(scenario({ now: '2026-01-15' }), [undefined])).toEqual([]);
  });
});

describe('dueChecklists: the checklists a family has in a run', () => {
  const work = { featureFreeze: release('25.11'), branchOff: release('25.05') };

  it("those the work names, for the release events of the family's policy", () => {
    expect(dueChecklists(work, { policy: { releaseEvents: ['branch-off'] } })).toEqual({ branchOff: work.branchOff });
    expect(dueChecklists(work, { policy: { releaseEvents: ['feature-freeze', 'branch-off'] } })).toEqual(work);
  });

  it('none for a family without release events', () => {
    expect(dueChecklists(work, { policy: {} })).toEqual({});
  });
});

describe('releasePlan: the previous default as other audits know it', () => {
  it("takes the fact about the previous stable's branch that names a minor", () => {
    const report = scenario({ now: BEFORE_FREEZE });
    report.audits = report.audits
      .filter((a) => a.branch.name === 'master')
      .map((a) => ({
        ...a,
        others: {
          // Another branch's default, then the previous stable's unread one, then the one to use.
          currentStableDefault: branchDefault('release-24.05', '1.29'),
          nextReleaseDefault: branchDefault('release-24.11', undefined),
          unstableDefault: branchDefault('release-24.11', '1.31'),
        },
      }));
    expect(releasePlan(report, R()).previous?.defaultMinor).toBe('1.31');
  });

  it('says so when the calendar has no release before R', () => {
    const plan = releasePlan(scenario({ now: '2024-03-15' }), release('24.05'));
    expect(plan.previous).toBeUndefined();
    expect(plan.notes).toContain('The calendar has no release before NixOS 24.05, so no backports were worked out.');
  });
});

describe('releasePlan on 2026-05-21, three days before the 26.05 branch-off (POLICY 2.2: R ships S(R))', () => {
  const r2605 = (report: ReturnType<typeof branchOffEve2605>) =>
    report.calendar.releases.find((r) => r.name === '26.05')!;

  it('under the stable channel, ships k3s_1_35, the minor k3s points to, and never drops it', () => {
    const report = branchOffEve2605('stable-channel');
    const plan = releasePlan(report, r2605(report));
    expect(plan.ships?.minor).toBe('1.35');
    expect(plan.ships?.reason).toBe("the minor of k3s's stable channel; k3s points to it on master");
    expect(minors(plan.dropped)).toEqual(['1.34', '1.36']);
    expect(plan.dropped[1].reason).toBe(
      'NixOS 26.05 ships one k3s minor; remove k3s_1_36 from release-26.05 at the branch-off',
    );
    expect(plan.notes).toEqual([]);
  });

  it('under newest, ships k3s_1_36 and drops k3s_1_35 only after moving k3s, offering both ways out', () => {
    const report = branchOffEve2605('newest');
    const plan = releasePlan(report, r2605(report));
    expect(plan.ships?.minor).toBe('1.36');
    expect(minors(plan.dropped)).toEqual(['1.34', '1.35']);
    expect(plan.dropped[1].reason).toBe(
      'NixOS 26.05 ships one k3s minor; k3s points to k3s_1_35 on master: point k3s to k3s_1_36 first, then ' +
        'remove k3s_1_35 from release-26.05 at the branch-off; or keep k3s_1_35 as the default of NixOS 26.05 and ' +
        'remove k3s_1_36 from release-26.05 instead',
    );
  });

  it('with the channel unread, ships the newest minor and says why in the plan', () => {
    const report = branchOffEve2605('stable-channel', false);
    const plan = releasePlan(report, r2605(report));
    expect(plan.ships?.minor).toBe('1.36');
    expect(plan.notes).toEqual([
      "k3s's stable channel was not read, so the target default is the newest packaged minor.",
    ]);
  });

  it('works out the backports of release-25.11 up to what 26.05 ships', () => {
    const report = branchOffEve2605('stable-channel');
    expect(minors(releasePlan(report, r2605(report)).previous!.path)).toEqual(['1.35']);
  });
});
