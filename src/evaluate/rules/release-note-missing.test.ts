import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { Minor, OtherBranchFacts } from '../../domain/types.js';
import { notesNameMinor } from '../releaseNotes.js';
import { buildRuleContext } from '../ruleContext.js';
import { newDefaultNoteEdits } from './release-note-missing.js';
import { buildReleaseCalendar } from '../../calendar/releaseCalendar.js';
import {
  branchDefault,
  input,
  line,
  notesFile,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';
import { RKE2, k3s } from '../../../__tests__/families/builtIn.js';

const UP = {
  '1.29': line('1.29.9+k3s1', '2025-02-28'),
  '1.30': line('1.30.5+k3s1', '2025-06-28'),
  '1.31': line('1.31.1+k3s1', '2025-10-28'),
};
const STABLE = { currentStableDefault: branchDefault('release-24.05', '1.30', ['1.29', '1.30']) };
const notes = (text?: string) => ({ release: '24.11', ...(text === undefined ? {} : { text }) });

function run(pkg: PackagedSpec, others: OtherBranchFacts = STABLE) {
  return only(
    evaluate(input({ now: '2024-09-01', packaged: packaged(pkg), upstream: upstream(UP), others })).findings,
    'release-note-missing',
  );
}

// master: 1.29 is gone since 24.05, and k3s moved from 1.30 to 1.31.
const MASTER = { minors: { '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1' }, default: '1.31', thrown: ['1.29'] };

describe('release-note-missing (unstable)', () => {
  it.each([
    [
      'the notes name neither',
      '- `firefox` was updated.\n',
      ['release-note-missing warning 1.29', 'release-note-missing warning 1.31'],
    ],
    ['the notes name both', '- `k3s` now defaults to 1.31.\n- `k3s_1_29` has been removed.\n', []],
    ['only the new default is named', '- `k3s` was updated to v1.31.\n', ['release-note-missing warning 1.29']],
    [
      'the minor is named on a line without k3s',
      '- kubernetes 1.31 is out.\n- `k3s_1_29` has been removed.\n',
      ['release-note-missing warning 1.31'],
    ],
  ])('%s', (_case, text, expected) => {
    expect(summary(run({ ...MASTER, releaseNotes: notes(text) }))).toEqual(expected);
  });

  it('asks for a line in the release notes of next, naming k3s and the minor', () => {
    const [removed, newDefault] = run({ ...MASTER, releaseNotes: notes('') });
    expect(removed).toMatchObject({ minor: '1.29', attr: 'k3s_1_29', file: notesFile('24.11') });
    expect(removed.message).toContain('k3s_1_29 is packaged on release-24.05 but gone from master');
    expect(removed.fix?.reason).toBe('gone since release-24.05, not in the release notes');
    expect(newDefault.message).toContain('k3s points to k3s_1_31 on master, while release-24.05 has k3s at k3s 1.30');
    expect(newDefault.message).toContain(`Add a line to ${notesFile('24.11')} that names k3s 1.31.`);
    expect(newDefault.fix).toEqual({
      edits: [{ kind: 'release-note', minor: '1.31', file: notesFile('24.11') }],
      reason: 'the default was k3s 1.30 on release-24.05, not in the release notes',
    });
  });

  it('is quiet when the default and the minors are those of the current stable', () => {
    expect(
      run({ minors: { '1.29': '1.29.9+k3s1', '1.30': '1.30.5+k3s1' }, default: '1.30', releaseNotes: notes('') }),
    ).toEqual([]);
  });

  it.each([
    ['the notes file does not exist', notes(undefined), 'does not exist in the tree'],
    ['the notes were not read', undefined, 'they were not read'],
  ])('when %s: one notice that it could not decide', (_case, releaseNotes, because) => {
    const findings = run({ ...MASTER, ...(releaseNotes ? { releaseNotes } : {}) });
    expect(summary(findings)).toEqual(['release-note-missing notice']);
    expect(findings[0].message).toContain('Could not decide whether the release notes announce k3s 1.31, k3s 1.29');
    expect(findings[0].message).toContain(because);
    // A notes file that does not exist is named, so that it can be created.
    expect(findings[0].file).toBe(releaseNotes ? notesFile('24.11') : undefined);
  });

  it('says nothing, not even that the notes were not read, when there is nothing to announce', () => {
    expect(run({ minors: { '1.29': '1.29.9+k3s1', '1.30': '1.30.5+k3s1' }, default: '1.30' })).toEqual([]);
  });

  it('announces no new default when the default of master cannot be resolved', () => {
    const findings = run({
      minors: { '1.29': '1.29.9+k3s1', '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1' },
      defaultAttr: 'k3s_1_28',
      releaseNotes: notes(''),
    });
    expect(findings).toEqual([]);
  });

  it('says in a notice that it could not decide when the default of the last branched release is unknown', () => {
    const findings = run({ ...MASTER, releaseNotes: notes('') }, {});
    expect(summary(findings)).toEqual(['release-note-missing notice']);
    expect(findings[0].message).toBe(
      'Not checked whether the release notes must announce a new default of k3s: the default of release-24.05, ' +
        'the release branched off last, is unknown. Give the action a token or a checkout of release-24.05 to check it.',
    );
  });

  it('asks nothing, and says nothing, before any release of the calendar has branched off', () => {
    // The test calendar begins with 24.05, branched off on 2024-05-22.
    const findings = only(
      evaluate(
        input({
          now: '2024-05-01',
          packaged: packaged({ ...MASTER, releaseNotes: notes('') }),
          upstream: upstream(UP),
        }),
      ).findings,
      'release-note-missing',
    );
    expect(findings).toEqual([]);
  });

  it('names where the unknown default was to come from', () => {
    const unread = { currentStableDefault: { branch: 'release-24.05', minors: ['1.29' as Minor], source: 'the API' } };
    const findings = run({ ...MASTER, releaseNotes: notes('') }, unread);
    // The removed minor is still told; the new default is not, and the notice says why.
    expect(summary(findings)).toEqual(['release-note-missing warning 1.29', 'release-note-missing notice']);
    expect(findings[1].message).toContain(
      'the default of release-24.05, the release branched off last, is unknown (from the API).',
    );
  });
});

// POLICY 2.1: master is compared with the last branched release. testCalendar: 24.11 branches off 2024-11-14
// (with master's 1.30 and 1.31, k3s at 1.31) and is released 2024-11-30; 24.05 (1.29, 1.30, k3s at 1.30) is
// the current stable until then.
describe('release-note-missing around a branch-off: master against the last branched release', () => {
  const UP_2411 = { ...UP, '1.32': line('1.32.0+k3s1', '2026-02-28', '2024-11-20') };
  const LIVE = {
    currentStableDefault: branchDefault('release-24.05', '1.30', ['1.29', '1.30']),
    liveReleases: [
      branchDefault('release-24.05', '1.30', ['1.29', '1.30']),
      branchDefault('release-24.11', '1.31', ['1.30', '1.31']),
    ],
  };
  const on = (now: string, pkg: PackagedSpec) =>
    only(
      evaluate(input({ now, packaged: packaged(pkg), upstream: upstream(UP_2411), others: LIVE })).findings,
      'release-note-missing',
    );
  // master as release-24.11 branched off from it: the rl-2505 notes say nothing of k3s yet.
  const AS_BRANCHED = { ...MASTER, releaseNotes: notes('') };
  // master a week later: k3s moved on to 1.32, which rl-2505 must announce.
  const MOVED_ON = {
    minors: { '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1', '1.32': '1.32.0+k3s1' },
    default: '1.32',
    thrown: ['1.29'],
    releaseNotes: notes(''),
  };

  it.each([
    // The day before the branch-off: 24.05 is the last branched release; what changed since it is announced.
    [
      '2024-11-13',
      'as branched',
      AS_BRANCHED,
      ['release-note-missing warning 1.29', 'release-note-missing warning 1.31'],
    ],
    // The branch-off day: rl-2411 (on release-24.11) already says what 24.11 changed; master is 24.11 so far.
    ['2024-11-14', 'as branched', AS_BRANCHED, []],
    ['2024-11-29', 'as branched', AS_BRANCHED, []],
    ['2024-11-30', 'as branched', AS_BRANCHED, []],
    // What master changes after the branch-off is announced in the notes of the release after.
    ['2024-11-14', 'moved on to 1.32', MOVED_ON, ['release-note-missing warning 1.32']],
    ['2024-11-29', 'moved on to 1.32', MOVED_ON, ['release-note-missing warning 1.32']],
    ['2024-11-30', 'moved on to 1.32', MOVED_ON, ['release-note-missing warning 1.32']],
  ])('on %s, master %s', (now, _master, pkg, expected) => {
    expect(summary(on(now, pkg))).toEqual(expected);
  });

  it('names the release branched off last in its reason', () => {
    const [finding] = on('2024-11-20', MOVED_ON);
    expect(finding.message).toContain('k3s points to k3s_1_32 on master, while release-24.11 has k3s at k3s 1.31');
  });

  it('says in a notice, and asks nothing, when the release branched off last was not read', () => {
    const others = { currentStableDefault: LIVE.currentStableDefault, liveReleases: [LIVE.liveReleases[0]] };
    const findings = only(
      evaluate(input({ now: '2024-11-20', packaged: packaged(MOVED_ON), upstream: upstream(UP_2411), others }))
        .findings,
      'release-note-missing',
    );
    expect(summary(findings)).toEqual(['release-note-missing notice']);
    expect(findings[0].message).toContain('the default of release-24.11, the release branched off last, is unknown');
  });
});

// 2026-09-16, the day after nixpkgs #563705 added k3s_1_37 and set k3s -> k3s_1_36 "according to update.k3s.io
// channels". NixOS 26.05 (branched off 2026-05-24, released 2026-05-30) ships k3s_1_35; rl-2611 had no line about
// k3s 1.36. With release-26.05 read the warning is there; without it, a notice stands in its place.
describe('release-note-missing on 2026-09-16 (the rl-2611 line nixpkgs #563705 left out)', () => {
  const NOW = '2026-09-16';
  const UP_2026 = {
    '1.34': { releases: [['1.34.13+k3s1', '2026-08-20']] as Array<[string, string]>, eol: '2026-10-27' },
    '1.35': { releases: [['1.35.9+k3s1', '2026-08-30']] as Array<[string, string]>, eol: '2027-02-28' },
    '1.36': { releases: [['1.36.5+k3s1', '2026-09-15']] as Array<[string, string]>, eol: '2027-06-28' },
    '1.37': { releases: [['1.37.0+k3s1', '2026-09-14']] as Array<[string, string]>, eol: '2027-10-28' },
  };
  const MASTER_0916: PackagedSpec = {
    minors: { '1.34': '1.34.13+k3s1', '1.35': '1.35.9+k3s1', '1.36': '1.36.5+k3s1', '1.37': '1.37.0+k3s1' },
    default: '1.36',
    thrown: ['1.33'],
    releaseNotes: { release: '26.11', text: '- `k3s_1_33` has been removed: end of life.\n' },
  };
  const on = (others: OtherBranchFacts) =>
    only(
      evaluate(
        input({
          now: NOW,
          packaged: packaged(MASTER_0916),
          upstream: upstream(UP_2026),
          calendar: buildReleaseCalendar({ now: new Date(`${NOW}T09:30:00Z`) }),
          others,
        }),
      ).findings,
      'release-note-missing',
    );
  const r2605 = branchDefault('release-26.05', '1.35', ['1.33', '1.34', '1.35']);

  it('asks for the line about k3s 1.36 when release-26.05 was read', () => {
    const findings = on({ currentStableDefault: r2605, liveReleases: [r2605] });
    expect(summary(findings)).toEqual(['release-note-missing warning 1.36']);
    expect(findings[0].message).toContain(
      'k3s points to k3s_1_36 on master, while release-26.05 has k3s at k3s 1.35, but no line of ' +
        'nixos/doc/manual/release-notes/rl-2611.section.md names k3s and 1.36.',
    );
  });

  it('says it could not decide when the default of release-26.05 is unknown, instead of nothing', () => {
    const unread = { branch: 'release-26.05', source: 'no tree of release-26.05' };
    const findings = on({ currentStableDefault: unread, liveReleases: [unread] });
    expect(summary(findings)).toEqual(['release-note-missing notice']);
    expect(findings[0].message).toBe(
      'Not checked whether the release notes must announce a new default of k3s: the default of release-26.05, ' +
        'the release branched off last, is unknown (from no tree of release-26.05). ' +
        'Give the action a token or a checkout of release-26.05 to check it.',
    );
  });
});

describe('the line a new default owes, asked by the fix that points k3s there', () => {
  // master with k3s still at release-24.05's 1.30 and 1.31 packaged: under newest, default-not-newest points k3s to 1.31.
  const HELD = { minors: { '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1' }, default: '1.30' };
  const pointing = (pkg: PackagedSpec, others: OtherBranchFacts = STABLE) =>
    only(
      evaluate(
        input({
          now: '2024-09-01',
          packaged: packaged(pkg),
          upstream: upstream(UP),
          others,
          options: { defaultTarget: 'newest' },
        }),
      ).findings,
      'default-not-newest',
    )[0]?.fix?.edits;
  const point = { kind: 'point-default', minor: '1.31', attr: 'k3s_1_31' };

  it.each([
    ['the notes do not name 1.31: the line goes with the move', notes('- `firefox` was updated.\n'), STABLE, true],
    ['the notes name 1.31 already', notes('- `k3s` now defaults to 1.31.\n'), STABLE, false],
    ['the notes were not read: release-note-missing says it could not decide', undefined, STABLE, false],
    [
      'release-24.05 has 1.31 as its default already',
      notes(''),
      { currentStableDefault: branchDefault('release-24.05', '1.31', ['1.30', '1.31']) },
      false,
    ],
    ["release-24.05's default is unknown", notes(''), {}, false],
  ])('%s', (_case, releaseNotes, others, owed) => {
    expect(pointing({ ...HELD, ...(releaseNotes ? { releaseNotes } : {}) }, others)).toEqual(
      owed ? [point, { kind: 'release-note', minor: '1.31', file: notesFile('24.11') }] : [point],
    );
  });

  it('is owed on master alone, and by a family whose releases announce no minor (rke2) never', () => {
    const facts = {
      now: '2024-09-01',
      packaged: packaged({ ...HELD, releaseNotes: notes('') }),
      upstream: upstream(UP),
      others: STABLE,
    };
    expect(newDefaultNoteEdits(buildRuleContext(input(facts), {}), '1.31')).toHaveLength(1);
    expect(
      newDefaultNoteEdits(buildRuleContext(input({ ...facts, branch: stableBranch('24.11') }), {}), '1.31'),
    ).toEqual([]);
    expect(newDefaultNoteEdits(buildRuleContext({ ...input(facts), family: RKE2 }, {}), '1.31')).toEqual([]);
  });
});

describe('which lines name a minor', () => {
  it.each([
    ['`k3s` was updated to 1.31', true],
    ['k3s: v1.31 is the default', true],
    ['`k3s_1_31` has been added', true],
    ['K3s 1.31.2 is the new default', true],
    ['k3s was updated to 1.310', false],
    ['k3s was updated to 11.31', false],
    ['k3s_1_310 was added', false],
    ['rke2 1.31 is out', false],
    ['k3sup 1.31 is out', false],
    ['the k3s module\nmoved to 1.31', false],
  ])('%j: %s', (text, names) => {
    expect(notesNameMinor(text, k3s.profile, '1.31')).toBe(names);
  });

  it('names no minor for text that is no minor', () => {
    expect(notesNameMinor('k3s latest is out', k3s.profile, 'latest' as Minor)).toBe(false);
  });
});
