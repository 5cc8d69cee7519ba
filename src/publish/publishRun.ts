// Publishing for one run: the issues the run's work asks for, handed to the
// publisher, and the summary section that says what became of them.
import type { RunLog } from '../domain/runLog.js';
import { inertProse, linkDestination } from '../report/inertText.js';
import type { FamilyReport } from '../report/model.js';
import { desiredIssues, type IssueOptions, type IssueWork } from './issues/desiredIssues.js';
import type { IssueSyncResult } from './issues/syncIssue.js';
import type { IssuePublisher, Published } from './publisher.js';

export type { Published };

export function issuesSection(results: readonly IssueSyncResult[], dryRun: boolean): string {
  const lines = results.flatMap((r) =>
    r.actions.map((a) => `- ${a.url ? `[${inertProse(a.text)}](${linkDestination(a.url)})` : inertProse(a.text)}`),
  );
  const warnings = results.flatMap((r) => r.warnings.map((w) => `- **warning:** ${inertProse(w)}`));
  const heading = dryRun ? '## Issues (dry run: nothing was written)' : '## Issues';
  const list = [...lines, ...warnings];
  return `${heading}\n\n${list.length > 0 ? list.join('\n') : 'No issue needed a change.'}\n`;
}

/** One family's part of a run's issues: its report (as every output shows it) and its own team and labels. */
export interface FamilyIssues {
  model: FamilyReport;
  options: IssueOptions;
}

/** Every family's issues, handed to the publisher at once: the action's own issues are listed once a run. */
export async function publishRun(
  families: readonly FamilyIssues[],
  work: IssueWork,
  publisher: IssuePublisher,
  log: RunLog,
): Promise<Published> {
  const desired = families.flatMap(({ model, options }) => desiredIssues(model, work, options));
  if (desired.length === 0) return { results: [] };
  return log.group(publisher.dryRun ? 'Issues (dry run)' : 'Issues', () => publisher.publish(desired, log));
}
