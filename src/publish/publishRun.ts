// Publishing for one run: the issues the run's work asks for, handed to the
// publisher, and the summary section that says what became of them.
import type { RunLog } from '../domain/runLog.js';
import { inertProse, linkDestination } from '../report/inertText.js';
import type { FamilyReport } from '../report/model.js';
import { desiredIssues, type IssueOptions, type IssueWork } from './issues/desiredIssues.js';
import type { TrimList } from '../domain/trimList.js';
import { endedTrimLists } from './issues/endedIssues.js';
import type { DesiredIssue, IssueSyncResult } from './issues/syncIssue.js';
import type { ItemChange } from '../domain/itemChange.js';
import { trimChangeKey, trimListIssue } from './issues/trimListIssue.js';
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

/**
 * The issues every family shares: the trim list the work asks for (evaluate
 * made it), and in the runs that close what has ended, the trim lists of the
 * releases that are out.
 */
export function sharedIssues(
  families: readonly FamilyIssues[],
  work: IssueWork,
  trim: TrimList | undefined,
): DesiredIssue[] {
  const [first] = families;
  if (!first) return [];
  const issues: DesiredIssue[] = [];
  if (trim) {
    const teams = new Map(families.map(({ model, options }) => [model.family.id, options.team]));
    // An item of the list shows the change its dashboard item shows.
    const changes = new Map<string, ItemChange>();
    for (const { model } of families)
      for (const branch of model.branches)
        for (const { item, change } of branch.items) {
          const key = trimChangeKey(model.family.id, branch.branch.name, item);
          if (change && !changes.has(key)) changes.set(key, change);
        }
    issues.push(
      trimListIssue(trim, {
        teams,
        changes,
        now: first.model.now,
        ...(first.options.runUrl ? { runUrl: first.options.runUrl } : {}),
      }),
    );
  }
  if (work.closeEnded) {
    const kept = new Set(issues.map((issue) => issue.marker));
    issues.push(...endedTrimLists(first.model.audit.calendar, first.model.now).filter((i) => !kept.has(i.marker)));
  }
  return issues;
}

/** Every family's issues, then those they share, handed to the publisher at once: the action's own issues are listed once a run. */
export async function publishRun(
  families: readonly FamilyIssues[],
  work: IssueWork,
  publisher: IssuePublisher,
  log: RunLog,
  trim?: TrimList,
): Promise<Published> {
  const desired = [
    ...families.flatMap(({ model, options }) => desiredIssues(model, work, options)),
    ...sharedIssues(families, work, trim),
  ];
  if (desired.length === 0) return { results: [] };
  return log.group(publisher.dryRun ? 'Issues (dry run)' : 'Issues', () => publisher.publish(desired, log));
}
