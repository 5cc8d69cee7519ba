import { describe, expect, it } from '@jest/globals';
import { buildReleaseCalendar } from '../calendar/releaseCalendar.js';
import type { Finding, FixEdit, Minor, WorkItem } from '../domain/types.js';
import { evaluate } from './evaluate.js';
import { buildRuleContext } from './ruleContext.js';
import { workItemsOf } from './workItems.js';
import {
  ALIAS_FILE,
  ALIASES_FILE,
  branchDefault,
  input,
  K3S_DIR,
  line,
  MASTER as MASTER_BRANCH,
  notesFile,
  packaged,
  stableBranch,
  upstream,
} from '../../__tests__/evaluate/builders.js';
import { K3S, RKE2 } from '../../__tests__/families/builtIn.js';

// master on 2026-11-05, with the calendar the action carries: 26.05 (default k3s_1_35) is the current stable.
const NOW = '2026-11-05';

const UP = {
  '1.34': line('1.34.6+k3s1', '2026-10-27', '2025-08-27'),
  '1.35': line('1.35.3+k3s1', '2027-02-28', '2025-12-20'),
  '1.36': line('1.36.1+k3s1', '2027-06-28', '2026-04-25'),
  '1.37': line('1.37.0+k3s1', '2027-10-28', '2026-08-20'),
};

function master(minors: Record<string, string>, defaultMinor: string) {
  return evaluate(
    input({
      now: NOW,
      calendar: buildReleaseCalendar({ now: new Date(`${NOW}T00:00:00Z`) }),
      packaged: packaged({ minors, default: defaultMinor, thrown: [], releaseNotes: { release: '26.11', text: '' } }),
      upstream: upstream(UP),
      others: { currentStableDefault: branchDefault('release-26.05', '1.35', ['1.34', '1.35']) },
    }),
  );
}

describe('work items: one per attribute, with one combined fix', () => {
  // Evaluated in each test, so that mutation testing sees which tests exercise it.
  const audit = () => master({ '1.34': '1.34.5+k3s1', '1.35': '1.35.2+k3s1', '1.36': '1.36.1+k3s1' }, '1.35');
  const items = () => audit().workItems;

  it('puts the findings about one minor together, the most severe first, with one fix in nixpkgs terms', () => {
    const item = items().find((i) => i.subject === 'k3s_1_34')!;
    expect(item.findings.map((f) => `${f.rule} ${f.severity}`)).toEqual(['minor-eol error', 'minor-superseded error']);
    expect(item).toMatchObject({ minor: '1.34', severity: 'error', step: 'remove' });
    expect(item.fix).toBe(
      'Remove k3s_1_34 from master: ' +
        `leave a throw for it in ${ALIASES_FILE} and a line in ${notesFile('26.11')} that names k3s 1.34.`,
    );
    // The patch update of a minor that goes is not asked for.
    expect(item.findings.some((f) => f.rule === 'patch-behind')).toBe(false);
  });

  it('lists the items in the order a maintainer works: add, point the default, remove, update, then checks', () => {
    expect(items().map((i) => `${i.step} ${i.subject ?? '(branch)'}`)).toEqual([
      'add k3s_1_37',
      'remove k3s_1_34',
      'update k3s_1_35',
    ]);
    // Adding k3s_1_37 points k3s at it, which settles default-not-newest (k3s at 1.35, newest 1.36) too.
    const add = items()[0];
    expect(add.findings.map((f) => f.rule)).toEqual(['minor-missing', 'default-not-newest']);
    expect(add.fix).toBe(
      'Add k3s_1_37 in pkgs/applications/networking/cluster/k3s/1_37/ at 1.37.0+k3s1. ' +
        `Then point k3s to k3s_1_37 in ${ALIAS_FILE}.`,
    );
  });

  it('puts every finding in exactly one item', () => {
    const { findings, workItems } = audit();
    expect(workItems.flatMap((i) => i.findings)).toHaveLength(findings.length);
    expect(new Set(workItems.flatMap((i) => i.findings))).toEqual(new Set(findings));
  });

  it('keeps the alias an item of its own when no other item points it elsewhere', () => {
    const audit = master({ '1.35': '1.35.3+k3s1', '1.36': '1.36.1+k3s1', '1.37': '1.37.0+k3s1' }, '1.35');
    const item = audit.workItems.find((i) => i.subject === 'k3s')!;
    expect(item).toMatchObject({ step: 'point-default', severity: 'warning' });
    // The new default owes its release-notes line (release-note-missing's), asked with the move.
    expect(item.fix).toBe(
      `Point k3s to k3s_1_37 in ${ALIAS_FILE}. Then add a line to nixos/doc/manual/release-notes/rl-2611.section.md that names k3s 1.37.`,
    );
    expect(item.findings[0].fix?.reason).toBe('points to k3s_1_35; the newest packaged minor is k3s_1_37');
  });

  it('gives an item the worst severity of its findings', () => {
    for (const item of items()) expect(item.severity).toBe(item.findings[0].severity);
  });
});

describe('work items on release branches', () => {
  it('backports come before updates; a mark has its own step', () => {
    const audit = evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('24.05'),
        packaged: packaged({ minors: { '1.28': '1.28.15+k3s1', '1.29': '1.29.9+k3s1' }, default: '1.29' }),
        upstream: upstream({
          '1.28': line('1.28.15+k3s1', '2024-10-28'),
          '1.29': line('1.29.10+k3s1', '2025-02-28'),
          '1.30': line('1.30.6+k3s1', '2025-06-28'),
          '1.31': line('1.31.2+k3s1', '2025-10-28'),
        }),
        others: {
          nextReleaseDefault: branchDefault('release-24.11', '1.31'),
          defaultAtRelease: branchDefault('24.05', '1.29'),
        },
      }),
    );
    expect(audit.workItems.map((i) => `${i.step} ${i.subject}`)).toEqual([
      'backport k3s_1_30',
      'backport k3s_1_31',
      'mark k3s_1_28',
      'update k3s_1_29',
    ]);
    expect(audit.workItems[0].fix).toBe('Backport k3s_1_30 (1.30.6+k3s1) to release-24.05.');
  });

  it('two fixes that cannot both be followed: the item takes the most severe one', () => {
    // release-24.11 before its release: k3s_1_32 is an extra minor (error), and newer than the default (warning).
    const audit = evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('24.11'),
        packaged: packaged({ minors: { '1.31': '1.31.2+k3s1', '1.32': '1.32.0+k3s1' }, default: '1.31' }),
        upstream: upstream({
          '1.31': line('1.31.2+k3s1', '2025-10-28'),
          '1.32': line('1.32.0+k3s1', '2026-02-28', '2024-11-01'),
        }),
        others: { unstableDefault: branchDefault('master', '1.32', ['1.32']) },
      }),
    );
    const item = audit.workItems.find((i) => i.subject === 'k3s_1_32')!;
    expect(item.findings.map((f) => f.rule)).toEqual(['extra-at-release', 'release-default-not-newest']);
    expect(item.edits).toEqual([{ kind: 'remove', minor: '1.32', attr: 'k3s_1_32' }]);
    expect(item.step).toBe('remove');
  });

  it('a release note for a new default belongs to switching the default', () => {
    const audit = master({ '1.35': '1.35.3+k3s1', '1.36': '1.36.1+k3s1', '1.37': '1.37.0+k3s1' }, '1.37');
    const item = audit.workItems.find((i) => i.subject === 'k3s_1_37')!;
    expect(item).toMatchObject({ step: 'point-default', severity: 'warning' });
    expect(item.findings.map((f) => f.rule)).toEqual(['release-note-missing']);
  });
});

describe('work items from findings', () => {
  const context = () =>
    buildRuleContext(
      input({
        now: '2024-09-01',
        packaged: packaged({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' }),
        upstream: upstream({ '1.30': line('1.30.4+k3s1', '2025-06-28') }),
      }),
      {},
    );
  const finding = (fields: Partial<Finding> & Pick<Finding, 'rule' | 'severity'>): Finding => ({
    branch: 'master',
    message: `${fields.rule} ${fields.minor ?? ''}`,
    ...fields,
  });
  const fix = (reason: string, ...edits: FixEdit[]) => ({ fix: { edits, reason } });

  it('orders items of one step by severity, then the branch, the alias and files before minors, minors numerically', () => {
    const items = workItemsOf(context(), [
      finding({ rule: 'minor-eol', severity: 'notice', minor: '1.10' }),
      finding({ rule: 'minor-eol', severity: 'notice', minor: '1.9' }),
      finding({ rule: 'layout-unrecognized', severity: 'notice', file: 'pkgs/x.nix' }),
      finding({ rule: 'default-not-newest', severity: 'notice', attr: 'k3s' }),
      finding({ rule: 'release-note-missing', severity: 'notice' }),
      finding({ rule: 'minor-missing', severity: 'warning', minor: '1.31' }),
    ]);
    expect(items.map((i) => `${i.severity} ${i.subject ?? '(branch)'}`)).toEqual([
      'warning k3s_1_31',
      'notice (branch)',
      'notice k3s',
      'notice pkgs/x.nix',
      'notice k3s_1_9',
      'notice k3s_1_10',
    ]);
  });

  it.each<[string, FixEdit, WorkItem['step']]>([
    ['a throw', { kind: 'throw', minor: '1.28', attr: 'k3s_1_28' }, 'remove'],
    ['a note about a minor that is gone', { kind: 'release-note', minor: '1.28', file: 'rl.md' }, 'remove'],
    ['a note about a minor the branch keeps', { kind: 'release-note', minor: '1.30', file: 'rl.md' }, 'point-default'],
    ['a mark', { kind: 'mark', minor: '1.29', attr: 'k3s_1_29' }, 'mark'],
    ['an update', { kind: 'update', minor: '1.29', attr: 'k3s_1_29', version: '1.29.9+k3s1' }, 'update'],
  ])('takes its step from its first edit: %s', (_case, edit, step) => {
    const [item] = workItemsOf(context(), [
      finding({ rule: 'patch-behind', severity: 'warning', minor: edit.minor, ...fix('x', edit) }),
    ]);
    expect(item.step).toBe(step);
  });

  it('leaves out the edits of a less severe finding that would undo the others', () => {
    const [item] = workItemsOf(context(), [
      finding({
        rule: 'eol-before-eos',
        severity: 'warning',
        minor: '1.30',
        ...fix('newer', { kind: 'point-default', minor: '1.31', attr: 'k3s_1_31' }),
      }),
      finding({
        rule: 'default-changed',
        severity: 'error',
        minor: '1.30',
        ...fix('kept', { kind: 'point-default', minor: '1.29', attr: 'k3s_1_29' }),
      }),
    ]);
    expect(item.edits).toEqual([{ kind: 'point-default', minor: '1.29', attr: 'k3s_1_29' }]);
    expect(item.fix).toBe('Point k3s to k3s_1_29 in pkgs/top-level/all-packages.nix.');
  });

  it('takes each edit once; the fix is the edits alone, each finding keeps its reason', () => {
    const remove: FixEdit = { kind: 'remove', minor: '1.29', attr: 'k3s_1_29' };
    const [item] = workItemsOf(context(), [
      finding({ rule: 'minor-eol', severity: 'error', minor: '1.29', ...fix('ended', remove) }),
      finding({ rule: 'minor-superseded', severity: 'error', minor: '1.29', ...fix('older', remove) }),
    ]);
    expect(item.edits).toEqual([remove]);
    expect(item.fix).toBe('Remove k3s_1_29 from master.');
    expect(item.findings.map((f) => f.fix?.reason)).toEqual(['ended', 'older']);
  });

  it('gathers the findings about the branch as a whole (no minor, attribute or file) in one item', () => {
    const items = workItemsOf(context(), [
      finding({ rule: 'removal-unannounced', severity: 'notice', message: 'one' }),
      finding({ rule: 'release-note-missing', severity: 'notice', message: 'two' }),
    ]);
    expect(items).toEqual([expect.objectContaining({ step: 'check', severity: 'notice', fix: 'two one', edits: [] })]);
    expect(items[0]).not.toHaveProperty('subject');
    expect(items[0]).not.toHaveProperty('minor');
  });
});

describe('the order of steps and edits, whatever order the findings come in', () => {
  const contextOn = (branch = MASTER_BRANCH) =>
    buildRuleContext(
      input({
        now: '2024-09-01',
        branch,
        packaged: packaged({ minors: { '1.30': '1.30.2+k3s1', '1.31': '1.31.1+k3s1' }, default: '1.31' }),
        upstream: upstream({}),
      }),
      {},
    );
  const finding = (minor: Minor | undefined, edits: FixEdit[], attr?: string): Finding => ({
    rule: 'patch-behind',
    severity: 'warning',
    branch: 'master',
    ...(minor ? { minor } : {}),
    ...(attr ? { attr } : {}),
    message: `about ${minor ?? attr ?? 'the branch'}`,
    ...(edits.length ? { fix: { edits, reason: 'why' } } : {}),
  });
  const k = (minor: string) => `k3s_${minor.replace('.', '_')}`;

  it('on master: add, point the default, remove, mark, update, check', () => {
    const items = workItemsOf(contextOn(), [
      finding('1.20', []),
      finding('1.31', [{ kind: 'update', minor: '1.31', attr: k('1.31'), version: '1.31.2+k3s1' }]),
      finding('1.28', [{ kind: 'mark', minor: '1.28', attr: k('1.28') }]),
      finding('1.27', [{ kind: 'remove', minor: '1.27', attr: k('1.27') }]),
      finding(undefined, [{ kind: 'point-default', minor: '1.31', attr: k('1.31') }], 'k3s'),
      finding('1.33', [{ kind: 'add', minor: '1.33', attr: k('1.33') }]),
    ]);
    expect(items.map((i) => `${i.step} ${i.subject}`)).toEqual([
      'add k3s_1_33',
      'point-default k3s',
      'remove k3s_1_27',
      'mark k3s_1_28',
      'update k3s_1_31',
      'check k3s_1_20',
    ]);
  });

  it('on a release branch: remove before backport', () => {
    const items = workItemsOf(contextOn(stableBranch('24.05')), [
      finding('1.32', [{ kind: 'add', minor: '1.32', attr: k('1.32') }]),
      finding('1.27', [{ kind: 'remove', minor: '1.27', attr: k('1.27') }]),
    ]);
    expect(items.map((i) => `${i.step} ${i.subject}`)).toEqual(['remove k3s_1_27', 'backport k3s_1_32']);
  });

  it('orders the edits of one item by kind', () => {
    const [item] = workItemsOf(contextOn(), [
      finding('1.29', [
        { kind: 'update', minor: '1.29', attr: k('1.29'), version: '1.29.9+k3s1' },
        { kind: 'mark', minor: '1.29', attr: k('1.29') },
        { kind: 'release-note', minor: '1.29', file: 'notes.md' },
        { kind: 'throw', minor: '1.29', attr: k('1.29') },
        { kind: 'remove', minor: '1.29', attr: k('1.29') },
        { kind: 'point-default', minor: '1.29', attr: k('1.29') },
        { kind: 'add', minor: '1.29', attr: k('1.29') },
      ]),
    ]);
    expect(item.edits?.map((e) => e.kind)).toEqual([
      'add',
      'point-default',
      'remove',
      'throw',
      'release-note',
      'mark',
      'update',
    ]);
  });
});

describe('merging and conflicts, finding by finding', () => {
  const context = (family = K3S) =>
    buildRuleContext(
      {
        ...input({
          now: '2024-09-01',
          packaged: packaged({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' }),
          upstream: upstream({ '1.30': line('1.30.4+k3s1', '2025-06-28') }),
        }),
        family,
      },
      {},
    );
  const finding = (
    fields: Partial<Finding> & Pick<Finding, 'severity'>,
    reason?: string,
    ...edits: FixEdit[]
  ): Finding => ({
    rule: 'patch-behind',
    branch: 'master',
    message: `about ${fields.minor ?? fields.attr ?? 'the branch'}`,
    ...fields,
    ...(reason ? { fix: { edits, reason } } : {}),
  });
  const point = (minor: Minor, alias?: string): FixEdit => ({
    kind: 'point-default',
    minor,
    attr: `k3s_${minor.replace('.', '_')}`,
    ...(alias ? { alias } : {}),
  });
  const add = (minor: Minor): FixEdit => ({ kind: 'add', minor, attr: `k3s_${minor.replace('.', '_')}` });
  const remove = (minor: Minor): FixEdit => ({ kind: 'remove', minor, attr: `k3s_${minor.replace('.', '_')}` });
  const throwFor = (minor: Minor): FixEdit => ({ kind: 'throw', minor, attr: `k3s_${minor.replace('.', '_')}` });

  it("gives the alias's findings to the first item, in work order, that points the alias", () => {
    const aliasFinding = finding({ severity: 'warning', attr: 'k3s' });
    const items = workItemsOf(context(), [
      finding({ severity: 'warning', minor: '1.29' }, 'back', point('1.29')),
      finding({ severity: 'warning', minor: '1.31' }, 'new', add('1.31'), point('1.31')),
      aliasFinding,
    ]);
    expect(items.map((i) => `${i.step} ${i.subject}`)).toEqual(['add k3s_1_31', 'point-default k3s_1_29']);
    expect(items[0].findings).toContain(aliasFinding);
    expect(items[1].findings).not.toContain(aliasFinding);
  });

  it('keeps the alias its own item when the only pointing edit is of another alias', () => {
    const items = workItemsOf(context(), [
      finding({ severity: 'warning', minor: '1.31' }, 'channel', add('1.31'), point('1.31', 'k3s_stable')),
      finding({ severity: 'warning', attr: 'k3s' }),
    ]);
    expect(items.map((i) => i.subject)).toEqual(['k3s_1_31', 'k3s']);
  });

  it('makes a channel alias an item of its own, not one with the minor it points to', () => {
    const items = workItemsOf(context(RKE2), [
      finding({ severity: 'warning', minor: '1.31', attr: 'rke2_stable' }),
      finding({ severity: 'warning', minor: '1.31', attr: 'rke2_latest' }),
      finding({ severity: 'warning', minor: '1.31' }),
    ]);
    expect(items.map((i) => `${i.subject} ${i.minor ?? '-'}`)).toEqual([
      'rke2_latest -',
      'rke2_stable -',
      'rke2_1_31 1.31',
    ]);
  });

  it.each<[string, FixEdit[], FixEdit[], FixEdit[]]>([
    ['a removal of a minor the first fix adds', [add('1.31')], [remove('1.31')], [add('1.31')]],
    ['an addition of a minor the first fix removes', [remove('1.29')], [add('1.29')], [remove('1.29')]],
    ['pointing the alias at a minor the first fix removes', [remove('1.29')], [point('1.29')], [remove('1.29')]],
    ['a removal of the minor the first fix points to', [point('1.29')], [remove('1.29')], [point('1.29')]],
    // minor-missing asks to add back what removal-unannounced would throw: nixpkgs refuses both at once.
    ['a throw for a minor the first fix adds back', [add('1.31')], [throwFor('1.31')], [add('1.31')]],
  ])('leaves out %s', (_case, first, second, edits) => {
    const [item] = workItemsOf(context(), [
      finding({ severity: 'error', minor: '1.30' }, 'first', ...first),
      finding({ severity: 'warning', minor: '1.30' }, 'second', ...second),
    ]);
    expect(item.edits).toEqual(edits);
  });

  it('takes both fixes when they touch different minors or point the alias at the same one', () => {
    const [item] = workItemsOf(context(), [
      finding({ severity: 'error', minor: '1.30' }, 'first', add('1.31'), point('1.31')),
      finding({ severity: 'warning', minor: '1.30' }, 'second', remove('1.29'), point('1.31')),
    ]);
    expect(item.edits).toEqual([add('1.31'), point('1.31'), remove('1.29')]);
    expect(item.fix).not.toContain('first');
    expect(item.findings.map((f) => f.fix?.reason)).toEqual(['first', 'second']);
  });
});

describe('each removal is asked once (master on 2026-08-10, release-26.05 read)', () => {
  // k3s_1_33 has ended (2026-06-28); k3s_1_34 is older than 26.05's default 1.35 (minor-superseded), and removing
  // it alone would leave k3s_1_33 with a gap above it (minor-missing): its fix takes k3s_1_33 along.
  const NOW = '2026-08-10';
  const audit = () =>
    evaluate(
      input({
        now: NOW,
        calendar: buildReleaseCalendar({ now: new Date(`${NOW}T00:00:00Z`) }),
        packaged: packaged({
          minors: { '1.33': '1.33.13+k3s1', '1.34': '1.34.10+k3s1', '1.35': '1.35.7+k3s1', '1.36': '1.36.3+k3s1' },
          default: '1.35',
          thrown: [],
          releaseNotes: { release: '26.11', text: '' },
        }),
        upstream: upstream({
          '1.33': line('1.33.13+k3s1', '2026-06-28', '2025-04-24'),
          '1.34': line('1.34.10+k3s1', '2026-10-27', '2025-08-28'),
          '1.35': line('1.35.7+k3s1', '2027-02-28', '2025-12-18'),
          '1.36': line('1.36.3+k3s1', '2027-06-28', '2026-04-23'),
        }),
        others: { currentStableDefault: branchDefault('release-26.05', '1.35', ['1.33', '1.34', '1.35']) },
        options: { defaultTarget: 'newest' },
      }),
    );
  const removals = () => audit().workItems.filter((i) => i.edits?.some((e) => e.kind === 'remove'));

  it("names k3s_1_33's item instead of asking its removal again, and comes after it", () => {
    expect(removals().map((i) => `${i.subject}: ${i.fix}`)).toEqual([
      `k3s_1_33: Remove k3s_1_33 from master: leave a throw for it in ${ALIASES_FILE} and a line in ${notesFile('26.11')} that names k3s 1.33.`,
      `k3s_1_34: Do the k3s_1_33 item first. Then remove k3s_1_34 from master: leave a throw for it in ${ALIASES_FILE} and a line in ${notesFile('26.11')} that names k3s 1.34.`,
    ]);
    const [, later] = removals();
    expect(later).toMatchObject({ step: 'remove', severity: 'error', after: ['k3s_1_33'] });
    expect(later.edits?.map((e) => `${e.kind} ${e.minor}`)).toEqual(['remove 1.34', 'throw 1.34', 'release-note 1.34']);
    // The finding keeps its whole fix: alone, it needs both removals.
    expect(later.findings.map((f) => `${f.rule} ${f.fix?.edits.filter((e) => e.kind === 'remove').length}`)).toEqual([
      'minor-superseded 2',
    ]);
  });

  it('asks each removal in one item only', () => {
    const removed = removals().flatMap((i) => i.edits!.filter((e) => e.kind === 'remove').map((e) => e.minor));
    expect(removed).toEqual(['1.33', '1.34']);
  });
});

describe("a release-notes line that another item makes moot is that item's (the demo: master on 2026-11-29)", () => {
  // release-26.11 branched off with k3s at k3s_1_37; master kept k3s at k3s_1_36 and never packaged k3s_1_37.
  const NOW = '2026-11-29';
  const masterOf = (minors: Record<string, string>, defaultMinor: string) =>
    evaluate(
      input({
        now: NOW,
        calendar: buildReleaseCalendar({ now: new Date(`${NOW}T00:00:00Z`) }),
        packaged: packaged({ minors, default: defaultMinor, thrown: [], releaseNotes: { release: '27.05', text: '' } }),
        upstream: upstream({
          '1.34': line('1.34.14+k3s1', '2026-10-27', '2025-08-27'),
          '1.35': line('1.35.12+k3s1', '2027-02-28', '2025-12-20'),
          '1.36': line('1.36.7+k3s1', '2027-06-28', '2026-04-25'),
          '1.37': line('1.37.3+k3s1', '2027-10-28', '2026-08-27'),
        }),
        others: {
          currentStableDefault: branchDefault('release-26.05', '1.35', ['1.35']),
          liveReleases: [
            branchDefault('release-26.05', '1.35', ['1.35']),
            branchDefault('release-26.11', '1.37', ['1.36', '1.37']),
          ],
        },
        options: { defaultTarget: 'newest' },
      }),
    );
  const today = { '1.34': '1.34.14+k3s1', '1.35': '1.35.10+k3s1', '1.36': '1.36.7+k3s1' };

  it('adding k3s_1_37 and pointing k3s to it takes both release-note findings, and asks no line', () => {
    const items = masterOf(today, '1.36').workItems;
    expect(items.map((i) => `${i.step} ${i.subject}`)).toEqual(['add k3s_1_37', 'remove k3s_1_34', 'update k3s_1_35']);
    expect(items[0].fix).toBe(
      'Add k3s_1_37 in pkgs/applications/networking/cluster/k3s/1_37/ at 1.37.3+k3s1. ' +
        `Then point k3s to k3s_1_37 in ${ALIAS_FILE}.`,
    );
    expect(items[0].findings.map((f) => `${f.rule} ${f.minor}`)).toEqual([
      'minor-missing 1.37',
      'removal-unannounced 1.37',
      'release-note-missing 1.36',
      'release-note-missing 1.37',
    ]);
  });

  it('which is right: once k3s_1_37 is back as the default, neither line is owed', () => {
    const after = masterOf({ ...today, '1.37': '1.37.3+k3s1' }, '1.37');
    expect(after.findings.filter((f) => f.rule === 'release-note-missing')).toEqual([]);
  });
});

describe('asked once: moot release-notes lines and items named first, finding by finding', () => {
  // master, k3s_1_29 and k3s_1_30 packaged, k3s at k3s_1_30.
  const context = () =>
    buildRuleContext(
      input({
        now: '2024-09-01',
        packaged: packaged({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' }),
        upstream: upstream({ '1.30': line('1.30.4+k3s1', '2025-06-28') }),
      }),
      {},
    );
  const k = (minor: Minor) => `k3s_${minor.replace('.', '_')}`;
  const add = (minor: Minor): FixEdit => ({ kind: 'add', minor, attr: k(minor) });
  const remove = (minor: Minor): FixEdit => ({ kind: 'remove', minor, attr: k(minor) });
  const point = (minor: Minor, alias?: string): FixEdit => ({
    kind: 'point-default',
    minor,
    attr: k(minor),
    ...(alias ? { alias } : {}),
  });
  const note = (minor: Minor): FixEdit => ({ kind: 'release-note', minor, file: 'rl.md' });
  const finding = (minor: Minor | undefined, severity: Finding['severity'], ...edits: FixEdit[]): Finding => ({
    rule: edits.every((e) => e.kind === 'release-note') ? 'release-note-missing' : 'minor-eol',
    severity,
    branch: 'master',
    ...(minor ? { minor } : { file: 'pkgs/x.nix' }),
    message: `about ${minor ?? 'x'}`,
    fix: { edits, reason: `why ${minor ?? 'x'}` },
  });
  const shown = (items: WorkItem[]) => items.map((i) => `${i.subject}: ${i.fix} [${i.findings.length}]`);

  it('a line announcing the default goes to the item that points k3s elsewhere, and is not asked', () => {
    const items = workItemsOf(context(), [
      finding('1.30', 'warning', note('1.30')),
      finding('1.31', 'error', add('1.31'), point('1.31')),
    ]);
    expect(shown(items)).toEqual([
      `k3s_1_31: Add k3s_1_31 in ${K3S_DIR}/1_31/. Then point k3s to k3s_1_31 in ${ALIAS_FILE}. [2]`,
    ]);
  });

  it('a line saying a minor is gone goes to the item that adds it back, in another item or its own', () => {
    const other = workItemsOf(context(), [
      finding('1.27', 'error', add('1.27'), add('1.28')),
      finding('1.28', 'warning', note('1.28')),
    ]);
    expect(shown(other)).toEqual([`k3s_1_27: Add k3s_1_27 in ${K3S_DIR}/1_27/ and k3s_1_28 in ${K3S_DIR}/1_28/. [2]`]);
    const own = workItemsOf(context(), [
      finding('1.28', 'error', add('1.28')),
      finding('1.28', 'warning', note('1.28')),
    ]);
    expect(own[0].edits).toEqual([add('1.28')]);
  });

  it('a line another item writes already goes to that item: the same line is not asked twice', () => {
    const items = workItemsOf(context(), [
      finding('1.29', 'error', remove('1.29'), note('1.28')),
      finding('1.28', 'warning', note('1.28')),
    ]);
    expect(shown(items)).toEqual([
      'k3s_1_29: Remove k3s_1_29 from master. Then add a line to rl.md that names k3s 1.28. [2]',
    ]);
  });

  it.each<[string, FixEdit[]]>([
    ['a channel alias pointed elsewhere', [point('1.31', 'k3s_stable')]],
    ['k3s pointed to the minor the line names', [point('1.30')]],
    ['a minor added that the line does not name', [add('1.31')]],
  ])('keeps the line its own item with %s', (_case, edits) => {
    const items = workItemsOf(context(), [
      finding('1.31', 'error', ...edits),
      finding('1.30', 'warning', note('1.30')),
    ]);
    expect(items.find((i) => i.minor === '1.30')?.edits).toEqual([note('1.30')]);
  });

  it('keeps a line about a packaged minor that is not the default, whatever the alias does', () => {
    const items = workItemsOf(context(), [
      finding('1.31', 'error', add('1.31'), point('1.31')),
      finding('1.29', 'warning', note('1.29')),
    ]);
    expect(items.map((i) => i.subject)).toEqual(['k3s_1_31', 'k3s_1_29']);
  });

  it('the line goes to the item that makes it moot even when its own item would come first', () => {
    const items = workItemsOf(context(), [
      finding('1.30', 'error', note('1.30')),
      finding('1.31', 'warning', point('1.31')),
    ]);
    expect(shown(items)).toEqual([`k3s_1_31: Point k3s to k3s_1_31 in ${ALIAS_FILE}. [2]`]);
  });

  it('keeps every other edit about the default beside pointing k3s elsewhere', () => {
    const update: FixEdit = { kind: 'update', minor: '1.30', attr: 'k3s_1_30', version: '1.30.5+k3s1' };
    const mark: FixEdit = { kind: 'mark', minor: '1.30', attr: 'k3s_1_30' };
    const [item] = workItemsOf(context(), [finding('1.30', 'error', point('1.31'), mark, update)]);
    expect(item.edits).toEqual([point('1.31'), mark, update]);
  });

  it('never drops the line that goes with removing the default', () => {
    const [item] = workItemsOf(context(), [finding('1.30', 'error', point('1.29'), remove('1.30'), note('1.30'))]);
    expect(item.edits).toEqual([point('1.29'), remove('1.30'), note('1.30')]);
  });

  it('names the items whose edits it needs, and comes after them whatever their severity', () => {
    const items = workItemsOf(context(), [
      finding('1.30', 'error', remove('1.28'), remove('1.29'), remove('1.30')),
      finding('1.29', 'warning', remove('1.28'), remove('1.29')),
      finding('1.28', 'warning', remove('1.28')),
    ]);
    expect(items.map((i) => `${i.subject}: ${i.fix} after ${i.after?.join(', ') ?? '-'}`)).toEqual([
      'k3s_1_28: Remove k3s_1_28 from master. after -',
      'k3s_1_29: Do the k3s_1_28 item first. Then remove k3s_1_29 from master. after k3s_1_28',
      'k3s_1_30: Do the k3s_1_28 and k3s_1_29 items first. Then remove k3s_1_30 from master. after k3s_1_28, k3s_1_29',
    ]);
    expect(items[2]).toMatchObject({ step: 'remove', severity: 'error', edits: [remove('1.30')] });
    expect(items[0]).not.toHaveProperty('after');
  });

  it('takes its step from its own edits once the named item has the others', () => {
    const items = workItemsOf(context(), [
      finding('1.31', 'error', add('1.32'), remove('1.31')),
      finding('1.32', 'error', add('1.32')),
    ]);
    expect(items.map((i) => `${i.step} ${i.subject} ${i.after?.join() ?? '-'}`)).toEqual([
      'add k3s_1_32 -',
      'remove k3s_1_31 k3s_1_32',
    ]);
  });

  it.each<[string, Finding[]]>([
    [
      'two items that need each other',
      [finding('1.31', 'error', add('1.31'), add('1.32')), finding('1.32', 'error', add('1.32'), add('1.31'))],
    ],
    [
      'an item that would have no edit of its own left',
      [finding('1.31', 'error', add('1.32')), finding('1.32', 'error', add('1.32'), remove('1.29'))],
    ],
    [
      'an item the other does not cover',
      [finding('1.31', 'error', add('1.31'), add('1.32'), point('1.32')), finding('1.32', 'error', add('1.32'))],
    ],
    ['edits about a minor without an item of its own', [finding('1.31', 'error', add('1.31'), add('1.32'))]],
  ])('names no item first with %s', (_case, findings) => {
    const items = workItemsOf(context(), findings);
    for (const item of items) expect(item).not.toHaveProperty('after');
    expect(items.map((i) => i.edits)).toEqual(findings.map((f) => f.fix!.edits));
  });
});
