// Which of the pull requests the search found are read: open ones and those
// merged in the last 60 days, at most 30 a family, the newest first; a title
// only chooses what is read.
import { describe, expect, it } from '@jest/globals';
import type { SearchedPullRequest } from '../../../src/gather/pullRequests/answers.js';
import { choosePullRequests, pullRequestQuery } from '../../../src/gather/pullRequests/candidates.js';
import { K3S, RKE2 } from '../../families/builtIn.js';

const NOW = new Date('2026-11-29T06:00:00Z');
const FAMILIES = [K3S, RKE2];

function found(number: number, title: string, extra: Partial<SearchedPullRequest> = {}): SearchedPullRequest {
  return { number, title, open: true, created: new Date(Date.UTC(2026, 10, 1) + number * 60_000), ...extra };
}

describe('the search of a run', () => {
  it("asks once for every family's pull requests by the alias in their titles", () => {
    expect(pullRequestQuery('NixOS/nixpkgs', FAMILIES)).toBe('repo:NixOS/nixpkgs is:pr in:title k3s OR rke2');
  });
});

describe('the pull requests read', () => {
  it('are the open ones and those merged in the last 60 days; a closed unmerged one is nobody’s work', () => {
    const chosen = choosePullRequests(
      [
        found(1, 'k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1'),
        found(2, 'k3s_1_35: 1.35.10+k3s1 -> 1.35.11+k3s1', { open: false }),
        found(3, 'k3s_1_34: 1.34.13+k3s1 -> 1.34.14+k3s1', { open: false, merged: new Date('2026-09-30T06:00:00Z') }),
        found(4, 'k3s_1_33: drop', { open: false, merged: new Date('2026-09-30T05:59:59Z') }),
      ],
      FAMILIES,
      NOW,
    );
    expect(chosen.toRead).toEqual([3, 1]);
    expect(chosen.byFamily).toEqual([
      { chosen: [3, 1], notRead: 0 },
      { chosen: [], notRead: 0 },
    ]);
  });

  it('are at most 30 of a family, the newest first, and say how many more there were', () => {
    const many = Array.from({ length: 34 }, (_, i) => found(i + 1, `k3s_1_35: update ${i + 1}`));
    const chosen = choosePullRequests(
      [...many, found(100, 'rke2_1_37: 1.37.2+rke2r1 -> 1.37.3+rke2r1')],
      FAMILIES,
      NOW,
    );
    expect(chosen.byFamily[0]).toEqual({ chosen: Array.from({ length: 30 }, (_, i) => 34 - i), notRead: 4 });
    expect(chosen.byFamily[1]).toEqual({ chosen: [100], notRead: 0 });
    expect(chosen.toRead).toEqual([100, ...chosen.byFamily[0].chosen]);
  });

  it('read a pull request whose title names two families once, for both', () => {
    const chosen = choosePullRequests([found(7, 'k3s, rke2: build with go 1.26')], FAMILIES, NOW);
    expect(chosen.toRead).toEqual([7]);
    expect(chosen.byFamily.map((f) => f.chosen)).toEqual([[7], [7]]);
  });

  it('go by the alias in any case and inside attribute names: the files decide afterwards', () => {
    const chosen = choosePullRequests(
      [found(1, '[Backport release-26.05] K3S_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1'), found(2, 'nixos/tests: fix rke2')],
      FAMILIES,
      NOW,
    );
    expect(chosen.byFamily.map((f) => f.chosen)).toEqual([[1], [2]]);
  });
});
