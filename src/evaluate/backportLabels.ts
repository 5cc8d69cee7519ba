// The backport labels a pull request of master will need: it changes the
// version of a minor that a live release also packages and keeps, so that
// release will want the same change (nixpkgs' backport action opens it from
// the label `backport release-R`). A release about to drop the minor (its
// policy keeps it not: releaseMembership.ts) is owed no backport of it
// (POLICY 2.2). A notice of the pull request check, never a failure: whether
// to backport is the maintainers' call. Pure.
import { parseBranch } from '../calendar/branch.js';
import { releaseByName, stablePhase } from '../calendar/releaseCalendar.js';
import type { AuditReport } from '../domain/audit.js';
import type { BranchAudit, Minor } from '../domain/types.js';
import { backportLabel } from './pullRequestWork.js';
import { liveReleaseKeeps } from './releaseMembership.js';
import { buildRuleContext } from './ruleContext.js';

export interface BackportLabel {
  /** "release-26.05" */
  branch: string;
  /** "backport release-26.05" */
  label: string;
  /** The minors the pull request changes that this release packages and keeps, in the head's order. */
  minors: Minor[];
}

/** The facts of the run the labels are decided with: the upstream lifecycle, the calendar, the policy. */
export type LabelFacts = Pick<AuditReport, 'family' | 'now' | 'upstream' | 'calendar' | 'options'>;

/** One per live release that packages and keeps a minor whose version the head changes; none for a pull request of a release branch. */
export function backportLabelsNeeded(
  facts: LabelFacts,
  head: Pick<BranchAudit, 'branch' | 'packaged' | 'others'>,
  base: Pick<BranchAudit, 'packaged'>,
): BackportLabel[] {
  if (head.branch.kind !== 'unstable') return [];
  const changed = head.packaged.minors
    .filter((m) => {
      const before = base.packaged.minors.find((b) => b.minor === m.minor);
      return before !== undefined && before.version?.text !== m.version?.text;
    })
    .map((m) => m.minor);
  if (changed.length === 0) return [];
  const context = buildRuleContext({ ...facts, branch: head.branch, packaged: head.packaged, others: head.others }, {});
  return (head.others.liveReleases ?? []).flatMap((fact) => {
    const name = parseBranch(fact.branch)?.release;
    const release = name === undefined ? undefined : releaseByName(facts.calendar, name);
    const keeps = (minor: Minor): boolean =>
      release === undefined ||
      liveReleaseKeeps(
        {
          release,
          phase: stablePhase(release, facts.now),
          // A family without POLICY.md's choices (rke2) drops nothing from a release.
          ...(facts.family.policy.choices ? { policy: facts.options.policy } : {}),
          defaultMinor: fact.minor,
        },
        minor,
        { eol: context.eol(minor), ended: context.hasEnded(minor), pinned: context.keepReason(minor) !== undefined },
      );
    const minors = changed.filter((minor) => fact.minors?.includes(minor) && keeps(minor));
    return minors.length > 0 ? [{ branch: fact.branch, label: backportLabel(fact.branch), minors }] : [];
  });
}
