// Which operations of GitHub's REST description the project holds the double
// to, and where that pinned part of the description lives.
import type pinned from '../fixtures/github-rest-description.json';
import type { GitHubContract } from './extract.js';

type PinnedContract = typeof pinned;

/** An operation of the pinned description, by its operationId ("issues/create"). */
export type OperationId = keyof PinnedContract['operations'];

/** Where the operations the double is held to are kept, from the repository's root (`npm run github-description` writes it). */
export const CONTRACT_PATH = '__tests__/fixtures/github-rest-description.json';

/**
 * Operations extracted before any route of the double serves them: the search
 * and pull request reads of the work in flight (issue 20). Once the double
 * routes one, its entry here can go; it stays extracted either way.
 */
export const AWAITED_OPERATIONS = ['pulls/list', 'git/get-tree'] as const;

export type { GitHubContract };
