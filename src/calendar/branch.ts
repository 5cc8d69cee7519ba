// Which nixpkgs branch is audited: from a branch name, or from the context a
// workflow runs in.
import { ACTION_WORDS, sentence, type OptionWords } from '../domain/optionWords.js';
import type { Branch, NixosRelease, ReleaseCalendar } from '../domain/types.js';
import {
  compareReleaseNames,
  dayOf,
  formatDay,
  isReleaseName,
  nextToBranchOff,
  releaseByName,
  releaseNameAfter,
} from './releaseCalendar.js';

// Development branches whose k3s packages follow master.
const UNSTABLE_NAMES = new Set([
  'master',
  'nixos-unstable',
  'nixos-unstable-small',
  'nixpkgs-unstable',
  'staging',
  'staging-next',
]);

// release-24.05, its channels (nixos-24.05, nixos-24.05-small, nixpkgs-24.05-darwin)
// and its staging branches (staging-24.05, staging-next-24.05).
const STABLE_NAME = /^(?:release|nixos|nixpkgs|staging|staging-next)-(\d{2}\.\d{2})(?:-small|-darwin)?$/;

export function parseBranch(name: string): Branch | undefined {
  const short = name.trim().replace(/^refs\/heads\//, '');
  if (UNSTABLE_NAMES.has(short)) return { name: short, kind: 'unstable' };
  const stable = STABLE_NAME.exec(short);
  if (stable) return { name: short, kind: 'stable', release: stable[1] };
  return undefined;
}

export interface BranchContext {
  /** The action's `branch` input. */
  input?: string;
  /** GITHUB_BASE_REF: the target branch of a pull request. */
  baseRef?: string;
  /** GITHUB_REF: the pushed ref, e.g. refs/heads/release-24.05. */
  ref?: string;
  /** lib/.version of the checkout, e.g. "24.05". */
  nixosVersion?: string;
  calendar: ReleaseCalendar;
  now: Date;
  /** How the run's front end names the branch option; the action's input when absent. */
  words?: OptionWords;
}

export interface ChosenBranch {
  branch: Branch;
  /** One sentence for the log/report saying how the branch was chosen. */
  reason: string;
}

/**
 * Chooses the audited branch: the input, else the pull request's base branch,
 * else the pushed ref, else the checkout's lib/.version.
 */
export function branchFromContext(context: BranchContext): ChosenBranch {
  const words = context.words ?? ACTION_WORDS;
  const input = context.input?.trim();
  if (input) {
    const branch = parseBranch(input);
    if (!branch) {
      throw new Error(
        `${sentence(words.option('branch'))} "${input}" is not a nixpkgs branch this action knows: use master, nixos-unstable, ` +
          `nixpkgs-unstable, staging, release-YY.MM, nixos-YY.MM or nixpkgs-YY.MM.`,
      );
    }
    return { branch, reason: `Branch ${branch.name} was given (${words.option('branch')}).` };
  }
  const fromBase = context.baseRef ? parseBranch(context.baseRef) : undefined;
  if (fromBase) {
    return { branch: fromBase, reason: `Branch ${fromBase.name} is the base of the pull request (GITHUB_BASE_REF).` };
  }
  const fromRef = context.ref ? parseBranch(context.ref) : undefined;
  if (fromRef) return { branch: fromRef, reason: `Branch ${fromRef.name} is the pushed ref (GITHUB_REF).` };

  const version = context.nixosVersion?.trim();
  if (version && /^\d{2}\.\d{2}$/.test(version)) return branchOfVersion(version, context);
  throw new Error(
    'Cannot tell which nixpkgs branch to audit: no pull request base or pushed branch names one, and the ' +
      `checkout has no readable lib/.version. ${words.set('branch')} (master or release-YY.MM).`,
  );
}

// lib/.version names the release a checkout is or will become: master carries
// the next release's version until that release branches off.
function branchOfVersion(version: string, context: BranchContext): ChosenBranch {
  const release = releaseByName(context.calendar, version);
  const today = dayOf(context.now).getTime();
  const calendar = context.calendar.releases;
  const newerThanCalendar = calendar.length > 0 && compareReleaseNames(version, calendar.at(-1)!.name) > 0;
  if (newerThanCalendar || (release && today < release.branchOff.date.getTime())) {
    const when = release ? ` (NixOS ${version} branches off on ${formatDay(release.branchOff.date)})` : '';
    return {
      branch: { name: 'master', kind: 'unstable' },
      reason: `lib/.version is ${version}, a release that has not branched off yet${when}, so this is unstable (master).`,
    };
  }
  return {
    branch: { name: `release-${version}`, kind: 'stable', release: version },
    reason: `lib/.version is ${version}, a release that has branched off, so this is release-${version}.`,
  };
}

/**
 * Whether a checkout whose lib/.version is `version` is from after the day of
 * `now`: master names the release it heads for, so a later release means the
 * tree was taken after that day. Then the release master heads for on that
 * day; else undefined. A branch-off the calendar only estimates may come
 * early, so the release right after it is no contradiction.
 */
export function versionAfterDay(version: string, calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const heading = nextToBranchOff(calendar, now);
  if (!heading || !isReleaseName(version) || compareReleaseNames(version, heading.name) <= 0) return undefined;
  // A branch-off the user gave for a later day is what the tree contradicts, not the day: treeDates.ts says so.
  if (heading.branchOff.input !== undefined) return undefined;
  if (heading.branchOff.estimated && releaseNameAfter(heading.name) === version) return undefined;
  return heading;
}
