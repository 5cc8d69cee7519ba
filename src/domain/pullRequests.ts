// The pull requests of nixpkgs in flight for a package family, as gather found
// them: their facts and the packaged state of their heads. A pull request's
// title, branch names, author and labels are strangers' text: shown inert,
// never a decision.
import type { PackagedState, PullRequestRef } from './types.js';

/** The most pull requests read and kept per family and run, the newest first. */
export const PULL_REQUESTS_PER_FAMILY = 30;

/** How far back merged pull requests are read: a release branch may still owe their backport. */
export const MERGED_WITHIN_DAYS = 60;

/** GitHub refuses a query of more than five AND, OR or NOT operators: six terms joined by OR. */
export const TERMS_PER_SEARCH = 6;

/** The searches of a run: the one of the families' defaults, and at most two more for the attributes they name. */
export const SEARCHES_PER_RUN = 3;

export type PullRequestState = PullRequestRef['state'];

/** One pull request as its own page has it. */
export interface PullRequest extends PullRequestRef {
  /** The commit its head is at. */
  headCommit: string;
}

/**
 * How a changed file was told to be the family's: `folder`, a file in the
 * family's folder; `file`, a file its reader reads and no other family of the
 * run does (a declared family's own file); `lines`, a changed line of a file
 * several families share (all-packages.nix, aliases.nix) names one of its
 * attributes or its folder; `no-patch`, GitHub gave no patch of that shared
 * file (too large), so it counts: better read than missed.
 */
export type FamilyFileTouch = 'folder' | 'file' | 'lines' | 'no-patch';

export interface FamilyFileChange {
  /** Path in nixpkgs, as the pull request names it (the new path of a rename). */
  file: string;
  touch: FamilyFileTouch;
}

/** A pull request that changes a family's files, with what its head packages. */
export interface FamilyPullRequest extends PullRequest {
  /** The family's files it changes. */
  changes: FamilyFileChange[];
  /**
   * What its head packages: the files it changes as its head has them, every
   * other file as its base branch has it now (what merging it would give).
   * For an unstable base, with the release notes of the release it heads for.
   */
  head: PackagedState;
  /** Where the head was read, for reports: "pull request #412345 at 1a2b3c4 over GitHub API NixOS/nixpkgs@master". */
  headSource: string;
  /**
   * For one merged into master: its changes over each live release branch
   * (the files it changes as its head has them, every other file as that
   * branch has it now), what its backport would make of that branch.
   */
  backports?: BackportHead[];
}

/** A merged pull request of master applied to a release branch: what its backport would package there. */
export interface BackportHead {
  /** "release-26.05" */
  branch: string;
  head: PackagedState;
  /** "pull request #412345 at 1a2b3c4 over release-26.05" */
  headSource: string;
}

/** What a run knows of one family's pull requests. */
export interface FamilyPullRequests {
  /** Open, draft and recently merged pull requests that change the family's files, newest first. */
  pulls: FamilyPullRequest[];
  /** How many more the family had than were read (over PULL_REQUESTS_PER_FAMILY). */
  notRead: number;
  /**
   * Why no pull request could be read (the search failed, or the run has no
   * source of them), as one sentence; absent when the search answered.
   */
  unread?: string;
  /** Why the list may lack some (GitHub's search timed out, or found more than one page), as one sentence. */
  incomplete?: string;
  /**
   * Its defaults and the attributes its items name that no search of the run
   * held (over SEARCHES_PER_RUN searches of TERMS_PER_SEARCH names): said once
   * a run, for every family (report/sharedNotices.ts).
   */
  notSearched?: string[];
}
