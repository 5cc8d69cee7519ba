// The shipped catalogue's k3s and rke2 as the tests take them: the families,
// their plain data (what the steps below the pipeline read), what their
// layout's readers need (FolderLayout) and what their upstream's readers need
// (ReleasesFamily), each made from their catalogue entries.
import { builtInCatalogue, familyIn } from '../../src/families/catalogue.js';
import {
  mergeDeclarations,
  readDeclarations,
  type CompleteDeclaration,
  type FolderLayoutDeclaration,
  type GitHubReleasesDeclaration,
} from '../../src/families/declared/declarations.js';
import { CATALOGUE_FILE, catalogueText } from '../../src/families/declared/embedded.js';
import type { PackageFamily } from '../../src/families/family.js';
import { folderLayout } from '../../src/families/layouts/minorFolders.js';
import type { FolderLayout } from '../../src/gather/nixpkgs/folderLayout.js';
import type { ReleasesFamily } from '../../src/gather/upstream/releases.js';

function shipped(id: string): PackageFamily {
  const family = familyIn(builtInCatalogue(), id);
  if (!family) throw new Error(`No ${id} in the catalogue.`);
  return family;
}

/** A shipped family's entry, its short form read as its parts. */
export function entryOf(id: string): CompleteDeclaration {
  const entries = mergeDeclarations(readDeclarations(catalogueText, CATALOGUE_FILE, { schema: false }));
  const entry = entries.find((e) => e.declaration.id === id);
  if (!entry) throw new Error(`No ${id} in the catalogue.`);
  return entry.declaration;
}

/** What a family in folders of its own gives its readers. */
export function foldersOf(id: string): FolderLayout {
  const entry = entryOf(id);
  return folderLayout(entry.layout as FolderLayoutDeclaration, entry.name);
}

/** What a family whose upstream is a GitHub repository's releases gives their readers. */
export function releasesOf(id: string): ReleasesFamily & { channelFile: string } {
  const entry = entryOf(id);
  const upstream = entry.upstream as GitHubReleasesDeclaration;
  return {
    id,
    name: entry.name,
    repository: upstream.repository,
    buildTag: upstream['build-tag'],
    channelFile: upstream['channel-file'] ?? '',
  };
}

export const k3s = shipped('k3s');
export const rke2 = shipped('rke2');
/** k3s and rke2 as evaluate, the reports and the issues take them. */
export const K3S = k3s.profile;
export const RKE2 = rke2.profile;
export const K3S_FOLDERS = foldersOf('k3s');
export const RKE2_FOLDERS = foldersOf('rke2');
export const K3S_RELEASES = releasesOf('k3s');
export const RKE2_RELEASES = releasesOf('rke2');
