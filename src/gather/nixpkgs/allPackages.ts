// What all-packages.nix says of a family laid out as k3s and rke2 are: its
// minor attributes (`inherit (callPackage ../k3s { }) k3s_1_30 ...;` or
// `k3s_1_30 = callPackage ../k3s/1_30 { };`), the channel aliases in that
// inherit list, and the plain alias (`k3s = k3s_1_30;`).
import type { FolderLayout } from './folderLayout.js';
import type { LayoutProblem, SourceLocation } from '../../domain/types.js';
import { closingBrace, escapeRegExp, excerpt, type NixSource, NOT_AFTER_NAME } from './nixSource.js';
import { NIXPKGS_PATHS } from './paths.js';
import type { Attempt } from './treeRead.js';

/** ".../k3s", how messages abbreviate the family folder as all-packages.nix names it. */
function shortRef(family: FolderLayout): string {
  return `.../${family.allPackagesRef.split('/').pop() ?? family.allPackagesRef}`;
}

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
  family: FolderLayout,
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
export function channelAliasNames(family: FolderLayout): string[] {
  return family.channelAliases ? [family.channelAliases.stable, family.channelAliases.latest] : [];
}

/**
 * The facts of all-packages.nix as the tree answered (read once a tree,
 * treeBindings): the file's problems go to
 * `problems`, and a missing file is one problem saying what it should expose.
 */
export function allPackagesFacts(
  family: FolderLayout,
  read: Attempt<NixSource>,
  problems: LayoutProblem[],
  expected: string,
  channelNames?: readonly string[],
): AllPackagesFacts | undefined {
  const file = NIXPKGS_PATHS.allPackages;
  if ('problem' in read) problems.push(read.problem);
  else if (read.value === undefined) problems.push({ file, message: `not found; expected it to expose ${expected}` });
  else {
    const facts = readAllPackages(family, read.value, channelNames);
    problems.push(...facts.problems);
    return facts;
  }
  return undefined;
}
