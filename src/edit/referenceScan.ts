// What still names the removed attributes, for the person who finishes the
// removal: every `.nix` file of a checkout (NixOS modules and tests included)
// read once, all names matched in one pass, without the files the change
// itself edits or deletes (the caller names them: the cycle's own files,
// aliases.nix, the release notes). Symbolic links are not followed and `.git`
// is not entered. The first references of each name are kept, and a count.
import { readdirSync, readFileSync, type Dirent } from 'node:fs';
import path from 'node:path';
import { namesPattern, referencesIn, type Reference } from './references.js';

/** References shown per name; the rest are counted. */
export const SHOWN_REFERENCES = 20;
/** Files read between two turns of the event loop. */
const BATCH = 500;

export interface ReferenceScanOptions {
  /** Tree paths not searched: files, or folders with everything in them. */
  exclude?: readonly string[];
  /** Paths a sparse checkout lacks, said back in the result: their references cannot be known. */
  notCheckedOut?: readonly string[];
  shown?: number;
}

export interface NameReferences {
  name: string;
  /** The first references, by path then line. */
  shown: Reference[];
  /** All references found. */
  total: number;
}

export interface ReferenceScan {
  names: NameReferences[];
  /** `.nix` files read. */
  filesSearched: number;
  /** What was not searched because the checkout lacks it (a sparse checkout); empty for a full one. */
  notSearched: string[];
}

/** The references to `names` in the `.nix` files under `root`. */
export async function scanReferences(
  root: string,
  names: readonly string[],
  options: ReferenceScanOptions = {},
): Promise<ReferenceScan> {
  const shown = options.shown ?? SHOWN_REFERENCES;
  const excluded = new Set((options.exclude ?? []).map((p) => p.replace(/\/+$/, '')));
  const files = names.length === 0 ? [] : nixFiles(root, excluded);
  const pattern = names.length === 0 ? undefined : namesPattern(names);
  // Most files name none: their bytes are searched for the names before any is decoded.
  const needles = names.map((name) => Buffer.from(name, 'utf8'));
  const found: Reference[] = [];
  for (const [i, file] of files.entries()) {
    // Read one after the other, synchronously: for many small files, several times less CPU than
    // promises; the event loop gets a turn between batches.
    if (i > 0 && i % BATCH === 0) await new Promise((resolve) => setImmediate(resolve));
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(root, ...file.split('/')));
    } catch {
      continue; // gone or unreadable since it was listed: nothing it says can be used
    }
    if (needles.some((needle) => bytes.includes(needle)))
      found.push(...referencesIn(file, bytes.toString('utf8'), pattern!));
  }
  found.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line));
  return {
    names: names.map((name) => {
      const all = found.filter((r) => r.name === name);
      return { name, shown: all.slice(0, shown), total: all.length };
    }),
    filesSearched: files.length,
    notSearched: [...(options.notCheckedOut ?? [])],
  };
}

/** Tree paths of the `.nix` files under `root`, not through links, without `.git` and the excluded paths. */
function nixFiles(root: string, excluded: ReadonlySet<string>): string[] {
  const found: string[] = [];
  const pending = [''];
  while (pending.length > 0) {
    const folder = pending.pop()!;
    let entries: Dirent[];
    try {
      entries = readdirSync(folder === '' ? root : path.join(root, ...folder.split('/')), { withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const treePath = folder === '' ? entry.name : `${folder}/${entry.name}`;
      if (excluded.has(treePath)) continue;
      if (entry.isDirectory()) {
        if (entry.name !== '.git') pending.push(treePath);
      } else if (entry.isFile() && entry.name.endsWith('.nix')) found.push(treePath);
    }
  }
  return found;
}
