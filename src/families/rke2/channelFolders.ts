// rke2's older layout, which the shared per-minor reader does not know: the
// folders stable/, latest/ and testing/ each hold a versions.nix, and
// rke2/default.nix builds a package from each (`rke2_stable = common ((import
// ./stable/versions.nix) // ...) extraArgs;`), so each channel attribute
// packages the minor of its version. While the layout changed, per-minor
// folders (1_31/) stood beside them and a channel attribute could name one
// (`rke2_stable = rke2_1_31;`). all-packages.nix inherits the channel
// attributes (and the minors) from the folder and sets `rke2 = rke2_stable;`.
import { attrOfMinor, type FamilyTraits } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import { listText } from '../../domain/text.js';
import type {
  ChannelAliasState,
  LayoutProblem,
  Minor,
  PackagedMinor,
  PackagedState,
  SourceLocation,
} from '../../domain/types.js';
import { minorOf } from '../../domain/version.js';
import { escapeRegExp, excerpt, NixSource, NOT_AFTER_NAME } from '../../gather/nixpkgs/nixSource.js';
import { knownVulnerabilitiesIn, readPackageBlocks } from '../../gather/nixpkgs/packageBlocks.js';
import {
  attempt,
  channelAliasNames,
  isUnknownEntry,
  MINOR_FOLDER,
  missingFolder,
  NIXPKGS_PATHS,
  readAliases,
  readAllPackages,
  readNixosVersion,
  readVersionAssignment,
  resolveAlias,
  thrownButPackaged,
  type AllPackagesFacts,
} from '../../gather/nixpkgs/packagedState.js';
import type { NixpkgsTree } from '../../gather/nixpkgs/tree.js';

/** The channel folders of the older layout, each packaged as `<prefix><folder>` (rke2_stable). */
export const CHANNEL_FOLDERS = ['stable', 'latest', 'testing'] as const;

/** Whether a listing of the family folder is in the older layout: a channel folder is in it. */
export function hasChannelFolders(listing: readonly string[] | undefined): boolean {
  return listing?.some((name) => (CHANNEL_FOLDERS as readonly string[]).includes(name)) ?? false;
}

interface FolderEntry {
  /** "stable" or "1_31". */
  folder: string;
  /** The attribute that packages it: rke2_stable, rke2_1_31. */
  attr: string;
  /** For a minor folder, the minor its name says. */
  minor?: Minor;
}

/** The packaged state of a tree in rke2's older layout (hasChannelFolders). */
export async function readChannelFolders(tree: NixpkgsTree, family: FamilyTraits): Promise<PackagedState> {
  const { allPackages, aliases } = NIXPKGS_PATHS;
  const defaultFile = `${family.folder}/default.nix`;
  const [release, listing, allPackagesRead, aliasesRead, defaultRead] = await Promise.all([
    readNixosVersion(tree),
    attempt(() => tree.listDir(family.folder)),
    attempt(() => tree.readText(allPackages)),
    attempt(() => tree.readText(aliases)),
    attempt(() => tree.readText(defaultFile)),
  ]);
  const problems: LayoutProblem[] = [];
  const state: PackagedState = { minors: [], problems };
  if (release.nixosVersion !== undefined) state.nixosVersion = release.nixosVersion;
  if (release.problem) problems.push(release.problem);
  readAliases(family, aliasesRead, state);
  if ('problem' in listing) problems.push(listing.problem);

  const entries = folderEntries(family, 'value' in listing ? (listing.value ?? []) : [], state);
  const reads = await Promise.all(entries.map((entry) => readFolder(family, tree, entry)));
  const packaged = new Map<string, PackagedMinor>();
  for (const [index, read] of reads.entries()) {
    if (!('problem' in read)) {
      packaged.set(read.attr, read);
      continue;
    }
    problems.push(read.problem);
    // A minor folder names its minor; a channel folder's minor is in the file that could not be read.
    const { minor, attr } = entries[index];
    if (minor !== undefined) (state.unreadable ??= []).push({ minor, attr, file: read.problem.file });
  }

  let source: NixSource | undefined;
  if ('problem' in defaultRead) problems.push(defaultRead.problem);
  else if (defaultRead.value === undefined)
    problems.push({ file: defaultFile, message: `not found; expected it to build ${listText([...packaged.keys()])}` });
  else source = new NixSource(defaultFile, defaultRead.value);

  let facts: AllPackagesFacts | undefined;
  if ('problem' in allPackagesRead) problems.push(allPackagesRead.problem);
  else if (allPackagesRead.value === undefined)
    problems.push({ file: allPackages, message: `not found; expected it to expose the ${family.name} attributes` });
  else {
    const channelNames = CHANNEL_FOLDERS.map((folder) => `${family.attrPrefix}${folder}`);
    facts = readAllPackages(family, new NixSource(allPackages, allPackagesRead.value), channelNames);
    problems.push(...facts.problems);
  }

  state.layout = 'channel-folders';
  if (source) {
    const channels = bindPackages(family, source, entries, packaged, problems);
    const names = channelAliasNames(family);
    // A channel alias without a folder of its own names a minor (while the layout changed).
    for (const name of names.filter((n) => !entries.some((e) => e.attr === n)))
      channels.push(...namedAlias(source, name, packaged, problems));
    state.channelAliases = names.flatMap((name) => channels.filter((alias) => alias.attr === name));
  }
  if (facts) checkExposed(family, facts, entries, packaged, problems);
  state.minors = [...packaged.values()].sort((a, b) => compareMinors(a.minor, b.minor) || a.attr.localeCompare(b.attr));
  if (facts) resolveAlias(family, facts.aliases, state, 'per-minor', new Set());
  thrownButPackaged(family, state, facts);
  return state;
}

/** The channel and minor folders of the listing; anything else that is no packaging file is noted as unknown. */
function folderEntries(family: FamilyTraits, listing: readonly string[], state: PackagedState): FolderEntry[] {
  const entries: FolderEntry[] = [];
  for (const name of listing) {
    const minorFolder = MINOR_FOLDER.exec(name);
    if ((CHANNEL_FOLDERS as readonly string[]).includes(name))
      entries.push({ folder: name, attr: `${family.attrPrefix}${name}` });
    else if (minorFolder) {
      const minor: Minor = `${Number(minorFolder[1])}.${Number(minorFolder[2])}`;
      entries.push({ folder: name, attr: attrOfMinor(family, minor), minor });
    } else if (isUnknownEntry(family, name)) {
      (state.unknownEntries ??= []).push({
        file: `${family.folder}/${name}`,
        expected: `the channel folders ${CHANNEL_FOLDERS.join(', ')}, minor folders named like 1_30 and known packaging files`,
      });
    }
  }
  return entries;
}

/** A folder's versions.nix: a channel folder packages the minor of its version, a minor folder its own minor. */
async function readFolder(
  family: FamilyTraits,
  tree: NixpkgsTree,
  entry: FolderEntry,
): Promise<PackagedMinor | { problem: LayoutProblem }> {
  const file = `${family.folder}/${entry.folder}/versions.nix`;
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) return { problem: read.problem };
  if (read.value === undefined) {
    return {
      problem: {
        file,
        message: `folder ${entry.folder}/ has no versions.nix; expected it to set ${family.versionVariable} = "1.31.4+${family.buildTag}1";`,
      },
    };
  }
  const version = readVersionAssignment(family, new NixSource(file, read.value), entry.minor);
  if ('problem' in version) return version;
  return { minor: entry.minor ?? minorOf(version.version), attr: entry.attr, ...version };
}

/**
 * The bindings of rke2/default.nix: every folder's attribute is bound once, to a
 * package built from its folder, or (a channel attribute) to a minor
 * attribute. A package that sets meta.knownVulnerabilities is marked.
 * Returns the channel attributes as aliases.
 */
function bindPackages(
  family: FamilyTraits,
  source: NixSource,
  entries: readonly FolderEntry[],
  packaged: Map<string, PackagedMinor>,
  problems: LayoutProblem[],
): ChannelAliasState[] {
  const minorBlocks = readPackageBlocks(family, source);
  problems.push(...minorBlocks.problems);
  const channels: ChannelAliasState[] = [];
  for (const entry of entries) {
    const bindings =
      entry.minor === undefined
        ? bindingsOf(source, entry.attr)
        : [minorBlocks.blocks.get(entry.attr)]
            .filter((block) => block !== undefined)
            .map((block) => ({ start: block.value.start, location: block.location }));
    const binding = oneBinding(source, entry.attr, bindings, `although ${entry.folder}/ exists`, problems);
    if (!binding) {
      packaged.delete(entry.attr);
      continue;
    }
    const { start, location } = binding;
    const end = source.bindingEnd(start);
    const value = source.code(start, Math.max(0, end - start));
    const own = packaged.get(entry.attr);
    if (entry.minor === undefined && NAMED.test(value)) {
      // A channel attribute that names a minor: its folder is not what it builds.
      packaged.delete(entry.attr);
      channels.push(...namedAlias(source, entry.attr, packaged, problems));
      continue;
    }
    if (!new RegExp(`\\./${escapeRegExp(entry.folder)}/versions\\.nix`).test(value)) {
      problems.push({
        ...location,
        message: `${entry.attr} = ${excerpt(value.trim())} does not build from ${entry.folder}/versions.nix; expected ${entry.attr} = common ((import ./${entry.folder}/versions.nix) // ...) extraArgs;`,
      });
      packaged.delete(entry.attr);
      continue;
    }
    const marked = end === -1 ? undefined : knownVulnerabilitiesIn(source, { start, end });
    if (own && marked) own.knownVulnerabilities = marked;
    if (own && entry.minor === undefined) channels.push({ attr: entry.attr, minor: own.minor, location });
  }
  return channels;
}

const NAMED = /^\s*([A-Za-z_][\w'-]*)\s*$/;

/** Where `attr = ` is bound in the code of `source`: the start of each value. */
function bindingsOf(source: NixSource, attr: string): Array<{ start: number; location: SourceLocation }> {
  const binding = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(attr)}\\s*=(?!=)\\s*`, 'g');
  return [...source.codeMatches(binding)].map((match) => ({
    start: match.index + match[0].length,
    location: source.at(match.index),
  }));
}

/** The one binding of `attr`, or a problem saying there is none (`why` it should be there) or several. */
function oneBinding<T extends { location: SourceLocation }>(
  source: NixSource,
  attr: string,
  bindings: T[],
  why: string,
  problems: LayoutProblem[],
): T | undefined {
  if (bindings.length === 1) return bindings[0];
  problems.push(
    bindings.length === 0
      ? { file: source.file, message: `${attr} is not bound here ${why}` }
      : {
          ...bindings[1].location,
          message: `${attr} is bound ${bindings.length} times (lines ${listText(bindings.map((b) => b.location.line))}); expected once`,
        },
  );
  return undefined;
}

/** A channel alias bound to a minor attribute (`rke2_stable = rke2_1_31;`). */
function namedAlias(
  source: NixSource,
  attr: string,
  packaged: ReadonlyMap<string, PackagedMinor>,
  problems: LayoutProblem[],
): ChannelAliasState[] {
  const binding = oneBinding(source, attr, bindingsOf(source, attr), 'as a channel of its own', problems);
  if (!binding) return [];
  const end = source.bindingEnd(binding.start);
  const value = source.code(binding.start, Math.max(0, end - binding.start));
  const named = NAMED.exec(value)?.[1];
  if (named === undefined) {
    problems.push({
      ...binding.location,
      message: `${attr} = ${excerpt(value.trim())} is not understood; expected a channel folder ${attr.replace(/^[^_]+_/, '')}/ or ${attr} = <a minor attribute>;`,
    });
    return [];
  }
  const target = packaged.get(named);
  if (!target)
    problems.push({ ...binding.location, message: `${attr} points to ${named}, which is not packaged here` });
  return [{ attr, target: named, ...(target ? { minor: target.minor } : {}), location: binding.location }];
}

/** Every attribute built in default.nix must be exposed in all-packages.nix, and nothing else of the family. */
function checkExposed(
  family: FamilyTraits,
  facts: AllPackagesFacts,
  entries: readonly FolderEntry[],
  packaged: Map<string, PackagedMinor>,
  problems: LayoutProblem[],
): void {
  const exposed = new Set([...facts.exposures, ...facts.channelExposures].map((e) => e.attr));
  for (const entry of entries) {
    if (!exposed.has(entry.attr)) {
      problems.push({
        file: NIXPKGS_PATHS.allPackages,
        message: `${entry.attr} is not exposed although ${family.folder}/${entry.folder}/ exists; expected it in "inherit (callPackage ${family.allPackagesRef} { }) ...;"`,
      });
      packaged.delete(entry.attr);
    }
  }
  const folders = new Set(entries.map((e) => e.attr));
  for (const exposure of facts.exposures)
    if (!folders.has(exposure.attr)) problems.push(missingFolder(family, exposure.attr, exposure.location));
}
