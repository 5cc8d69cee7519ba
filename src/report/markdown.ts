// The job summary: read in a browser and on a phone; its branch overview heads the dashboard issues.
import type { BranchAudit, BranchDefault, DatedFact, UpstreamRelease, WorkItem } from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import { hasPolicyChoices, type FamilyTraits } from '../domain/family.js';
import { compareMinors } from '../domain/minor.js';
import { addMonths, dayOf, dayText } from './dayText.js';
import { codeSpan, inertProse, linkDestination, UPSTREAM_TEXT_LIMIT } from './inertText.js';
import { itemFindingLines, itemHeadline, releaseDatesText } from './itemMarkdown.js';
import { pullRequestSection } from './pullRequestLines.js';
import { minorRows, type MinorRow, type MinorStatus } from './minorRows.js';
import { branchLinks, commitText, fileLink, type SourceLinks } from './sourceLinks.js';
import { countsText, summarizeFindings } from './summary.js';
import { chartContents, timelineMarkdown, type TimelineOptions } from './timeline.js';
import { PHASE_TEXT } from './wording.js';
import { findingsOf } from '../evaluate/workItems.js';

/** Items listed per branch in the job summary at most; the rest are counted (the `findings` output has them all). */
export const SUMMARY_ITEMS_PER_BRANCH = 50;

const NO_BREAK = '\u00a0';

const STATUS_TEXT: Record<MinorStatus, string> = {
  'up-to-date': '✅ up to date',
  behind: '⚠️ behind',
  eol: '❌ EOL',
  unknown: '❔ no upstream release known',
  unreadable: '❌ unreadable',
};

export interface MarkdownOptions {
  /** Open with the `# <family> release guard` title and the audit line (a pull request check puts its verdict first). */
  title?: boolean;
}

export function renderMarkdown(report: AuditReport, options: MarkdownOptions = {}): string {
  const all = report.audits.flatMap((audit) => audit.findings);
  const overall = summarizeFindings(all);
  const blocks: string[] = [];
  if (options.title ?? true) blocks.push(`# ${report.family.name} release guard`);
  blocks.push(
    `Audit of ${dayText(report.now)} · ${report.audits.length} branch${report.audits.length === 1 ? '' : 'es'} · ` +
      (overall.status === 'clean' ? '✅ clean' : countsText(overall)),
  );
  if (report.audits.length === 0) blocks.push('_No branch was audited._');
  for (const audit of report.audits) blocks.push(...branchSection(report, audit));
  blocks.push('## Timeline', summaryTimeline(report));
  blocks.push(...sourcesFooter(report));
  return blocks.join('\n\n') + '\n';
}

function branchSection(report: AuditReport, audit: BranchAudit): string[] {
  return [
    `## ${branchHeading(audit)}`,
    ...branchOverview(report, audit),
    ...itemsBlock(audit.workItems, branchLinks(report, audit)),
    ...pullRequestBlock(report, audit),
    factsBlock(report, audit),
  ];
}

/** The verdict, the release dates that matter to the branch and the table of its packaged minors. */
function branchOverview(report: AuditReport, audit: BranchAudit): string[] {
  const summary = summarizeFindings(audit.findings);
  const counts = countsText(summary);
  const verdict =
    summary.status === 'clean'
      ? `**Verdict:** ✅ clean${counts ? ` (${counts})` : ''}`
      : `**Verdict:** ${summary.errors > 0 ? '❌' : '⚠️'} ${counts}`;
  return [
    verdict,
    ...(audit.release ? [releaseDatesText(audit.release)] : []),
    minorTable(report.family, minorRows(audit.packaged, report.upstream, report.now), branchLinks(report, audit)),
  ];
}

/** The branch's pull requests in flight, when the run read any and there is something to say. */
function pullRequestBlock(report: AuditReport, audit: BranchAudit): string[] {
  const list = pullRequestSection(audit.pullRequests, audit.branch.name, report.family.name);
  return list === undefined ? [] : [`**Pull requests into ${codeSpan(audit.branch.name)}**`, list];
}

/** The head of a branch's dashboard issue: its verdict, release dates and packaged minors. */
export function renderBranchOverview(report: AuditReport, audit: BranchAudit): string {
  return branchOverview(report, audit).join('\n\n');
}

/** The job summary's chart is of the checkout's branch: its minors, its work. */
function summaryChartBranch(report: AuditReport): Pick<TimelineOptions, 'audit' | 'items'> {
  const audit = report.audits.at(0);
  return audit ? { audit, items: audit.workItems } : {};
}

/** The job summary's chart: coloured for the checkout's branch, marking every audited branch's release. */
function summaryTimeline(report: AuditReport): string {
  const marked = [...new Map(report.audits.flatMap((a) => (a.release ? [[a.release.name, a.release]] : []))).values()];
  return timelineMarkdown(report, { ...summaryChartBranch(report), marked, auditDay: true });
}

function branchHeading(audit: BranchAudit): string {
  const parts = [codeSpan(audit.branch.name)];
  if (audit.branch.kind === 'unstable') parts.push('unstable');
  else parts.push(audit.phase ? `stable, ${PHASE_TEXT[audit.phase]}` : 'stable');
  const release = audit.release?.name ?? audit.branch.release;
  if (release) parts.push(`${audit.branch.kind === 'unstable' ? 'next ' : ''}NixOS ${inertProse(release)}`);
  return parts.join(' · ');
}

/** The work of a branch: one numbered item per attribute, in the order given, its findings under it. */
function itemsBlock(items: readonly WorkItem[], links: SourceLinks | undefined): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, SUMMARY_ITEMS_PER_BRANCH);
  const counts = countsText(summarizeFindings(findingsOf(items)));
  const lines = shown.flatMap((item, i) => [`${i + 1}. ${itemHeadline(item)}`, ...itemFindingLines(item, 4, links)]);
  const left = items.length - shown.length;
  if (left > 0) {
    lines.push(
      '',
      `… and ${left} more item${left === 1 ? '' : 's'}: every finding is in the action's \`findings\` output and the CLI's \`--json\`.`,
    );
  }
  return [`**What to do** (${items.length} item${items.length === 1 ? '' : 's'}; ${counts})`, lines.join('\n')];
}

/**
 * One row per packaged minor, what a reader came for first: the attribute and
 * its status fit a phone's width; the version links to the line that sets it
 * (a path printed in the cell would push the status off screen).
 */
function minorTable(family: FamilyTraits, rows: MinorRow[], links: SourceLinks | undefined): string {
  if (rows.length === 0) return `_No ${family.name} attribute found on this branch._`;
  const cell = (text: string): string => codeSpan(text, { inTable: true });
  const lines = ['| Attribute | Status | Version | Latest upstream | EOL |', '| --- | --- | --- | --- | --- |'];
  for (const row of rows) {
    const version =
      row.version && row.location ? fileLink(cell(row.version.text), links, row.location.file, row.location.line) : '—';
    // A narrow column wraps between the parts of a status, never inside one ("up to / date").
    const phrase = (words: string): string => words.replace(/ /g, NO_BREAK);
    const status = [
      phrase(STATUS_TEXT[row.status]),
      ...(row.isDefault ? [phrase('⭐ default')] : []),
      ...row.channelAliases.map((alias) => cell(alias)),
    ].join(' · ');
    lines.push(`| ${cell(row.attr)} | ${status} | ${version} | ${latestCell(row.latest)} | ${eolCell(row.eol)} |`);
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

function factsBlock(report: AuditReport, audit: BranchAudit): string {
  const links = branchLinks(report, audit);
  const lines = [
    '<details><summary>Where the facts came from</summary>',
    '',
    `- Packaged state: ${codeSpan(audit.source)}${links ? ` at ${commitText(links)}` : ''}`,
  ];
  const { currentStableDefault, liveReleases } = audit.others;
  // The current stable is a live release: said once.
  const otherLive = (liveReleases ?? []).filter((fact) => fact.branch !== currentStableDefault?.branch);
  const facts: [BranchDefault | undefined, string][] = [
    [currentStableDefault, 'Default of the current stable release'],
    ...otherLive.map((fact): [BranchDefault, string] => [fact, 'Default of a live release']),
    [audit.others.nextReleaseDefault, 'Default of the next release'],
    [audit.others.unstableDefault, 'Default of unstable'],
  ];
  for (const [fact, label] of facts) {
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
  for (const note of report.upstream.notes) lines.push(`- ${inertProse(note)}`);

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
  const estimatedReleases = chartContents(report, summaryChartBranch(report))
    .releases.map((r) => {
      const facts: [DatedFact, string][] = [
        [r.featureFreeze, 'feature freeze'],
        [r.branchOff, 'branch-off'],
        [r.release, 'release'],
        [r.endOfSupport, 'end of support'],
      ];
      const estimated = facts.filter(([fact]) => fact.estimated).map(([fact, what]) => `${what} ${dayText(fact.date)}`);
      return estimated.length > 0 ? `${inertProse(r.name)} (${estimated.join(', ')})` : undefined;
    })
    .filter((text): text is string => text !== undefined);
  if (estimatedReleases.length > 0) {
    lines.push(
      '- NixOS dates estimated from the usual cadence (release at the end of May and November, ' +
        `support until a month after the next release): ${estimatedReleases.join('; ')}`,
    );
  }

  const { options } = report;
  // A family with one policy (rke2) has no choice to state.
  if (hasPolicyChoices(report.family))
    lines.push(`- Policy ${codeSpan(options.policy)}, backports through ${codeSpan(options.backportThrough)}`);
  for (const [minor, reason] of [...options.keep].sort(([a], [b]) => compareMinors(a, b))) {
    lines.push(`- Kept on purpose: ${codeSpan(minor)}: ${inertProse(reason)}`);
  }
  if (report.runUrl) lines.push(`- [Workflow run](${linkDestination(report.runUrl)})`);
  return ['## Sources', lines.join('\n')];
}
