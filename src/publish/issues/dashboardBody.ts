// The body of a branch's dashboard issue: a checklist of findings, most severe
// first, that keeps a maintainer's ticks and stays under GitHub's size limit.
import type { FamilyTraits } from '../../domain/family.js';
import { findingKey } from '../../domain/findingKey.js';
import type { Finding, Severity } from '../../domain/types.js';
import { codeSpan } from '../../report/markdownText.js';
import { SEVERITY_ORDER as ORDER } from '../../report/wording.js';
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
} from './markers.js';

/** GitHub rejects issue bodies over 65,536 characters; the margin leaves room for mention markers. */
export const BODY_BUDGET = 60_000;
const SUMMARY_BUDGET = 15_000;
const LINE_BUDGET = 1_500;

export interface DashboardBodyInput {
  /** The family audited: the heading names it. */
  family: FamilyTraits;
  branch: string;
  /** Short per-branch summary from the caller, Markdown; may be empty. */
  summaryMarkdown: string;
  findings: readonly Finding[];
  /** The issue's current body: its ticks and mention markers carry over. */
  previousBody?: string;
  /** Event keys already mentioned (the planner adds these too; listing them here is harmless). */
  mentions?: readonly string[];
  /** Link to the run's job summary, where the full list lives when this one is cut. */
  runUrl?: string;
  /** Marker of the issue; the branch's dashboard marker by default. */
  marker?: string;
}

const HEADINGS: Record<Severity, string> = { error: 'Errors', warning: 'Warnings', notice: 'Notices' };

// The checkbox keys are the findings' identities (domain/findingKey.ts); re-exported for the checklists.
export { findingKey };

/** Keys for a list, made unique when two findings share rule and subject. */
function uniqueKeys(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const key = findingKey(f);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}~${n}`;
  });
}

/**
 * A finding message on one line that cannot ping anyone or open HTML: `@` gets a
 * zero-width joiner (GitHub only links `@` directly followed by a name), and a
 * `<` that could start a tag or comment is escaped. Code spans in it still render.
 */
export function inertMessage(message: string): string {
  return message
    .replace(/[\r\n\u2028\u2029]+/g, ' ')
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
    .replace(/@/g, '@\u200d')
    .replace(/<(?=[A-Za-z!/?])/g, '&lt;')
    .trim();
}

function clip(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

function checkboxLine(finding: Finding, key: string): string {
  const parts = [codeSpan(finding.rule)];
  if (finding.attr) parts.push(codeSpan(finding.attr));
  let text = `${parts.join(' ')}: ${inertMessage(finding.message)}`;
  if (finding.file) text += ` (${codeSpan(finding.line ? `${finding.file}:${finding.line}` : finding.file)})`;
  return `- [ ] ${clip(text, LINE_BUDGET)} ${keyComment(key)}`;
}

function bySeverity(findings: readonly Finding[]): Finding[] {
  // Stable sort: the caller's order holds within a severity.
  return [...findings].sort((a, b) => ORDER.indexOf(a.severity) - ORDER.indexOf(b.severity));
}

function cutLine(count: number, runUrl?: string): string {
  const what = `… and ${count} more finding${count === 1 ? '' : 's'}`;
  return runUrl
    ? `${what}, see the run's job summary: ${runUrl} ${RUN_LINK_TAG}`
    : `${what}, see the run's job summary.`;
}

export function renderDashboardBody(input: DashboardBodyInput): string {
  const marker = input.marker ?? dashboardMarker(input.branch);
  const summary = summarizeFindings(input.findings);
  const mentions = new Set([...(input.mentions ?? []), ...parseMentions(input.previousBody ?? '')]);
  const footer = [
    '---',
    '<sub>Kept by k3s-release-guard: edited in place on every run, closed when the branch is clean. Ticks stay while their finding does.</sub>',
    '',
    markerFooter(marker, mentions),
  ].join('\n');

  const name = input.family.name;
  const head: string[] = [`## ${name} on ${codeSpan(input.branch)}`, ''];
  const summaryText = stripMarkerLines(input.summaryMarkdown).trim();
  if (summaryText) head.push(clip(summaryText, SUMMARY_BUDGET), '');
  if (summary.total === 0) {
    head.push(`No findings: every ${name} check passes on ${codeSpan(input.branch)}.`, '');
  } else {
    head.push(`**${countsText(summary)}.**`, '');
  }

  // Fill severity groups in order until the budget (kept for the cut line and footer) runs out.
  const sorted = bySeverity(input.findings);
  const keys = uniqueKeys(sorted);
  const reserve = footer.length + cutLine(sorted.length, input.runUrl).length + 8;
  let used = head.join('\n').length + reserve;
  const list: string[] = [];
  let shown = 0;
  let group: Severity | undefined;
  for (const [i, finding] of sorted.entries()) {
    const lines: string[] = [];
    if (finding.severity !== group) lines.push(...(list.length ? [''] : []), `### ${HEADINGS[finding.severity]}`, '');
    lines.push(checkboxLine(finding, keys[i]));
    const cost = lines.join('\n').length + 1;
    if (used + cost > BODY_BUDGET) break;
    list.push(...lines);
    used += cost;
    group = finding.severity;
    shown += 1;
  }

  const parts = [...head];
  if (list.length) parts.push(...list, '');
  if (shown < sorted.length) parts.push(cutLine(sorted.length - shown, input.runUrl), '');
  parts.push(footer);
  const body = parts.join('\n');
  return input.previousBody ? applyTicks(body, parseTicks(input.previousBody)) : body;
}
