// A work item of the report model (model.ts) in Markdown, as the job summary,
// the dashboards and the checklists show it: a head line (how bad, what, the one fix) and under it
// why, one short line per finding, most severe first, each with its place in the tree.
import type { DatedFact, NixosRelease, Severity, WorkItem } from '../domain/types.js';
import { dayText } from './dayText.js';
import { codeSpan, inertProse } from './inertText.js';
import type { ReportItem, WhyLine } from './model.js';
import { itemPullRequestLines } from './pullRequestLines.js';
import { placeText, type SourceLinks } from './sourceLinks.js';

export const SEVERITY_ICON: Record<Severity, string> = { error: '❌', warning: '⚠️', notice: 'ℹ️' };

/** Findings listed under one item at most; the rest are counted. */
export const FINDINGS_PER_ITEM = 20;

/** "❌ **`k3s_1_34`**: Remove k3s_1_34 ...": the item in one line. */
export function itemHeadline(item: WorkItem): string {
  const subject = item.subject !== undefined ? `**${codeSpan(item.subject)}**: ` : '';
  return `${SEVERITY_ICON[item.severity]} ${subject}${inertProse(item.fix)}`;
}

/**
 * "`patch-behind`: 1.35.10+k3s1 -> 1.35.12+k3s1, released 2026-11-25 · [`file:line`](link)":
 * why one finding puts its item there; its icon where it is less severe than its item.
 */
export function whyText(why: WhyLine, links?: SourceLinks): string {
  const icon = why.severity ? `${SEVERITY_ICON[why.severity]} ` : '';
  const place = placeText(why, links);
  return `${icon}${codeSpan(why.rule)}${why.text ? `: ${inertProse(why.text)}` : ''}${place ? ` · ${place}` : ''}`;
}

/**
 * The item's sub-bullets indented by `indent` spaces: the pull requests that
 * answer it first (in review, a backport owed), then why each finding is
 * there, capped at FINDINGS_PER_ITEM.
 */
export function itemFindingLines({ item, why }: ReportItem, indent: number, links?: SourceLinks): string[] {
  const pad = ' '.repeat(indent);
  const shown = why.slice(0, FINDINGS_PER_ITEM);
  const lines = [
    ...itemPullRequestLines(item, 'markdown').map((line) => `${pad}- ${line}`),
    ...shown.map((line) => `${pad}- ${whyText(line, links)}`),
  ];
  const left = why.length - shown.length;
  if (left > 0) lines.push(`${pad}- … and ${left} more finding${left === 1 ? '' : 's'} of this item`);
  return lines;
}

function factText(fact: DatedFact): string {
  return `${dayText(fact.date)}${fact.estimated ? ' (estimated)' : ''}`;
}

/** "NixOS 26.05: feature freeze 2026-04-20 · branch-off ... · release ... · end of support ...". */
export function releaseDatesText(release: NixosRelease): string {
  const events: [string, DatedFact][] = [
    ['feature freeze', release.featureFreeze],
    ['branch-off', release.branchOff],
    ['release', release.release],
    ['end of support', release.endOfSupport],
  ];
  // A branch-off that has happened on a day no source gives is said as such.
  const eventText = ([what, fact]: [string, DatedFact]): string =>
    fact.undated ? 'branched off' : `${what} ${factText(fact)}`;
  return `**NixOS ${inertProse(release.name)}:** ${events.map(eventText).join(' · ')}`;
}
