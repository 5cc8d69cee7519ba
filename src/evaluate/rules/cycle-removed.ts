// cycle-removed (a family declared as data, a release branch, a pull request
// check): a cycle the base packages that the pull request removes, where the
// family's policy keeps it on that branch. A released branch keeps its cycles
// and marks an ended one instead (before-branch-off, lts-only, mark-at-end);
// Nextcloud's release branches keep every major for the upgrade path, before
// their release too (upgrade-path); kernels leave at their end, so only one
// not ended is kept (at-end-everywhere). What the base lacks is not the pull
// request's doing, and outside a pull request check there is no base.
import { attrOfMinor } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import type { Finding, StablePhase } from '../../domain/types.js';
import type { Rule } from '../ruleContext.js';

export interface CycleKept {
  /** The phases of a release branch that keep its cycles. */
  phases: readonly StablePhase[];
  /** `until-end`: an ended cycle leaves (kernels); `always`: it stays, marked. */
  until: 'always' | 'until-end';
  /** Why the branch keeps it, after "NixOS R keeps it": "for the upgrade path". */
  why: string;
}

export function cycleRemovedRule(kept: CycleKept): Rule {
  return (context) => {
    const base = context.others.base;
    if (context.branch.kind !== 'stable' || !base?.minors) return [];
    if (context.phase === undefined || !kept.phases.includes(context.phase)) return [];
    const release = context.release?.name ?? context.branch.release ?? context.branch.name;
    return [...new Set(base.minors)].sort(compareMinors).flatMap((cycle): Finding[] => {
      if (context.packagedMinor(cycle)) return [];
      if (kept.until === 'until-end' && context.hasEnded(cycle)) return [];
      const attr = attrOfMinor(context.family.layout, cycle);
      const marked = context.hasEnded(cycle) ? ' (marked, as it has ended)' : '';
      // Undoing the removal is the whole fix: the message says it, no edit to word.
      return [
        context.finding({
          rule: 'cycle-removed',
          severity: 'error',
          minor: cycle,
          attr,
          message:
            `${attr} is removed from ${context.branch.name} by this pull request, but NixOS ${release} keeps it ` +
            `${kept.why}${marked}: leave it in.`,
        }),
      ];
    });
  };
}
