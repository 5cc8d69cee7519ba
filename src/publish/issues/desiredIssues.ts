// The issues a run wants to exist for one family, in order: the dashboards (the
// checkout's branch first), then the release-event checklists the mode asks for
// and the family's policy has, then (in the runs that keep the dashboards) the
// ended ones to close.
import type { FamilyProfile } from '../../domain/family.js';
import type { NixosRelease } from '../../domain/types.js';
import { renderBranchOverview } from '../../report/markdown.js';
import type { FamilyReport } from '../../report/model.js';
import { pullRequestSection } from '../../report/pullRequestLines.js';
import { timelineMarkdown } from '../../report/timeline.js';
import { branchOffChecklist } from './checklists/branchOff.js';
import { featureFreezeChecklist } from './checklists/featureFreeze.js';
import { dashboardIssue } from './dashboardIssue.js';
import { endedIssues } from './endedIssues.js';
import type { DesiredIssue } from './syncIssue.js';

/** Which issues a run keeps: the pipeline's choice of work, as publishing needs it. */
export interface IssueWork {
  /** One dashboard issue per audited branch. */
  dashboards: boolean;
  featureFreeze?: NixosRelease;
  branchOff?: NixosRelease;
  /** The trim list of this release, one issue for every family (evaluate/trimList.ts). */
  trimList?: NixosRelease;
  /** Close the issues whose event has passed or whose branch is retired. */
  closeEnded?: boolean;
}

export interface IssueOptions {
  team: string;
  labels: readonly string[];
  runUrl?: string;
}

/**
 * The checklists a family has in a run: those the work names, for the release
 * events its policy has (rke2's and the catalogue's have none).
 */
export function dueChecklists(
  work: Pick<IssueWork, 'featureFreeze' | 'branchOff'>,
  family: Pick<FamilyProfile, 'policy'>,
): Pick<IssueWork, 'featureFreeze' | 'branchOff'> {
  const events = family.policy.releaseEvents ?? [];
  return {
    ...(work.featureFreeze && events.includes('feature-freeze') ? { featureFreeze: work.featureFreeze } : {}),
    ...(work.branchOff && events.includes('branch-off') ? { branchOff: work.branchOff } : {}),
  };
}

export function desiredIssues(model: FamilyReport, work: IssueWork, options: IssueOptions): DesiredIssue[] {
  const { audit: report } = model;
  const issues: DesiredIssue[] = [];
  if (work.dashboards) {
    for (const branch of model.branches) {
      const { links } = branch;
      const pulls = pullRequestSection(branch.pullRequests, branch.branch.name, model.family.name);
      issues.push(
        dashboardIssue({
          family: model.family,
          branch: branch.branch.name,
          items: branch.items,
          summaryMarkdown: renderBranchOverview(model.family, branch),
          ...(links ? { links } : {}),
          ...(pulls ? { pullRequestsMarkdown: pulls } : {}),
          timelineMarkdown: timelineMarkdown(report, branch.chart),
          labels: options.labels,
          now: report.now,
          ...(options.runUrl ? { runUrl: options.runUrl } : {}),
        }),
      );
    }
  }
  const checklistOptions = {
    team: options.team,
    labels: [...options.labels],
    ...(options.runUrl ? { runUrl: options.runUrl } : {}),
  };
  const due = dueChecklists(work, report.family);
  if (due.featureFreeze) issues.push(featureFreezeChecklist(report, due.featureFreeze, checklistOptions));
  if (due.branchOff) issues.push(branchOffChecklist(report, due.branchOff, checklistOptions));
  if (work.closeEnded) {
    const kept = new Set(issues.map((issue) => issue.marker));
    const ended = endedIssues({
      family: report.family,
      calendar: report.calendar,
      now: report.now,
      labels: options.labels,
    });
    issues.push(...ended.filter((issue) => !kept.has(issue.marker)));
  }
  return issues;
}
