// Which files a removal deletes beside a layout's own folder: a file a removed
// binding names (`postgresql_13 = ./13.nix;`, `callPackage ../development/web/nodejs/v18.nix { }`)
// that no binding left in the edited files names. Only files: a path without
// an extension (a folder: `callPackage ../applications/networking/cluster/k3s { }`)
// is never a candidate, and neither is a path that climbs out of the tree.
import path from 'node:path';
import { NixSource } from '../gather/nixpkgs/nixSource.js';

/** A Nix path literal: `./13.nix`, `../development/web/nodejs/v18.nix`. */
export const PATH_LITERAL = /(?<![A-Za-z0-9_'./+-])\.\.?(?:\/[A-Za-z0-9._+-]+)+/g;

/** The tree paths that the path literals in `code` name, relative to the folder of `file`. */
export function pathsNamed(file: string, code: string): string[] {
  const folder = path.posix.dirname(file);
  const named: string[] = [];
  for (const match of code.matchAll(PATH_LITERAL)) {
    const resolved = path.posix.normalize(path.posix.join(folder, match[0]));
    if (resolved !== '..' && !resolved.startsWith('../') && !path.posix.isAbsolute(resolved)) named.push(resolved);
  }
  return named;
}

/** The tree paths named in the code (not comments nor strings) of a Nix file. */
export function pathsNamedInFile(file: string, text: string): string[] {
  const source = new NixSource(file, text);
  const named: string[] = [];
  for (const match of source.codeMatches(PATH_LITERAL)) named.push(...pathsNamed(file, match[0]));
  return named;
}

/**
 * An edited file as the change leaves it: its text, or the path literals its
 * code keeps, as written (found only when a removal leaves candidates).
 */
export type RemainingFile = { file: string; text: string } | { file: string; paths: () => readonly string[] };

/**
 * The files named by the path literals of removed bindings (`removed`: the
 * file they were in and the literals) that none of `remaining` (the edited
 * files) names any more. A file, not a folder: its last segment has an
 * extension.
 */
export function filesNoLongerNamed(
  removed: readonly { file: string; paths: readonly string[] }[],
  remaining: readonly RemainingFile[],
): string[] {
  const candidates = new Set<string>();
  for (const { file, paths } of removed)
    for (const named of pathsNamed(file, paths.join(' ')))
      if (/\.[A-Za-z0-9]+$/.test(path.posix.basename(named))) candidates.add(named);
  if (candidates.size === 0) return [];
  for (const left of remaining) {
    const named =
      'text' in left ? pathsNamedInFile(left.file, left.text) : pathsNamed(left.file, left.paths().join(' '));
    for (const one of named) candidates.delete(one);
  }
  return [...candidates].sort();
}
