// rke2's older layout, which the shared per-minor reader does not know: the
// folders stable/, latest/ and testing/ each hold a versions.nix, and
// rke2/default.nix builds a package from each (`rke2_stable = common ((import
// ./stable/versions.nix) // ...) extraArgs;`), so each channel attribute
// packages the minor of its version. While the layout changed, per-minor
// folders (1_31/) stood beside them and a channel attribute could name one
// (`rke2_stable = rke2_1_31;`). all-packages.nix inherits the channel
// attributes (and the minors) from the folder and sets `rke2 = rke2_stable;`.
// The layout part reads this layout where the tree has it, else the per-minor
// folders that followed it (minorFolders.ts), with the same parameters.
import { attrOfMinor } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import { listText } from '../../domain/text.js';
import type { ChannelAliasState, LayoutProblem, Minor, PackagedMinor, PackagedState } from '../../domain/types.js';
import { minorOf } from '../../domain/version.js';
import { allPackagesFacts, channelAliasNames, type AllPackagesFacts } from '../../gather/nixpkgs/allPackages.js';
import type { FolderLayout } from '../../gather/nixpkgs/folderLayout.js';
import { bindingsNamed, quoted, theOneBinding, valueAt } from '../../gather/nixpkgs/bindings.js';
import { isUnknownEntry, minorOfFolder, missingFolder } from '../../gather/nixpkgs/familyFolder.js';
import { beginState, channelAliasBinding, resolveAlias, thrownButPackaged } from '../../gather/nixpkgs/familyState.js';
import { escapeRegExp, NixSource } from '../../gather/nixpkgs/nixSource.js';
import { knownVulnerabilitiesIn, readPackageBlocks } from '../../gather/nixpkgs/packageBlocks.js';
import { NIXPKGS_PATHS } from '../../gather/nixpkgs/paths.js';
import type { NixpkgsTree } from '../../gather/nixpkgs/tree.js';
import { treeBindings } from '../../gather/nixpkgs/treeBindings.js';
import { attempt } from '../../gather/nixpkgs/treeRead.js';
import { readVersionFile } from '../../gather/nixpkgs/versionAssignment.js';
import { folderFamilyReads, readPackagedState } from '../../gather/nixpkgs/packagedState.js';
import type { FolderLayoutDeclaration, RemovalDeclaration } from '../declared/declarations.js';
import type { Layout } from '../family.js';
import { folderLayout, folderProfile, minorFolderEdits, personSentences } from './minorFolders.js';

/** rke2's layouts: its channel folders where a tree has them, else its per-minor folders. */
export function channelFoldersLayout(
  declaration: FolderLayoutDeclaration,
  family: { name: string; removal?: RemovalDeclaration },
): Layout {
  const layout = folderLayout(declaration, family.name);
  return {
    ...folderProfile(layout),
    // Either layout reads its folder, all-packages.nix, aliases.nix and lib/.version.
    reads: folderFamilyReads(layout),
    async read(tree) {
      // An unreadable folder is the chosen reader's to report: it lists the folder again (trees keep their answers).
      const listing = await tree.listDir(layout.folder).catch(() => undefined);
      return hasChannelFolders(listing) ? readChannelFolders(tree, layout) : readPackagedState(tree, layout);
    },
    async edits(edits, context) {
      const listing = await context.tree.listDir(layout.folder).catch(() => undefined);
      if (!hasChannelFolders(listing)) return minorFolderEdits(layout, family, edits, context);
      // A channel folder is a package of its own: which one to drop and what to point where is a person's choice.
      const mechanical = edits.filter((e) => e.kind !== 'update' && e.kind !== 'mark' && e.kind !== 'add');
      const forAPerson =
        mechanical.length === 0
          ? personSentences(layout, edits)
          : [
              `${layout.folder} has channel folders (${CHANNEL_FOLDERS.join(', ')}), which no edit here rewrites: make this change by hand.`,
            ];
      return { requests: [], removed: [], own: [], forAPerson };
    },
  };
}

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
export async function readChannelFolders(tree: NixpkgsTree, family: FolderLayout): Promise<PackagedState> {
  const defaultFile = `${family.folder}/default.nix`;
  const [state, listing, allPackagesRead, defaultRead] = await Promise.all([
    beginState(tree, family),
    attempt(() => tree.listDir(family.folder)),
    treeBindings(tree).source(NIXPKGS_PATHS.allPackages),
    attempt(() => tree.readText(defaultFile)),
  ]);
  const { problems } = state;
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

  const channelNames = CHANNEL_FOLDERS.map((folder) => `${family.attrPrefix}${folder}`);
  const facts = allPackagesFacts(family, allPackagesRead, problems, `the ${family.name} attributes`, channelNames);

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
function folderEntries(family: FolderLayout, listing: readonly string[], state: PackagedState): FolderEntry[] {
  const entries: FolderEntry[] = [];
  for (const name of listing) {
    const minor = minorOfFolder(name);
    if ((CHANNEL_FOLDERS as readonly string[]).includes(name))
      entries.push({ folder: name, attr: `${family.attrPrefix}${name}` });
    else if (minor !== undefined) entries.push({ folder: name, attr: attrOfMinor(family, minor), minor });
    else if (isUnknownEntry(family, name)) {
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
  family: FolderLayout,
  tree: NixpkgsTree,
  entry: FolderEntry,
): Promise<PackagedMinor | { problem: LayoutProblem }> {
  const file = `${family.folder}/${entry.folder}/versions.nix`;
  const read = await readVersionFile(family, tree, file, entry.minor);
  if ('missing' in read) {
    return {
      problem: {
        file,
        message: `folder ${entry.folder}/ has no versions.nix; expected it to set ${family.versionVariable} = "1.31.4+${family.buildTag}1";`,
      },
    };
  }
  if ('problem' in read) return { problem: read.problem };
  return {
    minor: entry.minor ?? minorOf(read.version),
    attr: entry.attr,
    version: read.version,
    location: read.location,
  };
}

/**
 * The bindings of rke2/default.nix: every folder's attribute is bound once, to a
 * package built from its folder, or (a channel attribute) to a minor
 * attribute. A package that sets meta.knownVulnerabilities is marked.
 * Returns the channel attributes as aliases.
 */
function bindPackages(
  family: FolderLayout,
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
        ? bindingsNamed(source, entry.attr)
        : [minorBlocks.blocks.get(entry.attr)]
            .filter((block) => block !== undefined)
            .map((block) => ({ start: block.value.start, location: block.location }));
    const unbound = { file: source.file, message: `${entry.attr} is not bound here although ${entry.folder}/ exists` };
    const binding = theOneBinding(entry.attr, bindings, unbound, problems);
    if (!binding) {
      packaged.delete(entry.attr);
      continue;
    }
    const { start, location } = binding;
    const value = valueAt(source, start);
    const own = packaged.get(entry.attr);
    if (entry.minor === undefined && value.named !== undefined) {
      // A channel attribute that names a minor: its folder is not what it builds.
      packaged.delete(entry.attr);
      channels.push(...namedAlias(source, entry.attr, packaged, problems));
      continue;
    }
    if (value.end === -1 || !new RegExp(`\\./${escapeRegExp(entry.folder)}/versions\\.nix`).test(value.code)) {
      problems.push({
        ...location,
        message: `${entry.attr} = ${quoted(value)} does not build from ${entry.folder}/versions.nix; expected ${entry.attr} = common ((import ./${entry.folder}/versions.nix) // ...) extraArgs;`,
      });
      packaged.delete(entry.attr);
      continue;
    }
    const marked = knownVulnerabilitiesIn(source, { start, end: value.end });
    if (own && marked) own.knownVulnerabilities = marked;
    if (own && entry.minor === undefined) channels.push({ attr: entry.attr, minor: own.minor, location });
  }
  return channels;
}

/** A channel alias bound to a minor attribute (`rke2_stable = rke2_1_31;`). */
function namedAlias(
  source: NixSource,
  attr: string,
  packaged: ReadonlyMap<string, PackagedMinor>,
  problems: LayoutProblem[],
): ChannelAliasState[] {
  const expected = `a channel folder ${attr.replace(/^[^_]+_/, '')}/ or ${attr} = <a minor attribute>;`;
  const unbound = `${attr} is not bound here as a channel of its own`;
  const binding = channelAliasBinding(source, attr, expected, unbound, problems);
  if (!binding) return [];
  const target = packaged.get(binding.target);
  if (!target)
    problems.push({ ...binding.location, message: `${attr} points to ${binding.target}, which is not packaged here` });
  return [{ attr, target: binding.target, ...(target ? { minor: target.minor } : {}), location: binding.location }];
}

/** Every attribute built in default.nix must be exposed in all-packages.nix, and nothing else of the family. */
function checkExposed(
  family: FolderLayout,
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
