// What the action's `fix` input reports of the fix step (pipeline/fixRun.ts):
// the files written and the diff, or one line naming the first check that
// refused the change, when nothing was written.
import type { EditProblem } from '../edit/change.js';
import type { FixOutcome } from './fixRun.js';

/** What was written: the files edited and deleted, and the change as the unified diff `git apply` takes. */
export interface AppliedChanges {
  written: string[];
  deleted: string[];
  /** Empty when the change is empty (the checkout is fixed already). */
  diff: string;
}

/** Why nothing was written, one line naming the file and the fix. */
export class ApplyError extends Error {
  constructor(
    readonly problem: EditProblem | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'ApplyError';
  }
}

const place = (problem: EditProblem): string =>
  `${problem.file}${problem.line !== undefined ? `, line ${problem.line}` : ''}`;

/** What the fix step wrote, or an ApplyError naming the first check that refused it (nothing was then written). */
export function appliedChanges(outcome: FixOutcome): AppliedChanges {
  const [problem] = outcome.refused ? [outcome.refused] : outcome.failures;
  if (problem) {
    const more = outcome.failures.length > 1 ? ` (and ${outcome.failures.length - 1} more)` : '';
    throw new ApplyError(problem, `Nothing was written: ${place(problem)}: ${problem.message}${more}.`);
  }
  return { written: outcome.written?.written ?? [], deleted: outcome.written?.deleted ?? [], diff: outcome.diff };
}
