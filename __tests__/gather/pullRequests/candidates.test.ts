// What a run searches for, packed into GitHub's limits of a query, and which
// of the pull requests the searches found are read: open ones and those
// merged in the last 60 days, at most 30 a family, the newest first; a title
// only chooses what is read.
import { describe, expect, it } from '@jest/globals';
import type { SearchedPullRequest } from '../../../src/gather/pullRequests/answers.js';
import type { Severity, WorkItem } from '../../../src/domain/types.js';
import {
  choosePullRequests,
  planSearches,
  SEARCH_LENGTH,
  titleNames,
  titleTerms,
} from '../../../src/gather/pullRequests/candidates.js';
import { K3S, RKE2 } from '../../families/builtIn.js';

const NOW = new Date('2026-11-29T06:00:00Z');
const FAMILIES = [{ terms: [...titleTerms(K3S)] }, { terms: [...titleTerms(RKE2)] }];
const REPO = 'NixOS/nixpkgs';

/** Work items naming these attributes, at that severity. */
const items = (severity: Severity, ...subjects: string[]) => subjects.map((subject) => ({ subject, severity }));

/** A family of these defaults (none: a layout that reads none), with these work items. */
const family = (defaults: string[], work: Pick<WorkItem, 'subject' | 'severity'>[] = []) => ({
  layout: { defaults },
  items: work,
});

function found(number: number, title: string, extra: Partial<SearchedPullRequest> = {}): SearchedPullRequest {
  return { number, title, open: true, created: new Date(Date.UTC(2026, 10, 1) + number * 60_000), ...extra };
}

describe('the searches of a run', () => {
  it("ask once for k3s's and rke2's pull requests by their defaults: their attributes hold them as words", () => {
    const plan = planSearches(REPO, [
      { layout: K3S.layout, items: items('error', 'k3s_1_34', 'k3s_1_37', 'k3s') },
      { layout: RKE2.layout, items: items('warning', 'rke2_stable', 'rke2_1_37') },
    ]);
    expect(plan.searches).toEqual([{ query: 'repo:NixOS/nixpkgs is:pr in:title k3s OR rke2', terms: ['k3s', 'rke2'] }]);
    expect(plan.byFamily).toEqual([
      { terms: ['k3s'], left: [] },
      { terms: ['rke2'], left: [] },
    ]);
  });

  it('ask for the attributes the items of a family without defaults name, in the same search while it has room', () => {
    const plan = planSearches(REPO, [
      family(['k3s']),
      family(['rke2']),
      family([], [...items('error', 'postgresql_14'), ...items('warning', 'postgresql_14')]),
      family([], items('warning', 'nodejs_22')),
      // A notice asks for no work; an item of a file, or of the branch, names no attribute.
      family(
        [],
        [
          ...items('notice', 'ruby_3_2'),
          { subject: 'pkgs/top-level/linux-kernels.nix', severity: 'error' },
          { severity: 'error' },
        ],
      ),
      family([], items('error', 'python310')),
    ]);
    expect(plan.searches.map((s) => s.query)).toEqual([
      'repo:NixOS/nixpkgs is:pr in:title k3s OR rke2 OR postgresql_14 OR python310 OR nodejs_22',
    ]);
    expect(plan.byFamily.map((f) => f.terms)).toEqual([
      ['k3s'],
      ['rke2'],
      ['postgresql_14'],
      ['nodejs_22'],
      [],
      ['python310'],
    ]);
  });

  it('pack at most six terms (five ORs) a query into at most three searches, errors first; what is left is said', () => {
    const attrs = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}_${i + 10}`);
    const plan = planSearches(REPO, [
      family(['k3s']),
      family([], items('warning', ...attrs('nodejs', 6))),
      family([], items('error', ...attrs('postgresql', 12))),
    ]);
    expect(plan.searches).toHaveLength(3);
    for (const search of plan.searches) {
      expect(search.terms.length).toBeLessThanOrEqual(6);
      expect(search.query.split(' OR ')).toHaveLength(search.terms.length);
      expect(search.query.length).toBeLessThanOrEqual(SEARCH_LENGTH);
    }
    // 17 places: k3s, the 12 errors, then 4 of the 6 warnings.
    expect(plan.byFamily[2]).toEqual({ terms: attrs('postgresql', 12), left: [] });
    expect(plan.byFamily[1]).toEqual({ terms: attrs('nodejs', 6).slice(0, 5), left: ['nodejs_15'] });
  });

  it('keep each query within 256 characters, and quote a name of other characters as a phrase', () => {
    const long = Array.from({ length: 6 }, (_, i) => `a${'x'.repeat(60)}${i}`);
    const plan = planSearches(REPO, [family([], items('error', ...long, 'nodejs-slim_22'))]);
    for (const search of plan.searches) expect(search.query.length).toBeLessThanOrEqual(SEARCH_LENGTH);
    // Three names of 62 characters fill a query; the short one fits beside the next three.
    expect(plan.searches.map((s) => s.terms.length)).toEqual([3, 4]);
    expect(plan.searches.flatMap((s) => s.terms)).toHaveLength(7);
    expect(plan.searches.at(-1)!.query).toContain('"nodejs-slim_22"');
  });

  it('make no search when no family has a term', () => {
    expect(planSearches(REPO, [family([], items('notice', 'postgresql_14'))]).searches).toEqual([]);
  });

  it('ask for every default of a family that has several, which then find its attributes', () => {
    const plan = planSearches(REPO, [
      family(['k3s']),
      family(['nodejs', 'nodejs-slim', 'corepack'], items('error', 'nodejs_18', 'nodejs-slim_18', 'corepack_18')),
    ]);
    expect(plan.searches.map((s) => s.query)).toEqual([
      'repo:NixOS/nixpkgs is:pr in:title k3s OR nodejs OR "nodejs-slim" OR corepack',
    ]);
    expect(plan.byFamily[1]).toEqual({ terms: ['nodejs', 'nodejs-slim', 'corepack'], left: [] });
  });

  it('say a default that found no room in the searches of a run as left', () => {
    const many = Array.from({ length: 19 }, (_, i) => `family${i}`);
    const plan = planSearches(REPO, [family(many.slice(0, 18)), family([many[18]], items('error', 'other_1'))]);
    expect(plan.searches).toHaveLength(3);
    expect(plan.byFamily[1]).toEqual({ terms: [], left: ['family18', 'other_1'] });
  });
});

describe('a title names a term', () => {
  it.each<[string, string, boolean]>([
    ['k3s', 'k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1', true],
    ['k3s', '[Backport release-26.05] K3S_1_35: bump', true],
    ['k3s', 'k3sup: 0.13.10 -> 0.13.11', false],
    ['postgresql_14', 'postgresql_14: drop', true],
    ['postgresql_14', 'postgresql_14_jit: fix the build', true],
    ['postgresql_14', 'postgresql: 14.19 -> 14.20', true],
    ['postgresql_14', 'postgresql_15: 15.13 -> 15.14', false],
    ['postgresql_14', 'postgresql_140: imagine', false],
    ['nodejs-slim_22', 'nodejs-slim_22: drop', true],
  ])('%s in "%s": %s', (term, title, names) => {
    expect(titleNames(term, title)).toBe(names);
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

  it('go by the terms as words, in any case and inside attribute names: the files decide afterwards', () => {
    const chosen = choosePullRequests(
      [found(1, '[Backport release-26.05] K3S_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1'), found(2, 'nixos/tests: fix rke2')],
      FAMILIES,
      NOW,
    );
    expect(chosen.byFamily.map((f) => f.chosen)).toEqual([[1], [2]]);
  });

  it('read a pull request two searches found once', () => {
    const pull = found(7, 'k3s: build with postgresql_14');
    const chosen = choosePullRequests([pull, pull], [{ terms: ['k3s'] }, { terms: ['postgresql_14'] }], NOW);
    expect(chosen.toRead).toEqual([7]);
  });
});
