// The last line of the plain report: the branches that matter which the run
// could not read (and why), then the step that matters after reading it: what
// a scheduled run would do that this one did not (audit the other branches,
// open a checklist), in the CLI's own options, never one already given.
import { sameBranch } from '../calendar/otherBranches.js';
import type { UnreadBranch } from '../domain/audit.js';
import { listText } from '../domain/text.js';
import type { RunResult } from '../pipeline/run.js';
import { lineText, NAME_LIMIT } from '../report/inertText.js';

/** What the command line already asked for. */
export interface GivenOptions {
  allBranches: boolean;
}

/** Why a branch was not audited, with what would let the CLI read it. */
function whyUnread({ branch, why, detail }: UnreadBranch): string {
  const name = lineText(branch, NAME_LIMIT);
  return why === 'no-tree' ? `${name} (no tree given: --tree ${name}=PATH)` : `${name} (${lineText(detail)})`;
}

export function nextStep(result: RunResult, given: GivenOptions): string | undefined {
  const { work } = result;
  const [first] = result.families;
  if (work.prCheck || !first) return undefined;
  const { report } = first;
  const audited = result.families.flatMap((f) => f.report.audits.map((audit) => audit.branch));
  // Every family reads the same branches: one reason per branch.
  const unread = [...new Map(result.families.flatMap((f) => f.report.unread ?? []).map((u) => [u.branch, u])).values()];
  const others = report.branchesThatMatter.filter(
    (branch) => !audited.some((done) => sameBranch(done, branch)) && !unread.some((u) => u.branch === branch.name),
  );
  const checklists = [
    ...(work.featureFreeze ? [`the feature-freeze checklist of NixOS ${work.featureFreeze.name}`] : []),
    ...(work.branchOff ? [`the branch-off checklist of NixOS ${work.branchOff.name}`] : []),
  ];
  const opens = checklists.length > 0 ? `, with ${listText(checklists)}` : '';
  const notAudited = unread.length > 0 ? `Not audited: ${listText(unread.map(whyUnread))}. ` : '';
  const allBranches =
    !given.allBranches && others.length > 0
      ? `--all-branches audits ${lineText(listText(others.map((branch) => branch.name)), NAME_LIMIT)} too; `
      : '';
  return `${notAudited}Next: ${allBranches}--preview shows the issues a scheduled run would write${opens}.`;
}
