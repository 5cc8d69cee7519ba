// The mechanical change of each work item of the checkout's branch, computed
// in memory (src/edit/) from its family's layout's requests: what "The change"
// shows and `--fix` writes, and what of the item is a person's. It orders the
// steps and decides nothing: which requests an edit makes is the layout's.
import { diffLines } from 'diff';
import { formatDay } from '../domain/day.js';
import type { ItemChange, ItemFileChange } from '../domain/itemChange.js';
import type { BranchAudit, WorkItem } from '../domain/types.js';
import type { Change, EditProblem, EditRequest } from '../edit/change.js';
import { planChange } from '../edit/planChange.js';
import type { LayoutEdits, PackageFamily } from '../families/family.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';

/** One item of the checkout's branch as `--fix` sees it. */
export interface ItemFix {
  family: PackageFamily;
  item: WorkItem;
  /** The layout's requests, the attributes they remove and the cycle's own paths. */
  edits: LayoutEdits;
  /** The item whose earlier step is not mechanical: this one waits for a person. */
  blockedBy?: string;
  /** Its change alone on the branch's tree, when it has a mechanical core and nothing blocks it. */
  change?: ItemChange;
  /** What stopped its change from being computed (a binding in an unexpected shape), with file and line. */
  problems?: EditProblem[];
}

/** The command that writes an item's change into a local checkout. */
export function fixCommand(familyId: string, now: Date, branch: string): string {
  return `k3s-release-guard --fix --packages ${familyId} --now ${formatDay(now)}${branch === 'master' ? '' : ` --branch ${branch}`}`;
}

/** Whether an item has anything a layout writes. */
export const isMechanical = (fix: ItemFix): boolean => fix.edits.requests.length > 0 && fix.blockedBy === undefined;

/** Each item of `audit` (the checkout's branch) of `family`, with its change when it has a mechanical core. */
export async function itemFixes(
  family: PackageFamily,
  audit: BranchAudit,
  tree: NixpkgsTree,
  now: Date,
): Promise<ItemFix[]> {
  const fixes: ItemFix[] = [];
  const bySubject = new Map<string, ItemFix>();
  for (const item of audit.workItems) {
    const itemEdits = item.edits ?? [];
    const edits: LayoutEdits = family.layout.edits
      ? await family.layout.edits(itemEdits, { tree, packaged: audit.packaged, now })
      : { requests: [], removed: [], own: [], forAPerson: [] };
    if (!family.layout.edits && itemEdits.length > 0)
      edits.forAPerson.push(`${family.name}'s layout writes no edit: ${item.fix}`);
    const fix: ItemFix = { family, item, edits };
    // A new cycle is a person's (its files and hashes): what the item does after it waits for it.
    const added = itemEdits.find((e) => e.kind === 'add');
    if (added && edits.requests.length > 0) {
      fix.blockedBy = `adding ${added.attr}`;
      edits.forAPerson.push(`The rest of the item waits for ${added.attr}; once it is added, run the command again.`);
    }
    // An earlier step that needs a person blocks the rest: the tree it would edit is not there yet.
    const waiting = (item.after ?? []).find((subject) => {
      const earlier = bySubject.get(subject);
      return earlier !== undefined && !isMechanical(earlier);
    });
    if (waiting !== undefined && edits.requests.length > 0 && fix.blockedBy === undefined) {
      fix.blockedBy = waiting;
      edits.forAPerson.unshift(
        `Waits for the ${waiting} item, which needs a person; once it is done, run the command again.`,
      );
    }
    if (isMechanical(fix)) {
      const plan = await planChange(tree, edits.requests);
      if ('problems' in plan) fix.problems = plan.problems;
      else
        fix.change = {
          ...itemChangeOf(plan.change),
          command: fixCommand(family.id, now, audit.branch.name),
          ...(edits.forAPerson.length > 0 ? { forAPerson: [...edits.forAPerson] } : {}),
        };
    }
    if (item.subject !== undefined) bySubject.set(item.subject, fix);
    fixes.push(fix);
  }
  return fixes;
}

/**
 * What "The change" shows of an item: its change, or why none could be
 * computed, so that an item with a mechanical core never just lacks its section.
 */
export function shownChange(fix: ItemFix, now: Date, branch: string): ItemChange | undefined {
  if (fix.change) return fix.change;
  if (!fix.problems || fix.problems.length === 0) return undefined;
  return {
    files: [],
    command: fixCommand(fix.family.id, now, branch),
    refused: fix.problems.map((p) => `${p.file}${p.line !== undefined ? `, line ${p.line}` : ''}: ${p.message}`),
    ...(fix.edits.forAPerson.length > 0 ? { forAPerson: [...fix.edits.forAPerson] } : {}),
  };
}

/** A change as "The change" lists it: per file, the lines removed and added, without offsets. */
export function itemChangeOf(change: Change): Pick<ItemChange, 'files'> {
  const files: ItemFileChange[] = change.files.map((file) => {
    const removed: string[] = [];
    const added: string[] = [];
    // The lines before the first that differs are left out of the diff: it would match them first anyway.
    const from = commonLinesEnd(file.before, file.after);
    for (const part of diffLines(file.before.slice(from), file.after.slice(from))) {
      if (!part.added && !part.removed) continue;
      const lines = part.value.replace(/\n$/, '').split('\n');
      (part.added ? added : removed).push(...lines);
    }
    return { path: file.path, removed, added };
  });
  for (const file of change.deleted)
    files.push({ path: file.path, removed: file.text.replace(/\n$/, '').split('\n'), added: [], deleted: true });
  return { files };
}

/** The offset where the lines the two texts begin with in common end: just after a newline, or 0. */
function commonLinesEnd(a: string, b: string): number {
  const length = Math.min(a.length, b.length);
  let at = 0;
  // Compared a block at a time (a big file differs late, if at all), then a character at a time.
  for (const block = 4096; at + block <= length && a.slice(at, at + block) === b.slice(at, at + block);) at += block;
  while (at < length && a.charCodeAt(at) === b.charCodeAt(at)) at += 1;
  return at === 0 ? 0 : a.lastIndexOf('\n', at - 1) + 1;
}

/** Every request of the items that have a mechanical core, in the items' order. */
export function requestsOf(fixes: readonly ItemFix[]): EditRequest[] {
  return fixes.filter((f) => isMechanical(f) && !f.problems).flatMap((f) => f.edits.requests);
}
