// Which pull requests the search found are worth reading: one search for all
// families, found the way nixpkgs' bots find theirs (the issue search, `repo:`,
// `is:pr` and title terms: search has no path qualifier for pull requests, and
// nixpkgs no topic label of a package). A title only chooses what is read,
// never what a pull request is of: its changed files decide that.
import { addDays } from '../../domain/day.js';
import type { LayoutProfile, UpstreamProfile } from '../../domain/family.js';
import { MERGED_WITHIN_DAYS, PULL_REQUESTS_PER_FAMILY } from '../../domain/pullRequests.js';
import type { SearchedPullRequest } from './answers.js';

/** A family as the search names it: by its layout's default attributes. */
type Titled = { layout: Pick<LayoutProfile, 'defaults'>; upstream?: Pick<UpstreamProfile, 'reads'> };

/**
 * The words a title names the family with: its default attributes (k3s); none
 * when its layout reads none. A family whose upstream is a lifecycle alone (the
 * catalogue's, whose defaults are read too: nodejs, postgresql) has no pull
 * requests read yet, as before it had defaults: one search of every family's
 * defaults would pass GitHub's five operators.
 */
export function titleTerms(family: Titled): readonly string[] {
  return family.upstream?.reads === 'lifecycle' ? [] : family.layout.defaults;
}

/**
 * The one search of a run: the pull requests of `repository` whose title
 * names a family's default attribute (k3s_1_35, [Backport release-26.05] rke2: ...).
 * No state qualifier (search cannot ask for "open, or merged since"): the
 * answer is asked most recently updated first, and read below.
 */
export function pullRequestQuery(repository: string, families: readonly Titled[]): string {
  return `repo:${repository} is:pr in:title ${families.flatMap(titleTerms).join(' OR ')}`;
}

/** Whether a title names the family, as the search matched it: a hint of which pull requests to read. */
export function titleNames(family: Titled, title: string): boolean {
  return titleTerms(family).some((term) => title.toLowerCase().includes(term.toLowerCase()));
}

/** A family's share of the search: what is read for it, the newest first, and how many more it had. */
export interface FamilyCandidates {
  chosen: number[];
  notRead: number;
}

export interface Candidates {
  /** Every pull request to read, the newest first, each once. */
  toRead: number[];
  /** In the order of the families asked. */
  byFamily: FamilyCandidates[];
}

/**
 * Open pull requests and those merged within MERGED_WITHIN_DAYS of `now` (a
 * closed unmerged one is nobody's work), at most PULL_REQUESTS_PER_FAMILY a
 * family, the newest first.
 */
export function choosePullRequests(
  found: readonly SearchedPullRequest[],
  families: readonly Titled[],
  now: Date,
): Candidates {
  const since = addDays(now, -MERGED_WITHIN_DAYS).getTime();
  const live = found
    .filter((pull) => pull.open || (pull.merged !== undefined && pull.merged.getTime() >= since))
    .sort((a, b) => b.created.getTime() - a.created.getTime() || b.number - a.number);
  const byFamily = families.map((family) => {
    const named = live.filter((pull) => titleNames(family, pull.title)).map((pull) => pull.number);
    return {
      chosen: named.slice(0, PULL_REQUESTS_PER_FAMILY),
      notRead: Math.max(named.length - PULL_REQUESTS_PER_FAMILY, 0),
    };
  });
  const chosen = new Set(byFamily.flatMap((f) => f.chosen));
  return { toRead: live.map((pull) => pull.number).filter((number) => chosen.has(number)), byFamily };
}
