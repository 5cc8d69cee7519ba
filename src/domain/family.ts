// A package family as the steps below the pipeline know it: plain data that
// gather, evaluate, report and publish read, grouped as the family is made
// (src/families/): who it is, then what each of its three parts can do: its
// layout (how a tree is read), its upstream (where its releases and ends come
// from) and its policy (its rule table). What a part cannot do is absent.
import type { Minor } from './types.js';
import { attrOfCycle, cycleOf, parseAttributePattern, type AttributePattern } from './attributePattern.js';
import { normalizeCycle } from './minor.js';

/** A NixOS release event with a checklist issue and one mention of the team. */
export type ReleaseEvent = 'feature-freeze' | 'branch-off';

/**
 * How a cycle shows it is marked: a flag set in the cycle's binding (`eol =
 * true;`, which the family's builder turns into meta.knownVulnerabilities), or
 * a version threshold in a shared builder (`knownVulnerabilities = optional
 * (versionOlder version "33.0.0") ...`), below which every cycle is marked.
 */
export type MarkForm = { flag: string } | { threshold: string };

/** Who a family is: how it is named, who is told of its work, how its issues are told apart. */
export interface FamilyIdentity {
  /** How the catalogue and the inputs name the family: "k3s", "postgresql". */
  id: string;
  /** How messages and reports name it: "k3s", "PostgreSQL". */
  name: string;
  /** The team mentioned once per release event, "org/team-slug"; empty for none. */
  team: string;
  /** Where the family's own policy is written (a web address), linked from its part of a trim list; absent: none. */
  policyText?: string;
  /**
   * Prefix of the kinds of its issue markers (`rke2` makes `rke2:dashboard`), so
   * that one family's issues are never taken for another's; absent: unscoped
   * (k3s's catalogue entry: its dashboards were marked before there were families).
   */
  issueScope?: string;
  /** How it names its cycles: k3s' "minor", PostgreSQL's "major". */
  words: { cycle: string };
  /** Which families file wrote its upstream, its templates and its files: what a message of its declaration names. */
  declaredIn?: DeclarationFiles;
}

/** The families file that wrote a field of a declaration, and whether it is a repository's own (not the shipped catalogue). */
export interface DeclaredIn {
  file: string;
  own: boolean;
}

/** Where each part of a family's entry that a run checks against a tree and upstream was written. */
export interface DeclarationFiles {
  lifecycle: DeclaredIn;
  attributes: DeclaredIn;
  files: DeclaredIn;
}

/** What a family's layout reads of a tree, as evaluate and the reports need it. */
export interface LayoutProfile {
  /** The folder of its files in nixpkgs: what a pull request changing the family touches. */
  folder: string;
  /**
   * Its attribute templates (domain/attributePattern.ts), the cycle's item
   * first, then its companions: ["k3s_{major}_{minor}"], ["postgresql_{cycle}",
   * "postgresql_{cycle}_jit"]. attrOfMinor and minorOfAttr use the first.
   */
  attributes: readonly string[];
  /** The default attributes it reads, which move together (`k3s`); [] when it reads none. */
  defaults: readonly string[];
  /**
   * Aliases that follow upstream's release channels, set to a minor attribute
   * (`rke2_stable = rke2_1_34;`) and exposed beside the minors; absent: none.
   */
  channelAliases?: { stable: string; latest: string };
  /** Where the throw of a removed attribute goes; absent: pkgs/top-level/aliases.nix. */
  throwsIn?: string;
  /** The file that packages every cycle (`<folder>/default.nix`), where a mark goes; absent: where each is bound. */
  packagesIn?: string;
  /** How a cycle shows it is marked, when not by meta.knownVulnerabilities in its package; absent: by that. */
  mark?: MarkForm;
  /** Whether it reads a version of each cycle it packages; absent: it reads none. */
  versions?: boolean;
}

/** What a family's upstream gives, as the reports word it. */
export interface UpstreamProfile {
  /** What its facts are read from: a repository's releases (with a lifecycle), or a lifecycle alone (endoflife.date's). */
  reads: 'releases' | 'lifecycle';
  /** The channel file at the root of its upstream repository (`channel.yaml`); absent: it has no channels. */
  channelFile?: string;
}

/** What a family's policy has besides its rule table. */
export interface PolicyProfile {
  /** The release events it has a checklist for; absent: none. */
  releaseEvents?: readonly ReleaseEvent[];
  /** Whether it has POLICY.md's choices (which minors a release keeps, how far backports reach, what master's default follows). */
  choices?: boolean;
  /** Whether removing a cycle from master asks for a line in the release notes, as POLICY.md does. */
  releaseNoteOnRemoval?: boolean;
  /**
   * Where a family's declared defaults move, together, when the cycle they
   * point to goes: the newest packaged cycle the policy keeps through the end
   * of support of the release the branch heads for or is (`lts`: an LTS one);
   * absent: POLICY.md's target default (k3s, rke2).
   */
  defaultsMoveTo?: { lts: boolean };
}

/** A family, as every step below the pipeline takes it. */
export interface FamilyProfile extends FamilyIdentity {
  layout: LayoutProfile;
  upstream: UpstreamProfile;
  policy: PolicyProfile;
}

/** The plain attribute that stands for the family's default in messages ("k3s"), or its name when it has none. */
export function defaultName(family: { name: string; layout: Pick<LayoutProfile, 'defaults'> }): string {
  return family.layout.defaults[0] ?? family.name;
}

/**
 * How a family names its cycles, as its upstream does ("minor", "major",
 * "release line"): one, or more than one ("series" stays "series").
 */
export function cycleWord(family: Pick<FamilyIdentity, 'words'>, count: 'one' | 'many' = 'one'): string {
  const { cycle } = family.words;
  return count === 'one' || cycle.endsWith('s') ? cycle : `${cycle}s`;
}

/** One of its cycles with its article: "a minor", "a release line", "an LTS release". */
export function aCycle(family: Pick<FamilyIdentity, 'words'>): string {
  const { cycle } = family.words;
  return `${/^[aeiou]/i.test(cycle) ? 'an' : 'a'} ${cycle}`;
}

/** Attribute templates, as a layout names its cycles' attributes. */
export type AttributeNaming = { attributes: readonly string[] };

const patterns = new Map<string, AttributePattern>();

/** A template of a family's as a pattern; the declaration was checked, so a template that is none is a bug. */
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
 * The nixpkgs attribute of a cycle, the cycle's item: "1.30" -> "k3s_1_30",
 * "16" -> "postgresql_16". Throws on text that is not a cycle the family names.
 */
export function attrOfMinor(naming: AttributeNaming, minor: Minor): string {
  const [template] = naming.attributes;
  const attr = template === undefined ? undefined : attrOfCycle(patternOf(template), minor);
  if (attr === undefined) throw new Error(`"${minor}" is not a cycle ${template ?? 'the family'} names`);
  return attr;
}

/**
 * The cycle an attribute is the item of: "k3s_1_30" -> "1.30", "postgresql_16"
 * -> "16"; undefined for attributes that name no cycle of the family (such as
 * plain "k3s").
 */
export function minorOfAttr(naming: AttributeNaming, attr: string): Minor | undefined {
  const [template] = naming.attributes;
  const cycle = template === undefined ? undefined : cycleOf(patternOf(template), attr);
  return cycle === undefined ? undefined : normalizeCycle(cycle);
}

/** The attribute of a cycle under one of the family's templates: `nodejs-slim_{cycle}` and "24" -> "nodejs-slim_24". */
export function attrOfTemplate(template: string, minor: Minor): string | undefined {
  return attrOfCycle(patternOf(template), minor);
}

/** Whether the family's attributes can name a cycle: k3s names "1.30" and not "16". */
export function namesCycle(naming: AttributeNaming, cycle: Minor): boolean {
  const [template] = naming.attributes;
  return template !== undefined && attrOfCycle(patternOf(template), cycle) !== undefined;
}

/** The text every item attribute starts with ("k3s_", "postgresql_", "python3"): the first template's. */
export function attributePrefix(naming: AttributeNaming): string {
  return /^[A-Za-z0-9_'-]*/.exec(naming.attributes[0] ?? '')?.[0] ?? '';
}
