// The last line of the plain report: the step that matters after reading it,
// what a scheduled run would do that this one did not (audit the other
// branches, open a checklist), in the CLI's own options.
import { branchesThatMatter, sameBranch } from '../calendar/otherBranches.js';
import { listText } from '../domain/text.js';
import type { RunResult } from '../pipeline/run.js';
import { lineText, NAME_LIMIT } from '../report/inertText.js';

export function nextStep(result: RunResult): string | undefined {
  const { work } = result;
  const [first] = result.families;
  if (work.prCheck || !first) return undefined;
  const { report } = first;
  const audited = result.families.flatMap((f) => f.report.audits.map((audit) => audit.branch));
  const others = branchesThatMatter(report.calendar, report.now).filter(
    (branch) => !audited.some((done) => sameBranch(done, branch)),
  );
  const checklists = [
    ...(work.featureFreeze ? [`the feature-freeze checklist of NixOS ${work.featureFreeze.name}`] : []),
    ...(work.branchOff ? [`the branch-off checklist of NixOS ${work.branchOff.name}`] : []),
  ];
  const opens = checklists.length > 0 ? `, with ${listText(checklists)}` : '';
  if (others.length === 0) return `Next: --preview shows the issues a scheduled run would write${opens}.`;
  const names = lineText(listText(others.map((branch) => branch.name)), NAME_LIMIT);
  return `Next: --all-branches audits ${names} too; --preview shows the issues a scheduled run would write${opens}.`;
}
