// Applies a layout's edit requests to an in-memory view of a tree, read
// through NixpkgsTree (a checkout or the GitHub API alike): each file read
// once, edited in the order asked, the deleted folders listed, and the files a
// removal leaves unnamed found. Nothing is written; the result is a Change.
import { treePathSegments, UnreadableEntry, type NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { Change, DeletedFile, EditProblem, EditRequest, EntryPlace, TextEdit } from './change.js';
import { insertEntries } from './insertEntry.js';
import { markPackages } from './markPackage.js';
import { filesNoLongerNamed } from './namedFiles.js';
import { pointDefaults } from './pointDefault.js';
import { addReleaseNote } from './releaseNote.js';
import { removeBindings } from './removeBinding.js';

/** A folder holding more files than this is no cycle's own folder: its deletion is refused. */
export const MAX_FOLDER_FILES = 100;

export type Plan =
  | {
      change: Change;
      /** The requests that found their work done already (a second run, a tree fixed by hand); those made at once, together. */
      unchanged: EditRequest[];
    }
  | { problems: EditProblem[] };

/** The change `requests` make to `tree`, or every problem found on the way. */
export async function planChange(tree: NixpkgsTree, requests: readonly EditRequest[]): Promise<Plan> {
  const problems: EditProblem[] = [];
  const files = new Map<string, { before: string; after: string }>();
  const unchanged: EditRequest[] = [];
  const removed: { file: string; paths: string[] }[] = [];
  const folders: { path: string; request: EditRequest }[] = [];

  const textOf = async (file: string): Promise<string | undefined> => {
    const known = files.get(file);
    if (known) return known.after;
    const read = await readFile(tree, file);
    if ('problem' in read) {
      problems.push(read.problem);
      return undefined;
    }
    files.set(file, { before: read.text, after: read.text });
    return read.text;
  };
  const record = (file: string, edit: TextEdit, asked: readonly EditRequest[]): void => {
    if ('problem' in edit) problems.push(edit.problem);
    else if (!edit.changed) unchanged.push(...asked);
    else files.get(file)!.after = edit.text;
  };

  for (let i = 0; i < requests.length; i++) {
    const request = requests[i];
    if (request.kind === 'delete-folder') {
      const checked = checkedPath(request.path);
      if (typeof checked === 'string') folders.push({ path: checked, request });
      else problems.push(checked.problem);
      continue;
    }
    const text = await textOf(request.file);
    if (text === undefined) continue;
    switch (request.kind) {
      case 'remove': {
        // Removals that follow each other in one file are made at once: one reading of the file.
        const batch: Extract<EditRequest, { kind: 'remove' }>[] = [request];
        for (
          let next = requests[i + 1];
          next?.kind === 'remove' && next.file === request.file && !next.deleteNamedFiles === !request.deleteNamedFiles;
          next = requests[i + 1]
        ) {
          batch.push(next);
          i += 1;
        }
        const removal = removeBindings(request.file, text, batch);
        if ('problem' in removal) {
          problems.push(removal.problem);
          break;
        }
        if (request.deleteNamedFiles) removed.push({ file: request.file, paths: removal.namedPaths });
        record(request.file, removal, batch);
        break;
      }
      case 'entry': {
        // Entries that follow each other in one set of one file are placed at once.
        const batch: Extract<EditRequest, { kind: 'entry' }>[] = [request];
        for (
          let next = requests[i + 1];
          next?.kind === 'entry' && next.file === request.file && samePlace(next.place, request.place);
          next = requests[i + 1]
        ) {
          batch.push(next);
          i += 1;
        }
        const entries = batch.map((r) => r.entry);
        record(request.file, insertEntries(request.file, text, entries, request.place), batch);
        break;
      }
      case 'point':
        record(request.file, pointDefaults(request.file, text, [request]), [request]);
        break;
      case 'mark':
        record(request.file, markPackages(request.file, text, [request]), [request]);
        break;
      case 'note':
        record(request.file, addReleaseNote(request.file, text, request.bullet, request.section), [request]);
        break;
    }
  }

  const edited = [...files].map(([file, { after }]) => ({ file, text: after }));
  const deleted: DeletedFile[] = [];
  const deletedFolders: string[] = [];
  for (const { path: folder, request } of folders) {
    if (edited.some(({ file }) => file.startsWith(`${folder}/`))) {
      problems.push({ file: folder, message: 'the folder to delete holds a file the change edits; refused' });
      continue;
    }
    const listed = await filesIn(tree, folder);
    if ('problem' in listed) problems.push(listed.problem);
    else if (listed.files.length === 0) unchanged.push(request);
    else {
      deleted.push(...listed.files);
      deletedFolders.push(folder);
    }
  }
  for (const file of filesNoLongerNamed(removed, edited)) {
    if (deletedFolders.some((folder) => file.startsWith(`${folder}/`)) || files.has(file)) continue;
    const read = await readFile(tree, file);
    if ('text' in read) deleted.push({ path: file, text: read.text });
    else if (!read.missing) problems.push(read.problem);
  }
  if (problems.length > 0) return { problems };

  return {
    change: {
      files: [...files].filter(([, t]) => t.before !== t.after).map(([path, t]) => ({ path, ...t })),
      deleted: deleted.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
      deletedFolders: deletedFolders.sort(),
    },
    unchanged,
  };
}

const samePlace = (a: EntryPlace, b: EntryPlace): boolean =>
  a.set === b.set && (a.set === 'mapAliases' || a.within === (b as typeof a).within);

/** A tree path as given, or the problem of one that names the root or leaves it. */
function checkedPath(treePath: string): string | { problem: EditProblem } {
  try {
    const segments = treePathSegments(treePath);
    if (segments.length === 0) return { problem: { file: treePath, message: 'the checkout itself is never deleted' } };
    return segments.join('/');
  } catch (error) {
    if (error instanceof UnreadableEntry) return { problem: { file: treePath, message: error.reason } };
    throw error;
  }
}

async function readFile(
  tree: NixpkgsTree,
  file: string,
): Promise<{ text: string } | { problem: EditProblem; missing?: true }> {
  const checked = checkedPath(file);
  if (typeof checked !== 'string') return checked;
  try {
    const text = await tree.readText(checked);
    if (text === undefined)
      return { problem: { file, message: `not in ${tree.describe}; nothing to edit` }, missing: true };
    return { text };
  } catch (error) {
    if (error instanceof UnreadableEntry) return { problem: { file, message: `cannot be read: ${error.reason}` } };
    throw error;
  }
}

/** Every file under `folder`, with its text; none when the folder is gone (deleted already). */
async function filesIn(
  tree: NixpkgsTree,
  folder: string,
): Promise<{ files: DeletedFile[] } | { problem: EditProblem }> {
  const files: DeletedFile[] = [];
  const pending = [folder];
  try {
    while (pending.length > 0) {
      const current = pending.pop()!;
      const entries = await tree.listDir(current);
      if (entries === undefined) {
        if (current === folder) {
          const text = await tree.readText(current);
          if (text !== undefined) return { problem: { file: folder, message: 'a file, not a folder; refused' } };
        }
        continue;
      }
      for (const entry of entries) {
        const child = `${current}/${entry}`;
        if ((await tree.listDir(child)) !== undefined) pending.push(child);
        else {
          const text = await tree.readText(child);
          if (text !== undefined) files.push({ path: child, text });
        }
        if (files.length > MAX_FOLDER_FILES)
          return {
            problem: {
              file: folder,
              message: `holds more than ${MAX_FOLDER_FILES} files, which no cycle's own folder does; its deletion is refused`,
            },
          };
      }
    }
  } catch (error) {
    if (error instanceof UnreadableEntry)
      return { problem: { file: error.path, message: `cannot be read: ${error.reason}` } };
    throw error;
  }
  return { files };
}
