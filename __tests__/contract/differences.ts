// Where the double answers otherwise than GitHub's REST description says, and
// why: the one place that names each difference. The contract check
// (githubContract.ts) allows an answer outside an operation's description only
// through one of the checked differences here, and counts each use.

export interface Difference {
  /** How a test's summary names it. */
  name: string;
  why: string;
}

/** Differences the contract check recognises in an answer and allows, each in its stated form only. */
export const CHECKED_DIFFERENCES = {
  conditionalRequests: {
    name: 'conditional requests',
    why:
      'GitHub answers 304 without a body to a GET whose If-None-Match names the ETag it sent, on every operation ' +
      "that sends one (GitHub's docs on conditional requests); the description declares 304 on a few operations only.",
  },
  rateLimits: {
    name: 'rate-limit answers',
    why:
      'A primary (x-ratelimit-remaining: 0) or secondary (retry-after) rate limit answers 403 or 429 on any ' +
      "operation (GitHub's docs on rate limits); the description declares neither per operation. The body must " +
      'still be a basic-error.',
  },
  permissionDenied: {
    name: 'permission refusals',
    why:
      'A token without the permission a request needs (a read-only GITHUB_TOKEN writing) gets 403 "Resource not ' +
      'accessible by integration" on any operation; the description declares 403 on some operations only. The ' +
      'body must still be a basic-error.',
  },
  serverErrors: {
    name: 'server errors',
    why:
      "A test's fault can answer 5xx (or reset the connection) on any operation, as GitHub's servers and proxies " +
      'can; the description declares 5xx on some operations only. A JSON body must still be a basic-error.',
  },
  missingResource: {
    name: 'not found under a missing parent',
    why:
      'GitHub answers 404 Not Found for a path whose resource is not there (the files of a pull request number ' +
      'that does not exist), also on operations whose description declares no 404. The body must still be a basic-error.',
  },
  rawContents: {
    name: 'raw file contents',
    why:
      "With Accept: application/vnd.github.raw GitHub answers a file's bytes as text (docs of repos/get-content, " +
      'its custom media types); the description lists only the JSON form of that answer.',
  },
  pagesByRepositoryId: {
    name: 'pages linked by repository id',
    why:
      "GitHub's Link headers may name the repository by id (/repositories/{id}/releases?page=2): the same " +
      "operation at a path the description does not have. The answer is held to the operation's description.",
  },
} as const satisfies Record<string, Difference>;

export type CheckedDifference = keyof typeof CHECKED_DIFFERENCES;

/**
 * Differences in values, not in shape: no schema can see them, so nothing is
 * checked, but a reader of a test should know them.
 */
export const VALUE_DIFFERENCES: readonly Difference[] = [
  {
    name: 'trees from folders',
    why:
      "A branch's files come from folders or maps a test lays out; a file's sha and a ref's commit are hashes of what " +
      'the double serves, not git object ids, and a folder listing is derived from the file paths.',
  },
  {
    name: 'faked time',
    why:
      'Issue and comment times come from a clock that starts at 2026-01-01 and ticks a minute per write, so that ' +
      'creation order is unambiguous; commits and releases carry the dates a test gives them.',
  },
  {
    name: 'one token, every permission',
    why:
      'Any token may write anything (except what a test forbids with a fault); GitHub checks scopes and ' +
      'permissions, which the action reads from the 403 it would get.',
  },
];
