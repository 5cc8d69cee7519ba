// Read-only access to a nixpkgs tree, by path relative to its root.
// The packaged-state parser only speaks this interface, so a checkout on disk
// and the GitHub contents API are interchangeable behind it.
import { constants as fsConstants, promises as fs } from 'node:fs';
import path from 'node:path';
import { shownPath } from '../localFile.js';

export interface NixpkgsTree {
  /** For reports: "checkout nixpkgs" (a folder as `shownPath` names it) or "GitHub API NixOS/nixpkgs@master". */
  describe: string;
  /** Text of a file; undefined when it does not exist (or is not a file). */
  readText(path: string): Promise<string | undefined>;
  /** Entry names (files and folders) of a folder; undefined when it does not exist. */
  listDir(path: string): Promise<string[] | undefined>;
  /** The commit the tree's branch or tag points to, for links; absent for a tree that has none (a folder). */
  commit?(): Promise<string | undefined>;
  /** Set when the run has no such tree to read at all (offline, and none given): it reads as empty. */
  notGiven?: true;
}

/**
 * Thrown by a tree for a path that exists but must not or cannot be read
 * (outside the root, symlink loop, too large, not a regular file). The parser
 * turns it into a layout problem naming the path; any other error is a real
 * failure (network, permissions) and propagates.
 */
export class UnreadableEntry extends Error {
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
    this.name = 'UnreadableEntry';
  }
}

export interface LocalTreeOptions {
  /** Larger files are refused. Real all-packages.nix is ~1.5 MB; the cap only guards against accidents. */
  maxFileBytes?: number;
  /** The folder the run works in, which reports name the checkout from (`shownPath`); the process's when absent. */
  shownFrom?: string;
}

export const DEFAULT_MAX_FILE_BYTES = 64 * 1024 * 1024;

/** Splits a tree path into its segments, refusing anything that could leave the root. */
export function treePathSegments(treePath: string): string[] {
  if (treePath.startsWith('/') || treePath.includes('\\') || /^[A-Za-z]:/.test(treePath) || treePath.includes('\0')) {
    throw new UnreadableEntry(treePath, 'not a path relative to the nixpkgs root; refused');
  }
  const segments = treePath.split('/').filter((s) => s !== '' && s !== '.');
  if (segments.includes('..')) {
    throw new UnreadableEntry(treePath, 'path climbs out with ".."; refused');
  }
  return segments;
}

// Duck-typed: Node's fs errors may come from another realm (vm contexts), where instanceof Error fails.
function errorCode(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
    ? error.code
    : undefined;
}

/** A nixpkgs checkout on the local filesystem, confined to `root`. */
export function localTree(root: string, options: LocalTreeOptions = {}): NixpkgsTree {
  const maxFileBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const absoluteRoot = path.resolve(root);
  // The root itself may sit behind a symlink (/tmp on macOS); compare real paths.
  let realRoot: Promise<string> | undefined;

  /** Real path of an existing entry inside the root; undefined when missing. */
  async function resolveInside(treePath: string): Promise<string | undefined> {
    const segments = treePathSegments(treePath);
    realRoot ??= fs.realpath(absoluteRoot);
    const base = await realRoot;
    let real: string;
    try {
      real = await fs.realpath(path.join(base, ...segments));
    } catch (error) {
      const code = errorCode(error);
      if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
      if (code === 'ELOOP') throw new UnreadableEntry(treePath, 'symlink loop; refused');
      throw error;
    }
    if (real !== base && !real.startsWith(base + path.sep)) {
      throw new UnreadableEntry(treePath, 'symlink leads outside the nixpkgs checkout; refused');
    }
    return real;
  }

  return {
    describe: `checkout ${shownPath(absoluteRoot, options.shownFrom)}`,

    async readText(treePath) {
      const real = await resolveInside(treePath);
      if (real === undefined) return undefined;
      const stat = await fs.stat(real);
      if (stat.isDirectory()) return undefined;
      // A FIFO or device would block or never end: only regular files are read.
      if (!stat.isFile()) throw new UnreadableEntry(treePath, 'not a regular file; refused');
      if (stat.size > maxFileBytes) {
        throw new UnreadableEntry(treePath, `${stat.size} bytes, over the ${maxFileBytes}-byte cap; refused`);
      }
      const handle = await fs.open(real, fsConstants.O_RDONLY | fsConstants.O_NOFOLLOW);
      try {
        // Re-check on the open handle: the file may have grown since stat.
        const size = (await handle.stat()).size;
        if (size > maxFileBytes) {
          throw new UnreadableEntry(treePath, `${size} bytes, over the ${maxFileBytes}-byte cap; refused`);
        }
        const text = await handle.readFile({ encoding: 'utf8' });
        return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
      } finally {
        await handle.close();
      }
    },

    async listDir(treePath) {
      const real = await resolveInside(treePath);
      if (real === undefined) return undefined;
      const stat = await fs.stat(real);
      if (!stat.isDirectory()) return undefined;
      return (await fs.readdir(real)).sort();
    },
  };
}
