// Reads which minors of a package family a nixpkgs tree packages, and what the
// family's plain alias points to, for families laid out in per-minor folders
// (<folder>/1_30/versions.nix, attributes <prefix>1_30) as k3s is. Its
// FolderLayout names the folder, prefix, alias and version variable; another
// layout brings its own reader (src/families/layouts/), made of the same parts.
// Nix is parsed, never evaluated: the few assignments that matter are found by
// scanning the family folder, its minor folders (minorFolders.ts), its
// default.nix (the package blocks: an inline version, meta.knownVulnerabilities),
// all-packages.nix (allPackages.ts) and aliases.nix (the throws of removed
// minors). The tree is never walked, so the cost does not grow with the size
// of nixpkgs.
import { attrOfMinor, minorOfAttr } from '../../domain/family.js';
import type { FolderLayout } from './folderLayout.js';
import { compareMinors } from '../../domain/minor.js';
import type { ChannelAliasState, Minor, NixpkgsLayout, PackagedState } from '../../domain/types.js';
import { listText } from '../../domain/text.js';
import { allPackagesFacts, channelAliasNames, type AllPackagesFacts, type Exposure } from './allPackages.js';
import { MINOR_FOLDER, missingFolder } from './familyFolder.js';
import { beginState, channelAliasBinding, resolveAlias, thrownButPackaged } from './familyState.js';
import {
  classifyEntries,
  readMinorFolder,
  withPackageBlocks,
  type FamilyDefault,
  type MinorFolderRead,
} from './minorFolders.js';
import { NixSource } from './nixSource.js';
import { readPackageBlocks } from './packageBlocks.js';
import { NIXPKGS_PATHS } from './paths.js';
import { readSingle } from './singleLayout.js';
import type { NixpkgsTree } from './tree.js';
import { treeBindings } from './treeBindings.js';
import { attempt } from './treeRead.js';

// Callers outside this folder took these from here before the reader was split.
export { NIXPKGS_FOLDERS, NIXPKGS_PATHS } from './paths.js';
export { readNixosVersion } from './nixosRelease.js';

const ALL_PACKAGES = NIXPKGS_PATHS.allPackages;

/**
 * The paths readPackagedState reads of a tree for a family in a folder of its
 * own (the folder, whole), all-packages.nix, aliases.nix and lib/.version: what
 * a sparse checkout must hold for it. rke2's older reader reads no more.
 */
export function folderFamilyReads(family: Pick<FolderLayout, 'folder'>): string[] {
  return [`${family.folder}/`, ALL_PACKAGES, NIXPKGS_PATHS.aliases, NIXPKGS_PATHS.libVersion];
}

/**
 * Reads the packaged minors of a family, their versions, which of them are
 * marked with meta.knownVulnerabilities, the default its plain alias names and
 * the minors aliases.nix throws for, from a nixpkgs tree.
 */
export async function readPackagedState(tree: NixpkgsTree, family: FolderLayout): Promise<PackagedState> {
  const [state, listing, allPackagesRead] = await Promise.all([
    beginState(tree, family),
    attempt(() => tree.listDir(family.folder)),
    treeBindings(tree).source(ALL_PACKAGES),
  ]);
  const { problems } = state;

  if ('problem' in listing) {
    problems.push(listing.problem);
    return state;
  }
  if (listing.value === undefined) {
    const single = family.singleFileLayout
      ? ` or, ${family.singleFileLayout.era}, a default.nix setting ${family.versionVariable}`
      : '';
    problems.push({
      file: family.folder,
      message: `no ${family.name} folder; expected ${family.folder}/ with minor folders (1_30/versions.nix)${single}`,
    });
    return state;
  }

  const perMinor = listing.value.some((name) => MINOR_FOLDER.test(name));
  const folders = classifyEntries(family, listing.value, state);
  const defaultFile = `${family.folder}/default.nix`;
  const [folderReads, defaultRead] = await Promise.all([
    Promise.all(folders.map(({ folder, minor }) => readMinorFolder(family, tree, folder, minor))),
    perMinor && listing.value.includes('default.nix') ? attempt(() => tree.readText(defaultFile)) : undefined,
  ]);
  let familyDefault: FamilyDefault | undefined;
  if (defaultRead && 'problem' in defaultRead) problems.push(defaultRead.problem);
  else if (defaultRead?.value !== undefined) {
    const source = new NixSource(defaultFile, defaultRead.value);
    const read = readPackageBlocks(family, source);
    problems.push(...read.problems);
    familyDefault = { source, blocks: read.blocks };
  }

  // all-packages.nix: which attributes exist and what the alias is.
  const facts = allPackagesFacts(
    family,
    allPackagesRead,
    problems,
    `the ${family.name} attributes and the ${family.alias} alias`,
  );

  if (perMinor) {
    readPerMinor(family, withPackageBlocks(family, folderReads, familyDefault, problems), facts, state);
    if (family.channelAliases) readChannelAliases(family, familyDefault, facts, state);
    if (facts) resolveAlias(family, facts.aliases, state, 'per-minor', reportedMinorAttrs(family, folderReads, state));
  } else if (family.singleFileLayout) {
    await readSingle(family, tree, facts, state);
  } else {
    problems.push({
      file: family.folder,
      message: `the ${family.name} folder has no minor folders (1_30/); expected 1_XX/versions.nix files setting ${family.versionVariable}`,
    });
  }
  thrownButPackaged(family, state, facts);
  return state;
}

function readPerMinor(
  family: FolderLayout,
  reads: MinorFolderRead[],
  facts: AllPackagesFacts | undefined,
  state: PackagedState,
): void {
  const { problems } = state;
  const ref = family.allPackagesRef;
  const layouts = reads.map((r) => r.layout).filter((l): l is NixpkgsLayout => l !== undefined);
  // Mixed folders happen mid-migration; the newest minor shows where the tree is going.
  if (layouts.length > 0) state.layout = layouts[layouts.length - 1];

  const exposures = facts?.exposures ?? [];
  const byAttr = new Map<string, Exposure[]>();
  for (const exposure of exposures) byAttr.set(exposure.attr, [...(byAttr.get(exposure.attr) ?? []), exposure]);

  for (const [attr, list] of byAttr) {
    if (list.length > 1) {
      problems.push({
        ...list[1].location,
        message: `${attr} is defined ${list.length} times in all-packages.nix (lines ${listText(list.map((e) => e.location.line))}); expected once`,
      });
    }
  }

  if (facts && exposures.length === 0) {
    const prefix = family.attrPrefix;
    problems.push({
      file: ALL_PACKAGES,
      message: `no ${prefix}1_XX attribute found; expected "inherit (callPackage ${ref} { ... }) ${prefix}1_30 ...;" or "${prefix}1_30 = callPackage ${ref}/1_30 { ... };" (minors listed from the folders)`,
    });
  }
  // Without readable exposures, the folders are the best evidence of what is packaged.
  const checkExposure = facts !== undefined && exposures.length > 0;

  // A minor whose attribute exists but whose files cannot be read: its problem is the one thing said of it.
  const unreadable = (minor: Minor, file: string): void => {
    (state.unreadable ??= []).push({ minor, attr: attrOfMinor(family, minor), file });
  };
  for (const read of reads) {
    if (!read.problem) continue;
    problems.push(read.problem);
    if (!read.packaged && (!checkExposure || byAttr.has(attrOfMinor(family, read.minor))))
      unreadable(read.minor, read.problem.file);
  }

  for (const { packaged: minor, folder } of reads) {
    if (!minor) continue;
    const folderText =
      folder === undefined ? `${family.folder}/default.nix sets its version` : `${family.folder}/${folder}/ exists`;
    if (!checkExposure) {
      state.minors.push(minor);
      continue;
    }
    const list = byAttr.get(minor.attr) ?? [];
    const wrongFolder = list.find((e) => e.folder !== undefined && e.folder !== folder);
    if (list.length === 0) {
      problems.push({
        file: ALL_PACKAGES,
        message: `${minor.attr} is not exposed although ${folderText}; expected it in "inherit (callPackage ${ref} { ... }) ...;"${folder === undefined ? '' : ` or as "${minor.attr} = callPackage ${ref}/${folder} { ... };"`}`,
      });
    } else if (wrongFolder) {
      problems.push({
        ...wrongFolder.location,
        message: `${minor.attr} is built from folder ${wrongFolder.folder}/; expected ${folder === undefined ? `inherit (callPackage ${ref} { ... }) ${minor.attr}; (its version is set in ${family.folder}/default.nix)` : `${ref}/${folder}`}`,
      });
    } else {
      state.minors.push(minor);
    }
  }

  // Attributes pointing at folders that are not there at all (nor at a block setting the version inline).
  const folderMinors = new Set(reads.map((r) => r.minor));
  for (const [attr, list] of byAttr) {
    const minor = minorOfAttr(family, attr);
    if (minor !== undefined && folderMinors.has(minor)) continue;
    const problem = missingFolder(family, attr, list[0].location);
    problems.push(problem);
    if (minor !== undefined) unreadable(minor, problem.file);
  }

  state.minors.sort((a, b) => compareMinors(a.minor, b.minor));
}

/** Attributes of minors whose folders were already reported, or unreadable: an alias to one needs no second problem. */
function reportedMinorAttrs(family: FolderLayout, reads: MinorFolderRead[], state: PackagedState): Set<string> {
  return new Set([
    ...reads.filter((r) => r.problem).map((r) => attrOfMinor(family, r.minor)),
    ...(state.unreadable ?? []).map((u) => u.attr),
  ]);
}

/**
 * The family's channel aliases (rke2_stable, rke2_latest), each bound once in
 * its default.nix to a packaged minor attribute and exposed in all-packages.nix.
 */
function readChannelAliases(
  family: FolderLayout,
  familyDefault: FamilyDefault | undefined,
  facts: AllPackagesFacts | undefined,
  state: PackagedState,
): void {
  const { problems } = state;
  const file = `${family.folder}/default.nix`;
  const aliases: ChannelAliasState[] = [];
  for (const name of channelAliasNames(family)) {
    const expected = `${name} = ${family.attrPrefix}1_XX; naming a packaged minor`;
    if (facts && !facts.channelExposures.some((e) => e.attr === name)) {
      problems.push({
        file: ALL_PACKAGES,
        message: `${name} is not exposed; expected it in "inherit (callPackage ${family.allPackagesRef} { }) ... ${name};"`,
      });
    }
    if (!familyDefault) {
      problems.push({ file, message: `not found, so ${name} is unknown; expected it to set ${expected}` });
      continue;
    }
    const binding = channelAliasBinding(
      familyDefault.source,
      name,
      expected,
      `no ${name} binding found; expected ${expected}`,
      problems,
    );
    if (!binding) continue;
    const { location, target } = binding;
    const minor = (state.minors.find((m) => m.attr === target) ?? state.unreadable?.find((u) => u.attr === target))
      ?.minor;
    if (minor === undefined) {
      problems.push({
        ...location,
        message: `${name} points to ${target}, which is not packaged here (packaged: ${listText(state.minors.map((m) => m.attr)) || 'none'}); expected ${expected}`,
      });
    }
    aliases.push({ attr: name, target, ...(minor ? { minor } : {}), location });
  }
  state.channelAliases = aliases;
}
