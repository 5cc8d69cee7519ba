// Where a tree path lies on disk, for a writer: inside the checkout, and never
// through a symbolic link (a link to /etc, or to another part of the tree, in a
// hostile checkout or named by a hostile families file, is refused before
// anything is written or deleted).
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { treePathSegments, UnreadableEntry } from '../gather/nixpkgs/tree.js';

export type ResolvedPath = { absolute: string; kind: 'file' | 'folder' } | { missing: true } | { refused: string };

/** The absolute path of `treePath` in the checkout at `root`, checked segment by segment with lstat. */
export async function resolveInCheckout(root: string, treePath: string): Promise<ResolvedPath> {
  let segments: string[];
  try {
    segments = treePathSegments(treePath);
  } catch (error) {
    if (error instanceof UnreadableEntry) return { refused: error.reason };
    throw error;
  }
  if (segments.length === 0) return { refused: 'the checkout itself; refused' };
  let current = path.resolve(root);
  for (const [i, segment] of segments.entries()) {
    current = path.join(current, segment);
    let stat;
    try {
      stat = await fs.lstat(current);
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'ENOENT' || code === 'ENOTDIR') return { missing: true };
      throw error;
    }
    if (stat.isSymbolicLink())
      return { refused: `${segments.slice(0, i + 1).join('/')} is a symbolic link; nothing is written through one` };
    const last = i === segments.length - 1;
    if (last) {
      if (stat.isFile()) return { absolute: current, kind: 'file' };
      if (stat.isDirectory()) return { absolute: current, kind: 'folder' };
      return { refused: 'not a regular file nor a folder; refused' };
    }
    if (!stat.isDirectory()) return { missing: true };
  }
  return { missing: true };
}
