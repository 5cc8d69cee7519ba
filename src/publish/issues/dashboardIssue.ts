// What a branch's dashboard issue should look like, from the branch's work items.
import type { FamilyProfile } from '../../domain/family.js';
import { findingsOf } from '../../evaluate/workItems.js';
import { dayText } from '../../report/dayText.js';
import type { ReportItem } from '../../report/model.js';
import type { SourceLinks } from '../../report/sourceLinks.js';
import { summarizeFindings } from '../../report/summary.js';
import { renderDashboardBody } from './dashboardBody.js';
import { dashboardMarker } from './markers.js';
import type { DesiredIssue, MentionRequest } from './syncIssue.js';

export interface DashboardIssueInput {
  /** The family audited: the title and body name it. */
  family: FamilyProfile;
  branch: string;
  /** The branch's work items as the report shows them, each finding in one of them. */
  items: readonly ReportItem[];
  summaryMarkdown?: string;
  /** Links to the branch's files at the audited commit. */
  links?: SourceLinks;
  /** The branch's pull requests in flight, Markdown. */
  pullRequestsMarkdown?: string;
  /** The branch's timeline, Markdown. */
  timelineMarkdown?: string;
  labels: readonly string[];
  /** Used only in the closing comment: the body carries no date, so a quiet day writes nothing. */
  now: Date;
  runUrl?: string;
  mention?: MentionRequest;
}

/** Stable: the counts are in the body, so a changed count never renames the issue (and the title finds it again). */
export function dashboardTitle(family: FamilyProfile, branch: string): string {
  return `${family.name} release guard: ${branch}`;
}

export function closeReason(family: FamilyProfile, branch: string, now: Date): string {
  return `All ${family.name} findings on ${branch} are resolved as of ${dayText(now)}; closing. This issue reopens if a finding returns.`;
}

/**
 * The desired dashboard issue. Clean means no error and no warning: notices
 * (a pinned minor, a retired branch) are listed but do not keep the issue open.
 */
export function dashboardIssue(input: DashboardIssueInput): DesiredIssue {
  return {
    marker: dashboardMarker(input.branch, input.family),
    title: dashboardTitle(input.family, input.branch),
    body: renderDashboardBody({
      family: input.family,
      branch: input.branch,
      summaryMarkdown: input.summaryMarkdown ?? '',
      items: input.items,
      ...(input.links ? { links: input.links } : {}),
      ...(input.pullRequestsMarkdown ? { pullRequestsMarkdown: input.pullRequestsMarkdown } : {}),
      ...(input.timelineMarkdown ? { timelineMarkdown: input.timelineMarkdown } : {}),
      ...(input.runUrl ? { runUrl: input.runUrl } : {}),
    }),
    clean: summarizeFindings(findingsOf(input.items.map(({ item }) => item))).status === 'clean',
    labels: input.labels,
    ...(input.mention ? { mention: input.mention } : {}),
    closeReason: closeReason(input.family, input.branch, input.now),
  };
}
