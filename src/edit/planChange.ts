// Applies a layout's edit requests to an in-memory view of a tree, read
// through NixpkgsTree (a checkout or the GitHub API alike): each file read
// once and edited with all its requests at once (fileEdits.ts), from the
// run's one index of it, which every plan of the run shares (each item's
// alone, then the whole change); the deleted folders listed, and the files a
// removal leaves unnamed found. Nothing is written; the result is a Change.
import { treePathSegments, UnreadableEntry, type NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { BindingIndex } from '../gather/nixpkgs/bindingIndex.js';
import { treeBindings } from '../gather/nixpkgs/treeBindings.js';
import type { Change, DeletedFile, EditProblem, EditRequest } from './change.js';
import { editNixFile } from './fileEdits.js';
import { markPackages } from './markPackage.js';
import { filesNoLongerNamed, type RemainingFile } from './namedFiles.js';
import { addReleaseNote } from './releaseNote.js';

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
  // Problems and requests found done, by request (its index), said in the order asked.
  const asked: { at: number; problem: EditProblem }[] = [];
  const done: number[] = [];
  const files = new Map<string, { before: string; after: string; left: RemainingFile }>();
  const removed: { file: string; paths: string[] }[] = [];
  const folders: { path: string; request: EditRequest }[] = [];

  // Each file's requests together, files in the order first asked: a file is read and indexed once.
  const byFile = new Map<string, { request: FileRequest; at: number }[]>();
  requests.forEach((request, at) => {
    if (request.kind !== 'delete-folder') {
      const list = byFile.get(request.file);
      if (list) list.push({ request, at });
      else byFile.set(request.file, [{ request, at }]);
      return;
    }
    const checked = checkedPath(request.path);
    if (typeof checked === 'string') folders.push({ path: checked, request });
    else asked.push({ at, problem: checked.problem });
  });

  for (const [file, fileRequests] of byFile) {
    const nix = fileRequests.flatMap(({ request, at }) =>
      request.kind === 'remove' || request.kind === 'entry' || request.kind === 'point' ? [{ request, at }] : [],
    );
    const read: { text: string; index?: BindingIndex } | { problem: EditProblem } =
      nix.length > 0 ? await indexedFile(tree, file) : await readFile(tree, file);
    if ('problem' in read) {
      // Each request of the file is said to fail, as each asked for it.
      for (const { at } of fileRequests) asked.push({ at, problem: read.problem });
      continue;
    }
    let text = read.text;
    // What the file names once edited: found from its index, unless a mark or release notes change its text too.
    let left: RemainingFile | undefined;
    if (read.index) {
      const edits = editNixFile(
        read.index,
        nix.map((r) => r.request),
      );
      for (const { request, problem } of edits.problems) asked.push({ at: nix[request].at, problem });
      done.push(...edits.done.map((k) => nix[k].at));
      if (edits.problems.length === 0) text = edits.text;
      left = { file, paths: edits.pathsLeft };
      if (nix.some((r) => r.request.kind === 'remove' && r.request.deleteNamedFiles))
        removed.push({ file, paths: edits.namedPaths });
    }
    // A mark (a released branch's, where nothing is removed) and release notes (Markdown) are made after the
    // file's other edits, one at a time, in the order asked.
    for (const { request, at } of fileRequests) {
      if (request.kind !== 'mark' && request.kind !== 'note') continue;
      const edit =
        request.kind === 'mark'
          ? markPackages(file, text, [request])
          : addReleaseNote(file, text, request.bullet, request.section);
      if ('problem' in edit) asked.push({ at, problem: edit.problem });
      else if (!edit.changed) done.push(at);
      else {
        text = edit.text;
        left = undefined;
      }
    }
    files.set(file, { before: read.text, after: text, left: left ?? { file, text } });
  }
  asked.sort((a, b) => a.at - b.at);
  const problems = asked.map((a) => a.problem);
  const unchanged = done.sort((a, b) => a - b).map((at) => requests[at]);

  const edited = [...files.values()].map((f) => f.left);
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
      files: [...files]
        .filter(([, t]) => t.before !== t.after)
        .map(([path, t]) => ({ path, before: t.before, after: t.after })),
      deleted: deleted.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0)),
      deletedFolders: deletedFolders.sort(),
    },
    unchanged,
  };
}

type FileRequest = Exclude<EditRequest, { kind: 'delete-folder' }>;

/** A Nix file of the tree with the run's index of it (gather/nixpkgs/treeBindings.ts): every plan of a run shares it. */
async function indexedFile(
  tree: NixpkgsTree,
  file: string,
): Promise<{ text: string; index: BindingIndex } | { problem: EditProblem; missing?: true }> {
  const checked = checkedPath(file);
  if (typeof checked !== 'string') return checked;
  const bindings = treeBindings(tree);
  const read = await bindings.source(checked);
  if ('problem' in read) return { problem: { file, message: read.problem.message } };
  if (read.value === undefined)
    return { problem: { file, message: `not in ${tree.describe}; nothing to edit` }, missing: true };
  const indexed = await bindings.file(checked);
  if (!('index' in indexed)) return { problem: { file, message: `not in ${tree.describe}; nothing to edit` } };
  return { text: indexed.index.source.text, index: indexed.index };
}

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
