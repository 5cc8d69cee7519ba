// The job summary section of a pull request check: what the PR introduces,
// what was already there, what it fixes.
import type { FamilyTraits } from '../domain/family.js';
import type { Finding } from '../domain/types.js';
import { codeSpan, plainText } from './markdownText.js';
import type { PullRequestFindings } from '../evaluate/prComparison.js';

function items(findings: readonly Finding[]): string {
  return findings
    .map(
      (f) =>
        `- **${f.severity}** ${f.rule}${f.attr ? ` \`${f.attr}\`` : ''}: ${plainText(f.message)}${f.file ? ` · \`${f.file}${f.line ? `:${f.line}` : ''}\`` : ''}`,
    )
    .join('\n');
}

export function renderPullRequestSection(split: PullRequestFindings, baseBranch: string, family: FamilyTraits): string {
  const blocks = [`## Pull request check against \`${baseBranch}\``];
  blocks.push(
    split.introduced.length > 0
      ? `### Introduced by this pull request (${split.introduced.length})\n\n${items(split.introduced)}`
      : `### Introduced by this pull request\n\nNothing: this pull request adds no ${family.name} finding.`,
  );
  if (split.fixed.length > 0)
    blocks.push(`### Fixed by this pull request (${split.fixed.length})\n\n${items(split.fixed)}`);
  if (split.preExisting.length > 0) {
    blocks.push(
      `### Already on \`${baseBranch}\` (not blamed on this pull request) (${split.preExisting.length})\n\n${items(split.preExisting)}`,
    );
  }
  return blocks.join('\n\n') + '\n';
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
