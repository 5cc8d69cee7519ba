// rke2's default-changed (POLICY-rke2.md, stable R): rke2_stable and
// rke2_latest never change on a release branch: against the release tag R from
// the release day on, against a pull request's base in any phase. Not k3s's
// rule of the same id: the plain alias rke2 is not what it holds.
import { describe, expect, it } from '@jest/globals';
import type { OtherBranchFacts } from '../../../domain/types.js';
import {
  DEFAULT_NIX,
  rke2Fact,
  rke2Findings,
  rke2Upstream,
  shapes,
  stableBranch,
  type Rke2Branch,
} from '../../../../__tests__/families/rke2World.js';

const UPSTREAM = rke2Upstream(
  {
    '1.30': { releases: [['1.30.8+rke2r1', '2024-10-01']], eol: '2025-06-28' },
    '1.31': { releases: [['1.31.4+rke2r1', '2024-10-01']], eol: '2025-10-28' },
    '1.32': { releases: [['1.32.0+rke2r1', '2024-10-01']], eol: '2026-02-28' },
  },
  '1.31.4+rke2r1',
);
const MINORS = { '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1', '1.32': '1.32.0+rke2r1' };
const AT_RELEASE: Rke2Branch = { minors: MINORS, stable: '1.30', latest: '1.32' };
const TAG: OtherBranchFacts = { defaultAtRelease: rke2Fact('24.11', AT_RELEASE) };

const onRelease = (now: string, packaged: Rke2Branch, others: OtherBranchFacts = TAG) =>
  shapes(rke2Findings({ now, branch: stableBranch('24.11'), packaged, upstream: UPSTREAM, others }), 'default-changed');

describe('against the release tag (24.11 released 2024-11-30)', () => {
  it.each([
    ['as released', '2025-01-10', AT_RELEASE, []],
    [
      'rke2_stable moved to the channel minor',
      '2025-01-10',
      { ...AT_RELEASE, stable: '1.31' },
      ['default-changed error 1.31'],
    ],
    ['rke2_latest moved back', '2025-01-10', { ...AT_RELEASE, latest: '1.31' }, ['default-changed error 1.31']],
    [
      'both moved',
      '2025-01-10',
      { ...AT_RELEASE, stable: '1.31', latest: '1.31' },
      ['default-changed error 1.31', 'default-changed error 1.31'],
    ],
    [
      'rke2_stable moved, on the release day',
      '2024-11-30',
      { ...AT_RELEASE, stable: '1.31' },
      ['default-changed error 1.31'],
    ],
    ['rke2_stable moved, the day before the release: no tag yet', '2024-11-29', { ...AT_RELEASE, stable: '1.31' }, []],
  ])('%s (%s)', (_case, now, packaged, expected) => {
    expect(onRelease(now, packaged)).toEqual(expected);
  });

  it('names both minors and the fix, on the line of the alias', () => {
    const [finding] = rke2Findings({
      now: '2025-01-10',
      branch: stableBranch('24.11'),
      packaged: { ...AT_RELEASE, stable: '1.31' },
      upstream: UPSTREAM,
      others: TAG,
    }).filter((f) => f.rule === 'default-changed');
    expect(finding).toMatchObject({
      attr: 'rke2_stable',
      minor: '1.31',
      packaged: 'rke2_1_31',
      expected: 'rke2_1_30',
      file: DEFAULT_NIX,
      line: 40,
    });
    expect(finding.message).toBe(
      'rke2_stable on release-24.11 points to rke2_1_31, but NixOS 24.11 was released (tag 24.11) with it at rke2 1.30: ' +
        'the update script sets the channel aliases on master only, and they never change on a release branch. ' +
        `Point rke2_stable to rke2_1_30 in ${DEFAULT_NIX}.`,
    );
  });

  it('holds the channel aliases, not the plain rke2 (k3s holds its plain alias under this id)', () => {
    // rke2 = rke2_stable: nothing else of the tree says what rke2 "defaults" to.
    expect(onRelease('2025-01-10', { ...AT_RELEASE })).toEqual([]);
  });

  it('says once that it could not decide when the tag could not be read', () => {
    expect(
      onRelease(
        '2025-01-10',
        { ...AT_RELEASE, stable: '1.31' },
        { defaultAtRelease: { branch: '24.11', source: 'no tag' } },
      ),
    ).toEqual(['default-changed notice']);
  });
});

describe('in a pull request check, against its base', () => {
  it.each([
    [
      'moves rke2_stable before the release (25.05, 2025-05-20)',
      { ...AT_RELEASE, stable: '1.31' },
      ['default-changed error 1.31'],
    ],
    ['moves nothing', AT_RELEASE, []],
  ])('%s', (_case, head, expected) => {
    const findings = rke2Findings({
      now: '2025-05-20',
      branch: stableBranch('25.05'),
      packaged: head,
      upstream: UPSTREAM,
      others: { base: rke2Fact('release-25.05', AT_RELEASE) },
    });
    expect(shapes(findings, 'default-changed')).toEqual(expected);
    if (expected.length)
      expect(findings.find((f) => f.rule === 'default-changed')?.message).toContain(
        'this pull request moves it from rke2 1.30',
      );
  });
});
