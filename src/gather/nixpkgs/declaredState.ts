// The packaged state of a family declared as data: which of its cycles a tree
// packages (the item attribute bound in the declared files, not thrown), their
// companions, which are marked (meta.knownVulnerabilities in the binding, the
// declared flag, or the declared version threshold), and which were removed (a
// throw), and each cycle's version where the declaration says it is written
// (declaredVersions.ts). What cannot be read or found is a notice for the
// family alone.
import { parseAttributePattern, type AttributePattern } from '../../domain/attributePattern.js';
import type { MarkForm } from '../../domain/family.js';
import { compareMinors, normalizeCycle } from '../../domain/minor.js';
import type { DeclarationFacts } from '../../domain/audit.js';
import type { PackagedMinor, PackagedState, ReadNotice, ThrownAttribute } from '../../domain/types.js';
import { readDeclaredAttributes, type AttributesRead, type FoundAttribute } from './declaredAttributes.js';
import { readDeclaredDefaults } from './declaredDefaults.js';
import { readMarkThreshold } from './markThreshold.js';
import { readNixosVersion } from './nixosRelease.js';
import type { NixpkgsTree } from './tree.js';
import { NIXPKGS_PATHS } from './paths.js';
import { treeBindings } from './treeBindings.js';
import { readCycleVersion, versionReads, type VersionPlace } from './declaredVersions.js';

/** What the reader needs of a declared family. */
export interface DeclaredReading {
  /** Its attribute templates, the cycle's item first, then its companions. */
  templates: readonly string[];
  files: readonly string[];
  mark?: MarkForm;
  /** Where each cycle's version is written; absent: no version is read. */
  version?: VersionPlace;
  /** Its default attributes, which move together (`nodejs`, `nodejs-slim`, `corepack`); absent: none. */
  defaults?: readonly string[];
}

/**
 * The paths readDeclaredState reads of a tree: the declared files, aliases.nix
 * (throws), lib/.version and a threshold's builder: what a sparse checkout
 * must hold for the family.
 */
export function declaredReads(family: DeclaredReading): string[] {
  const threshold = family.mark && 'threshold' in family.mark ? [family.mark.threshold] : [];
  const versions = family.version ? [versionReads(family.version)] : [];
  return [...family.files, NIXPKGS_PATHS.aliases, NIXPKGS_PATHS.libVersion, ...threshold, ...versions];
}

function patternOf(template: string): AttributePattern {
  const parsed = parseAttributePattern(template);
  // The declaration was checked when it was read: a template that is none is a bug.
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.pattern;
}

/** Packaged: bound in a declared file, and thrown nowhere. */
const isPackaged = (attribute: FoundAttribute): boolean => attribute.bound.length > 0 && !attribute.removed;

export async function readDeclaredState(tree: NixpkgsTree, family: DeclaredReading): Promise<PackagedState> {
  const bindings = treeBindings(tree);
  const flag = family.mark && 'flag' in family.mark ? family.mark.flag : undefined;
  const threshold = family.mark && 'threshold' in family.mark ? family.mark.threshold : undefined;
  const [release, reads, markedBelow, defaults] = await Promise.all([
    readNixosVersion(tree),
    Promise.all(
      family.templates.map((template) =>
        readDeclaredAttributes(bindings, {
          files: family.files,
          pattern: patternOf(template),
          ...(flag === undefined ? {} : { flag }),
        }),
      ),
    ),
    threshold === undefined ? undefined : readMarkThreshold(tree, threshold),
    readDeclaredDefaults(bindings, family.files, family.defaults ?? [], family.templates),
  ]);
  const [item, ...companions] = reads as [AttributesRead, ...AttributesRead[]];
  const notices: ReadNotice[] = [...item.notices];
  if (markedBelow && 'notice' in markedBelow) notices.push({ file: markedBelow.file, message: markedBelow.notice });

  const minors: PackagedMinor[] = [];
  const thrown: ThrownAttribute[] = [];
  for (const attribute of item.attributes) {
    const minor = normalizeCycle(attribute.cycle);
    if (minor === undefined) continue;
    // A throw anywhere removes it, whatever else still names it (aliases.nix kept plain aliases of removed kernels).
    if (attribute.removed) {
      thrown.push({ attr: attribute.attr, minor, location: attribute.removed });
      continue;
    }
    if (attribute.bound.length === 0) continue;
    // Where its value is written (a mark goes there), rather than an inherit that names it.
    const { file, line } = attribute.bound.find((b) => !b.inherited) ?? attribute.bound[0];
    const also = companions.flatMap((read) =>
      read.attributes.filter((c) => c.cycle === attribute.cycle && isPackaged(c)).map((c) => c.attr),
    );
    const belowThreshold =
      markedBelow && 'version' in markedBelow && below(minor, markedBelow.version) ? markedBelow.location : undefined;
    const mark = attribute.marked ?? belowThreshold;
    minors.push({
      minor,
      attr: attribute.attr,
      location: { file, line },
      ...(mark ? { knownVulnerabilities: mark } : {}),
      ...(also.length > 0 ? { companions: also } : {}),
    });
  }
  if (family.version) await readVersions(bindings, family.version, minors, notices);
  minors.sort((a, b) => compareMinors(a.minor, b.minor));
  // The group's lead is its first default the layout could read: what the family's plain default points to.
  const lead = defaults.find((d) => d.target !== undefined);
  const leadMinor = lead && minors.some((pm) => pm.minor === lead.minor) ? lead.minor : undefined;
  return {
    ...(release.nixosVersion !== undefined ? { nixosVersion: release.nixosVersion } : {}),
    minors,
    ...(family.defaults && family.defaults.length > 0 ? { defaults } : {}),
    ...(lead?.target !== undefined ? { defaultAttr: lead.target } : {}),
    ...(leadMinor !== undefined ? { defaultMinor: leadMinor } : {}),
    ...(lead?.location ? { defaultLocation: lead.location } : {}),
    ...(item.aliasesRead || thrown.length > 0 ? { thrown } : {}),
    ...(notices.length > 0 ? { notices } : {}),
    unfound: {
      read: item.filesRead > 0,
      templates: item.filesRead > 0 ? family.templates.filter((_t, index) => reads[index].attributes.length === 0) : [],
      files: item.notices.flatMap((n) => (n.missing && n.file !== undefined ? [n.file] : [])),
    },
    problems: release.problem ? [release.problem] : [],
  };
}

/** Each packaged cycle's version, where its declaration says it is written; a file without one is a notice. */
async function readVersions(
  bindings: ReturnType<typeof treeBindings>,
  place: VersionPlace,
  minors: PackagedMinor[],
  notices: ReadNotice[],
): Promise<void> {
  const read = await Promise.all(minors.map((m) => readCycleVersion(bindings, place, m.minor)));
  for (const [i, found] of read.entries()) {
    if (found === undefined) continue;
    if ('notice' in found) notices.push(found.notice);
    else Object.assign(minors[i], { version: found.version, versionLocation: found.location });
  }
}

/**
 * Whether every version of a cycle is below the threshold: 32 and 32.x are
 * below 33.0.0, 33 is not (33.0.0 is 33's); a cycle the threshold cuts (33
 * under 33.1.0) is not, as its newest versions are not marked.
 */
function below(cycle: string, threshold: string): boolean {
  const numbers = cycle.split('.');
  return compareMinors(cycle, threshold.split('.').slice(0, numbers.length).join('.')) < 0;
}

/**
 * What a family's declaration matched on all the branches a run audited: the
 * templates and the declared files none of them has, and the cycles its
 * attributes name there. `branches`: the checkout's first.
 */
export function declarationFacts(branches: ReadonlyArray<{ branch: string; state: PackagedState }>): DeclarationFacts {
  const unfound = branches.flatMap(({ state }) => (state.unfound ? [state.unfound] : []));
  const everywhere = (lists: string[][]): string[] => {
    const [first, ...rest] = lists;
    return (first ?? []).filter((entry) => rest.every((other) => other.includes(entry)));
  };
  // A branch where no declared file was read matches no template either: its files say why.
  const read = unfound.filter((u) => u.read);
  const cycles = new Set(
    branches.flatMap(({ state }) => [...state.minors.map((m) => m.minor), ...(state.thrown ?? []).map((t) => t.minor)]),
  );
  const unreadDefaults = new Map<string, string>();
  for (const { state } of branches)
    for (const d of state.defaults ?? [])
      if (d.unknown !== undefined && !unreadDefaults.has(d.alias)) unreadDefaults.set(d.alias, d.unknown);
  return {
    checkout: branches[0]?.branch ?? '',
    branches: branches.map(({ branch }) => branch),
    unmatched: everywhere(read.map((u) => u.templates)),
    missing: unfound.length === branches.length ? everywhere(unfound.map((u) => u.files)) : [],
    cycles: [...cycles].sort(compareMinors),
    ...(unreadDefaults.size > 0 ? { unreadDefaults: [...unreadDefaults].map(([alias, why]) => ({ alias, why })) } : {}),
  };
}
