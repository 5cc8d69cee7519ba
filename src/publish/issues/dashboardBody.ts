// The body of a branch's dashboard issue: the branch at a glance (verdict,
// release dates, packaged minors), then one checkbox per work item in the order
// a maintainer works, each with why it is there (a short line per finding) and
// links to the lines they are about and its change ("The change", collapsed), then the timeline. It keeps a
// maintainer's ticks and stays under GitHub's size limit: the change sections shrink, then go, before an item does.
import type { FamilyProfile } from '../../domain/family.js';
import { findingsOf } from '../../evaluate/workItems.js';
import { CHANGE_DETAILS, changeSection, type ChangeDetail } from '../../report/changeMarkdown.js';
import { codeSpan } from '../../report/inertText.js';
import { itemFindingLines, itemHeadline } from '../../report/itemMarkdown.js';
import type { ReportItem } from '../../report/model.js';
import type { SourceLinks } from '../../report/sourceLinks.js';
import { countsText, summarizeFindings } from '../../report/summary.js';
import {
  applyTicks,
  dashboardMarker,
  keyComment,
  markerFooter,
  parseMentions,
  parseTicks,
  RUN_LINK_TAG,
  stripMarkerLines,
  uniqueItemKeys,
} from './markers.js';

/** GitHub rejects issue bodies over 65,536 characters; the margin leaves room for mention markers. */
export const BODY_BUDGET = 60_000;
const SUMMARY_BUDGET = 15_000;

export interface DashboardBodyInput {
  /** The family audited: the heading names it. */
  family: FamilyProfile;
  branch: string;
  /** Short per-branch overview from the caller, Markdown; may be empty. */
  summaryMarkdown: string;
  /** The branch's work items as the report shows them (report/model.ts), in the order given, each finding in one of them. */
  items: readonly ReportItem[];
  /** Where the findings' files link to: the commit the branch was read at. */
  links?: SourceLinks;
  /** The branch's pull requests in flight (Markdown, report/pullRequestLines.ts), shown under the items when the budget leaves room for it. */
  pullRequestsMarkdown?: string;
  /** The timeline (Markdown), shown under the items when the budget leaves room for all of it. */
  timelineMarkdown?: string;
  /** The current body: its ticks and mention markers carry over. */
  previousBody?: string;
  /** Event keys already mentioned (the planner adds these too; listing them here is harmless). */
  mentions?: readonly string[];
  /** Link to the run's job summary, where the full list lives when this one is cut. */
  runUrl?: string;
  /** Marker of the issue; the branch's dashboard marker by default. */
  marker?: string;
}

/** Whole lines of `markdown` up to `budget` characters: a cut never splits a code span or a table row. */
function clipLines(markdown: string, budget: number): string {
  if (markdown.length <= budget) return markdown;
  const kept: string[] = [];
  let used = 2;
  for (const line of markdown.split('\n')) {
    if (used + line.length + 1 > budget) break;
    kept.push(line);
    used += line.length + 1;
  }
  return [...kept, '', '…'].join('\n');
}

function cutLine(count: number, runUrl?: string): string {
  const what = `… and ${count} more item${count === 1 ? '' : 's'}`;
  return runUrl
    ? `${what}, see the run's job summary: ${runUrl} ${RUN_LINK_TAG}`
    : `${what}, see the run's job summary.`;
}

/**
 * An item as lines: a checkbox keyed to survive re-renders while the item
 * persists, or a plain bullet for an item of notices (they ask for nothing),
 * then its change as `detail` says. Lines with links to the audited commit
 * carry the run-link tag: the commit moves every day, and that alone is no
 * reason to edit the issue.
 */
export function itemLines(
  shown: ReportItem,
  key: string,
  links: SourceLinks | undefined,
  detail: ChangeDetail = 'lines',
): string[] {
  const { item } = shown;
  const head =
    item.severity === 'notice' ? `- ${itemHeadline(item)}` : `- [ ] ${itemHeadline(item)} ${keyComment(key)}`;
  return [
    head,
    ...itemFindingLines(shown, 2, links).map((line) => tagCommitLinks(line, links)),
    ...(shown.change ? changeSection(shown.change, 2, detail) : []),
  ];
}

/**
 * A line that links to a file at the audited commit, with the run-link tag
 * (see `itemLines`) right after its last such link: at the end of a finding's
 * line, inside the version's cell of a table row.
 */
function tagCommitLinks(line: string, links: SourceLinks | undefined): string {
  const link = links ? line.lastIndexOf(`](${links.repositoryUrl}/blob/`) : -1;
  if (link < 0) return line;
  // The link's URL is ours, percent-encoded: its first `)` closes it.
  const end = line.indexOf(')', link) + 1;
  return `${line.slice(0, end)} ${RUN_LINK_TAG}${line.slice(end)}`;
}

/** The items that fit in the budget from `used` on, in order, each with its change as `detail` says. */
function listItems(
  ordered: readonly ReportItem[],
  keys: readonly string[],
  links: SourceLinks | undefined,
  start: number,
  detail: ChangeDetail,
): { list: string[]; shown: number; used: number } {
  let used = start;
  const list: string[] = [];
  let shown = 0;
  let group: 'work' | 'notices' | undefined;
  for (const [i, item] of ordered.entries()) {
    const kind = item.item.severity === 'notice' ? 'notices' : 'work';
    const lines: string[] = [];
    if (kind !== group)
      lines.push(...(list.length ? [''] : []), kind === 'work' ? '### What to do' : '### For information', '');
    lines.push(...itemLines(item, keys[i], links, detail));
    const cost = lines.join('\n').length + 1;
    if (used + cost > BODY_BUDGET) break;
    list.push(...lines);
    used += cost;
    group = kind;
    shown += 1;
  }
  return { list, shown, used };
}

export function renderDashboardBody(input: DashboardBodyInput): string {
  const marker = input.marker ?? dashboardMarker(input.branch, input.family);
  const summary = summarizeFindings(findingsOf(input.items.map(({ item }) => item)));
  const mentions = new Set([...(input.mentions ?? []), ...parseMentions(input.previousBody ?? '')]);
  const footer = [
    '---',
    '<sub>Kept by k3s-release-guard: edited in place on every run, closed when the branch is clean. Ticks stay while their item does.</sub>',
    '',
    markerFooter(marker, mentions),
  ].join('\n');

  const name = input.family.name;
  const head: string[] = [`## ${name} on ${codeSpan(input.branch)}`, ''];
  // The overview's table links each version to its line at the audited commit.
  const summaryText = stripMarkerLines(input.summaryMarkdown)
    .split('\n')
    .map((line) => tagCommitLinks(line, input.links))
    .join('\n')
    .trim();
  // The overview opens with the branch's verdict: said once, the body adds it only without one.
  if (summaryText) head.push(clipLines(summaryText, SUMMARY_BUDGET), '');
  else if (summary.total === 0) head.push(`No findings: every ${name} check passes on ${codeSpan(input.branch)}.`, '');
  else head.push(`**${countsText(summary)}.**`, '');

  // Items that ask for work get boxes; notices follow them, for information.
  const { items } = input;
  const notice = ({ item }: ReportItem): boolean => item.severity === 'notice';
  const ordered = [...items.filter((i) => !notice(i)), ...items.filter(notice)];
  const keys = uniqueItemKeys(ordered.map(({ item }) => item));
  const reserve = footer.length + cutLine(ordered.length, input.runUrl).length + 8;
  const start = head.join('\n').length + reserve;
  // The change sections shrink first, then go: every item is shown before any change is.
  let listed = { list: [] as string[], shown: 0, used: start };
  for (const detail of CHANGE_DETAILS) {
    listed = listItems(ordered, keys, input.links, start, detail);
    if (listed.shown === ordered.length) break;
  }
  const { list, shown } = listed;
  let { used } = listed;

  const parts = [...head];
  if (list.length) parts.push(...list, '');
  if (shown < ordered.length) parts.push(cutLine(ordered.length - shown, input.runUrl), '');
  // The pull requests whole or not at all, and only once every item is shown, like the timeline after them.
  const pulls = input.pullRequestsMarkdown ? `### Pull requests\n\n${input.pullRequestsMarkdown}\n` : '';
  if (pulls && shown === ordered.length && used + pulls.length + 1 <= BODY_BUDGET) {
    parts.push(pulls);
    used += pulls.length + 1;
  }
  // The timeline whole or not at all (a cut chart would not render), and only once every item is shown.
  const timeline = input.timelineMarkdown ? `### Timeline\n\n${input.timelineMarkdown}\n` : '';
  if (timeline && shown === ordered.length && used + timeline.length + 1 <= BODY_BUDGET) parts.push(timeline);
  parts.push(footer);
  const body = parts.join('\n');
  return input.previousBody ? applyTicks(body, parseTicks(input.previousBody)) : body;
}
