// Which minors NixOS R keeps besides its default, under the `policy` input:
//   nixpkgs        none: one minor per release;
//   full-lifecycle those supported for R's whole life (EOL(m) >= EOS(R), or unknown);
//   all-supported  every one (a minor dead by the branch-off is minor-eol's business).
// The one home of that switch: extra-at-release and the release plan both ask here.
import type { DatedFact, NixosRelease, PolicyName } from '../domain/types.js';

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
