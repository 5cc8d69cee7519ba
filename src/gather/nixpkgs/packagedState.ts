// Reads which minors of a package family a nixpkgs tree packages, and what the
// family's plain alias points to, for families laid out in per-minor folders
// (<folder>/1_30/versions.nix, attributes <prefix>1_30) as k3s is. The family's
// traits name the folder, prefix, alias and version variable; a family with
// another layout brings its own reader (src/families/<family>/).
// Nix is parsed, never evaluated: the few assignments that matter are found by
// scanning the family folder, its minor folders, its default.nix (the package
// blocks: an inline version, meta.knownVulnerabilities), all-packages.nix and
// aliases.nix (the throws of removed minors). The tree is never walked, so the
// cost does not grow with the size of nixpkgs.
import { minorOfAttr, attrOfMinor, type FamilyTraits } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import type {
  ChannelAliasState,
  LayoutProblem,
  Minor,
  NixpkgsLayout,
  PackagedMinor,
  PackagedState,
  PackageVersion,
  SourceLocation,
} from '../../domain/types.js';
import { listText } from '../../domain/text.js';
import { minorOf, parseVersion } from '../../domain/version.js';
import { readThrown } from './aliases.js';
import { closingBrace, escapeRegExp, excerpt, NixSource, NOT_AFTER_NAME } from './nixSource.js';
import { knownVulnerabilitiesIn, readPackageBlocks, type PackageBlock, type TextRange } from './packageBlocks.js';
import { UnreadableEntry, type NixpkgsTree } from './tree.js';

/** The only paths the action reads besides the family folder and its entries (the sparse checkout needs them). */
export const NIXPKGS_PATHS = {
  allPackages: 'pkgs/top-level/all-packages.nix',
  aliases: 'pkgs/top-level/aliases.nix',
  libVersion: 'lib/.version',
} as const;

/** Folders of which the reader reads one named file, beside the families' folders. */
export const NIXPKGS_FOLDERS = {
  /** rl-YYMM.section.md, the notes of each release (releaseNotes.ts). */
  releaseNotes: 'nixos/doc/manual/release-notes',
} as const;

const ALL_PACKAGES = NIXPKGS_PATHS.allPackages;
const ALIASES = NIXPKGS_PATHS.aliases;

/** Files that are packaging whatever the family: patches and notes. */
export const PACKAGING_SUFFIX = /\.(?:patch|diff|md)$/;
/** A minor's folder: 1_30. */
export const MINOR_FOLDER = /^(\d+)_(\d+)$/;

/** ".../k3s", how messages abbreviate the family folder as all-packages.nix names it. */
function shortRef(family: FamilyTraits): string {
  return `.../${family.allPackagesRef.split('/').pop() ?? family.allPackagesRef}`;
}

// ------------------------------------------------------------------ versions files

export type VersionRead = { version: PackageVersion; location: SourceLocation } | { problem: LayoutProblem };

/** The `<versionVariable> = ` (k3sVersion) assignments of a file, or of one part of it (`range`). */
function versionAssignments(family: FamilyTraits, source: NixSource, range?: TextRange): RegExpExecArray[] {
  const assignment = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(family.versionVariable)}\\s*=\\s*`, 'g');
  return [...source.codeMatches(assignment)].filter(
    (m) => range === undefined || (m.index >= range.start && m.index < range.end),
  );
}

/**
 * The one `<versionVariable> = "...";` (k3sVersion) of a versions.nix or default.nix,
 * or of one package block of the family's default.nix (`range`).
 */
export function readVersionAssignment(
  family: FamilyTraits,
  source: NixSource,
  expectedMinor?: Minor,
  range?: TextRange,
): VersionRead {
  const variable = family.versionVariable;
  const found = versionAssignments(family, source, range);
  const example = `${variable} = "${expectedMinor ?? '1.30'}.2+${family.buildTag}1";`;
  if (found.length === 0) {
    return {
      problem: { file: source.file, message: `no ${variable} assignment found; expected a line such as ${example}` },
    };
  }
  if (found.length > 1) {
    const lines = found.map((m) => source.at(m.index).line);
    return {
      problem: {
        file: source.file,
        line: lines[1],
        message: `${variable} is assigned ${found.length} times (lines ${listText(lines)}); expected exactly one`,
      },
    };
  }
  const match = found[0];
  const location = source.at(match.index);
  const rhs = source
    .code(match.index + match[0].length, 500)
    .split(/[;\r\n]/)[0]
    .trim();
  const literal = /^"([^"\\$]*)"$/.exec(rhs);
  if (!literal) {
    return {
      problem: {
        ...location,
        message: `${variable} is set to ${excerpt(rhs) || 'nothing'}, not a string literal; expected ${example}`,
      },
    };
  }
  const version = parseVersion(family, literal[1]);
  if (!version) {
    return {
      problem: {
        ...location,
        message: `${variable} "${excerpt(literal[1])}" is not a ${family.name} version; expected the form "1.30.2+${family.buildTag}1" (or a pre-release such as "1.30.0-rc1+${family.buildTag}1")`,
      },
    };
  }
  if (expectedMinor !== undefined && minorOf(version) !== expectedMinor) {
    return {
      problem: {
        ...location,
        message: `${variable} "${version.text}" belongs to minor ${minorOf(version)}, but this folder is for minor ${expectedMinor}; expected ${expectedMinor}.x`,
      },
    };
  }
  return { version, location };
}

// ------------------------------------------------------------------ all-packages.nix

export interface Exposure {
  attr: string;
  /** Minor folder named by `k3s_1_26 = callPackage .../k3s/1_26`; absent for the inherit form. */
  folder?: string;
  location: SourceLocation;
}

type AliasTarget = { kind: 'attr'; attr: string } | { kind: 'package' } | { kind: 'other'; text: string };

export interface AliasDeclaration {
  target: AliasTarget;
  location: SourceLocation;
}

export interface AllPackagesFacts {
  exposures: Exposure[];
  /** The family's channel aliases (rke2_stable) in the inherit list. */
  channelExposures: Exposure[];
  aliases: AliasDeclaration[];
  problems: LayoutProblem[];
}

/**
 * The family's attributes in all-packages.nix: its minor attributes, the names
 * of `channelNames` in its inherit list, and its plain alias.
 */
export function readAllPackages(
  family: FamilyTraits,
  source: NixSource,
  channelNames: readonly string[] = channelAliasNames(family),
): AllPackagesFacts {
  const folderRef = escapeRegExp(family.allPackagesRef);
  const ref = `${folderRef}(?:/default\\.nix)?`;
  const prefix = escapeRegExp(family.attrPrefix);
  const minorAttr = new RegExp(`^${prefix}\\d+_\\d+$`);
  const exposures: Exposure[] = [];
  const channelExposures: Exposure[] = [];
  const aliases: AliasDeclaration[] = [];
  const problems: LayoutProblem[] = [];

  // inherit (callPackage ../applications/networking/cluster/k3s { ... }) k3s_1_29 k3s_1_30;
  const inherit = new RegExp(`inherit\\s*\\(\\s*callPackages?\\s+${ref}\\s*`, 'g');
  for (const match of source.codeMatches(inherit)) {
    // The argument set and the name list: a few lines, never the rest of the file.
    const windowStart = match.index + match[0].length;
    const code = source.code(windowStart, 10_000);
    let at = 0;
    if (code[0] === '{') {
      at = closingBrace(code);
      if (at === -1) {
        problems.push({
          ...source.at(match.index),
          message: `the argument set of this inherit (callPackage ${shortRef(family)} { ... }) is not closed`,
        });
        continue;
      }
    }
    const rest = /^\s*\)([^;]*);/.exec(code.slice(at));
    if (!rest) {
      problems.push({
        ...source.at(match.index),
        message: `expected inherit (callPackage ${shortRef(family)} { ... }) ${family.attrPrefix}1_XX ...; with the list ending in ";"`,
      });
      continue;
    }
    const listStart = windowStart + at + rest[0].indexOf(')') + 1;
    for (const name of rest[1].matchAll(/\S+/g)) {
      const location = source.at(listStart + name.index);
      if (minorAttr.test(name[0])) exposures.push({ attr: name[0], location });
      else if (channelNames.includes(name[0])) channelExposures.push({ attr: name[0], location });
      else {
        problems.push({
          ...location,
          message: `unexpected name "${excerpt(name[0])}" in the ${family.name} inherit list; expected names such as ${family.attrPrefix}1_30`,
        });
      }
    }
  }

  // k3s_1_26 = callPackage ../applications/networking/cluster/k3s/1_26 { ... };
  const perMinor = new RegExp(`${NOT_AFTER_NAME}(${prefix}\\d+_\\d+)\\s*=\\s*`, 'g');
  const perMinorRhs = new RegExp(`^\\(?\\s*callPackage\\s+${folderRef}/(\\d+_\\d+)(?:/default\\.nix)?(?=[\\s{;)])`);
  for (const match of source.codeMatches(perMinor)) {
    const rhs = perMinorRhs.exec(source.code(match.index + match[0].length, 300));
    if (rhs) exposures.push({ attr: match[1], folder: rhs[1], location: source.at(match.index) });
  }

  // k3s = k3s_1_30;   or, in the single layout:   k3s = callPackage ../applications/networking/cluster/k3s { ... };
  const alias = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(family.alias)}\\s*=\\s*`, 'g');
  const aliasAttr = /^([A-Za-z_][\w'-]*)\s*;/;
  const aliasPackage = new RegExp(`^\\(?\\s*callPackage\\s+${ref}(?=[\\s{;)])`);
  for (const match of source.codeMatches(alias)) {
    const rhs = source.code(match.index + match[0].length, 300);
    const attr = aliasAttr.exec(rhs);
    const target: AliasTarget = attr
      ? { kind: 'attr', attr: attr[1] }
      : aliasPackage.test(rhs)
        ? { kind: 'package' }
        : { kind: 'other', text: excerpt(rhs.split(/[;\r\n]/)[0].trim()) };
    aliases.push({ target, location: source.at(match.index) });
  }

  return { exposures, channelExposures, aliases, problems };
}

/** The names of the family's channel aliases, [] for a family without any. */
export function channelAliasNames(family: FamilyTraits): string[] {
  return family.channelAliases ? [family.channelAliases.stable, family.channelAliases.latest] : [];
}

// ------------------------------------------------------------------ reading the tree

export type Attempt<T> = { value: T | undefined } | { problem: LayoutProblem };

/** Runs one tree read; a refused entry becomes a problem naming it, real failures propagate. */
export async function attempt<T>(read: () => Promise<T | undefined>): Promise<Attempt<T>> {
  try {
    return { value: await read() };
  } catch (error) {
    if (error instanceof UnreadableEntry)
      return { problem: { file: error.path, message: `cannot be read: ${error.reason}` } };
    throw error;
  }
}

export async function readNixosVersion(tree: NixpkgsTree): Promise<{ nixosVersion?: string; problem?: LayoutProblem }> {
  const file = NIXPKGS_PATHS.libVersion;
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) return { problem: read.problem };
  if (read.value === undefined) {
    return {
      problem: {
        file,
        message:
          'not found; expected the NixOS release of this tree, such as "25.05" (is this the root of a nixpkgs checkout?)',
      },
    };
  }
  const text = read.value.trim();
  if (!/^\d{2}\.\d{2}$/.test(text)) {
    return {
      problem: { file, line: 1, message: `"${excerpt(text)}" is not a NixOS release; expected such as "25.05"` },
    };
  }
  return { nixosVersion: text };
}

interface MinorFolderRead {
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
async function readMinorFolder(
  family: FamilyTraits,
  tree: NixpkgsTree,
  folder: string,
  minor: Minor,
): Promise<MinorFolderRead> {
  const dir = `${family.folder}/${folder}`;
  for (const [name, layout] of [
    ['versions.nix', 'per-minor-versions'],
    ['default.nix', 'per-minor-default'],
  ] as const) {
    const file = `${dir}/${name}`;
    const read = await attempt(() => tree.readText(file));
    if ('problem' in read) return { folder, minor, problem: read.problem };
    if (read.value === undefined) continue;
    const source = new NixSource(file, read.value);
    const version = readVersionAssignment(family, source, minor);
    if ('problem' in version) return { folder, minor, layout, problem: version.problem };
    const packaged: PackagedMinor = { minor, attr: attrOfMinor(family, minor), ...version };
    const marked = layout === 'per-minor-default' ? knownVulnerabilitiesIn(source) : undefined;
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
interface FamilyDefault {
  source: NixSource;
  blocks: Map<string, PackageBlock>;
}

/**
 * Completes the folder reads with the family's default.nix: a folder without a
 * version file takes the version its block sets inline, a block with an inline
 * version and no folder is a minor too, and every versions.nix minor takes the
 * marking of its block.
 */
function withPackageBlocks(
  family: FamilyTraits,
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

/** An entry of the family folder that is neither a folder the reader reads nor a packaging file it knows. */
export function isUnknownEntry(family: FamilyTraits, name: string): boolean {
  return !family.packagingEntries.includes(name) && !PACKAGING_SUFFIX.test(name);
}

/** Sorts the family folder's entries into minor folders; notes strangers, reports double claims. */
function classifyEntries(
  family: FamilyTraits,
  entries: string[],
  state: PackagedState,
): { folder: string; minor: Minor }[] {
  const { problems } = state;
  const byMinor = new Map<Minor, string[]>();
  const expected = `minor folders named like 1_30 and known packaging files (${family.packagingEntries.slice(0, 3).join(', ')}...)`;
  for (const name of entries) {
    const match = MINOR_FOLDER.exec(name);
    if (match) {
      const minor: Minor = `${Number(match[1])}.${Number(match[2])}`;
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

/**
 * Reads the packaged minors of a family, their versions, which of them are
 * marked with meta.knownVulnerabilities, the default its plain alias names and
 * the minors aliases.nix throws for, from a nixpkgs tree.
 */
export async function readPackagedState(tree: NixpkgsTree, family: FamilyTraits): Promise<PackagedState> {
  const [release, listing, allPackagesRead, aliasesRead] = await Promise.all([
    readNixosVersion(tree),
    attempt(() => tree.listDir(family.folder)),
    attempt(() => tree.readText(ALL_PACKAGES)),
    attempt(() => tree.readText(ALIASES)),
  ]);
  const problems: LayoutProblem[] = [];
  const state: PackagedState = { minors: [], problems };
  if (release.nixosVersion !== undefined) state.nixosVersion = release.nixosVersion;
  if (release.problem) problems.push(release.problem);
  readAliases(family, aliasesRead, state);

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
  let facts: AllPackagesFacts | undefined;
  if ('problem' in allPackagesRead) problems.push(allPackagesRead.problem);
  else if (allPackagesRead.value === undefined) {
    problems.push({
      file: ALL_PACKAGES,
      message: `not found; expected it to expose the ${family.name} attributes and the ${family.alias} alias`,
    });
  } else {
    facts = readAllPackages(family, new NixSource(ALL_PACKAGES, allPackagesRead.value));
    problems.push(...facts.problems);
  }

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

/** thrown(branch), when aliases.nix could be read; a tree without one (a sparse checkout) leaves it unknown. */
export function readAliases(family: FamilyTraits, read: Attempt<string>, state: PackagedState): void {
  if ('problem' in read) {
    state.problems.push(read.problem);
    return;
  }
  if (read.value === undefined) return;
  const { thrown, problems } = readThrown(family, new NixSource(ALIASES, read.value));
  state.thrown = thrown;
  state.problems.push(...problems);
}

/** A throw for an attribute all-packages.nix still defines: nixpkgs refuses that ("Alias ... is still in all-packages.nix"). */
export function thrownButPackaged(
  family: FamilyTraits,
  state: PackagedState,
  facts: AllPackagesFacts | undefined,
): void {
  const exposed = new Set(facts?.exposures.map((e) => e.attr) ?? state.minors.map((m) => m.attr));
  for (const thrown of state.thrown ?? []) {
    if (!exposed.has(thrown.attr)) continue;
    state.problems.push({
      ...thrown.location,
      message: `${thrown.attr} is thrown here but still packaged (all-packages.nix exposes it); remove the throw, or remove ${family.folder}/${thrown.attr.slice(family.attrPrefix.length)}/ and the attribute`,
    });
  }
}

function readPerMinor(
  family: FamilyTraits,
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
function reportedMinorAttrs(family: FamilyTraits, reads: MinorFolderRead[], state: PackagedState): Set<string> {
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
  family: FamilyTraits,
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
    const { source } = familyDefault;
    const bindings = [...source.codeMatches(new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(name)}\\s*=(?!=)\\s*`, 'g'))];
    if (bindings.length !== 1) {
      problems.push(
        bindings.length === 0
          ? { file, message: `no ${name} binding found; expected ${expected}` }
          : {
              ...source.at(bindings[1].index),
              message: `${name} is bound ${bindings.length} times (lines ${listText(bindings.map((b) => source.at(b.index).line))}); expected once`,
            },
      );
      continue;
    }
    const [binding] = bindings;
    const location = source.at(binding.index);
    const rhs = source.code(binding.index + binding[0].length, 300);
    const target = /^([A-Za-z_][\w'-]*)\s*;/.exec(rhs)?.[1];
    if (target === undefined) {
      problems.push({
        ...location,
        message: `${name} = ${excerpt(rhs.split(/[;\r\n]/)[0].trim())} is not understood; expected ${expected}`,
      });
      continue;
    }
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

export function missingFolder(family: FamilyTraits, attr: string, location: SourceLocation): LayoutProblem {
  return {
    ...location,
    message: `${attr} is exposed here but ${family.folder}/${attr.slice(family.attrPrefix.length)}/ does not exist`,
  };
}

/** The single layout (k3s before 2023): the folder's default.nix packages one minor as the plain alias. */
async function readSingle(
  family: FamilyTraits,
  tree: NixpkgsTree,
  facts: AllPackagesFacts | undefined,
  state: PackagedState,
): Promise<void> {
  const { problems } = state;
  const file = `${family.folder}/default.nix`;
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) {
    problems.push(read.problem);
  } else if (read.value === undefined) {
    problems.push({
      file: family.folder,
      message: `the ${family.name} folder has neither minor folders (1_30/) nor a default.nix; expected 1_XX/versions.nix files or a default.nix setting ${family.versionVariable}`,
    });
  } else {
    const source = new NixSource(file, read.value);
    const version = readVersionAssignment(family, source);
    if ('problem' in version) {
      problems.push({ ...version.problem, message: `${version.problem.message} (no minor folders 1_XX/ either)` });
    } else {
      state.layout = 'single';
      const packaged: PackagedMinor = { minor: minorOf(version.version), attr: family.alias, ...version };
      const marked = knownVulnerabilitiesIn(source);
      if (marked) packaged.knownVulnerabilities = marked;
      state.minors.push(packaged);
    }
  }
  if (!facts) return;
  for (const exposure of facts.exposures) problems.push(missingFolder(family, exposure.attr, exposure.location));
  resolveAlias(family, facts.aliases, state, 'single', new Set());
}

/** Finds what the plain alias is: an alias of a packaged minor, or (single layout) the package itself. */
export function resolveAlias(
  family: FamilyTraits,
  aliases: AliasDeclaration[],
  state: PackagedState,
  shape: 'per-minor' | 'single',
  reported: Set<string>,
): void {
  const { problems } = state;
  const name = family.alias;
  const expected =
    shape === 'single'
      ? `${name} = callPackage ${family.allPackagesRef} { ... };`
      : `${name} = ${family.attrPrefix}1_XX; naming a packaged minor`;
  if (aliases.length === 0) {
    problems.push({ file: ALL_PACKAGES, message: `no ${name} attribute found; expected ${expected}` });
    return;
  }
  if (aliases.length > 1) {
    problems.push({
      ...aliases[1].location,
      message: `${name} is declared ${aliases.length} times (lines ${listText(aliases.map((a) => a.location.line))}); expected one ${expected}`,
    });
    return;
  }
  const [{ target, location }] = aliases;
  state.defaultLocation = location;
  const packagedAttrs = state.minors.map((m) => m.attr);
  if (target.kind === 'attr') {
    state.defaultAttr = target.attr;
    // The plain alias may name a channel alias (rke2 = rke2_stable;), which names the minor.
    const channel = channelAliasNames(family).includes(target.attr);
    const minor = channel
      ? state.channelAliases?.find((a) => a.attr === target.attr)?.minor
      : state.minors.find((m) => m.attr === target.attr)?.minor;
    if (minor) state.defaultMinor = minor;
    // A channel alias that names no minor has a problem of its own.
    else if (channel) return;
    else if (!reported.has(target.attr)) {
      problems.push({
        ...location,
        message: `${name} points to ${target.attr}, which is not packaged here (packaged: ${listText(packagedAttrs) || 'none'}); expected ${expected}`,
      });
    }
  } else if (target.kind === 'package' && shape === 'single') {
    state.defaultAttr = name;
    if (state.minors.length === 1) state.defaultMinor = state.minors[0].minor;
  } else {
    const written = target.kind === 'package' ? `callPackage ${family.allPackagesRef} { ... }` : target.text;
    problems.push({ ...location, message: `${name} = ${written} is not understood; expected ${expected}` });
  }
}
