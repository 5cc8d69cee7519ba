// What a run is asked to do, as plain values: the action builds them from its
// inputs, the CLI from its options, both through readRunOptions, so a value is
// accepted or refused with the same words wherever it is typed.
import { parseDay } from '../domain/day.js';
import { minorOfAttr, namesCycle } from '../domain/family.js';
import { teamName } from '../domain/team.js';
import { builtInCatalogue, defaultFamily, familyIn, type Catalogue } from '../families/catalogue.js';
import type { PackageFamily } from '../families/family.js';
import { DEFAULT_ISSUE_AUTHOR } from '../publish/issues/identity.js';
import { DEFAULT_ENDOFLIFE_URL } from '../gather/upstream/endOfLife.js';
import { normalizeCycle } from '../domain/minor.js';
import type { Day, DefaultTarget, KeepPin, Minor, PolicyOptions } from '../domain/types.js';

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
  /** The package families audited (input `packages`), in the order given, each with its own inputs. */
  families: FamilyOptions[];
  /** `keep` pins of families the run does not audit: they change nothing, and the run says so. */
  keepNotAudited?: KeepPin[];
  nixpkgsRepository: string;
  /** Local copies of the Kubernetes lifecycle files, read instead of the API. */
  kubernetesSchedule?: string;
  kubernetesEol?: string;
  /** Where upstream lifecycles are read: endoflife.date, a mirror, or a test's double (no trailing slash). */
  endoflifeUrl: string;
  dryRun: boolean;
  now?: Day;
  featureFreezeDate?: Day;
  branchOffDate?: Day;
  releaseDate?: Day;
  failOn: FailOn;
  /** The login whose issues and comments count as the action's own, when the token cannot tell its own. */
  ownIssuesAuthor: string;
  /** Create a label named in `<family>-labels` that the repository lacks; without, an issue goes without it. */
  createLabels: boolean;
  /**
   * A repository's own families file (input families-file, CLI --families-file),
   * read over the shipped catalogue before the options (families/catalogue.yaml);
   * absent: the catalogue alone.
   */
  familiesFile?: string;
}

/** What a run takes of one family's own inputs. */
export interface FamilyOptions {
  /** The family's id in the catalogue: "k3s", "postgresql". */
  family: string;
  /** Where its upstream's releases are read, for an upstream that reads a repository's. */
  upstreamRepository?: string;
  /** The team its checklists and its part of a trim list mention, "org/team-slug"; empty for none. */
  team: string;
  /** The labels its new issues get; none by default. */
  labels: string[];
  /** Its policy's choices (`k3s-policy` ...) and the minors `keep` pins for it. */
  policy: PolicyOptions;
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

/**
 * `keep` lines, each pinning a minor of one family: "1.25: Rancher 2.7 supports
 * at most 1.25" pins a k3s minor (the first family's), "rke2 1.33: reason" one of
 * rke2, "postgresql 13: reason" a cycle of a declared family. Blank lines and #
 * comments are skipped. The pins by family id.
 */
export function parseKeep(
  text: string,
  families: readonly PackageFamily[] = builtInCatalogue().families,
): Map<string, Map<Minor, string>> {
  const keep = new Map<string, Map<Minor, string>>(families.map(({ id }) => [id, new Map()]));
  const known = families.map((f) => f.id).join(', ');
  const fallback = defaultFamily();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:([^\s:]+)\s+)?([^:\s][^:]*?)\s*:(.*)$/.exec(line);
    const named = match?.[1];
    const written = match?.[2] ?? '';
    // An attribute names its family itself: "rke2_1_33: reason", "postgresql_13: reason".
    const byAttr = families.find(({ layout }) => minorOfAttr(layout, written) !== undefined);
    const family = named === undefined ? (byAttr ?? fallback) : families.find((f) => f.id === named.toLowerCase());
    if (named !== undefined && !family) {
      throw new OptionError(
        'keep',
        `line ${index + 1} "${line}" names "${named}", which is not a package family; use ${known}, or no family for ${fallback.id}.`,
      );
    }
    // A cycle as the family's attributes name it: one number ("13") or two ("1.25"), or its attribute.
    const minor = !match || !family ? undefined : (minorOfAttr(family.layout, written) ?? cycleOf(family, written));
    const reason = match?.[3]!.trim();
    if (!family || !minor || !reason) {
      throw new OptionError(
        'keep',
        `line ${index + 1} "${line}" is not "MINOR: reason" or "FAMILY MINOR: reason", e.g. "1.25: Rancher 2.7 supports at most 1.25" or "rke2 1.33: reason".`,
      );
    }
    const pins = keep.get(family.id)!;
    if (pins.has(minor)) throw new OptionError('keep', `line ${index + 1} pins ${family.name} ${minor} a second time.`);
    pins.set(minor, reason);
  }
  return keep;
}

/** A cycle as a `keep` line writes it, when the family's attributes can name it (k3s' two numbers, PostgreSQL's one). */
function cycleOf(family: PackageFamily, text: string): Minor | undefined {
  const cycle = normalizeCycle(text);
  return cycle !== undefined && namesCycle(family.layout, cycle) ? cycle : undefined;
}

/** The input of a family's own option: `k3s-team`, `rke2-labels`. */
export function familyOption(family: { id: string }, name: string): string {
  return `${family.id}-${name}`;
}

/** A family's own options, without the family's prefix. */
export type FamilyOptionName =
  'upstream-repository' | 'labels' | 'team' | 'policy' | 'backport-through' | 'default-target';

/**
 * The options a family with inputs of its own has, so that an input that
 * would do nothing does not exist: the repository of its upstream where it
 * reads one, its labels and team (each is told of its part of a release's
 * trim list, and of its release events where its policy has them), the
 * policy's choices only where its policy has them (POLICY.md's).
 */
export function familyOptionNames(family: Pick<PackageFamily, 'upstream' | 'policy'>): FamilyOptionName[] {
  return [
    ...(family.upstream.repository !== undefined ? (['upstream-repository'] as const) : []),
    'labels',
    'team',
    ...(family.policy.choices ? (['policy', 'backport-through', 'default-target'] as const) : []),
  ];
}

/**
 * `packages`: family ids separated by commas or spaces, each once, or `all`
 * (every family of the catalogue, k3s and rke2 included); the default family
 * when empty.
 */
export function auditedFamilies(get: OptionSource, catalogue: Catalogue): PackageFamily[] {
  const names = get('packages')
    .split(/[\s,]+/)
    .filter(Boolean);
  const known = catalogue.families.map((f) => f.id).join(', ');
  if (names.length === 1 && names[0].toLowerCase() === 'all') return [...catalogue.families];
  const families: PackageFamily[] = [];
  for (const name of names) {
    const family = familyIn(catalogue, name.toLowerCase());
    if (!family) throw new OptionError('packages', `"${name}" is not a package family; use ${known}, or all.`);
    if (families.includes(family)) throw new OptionError('packages', `${name} is named twice.`);
    families.push(family);
  }
  return families.length > 0 ? families : [defaultFamily(catalogue)];
}

function team(get: OptionSource, family: PackageFamily): string {
  const name = familyOption(family, 'team');
  const raw = get(name).trim();
  // An empty team (a family that names none) means no mention.
  if (!raw) return family.team;
  const value = teamName(raw);
  if (value === undefined)
    throw new OptionError(
      name,
      `"${raw}" is not a team; write it organization/team-slug${family.team ? `, e.g. ${family.team}` : ''}.`,
    );
  return value;
}

/** Labels separated by commas; none by default (nixpkgs' labels are curated: the action's issues are found without). */
function labels(get: OptionSource, family: PackageFamily): string[] {
  return get(familyOption(family, 'labels'))
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
}

/**
 * What a policy with choices says when none is made: POLICY.md (version 2.2)
 * as nixpkgs follows it, its target default k3s' stable channel (nixpkgs
 * #563705 set `k3s` "according to update.k3s.io channels").
 */
export const DEFAULT_POLICY_CHOICES = {
  policy: 'nixpkgs',
  backportThrough: 'next-release',
  defaultTarget: 'stable-channel',
} as const satisfies Omit<PolicyOptions, 'keep'>;

/**
 * The choices of a family's policy; a family without choices takes the defaults,
 * which are what its policy says, but its plain alias follows no target
 * default: its channel aliases have rules of their own (channel-alias-behind).
 */
function policyOptions(get: OptionSource, family: PackageFamily, keep: Map<Minor, string>): PolicyOptions {
  const choices = family.policy.choices === true;
  const choose = choices
    ? <T extends string>(name: FamilyOptionName, allowed: readonly T[], fallback: T): T =>
        oneOf(get, familyOption(family, name), allowed, fallback)
    : <T extends string>(_name: FamilyOptionName, _allowed: readonly T[], fallback: T): T => fallback;
  return {
    policy: choose('policy', POLICIES, DEFAULT_POLICY_CHOICES.policy),
    backportThrough: choose('backport-through', BACKPORT_THROUGH, DEFAULT_POLICY_CHOICES.backportThrough),
    defaultTarget: choose('default-target', DEFAULT_TARGETS, choices ? DEFAULT_POLICY_CHOICES.defaultTarget : 'newest'),
    keep,
    // A line without a family pins the default family's minor.
    keepFamily: family.id === defaultFamily().id ? undefined : family.id,
  };
}

/**
 * Reads every family's own options, whether audited or not, so that a wrong
 * value is refused whatever `packages` says; keeps those of the audited ones.
 * A family with inputs of its own (`k3s-team` ...) reads them; the others
 * take their entry's team and labels, and their policy's defaults.
 */
function familyOptions(
  get: OptionSource,
  catalogue: Catalogue,
  keep: Map<string, Map<Minor, string>>,
): FamilyOptions[] {
  const none: OptionSource = () => '';
  const all = catalogue.families.map((family): FamilyOptions => {
    const from = family.inputs ? get : none;
    const given = labels(from, family);
    const upstream = family.upstream.repository;
    return {
      family: family.id,
      ...(upstream !== undefined
        ? { upstreamRepository: repository(from, familyOption(family, 'upstream-repository'), upstream) }
        : {}),
      team: team(from, family),
      labels: given.length > 0 ? given : [...(family.labels ?? [])],
      policy: policyOptions(from, family, keep.get(family.id)!),
    };
  });
  return auditedFamilies(get, catalogue).flatMap((family) => all.filter((options) => options.family === family.id));
}

/**
 * Reads the options; each family audited has its own inputs (`k3s-team`,
 * `rke2-labels` ...). `catalogue`: the families the run knows, the shipped
 * catalogue with the repository's own file over it when one was read.
 */
export function readRunOptions(get: OptionSource, catalogue: Catalogue = builtInCatalogue()): RunOptions {
  const familiesFile = get('families-file').trim();
  const keep = parseKeep(get('keep'), catalogue.families);
  const families = familyOptions(get, catalogue, keep);
  const keepNotAudited = catalogue.families
    .filter(({ id }) => !families.some((chosen) => chosen.family === id))
    .flatMap(({ id, name }) => [...keep.get(id)!.keys()].map((minor) => ({ family: { id, name }, minor })));
  return {
    branch: get('branch').trim() || undefined,
    mode: oneOf(get, 'mode', MODES, 'auto'),
    families,
    ...(keepNotAudited.length > 0 ? { keepNotAudited } : {}),
    ...(familiesFile ? { familiesFile } : {}),
    nixpkgsRepository: repository(get, 'nixpkgs-repository', 'NixOS/nixpkgs'),
    kubernetesSchedule: get('kubernetes-schedule').trim() || undefined,
    kubernetesEol: get('kubernetes-eol').trim() || undefined,
    endoflifeUrl: webRoot(get, 'endoflife-url', DEFAULT_ENDOFLIFE_URL),
    dryRun: booleanOption(get, 'dry-run'),
    now: optionalDay(get, 'now'),
    featureFreezeDate: optionalDay(get, 'feature-freeze-date'),
    branchOffDate: optionalDay(get, 'branch-off-date'),
    releaseDate: optionalDay(get, 'release-date'),
    failOn: oneOf(get, 'fail-on', FAIL_ON, 'error'),
    ownIssuesAuthor: login(get, 'own-issues-author', DEFAULT_ISSUE_AUTHOR),
    createLabels: booleanOption(get, 'create-labels'),
  };
}

/** The root of a web API, http(s), without query or fragment; its trailing slashes dropped. */
function webRoot(get: OptionSource, name: string, fallback: string): string {
  const value = get(name).trim() || fallback;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  // Credentials are never echoed in a message.
  if (url && (url.username || url.password))
    throw new OptionError(name, `a URL with a user name or password is not accepted; write it such as ${fallback}.`);
  if (!url || !['http:', 'https:'].includes(url.protocol) || url.search || url.hash)
    throw new OptionError(
      name,
      `"${value}" is not the root of a web API; write it as a URL such as ${fallback} (http or https, no query).`,
    );
  return value.replace(/\/+$/, '');
}

/** A GitHub login: a user's (`octocat`) or an app's bot (`my-app[bot]`). */
function login(get: OptionSource, name: string, fallback: string): string {
  const value = get(name).trim().replace(/^@/, '') || fallback;
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(value)) {
    throw new OptionError(
      name,
      `"${value}" is not a GitHub login; write the user or app bot whose issues are the action's own, e.g. ${fallback} or my-app[bot].`,
    );
  }
  return value;
}
