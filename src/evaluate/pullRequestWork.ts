// What the pull requests in flight do to a branch's work, decided by their
// heads and never by their titles: each open pull request's head is evaluated
// under its base branch's rules with the facts the base was evaluated with and
// compared with the base (prComparison): the items whose every finding goes
// are what it resolves, the findings it brings are what it would add. A merged
// pull request of master, its changes laid over a release branch, owes that
// branch the items it would resolve there. Pure: the items keep their
// findings, severities and fixes; a pull request only says who answers them.
import { parseBranch } from '../calendar/branch.js';
import { sameBranch } from '../calendar/otherBranches.js';
import { findingKey } from '../domain/findingKey.js';
import type { FamilyPullRequest, FamilyPullRequests } from '../domain/pullRequests.js';
import type {
  Branch,
  BranchAudit,
  BranchPullRequests,
  ItemPullRequest,
  PackagedState,
  PullRequestEffect,
  PullRequestRef,
  WorkItem,
  WorkStep,
} from '../domain/types.js';
import { evaluate, type EvaluationInput } from './evaluate.js';
import { compareWithBase } from './prComparison.js';

/** A branch as it was evaluated: its facts (the rules and everything they read) and its audit. */
export interface EvaluatedBranch {
  input: EvaluationInput;
  audit: BranchAudit;
}

/** What a release branch's backport of a change of master can owe: a patch it lacks, a minor its upgrade path lacks. */
const BACKPORTED_STEPS: readonly WorkStep[] = ['update', 'backport'];

/** The label nixpkgs' backport action reads to open a backport into `branch` ("backport release-26.05"). */
export function backportLabel(branch: string): string {
  return `backport ${branch}`;
}

/**
 * Each audit with the family's pull requests of its branch: the open ones and
 * what each resolves and adds, the backports it is owed, and on every item the
 * pull requests that answer it. Without pull requests read (none asked for, or
 * the search failed), the audits as they are.
 */
export function withPullRequests(
  branches: readonly EvaluatedBranch[],
  inFlight: FamilyPullRequests | undefined,
): BranchAudit[] {
  // A search that failed leaves the audits as a run without pull requests has them: the log says why.
  if (!inFlight || inFlight.unread !== undefined) return branches.map((b) => b.audit);
  return branches.map((evaluated) => {
    const { audit } = evaluated;
    const open = inFlight.pulls
      .filter((pull) => pull.state !== 'merged' && isOn(pull.base, audit.branch))
      .map((pull) => effectOf(evaluated, pull, pull.head, pull.headSource));
    const inReview = new Set(open.flatMap((effect) => effect.resolves));
    const owed =
      audit.branch.kind === 'stable'
        ? inFlight.pulls.flatMap((pull) => owedBy(evaluated, pull, (item) => !inReview.has(item)))
        : [];
    const answers = (item: WorkItem): ItemPullRequest[] => [
      ...open
        .filter((effect) => effect.resolves.includes(item))
        .map((effect): ItemPullRequest => ({ role: 'in-review', pull: effect.pull })),
      ...owed
        .filter((effect) => effect.resolves.includes(item))
        .map((effect): ItemPullRequest => {
          const label = backportLabel(`release-${audit.branch.release ?? ''}`);
          return { role: 'backport-owed', pull: effect.pull, label, labelled: effect.pull.labels.includes(label) };
        }),
    ];
    const pullRequests: BranchPullRequests = {
      open,
      owed,
      notRead: inFlight.notRead,
      ...(inFlight.incomplete !== undefined ? { incomplete: inFlight.incomplete } : {}),
    };
    const workItems = audit.workItems.map((item) => {
      const found = answers(item);
      return found.length > 0 ? { ...item, pullRequests: found } : item;
    });
    return { ...audit, workItems, pullRequests };
  });
}

/** Whether a pull request's base is the audited branch (nixos-unstable is master, nixos-26.05 is release-26.05). */
function isOn(base: string, branch: Branch): boolean {
  const parsed = parseBranch(base);
  return parsed !== undefined && sameBranch(parsed, branch);
}

/**
 * A head evaluated as its base would be, under the base's rules and facts,
 * and compared with the base's audit: the base's items it leaves without a
 * finding, and its own items holding only what it adds.
 */
function effectOf(
  { input, audit }: EvaluatedBranch,
  pull: FamilyPullRequest,
  head: PackagedState,
  headSource: string,
): PullRequestEffect {
  const headAudit = evaluate({ ...input, packaged: head, source: headSource });
  const unreadable = (head.unreadable ?? []).map((u) => u.minor);
  const comparison = compareWithBase(headAudit, audit, unreadable);
  const fixed = new Set(comparison.fixed.findings.map(findingKey));
  return {
    pull: refOf(pull),
    resolves: audit.workItems.filter((item) => item.findings.every((f) => fixed.has(findingKey(f)))),
    adds: comparison.introduced.items,
  };
}

/**
 * What a merged pull request of master would resolve on a release branch,
 * laid over it as its backport: the patches and minors it brings that the
 * branch lacks (an item it resolves by removing a minor is no backport), and
 * only the items no open pull request of the branch already resolves.
 */
function owedBy(
  evaluated: EvaluatedBranch,
  pull: FamilyPullRequest,
  open: (item: WorkItem) => boolean,
): PullRequestEffect[] {
  if (pull.state !== 'merged' || parseBranch(pull.base)?.kind !== 'unstable') return [];
  const over = pull.backports?.find((b) => isOn(b.branch, evaluated.audit.branch));
  if (!over) return [];
  const effect = effectOf(evaluated, pull, over.head, over.headSource);
  const brings = (item: WorkItem): boolean =>
    BACKPORTED_STEPS.includes(item.step) &&
    item.minor !== undefined &&
    over.head.minors.some((m) => m.minor === item.minor);
  const resolves = effect.resolves.filter((item) => brings(item) && open(item));
  return resolves.length > 0 ? [{ pull: effect.pull, resolves, adds: [] }] : [];
}

/** A pull request's facts as reports show them, without its head. */
function refOf(pull: FamilyPullRequest): PullRequestRef {
  return {
    number: pull.number,
    title: pull.title,
    url: pull.url,
    author: pull.author,
    base: pull.base,
    state: pull.state,
    opened: pull.opened,
    ...(pull.merged ? { merged: pull.merged } : {}),
    labels: pull.labels,
  };
}
