// The pull requests in flight as every report shows them: under a work item,
// who answers it ("In review: #412345, open since 2026-11-26, r-ryantm", or
// the backport a release branch is owed and the label that asks for it), and
// per branch a short section of the family's pull requests with what each
// resolves and adds. Evaluate decided all of it (evaluate/pullRequestWork.ts);
// this only words it. Titles, logins and branch names are strangers' text:
// through inertText, in Markdown and on the terminal alike. Days, never ages:
// a day passing rewrites nothing.
import type {
  BranchPullRequests,
  ItemPullRequest,
  PullRequestEffect,
  PullRequestRef,
  WorkItem,
} from '../domain/types.js';
import { PULL_REQUESTS_PER_FAMILY } from '../domain/pullRequests.js';
import { dayText } from './dayText.js';
import { codeSpan, inertProse, lineText, NAME_LIMIT, UPSTREAM_TEXT_LIMIT } from './inertText.js';

export type PullRequestFormat = 'markdown' | 'terminal';

// Only a pull request page of GitHub is linked; anything else is shown by number alone.
const PULL_PAGE = /^https:\/\/[A-Za-z0-9.-]+(:\d+)?\/[A-Za-z0-9._-]+\/[A-Za-z0-9._-]+\/pull\/\d+$/;

function nameText(text: string, format: PullRequestFormat): string {
  return format === 'markdown' ? codeSpan(text) : lineText(text, NAME_LIMIT);
}

/**
 * "#412345" linked to its page in Markdown; on the terminal its page after it,
 * said once: in the branch's section, not again under each item.
 */
function numberText(pull: PullRequestRef, format: PullRequestFormat, withPage: boolean): string {
  const page = PULL_PAGE.test(pull.url) ? pull.url : undefined;
  if (format === 'terminal') return page && withPage ? `#${pull.number} (${page})` : `#${pull.number}`;
  return page ? `[#${pull.number}](${page})` : `#${pull.number}`;
}

/** "open since 2026-11-26", "draft since ...", "merged 2026-11-27". */
function stateText(pull: PullRequestRef): string {
  if (pull.state === 'merged') return `merged ${pull.merged ? dayText(pull.merged) : ''}`.trimEnd();
  return `${pull.state} since ${dayText(pull.opened)}`;
}

/** "#412345, open since 2026-11-26, r-ryantm": the pull request in one phrase. */
export function pullRequestText(pull: PullRequestRef, format: PullRequestFormat, withPage = true): string {
  return `${numberText(pull, format, withPage)}, ${stateText(pull)}, ${nameText(pull.author, format)}`;
}

function answerText(answer: ItemPullRequest, format: PullRequestFormat): string {
  const md = format === 'markdown';
  if (answer.role === 'in-review')
    return `${md ? '🔍 **In review:**' : 'in review:'} ${pullRequestText(answer.pull, format, false)}`;
  const owed = md ? '↩️ **Backport owed:**' : 'backport owed:';
  const label = nameText(answer.label, format);
  return answer.labelled
    ? `${owed} ${pullRequestText(answer.pull, format, false)} has the label ${label}, but no open pull request of this branch resolves this yet`
    : `${owed} add the label ${label} to ${pullRequestText(answer.pull, format, false)}`;
}

/** The lines under an item that say who answers it, in-review first; none when nobody does. */
export function itemPullRequestLines(item: WorkItem, format: PullRequestFormat): string[] {
  return (item.pullRequests ?? []).map((answer) => answerText(answer, format));
}

function subjectsText(items: readonly WorkItem[], format: PullRequestFormat): string {
  return items.map((item) => nameText(item.subject ?? 'the branch', format)).join(', ');
}

function addsText(effect: PullRequestEffect, format: PullRequestFormat): string {
  const rules = effect.adds.flatMap((item) =>
    item.findings.map(
      (f) => `${nameText(f.rule, format)}${item.subject ? ` on ${nameText(item.subject, format)}` : ''}`,
    ),
  );
  return rules.length > 0 ? `; would add ${rules.join(', ')}` : '';
}

function openLine(effect: PullRequestEffect, format: PullRequestFormat): string {
  const title =
    format === 'markdown'
      ? codeSpan(effect.pull.title, { maxLength: UPSTREAM_TEXT_LIMIT })
      : `"${lineText(effect.pull.title, UPSTREAM_TEXT_LIMIT)}"`;
  const resolves =
    effect.resolves.length > 0 ? `resolves ${subjectsText(effect.resolves, format)}` : 'resolves nothing here';
  return `${pullRequestText(effect.pull, format)}: ${title}: ${resolves}${addsText(effect, format)}`;
}

function owedLine(effect: PullRequestEffect, branch: string, format: PullRequestFormat): string {
  return `${pullRequestText(effect.pull, format)} into ${nameText(effect.pull.base, format)}: its backport would resolve ${subjectsText(effect.resolves, format)} on ${nameText(branch, format)}`;
}

/** The sentences about what could not be read, as the section closes. */
function limitsText(pulls: BranchPullRequests, family: string): string[] {
  const lines: string[] = [];
  if (pulls.incomplete !== undefined) lines.push(pulls.incomplete);
  if (pulls.notRead > 0)
    lines.push(
      `${pulls.notRead} more pull request${pulls.notRead === 1 ? '' : 's'} of ${family} ${pulls.notRead === 1 ? 'was' : 'were'} not read (at most ${PULL_REQUESTS_PER_FAMILY} a run, the newest first).`,
    );
  return lines;
}

/**
 * The branch's pull requests as a Markdown list, for a section the caller heads: each open one with what it resolves
 * and would add, the merged ones of master whose backport the branch owes, and
 * what was left unread; undefined when the run read none or there is nothing to say.
 */
export function pullRequestSection(
  pulls: BranchPullRequests | undefined,
  branch: string,
  family: string,
): string | undefined {
  if (!pulls) return undefined;
  const lines = [
    ...pulls.open.map((effect) => `- ${openLine(effect, 'markdown')}`),
    ...pulls.owed.map((effect) => `- ↩️ ${owedLine(effect, branch, 'markdown')}`),
    ...limitsText(pulls, family).map((text) => `- ${inertProse(text)}`),
  ];
  return lines.length === 0 ? undefined : lines.join('\n');
}

/** The same section for the terminal, indented under the branch; no line when there is nothing to say. */
export function pullRequestTerminalLines(
  pulls: BranchPullRequests | undefined,
  branch: string,
  family: string,
): string[] {
  if (!pulls) return [];
  const lines = [
    ...pulls.open.map((effect) => `    ${openLine(effect, 'terminal')}`),
    ...pulls.owed.map((effect) => `    backport owed: ${owedLine(effect, branch, 'terminal')}`),
    ...limitsText(pulls, family).map((text) => `    ${lineText(text)}`),
  ];
  return lines.length === 0 ? [] : [`  pull requests into ${lineText(branch, NAME_LIMIT)}:`, ...lines];
}
