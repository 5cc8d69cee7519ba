// Which minors NixOS R keeps besides its default, under the `policy` input:
//   nixpkgs        none: one minor per release;
//   full-lifecycle those supported for R's whole life (EOL(m) >= EOS(R), or unknown);
//   all-supported  every one (a minor dead by the branch-off is minor-eol's business).
// The one home of that switch: extra-at-release, the release plan and the
// backport labels of a pull request check all ask here.
import type { DatedFact, Minor, NixosRelease, PolicyName, StablePhase } from '../domain/types.js';

export type Membership =
  | { keeps: false; because: 'one-minor-per-release' }
  | { keeps: false; because: 'ends-before-end-of-support'; eol: DatedFact; release: NixosRelease }
  | { keeps: true; because: 'lasts-the-release' }
  | { keeps: true; because: 'kept-while-supported' };

/** Whether R keeps a minor other than its default, given the minor's end of life. */
export function membershipAtRelease(
  policy: PolicyName,
  eol: DatedFact | undefined,
  release: NixosRelease | undefined,
): Membership {
  switch (policy) {
    case 'nixpkgs':
      return { keeps: false, because: 'one-minor-per-release' };
    case 'full-lifecycle':
      // Without both dates nothing says the minor dies while R is supported.
      return eol && release && endsBeforeEndOfSupport(eol, release)
        ? { keeps: false, because: 'ends-before-end-of-support', eol, release }
        : { keeps: true, because: 'lasts-the-release' };
    case 'all-supported':
      return { keeps: true, because: 'kept-while-supported' };
  }
}

/** Whether the policy can drop any minor from a release: all-supported never does. */
export function policyDropsMinors(policy: PolicyName): boolean {
  return policy !== 'all-supported';
}

/** EOL(m) < EOS(R): the minor dies while R is still supported (the end-of-support day is still supported). */
export function endsBeforeEndOfSupport(eol: DatedFact, release: NixosRelease): boolean {
  return eol.date.getTime() < release.endOfSupport.date.getTime();
}

/** What tells whether a live release keeps a minor it packages. */
export interface LiveRelease {
  release: NixosRelease;
  phase: StablePhase;
  /** The family's policy; absent for a family whose releases drop nothing (rke2: no choice of minors, POLICY-rke2.md). */
  policy?: PolicyName;
  /** default(R), when known. */
  defaultMinor?: Minor;
}

/**
 * Whether a live release keeps a minor: a supported release keeps every minor
 * it packages (one past its end of life is marked, never removed), as does a
 * release of a family whose policy drops nothing (rke2); before its
 * release, R keeps its default and what the policy keeps besides it (as
 * extra-at-release asks), a minor past its end of life never (minor-eol), a
 * pinned one always. Unknown facts keep it: nothing is dropped on a guess.
 */
export function liveReleaseKeeps(
  live: LiveRelease,
  minor: Minor,
  facts: { eol: DatedFact | undefined; ended: boolean; pinned: boolean },
): boolean {
  if (live.phase !== 'pre-release' || live.policy === undefined || facts.pinned) return true;
  if (facts.ended) return false;
  if (live.defaultMinor === undefined || live.defaultMinor === minor) return true;
  return membershipAtRelease(live.policy, facts.eol, live.release).keeps;
}
