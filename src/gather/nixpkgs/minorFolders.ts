// The minor folders of a family laid out as k3s is (1_30/versions.nix, or
// 1_30/default.nix in 2023), and the package blocks of the family's default.nix
// that complete them: a version set inline, a meta.knownVulnerabilities marking.
import { attrOfMinor } from '../../domain/family.js';
import type { FolderLayout } from './folderLayout.js';
import { compareMinors } from '../../domain/minor.js';
import { listText } from '../../domain/text.js';
import type { LayoutProblem, Minor, NixpkgsLayout, PackagedMinor, PackagedState } from '../../domain/types.js';
import { isUnknownEntry, minorOfFolder } from './familyFolder.js';
import type { NixSource } from './nixSource.js';
import { knownVulnerabilitiesIn, type PackageBlock } from './packageBlocks.js';
import type { NixpkgsTree } from './tree.js';
import { readVersionAssignment, readVersionFile, versionAssignments, type VersionRead } from './versionAssignment.js';

export interface MinorFolderRead {
  /** Absent for a minor that only the family's default.nix packages (its version set inline). */
  folder?: string;
  minor: Minor;
  /** Which file of the folder held (or should hold) the version. */
  layout?: NixpkgsLayout;
  packaged?: PackagedMinor;
  problem?: LayoutProblem;
  /** The folder has neither versions.nix nor default.nix: its version may be set in the family's default.nix. */
  noVersionFile?: boolean;
}

/**
 * Reads 1_30/versions.nix, or 1_30/default.nix in the older per-minor layout
 * (k3s in 2023), where the package itself may set meta.knownVulnerabilities.
 */
export async function readMinorFolder(
  family: FolderLayout,
  tree: NixpkgsTree,
  folder: string,
  minor: Minor,
): Promise<MinorFolderRead> {
  const dir = `${family.folder}/${folder}`;
  for (const [name, layout] of [
    ['versions.nix', 'per-minor-versions'],
    ['default.nix', 'per-minor-default'],
  ] as const) {
    const read = await readVersionFile(family, tree, `${dir}/${name}`, minor);
    if ('missing' in read) continue;
    // A file the tree refuses says nothing of the layout.
    if ('problem' in read) return { folder, minor, ...(read.source ? { layout } : {}), problem: read.problem };
    const packaged: PackagedMinor = {
      minor,
      attr: attrOfMinor(family, minor),
      version: read.version,
      location: read.location,
    };
    const marked = layout === 'per-minor-default' ? knownVulnerabilitiesIn(read.source) : undefined;
    if (marked) packaged.knownVulnerabilities = marked;
    return { folder, minor, layout, packaged };
  }
  return {
    folder,
    minor,
    noVersionFile: true,
    problem: {
      file: `${dir}/versions.nix`,
      message: `minor folder ${folder}/ has no versions.nix (nor a default.nix), and ${family.folder}/default.nix sets no ${family.versionVariable} for ${attrOfMinor(family, minor)}; expected ${dir}/versions.nix with ${family.versionVariable} = "${minor}.x+${family.buildTag}N";`,
    },
  };
}

/**
 * The family's default.nix in a per-minor tree: its package blocks, each of
 * which may set a minor's version inline (the 2023 transition, when k3s_1_26
 * was still written out there while 1_27/versions.nix existed) and mark the
 * package with meta.knownVulnerabilities.
 */
export interface FamilyDefault {
  source: NixSource;
  blocks: Map<string, PackageBlock>;
}

/**
 * Completes the folder reads with the family's default.nix: a folder without a
 * version file takes the version its block sets inline, a block with an inline
 * version and no folder is a minor too, and every versions.nix minor takes the
 * marking of its block.
 */
export function withPackageBlocks(
  family: FolderLayout,
  reads: MinorFolderRead[],
  familyDefault: FamilyDefault | undefined,
  problems: LayoutProblem[],
): MinorFolderRead[] {
  if (!familyDefault) return reads;
  const { source, blocks } = familyDefault;
  // A block without the variable imports its version from the minor folder.
  const inline = (block: PackageBlock): VersionRead | undefined =>
    versionAssignments(family, source, block.value).length > 0
      ? readVersionAssignment(family, source, block.minor, block.value)
      : undefined;
  const completed = reads.map((read): MinorFolderRead => {
    const block = blocks.get(attrOfMinor(family, read.minor));
    if (!block) return read;
    const version = inline(block);
    if (read.noVersionFile) {
      if (!version) return read;
      if ('problem' in version) return { folder: read.folder, minor: read.minor, problem: version.problem };
      return { folder: read.folder, minor: read.minor, packaged: { minor: read.minor, attr: block.attr, ...version } };
    }
    if (version && read.packaged) {
      problems.push({
        ...block.location,
        message: `${block.attr} sets ${family.versionVariable} here and in ${read.packaged.location.file}; expected it in one place (reading ${read.packaged.location.file})`,
      });
    }
    return read;
  });
  const known = new Set(reads.map((r) => r.minor));
  for (const block of blocks.values()) {
    if (known.has(block.minor)) continue;
    const version = inline(block);
    if (!version) continue;
    completed.push(
      'problem' in version
        ? { minor: block.minor, problem: version.problem }
        : { minor: block.minor, packaged: { minor: block.minor, attr: block.attr, ...version } },
    );
  }
  for (const read of completed) {
    const block = read.packaged && !read.packaged.knownVulnerabilities && blocks.get(read.packaged.attr);
    const marked = block ? knownVulnerabilitiesIn(source, block.value) : undefined;
    if (read.packaged && marked) read.packaged.knownVulnerabilities = marked;
  }
  return completed.sort((a, b) => compareMinors(a.minor, b.minor));
}

/** Sorts the family folder's entries into minor folders; notes strangers, reports double claims. */
export function classifyEntries(
  family: FolderLayout,
  entries: string[],
  state: PackagedState,
): { folder: string; minor: Minor }[] {
  const { problems } = state;
  const byMinor = new Map<Minor, string[]>();
  const expected = `minor folders named like 1_30 and known packaging files (${family.packagingEntries.slice(0, 3).join(', ')}...)`;
  for (const name of entries) {
    const minor = minorOfFolder(name);
    if (minor !== undefined) {
      byMinor.set(minor, [...(byMinor.get(minor) ?? []), name]);
    } else if (isUnknownEntry(family, name)) {
      (state.unknownEntries ??= []).push({ file: `${family.folder}/${name}`, expected });
    }
  }
  const folders: { folder: string; minor: Minor }[] = [];
  for (const [minor, names] of byMinor) {
    if (names.length === 1) {
      folders.push({ folder: names[0], minor });
      continue;
    }
    const canonical = minor.replace('.', '_');
    problems.push({
      file: family.folder,
      message: `folders ${listText(names.map((n) => `${n}/`))} all claim minor ${minor}; expected one folder ${canonical}/${names.includes(canonical) ? ` (reading ${canonical}/ only)` : ''}`,
    });
    if (names.includes(canonical)) folders.push({ folder: canonical, minor });
  }
  return folders.sort((a, b) => compareMinors(a.minor, b.minor));
}
