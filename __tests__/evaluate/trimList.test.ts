// The trim list of a release, as evaluate picks it from real audits (the
// checklists' scenario: k3s on master, release-24.11 and release-25.05): which
// items, in which section, resting on which end of life; what it could not
// decide or read. A declared family's rules join the table by their ids.
import { describe, expect, it } from '@jest/globals';
import type { AuditReport } from '../../src/domain/audit.js';
import type { Finding, MinorLifecycle } from '../../src/domain/types.js';
import { releasePlan } from '../../src/evaluate/releasePlan.js';
import { holdsOpen, isTrimmed, trimList } from '../../src/evaluate/trimList.js';
import {
  AFTER_BRANCH_OFF,
  MASTER_BEHIND,
  NEXT_EXTRA,
  PREVIOUS_BARE,
  release,
  scenario,
} from '../publish/checklists/scenario.js';
import { asMinor, day } from './builders.js';
import { K3S } from '../families/builtIn.js';

const R = release('25.05');
/** In the window of 25.05's feature freeze (2025-04-25), before its branch-off (2025-05-16). */
const IN_FREEZE_WINDOW = '2025-04-20';

const summary = (report: AuditReport) =>
  trimList([report], R).families[0].items.map((entry) => [entry.section, entry.branch, entry.subject, entry.rule]);

describe('trimList', () => {
  it('before the branch-off: what master must drop for R, and what it still packages past its end', () => {
    const report = scenario({ now: IN_FREEZE_WINDOW });
    expect(summary(report)).toEqual([
      // Ended 2025-02-28: its most severe finding decides, though eol-during-next speaks of it too. Late, so first.
      ['past-end-on-master', 'master', 'k3s_1_29', 'minor-eol'],
      // Ends 2025-06-28, during 25.05's support (to 2025-12-31): k3s's plan for 25.05 drops it, as its feature-freeze
      // checklist says, and in the freeze window its own rule asks master to drop it now: that item, in its words.
      ['before-branch-off', 'master', 'k3s_1_30', 'eol-during-next'],
      // 25.05 ships one minor: the plan drops k3s_1_31 from release-25.05 at the branch-off, as the checklist says.
      ['before-branch-off', 'release-25.05', 'k3s_1_31', undefined],
    ]);
    const [ended, ending] = trimList([report], R).families[0].items;
    expect(ending.end).toEqual({ date: day('2025-06-28'), kind: 'known' });
    expect(ended.end).toEqual({ date: day('2025-02-28'), kind: 'known' });
    // The item's one fix, as evaluate worded it for the attribute, and only the trim list's findings under it.
    expect(ended.fix).toMatch(/^Remove k3s_1_29 from master: leave a throw for it in pkgs\/top-level\/aliases\.nix/);
    expect(ended.item?.findings.map((f) => f.rule)).toEqual(['minor-eol', 'minor-superseded', 'eol-during-next']);
    // Why, in its rules' own words with their dates: those of its section only.
    expect(ended.reason).toBe('end of life 2025-02-28; older than k3s 1.30, the default of NixOS 24.11');
    expect(ending.reason).toBe('end of life 2025-06-28, before NixOS 25.05 ends; its feature freeze is on 2025-04-25');
    // A drop of the plan alone: the plan's words, as the checklist shows them.
    const [, , dropped] = trimList([report], R).families[0].items;
    expect(dropped.fix).toMatch(
      /^NixOS 25\.05 ships one k3s minor; .*remove k3s_1_31 from release-25\.05 at the branch-off/,
    );
  });

  it("a family with checklists lists what its checklist's plan drops at the branch-off, outside the freeze window too", () => {
    // Six weeks before the freeze window: no eol-during-next finding yet, the plan drops k3s_1_30 all the same.
    const report = scenario({ now: '2025-03-15' });
    expect(report.audits[0].findings.some((f) => f.rule === 'eol-during-next')).toBe(false);
    const plan = releasePlan(report, R);
    const listed = trimList([report], R).families[0].items.filter((e) => e.section !== 'live-releases');
    expect(listed.map((e) => [e.branch, e.subject]).sort()).toEqual(
      plan.dropped.map((m) => [m.removedFrom, m.attr]).sort(),
    );
    expect(trimList([report], R).families[0].checklists).toBe(true);
  });

  it('leaves out what is no part of a trim list: a patch behind, a minor missing, a default to move', () => {
    const report = scenario({ now: IN_FREEZE_WINDOW });
    const master = report.audits.find((a) => a.branch.name === 'master')!;
    // The audit has them all; the trim list none.
    for (const rule of ['patch-behind', 'minor-missing', 'default-not-newest'])
      expect(master.findings.some((f) => f.rule === rule)).toBe(true);
    // k3s_1_31 is the plan's: 25.05 ships one minor, and release-25.05 drops it at the branch-off.
    const subjects = trimList([report], R)
      .families[0].items.filter((entry) => entry.branch === 'master')
      .map((entry) => entry.subject);
    expect(subjects).not.toContain('k3s_1_31');
    expect(subjects).not.toContain('k3s_1_32');
    expect(
      trimList([report], R).families[0].items.flatMap((e) => e.item?.findings.map((f) => f.rule) ?? []),
    ).not.toContain('patch-behind');
  });

  it('after the branch-off: release-R is a live release with its own part, and master heads for the next release', () => {
    const report = scenario({
      now: AFTER_BRANCH_OFF,
      next: NEXT_EXTRA,
      // master's lib/.version moved on at the branch-off.
      master: { ...MASTER_BEHIND, nixosVersion: '25.11' },
    });
    const family = trimList([report], R).families[0];
    expect(family.masterHeadsFor).toBe('25.11');
    expect(summary(report)).toEqual([
      ['past-end-on-master', 'master', 'k3s_1_29', 'minor-eol'],
      ['live-releases', 'release-25.05', 'k3s_1_31', 'extra-at-release'],
    ]);
    // The newest release's branch first among the live ones, every branch it asks about read.
    expect(family.read).toEqual(['master', 'release-25.05', 'release-24.11']);
    expect(family.unread).toEqual([]);
  });

  it('a supported release past a cycle’s end: the mark it asks for is an item; once marked, it is done and leaves', () => {
    const previous = { ...PREVIOUS_BARE, minors: { ...PREVIOUS_BARE.minors, '1.29': '1.29.14+k3s1' } };
    const unmarked = scenario({ now: IN_FREEZE_WINDOW, previous });
    expect(summary(unmarked)).toContainEqual(['live-releases', 'release-24.11', 'k3s_1_29', 'minor-eol']);
    const item = trimList([unmarked], R).families[0].items.find((e) => e.branch === 'release-24.11')!;
    expect(item.fix).toMatch(/^Mark k3s_1_29/);

    const marked = scenario({ now: IN_FREEZE_WINDOW, previous: { ...previous, marked: ['1.29'] } });
    expect(trimList([marked], R).families[0].items.filter((e) => e.branch === 'release-24.11')).toEqual([]);
    // Done is not undecided: its end is known.
    expect(trimList([marked], R).families[0].undecided).toEqual([]);
  });

  it('an end that is estimated or projected says so; a cycle without one is undecided, never trimmed', () => {
    const report = scenario({ now: IN_FREEZE_WINDOW });
    const lifecycle = (eol: MinorLifecycle['eol']): MinorLifecycle => ({
      ...report.upstream.minors.get(asMinor('1.30'))!,
      eol,
    });
    const at = (eol: MinorLifecycle['eol']) => {
      const minors = new Map(report.upstream.minors);
      minors.set(asMinor('1.30'), lifecycle(eol));
      return trimList([{ ...report, upstream: { ...report.upstream, minors } }], R).families[0].items.find(
        (e) => e.subject === 'k3s_1_30',
      )?.end;
    };
    const date = day('2025-06-28');
    expect(at({ date, estimated: true, source: 'GA + 14 months' })).toEqual({ date, kind: 'estimated' });
    expect(at({ date, estimated: true, source: 'projected: 4 months after its release (2025-02-28)' })).toEqual({
      date,
      kind: 'projected',
    });

    // minor-eol's notice about a packaged cycle nobody knows the end of.
    const unknown = scenario({
      now: IN_FREEZE_WINDOW,
      master: { ...MASTER_BEHIND, minors: { ...MASTER_BEHIND.minors, '1.33': '1.33.1+k3s1' } },
    });
    const family = trimList([unknown], R).families[0];
    expect(family.items.map((e) => e.subject)).not.toContain('k3s_1_33');
    expect(family.undecided.map((f) => [f.rule, f.attr])).toEqual([['minor-eol', 'k3s_1_33']]);
  });

  it('names the branches it asks about that the run did not read, and is never trimmed without them', () => {
    const report = scenario({ now: IN_FREEZE_WINDOW, previous: null, master: null });
    const list = trimList([report], R);
    expect(list.families[0].unread).toEqual(['master', 'release-24.11']);
    // The same for every family: said once for the list.
    expect(list.unread).toEqual(['master', 'release-24.11']);
    expect(list.families[0].items).toEqual([]);
    expect(isTrimmed(list)).toBe(false);
  });

  it('is trimmed when every family read every branch and none has an item', () => {
    const clean = scenario({
      now: '2025-03-15',
      master: { minors: { '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' }, default: '1.32', nixosVersion: '25.05' },
      previous: { minors: { '1.31': '1.31.6+k3s1' }, default: '1.31', nixosVersion: '24.11' },
    });
    const list = trimList([clean], R);
    // What release-25.05 drops at the branch-off, a branch that does not exist yet, is listed but waits for it.
    expect(list.families[0].items.map((e) => [e.branch, e.subject, holdsOpen(e)])).toEqual([
      ['release-25.05', 'k3s_1_31', false],
    ]);
    expect(isTrimmed(list)).toBe(true);
    expect(isTrimmed(trimList([clean, scenario({ now: IN_FREEZE_WINDOW })], R))).toBe(false);
  });

  describe("a declared family's rules join the table by their ids", () => {
    // A family without release checklists, as a declared one is.
    const declared = { ...K3S, id: 'postgresql', name: 'PostgreSQL', policy: { ...K3S.policy, releaseEvents: [] } };
    const finding = (rule: Finding['rule'], branch: string, minor: string): Finding => ({
      rule,
      severity: 'warning',
      branch,
      minor: asMinor(minor),
      attr: `k3s_${minor.replace('.', '_')}`,
      message: `${rule} of ${minor}`,
    });

    it.each([
      ['ends-during-release', 'master', 'before-branch-off'],
      ['not-lts', 'master', 'before-branch-off'],
      ['ends-during-release', 'release-24.11', 'live-releases'],
      ['minor-eol', 'release-24.11', 'live-releases'],
    ] as const)('%s on %s: %s', (rule, branch, section) => {
      const report = scenario({
        now: '2025-03-15',
        master: { minors: { '1.32': '1.32.2+k3s1' }, default: '1.32', nixosVersion: '25.05' },
        previous: { minors: { '1.31': '1.31.6+k3s1' }, default: '1.31', nixosVersion: '24.11' },
        inject: { [branch]: [finding(rule, branch, '1.31')] },
      });
      const [family] = trimList([{ ...report, family: declared }], R).families;
      expect(family.family.id).toBe('postgresql');
      expect(family.items.map((e) => [e.section, e.branch, e.rule])).toEqual([[section, branch, rule]]);
    });
  });

  it('keeps every family of the run, in its order', () => {
    const k3s = scenario({ now: IN_FREEZE_WINDOW });
    const other = { ...k3s, family: { ...K3S, id: 'rke2', name: 'rke2' } };
    expect(trimList([other, k3s], R).families.map((f) => f.family.id)).toEqual(['rke2', 'k3s']);
  });
});
