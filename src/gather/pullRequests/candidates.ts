// Which pull requests are searched for and read, found the way nixpkgs' bots
// find theirs (the issue search, `repo:`, `is:pr` and title terms: search has
// no path qualifier for pull requests, and nixpkgs no topic label of a
// package). A family's terms are its default attributes (k3s), when its layout
// reads any, and the attributes its work items name; they are packed into at
// most three searches a run, within GitHub's limits of a query. A title only
// chooses what is read, never what a pull request is of: its changed files
// decide that.
import { addDays } from '../../domain/day.js';
import type { LayoutProfile, UpstreamProfile } from '../../domain/family.js';
import {
  MERGED_WITHIN_DAYS,
  PULL_REQUESTS_PER_FAMILY,
  SEARCHES_PER_RUN,
  TERMS_PER_SEARCH,
} from '../../domain/pullRequests.js';
import type { Severity, WorkItem } from '../../domain/types.js';
import type { SearchedPullRequest } from './answers.js';

/** GitHub refuses a query longer than 256 characters (counted here with its qualifiers, to be safe). */
export const SEARCH_LENGTH = 256;

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

/** What a family brings to the searches: the defaults titles name it by, and its work items. */
export interface FamilyTerms extends Titled {
  /** Its work items on every branch audited: the attributes they name are searched, the most severe first. */
  items: readonly Pick<WorkItem, 'subject' | 'severity'>[];
}

/** One search: its query and the terms in it. */
export interface PlannedSearch {
  query: string;
  terms: string[];
}

/** A family's share of the searches. */
export interface FamilySearch {
  /** The terms its pull requests are found by: its defaults, the attributes searched for it. */
  terms: string[];
  /** Its defaults and the attributes of its items that did not fit into the searches of a run. */
  left: string[];
}

export interface SearchPlan {
  searches: PlannedSearch[];
  /** In the order of the families asked. */
  byFamily: FamilySearch[];
}

/** The words of a title or a term as GitHub's search splits them: at anything but letters and digits. */
function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Whether a title holds the words of a term, in a row: `k3s` is in "k3s_1_35: ...", `postgresql_14` in "postgresql_14: drop". */
export function titleNames(term: string, title: string): boolean {
  const words = titleWords(title);
  const wanted = titleWords(term);
  if (wanted.length === 0) return false;
  return words.some((_, at) => wanted.every((word, i) => words[at + i] === word));
}

/** A term as the query writes it: a name of other characters than letters, digits and `_` is quoted, as a phrase. */
const queryTerm = (term: string): string => (/^[A-Za-z0-9_]+$/.test(term) ? term : `"${term}"`);

const queryOf = (repository: string, terms: readonly string[]): string =>
  `repo:${repository} is:pr in:title ${terms.map(queryTerm).join(' OR ')}`;

const SEVERITY_ORDER: Readonly<Record<Severity, number>> = { error: 0, warning: 1, notice: 2 };

/** A Nix attribute name: the subject of an item may also be a file, or absent (the branch as a whole). */
const ATTRIBUTE = /^[A-Za-z_][A-Za-z0-9_'-]*$/;

/** An attribute a family's items name, with the rank of the most severe of them. */
interface Named {
  name: string;
  rank: number;
}

/** The attributes of a family's items that ask for work (a notice asks for none), each once. */
function namedAttributes(items: FamilyTerms['items']): Named[] {
  const named = new Map<string, number>();
  for (const { subject, severity } of items) {
    if (severity === 'notice' || subject === undefined || !ATTRIBUTE.test(subject)) continue;
    named.set(subject, Math.min(named.get(subject) ?? SEVERITY_ORDER.notice, SEVERITY_ORDER[severity]));
  }
  return [...named].map(([name, rank]) => ({ name, rank }));
}

/**
 * The searches of a run: the families' defaults first (a title naming k3s_1_35
 * holds the word k3s, so k3s's attributes need no term of their own), then
 * the attributes of the families' items that no default finds, the errors of
 * every family before their warnings, packed at most TERMS_PER_SEARCH to a
 * query and at most SEARCHES_PER_RUN queries; what does not fit is left, and said.
 */
export function planSearches(repository: string, families: readonly FamilyTerms[]): SearchPlan {
  const planned: string[][] = [];
  /** Puts the term in the last search, or in a new one; false when no search of the run has room for it. */
  const place = (term: string): boolean => {
    if (planned.some((terms) => terms.includes(term))) return true;
    const last = planned.at(-1);
    if (last && last.length < TERMS_PER_SEARCH && queryOf(repository, [...last, term]).length <= SEARCH_LENGTH) {
      last.push(term);
      return true;
    }
    if (planned.length >= SEARCHES_PER_RUN || queryOf(repository, [term]).length > SEARCH_LENGTH) return false;
    planned.push([term]);
    return true;
  };

  const defaults = families.map((family) => {
    const [placed, unplaced] = [[] as string[], [] as string[]];
    for (const name of titleTerms(family)) (place(name) ? placed : unplaced).push(name);
    return { placed, unplaced };
  });
  const searchedDefaults = defaults.flatMap(({ placed }) => placed);
  const named = families.map((family) =>
    namedAttributes(family.items).filter(({ name }) => !searchedDefaults.some((term) => titleNames(term, name))),
  );
  // Stable: within a rank, the families in their order, each one's items in theirs.
  const ranked = named.flat().sort((a, b) => a.rank - b.rank);
  const searched = new Set(ranked.filter(({ name }) => place(name)).map(({ name }) => name));

  return {
    searches: planned.map((terms) => ({ query: queryOf(repository, terms), terms })),
    byFamily: families.map((_, index) => ({
      terms: [
        ...defaults[index].placed,
        ...named[index].filter(({ name }) => searched.has(name)).map(({ name }) => name),
      ],
      left: [
        ...defaults[index].unplaced,
        ...named[index].filter(({ name }) => !searched.has(name)).map(({ name }) => name),
      ],
    })),
  };
}

/** A family's share of what the searches found: what is read for it, the newest first, and how many more it had. */
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
 * closed unmerged one is nobody's work) whose title names one of a family's
 * terms, at most PULL_REQUESTS_PER_FAMILY a family, the newest first.
 */
export function choosePullRequests(
  found: readonly SearchedPullRequest[],
  families: readonly Pick<FamilySearch, 'terms'>[],
  now: Date,
): Candidates {
  const since = addDays(now, -MERGED_WITHIN_DAYS).getTime();
  // A pull request two searches found is one pull request.
  const unique = [...new Map(found.map((pull) => [pull.number, pull])).values()];
  const live = unique
    .filter((pull) => pull.open || (pull.merged !== undefined && pull.merged.getTime() >= since))
    .sort((a, b) => b.created.getTime() - a.created.getTime() || b.number - a.number);
  const byFamily = families.map((family) => {
    const named = live
      .filter((pull) => family.terms.some((term) => titleNames(term, pull.title)))
      .map((pull) => pull.number);
    return {
      chosen: named.slice(0, PULL_REQUESTS_PER_FAMILY),
      notRead: Math.max(named.length - PULL_REQUESTS_PER_FAMILY, 0),
    };
  });
  const chosen = new Set(byFamily.flatMap((f) => f.chosen));
  return { toRead: live.map((pull) => pull.number).filter((number) => chosen.has(number)), byFamily };
}
