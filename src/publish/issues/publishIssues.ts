// Brings every issue a run wants (dashboards, checklists) in line, listing the
// labelled issues once for all of them and writing one request at a time.
import type { IssueStore } from './issueStore.js';
import { applyIssuePlan, planIssueSync, type DesiredIssue, type IssueSyncResult } from './syncIssue.js';

export interface PublishOptions {
  dryRun: boolean;
  labels: readonly string[];
}

export async function publishIssues(
  store: IssueStore,
  desired: readonly DesiredIssue[],
  options: PublishOptions,
): Promise<IssueSyncResult[]> {
  if (desired.length === 0) return [];
  const existing = await store.list({ labels: options.labels });
  const results: IssueSyncResult[] = [];
  const knownLabels = new Set<string>();
  for (const issue of desired) {
    results.push(await applyIssuePlan(store, planIssueSync(existing, issue), { dryRun: options.dryRun, knownLabels }));
  }
  return results;
}
