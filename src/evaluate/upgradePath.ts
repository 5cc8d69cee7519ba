// The upgrade path from a release's default to a target minor. k3s upgrades one
// minor at a time, so users of the default need every released minor after it,
// up to and including the target (`backport-through: next-release`) or up to the
// one before it (`before-next`, the 2023 README). backport-missing,
// default-changed and the release plan take the path, and where it ends, from here;
// the rules that tell users to move on take their climb from here too.
import { formatDay, nextRelease } from '../calendar/releaseCalendar.js';
import { compareMinors } from '../domain/minor.js';
import type { BackportThrough, BranchDefault, Minor } from '../domain/types.js';
import { minorsKnownOf, type RuleContext } from './ruleContext.js';

/** Whether the path ends at the target itself rather than at the minor before it. */
export function pathIncludesTarget(through: BackportThrough): boolean {
  return through === 'next-release';
}

/** Minors m with from < m <= target (or < target), oldest first; the target counts even when upstream lists no release of it. */
export function upgradePath(from: Minor, target: Minor, released: readonly Minor[], through: BackportThrough): Minor[] {
  const inclusive = pathIncludesTarget(through);
  const candidates = new Set<Minor>([...released, target]);
  return [...candidates]
    .filter((minor) => compareMinors(minor, from) > 0)
    .filter((minor) => (inclusive ? compareMinors(minor, target) <= 0 : compareMinors(minor, target) < 0))
    .sort(compareMinors);
}

/** The minors on the path from `from` that release R does not package: what it still needs backported. */
export function missingOnPath(context: RuleContext, from: Minor, target: Minor): Minor[] {
  return upgradePath(from, target, context.releasedMinors, context.options.backportThrough).filter(
    (minor) => !context.packagedMinor(minor),
  );
}

/**
 * The packaged minors the users of `from` climb through, one minor at a time
 * (Kubernetes skips none), oldest first: every newer packaged minor up to the
 * first one still supported, all of them when none is.
 */
export function climbFrom(context: RuleContext, from: Minor): Minor[] {
  const newer = context.packagedMinors.map((pm) => pm.minor).filter((minor) => compareMinors(minor, from) > 0);
  const supported = newer.findIndex((minor) => context.isSupported(minor));
  return supported < 0 ? newer : newer.slice(0, supported + 1);
}

export interface PathTarget {
  minor?: Minor;
  /** "the default of release-24.11", "the newest minor packaged on master". */
  described: string;
  fact?: BranchDefault;
  branch: string;
  why: string;
}

/** Where the upgrade path of release R ends: the default of next(R) once it has branched off, else the newest minor packaged on master. */
export function pathTarget(context: RuleContext): PathTarget | undefined {
  const release = context.release;
  if (!release) return undefined;
  const next = nextRelease(context.calendar, release);
  if (next !== undefined && next.branchOff.date.getTime() <= context.today.getTime()) {
    const fact = context.others.nextReleaseDefault;
    const branch = fact?.branch ?? `release-${next.name}`;
    return {
      minor: fact?.minor,
      described: `the default of ${branch}`,
      fact,
      branch,
      why: next.branchOff.undated
        ? `NixOS ${next.name} has branched off`
        : `NixOS ${next.name} branched off on ${formatDay(next.branchOff.date)}`,
    };
  }
  const fact = context.others.unstableDefault;
  const branch = fact?.branch ?? 'master';
  const known = minorsKnownOf(fact);
  return {
    minor: known.sort(compareMinors).at(-1),
    described: `the newest minor packaged on ${branch}`,
    fact,
    branch,
    why: `NixOS ${next ? next.name : 'the next release'} has not branched off yet`,
  };
}
