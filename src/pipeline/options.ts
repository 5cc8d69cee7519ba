// What a run is asked to do, as plain values: the action builds them from its
// inputs, the CLI from its options, both through readRunOptions, so a value is
// accepted or refused with the same words wherever it is typed.
import { parseDay } from '../domain/day.js';
import type { FamilyTraits } from '../domain/family.js';
import { DEFAULT_FAMILY, FAMILIES, familyById } from '../families/registry.js';
import { DEFAULT_ISSUE_AUTHOR } from '../publish/issues/identity.js';
import { normalizeMinor } from '../domain/minor.js';
import type { BackportThrough, Day, DefaultTarget, Minor, PolicyName } from '../domain/types.js';

export const MODES = ['auto', 'audit', 'feature-freeze', 'branch-off', 'pr-check'] as const;
export type Mode = (typeof MODES)[number];
export const POLICIES = ['nixpkgs', 'full-lifecycle', 'all-supported'] as const;
export const BACKPORT_THROUGH = ['next-release', 'before-next'] as const;
export const DEFAULT_TARGETS = ['newest', 'stable-channel'] as const satisfies readonly DefaultTarget[];
export const FAIL_ON = ['error', 'warning', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export interface RunOptions {
  branch?: string;
  mode: Mode;
  policy: PolicyName;
  backportThrough: BackportThrough;
  /** What master's default should be: the newest packaged minor, or k3s' stable channel. */
  defaultTarget: DefaultTarget;
  /** Pins: minor -> reason. */
  keep: Map<Minor, string>;
  /** The package families audited (input `packages`), in the order given, each with its own upstream, team and labels. */
  families: FamilyOptions[];
  nixpkgsRepository: string;
  /** Local copies of the Kubernetes lifecycle files, read instead of the API. */
  kubernetesSchedule?: string;
  kubernetesEol?: string;
  dryRun: boolean;
  now?: Day;
  featureFreezeDate?: Day;
  branchOffDate?: Day;
  releaseDate?: Day;
  failOn: FailOn;
  /** The login whose issues and comments are the action's own, when the token cannot tell its own. */
  issueAuthor: string;
}

/** What a run takes of one family's own inputs. */
export interface FamilyOptions {
  /** The family's id in the registry: "k3s". */
  family: string;
  upstreamRepository: string;
  /** The team its checklists mention, "org/team-slug"; empty for none. */
  team: string;
  labels: string[];
}

/**
 * A value the user gave that cannot be used. The message names the option as
 * an action input; the CLI names it `--option` from `option` and `problem`.
 */
export class OptionError extends Error {
  constructor(
    readonly option: string,
    readonly problem: string,
  ) {
    super(`Input "${option}": ${problem}`);
    this.name = 'InputError';
  }
}

/** Reads an option by its action.yml name; '' when unset. */
export type OptionSource = (name: string) => string;

export function oneOf<T extends string>(get: OptionSource, name: string, allowed: readonly T[], fallback: T): T {
  const value = get(name).trim() || fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new OptionError(name, `"${value}" is not accepted; use one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

export function optionalDay(get: OptionSource, name: string): Day | undefined {
  const value = get(name).trim();
  if (!value) return undefined;
  try {
    return parseDay(value);
  } catch {
    throw new OptionError(name, `"${value}" is not a date; write it YYYY-MM-DD, e.g. 2026-05-31.`);
  }
}

export function repository(get: OptionSource, name: string, fallback: string): string {
  const value = get(name).trim() || fallback;
  if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(value) || value.endsWith('/.') || value.endsWith('/..')) {
    throw new OptionError(name, `"${value}" is not a GitHub repository; write it owner/name, e.g. ${fallback}.`);
  }
  return value;
}

export function booleanOption(get: OptionSource, name: string, fallback = false): boolean {
  const value = get(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'false') return false;
  if (value === 'true') return true;
  throw new OptionError(name, `"${value}" is not a boolean; use true or false.`);
}

/** `keep` lines: "1.25: Rancher 2.7 supports at most 1.25". Blank lines and # comments are skipped. */
export function parseKeep(text: string): Map<Minor, string> {
  const keep = new Map<Minor, string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^([^:]+):(.*)$/.exec(line);
    const minor = match ? normalizeMinor(match[1].trim()) : undefined;
    const reason = match?.[2]!.trim();
    if (!minor || !reason) {
      throw new OptionError(
        'keep',
        `line ${index + 1} "${line}" is not "MINOR: reason", e.g. "1.25: Rancher 2.7 supports at most 1.25".`,
      );
    }
    if (keep.has(minor)) throw new OptionError('keep', `line ${index + 1} pins ${minor} a second time.`);
    keep.set(minor, reason);
  }
  return keep;
}

/**
 * The input of a family's own option: the first family (k3s) keeps the plain
 * name it always had (`team`), every other family's is prefixed (`rke2-team`).
 */
export function familyOption(family: Pick<FamilyTraits, 'id'>, name: string): string {
  return family.id === DEFAULT_FAMILY.traits.id ? name : `${family.id}-${name}`;
}

/** The names of every family's own inputs, for the action and the CLI to declare. */
export const FAMILY_OPTIONS = ['upstream-repository', 'team', 'labels'] as const;

/** `packages`: family ids separated by commas or spaces, each once; the default family when empty. */
function packages(get: OptionSource): FamilyTraits[] {
  const names = get('packages')
    .split(/[\s,]+/)
    .filter(Boolean);
  const known = FAMILIES.map((f) => f.traits.id).join(', ');
  const families: FamilyTraits[] = [];
  for (const name of names) {
    const family = familyById(name.toLowerCase());
    if (!family) throw new OptionError('packages', `"${name}" is not a package family; use ${known}.`);
    if (families.includes(family.traits)) throw new OptionError('packages', `${name} is named twice.`);
    families.push(family.traits);
  }
  return families.length > 0 ? families : [DEFAULT_FAMILY.traits];
}

function team(get: OptionSource, family: FamilyTraits): string {
  const name = familyOption(family, 'team');
  const raw = get(name).trim();
  const value = raw ? raw.replace(/^@/, '') : family.team;
  // An empty team (a family that names none) means no mention.
  if (value && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(value)) {
    throw new OptionError(
      name,
      `"${value}" is not a team; write it organization/team-slug${family.team ? `, e.g. ${family.team}` : ''}.`,
    );
  }
  return value;
}

function labels(get: OptionSource, family: FamilyTraits): string[] {
  const name = familyOption(family, 'labels');
  const list = (get(name).trim() || family.labels.join(','))
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
  if (list.length === 0) throw new OptionError(name, `give at least one label, e.g. ${family.labels[0] ?? family.id}.`);
  return list;
}

/**
 * Reads every family's own options, whether audited or not, so that a wrong
 * value is refused whatever `packages` says; keeps those of the audited ones.
 */
function familyOptions(get: OptionSource): FamilyOptions[] {
  const all = FAMILIES.map(({ traits }) => ({
    family: traits.id,
    upstreamRepository: repository(get, familyOption(traits, 'upstream-repository'), traits.upstreamRepository),
    team: team(get, traits),
    labels: labels(get, traits),
  }));
  return packages(get).flatMap((traits) => all.filter((options) => options.family === traits.id));
}

/** Reads the options; each family audited has its own upstream-repository, team and labels. */
export function readRunOptions(get: OptionSource): RunOptions {
  return {
    branch: get('branch').trim() || undefined,
    mode: oneOf(get, 'mode', MODES, 'auto'),
    policy: oneOf(get, 'policy', POLICIES, 'nixpkgs'),
    backportThrough: oneOf(get, 'backport-through', BACKPORT_THROUGH, 'next-release'),
    defaultTarget: oneOf(get, 'default-target', DEFAULT_TARGETS, 'newest'),
    keep: parseKeep(get('keep')),
    families: familyOptions(get),
    nixpkgsRepository: repository(get, 'nixpkgs-repository', 'NixOS/nixpkgs'),
    kubernetesSchedule: get('kubernetes-schedule').trim() || undefined,
    kubernetesEol: get('kubernetes-eol').trim() || undefined,
    dryRun: booleanOption(get, 'dry-run'),
    now: optionalDay(get, 'now'),
    featureFreezeDate: optionalDay(get, 'feature-freeze-date'),
    branchOffDate: optionalDay(get, 'branch-off-date'),
    releaseDate: optionalDay(get, 'release-date'),
    failOn: oneOf(get, 'fail-on', FAIL_ON, 'error'),
    issueAuthor: login(get, 'issue-author', DEFAULT_ISSUE_AUTHOR),
  };
}

/** A GitHub login: a user's (`octocat`) or an app's bot (`my-app[bot]`). */
function login(get: OptionSource, name: string, fallback: string): string {
  const value = get(name).trim().replace(/^@/, '') || fallback;
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(value)) {
    throw new OptionError(
      name,
      `"${value}" is not a GitHub login; write the user or app bot that opens the issues, e.g. ${fallback} or my-app[bot].`,
    );
  }
  return value;
}
