// The folder of a family laid out as k3s and rke2 are: which of its entries are
// minor folders (1_30/), which are packaging files, and the problem of an
// attribute whose folder is not there.
import type { FolderLayout } from './folderLayout.js';
import type { LayoutProblem, Minor, SourceLocation } from '../../domain/types.js';

/** Files that are packaging whatever the family: patches and notes. */
export const PACKAGING_SUFFIX = /\.(?:patch|diff|md)$/;
/** A minor's folder: 1_30. */
export const MINOR_FOLDER = /^(\d+)_(\d+)$/;

/** "1_30" -> "1.30"; undefined for an entry that is no minor folder. */
export function minorOfFolder(name: string): Minor | undefined {
  const match = MINOR_FOLDER.exec(name);
  return match ? `${Number(match[1])}.${Number(match[2])}` : undefined;
}

/** An entry of the family folder that is neither a folder the reader reads nor a packaging file it knows. */
export function isUnknownEntry(family: FolderLayout, name: string): boolean {
  return !family.packagingEntries.includes(name) && !PACKAGING_SUFFIX.test(name);
}

export function missingFolder(family: FolderLayout, attr: string, location: SourceLocation): LayoutProblem {
  return {
    ...location,
    message: `${attr} is exposed here but ${family.folder}/${attr.slice(family.attrPrefix.length)}/ does not exist`,
  };
}
