// "Apply the run's changes": the change a run computed for the items of the
// checkout's branch, written into the checkout on disk, only once it passed
// its checks. The action's `fix` input calls it. It writes nothing it was not
// handed: which edits an item asks for is each family's layout's, computed in
// memory by the run's fix step (src/edit/prepareChange.ts); a run that
// computed none is refused with one line that says so.
import type { EditProblem } from '../edit/change.js';
import type { PreparedChange } from '../edit/prepareChange.js';
import { writeChange, type WriteOptions } from '../edit/writeChange.js';

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

/**
 * Writes `computed` (the run's change of the checkout's branch, every item
 * together) into the checkout at `root`, or throws an ApplyError and writes
 * nothing: when no change was computed, when computing it met a problem, when
 * Nix's parser refused an edited file, or when the writer refuses (a file with
 * uncommitted changes, changed since it was read, behind a symbolic link).
 */
export async function applyChanges(
  root: string,
  computed: PreparedChange | undefined,
  options: WriteOptions = {},
): Promise<AppliedChanges> {
  if (computed === undefined)
    throw new ApplyError(
      undefined,
      'No change was computed in this run, so nothing was written: the fix step computes the change of the ' +
        "checkout's branch in a scheduled or manual audit (mode audit, feature-freeze or branch-off).",
    );
  if ('problems' in computed) {
    const [first] = computed.problems;
    const more = computed.problems.length > 1 ? ` (and ${computed.problems.length - 1} more)` : '';
    throw new ApplyError(
      first,
      `Nothing was written: ${first ? `${place(first)}: ${first.message}` : 'the change could not be computed'}${more}.`,
    );
  }
  const refused = computed.parsed.find((result) => result.status === 'error');
  if (refused?.status === 'error') {
    const problem = {
      file: refused.path,
      ...(refused.line !== undefined ? { line: refused.line } : {}),
      message: refused.message,
    };
    throw new ApplyError(problem, `Nothing was written: Nix's parser refuses ${place(problem)}: ${refused.message}.`);
  }
  if (!computed.checked) throw new ApplyError(undefined, 'Nothing was written: the change was not checked.');
  if (computed.diff === '') return { written: [], deleted: [], diff: '' };
  const done = await writeChange(root, computed.change, options);
  if ('problem' in done)
    throw new ApplyError(done.problem, `Nothing was written: ${place(done.problem)} ${done.problem.message}.`);
  return { ...done, diff: computed.diff };
}
