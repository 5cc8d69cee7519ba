// k3s' layout, and rke2's since 2025: a folder of the family's own with a
// folder per minor, read by the per-minor reader of
// src/gather/nixpkgs/packagedState.ts. Over the years:
//   2024 on      k3s/1_30/versions.nix per minor, k3s = k3s_1_30;
//   2023         k3s/1_30/default.nix per minor;
//   before 2023  one k3s/default.nix, k3s = callPackage ../k3s { } (the entry's single-file-era).
// rke2 binds its channel aliases (rke2_stable = rke2_1_33;) in its default.nix.
// A cycle is marked on its package block there, as the rke2 README writes it.
import path from 'node:path';
import type { FolderLayout } from '../../gather/nixpkgs/folderLayout.js';
import { folderFamilyReads, readPackagedState } from '../../gather/nixpkgs/packagedState.js';
import { NIXPKGS_PATHS } from '../../gather/nixpkgs/paths.js';
import type { FixEdit } from '../../domain/types.js';
import type { EditRequest } from '../../edit/change.js';
import type { FolderLayoutDeclaration, RemovalDeclaration } from '../declared/declarations.js';
import type { EditContext, Layout, LayoutEdits } from '../family.js';
import { forAPersonOf, markRequest, markVulnerability, noteRequest, removalOf, throwRequests } from './removalEdits.js';

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

export function minorFoldersLayout(
  declaration: FolderLayoutDeclaration,
  family: { name: string; removal?: RemovalDeclaration },
): Layout {
  const layout = folderLayout(declaration, family.name);
  return {
    ...folderProfile(layout),
    reads: folderFamilyReads(layout),
    read: (tree) => readPackagedState(tree, layout),
    edits: async (edits, context) => minorFolderEdits(layout, family, edits, context),
  };
}

/**
 * A work item's edits in a per-minor layout, as PKG_UPKEEP.md's removal goes:
 * the minor's name in all-packages.nix's inherit and its line in the family's
 * default.nix, its folder, a dated throw, the release notes' line; a default or
 * channel alias moved where it is bound.
 */
export async function minorFolderEdits(
  layout: FolderLayout,
  family: { name: string; removal?: RemovalDeclaration },
  edits: readonly FixEdit[],
  context: EditContext,
): Promise<LayoutEdits> {
  const removal = removalOf(family.name, family.removal);
  const familyFile = `${layout.folder}/default.nix`;
  const result: LayoutEdits = { requests: [], removed: [], own: [], forAPerson: [] };
  const notes: EditRequest[] = [];
  for (const edit of edits) {
    switch (edit.kind) {
      case 'remove': {
        // The folder is named by the attribute, as the reader found it: never a path the families file wrote.
        const folder = `${layout.folder}/${edit.attr.slice(layout.attrPrefix.length)}`;
        result.requests.push(
          { kind: 'remove', file: NIXPKGS_PATHS.allPackages, name: edit.attr },
          { kind: 'remove', file: familyFile, name: edit.attr },
          { kind: 'delete-folder', path: folder },
        );
        result.removed.push(edit.attr);
        result.own.push(folder);
        break;
      }
      case 'throw':
        result.requests.push(...throwRequests(removal, edit, context));
        break;
      case 'point-default': {
        const channel = edit.alias !== undefined && edit.alias !== layout.alias;
        result.requests.push({
          kind: 'point',
          file: channel ? familyFile : NIXPKGS_PATHS.allPackages,
          name: edit.alias ?? layout.alias,
          target: edit.attr,
        });
        break;
      }
      case 'release-note': {
        const note = await noteRequest(removal, edit.file, edits, edit.minor, context);
        notes.push(...note.requests);
        result.forAPerson.push(...note.forAPerson);
        break;
      }
      case 'mark': {
        // Its package block in the family's default.nix, as the rke2 README marks one; a person's where it has none.
        const mark = await markRequest(familyFile, edit, { vulnerability: markVulnerability(edit) }, context);
        if (mark) result.requests.push(mark);
        else result.forAPerson.push(...personSentences(layout, [edit]));
        break;
      }
      default:
        result.forAPerson.push(...personSentences(layout, [edit]));
    }
  }
  result.requests.push(...notes);
  return result;
}

/** What a person does of `edits` in a per-minor layout, one sentence each, where no edit of it is written. */
export function personSentences(layout: FolderLayout, edits: readonly FixEdit[]): string[] {
  const familyFile = `${layout.folder}/default.nix`;
  const updateScript = layout.packagingEntries.includes('update-script.sh')
    ? `${layout.folder}/update-script.sh`
    : undefined;
  return edits.flatMap(
    (edit) => forAPersonOf(edit, { updateScript, markIn: familyFile, bindingsIn: familyFile }) ?? [],
  );
}
