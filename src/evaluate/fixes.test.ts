// How fixes are built so that one can be followed alone (the property test in
// fixes.property.test.ts checks the outcome; these pin each decision).
import { describe, expect, it } from '@jest/globals';
import type { Branch, OtherBranchFacts, PolicyOptions, StableChannel } from '../domain/types.js';
import { evaluate } from './evaluate.js';
import {
  addEdits,
  becomesTargetDefault,
  pointDefaultEdits,
  releaseNotesFile,
  removalPlan,
  switchReleaseDefaultEdits,
  unfitTarget,
} from './fixes.js';
import { buildRuleContext } from './ruleContext.js';
import {
  asMinor,
  branchDefault,
  input,
  line,
  MASTER,
  packaged,
  stableBranch,
  stableChannel,
  upstream,
  type PackagedSpec,
} from '../../__tests__/evaluate/builders.js';

// All supported on 2024-09-01 but 1.26 (ended 2024-06-28).
const UP = {
  '1.26': line('1.26.15+k3s1', '2024-06-28'),
  '1.27': line('1.27.16+k3s1', '2024-10-28'),
  '1.28': line('1.28.12+k3s1', '2024-10-28'),
  '1.29': line('1.29.8+k3s1', '2025-02-28'),
  '1.30': line('1.30.4+k3s1', '2025-06-28'),
  '1.31': line('1.31.0+k3s1', '2025-10-28'),
};

interface Given {
  pkg?: PackagedSpec;
  branch?: Branch;
  now?: string;
  options?: Partial<PolicyOptions>;
  channel?: StableChannel;
  others?: OtherBranchFacts;
}

function contextOf(given: Given = {}) {
  const facts = input({
    now: given.now ?? '2024-09-01',
    branch: given.branch ?? MASTER,
    packaged: packaged(
      given.pkg ?? {
        minors: { '1.28': '1.28.12+k3s1', '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' },
        default: '1.30',
      },
    ),
    upstream: upstream(UP, given.channel ? { stableChannel: given.channel } : {}),
    others: given.others ?? {},
    options: given.options ?? {},
  });
  const audit = evaluate(facts);
  return buildRuleContext(facts, { phase: audit.phase, release: audit.release });
}
const removed = (plan: ReturnType<typeof removalPlan>): string[] =>
  plan.kind === 'edits' ? plan.edits.filter((e) => e.kind === 'remove').map((e) => e.minor) : [];

describe('removing a minor', () => {
  it('on master, a supported minor takes the older ones along', () => {
    expect(removed(removalPlan(contextOf(), '1.29'))).toEqual(['1.28', '1.29']);
  });

  it('on master, a minor past its end of life goes alone', () => {
    const pkg = { minors: { '1.26': '1.26.15+k3s1', '1.27': '1.27.16+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' };
    expect(removed(removalPlan(contextOf({ pkg }), '1.26'))).toEqual(['1.26']);
    // An older pinned minor does not keep an ended one.
    expect(removed(removalPlan(contextOf({ pkg, options: { keep: new Map([['1.26', 'x']]) } }), '1.27'))).toEqual([]);
  });

  it('on master, a supported minor stays while an older pinned one does', () => {
    expect(removalPlan(contextOf({ options: { keep: new Map([['1.28', 'Rancher']]) } }), '1.29')).toEqual({
      kind: 'kept',
      olderMinor: '1.28',
      because: 'keep 1.28: "Rancher"',
    });
  });

  it.each([
    ['the channel minor, older, that can be the default', '1.28', {}, { kind: 'kept', olderMinor: '1.28' }],
    [
      'the channel minor, older, that cannot (older than the stable default)',
      '1.28',
      { currentStableDefault: branchDefault('release-24.05', '1.29') },
      { kind: 'edits' },
    ],
    ['the channel minor, newer', '1.30', {}, { kind: 'edits' }],
  ])('with default-target stable-channel, %s', (_case, channel, others, expected) => {
    const plan = removalPlan(
      contextOf({ options: { defaultTarget: 'stable-channel' }, channel: stableChannel(channel), others }),
      '1.29',
    );
    expect(plan).toMatchObject(expected);
  });

  it('on a release branch, a minor goes alone, without throw or note', () => {
    const plan = removalPlan(contextOf({ branch: stableBranch('24.11'), now: '2024-11-20' }), '1.29');
    expect(plan).toEqual({ kind: 'edits', edits: [{ kind: 'remove', minor: '1.29', attr: 'k3s_1_29' }] });
  });

  it.each([
    [
      'the target default',
      { minors: { '1.28': '1.28.12+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.28' },
      '1.28',
      ['1.30'],
    ],
    [
      'the newest minor that stays, when the target goes too',
      { minors: { '1.26': '1.26.15+k3s1', '1.27': '1.27.16+k3s1' }, default: '1.27' },
      '1.27',
      ['1.31', '1.31'],
    ],
  ])('the default goes after the alias points to %s', (_case, pkg, minor, pointed) => {
    const plan = removalPlan(contextOf({ pkg }), asMinor(minor));
    expect(plan.kind).toBe('edits');
    if (plan.kind !== 'edits') return;
    expect(plan.edits.filter((e) => e.kind === 'add' || e.kind === 'point-default').map((e) => e.minor)).toEqual(
      pointed,
    );
  });

  it('when nothing else can be the default, it says so instead', () => {
    const pkg = { minors: { '1.31': '1.31.0+k3s1' }, default: '1.31' };
    expect(removalPlan(contextOf({ pkg, now: '2025-10-28' }), '1.31')).toEqual({ kind: 'no-replacement' });
  });

  it('never replaces a supported default with an older minor: minor-missing would ask for it back', () => {
    // 1.31 supported and the newest upstream: only 1.30 could replace it.
    const pkg = { minors: { '1.31': '1.31.0+k3s1' }, default: '1.31' };
    expect(removalPlan(contextOf({ pkg }), '1.31')).toEqual({ kind: 'no-replacement' });
  });
});

describe('adding a minor', () => {
  it('on master, below the oldest packaged one, brings the supported minors between along', () => {
    expect(addEdits(contextOf(), '1.26').map((e) => e.minor)).toEqual(['1.26', '1.27']);
    expect(addEdits(contextOf(), '1.31').map((e) => e.minor)).toEqual(['1.31']);
  });

  it('on a release branch, is a backport of that minor alone, at its latest version', () => {
    expect(addEdits(contextOf({ branch: stableBranch('24.05') }), '1.26')).toEqual([
      { kind: 'add', minor: '1.26', attr: 'k3s_1_26', version: '1.26.15+k3s1' },
    ]);
  });

  it('to point the alias at it adds it first when it is not packaged', () => {
    expect(pointDefaultEdits(contextOf(), '1.29').map((e) => e.kind)).toEqual(['point-default']);
    expect(pointDefaultEdits(contextOf(), '1.31').map((e) => e.kind)).toEqual(['add', 'point-default']);
  });

  it.each([
    ['newer than every packaged minor', {}, '1.31', true],
    ['the newest packaged minor itself', {}, '1.30', false],
    ['older than the newest', {}, '1.27', false],
    ['the stable channel minor', { defaultTarget: 'stable-channel' as const }, '1.31', true],
    ['newer, but not the channel minor', { defaultTarget: 'stable-channel' as const }, '1.32', false],
  ])('becomes the target default when %s', (_case, options, minor, expected) => {
    expect(becomesTargetDefault(contextOf({ options, channel: stableChannel('1.31') }), asMinor(minor))).toBe(expected);
  });

  it('never becomes the target default on a release branch; with the channel unread, as under newest', () => {
    expect(becomesTargetDefault(contextOf({ branch: stableBranch('24.05') }), '1.31')).toBe(false);
    // POLICY 2.2: a channel that cannot be read leaves the newest packaged minor as the target.
    expect(becomesTargetDefault(contextOf({ options: { defaultTarget: 'stable-channel' } }), '1.31')).toBe(true);
    expect(becomesTargetDefault(contextOf({ options: { defaultTarget: 'stable-channel' } }), '1.30')).toBe(false);
    expect(becomesTargetDefault(contextOf({ pkg: { minors: {} } }), '1.31')).toBe(true);
  });
});

describe('a new default for a release', () => {
  const onRelease = (options: Partial<PolicyOptions>) =>
    contextOf({ branch: stableBranch('24.11'), now: '2024-11-20', options });
  it.each([
    ['nixpkgs drops the old default', {}, ['point-default', 'remove']],
    ['all-supported keeps it', { policy: 'all-supported' as const }, ['point-default']],
    ['a pin keeps it', { keep: new Map([[asMinor('1.30'), 'x']]) }, ['point-default']],
  ])('%s', (_case, options, kinds) => {
    expect(switchReleaseDefaultEdits(onRelease(options), '1.29', '1.30').map((e) => e.kind)).toEqual(kinds);
  });
});

describe('what can be a default', () => {
  it.each([
    ['a supported minor', '1.29', {}, undefined],
    ['a minor past its end of life', '1.26', {}, 'reached its end of life on 2024-06-28'],
    [
      'a minor older than the stable default',
      '1.28',
      { currentStableDefault: branchDefault('release-24.05', '1.29') },
      'is older than k3s 1.29, the default of release-24.05',
    ],
  ])('%s', (_case, minor, others, why) => {
    expect(unfitTarget(contextOf({ others }), asMinor(minor))).toBe(why);
  });
});

describe('where release notes go', () => {
  it.each([
    [
      'the notes of the tree',
      MASTER,
      '2024-09-01',
      { release: '25.05' },
      'nixos/doc/manual/release-notes/rl-2505.section.md',
    ],
    ['on master, those of next', MASTER, '2024-09-01', undefined, 'nixos/doc/manual/release-notes/rl-2411.section.md'],
    [
      'on a release branch, those of its release',
      stableBranch('24.05'),
      '2024-09-01',
      undefined,
      'nixos/doc/manual/release-notes/rl-2405.section.md',
    ],
    ['past the calendar, in words', MASTER, '2026-01-01', undefined, 'the release notes of the next NixOS release'],
  ])('%s', (_case, branch, now, releaseNotes, file) => {
    const pkg = { minors: { '1.30': '1.30.4+k3s1' }, default: '1.30', ...(releaseNotes ? { releaseNotes } : {}) };
    expect(releaseNotesFile(contextOf({ branch, now, pkg }))).toBe(file);
  });
});

describe('removing a minor: which minor the alias points to, and what goes', () => {
  it('with a stable-channel target that has ended, the target keeps nothing: the older minors go along', () => {
    const context = contextOf({ options: { defaultTarget: 'stable-channel' }, channel: stableChannel('1.26') });
    expect(removed(removalPlan(context, '1.29'))).toEqual(['1.28', '1.29']);
  });

  it('on a release branch, an older minor the branch keeps can replace the default', () => {
    const pkg = { minors: { '1.28': '1.28.12+k3s1', '1.29': '1.29.8+k3s1' }, default: '1.29' };
    const plan = removalPlan(contextOf({ pkg, branch: stableBranch('24.05') }), '1.29');
    expect(plan).toEqual({
      kind: 'edits',
      edits: [
        { kind: 'point-default', minor: '1.28', attr: 'k3s_1_28' },
        { kind: 'remove', minor: '1.29', attr: 'k3s_1_29' },
      ],
    });
  });

  it('never points the alias at a minor past its end of life: the newest supported one is backported instead', () => {
    const pkg = { minors: { '1.26': '1.26.15+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' };
    const plan = removalPlan(contextOf({ pkg, branch: stableBranch('24.05') }), '1.30');
    expect(plan.kind === 'edits' ? plan.edits.map((e) => `${e.kind} ${e.minor}`) : plan).toEqual([
      'add 1.31',
      'point-default 1.31',
      'remove 1.30',
    ]);
  });
});

describe('adding a minor below the oldest packaged one on master', () => {
  it('brings along only the minors between that are still supported', () => {
    // On 2024-11-01 1.27 and 1.28 have ended (2024-10-28).
    const pkg = { minors: { '1.30': '1.30.4+k3s1' }, default: '1.30' };
    expect(addEdits(contextOf({ pkg, now: '2024-11-01' }), '1.27').map((e) => e.minor)).toEqual(['1.27', '1.29']);
  });

  it('adds the minor alone when master packages none', () => {
    expect(addEdits(contextOf({ pkg: { minors: {} } }), '1.28')).toEqual([
      { kind: 'add', minor: '1.28', attr: 'k3s_1_28', version: '1.28.12+k3s1' },
    ]);
  });
});
