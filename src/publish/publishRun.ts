// Publishing for one run: the issues the run wants, written one at a time,
// with a read-only token reported instead of crashing the run.
import * as core from '@actions/core';
import type { AuditReport } from '../domain/types.js';
import type { GitHubClient } from '../github/client.js';
import type { Inputs } from '../action/inputs.js';
import type { Work } from '../pipeline/chooseWork.js';
import { desiredIssues } from './issues/desiredIssues.js';
import { createIssueStore, type IssueStore } from './issues/issueStore.js';
import { publishIssues } from './issues/publishIssues.js';
import type { IssueSyncResult } from './issues/syncIssue.js';

export function issuesSection(results: readonly IssueSyncResult[], dryRun: boolean): string {
  const lines = results.flatMap((r) => r.actions.map((a) => `- ${a.url ? `[${a.text}](${a.url})` : a.text}`));
  const heading = dryRun ? '## Issues (dry run: nothing was written)' : '## Issues';
  return `${heading}\n\n${lines.length > 0 ? lines.join('\n') : 'No issue needed a change.'}\n`;
}

/** What publishing did: the synced issues, or why the token could not write them. */
export interface Published {
  results: IssueSyncResult[];
  /** Set when GitHub refused the writes for want of permission (a read-only token, e.g. on a fork's pull request). */
  refused?: string;
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
      create: counted(store.create),
      update: counted(store.update),
      comment: counted(store.comment),
      createLabel: counted(store.createLabel),
      addLabels: counted(store.addLabels)
    },
    writes: () => writes
  };
}

/** `repository` is where the workflow runs, "owner/name": the issues live there. */
export async function publish(report: AuditReport, work: Work, inputs: Inputs, client: GitHubClient, repository: string | undefined): Promise<Published> {
  const desired = desiredIssues(report, work, { team: inputs.team, labels: inputs.labels, runUrl: report.runUrl });
  if (desired.length === 0) return { results: [] };
  if (!repository || !repository.includes('/')) {
    core.warning('GITHUB_REPOSITORY is not set: no issue can be kept outside a workflow run.');
    return { results: [] };
  }
  const [owner, repo] = repository.split('/') as [string, string];
  return core.group(inputs.dryRun ? 'Issues (dry run)' : 'Issues', async () => {
    const counting = countingWrites(createIssueStore(client, { owner, repo }));
    try {
      const results = await publishIssues(counting.store, desired, { dryRun: inputs.dryRun, labels: inputs.labels });
      for (const action of results.flatMap((r) => r.actions)) core.info(action.url ? `${action.text}: ${action.url}` : action.text);
      if (results.every((r) => r.actions.length === 0)) core.info('Every issue is up to date; nothing written.');
      return { results };
    } catch (error) {
      // A read-only token (pull_request from a fork, or no `issues: write`) is a setup to report, not a crash:
      // the findings still reach the annotations and the job summary, and fail-on still decides.
      if (!isPermissionDenied(error)) throw error;
      const written = counting.writes();
      const refused =
        `The issues could not be written: the token lacks \`issues: write\` (GitHub answered 403 "Resource not accessible"). ` +
        (written === 0 ? 'No issue was changed. ' : `${written} write(s) went through before; the next run with the permission completes them. `) +
        'Give the workflow `permissions: issues: write`, or use `mode: pr-check` where the token is read-only.';
      core.warning(refused);
      return { results: [], refused };
    }
  });
}

