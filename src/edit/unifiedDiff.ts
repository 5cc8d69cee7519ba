// A Change as one unified diff in git's form (`diff --git a/... b/...`, a
// deleted file as `deleted file mode 100644`), which `git apply` takes from
// the root of the checkout. jsdiff computes and formats the hunks.
import { formatPatch, structuredPatch, type StructuredPatch } from 'diff';
import type { Change } from './change.js';

/** Lines of context around each change, as git writes them. */
const CONTEXT = 3;

/** The diff of a change; empty when it changes nothing. */
export function unifiedDiff(change: Change): string {
  const patches: StructuredPatch[] = [];
  for (const file of change.files) {
    const patch = structuredPatch(`a/${file.path}`, `b/${file.path}`, file.before, file.after, undefined, undefined, {
      context: CONTEXT,
    });
    patches.push({ ...patch, isGit: true });
  }
  for (const file of change.deleted) {
    const patch = structuredPatch(`a/${file.path}`, '/dev/null', file.text, '', undefined, undefined, {
      context: CONTEXT,
    });
    patches.push({ ...patch, isGit: true, isDelete: true, oldMode: '100644' });
  }
  return patches.length === 0 ? '' : formatPatch(patches);
}
