// layout-unrecognized: every file the reader could not understand is an
// error, so an unreadable tree never passes as clean; an entry of the family
// folder the reader does not know is skipped, and a notice says so. What a
// declared family's reader could not find on the branch (a declared file not in
// the tree, a template matching nothing) is a notice for that family alone.
import type { Finding } from '../../domain/types.js';
import type { RuleContext } from '../ruleContext.js';
import { saidByDeclaration } from './declaration-mismatch.js';

export function layoutUnrecognized(context: RuleContext): Finding[] {
  const { name } = context.family;
  const errors = context.packaged.problems.map((problem) =>
    context.finding({
      rule: 'layout-unrecognized',
      severity: 'error',
      message:
        `Could not read ${problem.file}${problem.line ? ` line ${problem.line}` : ''}: ${problem.message}. ` +
        `What it defines was not checked; fix it, or report the layout to k3s-release-guard if it is right.`,
      file: problem.file,
      ...(problem.line ? { line: problem.line } : {}),
    }),
  );
  const notices = (context.packaged.unknownEntries ?? []).map((entry) =>
    context.finding({
      rule: 'layout-unrecognized',
      severity: 'notice',
      message:
        `Unexpected entry ${entry.file} in the ${name} folder, ignored: the action reads ${entry.expected}. ` +
        `Nothing to do if it belongs there; if it packages a ${name} minor, report the layout to k3s-release-guard.`,
      file: entry.file,
    }),
  );
  // What the run's declaration-mismatch says of a repository's own file is not said again on each branch.
  const unread = (context.packaged.notices ?? [])
    .filter((notice) => !saidByDeclaration(context, notice))
    .map((notice) =>
      context.finding({
        rule: 'layout-unrecognized',
        severity: 'notice',
        message: notice.file ? `${name} reads ${notice.file}: ${notice.message}.` : `${name}: ${notice.message}.`,
        ...(notice.file ? { file: notice.file } : {}),
      }),
    );
  return [...errors, ...notices, ...unread];
}
