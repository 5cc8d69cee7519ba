// The CLI report: compact, aligned columns, each fix said once (why under it,
// a short line per finding), lines wrapped to the terminal, colour only when
// asked for. A formatter of the report model (model.ts), as the job summary is:
// the same items, rows and verdicts, in a terminal's words.
import type { Severity } from '../domain/types.js';
import type { FamilyProfile } from '../domain/family.js';
import { dayText } from './dayText.js';
import { lineText, NAME_LIMIT, PROSE_LIMIT } from './inertText.js';
import type { BranchReport, CheckReport, FamilyReport, ReportItem, WhyLine } from './model.js';
import type { RunReport } from './runReport.js';
import { itemPullRequestLines, pullRequestTerminalLines } from './pullRequestLines.js';
import type { MinorRow, MinorStatus } from './minorRows.js';
import { foundNowhere, isQuiet, sharedNoticeText, type SharedNotice } from './sharedNotices.js';
import { listText } from '../domain/text.js';
import { countsText, type FindingsSummary } from './summary.js';
import { PHASE_TEXT } from './wording.js';
import { wrapLine } from './wrapLine.js';

export interface TerminalOptions {
  color: boolean;
  /** Columns to wrap prose at, with a hanging indent; absent: lines are not wrapped. Table rows never are. */
  width?: number;
}

const SEVERITY_COLOR: Record<Severity, string> = { error: '31', warning: '33', notice: '36' };
const STATUS_TEXT: Record<MinorStatus, string> = {
  'up-to-date': 'up to date',
  supported: 'supported',
  behind: 'behind',
  eol: 'EOL',
  unknown: 'no upstream release',
  'upstream-unknown': 'upstream unknown',
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

/**
 * A run of one or more families: each family's branches (under the family's
 * name when there are several), a pull request check's verdict before them,
 * then the upcoming dates of all of them, the verdict of the run and `next`,
 * the step that matters after reading it.
 */
export function renderTerminal(run: RunReport, options: TerminalOptions, next?: string): string {
  const style = styleOf(options);
  const named = run.families.length > 1;
  const out: string[] = [];
  // Named by a shared notice already: a family no branch has.
  const notInTree = new Set(
    run.shared.filter((n) => n.kind === 'not-in-tree').flatMap((n) => n.families.map((f) => f.id)),
  );
  const quietLines: string[] = [];
  for (const family of run.families) {
    if (named && isQuiet(family)) {
      if (!(foundNowhere(family) && notInTree.has(family.family.id))) quietLines.push(...quietLine(family, style));
      continue;
    }
    if (family.check?.compared) out.push(...verdictLines(family.check, family.family, style, named), '');
    for (const branch of family.branches)
      out.push(...branchLines(family, branch, style, named ? family.family.name : undefined), '');
  }
  if (quietLines.length > 0) out.push(...quietLines, '');
  if (run.shared.length > 0)
    out.push(
      style.paint('1', 'Notices for the run'),
      ...run.shared.flatMap((notice) => style.wrap(sharedLine(notice, style), ITEM_INDENT)),
      '',
    );
  const upcoming = upcomingLines(run.families);
  if (upcoming.length > 0)
    out.push(style.paint('1', 'Upcoming dates'), ...upcoming.flatMap((line) => style.wrap(line, DATE_INDENT)), '');
  out.push(...style.wrap(runVerdict(run, style), 0));
  if (next) out.push(...style.wrap(next, 0));
  return out.join('\n') + '\n';
}

/** "clean", "clean (1 notice)" or "4 errors, 5 warnings". */
function verdictText(counts: FindingsSummary, style: Style): string {
  if (counts.status !== 'clean') return countsText(counts);
  return `${style.paint('32', 'clean')}${counts.notices > 0 ? ` (${countsText(counts)})` : ''}`;
}

/** Families a run's last line names; more are counted. */
const NAMED_FAMILIES = 3;

/** "2 branches audited: 4 errors, 5 warnings"; with several families, for which (or how many). */
function runVerdict(run: RunReport, style: Style): string {
  const count = run.families.length;
  const families =
    count > NAMED_FAMILIES
      ? ` for ${count} families`
      : count > 1
        ? ` for ${run.families.map((f) => f.family.name).join(' and ')}`
        : '';
  return `${run.branches} branch${run.branches === 1 ? '' : 'es'} audited${families}: ${verdictText(run.counts, style)}`;
}

/** A family with nothing to do, in one line: "Node.js: clean on master (nodejs_24, nodejs_22, nodejs_20)". */
function quietLine(family: FamilyReport, style: Style): string[] {
  const branches = family.branches.map((branch) => lineText(branch.branch.name, NAME_LIMIT));
  const [head] = family.branches;
  const attrs =
    head && head.rows.length > 0 ? ` (${listText(head.rows.map((row) => lineText(row.attr, NAME_LIMIT)))})` : '';
  const where = branches.length > 0 ? ` on ${listText(branches)}` : '';
  return style.wrap(`${style.paint('1', family.family.name)}: ${style.paint('32', 'clean')}${where}${attrs}`, 2);
}

/** A notice said once for the run, naming its families. */
function sharedLine(notice: SharedNotice, style: Style): string {
  const tag = `  ${severityTag('notice', style, 7)}  `;
  return `${tag}${sharedNoticeText(
    notice,
    (why) => lineText(why, PROSE_LIMIT),
    (b) => lineText(b, NAME_LIMIT),
  )}`;
}

/** The upcoming NixOS dates, soonest first, the events of one day on one line. */
function upcomingLines(families: readonly FamilyReport[]): string[] {
  const byDay = new Map<string, string[]>();
  for (const date of families.flatMap((family) => family.upcoming)) {
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

function branchLines(family: FamilyReport, branch: BranchReport, style: Style, familyName?: string): string[] {
  const title = branchTitle(branch, familyName);
  const lines = style.wrap(`${style.paint('1', title)}: ${verdictText(branch.counts, style)}`, 2);

  if (branch.rows.length === 0) lines.push(`  no ${family.family.name} attribute found`);
  // No column of upstream's latest: a finding that asks for it says it (patch-behind's why), else the row does.
  // A version column only where a version was read: never a column of "-".
  else {
    const versions = branch.rows.some((row) => row.version !== undefined);
    const header = versions ? ['ATTRIBUTE', 'VERSION', 'EOL', 'STATUS'] : ['ATTRIBUTE', 'EOL', 'STATUS'];
    lines.push(
      ...alignedTable(
        header,
        branch.rows.map((row) => rowCells(row, versions)),
      ),
    );
  }

  for (const item of branch.items) lines.push(...itemLines(item, style));
  lines.push(
    ...pullRequestTerminalLines(branch.pullRequests, branch.branch.name, family.family.name).flatMap((line) =>
      style.wrap(line, 4),
    ),
  );
  return lines;
}

function branchTitle(branch: BranchReport, familyName?: string): string {
  const { kind } = branch.branch;
  const parts = [...(familyName ? [familyName] : []), lineText(branch.branch.name, NAME_LIMIT)];
  if (kind === 'unstable') parts.push('unstable');
  else parts.push(branch.phase ? `stable, ${PHASE_TEXT[branch.phase]}` : 'stable');
  if (branch.releaseName)
    parts.push(`${kind === 'unstable' ? 'next ' : ''}NixOS ${lineText(branch.releaseName, NAME_LIMIT)}`);
  return parts.join(' · ');
}

/** A row; a minor behind upstream names the latest unless a finding under it does. */
function rowCells(row: MinorRow, versions: boolean): string[] {
  const eol = row.eol ? `${dayText(row.eol.date)}${row.eol.estimated ? ' (estimated)' : ''}` : '-';
  const behind = row.status === 'behind' && row.latest && !row.latestAsked ? [`latest ${row.latest.version.text}`] : [];
  const status = [
    STATUS_TEXT[row.status],
    ...behind,
    ...(row.isDefault ? ['default'] : []),
    ...row.channelAliases,
  ].join(', ');
  const version = versions ? [row.version?.text ?? '-'] : [];
  return [row.attr, ...version, eol, status].map((cell) => lineText(cell, NAME_LIMIT));
}

function alignedTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]): string =>
    '  ' + cells.map((c, i) => (i === cells.length - 1 ? c : c + ' '.repeat(widths[i] - width(c)))).join('  ');
  return [line(header), ...rows.map(line)];
}

/**
 * An item: how bad, what, the one fix; under it, the lines about the item,
 * first who answers it, then why each of its findings is there (the rule, its short reason, its place).
 */
function itemLines({ item, why }: ReportItem, style: Style): string[] {
  const subject = item.subject !== undefined ? `${lineText(item.subject, NAME_LIMIT)}: ` : '';
  const head = `  ${severityTag(item.severity, style, 7)}  ${subject}${lineText(item.fix, PROSE_LIMIT)}`;
  // Who answers the item (in review, a backport owed) comes before why it is there.
  const answers = itemPullRequestLines(item, 'terminal').map((line) => ' '.repeat(ITEM_INDENT) + line);
  const said = new Set<string>();
  const under = why.map((line) => ' '.repeat(ITEM_INDENT) + whyLine(item.fix, line, said, style));
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
function whyLine(fix: string, why: WhyLine, said: Set<string>, style: Style): string {
  const severity = why.severity ? `${severityTag(why.severity, style)} ` : '';
  const place = placeOf(why);
  let where = '';
  if (place && !said.has(place)) {
    said.add(place);
    const named = why.file !== undefined && fix.includes(why.file);
    const short = named ? place.slice(why.file!.lastIndexOf('/') + 1) : place;
    // A file the fix names, without a line, is said already.
    if (!(named && why.line === undefined)) where = ` (${lineText(short, NAME_LIMIT)})`;
  }
  return `${severity}${why.rule}${why.text ? `: ${lineText(why.text, PROSE_LIMIT)}` : ''}${where}`;
}

function placeOf(place: { file?: string; line?: number }): string | undefined {
  if (place.file === undefined) return undefined;
  return `${place.file}${place.line !== undefined ? `:${place.line}` : ''}`;
}

function severityTag(severity: Severity, style: Style, pad = 0): string {
  return style.paint(SEVERITY_COLOR[severity], severity.padEnd(pad));
}

function width(text: string): number {
  return [...text].length;
}

/**
 * A pull request check's verdict, before the report: what the pull request
 * adds (what fails it) and fixes, as the items that hold them, and the
 * backport labels it will need.
 */
function verdictLines(check: CheckReport, family: FamilyProfile, style: Style, named: boolean): string[] {
  const { introduced, fixed, preExisting } = check.compared!;
  const base = lineText(check.base, NAME_LIMIT);
  const adds =
    introduced.counts.total > 0
      ? `adds ${countsText(introduced.counts)}`
      : style.paint('32', `adds no ${family.name} finding`);
  const title = `${named ? `${family.name} · ` : ''}Pull request against ${base}`;
  const lines = style.wrap(
    `${style.paint('1', title)}: ${adds}; fixes ${fixed.counts.total}; leaves ${preExisting.counts.total} that ${base} already has`,
    2,
  );
  const section = (title: string, items: readonly ReportItem[]): void => {
    if (items.length === 0) return;
    lines.push(`${title}:`, ...items.flatMap((item) => itemLines(item, style)));
  };
  section('Introduced by this pull request', introduced.items);
  section('Fixed by this pull request', fixed.items);
  for (const needed of check.backportLabels)
    lines.push(
      ...style.wrap(
        `  ${severityTag('notice', style, 7)}  changes ${family.name} ${needed.minors.join(', ')}, which ${lineText(needed.branch, NAME_LIMIT)} also packages: once merged, it will need the label "${lineText(needed.label, NAME_LIMIT)}"`,
        ITEM_INDENT,
      ),
    );
  return lines;
}
