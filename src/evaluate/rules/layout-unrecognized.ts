// layout-unrecognized: every file the reader could not understand is an
// error, so an unreadable tree never passes as clean.
import type { Finding } from '../../domain/types.js';
import type { RuleContext } from '../ruleContext.js';

export function layoutUnrecognized(context: RuleContext): Finding[] {
  return context.packaged.problems.map((problem) =>
    context.finding({
      rule: 'layout-unrecognized',
      severity: 'error',
      message:
        `Could not read ${problem.file}${problem.line ? ` line ${problem.line}` : ''}: ${problem.message}. ` +
        `What it defines was not checked; fix the file, or report the layout to k3s-release-guard if the file is right.`,
      file: problem.file,
      ...(problem.line ? { line: problem.line } : {}),
    }),
  );
}
