// The job summary: read in a browser and on a phone, later reused for dashboard issues.
import type {
  BranchAudit,
  BranchDefault,
  DatedFact,
  Finding,
  OtherBranchFacts,
  Severity,
  UpstreamRelease,
} from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import type { FamilyTraits } from '../domain/family.js';
import { compareMinors } from '../domain/minor.js';
import { addMonths, dayOf, dayText } from './dayText.js';
import { codeSpan, plainText, UPSTREAM_TEXT_LIMIT } from './markdownText.js';
import { minorRows, type MinorRow, type MinorStatus } from './minorRows.js';
import { remedyFor } from './remedy.js';
import { countsText, summarizeFindings } from './summary.js';
import { chartContents, renderTimeline } from './timeline.js';
import { PHASE_TEXT, SEVERITY_ORDER } from './wording.js';

const SEVERITY_HEADING: Record<Severity, string> = { error: '❌ Errors', warning: '⚠️ Warnings', notice: 'ℹ️ Notices' };
const STATUS_TEXT: Record<MinorStatus, string> = {
  'up-to-date': '✅ up to date',
  behind: '⚠️ behind',
  eol: '❌ EOL',
  unknown: '❔ no upstream release known',
};

export function renderMarkdown(report: AuditReport): string {
  const all = report.audits.flatMap((audit) => audit.findings);
  const overall = summarizeFindings(all);
  const blocks: string[] = [
    `# ${report.family.name} release guard`,
    `Audit of ${dayText(report.now)} · ${report.audits.length} branch${report.audits.length === 1 ? '' : 'es'} · ` +
      (overall.status === 'clean' ? '✅ clean' : countsText(overall)),
  ];
  if (report.audits.length === 0) blocks.push('_No branch was audited._');
  for (const audit of report.audits) blocks.push(...branchSection(report, audit));
  blocks.push('## Timeline', '```mermaid\n' + renderTimeline(report) + '\n```');
  blocks.push(...sourcesFooter(report));
  return blocks.join('\n\n') + '\n';
}

function branchSection(report: AuditReport, audit: BranchAudit): string[] {
  const summary = summarizeFindings(audit.findings);
  const counts = countsText(summary);
  const verdict =
    summary.status === 'clean'
      ? `**Verdict:** ✅ clean${counts ? ` (${counts})` : ''}`
      : `**Verdict:** ${summary.errors > 0 ? '❌' : '⚠️'} ${counts}`;
  return [
    `## ${branchHeading(audit)}`,
    verdict,
    minorTable(report.family, minorRows(audit.packaged, report.upstream, report.now)),
    ...findingsBlocks(report.family, audit.findings),
    factsBlock(audit),
  ];
}

/** The verdict and the table of packaged minors of one branch: the head of its dashboard issue. */
export function renderBranchOverview(report: AuditReport, audit: BranchAudit): string {
  return branchSection(report, audit).slice(1, 3).join('\n\n');
}

function branchHeading(audit: BranchAudit): string {
  const parts = [codeSpan(audit.branch.name)];
  if (audit.branch.kind === 'unstable') parts.push('unstable');
  else parts.push(audit.phase ? `stable, ${PHASE_TEXT[audit.phase]}` : 'stable');
  const release = audit.release?.name ?? audit.branch.release;
  if (release) parts.push(`${audit.branch.kind === 'unstable' ? 'next ' : ''}NixOS ${plainText(release)}`);
  return parts.join(' · ');
}

function minorTable(family: FamilyTraits, rows: MinorRow[]): string {
  if (rows.length === 0) return `_No ${family.name} attribute found on this branch._`;
  const cell = (text: string): string => codeSpan(text, { inTable: true });
  const lines = ['| Attribute | Version | Latest upstream | EOL | Status |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const { packaged } = row;
    const where = `${packaged.location.file}:${packaged.location.line}`;
    const status = STATUS_TEXT[row.status] + (row.isDefault ? ' · ⭐ default' : '');
    lines.push(
      `| ${cell(packaged.attr)} | ${cell(packaged.version.text)}<br><sub>${cell(where)}</sub> | ` +
        `${latestCell(row.latest)} | ${eolCell(row.eol)} | ${status} |`,
    );
  }
  return lines.join('\n');
}

function latestCell(latest: UpstreamRelease | undefined): string {
  if (!latest) return '—';
  // Tags and titles come from upstream: code spans keep them inert.
  const upstream = { inTable: true, maxLength: UPSTREAM_TEXT_LIMIT };
  const title = latest.name && latest.name !== latest.tag ? ` ${codeSpan(latest.name, upstream)}` : '';
  return `${codeSpan(latest.tag, upstream)}${title} (${dayText(latest.publishedAt)})`;
}

function eolCell(eol: DatedFact | undefined): string {
  if (!eol) return '—';
  return `${dayText(eol.date)}${eol.estimated ? ' (estimated)' : ''}`;
}

function findingsBlocks(family: FamilyTraits, findings: readonly Finding[]): string[] {
  const blocks: string[] = [];
  for (const severity of SEVERITY_ORDER) {
    const group = findings.filter((f) => f.severity === severity);
    if (group.length === 0) continue;
    blocks.push(
      `**${SEVERITY_HEADING[severity]} (${group.length})**`,
      group.map((finding) => findingItem(family, finding)).join('\n'),
    );
  }
  return blocks;
}

function findingItem(family: FamilyTraits, finding: Finding): string {
  const subject = finding.attr ?? (finding.minor ? `${family.name} ${finding.minor}` : undefined);
  const where = finding.file
    ? ` · ${codeSpan(finding.line !== undefined ? `${finding.file}:${finding.line}` : finding.file)}`
    : '';
  return (
    `- **${finding.rule}**${subject ? ` ${codeSpan(subject)}` : ''}: ${plainText(finding.message)}${where}\n` +
    `  - What to do: ${remedyFor(finding, family)}`
  );
}

function factsBlock(audit: BranchAudit): string {
  const lines = [
    '<details><summary>Where the facts came from</summary>',
    '',
    `- Packaged state: ${codeSpan(audit.source)}`,
  ];
  const labels: [keyof OtherBranchFacts, string][] = [
    ['currentStableDefault', 'Default of the current stable release'],
    ['nextReleaseDefault', 'Default of the next release'],
    ['unstableDefault', 'Default of unstable'],
  ];
  for (const [key, label] of labels) {
    const fact = audit.others[key];
    if (fact) lines.push(`- ${label} (${codeSpan(fact.branch)}): ${defaultText(fact)}, from ${codeSpan(fact.source)}`);
  }
  lines.push('', '</details>');
  return lines.join('\n');
}

function defaultText(fact: BranchDefault): string {
  if (fact.attr && fact.minor) return `${codeSpan(fact.attr)} (${codeSpan(fact.minor)})`;
  const known = fact.attr ?? fact.minor;
  return known ? codeSpan(known) : 'unknown';
}

function sourcesFooter(report: AuditReport): string[] {
  const lines = [`- Upstream releases: ${codeSpan(report.upstream.repository)}`];
  for (const note of report.upstream.notes) lines.push(`- ${plainText(note)}`);

  const windowStart = addMonths(dayOf(report.now), -12);
  const estimatedEols = [...report.upstream.minors.values()]
    .sort((a, b) => compareMinors(a.minor, b.minor))
    .flatMap(({ minor, eol }) => (eol?.estimated && eol.date >= windowStart ? [`${minor} ${dayText(eol.date)}`] : []));
  if (estimatedEols.length > 0) {
    lines.push(
      `- ${report.family.name} EOL dates not yet published, estimated as GA + 14 months: ${estimatedEols.join(', ')}`,
    );
  }

  // The estimates a reader sees in the timeline, not the whole calendar.
  const estimatedReleases = chartContents(report)
    .releases.map((r) => {
      const facts: [DatedFact, string][] = [
        [r.featureFreeze, 'feature freeze'],
        [r.branchOff, 'branch-off'],
        [r.release, 'release'],
        [r.endOfSupport, 'end of support'],
      ];
      const estimated = facts.filter(([fact]) => fact.estimated).map(([fact, what]) => `${what} ${dayText(fact.date)}`);
      return estimated.length > 0 ? `${plainText(r.name)} (${estimated.join(', ')})` : undefined;
    })
    .filter((text): text is string => text !== undefined);
  if (estimatedReleases.length > 0) {
    lines.push(
      '- NixOS dates estimated from the usual cadence (release at the end of May and November, ' +
        `support until a month after the next release): ${estimatedReleases.join('; ')}`,
    );
  }

  const { options } = report;
  lines.push(`- Policy ${codeSpan(options.policy)}, backports through ${codeSpan(options.backportThrough)}`);
  for (const [minor, reason] of [...options.keep].sort(([a], [b]) => compareMinors(a, b))) {
    lines.push(`- Kept on purpose: ${codeSpan(minor)}: ${plainText(reason)}`);
  }
  if (report.runUrl) lines.push(`- [Workflow run](${safeUrl(report.runUrl)})`);
  return ['## Sources', lines.join('\n')];
}

// Parentheses and spaces would end the link destination early.
function safeUrl(url: string): string {
  return url.replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}
