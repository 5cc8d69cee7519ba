// Where the pull requests of nixpkgs come from: the GitHub API (one issue
// search, then each pull request chosen read, conditionally), or a recorded
// answer (--pulls FILE). The reader asks these questions only.
import type { NixpkgsTree } from '../nixpkgs/tree.js';
import type { PullRequestRead, PullRequestSearchAnswer } from './answers.js';

export interface PullRequestSource {
  /** One search of the issue search API (`GET /search/issues`); throws when it fails. */
  search(query: string): Promise<PullRequestSearchAnswer>;
  /** A pull request's page and its changed files; throws when they cannot be read. */
  read(number: number): Promise<PullRequestRead>;
  /** The files of a head commit, read the way other branches are (`DataSources.nixpkgsTree`). */
  headTree(commit: string): NixpkgsTree;
  /** Set when the run chose not to read any (offline, no token): why, and what would give them. */
  notRead?: string;
}

/**
 * A source the run chose to go without (offline, or the CLI without a token):
 * every search fails with `reason`, which the run's log quotes, not as a
 * failure but as what was chosen (`notRead`).
 */
export function unreadPullRequests(reason: string): PullRequestSource {
  const fail = async (): Promise<never> => {
    throw new Error(reason);
  };
  return {
    notRead: reason,
    search: fail,
    read: fail,
    headTree: (commit) => ({
      describe: `no tree of ${commit}`,
      readText: async () => undefined,
      listDir: async () => undefined,
    }),
  };
}
