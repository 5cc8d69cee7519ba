// What every reader of a family's packaged state shares, whatever the layout
// of its folder: the tree's release and aliases.nix's throws to start from, the
// plain alias resolved to a packaged minor, a channel alias bound to a minor
// attribute, and the throw of an attribute still packaged.
import type { FolderLayout } from './folderLayout.js';
import { listText } from '../../domain/text.js';
import type { LayoutProblem, PackagedState, SourceLocation } from '../../domain/types.js';
import { channelAliasNames, type AliasDeclaration, type AllPackagesFacts } from './allPackages.js';
import { readThrown } from './aliases.js';
import { bindingsNamed, quoted, theOneBinding, valueAt } from './bindings.js';
import type { NixSource } from './nixSource.js';
import { readNixosVersion } from './nixosRelease.js';
import { NIXPKGS_PATHS } from './paths.js';
import type { NixpkgsTree } from './tree.js';
import { treeBindings } from './treeBindings.js';
import type { Attempt } from './treeRead.js';

const { allPackages: ALL_PACKAGES, aliases: ALIASES } = NIXPKGS_PATHS;

/** A state with the tree's release (lib/.version) and thrown(branch) (aliases.nix), the first things any reader says. */
export async function beginState(tree: NixpkgsTree, family: FolderLayout): Promise<PackagedState> {
  const [release, aliasesRead] = await Promise.all([readNixosVersion(tree), treeBindings(tree).source(ALIASES)]);
  const state: PackagedState = { minors: [], problems: [] };
  if (release.nixosVersion !== undefined) state.nixosVersion = release.nixosVersion;
  if (release.problem) state.problems.push(release.problem);
  readAliases(family, aliasesRead, state);
  return state;
}

/** thrown(branch), when aliases.nix could be read; a tree without one (a sparse checkout) leaves it unknown. */
export function readAliases(family: FolderLayout, read: Attempt<NixSource>, state: PackagedState): void {
  if ('problem' in read) {
    state.problems.push(read.problem);
    return;
  }
  if (read.value === undefined) return;
  const { thrown, problems } = readThrown(family, read.value);
  state.thrown = thrown;
  state.problems.push(...problems);
}

/** A throw for an attribute all-packages.nix still defines: nixpkgs refuses that ("Alias ... is still in all-packages.nix"). */
export function thrownButPackaged(
  family: FolderLayout,
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

/**
 * A channel alias bound once in `source` to a minor attribute (`rke2_stable =
 * rke2_1_34;`): where, and the attribute it names; undefined, with its problem
 * said, when it is not bound (`unbound`), bound twice or bound to anything else.
 */
export function channelAliasBinding(
  source: NixSource,
  name: string,
  expected: string,
  unbound: string,
  problems: LayoutProblem[],
): { location: SourceLocation; target: string } | undefined {
  const binding = theOneBinding(name, bindingsNamed(source, name), { file: source.file, message: unbound }, problems);
  if (!binding) return undefined;
  const value = valueAt(source, binding.start);
  if (value.named === undefined) {
    problems.push({
      ...binding.location,
      message: `${name} = ${quoted(value)} is not understood; expected ${expected}`,
    });
    return undefined;
  }
  return { location: binding.location, target: value.named };
}

/** Finds what the plain alias is: an alias of a packaged minor, or (single layout) the package itself. */
export function resolveAlias(
  family: FolderLayout,
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
