// The writer: a checked Change into a checkout on disk. Before anything is
// written it checks every path (inside the checkout, no symbolic link on the
// way), that each file still holds the text the change was computed from, and,
// in a git work tree, that none of them has uncommitted changes: a person's
// work is never mixed with the tool's. Then it writes, deletes, and removes
// the deleted folders left empty.
import { execFile } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Change, EditProblem } from './change.js';
import { resolveInCheckout } from './checkoutPath.js';

/**
 * Why nothing was written: a file with a person's uncommitted changes (theirs
 * to commit or stash), a path outside the checkout or through a link, a file
 * gone, or a file changed since the change was computed from it.
 */
export type WriteRefusal = 'uncommitted' | 'unsafe-path' | 'gone' | 'changed';

export type Written = { written: string[]; deleted: string[] } | { problem: EditProblem; kind: WriteRefusal };

export interface WriteOptions {
  /** The git program; `git` from the PATH by default. Without git, no check of uncommitted changes is made. */
  git?: string;
}

/** Writes `change` into the checkout at `root`, or says the one reason it wrote nothing. */
export async function writeChange(root: string, change: Change, options: WriteOptions = {}): Promise<Written> {
  const targets: { treePath: string; absolute: string; expected: string }[] = [];
  for (const file of [...change.files.map((f) => ({ path: f.path, text: f.before })), ...change.deleted]) {
    const resolved = await resolveInCheckout(root, file.path);
    if ('refused' in resolved) return { problem: { file: file.path, message: resolved.refused }, kind: 'unsafe-path' };
    if ('missing' in resolved || resolved.kind !== 'file')
      return {
        problem: { file: file.path, message: 'is not in the checkout any more; nothing was written' },
        kind: 'gone',
      };
    targets.push({ treePath: file.path, absolute: resolved.absolute, expected: file.text });
  }
  for (const folder of change.deletedFolders) {
    const resolved = await resolveInCheckout(root, folder);
    if ('refused' in resolved) return { problem: { file: folder, message: resolved.refused }, kind: 'unsafe-path' };
  }

  const dirty = await uncommitted(root, [...targets.map((t) => t.treePath), ...change.deletedFolders], options.git);
  if (dirty.length > 0)
    return {
      problem: {
        file: dirty[0],
        message: `has uncommitted changes; commit or stash them, then run again${
          dirty.length > 1 ? ` (and ${dirty.length - 1} more files)` : ''
        }`,
      },
      kind: 'uncommitted',
    };
  for (const target of targets) {
    const now = await fs.readFile(target.absolute, 'utf8');
    if (now !== target.expected)
      return {
        problem: { file: target.treePath, message: 'changed since it was read; nothing was written' },
        kind: 'changed',
      };
  }

  const byPath = new Map(targets.map((t) => [t.treePath, t.absolute]));
  for (const file of change.files) await fs.writeFile(byPath.get(file.path)!, file.after);
  for (const file of change.deleted) await fs.unlink(byPath.get(file.path)!);
  for (const folder of change.deletedFolders) await removeEmptyFolders(path.resolve(root, ...folder.split('/')));
  return { written: change.files.map((f) => f.path), deleted: change.deleted.map((f) => f.path) };
}

/** The folder and the folders in it, bottom up, where they hold nothing any more. */
async function removeEmptyFolders(folder: string): Promise<void> {
  let entries;
  try {
    entries = await fs.readdir(folder, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) if (entry.isDirectory()) await removeEmptyFolders(path.join(folder, entry.name));
  if ((await fs.readdir(folder)).length === 0) await fs.rmdir(folder);
}

/** The paths with uncommitted changes (staged, unstaged, or untracked in a deleted folder); none outside a git work tree. */
async function uncommitted(root: string, paths: readonly string[], git = 'git'): Promise<string[]> {
  if (paths.length === 0) return [];
  const inside = await run(git, ['-C', root, 'rev-parse', '--is-inside-work-tree']);
  if (inside?.trim() !== 'true') return [];
  const status = await run(git, [
    '-C',
    root,
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    ...paths.map((p) => `:(literal)${p}`),
  ]);
  if (status === undefined) return [];
  // Paths are the repository's; the checkout may be a folder of it.
  const prefix = (await run(git, ['-C', root, 'rev-parse', '--show-prefix']))?.trim() ?? '';
  const dirty: string[] = [];
  const entries = status.split('\0');
  for (let i = 0; i < entries.length; i++) {
    const entry = entries[i];
    if (entry.length < 4) continue;
    dirty.push(entry.slice(3).startsWith(prefix) ? entry.slice(3 + prefix.length) : entry.slice(3));
    // A rename or copy is followed by its old path.
    if (/[RC]/.test(entry.slice(0, 2))) i += 1;
  }
  return dirty;
}

function run(command: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(command, args, { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }, (error, stdout) =>
      resolve(error ? undefined : stdout),
    );
  });
}
