// A family's job summary, and that of a pull request check: the pull
// request's verdict first (what it adds, what it fixes, what it leaves as the
// base had it), then the report of the branch with the pull request applied.
// A formatter of the report model (model.ts) and its check.
import type { FamilyProfile } from '../domain/family.js';
import type { BackportLabel } from '../evaluate/backportLabels.js';
import { codeSpan } from './inertText.js';
import { itemFindingLines, itemHeadline } from './itemMarkdown.js';
import { renderMarkdown, SUMMARY_ITEMS_PER_BRANCH } from './markdown.js';
import type { CheckPart, CheckReport, FamilyReport } from './model.js';
import { countsText } from './summary.js';

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}

function itemList({ items, links }: CheckPart): string {
  const shown = items.slice(0, SUMMARY_ITEMS_PER_BRANCH);
  const lines = shown.flatMap((item) => [`- ${itemHeadline(item.item)}`, ...itemFindingLines(item, 2, links)]);
  const left = items.length - shown.length;
  if (left > 0) lines.push(`- … and ${plural(left, 'more item')}: the action's \`findings\` output has them all.`);
  return lines.join('\n');
}

function verdict(compared: NonNullable<CheckReport['compared']>, base: string, family: string): string {
  const added = compared.introduced.counts;
  const adds =
    added.status === 'findings'
      ? `❌ This pull request adds ${countsText(added)}.`
      : added.notices > 0
        ? `✅ This pull request adds no ${family} error or warning, only ${plural(added.notices, 'notice')}.`
        : `✅ This pull request adds no ${family} finding.`;
  const fixed = compared.fixed.counts.total;
  const fixes = fixed > 0 ? ` It fixes ${plural(fixed, 'finding')}.` : '';
  const left = compared.preExisting.counts.total;
  const leaves = left > 0 ? ` It leaves ${plural(left, 'finding')} that ${base} already has.` : '';
  return `**Verdict:** ${adds}${fixes}${leaves}`;
}

/** "ℹ️ ... once merged, it will need the label `backport release-26.05`": one line per release, a notice. */
export function backportLabelLines(labels: readonly BackportLabel[], family: FamilyProfile): string[] {
  return labels.map(
    (needed) =>
      `ℹ️ This pull request changes ${family.name} ${needed.minors.map((m) => codeSpan(m)).join(', ')}, which ${codeSpan(needed.branch)} also packages: once merged, it will need the label ${codeSpan(needed.label)} for its backport.`,
  );
}

/**
 * A family's job summary: its report, and in a pull request check the pull
 * request's verdict before it (or, when the base could not be read, why
 * nothing is blamed).
 */
export function renderJobSummary(report: FamilyReport): string {
  const { check } = report;
  if (!check) return renderMarkdown(report);
  if (!check.compared) return renderBaseUnreadSection(check.base, report.family) + '\n' + renderMarkdown(report);
  return renderPullRequestSummary(report, check, check.compared);
}

function renderPullRequestSummary(
  report: FamilyReport,
  check: CheckReport,
  compared: NonNullable<CheckReport['compared']>,
): string {
  const family = report.family.name;
  const base = codeSpan(check.base);
  const { introduced, fixed, preExisting } = compared;
  const blocks = [
    `# ${family} release guard`,
    `## Pull request check against ${base}`,
    verdict(compared, base, family),
    ...(check.backportLabels.length > 0 ? [backportLabelLines(check.backportLabels, report.family).join('\n\n')] : []),
    `### Added by this pull request`,
    introduced.counts.total > 0 ? itemList(introduced) : `Nothing: this pull request adds no ${family} finding.`,
  ];
  if (fixed.counts.total > 0)
    blocks.push(`### Fixed by this pull request (${plural(fixed.counts.total, 'finding')})`, itemList(fixed));
  if (preExisting.counts.total > 0) {
    blocks.push(
      `### Already on ${base}, not blamed on this pull request (${plural(preExisting.counts.total, 'finding')})`,
      itemList(preExisting),
    );
  }
  blocks.push(`## ${family} on ${base} with this pull request`);
  return blocks.join('\n\n') + '\n\n' + renderMarkdown(report, { title: false });
}

/** The check when the base branch could not be read: nothing to compare with, so nothing is blamed. */
function renderBaseUnreadSection(baseBranch: string, family: FamilyProfile): string {
  const base = codeSpan(baseBranch);
  return (
    `## Pull request check against ${base}\n\n` +
    `The base branch ${base} could not be read (the log says why), so this check cannot tell what the pull request adds: ` +
    `every ${family.name} finding above may already be on ${base}, and none is blamed on the pull request. ` +
    'Run the check again once the base can be read.\n'
  );
}
