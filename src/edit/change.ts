// The vocabulary of the editing toolkit: what a layout asks to change in a
// tree (EditRequest), what the change is once computed in memory (Change), and
// the one shape of what goes wrong (EditProblem). No family is named here: a
// layout turns a work item's FixEdits into these requests.
import type { Day, LayoutProblem } from '../domain/types.js';

/** What went wrong, with the file (a path relative to the tree's root) and, where there is one, the line. */
export type EditProblem = LayoutProblem;

/** The text of a file before and after the edits. */
export interface FileChange {
  path: string;
  before: string;
  after: string;
}

/** A file the change deletes, with the text it had (for the diff). */
export interface DeletedFile {
  path: string;
  text: string;
}

/** A change computed in memory: nothing is written until a writer is given it. */
export interface Change {
  /** Edited files, each once, in the order first edited. Only files whose text changes. */
  files: FileChange[];
  /** Deleted files, folders expanded to their files, sorted by path. */
  deleted: DeletedFile[];
  /** The folders deleted whole (`.../k3s/1_33`), to remove once their files are gone. */
  deletedFolders: string[];
}

/** An attribute set entry written by an edit: a throw with the family's wording, or an alias of another attribute. */
export interface AliasEntry {
  name: string;
  value: { throw: string } | { alias: string };
  /** Written as `# Added YYYY-MM-DD` after the entry; none when absent (linux-kernels.nix's kernels). */
  added?: Day;
}

/**
 * The attribute set an entry goes in: `mapAliases { ... }` (pkgs/top-level/aliases.nix),
 * or a `lib.optionalAttrs config.allowAliases { ... }` block; `within` names the
 * binding whose value holds the block when the file has several (linux-kernels.nix:
 * `kernels`, `vanillaPackages`).
 */
export type EntryPlace = { set: 'mapAliases' } | { set: 'allowAliases'; within?: string };

/** How a package is marked: a meta.knownVulnerabilities entry, or a flag its builder turns into one (`eol`). */
export type PackageMark = { vulnerability: string } | { flag: string };

/** One edit of a file, or a deletion, as a layout asks for it. Paths are relative to the tree's root. */
export type EditRequest =
  /**
   * Every binding of `name` in `file` that is not a throw goes: a whole binding
   * (one line or several, with a comment left alone above it), or one name of
   * an `inherit` (the whole inherit when it empties). `scope`: the names the
   * bindings must be inside (`['let', 'versions']`); by default the outermost
   * bindings of that name. `deleteNamedFiles`: a file its text names (`./13.nix`)
   * is deleted when no edited file names it any more.
   */
  | { kind: 'remove'; file: string; name: string; scope?: readonly string[]; deleteNamedFiles?: boolean }
  /** `entry` goes in the attribute set `place` of `file`, at its sorted place. */
  | { kind: 'entry'; file: string; entry: AliasEntry; place: EntryPlace }
  /**
   * The default `name = ...;` points to `target`: its value is a bare name, or
   * `from` names the one attribute to replace in it (`hiPrio corepack_22`).
   */
  | { kind: 'point'; file: string; name: string; target: string; from?: string }
  /**
   * The package `name` is bound to in `file` is marked (markPackage.ts): its
   * value wrapped in `.overrideAttrs { meta.knownVulnerabilities = [ ... ]; }`,
   * or `flag = true;` in the attribute set its value is called with.
   */
  | { kind: 'mark'; file: string; name: string; mark: PackageMark }
  /** A bullet under a heading (by default "Backward Incompatibilities") of release notes, replacing a placeholder. */
  | { kind: 'note'; file: string; bullet: string; section?: string }
  /** A folder the layout derives from a cycle's name (`k3s/1_33`) is deleted with everything in it. */
  | { kind: 'delete-folder'; path: string };

/** The result of one text edit: the new text (the same text when it was done already), or the problem. */
export type TextEdit = { text: string; changed: boolean } | { problem: EditProblem };
