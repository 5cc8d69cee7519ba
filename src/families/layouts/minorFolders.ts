// k3s' layout, and rke2's since 2025: a folder of the family's own with a
// folder per minor, read by the per-minor reader of
// src/gather/nixpkgs/packagedState.ts. Over the years:
//   2024 on      k3s/1_30/versions.nix per minor, k3s = k3s_1_30;
//   2023         k3s/1_30/default.nix per minor;
//   before 2023  one k3s/default.nix, k3s = callPackage ../k3s { } (the entry's single-file-era).
// rke2 binds its channel aliases (rke2_stable = rke2_1_33;) in its default.nix.
import path from 'node:path';
import type { FolderLayout } from '../../gather/nixpkgs/folderLayout.js';
import { folderFamilyReads, readPackagedState } from '../../gather/nixpkgs/packagedState.js';
import { NIXPKGS_PATHS } from '../../gather/nixpkgs/paths.js';
import type { FolderLayoutDeclaration } from '../declared/declarations.js';
import type { Layout } from '../family.js';

/** The holes of a per-minor attribute: the reader reads `<prefix><major>_<minor>` and no other shape. */
const MINOR_HOLES = '{major}_{minor}';

/** What the readers need of the family, from its entry's layout. */
export function folderLayout(declaration: FolderLayoutDeclaration, name: string): FolderLayout {
  const { folder, attribute } = declaration;
  // The schema holds the attribute to this shape; the shipped catalogue is held to the schema by its test.
  if (!attribute.endsWith(MINOR_HOLES)) throw new Error(`The attribute ${attribute} does not end with ${MINOR_HOLES}.`);
  const era = declaration['single-file-era'];
  const aliases = declaration['channel-aliases'];
  return {
    name,
    folder,
    allPackagesRef: path.posix.relative(path.posix.dirname(NIXPKGS_PATHS.allPackages), folder),
    attributes: [attribute],
    attrPrefix: attribute.slice(0, -MINOR_HOLES.length),
    alias: declaration.default,
    versionVariable: declaration['version-variable'],
    buildTag: declaration['build-tag'],
    packagingEntries: declaration['packaging-entries'],
    ...(era !== undefined ? { singleFileLayout: { era } } : {}),
    ...(aliases ? { channelAliases: aliases } : {}),
  };
}

/** What a folder layout reads, as the steps below the pipeline know it. */
export function folderProfile(layout: FolderLayout): Omit<Layout, 'reads' | 'read'> {
  return {
    folder: layout.folder,
    attributes: layout.attributes,
    defaults: [layout.alias],
    channelAliases: layout.channelAliases,
    // Its default.nix builds every minor's package (and the 2023 era's blocks): a mark goes there.
    packagesIn: `${layout.folder}/default.nix`,
    versions: true,
  };
}

export function minorFoldersLayout(declaration: FolderLayoutDeclaration, family: { name: string }): Layout {
  const layout = folderLayout(declaration, family.name);
  return {
    ...folderProfile(layout),
    reads: folderFamilyReads(layout),
    read: (tree) => readPackagedState(tree, layout),
  };
}
