// Where a run's desired issues go. The pipeline hands them to one publisher
// and renders what it reports back; GitHub's issues are the one target today.
import type { OptionWords } from '../domain/optionWords.js';
import type { RunLog } from '../domain/runLog.js';
import type { GitHubClient } from '../github/client.js';
import { resolveIdentity } from './issues/identity.js';
import { createIssueStore, type IssueStore, type RepositoryRef } from './issues/issueStore.js';
import type { MentionRecord } from './issues/mentionRecord.js';
import { publishIssues } from './issues/publishIssues.js';
import type { DesiredIssue, IssueSyncResult } from './issues/syncIssue.js';

/** What publishing did: the synced issues, or why the target refused them. */
export interface Published {
  results: IssueSyncResult[];
  /** Set when GitHub refused the writes for want of permission (a read-only token, e.g. on a fork's pull request). */
  refused?: string;
}

export interface IssuePublisher {
  readonly dryRun: boolean;
  publish(desired: readonly DesiredIssue[], log: RunLog): Promise<Published>;
}

export interface GitHubPublisherOptions {
  dryRun: boolean;
  /** Input `own-issues-author`: the login whose issues are the action's own, unless the token tells its own. */
  author: string;
  /** Input `create-labels`: create a label the repository lacks, instead of opening the issue without it. */
  createLabels: boolean;
  /** Whether to ask GitHub whose the token is (not for installation tokens, which cannot tell). */
  askTokenLogin: boolean;
  /** The run's record of the mentions made, kept between runs. */
  record?: MentionRecord;
  /** How the run's front end names its options in the log; the action's inputs when absent. */
  words?: OptionWords;
}

/** The issues of one GitHub repository, written one request at a time. */
export function githubIssuePublisher(
  client: GitHubClient,
  repository: RepositoryRef,
  options: GitHubPublisherOptions,
): IssuePublisher {
  return storeIssuePublisher(createIssueStore(client, repository), options);
}

/** The issues of a store (GitHub's, or in a preview one that holds none), written one request at a time. */
export function storeIssuePublisher(store: IssueStore, options: GitHubPublisherOptions): IssuePublisher {
  return {
    dryRun: options.dryRun,
    async publish(desired, log) {
      const counting = countingWrites(store);
      try {
        const identity = await resolveIdentity(counting.store, options.author, log, {
          askToken: options.askTokenLogin,
          ...(options.words ? { words: options.words } : {}),
        });
        const results = await publishIssues(counting.store, desired, {
          dryRun: options.dryRun,
          identity,
          createLabels: options.createLabels,
          ...(options.record ? { record: options.record } : {}),
        });
        for (const action of results.flatMap((r) => r.actions))
          log.info(action.url ? `${action.text}: ${action.url}` : action.text);
        for (const warning of results.flatMap((r) => r.warnings)) log.warning(warning);
        if (results.every((r) => r.actions.length === 0)) log.info('Every issue is up to date; nothing written.');
        return { results };
      } catch (error) {
        // A read-only token (pull_request from a fork, or no `issues: write`) is a setup to report, not a crash:
        // the findings still reach the annotations and the job summary, and fail-on still decides.
        if (!isPermissionDenied(error)) throw error;
        const written = counting.writes();
        const refused =
          `The issues could not be written: the token lacks \`issues: write\` (GitHub answered 403 "Resource not accessible"). ` +
          (written === 0
            ? 'No issue was changed. '
            : `${written} write(s) went through before; the next run with the permission completes them. `) +
          'Give the workflow `permissions: issues: write`, or use `mode: pr-check` where the token is read-only.';
        log.warning(refused);
        return { results: [], refused };
      }
    },
  };
}

/** GitHub's answer to a token without the permission (not a rate limit, not a locked issue). */
function isPermissionDenied(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 403 && error instanceof Error && /Resource not accessible by/i.test(error.message);
}

/** The store, counting the writes that went through, so a refusal can say whether anything changed. */
function countingWrites(store: IssueStore): { store: IssueStore; writes: () => number } {
  let writes = 0;
  const counted =
    <A extends unknown[], R>(write: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await write(...args);
      writes += 1;
      return result;
    };
  return {
    store: {
      ...store,
      create: counted((issue) => store.create(issue)),
      update: counted((issueNumber, patch) => store.update(issueNumber, patch)),
      comment: counted((issueNumber, body) => store.comment(issueNumber, body)),
      createLabel: counted((name) => store.createLabel(name)),
    },
    writes: () => writes,
  };
}
