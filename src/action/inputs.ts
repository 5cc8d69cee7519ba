// The action's inputs, read once into a typed object. Every bad value is a
// one-line error naming the input and what it accepts.
import { parseDay } from '../calendar/releaseCalendar.js';
import type { FamilyTraits } from '../domain/family.js';
import { DEFAULT_FAMILY } from '../families/registry.js';
import { normalizeMinor } from '../domain/minor.js';
import type { BackportThrough, Day, Minor, PolicyName } from '../domain/types.js';

export const MODES = ['auto', 'audit', 'feature-freeze', 'branch-off', 'pr-check'] as const;
export type Mode = (typeof MODES)[number];
export const POLICIES = ['nixpkgs', 'full-lifecycle', 'all-supported'] as const;
export const BACKPORT_THROUGH = ['next-release', 'before-next'] as const;
export const FAIL_ON = ['error', 'warning', 'never'] as const;
export type FailOn = (typeof FAIL_ON)[number];

export interface Inputs {
  token: string;
  nixpkgsPath: string;
  branch?: string;
  mode: Mode;
  policy: PolicyName;
  backportThrough: BackportThrough;
  keep: Map<Minor, string>;
  upstreamRepository: string;
  nixpkgsRepository: string;
  kubernetesSchedule?: string;
  kubernetesEol?: string;
  team: string;
  labels: string[];
  dryRun: boolean;
  /** Keep GET answers between runs and ask again conditionally (304s do not count against the rate limit). */
  cache: boolean;
  now?: Day;
  featureFreezeDate?: Day;
  branchOffDate?: Day;
  releaseDate?: Day;
  failOn: FailOn;
}

export class InputError extends Error {
  constructor(input: string, message: string) {
    super(`Input "${input}": ${message}`);
    this.name = 'InputError';
  }
}

/** Reads an input by its action.yml name; returns '' when unset. */
export type InputSource = (name: string) => string;

function oneOf<T extends string>(get: InputSource, name: string, allowed: readonly T[], fallback: T): T {
  const value = get(name).trim() || fallback;
  if (!(allowed as readonly string[]).includes(value)) {
    throw new InputError(name, `"${value}" is not accepted; use one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

function optionalDay(get: InputSource, name: string): Day | undefined {
  const value = get(name).trim();
  if (!value) return undefined;
  try {
    return parseDay(value);
  } catch {
    throw new InputError(name, `"${value}" is not a date; write it YYYY-MM-DD, e.g. 2026-05-31.`);
  }
}

function repository(get: InputSource, name: string, fallback: string): string {
  const value = get(name).trim() || fallback;
  if (!/^[A-Za-z0-9-]+\/[A-Za-z0-9._-]+$/.test(value) || value.endsWith('/.') || value.endsWith('/..')) {
    throw new InputError(name, `"${value}" is not a GitHub repository; write it owner/name, e.g. ${fallback}.`);
  }
  return value;
}

function booleanInput(get: InputSource, name: string, fallback = false): boolean {
  const value = get(name).trim().toLowerCase();
  if (value === '') return fallback;
  if (value === 'false') return false;
  if (value === 'true') return true;
  throw new InputError(name, `"${value}" is not a boolean; use true or false.`);
}

/** `keep` lines: "1.25: Rancher 2.7 supports at most 1.25". Blank lines and # comments are skipped. */
export function parseKeep(text: string): Map<Minor, string> {
  const keep = new Map<Minor, string>();
  for (const [index, raw] of text.split(/\r?\n/).entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^([^:]+):(.*)$/.exec(line);
    const minor = match ? normalizeMinor(match[1]!.trim()) : undefined;
    const reason = match?.[2]!.trim();
    if (!minor || !reason) {
      throw new InputError('keep', `line ${index + 1} "${line}" is not "MINOR: reason", e.g. "1.25: Rancher 2.7 supports at most 1.25".`);
    }
    if (keep.has(minor)) throw new InputError('keep', `line ${index + 1} pins ${minor} a second time.`);
    keep.set(minor, reason);
  }
  return keep;
}

/** Reads the inputs; the family audited gives the defaults of upstream-repository, team and labels. */
export function readInputs(get: InputSource, family: FamilyTraits = DEFAULT_FAMILY.traits): Inputs {
  const rawTeam = get('team').trim();
  const team = rawTeam ? rawTeam.replace(/^@/, '') : family.team;
  // An empty team (a family that names none) means no mention.
  if (team && !/^[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+$/.test(team)) {
    throw new InputError('team', `"${team}" is not a team; write it organization/team-slug${family.team ? `, e.g. ${family.team}` : ''}.`);
  }
  const labels = (get('labels').trim() || family.labels.join(','))
    .split(',')
    .map((label) => label.trim())
    .filter(Boolean);
  if (labels.length === 0) throw new InputError('labels', `give at least one label, e.g. ${family.labels[0] ?? family.id}.`);
  return {
    token: get('github-token').trim(),
    nixpkgsPath: get('nixpkgs-path').trim() || '.',
    branch: get('branch').trim() || undefined,
    mode: oneOf(get, 'mode', MODES, 'auto'),
    policy: oneOf(get, 'policy', POLICIES, 'nixpkgs'),
    backportThrough: oneOf(get, 'backport-through', BACKPORT_THROUGH, 'next-release'),
    keep: parseKeep(get('keep')),
    upstreamRepository: repository(get, 'upstream-repository', family.upstreamRepository),
    nixpkgsRepository: repository(get, 'nixpkgs-repository', 'NixOS/nixpkgs'),
    kubernetesSchedule: get('kubernetes-schedule').trim() || undefined,
    kubernetesEol: get('kubernetes-eol').trim() || undefined,
    team,
    labels,
    dryRun: booleanInput(get, 'dry-run'),
    cache: booleanInput(get, 'cache', true),
    now: optionalDay(get, 'now'),
    featureFreezeDate: optionalDay(get, 'feature-freeze-date'),
    branchOffDate: optionalDay(get, 'branch-off-date'),
    releaseDate: optionalDay(get, 'release-date'),
    failOn: oneOf(get, 'fail-on', FAIL_ON, 'error')
  };
}
