// The mechanical change of one work item, as the issues and the job summary
// show it ("The change") and `--fix` writes it: per file, the lines removed and
// added and whether the file goes, with no hunk offsets, so that what is shown
// changes only when the item does. Computed in memory from the branch's tree
// by the item's family's layout (src/edit/ does the editing); plain data here.

/** One file of an item's change. Paths are relative to the nixpkgs root. */
export interface ItemFileChange {
  path: string;
  /** The lines the change removes, in the file's order (all of them for a deleted file). */
  removed: string[];
  /** The lines the change adds, in the file's order. */
  added: string[];
  /** The file is deleted (a cycle's own file, a file of its folder). */
  deleted?: true;
}

/** What writing an item's change takes, and what it leaves to a person. */
export interface ItemChange {
  /** In the order the change touches them. */
  files: ItemFileChange[];
  /** The one command that writes it into a local checkout: `node dist/cli.js --fix --packages k3s --now 2026-08-10 ...`. */
  command: string;
  /** What the item needs that no edit writes (a patch update's hashes, a mark with no mechanical place), each one sentence. */
  forAPerson?: string[];
  /**
   * Why the change could not be computed (a binding in a shape no edit takes),
   * each with its file and line; `files` is then empty and nothing is written.
   */
  refused?: string[];
}
