// Which nixpkgs branches matter on a day, by the phases of their releases: the
// branches a scheduled run audits, and the other branches each branch's rules
// compare with. Pure; gather/ reads what these name.
import type { Branch, OtherBranchFacts, ReleaseCalendar } from '../domain/types.js';
import { currentStable, liveReleases, nextRelease, releaseByName, stablePhase } from './releaseCalendar.js';

/** master and every release branch in its pre-release or supported phase at `now`. */
export function branchesThatMatter(calendar: ReleaseCalendar, now: Date): Branch[] {
  const list: Branch[] = [{ name: 'master', kind: 'unstable' }];
  for (const release of calendar.releases) {
    const phase = stablePhase(release, now);
    if (phase === 'pre-release' || phase === 'supported')
      list.push({ name: `release-${release.name}`, kind: 'stable', release: release.name });
  }
  return list;
}

/** Whether two branches are the same line: master and its aliases, or release-R and its channels. */
export function sameBranch(a: Branch, b: Branch): boolean {
  return a.kind === 'unstable' ? b.kind === 'unstable' : a.release === b.release && b.kind === 'stable';
}

/** Where a fact of another branch is read: a nixpkgs branch, or a release tag (the branch on its release day). */
export type OtherBranchRef = { branch: string } | { tag: string };

/** The facts of `OtherBranchFacts` about one branch or tag (the pull request's base is the run's, not the calendar's). */
export type SingleBranchFact = Exclude<keyof OtherBranchFacts, 'base' | 'liveReleases'>;

/** Where each fact of `OtherBranchFacts` is read: one branch or tag each, and the live releases as a list. */
export type OtherBranchRefs = { [K in SingleBranchFact]?: OtherBranchRef } & { liveReleases?: OtherBranchRef[] };

/**
 * The other branches the rules of `branch` compare with, by kind and phase:
 * for unstable, the current stable and every live release (their defaults
 * and minors: POLICY 2.1's last branched release is one of them); for stable R,
 * the next release once it has branched off, else unstable; for a supported R
 * also D(R), its default at release, from the tag R. A retired branch needs none.
 */
export function otherBranchRefs(branch: Branch, calendar: ReleaseCalendar, now: Date): OtherBranchRefs {
  if (branch.kind === 'unstable') {
    const stable = currentStable(calendar, now);
    const live = liveReleases(calendar, now).map((release) => ({ branch: `release-${release.name}` }));
    return {
      ...(stable ? { currentStableDefault: { branch: `release-${stable.name}` } } : {}),
      ...(live.length > 0 ? { liveReleases: live } : {}),
    };
  }
  const release = branch.release ? releaseByName(calendar, branch.release) : undefined;
  const phase = release && stablePhase(release, now);
  if (phase === 'retired') return {};
  const next = release ? nextRelease(calendar, release) : undefined;
  const refs: OtherBranchRefs =
    next && next.branchOff.date.getTime() <= now.getTime()
      ? { nextReleaseDefault: { branch: `release-${next.name}` } }
      : { unstableDefault: { branch: 'master' } };
  if (release && phase === 'supported') refs.defaultAtRelease = { tag: release.name };
  return refs;
}
