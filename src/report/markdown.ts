// The report of a family in Markdown: the job summary (read in a browser and
// on a phone), whose branch overview heads the dashboard issues. A formatter of
// the report model (model.ts): it words and lays out what the model holds.
import type { BranchDefault, DatedFact, UpstreamRelease } from '../domain/types.js';
import type { FamilyProfile } from '../domain/family.js';
import { changeSection } from './changeMarkdown.js';
import { dayText } from './dayText.js';
import { codeSpan, inertProse, linkDestination, UPSTREAM_TEXT_LIMIT } from './inertText.js';
import { itemFindingLines, itemHeadline, releaseDatesText } from './itemMarkdown.js';
import type { BranchReport, DefaultRole, FamilyReport, ReportSources } from './model.js';
import { pullRequestSection } from './pullRequestLines.js';
import type { MinorRow, MinorStatus } from './minorRows.js';
import { commitText, fileLink, type SourceLinks } from './sourceLinks.js';
import { countsText } from './summary.js';
import { timelineMarkdown } from './timeline.js';
import { PHASE_TEXT } from './wording.js';

/** Items listed per branch in the job summary at most; the rest are counted (the `findings` output has them all). */
export const SUMMARY_ITEMS_PER_BRANCH = 50;

const NO_BREAK = '\u00a0';

const STATUS_TEXT: Record<MinorStatus, string> = {
  'up-to-date': '✅ up to date',
  supported: '✅ supported upstream',
  behind: '⚠️ behind',
  eol: '❌ EOL',
  unknown: '❔ no upstream release known',
  'upstream-unknown': '❔ upstream unknown this run',
  unreadable: '❌ unreadable',
};

export interface MarkdownOptions {
  /** Open with the `# <family> release guard` title and the audit line (a pull request check puts its verdict first). */
  title?: boolean;
}

export function renderMarkdown(report: FamilyReport, options: MarkdownOptions = {}): string {
  const blocks: string[] = [];
  if (options.title ?? true) blocks.push(`# ${report.family.name} release guard`);
  const branches = report.branches.length;
  blocks.push(
    `Audit of ${dayText(report.now)} · ${branches} branch${branches === 1 ? '' : 'es'} · ` +
      (report.counts.status === 'clean' ? '✅ clean' : countsText(report.counts)),
  );
  if (branches === 0) blocks.push('_No branch was audited._');
  for (const branch of report.branches) blocks.push(...branchSection(report, branch));
  blocks.push('## Timeline', timelineMarkdown(report.audit, report.chart));
  blocks.push(...sourcesFooter(report.family, report.sources));
  return blocks.join('\n\n') + '\n';
}

function branchSection(report: FamilyReport, branch: BranchReport): string[] {
  return [
    `## ${branchHeading(branch)}`,
    ...branchOverview(report.family, branch),
    ...itemsBlock(branch),
    ...pullRequestBlock(report.family, branch),
    factsBlock(branch),
  ];
}

/** The verdict, the release dates that matter to the branch and the table of its packaged minors. */
function branchOverview(family: FamilyProfile, branch: BranchReport): string[] {
  const { counts } = branch;
  const text = countsText(counts);
  const verdict =
    counts.status === 'clean'
      ? `**Verdict:** ✅ clean${text ? ` (${text})` : ''}`
      : `**Verdict:** ${counts.errors > 0 ? '❌' : '⚠️'} ${text}`;
  return [
    verdict,
    ...(branch.release ? [releaseDatesText(branch.release)] : []),
    minorTable(family, branch.rows, branch.links),
  ];
}

/** The branch's pull requests in flight, when the run read any and there is something to say. */
function pullRequestBlock(family: FamilyProfile, branch: BranchReport): string[] {
  const list = pullRequestSection(branch.pullRequests, branch.branch.name, family.name);
  return list === undefined ? [] : [`**Pull requests into ${codeSpan(branch.branch.name)}**`, list];
}

/** The head of a branch's dashboard issue: its verdict, release dates and packaged minors. */
export function renderBranchOverview(family: FamilyProfile, branch: BranchReport): string {
  return branchOverview(family, branch).join('\n\n');
}

function branchHeading(branch: BranchReport): string {
  const { kind } = branch.branch;
  const parts = [codeSpan(branch.branch.name)];
  if (kind === 'unstable') parts.push('unstable');
  else parts.push(branch.phase ? `stable, ${PHASE_TEXT[branch.phase]}` : 'stable');
  if (branch.releaseName) parts.push(`${kind === 'unstable' ? 'next ' : ''}NixOS ${inertProse(branch.releaseName)}`);
  return parts.join(' · ');
}

/** The work of a branch: one numbered item per attribute, in the order given, its findings under it. */
function itemsBlock({ items, links, counts: branchCounts }: BranchReport): string[] {
  if (items.length === 0) return [];
  const shown = items.slice(0, SUMMARY_ITEMS_PER_BRANCH);
  // Every finding of the branch is in one of its items: the branch's counts are theirs.
  const counts = countsText(branchCounts);
  // Its change collapsed under it, as in the issues; a summary past 1 MiB is cut (summaryLimit.ts).
  const lines = shown.flatMap((item, i) => [
    `${i + 1}. ${itemHeadline(item.item)}`,
    ...itemFindingLines(item, 4, links),
    ...(item.change ? changeSection(item.change, 4, 'lines') : []),
  ]);
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
function minorTable(family: FamilyProfile, rows: MinorRow[], links: SourceLinks | undefined): string {
  if (rows.length === 0) return `_No ${family.name} attribute found on this branch._`;
  const cell = (text: string): string => codeSpan(text, { inTable: true });
  // A column only where something was read: never a column of "—" (a version, upstream's latest).
  const versions = rows.some((row) => row.version !== undefined);
  const latest = rows.some((row) => row.latest !== undefined);
  const header = [
    'Attribute',
    'Status',
    ...(versions ? ['Version'] : []),
    ...(latest ? ['Latest upstream'] : []),
    'EOL',
  ];
  const lines = [`| ${header.join(' | ')} |`, `|${' --- |'.repeat(header.length)}`];
  for (const row of rows) {
    const version = !versions
      ? []
      : [
          row.version && row.location
            ? fileLink(cell(row.version.text), links, row.location.file, row.location.line)
            : '—',
        ];
    // A narrow column wraps between the parts of a status, never inside one ("up to / date").
    const phrase = (words: string): string => words.replace(/ /g, NO_BREAK);
    const status = [
      phrase(STATUS_TEXT[row.status]),
      ...(row.isDefault ? [phrase('⭐ default')] : []),
      ...row.channelAliases.map((alias) => cell(alias)),
    ].join(' · ');
    const cells = [cell(row.attr), status, ...version, ...(latest ? [latestCell(row.latest)] : []), eolCell(row.eol)];
    lines.push(`| ${cells.join(' | ')} |`);
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

const DEFAULT_LABEL: Record<DefaultRole, string> = {
  'current-stable': 'Default of the current stable release',
  live: 'Default of a live release',
  next: 'Default of the next release',
  unstable: 'Default of unstable',
};

function factsBlock(branch: BranchReport): string {
  const { links } = branch;
  const lines = [
    '<details><summary>Where the facts came from</summary>',
    '',
    `- Packaged state: ${codeSpan(branch.source)}${links ? ` at ${commitText(links)}` : ''}`,
    ...branch.defaults.map(
      ({ role, fact }) =>
        `- ${DEFAULT_LABEL[role]} (${codeSpan(fact.branch)}): ${defaultText(fact)}, from ${codeSpan(fact.source)}`,
    ),
    '',
    '</details>',
  ];
  return lines.join('\n');
}

function defaultText(fact: BranchDefault): string {
  if (fact.attr && fact.minor) return `${codeSpan(fact.attr)} (${codeSpan(fact.minor)})`;
  const known = fact.attr ?? fact.minor;
  return known ? codeSpan(known) : 'unknown';
}

function sourcesFooter(family: FamilyProfile, sources: ReportSources): string[] {
  const { upstream } = sources;
  const from = upstream.file !== undefined ? `, from the local file ${codeSpan(upstream.file)}` : '';
  // An upstream may be a lifecycle alone (endoflife.date's), not a repository's releases.
  const what = `Upstream ${family.upstream.reads}`;
  const lines = [`- ${what}: ${codeSpan(upstream.repository)}${from}`];
  for (const note of sources.notes) lines.push(`- ${inertProse(note)}`);
  if (sources.estimatedEols.length > 0) {
    const eols = sources.estimatedEols.map(({ minor, date }) => `${minor} ${dayText(date)}`);
    lines.push(`- ${family.name} EOL dates not yet published, estimated as GA + 14 months: ${eols.join(', ')}`);
  }
  if (sources.estimatedReleases.length > 0) {
    const releases = sources.estimatedReleases.map(
      ({ name, dates }) =>
        `${inertProse(name)} (${dates.map(({ what, date }) => `${what} ${dayText(date)}`).join(', ')})`,
    );
    lines.push(
      '- NixOS dates estimated from the usual cadence (release at the end of May and November, ' +
        `support until a month after the next release): ${releases.join('; ')}`,
    );
  }
  if (sources.policy)
    lines.push(
      `- Policy ${codeSpan(sources.policy.policy)}, backports through ${codeSpan(sources.policy.backportThrough)}`,
    );
  for (const { minor, reason } of sources.kept)
    lines.push(`- Kept on purpose: ${codeSpan(minor)}: ${inertProse(reason)}`);
  if (sources.runUrl) lines.push(`- [Workflow run](${linkDestination(sources.runUrl)})`);
  return ['## Sources', lines.join('\n')];
}
