// What the pipeline knows about a package family of nixpkgs (k3s, later rke2):
// plain data that gather, evaluate, report and publish read. The families
// themselves (their traits, layouts and rule tables) live in src/families/,
// above those steps; nothing below the pipeline imports them.
import type { DefaultTarget, Minor } from './types.js';
import { attrOfCycle, cycleOf, parseAttributePattern, type AttributePattern } from './attributePattern.js';
import { normalizeCycle, parseMinor } from './minor.js';

export interface FamilyTraits {
  /** How the registry and the inputs name the family: "k3s". */
  id: string;
  /** How messages and reports name it: "k3s". */
  name: string;
  /** Its folder in nixpkgs: "pkgs/applications/networking/cluster/k3s". */
  folder: string;
  /** How all-packages.nix refers to that folder: "../applications/networking/cluster/k3s". */
  allPackagesRef: string;
  /** Prefix of the per-minor attributes: "k3s_" (k3s_1_30). */
  attrPrefix: string;
  /** The plain attribute that points at the default minor: "k3s". */
  alias: string;
  /** The variable a minor's versions.nix sets: "k3sVersion". */
  versionVariable: string;
  /** The build tag of its versions: "k3s" in 1.30.2+k3s2 (rke2: "rke2r" in 1.34.2+rke2r1). */
  buildTag: string;
  /** Entries of the folder that are packaging files, not minor folders (seen in nixpkgs history). */
  packagingEntries: readonly string[];
  /**
   * The layout before per-minor folders, when the family had one: a single
   * default.nix in the folder packages the only minor as the plain alias.
   * `era` words when ("before 2023") in messages.
   */
  singleFileLayout?: { era: string };
  /** The GitHub repository of upstream releases: "k3s-io/k3s". */
  upstreamRepository: string;
  /** The team mentioned once per release event by default, "org/team-slug"; empty for none. */
  team: string;
  /** Where the family's own policy is written (a web address), linked from its part of a trim list; absent: none. */
  policyText?: string;
  // The traits below are optional: absent, they are what k3s, the first family, has.
  /**
   * Aliases that follow upstream's release channels, set in the family's
   * default.nix to a minor attribute (`rke2_stable = rke2_1_34;`) and exposed
   * beside the minors. Their minors are checked against the channels, so the
   * family's channel file is read on every run. Absent: none (k3s).
   */
  channelAliases?: { stable: string; latest: string };
  /** The channel file at the root of the upstream repository; absent: `channel.yaml` (k3s's). */
  channelFile?: string;
  /**
   * Prefix of the kinds of its issue markers (`rke2` makes `rke2:dashboard`), so
   * that one family's issues are never taken for another's. Absent for k3s,
   * whose dashboards were marked before there were families and keep their markers.
   */
  issueScope?: string;
  /**
   * Whether its policy asks for a line in the release notes when a minor is
   * removed from master; absent: it does, as POLICY.md does (k3s).
   */
  releaseNoteOnRemoval?: boolean;
  /** The release events its policy has a checklist for; absent: both, as POLICY.md has them (k3s). */
  releaseEvents?: readonly ReleaseEvent[];
  /**
   * Whether its policy has POLICY.md's choices (which minors a release keeps, how
   * far backports reach, what master's default follows); absent: it has (k3s).
   */
  policyChoices?: boolean;
  // The traits below are those of a family declared as data (families/catalogue.yaml),
  // whose attributes a template names; absent for k3s and rke2, whose layouts code reads.
  /**
   * Its attribute templates (domain/attributePattern.ts), the cycle's item
   * first, then its companions: ["postgresql_{cycle}", "postgresql_{cycle}_jit"].
   * attrOfMinor and minorOfAttr use the first.
   */
  templates?: readonly string[];
  /** The endoflife.date product its upstream lifecycle is read from: "postgresql". */
  endOfLifeProduct?: string;
  /** How a cycle is marked, when not by meta.knownVulnerabilities in its attribute's binding. */
  mark?: MarkForm;
  /** Where the throw of a removed attribute goes, when not pkgs/top-level/aliases.nix ("pkgs/top-level/linux-kernels.nix"). */
  throwsIn?: string;
  /** Which families file wrote its product, its templates and its files: what a message of its declaration names. */
  declaredIn?: DeclarationFiles;
}

/** The families file that wrote a field of a declaration, and whether it is a repository's own (not the shipped catalogue). */
export interface DeclaredIn {
  file: string;
  own: boolean;
}

/** Where each field of a declared family that a run checks against a tree and upstream was written. */
export interface DeclarationFiles {
  lifecycle: DeclaredIn;
  attributes: DeclaredIn;
  files: DeclaredIn;
}

/**
 * How a declared family's cycle shows it is marked: a flag set in the cycle's
 * binding (`eol = true;`, which the family's builder turns into
 * meta.knownVulnerabilities), or a version threshold in a shared builder
 * (`knownVulnerabilities = optional (versionOlder version "33.0.0") ...`),
 * below which every cycle is marked.
 */
export type MarkForm = { flag: string } | { threshold: string };

/** Whether a family's policy has POLICY.md's choices (inputs `k3s-policy`, `k3s-backport-through`, `k3s-default-target`). */
export function hasPolicyChoices(family: Pick<FamilyTraits, 'policyChoices'>): boolean {
  return family.policyChoices ?? true;
}

/** The channel file at the root of the family's upstream repository: its own, else k3s's `channel.yaml`. */
export function channelFileOf(family: Pick<FamilyTraits, 'channelFile'>): string {
  return family.channelFile ?? 'channel.yaml';
}

/** A NixOS release event with a checklist issue and one mention of the team. */
export type ReleaseEvent = 'feature-freeze' | 'branch-off';

/**
 * Whether a rule compares with channel(t), so that it is read: always for a
 * family whose aliases follow the channels (rke2_stable), else only when
 * master's target default is the stable channel.
 */
export function readsStableChannel(
  family: Pick<FamilyTraits, 'channelAliases'>,
  defaultTarget?: DefaultTarget,
): boolean {
  return family.channelAliases !== undefined || defaultTarget === 'stable-channel';
}

/** The release events of a family, its default applied. */
export function releaseEventsOf(family: Pick<FamilyTraits, 'releaseEvents'>): readonly ReleaseEvent[] {
  return family.releaseEvents ?? ['feature-freeze', 'branch-off'];
}

const patterns = new Map<string, AttributePattern>();

/** A template of a family's traits as a pattern; the declaration was checked, so a template that is none is a bug. */
function patternOf(template: string): AttributePattern {
  let pattern = patterns.get(template);
  if (!pattern) {
    const parsed = parseAttributePattern(template);
    if ('error' in parsed) throw new Error(parsed.error);
    pattern = parsed.pattern;
    patterns.set(template, pattern);
  }
  return pattern;
}

/**
 * "1.30" -> "k3s_1_30", the nixpkgs attribute of a minor; with templates, the
 * cycle's item ("16" -> "postgresql_16"). Throws on text that is not a minor
 * of the family.
 */
export function attrOfMinor(family: Pick<FamilyTraits, 'attrPrefix' | 'templates'>, minor: Minor): string {
  const template = family.templates?.[0];
  if (template !== undefined) {
    const attr = attrOfCycle(patternOf(template), minor);
    if (attr === undefined) throw new Error(`"${minor}" is not a cycle ${template} names`);
    return attr;
  }
  const parsed = parseMinor(minor);
  if (!parsed) throw new Error(`"${minor}" is not a minor such as 1.30`);
  return `${family.attrPrefix}${parsed.major}_${parsed.minor}`;
}

/**
 * "k3s_1_30" -> "1.30"; with templates, the cycle of the item ("postgresql_16"
 * -> "16"); undefined for attributes that name no minor of the family (such as
 * plain "k3s").
 */
export function minorOfAttr(family: Pick<FamilyTraits, 'attrPrefix' | 'templates'>, attr: string): Minor | undefined {
  const template = family.templates?.[0];
  if (template !== undefined) {
    const cycle = cycleOf(patternOf(template), attr);
    return cycle === undefined ? undefined : normalizeCycle(cycle);
  }
  if (!attr.startsWith(family.attrPrefix)) return undefined;
  const rest = attr.slice(family.attrPrefix.length);
  if (!/^\d+_\d+$/.test(rest)) return undefined;
  const parsed = parseMinor(rest);
  return parsed ? `${parsed.major}.${parsed.minor}` : undefined;
}
