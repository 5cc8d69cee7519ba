// removal-unannounced as rke2 follows it (POLICY-rke2.md, unstable; the rule is
// shared with k3s): an end-of-life minor leaves master with a throw in
// aliases.nix, so that users of the current stable who upgrade meet the reason.
import { describe, expect, it } from '@jest/globals';
import type { OtherBranchFacts } from '../../../domain/types.js';
import {
  rke2Fact,
  rke2Findings,
  rke2Upstream,
  shapes,
  type Rke2Branch,
} from '../../../../__tests__/families/rke2World.js';

// 25.05 (released 2025-05-23) packages 1.30-1.33; 1.30 reached its end of life on 2025-06-28.
const UPSTREAM = rke2Upstream(
  Object.fromEntries(
    (
      [
        ['1.30', '2025-06-28'],
        ['1.31', '2025-10-28'],
        ['1.32', '2026-02-28'],
        ['1.33', '2026-06-28'],
      ] as const
    ).map(([minor, eol]) => [minor, { releases: [[`${minor}.9+rke2r1`, '2025-06-01']], eol }]),
  ),
  '1.31.9+rke2r1',
);
const STABLE: Rke2Branch = {
  minors: { '1.30': '1.30.9+rke2r1', '1.31': '1.31.9+rke2r1', '1.32': '1.32.9+rke2r1', '1.33': '1.33.9+rke2r1' },
  stable: '1.31',
  latest: '1.33',
};
const { '1.30': _removed, ...AFTER } = STABLE.minors;
const OTHERS: OtherBranchFacts = { currentStableDefault: rke2Fact('release-25.05', STABLE) };

const onMaster = (packaged: Rke2Branch, others: OtherBranchFacts = OTHERS, now = '2025-07-10') =>
  rke2Findings({ now, packaged, upstream: UPSTREAM, others });

describe('removal-unannounced on master (25.05 the current stable)', () => {
  it.each([
    ['1.30 removed with its throw', { ...STABLE, minors: AFTER, thrown: ['1.30'] }, []],
    ['1.30 removed without its throw', { ...STABLE, minors: AFTER, thrown: [] }, ['removal-unannounced error 1.30']],
    [
      '1.30 removed, a throw for another minor only',
      { ...STABLE, minors: AFTER, thrown: ['1.29'] },
      ['removal-unannounced error 1.30'],
    ],
    ['1.30 still packaged', { ...STABLE, thrown: [] }, []],
  ])('%s', (_case, packaged, expected) => {
    expect(shapes(onMaster(packaged), 'removal-unannounced')).toEqual(expected);
  });

  it('asks for the throw in aliases.nix, naming the release that still packages the minor', () => {
    const [finding] = onMaster({ ...STABLE, minors: AFTER, thrown: [] }).filter(
      (f) => f.rule === 'removal-unannounced',
    );
    expect(finding).toMatchObject({ attr: 'rke2_1_30', file: 'pkgs/top-level/aliases.nix' });
    expect(finding.message).toContain(
      'rke2_1_30 is packaged on release-25.05 but gone from master, and pkgs/top-level/aliases.nix has no throw for it',
    );
  });

  it('says once what it could not check: aliases.nix not read, or the current stable not read', () => {
    expect(shapes(onMaster({ ...STABLE, minors: AFTER }), 'removal-unannounced')).toEqual([
      'removal-unannounced notice',
    ]);
    expect(shapes(onMaster({ ...STABLE, minors: AFTER, thrown: [] }, {}), 'removal-unannounced')).toEqual([
      'removal-unannounced notice',
    ]);
  });

  it('in a pull request check, a minor the base packages and the pull request drops needs its throw too', () => {
    const base: OtherBranchFacts = { ...OTHERS, base: rke2Fact('master', { ...STABLE, minors: AFTER }) };
    const { '1.31': _alsoRemoved, ...head } = AFTER;
    expect(shapes(onMaster({ ...STABLE, minors: head, thrown: ['1.30'] }, base), 'removal-unannounced')).toEqual([
      'removal-unannounced error 1.31',
    ]);
  });
});

// POLICY-rke2.md keeps removal-unannounced against the current stable, where POLICY.md 2.1 looks at every live
// release: between 25.05's branch-off (2025-05-16, testCalendar) and its release (2025-05-23), a minor only
// release-25.05 packages is not asked for, while one of the current stable 24.11 is.
describe('removal-unannounced on master between a branch-off and its release (rke2: the current stable alone)', () => {
  const RELEASE_2411: Rke2Branch = { minors: { '1.30': '1.30.9+rke2r1', '1.31': '1.31.9+rke2r1' }, stable: '1.30' };
  const LIVE: OtherBranchFacts = {
    currentStableDefault: rke2Fact('release-24.11', RELEASE_2411),
    liveReleases: [rke2Fact('release-24.11', RELEASE_2411), rke2Fact('release-25.05', STABLE)],
  };
  // master has dropped 1.30 (on 24.11 and 25.05) and 1.32 (on 25.05 only), with no throw for either.
  const { '1.32': _dropped, ...withoutBoth } = AFTER;

  it.each([
    ['2025-05-16', ['removal-unannounced error 1.30']],
    ['2025-05-22', ['removal-unannounced error 1.30']],
  ])('on %s: %j', (now, expected) => {
    const findings = onMaster({ ...STABLE, minors: withoutBoth, thrown: [] }, LIVE, now);
    expect(shapes(findings, 'removal-unannounced')).toEqual(expected);
  });
});
