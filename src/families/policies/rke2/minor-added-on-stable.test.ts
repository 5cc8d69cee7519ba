// minor-added-on-stable and minor-removed-on-stable (POLICY-rke2.md, stable R):
// a release keeps the minors it was released with, no more and no fewer; from
// the release day on against the release tag R, in a pull request against its
// base in any phase. Both directions, on the boundary days.
import { describe, expect, it } from '@jest/globals';
import type { OtherBranchFacts } from '../../../domain/types.js';
import {
  DEFAULT_NIX,
  rke2Fact,
  rke2Findings,
  rke2Upstream,
  shapes,
  stableBranch,
  versionsFile,
  type Rke2Branch,
} from '../../../../__tests__/families/rke2World.js';

const UPSTREAM = rke2Upstream(
  {
    '1.29': { releases: [['1.29.12+rke2r1', '2024-10-01']], eol: '2025-02-28' },
    '1.30': { releases: [['1.30.8+rke2r1', '2024-10-01']], eol: '2025-06-28' },
    '1.31': { releases: [['1.31.4+rke2r1', '2024-10-01']], eol: '2025-10-28' },
    '1.32': { releases: [['1.32.0+rke2r1', '2024-10-01']], eol: '2026-02-28' },
  },
  '1.30.8+rke2r1',
);
const AT_RELEASE: Rke2Branch = {
  minors: { '1.29': '1.29.12+rke2r1', '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' },
  stable: '1.30',
  latest: '1.31',
};
const ADDED: Rke2Branch = { ...AT_RELEASE, minors: { ...AT_RELEASE.minors, '1.32': '1.32.0+rke2r1' } };
const { '1.29': _dropped, ...WITHOUT_1_29 } = AT_RELEASE.minors;
const REMOVED: Rke2Branch = { ...AT_RELEASE, minors: WITHOUT_1_29 };
const TAG: OtherBranchFacts = { defaultAtRelease: rke2Fact('24.11', AT_RELEASE) };

const onRelease = (now: string, packaged: Rke2Branch, others: OtherBranchFacts = TAG) =>
  rke2Findings({ now, branch: stableBranch('24.11'), packaged, upstream: UPSTREAM, others });
const addedOrRemoved = (findings: ReturnType<typeof rke2Findings>) => [
  ...shapes(findings, 'minor-added-on-stable'),
  ...shapes(findings, 'minor-removed-on-stable'),
];

describe('against the release tag (24.11 released 2024-11-30)', () => {
  it.each([
    ['as released', '2025-01-10', AT_RELEASE, []],
    ['a minor added', '2025-01-10', ADDED, ['minor-added-on-stable error 1.32']],
    ['a minor removed', '2025-01-10', REMOVED, ['minor-removed-on-stable error 1.29']],
    ['a minor added, on the release day', '2024-11-30', ADDED, ['minor-added-on-stable error 1.32']],
    ['a minor added, the day before the release: no tag yet', '2024-11-29', ADDED, []],
    ['a minor removed, the day before the release', '2024-11-29', REMOVED, []],
    ['a minor removed, on the last supported day', '2025-06-30', REMOVED, ['minor-removed-on-stable error 1.29']],
  ])('%s (%s)', (_case, now, packaged, expected) => {
    expect(addedOrRemoved(onRelease(now, packaged))).toEqual(expected);
  });

  it('words both: remove the new minor, restore the dropped one', () => {
    const [added] = onRelease('2025-01-10', ADDED).filter((f) => f.rule === 'minor-added-on-stable');
    expect(added).toMatchObject({ attr: 'rke2_1_32', packaged: '1.32.0+rke2r1', file: versionsFile('1.32'), line: 2 });
    expect(added.message).toBe(
      'rke2_1_32 (rke2 1.32) is packaged on release-24.11 but was not when NixOS 24.11 was released (tag 24.11): ' +
        'new rke2 minors are not backported to a release; its users take it from unstable. Remove rke2_1_32 from release-24.11.',
    );
    expect(added.fix?.edits).toEqual([{ kind: 'remove', minor: '1.32', attr: 'rke2_1_32' }]);
    const [removed] = onRelease('2025-01-10', REMOVED).filter((f) => f.rule === 'minor-removed-on-stable');
    expect(removed).toMatchObject({ attr: 'rke2_1_29', file: DEFAULT_NIX });
    expect(removed.message).toBe(
      'rke2_1_29 (rke2 1.29) was packaged when NixOS 24.11 was released (tag 24.11) but is gone from release-24.11: ' +
        'a release never drops a minor; one past its end of life is marked with meta.knownVulnerabilities instead. ' +
        'Backport rke2_1_29 (1.29.12+rke2r1) to release-24.11.',
    );
  });

  it('says once per rule that it could not decide when the tag could not be read', () => {
    const findings = onRelease('2025-01-10', ADDED, {
      defaultAtRelease: { branch: '24.11', source: 'GitHub API NixOS/nixpkgs@24.11: no such tag' },
    });
    expect(addedOrRemoved(findings)).toEqual(['minor-added-on-stable notice', 'minor-removed-on-stable notice']);
    expect(findings.find((f) => f.rule === 'minor-added-on-stable')?.message).toBe(
      'Could not decide whether release-24.11 packages a minor its release did not: the state of NixOS 24.11 at its ' +
        'release is unknown (from GitHub API NixOS/nixpkgs@24.11: no such tag).',
    );
  });
});

describe('in a pull request check, against its base', () => {
  const base = (packaged: Rke2Branch): OtherBranchFacts => ({ base: rke2Fact('release-25.05', packaged) });

  it.each([
    ['adds a minor, before the release (25.05, 2025-05-20)', ADDED, AT_RELEASE, ['minor-added-on-stable error 1.32']],
    ['removes a minor, before the release', REMOVED, AT_RELEASE, ['minor-removed-on-stable error 1.29']],
    ['changes no minor', AT_RELEASE, AT_RELEASE, []],
  ])('%s', (_case, head, baseBranch, expected) => {
    const findings = rke2Findings({
      now: '2025-05-20',
      branch: stableBranch('25.05'),
      packaged: head,
      upstream: UPSTREAM,
      others: base(baseBranch),
    });
    expect(addedOrRemoved(findings)).toEqual(expected);
  });

  it('says it of the pull request, and once when the release tag says it too', () => {
    const findings = onRelease('2025-01-10', ADDED, { ...TAG, base: rke2Fact('release-24.11', AT_RELEASE) });
    expect(addedOrRemoved(findings)).toEqual(['minor-added-on-stable error 1.32']);
    const viaBase = rke2Findings({
      now: '2025-05-20',
      branch: stableBranch('25.05'),
      packaged: ADDED,
      upstream: UPSTREAM,
      others: base(AT_RELEASE),
    }).find((f) => f.rule === 'minor-added-on-stable');
    expect(viaBase?.message).toContain('rke2_1_32 (rke2 1.32) is added to release-25.05 by this pull request:');
  });
});
