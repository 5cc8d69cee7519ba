// The CLI report: compact, aligned columns, each fix said once (why under it,
// a short line per finding), lines wrapped to the terminal, colour only when asked for.
import type { BranchAudit, Finding, Severity, WorkItem } from '../domain/types.js';
import type { FamilyTraits } from '../domain/family.js';
import type { BackportLabel } from '../evaluate/backportLabels.js';
import type { PullRequestComparison } from '../evaluate/prComparison.js';
import type { AuditReport } from '../domain/audit.js';
import { dayText } from './dayText.js';
import { lineText, NAME_LIMIT, PROSE_LIMIT } from './inertText.js';
import { findingWhy } from './itemWhy.js';
import { itemPullRequestLines, pullRequestTerminalLines } from './pullRequestLines.js';
import { minorRows, type MinorRow, type MinorStatus } from './minorRows.js';
import { countsText, summarizeFindings } from './summary.js';
import { upcomingDates } from './upcomingDates.js';
import { PHASE_TEXT } from './wording.js';
import { wrapLine } from './wrapLine.js';

export interface TerminalOptions {
  color: boolean;
  /** Columns to wrap prose at, with a hanging indent; absent: lines are not wrapped. Table rows never are. */
  width?: number;
}

/** One family's part of a run, as the CLI prints it. */
export interface TerminalPart {
  report: AuditReport;
  /** A pull request check's comparison with its base branch: its verdict opens the part. */
  pullRequest?: PullRequestComparison;
  /** The backport labels that pull request will need once merged: notices after its verdict. */
  backportLabels?: readonly BackportLabel[];
}

const SEVERITY_COLOR: Record<Severity, string> = { error: '31', warning: '33', notice: '36' };
const STATUS_TEXT: Record<MinorStatus, string> = {
  'up-to-date': 'up to date',
  behind: 'behind',
  eol: 'EOL',
  unknown: 'no upstream release',
  unreadable: 'unreadable',
};
/** Where an item's fix starts ("  warning  "): its wrapped lines and the lines under it line up there. */
const ITEM_INDENT = 11;
const UNDER_INDENT = ITEM_INDENT + 2;
/** Where an upcoming date's events start ("  2027-02-28  "). */
const DATE_INDENT = 14;

interface Style {
  paint: (code: string, text: string) => string;
  wrap: (line: string, indent: number) => string[];
}

function styleOf(options: TerminalOptions): Style {
  return {
    paint: (code, text) => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text),
    wrap: (line, indent) => (options.width === undefined ? [line] : wrapLine(line, options.width, indent)),
  };
}

/** One family's report, whole: its branches, upcoming dates and verdict. */
export function renderTerminal(report: AuditReport, options: TerminalOptions): string {
  return renderTerminalRun([{ report }], options);
}

/**
 * A run of one or more families: each family's branches (under the family's
 * name when there are several), then the upcoming dates of all of them, the
 * verdict of the run and `next`, the step that matters after reading it.
 */
export function renderTerminalRun(parts: readonly TerminalPart[], options: TerminalOptions, next?: string): string {
  const style = styleOf(options);
  const named = parts.length > 1;
  const out: string[] = [];
  for (const { report, pullRequest, backportLabels } of parts) {
    if (pullRequest)
      out.push(
        ...verdictLines(pullRequest, report.audits[0].branch.name, report.family, style, named, backportLabels),
        '',
      );
    for (const audit of report.audits)
      out.push(...branchLines(report, audit, style, named ? report.family.name : undefined), '');
  }
  const reports = parts.map((part) => part.report);
  const upcoming = upcomingLines(reports);
  if (upcoming.length > 0)
    out.push(style.paint('1', 'Upcoming dates'), ...upcoming.flatMap((line) => style.wrap(line, DATE_INDENT)), '');
  out.push(...style.wrap(runVerdict(reports, style), 0));
  if (next) out.push(...style.wrap(next, 0));
  return out.join('\n') + '\n';
}

/** "2 branches audited: 4 errors, 5 warnings"; with several families, for which. */
function runVerdict(reports: readonly AuditReport[], style: Style): string {
  const audits = reports.flatMap((report) => report.audits);
  const overall = summarizeFindings(audits.flatMap((audit) => audit.findings));
  const branches = new Set(audits.map((audit) => audit.branch.name)).size;
  const families = reports.length > 1 ? ` for ${reports.map((r) => r.family.name).join(' and ')}` : '';
  const verdict = overall.status === 'clean' ? style.paint('32', 'clean') : countsText(overall);
  const notes = overall.status === 'clean' && overall.notices > 0 ? ` (${countsText(overall)})` : '';
  return `${branches} branch${branches === 1 ? '' : 'es'} audited${families}: ${verdict}${notes}`;
}

/** The upcoming NixOS dates, soonest first, the events of one day on one line. */
function upcomingLines(reports: readonly AuditReport[]): string[] {
  const byDay = new Map<string, string[]>();
  // The end of life of each packaged minor is in its row of the table: the NixOS dates only.
  for (const date of reports.flatMap((report) => upcomingDates(report, { eols: 0, nixos: 4 }))) {
    const label = `${lineText(date.label, NAME_LIMIT)}${date.estimated ? ' (estimated)' : ''}`;
    const day = dayText(date.date);
    const labels = byDay.get(day) ?? [];
    if (!labels.includes(label)) labels.push(label);
    byDay.set(day, labels);
  }
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, labels]) => `  ${day}  ${labels.join('; ')}`);
}

function branchLines(report: AuditReport, audit: BranchAudit, style: Style, familyName?: string): string[] {
  const summary = summarizeFindings(audit.findings);
  const verdict = summary.status === 'clean' ? style.paint('32', 'clean') : countsText(summary);
  const notes = summary.status === 'clean' && summary.notices > 0 ? ` (${countsText(summary)})` : '';
  const title = branchTitle(audit, familyName);
  const lines = style.wrap(`${style.paint('1', title)}: ${verdict}${notes}`, 2);

  const rows = minorRows(audit.packaged, report.upstream, report.now);
  if (rows.length === 0) lines.push(`  no ${report.family.name} attribute found`);
  // No column of upstream's latest: a finding that asks for it says it (patch-behind's why), else the row does.
  else {
    const asked = (row: MinorRow): boolean =>
      audit.findings.some((f) => f.minor === row.minor && f.expected === row.latest?.version.text);
    lines.push(
      ...alignedTable(
        ['ATTRIBUTE', 'VERSION', 'EOL', 'STATUS'],
        rows.map((row) => rowCells(row, asked(row))),
      ),
    );
  }

  for (const item of audit.workItems) lines.push(...itemLines(item, style));
  lines.push(
    ...pullRequestTerminalLines(audit.pullRequests, audit.branch.name, report.family.name).flatMap((line) =>
      style.wrap(line, 4),
    ),
  );
  return lines;
}

function branchTitle(audit: BranchAudit, familyName?: string): string {
  const parts = [...(familyName ? [familyName] : []), lineText(audit.branch.name, NAME_LIMIT)];
  if (audit.branch.kind === 'unstable') parts.push('unstable');
  else parts.push(audit.phase ? `stable, ${PHASE_TEXT[audit.phase]}` : 'stable');
  const release = audit.release?.name ?? audit.branch.release;
  if (release) parts.push(`${audit.branch.kind === 'unstable' ? 'next ' : ''}NixOS ${lineText(release, NAME_LIMIT)}`);
  return parts.join(' · ');
}

/** A row; a minor behind upstream names the latest unless a finding under it does (`latestSaid`). */
function rowCells(row: MinorRow, latestSaid: boolean): string[] {
  const eol = row.eol ? `${dayText(row.eol.date)}${row.eol.estimated ? ' (estimated)' : ''}` : '-';
  const behind = row.status === 'behind' && row.latest && !latestSaid ? [`latest ${row.latest.version.text}`] : [];
  const status = [
    STATUS_TEXT[row.status],
    ...behind,
    ...(row.isDefault ? ['default'] : []),
    ...row.channelAliases,
  ].join(', ');
  return [row.attr, row.version?.text ?? '-', eol, status].map((cell) => lineText(cell, NAME_LIMIT));
}

function alignedTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]): string =>
    '  ' + cells.map((c, i) => (i === cells.length - 1 ? c : c + ' '.repeat(widths[i] - width(c)))).join('  ');
  return [line(header), ...rows.map(line)];
}

/**
 * An item: how bad, what, the one fix; under it, the lines about the item,
 * first why each of its findings is there (the rule, its short reason, its place).
 */
function itemLines(item: WorkItem, style: Style): string[] {
  const subject = item.subject !== undefined ? `${lineText(item.subject, NAME_LIMIT)}: ` : '';
  const head = `  ${severityTag(item.severity, style, 7)}  ${subject}${lineText(item.fix, PROSE_LIMIT)}`;
  // Who answers the item (in review, a backport owed) comes before why it is there.
  const answers = itemPullRequestLines(item, 'terminal').map((line) => ' '.repeat(ITEM_INDENT) + line);
  const said = new Set<string>();
  const under = item.findings.map((finding) => ' '.repeat(ITEM_INDENT) + whyLine(item, finding, said, style));
  return [
    ...style.wrap(head, ITEM_INDENT),
    ...[...answers, ...under].flatMap((line) => style.wrap(line, UNDER_INDENT)),
  ];
}

/**
 * "patch-behind: 1.35.10+k3s1 → 1.35.12+k3s1, released 2026-11-25 (versions.nix:2)": the
 * severity only when it is not the item's; a place said once an item, by its
 * file's name alone when the item's fix names the whole path.
 */
function whyLine(item: WorkItem, finding: Finding, said: Set<string>, style: Style): string {
  const severity = finding.severity === item.severity ? '' : `${severityTag(finding.severity, style)} `;
  const why = findingWhy(item, finding);
  const place = placeOf(finding);
  let where = '';
  if (place && !said.has(place)) {
    said.add(place);
    const named = finding.file !== undefined && item.fix.includes(finding.file);
    const short = named ? place.slice(finding.file!.lastIndexOf('/') + 1) : place;
    // A file the fix names, without a line, is said already.
    if (!(named && finding.line === undefined)) where = ` (${lineText(short, NAME_LIMIT)})`;
  }
  return `${severity}${finding.rule}${why ? `: ${lineText(why, PROSE_LIMIT)}` : ''}${where}`;
}

function placeOf(finding: Finding): string | undefined {
  if (finding.file === undefined) return undefined;
  return `${finding.file}${finding.line !== undefined ? `:${finding.line}` : ''}`;
}

function severityTag(severity: Severity, style: Style, pad = 0): string {
  return style.paint(SEVERITY_COLOR[severity], severity.padEnd(pad));
}

/** A finding on its own, with no item above it to word its fix: its whole message and its place. */
function findingText(finding: Finding): string {
  const place = placeOf(finding);
  const where = place ? lineText(` (${place})`, NAME_LIMIT) : '';
  return `${finding.rule}: ${lineText(finding.message, PROSE_LIMIT)}${where}`;
}

function width(text: string): number {
  return [...text].length;
}

/** A pull request check's verdict, before the report: what the pull request adds (what fails it), fixes and leaves. */
function verdictLines(
  split: PullRequestComparison,
  baseBranch: string,
  family: FamilyTraits,
  style: Style,
  named: boolean,
  backportLabels: readonly BackportLabel[] = [],
): string[] {
  const base = lineText(baseBranch, NAME_LIMIT);
  const added = summarizeFindings(split.introduced.findings);
  const adds = added.total > 0 ? `adds ${countsText(added)}` : style.paint('32', `adds no ${family.name} finding`);
  const title = `${named ? `${family.name} · ` : ''}Pull request against ${base}`;
  const lines = style.wrap(
    `${style.paint('1', title)}: ${adds}; fixes ${split.fixed.findings.length}; leaves ${split.preExisting.findings.length} that ${base} already has`,
    2,
  );
  const section = (title: string, findings: readonly Finding[]): void => {
    if (findings.length === 0) return;
    lines.push(`${title}:`);
    for (const finding of findings)
      lines.push(...style.wrap(`  ${severityTag(finding.severity, style, 7)}  ${findingText(finding)}`, ITEM_INDENT));
  };
  section('Introduced by this pull request', split.introduced.findings);
  section('Fixed by this pull request', split.fixed.findings);
  for (const needed of backportLabels)
    lines.push(
      ...style.wrap(
        `  ${severityTag('notice', style, 7)}  changes ${family.name} ${needed.minors.join(', ')}, which ${lineText(needed.branch, NAME_LIMIT)} also packages: once merged, it will need the label "${lineText(needed.label, NAME_LIMIT)}"`,
        ITEM_INDENT,
      ),
    );
  return lines;
}
