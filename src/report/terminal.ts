// The CLI report: compact, aligned columns, colour only when asked for.
import type { BranchAudit, Finding, Severity, WorkItem } from '../domain/types.js';
import type { FamilyTraits } from '../domain/family.js';
import type { BackportLabel } from '../evaluate/backportLabels.js';
import type { PullRequestComparison } from '../evaluate/prComparison.js';
import type { AuditReport } from '../domain/audit.js';
import { dayText } from './dayText.js';
import { lineText, NAME_LIMIT, PROSE_LIMIT } from './inertText.js';
import { itemPullRequestLines, pullRequestTerminalLines } from './pullRequestLines.js';
import { minorRows, type MinorRow, type MinorStatus } from './minorRows.js';
import { countsText, summarizeFindings } from './summary.js';
import { upcomingDates } from './upcomingDates.js';
import { PHASE_TEXT } from './wording.js';

export interface TerminalOptions {
  color: boolean;
}

const SEVERITY_COLOR: Record<Severity, string> = { error: '31', warning: '33', notice: '36' };
const STATUS_TEXT: Record<MinorStatus, string> = {
  'up-to-date': 'up to date',
  behind: 'behind',
  eol: 'EOL',
  unknown: 'no upstream release',
  unreadable: 'unreadable',
};

export function renderTerminal(report: AuditReport, options: TerminalOptions): string {
  const paint = (code: string, text: string): string => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const out: string[] = [];
  for (const audit of report.audits) {
    out.push(...branchLines(report, audit, paint), '');
  }

  const upcoming = upcomingDates(report);
  if (upcoming.length > 0) {
    out.push(paint('1', 'Upcoming dates'));
    for (const date of upcoming) {
      out.push(`  ${dayText(date.date)}  ${lineText(date.label, NAME_LIMIT)}${date.estimated ? ' (estimated)' : ''}`);
    }
    out.push('');
  }

  const overall = summarizeFindings(report.audits.flatMap((audit) => audit.findings));
  const n = report.audits.length;
  const verdict = overall.status === 'clean' ? paint('32', 'clean') : countsText(overall);
  const notes = overall.status === 'clean' && overall.notices > 0 ? ` (${countsText(overall)})` : '';
  out.push(`${n} branch${n === 1 ? '' : 'es'} audited: ${verdict}${notes}`);
  return out.join('\n') + '\n';
}

type Paint = (code: string, text: string) => string;

function branchLines(report: AuditReport, audit: BranchAudit, paint: Paint): string[] {
  const summary = summarizeFindings(audit.findings);
  const verdict = summary.status === 'clean' ? paint('32', 'clean') : countsText(summary);
  const notes = summary.status === 'clean' && summary.notices > 0 ? ` (${countsText(summary)})` : '';
  const lines = [`${paint('1', branchTitle(audit))}: ${verdict}${notes}`];

  const rows = minorRows(audit.packaged, report.upstream, report.now);
  if (rows.length === 0) lines.push(`  no ${report.family.name} attribute found`);
  else lines.push(...alignedTable(['ATTRIBUTE', 'VERSION', 'LATEST', 'EOL', 'STATUS'], rows.map(rowCells)));

  for (const item of audit.workItems) lines.push(...itemLines(item, paint));
  lines.push(...pullRequestTerminalLines(audit.pullRequests, audit.branch.name, report.family.name));
  return lines;
}

function branchTitle(audit: BranchAudit): string {
  const parts = [lineText(audit.branch.name, NAME_LIMIT)];
  if (audit.branch.kind === 'unstable') parts.push('unstable');
  else parts.push(audit.phase ? `stable, ${PHASE_TEXT[audit.phase]}` : 'stable');
  const release = audit.release?.name ?? audit.branch.release;
  if (release) parts.push(`${audit.branch.kind === 'unstable' ? 'next ' : ''}NixOS ${lineText(release, NAME_LIMIT)}`);
  return parts.join(' · ');
}

function rowCells(row: MinorRow): string[] {
  const latest = row.latest ? `${row.latest.version.text} (${dayText(row.latest.publishedAt)})` : '-';
  const eol = row.eol ? `${dayText(row.eol.date)}${row.eol.estimated ? ' (estimated)' : ''}` : '-';
  const status = [STATUS_TEXT[row.status], ...(row.isDefault ? ['default'] : []), ...row.channelAliases].join(', ');
  return [row.attr, row.version?.text ?? '-', latest, eol, status].map((cell) => lineText(cell, NAME_LIMIT));
}

function alignedTable(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(width(h), ...rows.map((r) => width(r[i] ?? ''))));
  const line = (cells: string[]): string =>
    '  ' + cells.map((c, i) => (i === cells.length - 1 ? c : c + ' '.repeat(widths[i] - width(c)))).join('  ');
  return [line(header), ...rows.map(line)];
}

/** An item: how bad, what, the one fix; its findings under it, each with its place. */
function itemLines(item: WorkItem, paint: Paint): string[] {
  const tag = (severity: Severity, pad: number): string => paint(SEVERITY_COLOR[severity], severity.padEnd(pad));
  const subject = item.subject !== undefined ? `${lineText(item.subject, NAME_LIMIT)}: ` : '';
  return [
    `  ${tag(item.severity, 7)}  ${subject}${lineText(item.fix, PROSE_LIMIT)}`,
    ...itemPullRequestLines(item, 'terminal').map((line) => `           ${line}`),
    ...item.findings.map((finding) => `           ${tag(finding.severity, 0)} ${findingText(finding)}`),
  ];
}

function findingText(finding: Finding): string {
  const where = finding.file ? ` (${finding.file}${finding.line !== undefined ? `:${finding.line}` : ''})` : '';
  return `${finding.rule}: ${lineText(finding.message, PROSE_LIMIT)}${lineText(where, NAME_LIMIT)}`;
}

function width(text: string): number {
  return [...text].length;
}

/** A pull request check's verdict, before the report: what the pull request adds (what fails it), fixes and leaves. */
export function renderPullRequestVerdict(
  split: PullRequestComparison,
  baseBranch: string,
  family: FamilyTraits,
  options: TerminalOptions,
  backportLabels: readonly BackportLabel[] = [],
): string {
  const paint = (code: string, text: string): string => (options.color ? `\u001b[${code}m${text}\u001b[0m` : text);
  const base = lineText(baseBranch, NAME_LIMIT);
  const added = summarizeFindings(split.introduced.findings);
  const adds = added.total > 0 ? `adds ${countsText(added)}` : paint('32', `adds no ${family.name} finding`);
  const lines = [
    `${paint('1', `Pull request against ${base}`)}: ${adds}; fixes ${split.fixed.findings.length}; leaves ${split.preExisting.findings.length} that ${base} already has`,
  ];
  const section = (title: string, findings: readonly Finding[]): void => {
    if (findings.length === 0) return;
    lines.push(`${title}:`);
    for (const finding of findings) {
      lines.push(`  ${paint(SEVERITY_COLOR[finding.severity], finding.severity.padEnd(7))}  ${findingText(finding)}`);
    }
  };
  section('Introduced by this pull request', split.introduced.findings);
  section('Fixed by this pull request', split.fixed.findings);
  for (const needed of backportLabels)
    lines.push(
      `${paint(SEVERITY_COLOR.notice, 'notice')}  changes ${family.name} ${needed.minors.join(', ')}, which ${lineText(needed.branch, NAME_LIMIT)} also packages: once merged, it will need the label "${lineText(needed.label, NAME_LIMIT)}"`,
    );
  return lines.join('\n') + '\n';
}
