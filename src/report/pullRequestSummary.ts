// The job summary of a pull request check: the pull request's verdict first
// (what it adds, what it fixes, what it leaves as the base had it), then the
// report of the branch with the pull request applied.
import type { AuditReport } from '../domain/audit.js';
import type { FamilyTraits } from '../domain/family.js';
import type { WorkItem } from '../domain/types.js';
import type { BackportLabel } from '../evaluate/backportLabels.js';
import type { PullRequestComparison } from '../evaluate/prComparison.js';
import { codeSpan } from './inertText.js';
import { itemFindingLines, itemHeadline } from './itemMarkdown.js';
import { renderMarkdown, SUMMARY_ITEMS_PER_BRANCH } from './markdown.js';
import { branchLinks, type SourceLinks } from './sourceLinks.js';
import { countsText, summarizeFindings } from './summary.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function itemList(items: readonly WorkItem[], links: SourceLinks | undefined): string {
  const shown = items.slice(0, SUMMARY_ITEMS_PER_BRANCH);
  const lines = shown.flatMap((item) => [`- ${itemHeadline(item)}`, ...itemFindingLines(item, 2, links)]);
  const left = items.length - shown.length;
  if (left > 0) lines.push(`- … and ${plural(left, 'more item')}: the action's \`findings\` output has them all.`);
  return lines.join('\n');
}

function verdict(split: PullRequestComparison, base: string, family: string): string {
  const added = summarizeFindings(split.introduced.findings);
  const adds =
    added.status === 'findings'
      ? `❌ This pull request adds ${countsText(added)}.`
      : added.notices > 0
        ? `✅ This pull request adds no ${family} error or warning, only ${plural(added.notices, 'notice')}.`
        : `✅ This pull request adds no ${family} finding.`;
  const fixed = split.fixed.findings.length;
  const fixes = fixed > 0 ? ` It fixes ${plural(fixed, 'finding')}.` : '';
  const left = split.preExisting.findings.length;
  const leaves = left > 0 ? ` It leaves ${plural(left, 'finding')} that ${base} already has.` : '';
  return `**Verdict:** ${adds}${fixes}${leaves}`;
}

/** "ℹ️ ... once merged, it will need the label `backport release-26.05`": one line per release, a notice. */
export function backportLabelLines(labels: readonly BackportLabel[], family: FamilyTraits): string[] {
  return labels.map(
    (needed) =>
      `ℹ️ This pull request changes ${family.name} ${needed.minors.map((m) => codeSpan(m)).join(', ')}, which ${codeSpan(needed.branch)} also packages: once merged, it will need the label ${codeSpan(needed.label)} for its backport.`,
  );
}

/** The whole job summary of a pull request check. */
export function renderPullRequestSummary(
  report: AuditReport,
  split: PullRequestComparison,
  backportLabels: readonly BackportLabel[] = [],
): string {
  const head = report.audits[0];
  const family = report.family.name;
  const base = codeSpan(head.branch.name);
  const links = branchLinks(report, head);
  const { introduced, fixed, preExisting } = split;
  const blocks = [
    `# ${family} release guard`,
    `## Pull request check against ${base}`,
    verdict(split, base, family),
    ...(backportLabels.length > 0 ? [backportLabelLines(backportLabels, report.family).join('\n\n')] : []),
    `### Added by this pull request`,
    introduced.findings.length > 0
      ? itemList(introduced.items, links)
      : `Nothing: this pull request adds no ${family} finding.`,
  ];
  if (fixed.findings.length > 0) {
    const baseLinks = report.base ? branchLinks(report, report.base) : undefined;
    blocks.push(
      `### Fixed by this pull request (${plural(fixed.findings.length, 'finding')})`,
      itemList(fixed.items, baseLinks),
    );
  }
  if (preExisting.findings.length > 0) {
    blocks.push(
      `### Already on ${base}, not blamed on this pull request (${plural(preExisting.findings.length, 'finding')})`,
      itemList(preExisting.items, links),
    );
  }
  blocks.push(`## ${family} on ${base} with this pull request`);
  return blocks.join('\n\n') + '\n\n' + renderMarkdown(report, { title: false });
}

/** The check when the base branch could not be read: nothing to compare with, so nothing is blamed. */
export function renderBaseUnreadSection(baseBranch: string, family: FamilyTraits): string {
  const base = codeSpan(baseBranch);
  return (
    `## Pull request check against ${base}\n\n` +
    `The base branch ${base} could not be read (the log says why), so this check cannot tell what the pull request adds: ` +
    `every ${family.name} finding above may already be on ${base}, and none is blamed on the pull request. ` +
    'Run the check again once the base can be read.\n'
  );
}
