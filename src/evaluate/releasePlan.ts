// The plan for one NixOS release R, from the audits of a run: which minor R
// ships (and keeps), what goes at branch-off, which backports the previous
// stable needs, and the eol-before-eos risk. Pure: the clock is the report's `now`.
// The policy switch and the upgrade path are the rules' own (releaseMembership.ts,
// upgradePath.ts); the checklists render the plan and decide nothing.
import { compareReleaseNames, currentStable, daysBetween, describeDate } from '../calendar/releaseCalendar.js';
import { attrOfMinor, defaultName } from '../domain/family.js';
import { compareMinors } from '../domain/minor.js';
import type { BackportStep, PlannedMinor, PreviousStablePlan, ReleasePlan } from '../domain/releasePlan.js';
import type { BranchAudit, BranchDefault, Minor, NixosRelease } from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import { endsBeforeEndOfSupport, membershipAtRelease } from './releaseMembership.js';
import {
  buildRuleContext,
  minorsKnownOf,
  targetDefaultAmong,
  type RuleContext,
  type TargetDefault,
} from './ruleContext.js';
import { attrOf } from './fixes.js';
import { pathIncludesTarget, upgradePath } from './upgradePath.js';

/** What a plan is worked out from: the audits of a run and the facts they were evaluated with. */
export type PlanInput = Pick<AuditReport, 'family' | 'now' | 'upstream' | 'calendar' | 'options' | 'audits'>;

// ---------------------------------------------------------------- finding audits

export function auditOfRelease(report: Pick<AuditReport, 'audits'>, name: string): BranchAudit | undefined {
  return report.audits.find((a) => a.branch.kind === 'stable' && a.branch.release === name);
}

export function auditOfMaster(report: Pick<AuditReport, 'audits'>): BranchAudit | undefined {
  return report.audits.find((a) => a.branch.kind === 'unstable');
}

/** The previous stable of R: the current stable on R's feature freeze, else the release before R. */
export function previousStable(report: Pick<AuditReport, 'calendar'>, release: NixosRelease): NixosRelease | undefined {
  const atFreeze = currentStable(report.calendar, release.featureFreeze.date);
  if (atFreeze && compareReleaseNames(atFreeze.name, release.name) < 0) return atFreeze;
  const index = report.calendar.releases.findIndex((r) => r.name === release.name);
  return index > 0 ? report.calendar.releases[index - 1] : undefined;
}

// ---------------------------------------------------------------- the plan

function contextFor(report: PlanInput, audit: BranchAudit, release: NixosRelease): RuleContext {
  const { family, now, upstream, calendar, options } = report;
  return buildRuleContext(
    { family, now, upstream, calendar, options, branch: audit.branch, packaged: audit.packaged, others: audit.others },
    { release },
  );
}

function planned(context: RuleContext, minor: Minor, reason: string): PlannedMinor {
  const pm = context.packagedMinor(minor);
  const latest = context.latest(minor)?.version.text;
  const eol = context.eol(minor);
  return {
    minor,
    attr: pm?.attr ?? attrOfMinor(context.family.layout, minor),
    ...(pm ? { packaged: pm.version?.text, location: pm.location } : {}),
    ...(latest ? { latest } : {}),
    ...(eol ? { eol } : {}),
    reason,
  };
}

/** Minors with the findings that add one applied: packaged ones plus master's `minor-missing` minors. */
function minorsOnceFixed(context: RuleContext, audit: BranchAudit): Minor[] {
  const missing = audit.findings
    .filter((f) => f.rule === 'minor-missing' && f.severity !== 'notice')
    .map((f) => f.minor)
    .filter((m): m is Minor => m !== undefined);
  const all = new Set([...context.packagedMinors.map((pm) => pm.minor), ...missing]);
  return [...all].sort(compareMinors);
}

/**
 * S(R), what release R ships (POLICY 2.2): the target default at BO(R), and
 * before the branch-off the target default now. `candidates` are the minors
 * that are or must be packaged on the branch read; on a release branch, the
 * minors of master released by the branch-off count too (master packaged them
 * then, or could have). A minor past its end of life does not ship while
 * another can. The plans and release-default-not-newest ask here, never for
 * "the newest minor".
 */
export function whatShips(
  context: RuleContext,
  release: NixosRelease | undefined,
  candidates: readonly Minor[],
): TargetDefault {
  // A release branch none of whose minors could be read ships what is unknown, whatever master has.
  const fromMaster =
    context.branch.kind === 'stable' && candidates.length > 0
      ? minorsKnownOf(context.others.unstableDefault).filter((minor) => releasedBy(context, minor, release))
      : [];
  const all = [...candidates, ...fromMaster];
  const alive = all.filter((m) => !context.hasEnded(m));
  const pool = alive.length > 0 ? alive : all;
  if (release === undefined || release.branchOff.date.getTime() > context.today.getTime())
    return targetDefaultAmong(context, context.stableChannel, pool);
  const then = context.branchOffChannel?.release === release.name ? context.branchOffChannel.channel : undefined;
  return targetDefaultAmong(context, then, pool, ` on the branch-off day of NixOS ${release.name}`);
}

/** Whether a minor had a release by R's branch-off (by today when R is unknown). */
function releasedBy(context: RuleContext, minor: Minor, release: NixosRelease | undefined): boolean {
  const ga = context.ga(minor);
  return ga !== undefined && (release === undefined || ga.getTime() <= release.branchOff.date.getTime());
}

interface Verdict {
  keep: boolean;
  reason: string;
  /** A dropped minor: the branch it leaves (master before the branch-off, or release-R at it). */
  removedFrom?: string;
}

/** Whether R keeps a minor besides the shipped one, and why, under the report's policy. */
function verdict(
  context: RuleContext,
  minor: Minor,
  release: NixosRelease,
  onMaster: boolean,
  shipped: Minor | undefined,
  stableDefault?: BranchDefault,
): Verdict {
  const pin = context.keptAs(minor);
  if (pin !== undefined) return { keep: true, reason: `kept on purpose (${pin})` };
  const eol = context.eol(minor);
  if (eol && eol.date.getTime() <= release.branchOff.date.getTime()) {
    return {
      keep: false,
      reason: `reaches its end of life on ${describeDate(eol)}, by the branch-off${onMaster ? removeFromMaster(context, minor, shipped) : ''}`,
      removedFrom: onMaster ? 'master' : `release-${release.name}`,
    };
  }
  const stableMinor = stableDefault?.minor;
  if (onMaster && stableMinor !== undefined && compareMinors(minor, stableMinor) < 0) {
    return {
      keep: false,
      reason:
        `older than ${context.family.name} ${stableMinor}, the default of ${stableDefault!.branch}` +
        removeFromMaster(context, minor, shipped),
      removedFrom: 'master',
    };
  }
  const membership = membershipAtRelease(context.options.policy, eol, release);
  switch (membership.because) {
    case 'one-minor-per-release':
      return {
        keep: false,
        reason: `NixOS ${release.name} ships one ${context.family.name} minor; ${dropAtBranchOff(context, minor, release, shipped)}`,
        removedFrom: `release-${release.name}`,
      };
    case 'ends-before-end-of-support':
      return {
        keep: false,
        reason:
          `reaches its end of life on ${describeDate(membership.eol)}, before NixOS ${release.name}'s end of support on ` +
          `${describeDate(release.endOfSupport)}; ${dropAtBranchOff(context, minor, release, shipped)}`,
        removedFrom: `release-${release.name}`,
      };
    case 'lasts-the-release':
      return {
        keep: true,
        reason: eol ? `supported until ${describeDate(eol)}, for the whole release` : 'no end of life known',
      };
    case 'kept-while-supported':
      return {
        keep: true,
        reason: `supported at the branch-off; kept until its end of life${eol ? ` on ${describeDate(eol)}` : ''}`,
      };
  }
}

/**
 * "remove k3s_1_34 from release-R at the branch-off"; for the minor the alias
 * points to, the alias moves first, and the other way out is named too: keep
 * it as R's default and drop what R would ship instead (POLICY 2.2).
 */
function dropAtBranchOff(
  context: RuleContext,
  minor: Minor,
  release: NixosRelease,
  shipped: Minor | undefined,
): string {
  const attr = attrOf(context, minor);
  const branch = `release-${release.name}`;
  if (context.defaultMinor !== minor || shipped === undefined) return `remove ${attr} from ${branch} at the branch-off`;
  const alias = defaultName(context.family);
  const shippedAttr = attrOf(context, shipped);
  return (
    `${alias} points to ${attr} on ${context.branch.name}: point ${alias} to ${shippedAttr} first, then remove ${attr} ` +
    `from ${branch} at the branch-off; or keep ${attr} as the default of NixOS ${release.name} and remove ` +
    `${shippedAttr} from ${branch} instead`
  );
}

/**
 * "; remove it from master", but never the current default before the minor
 * replacing it is packaged and the alias points to it.
 */
function removeFromMaster(context: RuleContext, minor: Minor, shipped: Minor | undefined): string {
  const isDefault = context.defaultMinor === minor;
  if (!isDefault || shipped === undefined) return '; remove it from master';
  const attr = context.packagedMinor(shipped)?.attr ?? attrOfMinor(context.family.layout, shipped);
  const first = context.packagedMinor(shipped)
    ? `${defaultName(context.family)} points to ${attr}`
    : `${attr} is packaged and ${defaultName(context.family)} points to it`;
  return `; it is master's default: remove it from master once ${first}`;
}

/** Why R ships its minor: what the target default follows, and where the alias stands. */
function shipsReason(context: RuleContext, target: TargetDefault, onRelease: boolean): string {
  const what =
    target.follows === 'newest' && !onRelease && target.fallback === undefined
      ? `the newest ${context.family.name} minor supported upstream that is or must be packaged on master`
      : target.described;
  const alias = defaultName(context.family);
  const current = context.defaultMinor;
  if (current === undefined) return what;
  if (current === target.minor) return `${what}; ${alias} points to it on ${context.branch.name}`;
  return `${what}; ${alias} points to ${attrOf(context, current)} on ${context.branch.name}`;
}

/** default(previous stable): from its own audit, else from what another audit learned about that branch. */
function previousDefault(report: PlanInput, previous: NixosRelease): BranchDefault | undefined {
  const branch = `release-${previous.name}`;
  const audit = auditOfRelease(report, previous.name);
  const own = audit?.packaged.defaultMinor;
  if (audit && own) return { branch, minor: own, attr: audit.packaged.defaultAttr, source: audit.source };
  const facts = report.audits.flatMap((a) => [
    a.others.currentStableDefault,
    a.others.nextReleaseDefault,
    a.others.unstableDefault,
  ]);
  return facts.find((f) => f?.branch === branch && f.minor !== undefined);
}

function previousPlan(
  report: PlanInput,
  release: NixosRelease,
  basis: RuleContext | undefined,
  ships: Minor | undefined,
  notes: string[],
): PreviousStablePlan | undefined {
  const previous = previousStable(report, release);
  if (!previous) {
    notes.push(`The calendar has no release before NixOS ${release.name}, so no backports were worked out.`);
    return undefined;
  }
  const branch = `release-${previous.name}`;
  const inclusive = pathIncludesTarget(report.options.backportThrough);
  const fact = previousDefault(report, previous);
  const base = { release: previous, branch, inclusive, ...(fact?.source ? { source: fact.source } : {}) };
  if (!fact?.minor || !ships || !basis) {
    notes.push(
      `The backports ${branch} needs are unknown: ` +
        `${!fact?.minor ? 'its default was not read in this run' : `the minor NixOS ${release.name} ships is unknown`}.`,
    );
    return { ...base, ...(fact?.minor ? { defaultMinor: fact.minor } : {}), path: [], owed: [] };
  }

  // backport-missing's path, as the previous stable will see it once R ships its minor.
  const minors = upgradePath(fact.minor, ships, basis.releasedMinors, report.options.backportThrough);
  const audit = auditOfRelease(report, previous.name);
  const onPrevious = audit ? contextFor(report, audit, previous) : undefined;
  const name = report.family.name;
  const through = inclusive ? `up to and including ${name} ${ships}` : `up to the minor before ${name} ${ships}`;
  const path = minors.map((minor): BackportStep => {
    const why = `on the upgrade path of NixOS ${previous.name} (default ${name} ${fact.minor}) ${through}, which NixOS ${release.name} ships`;
    const step = planned(basis, minor, why);
    return { ...step, ...(onPrevious ? { onPrevious: onPrevious.packagedMinor(minor) !== undefined } : {}) };
  });
  return { ...base, defaultMinor: fact.minor, path, owed: path.filter((s) => s.onPrevious !== true) };
}

export function releasePlan(report: PlanInput, release: NixosRelease): ReleasePlan {
  const notes: string[] = [];
  const own = auditOfRelease(report, release.name);
  const master = auditOfMaster(report);
  const basisAudit = own ?? master;
  const base = { release, policy: report.options.policy, keeps: [], dropped: [], notes };
  if (!basisAudit) {
    notes.push(
      `Neither master nor release-${release.name} was read in this run, so the plan for NixOS ${release.name} is unknown.`,
    );
    return { ...base, previous: previousPlan(report, release, undefined, undefined, notes) };
  }

  const onRelease = basisAudit === own;
  const context = contextFor(report, basisAudit, release);
  const minors = onRelease ? context.packagedMinors.map((pm) => pm.minor) : minorsOnceFixed(context, basisAudit);
  const target = whatShips(context, release, minors);
  const shipped = target.minor;
  if (target.fallback) notes.push(`${target.fallback}.`);
  if (!shipped)
    notes.push(
      `${basisAudit.branch.name} packages no ${context.family.name} minor that could be read, so what NixOS ${release.name} ships is unknown.`,
    );

  const keeps: PlannedMinor[] = [];
  const dropped: PlannedMinor[] = [];
  for (const minor of minors) {
    if (shipped && minor === shipped) continue;
    const v = verdict(context, minor, release, !onRelease, shipped, basisAudit.others.currentStableDefault);
    const plannedMinor = planned(context, minor, v.reason);
    (v.keep ? keeps : dropped).push(v.removedFrom ? { ...plannedMinor, removedFrom: v.removedFrom } : plannedMinor);
  }

  const ships = shipped ? planned(context, shipped, shipsReason(context, target, onRelease)) : undefined;
  const eol = shipped ? context.eol(shipped) : undefined;
  const eolBeforeEos =
    ships && eol && endsBeforeEndOfSupport(eol, release)
      ? {
          minor: ships.minor,
          attr: ships.attr,
          eol,
          endOfSupport: release.endOfSupport,
          days: daysBetween(eol.date, release.endOfSupport.date),
        }
      : undefined;

  return {
    ...base,
    basis: basisAudit.branch.name,
    ...(ships ? { ships } : {}),
    keeps,
    dropped,
    previous: previousPlan(report, release, context, shipped, notes),
    ...(eolBeforeEos ? { eolBeforeEos } : {}),
  };
}

/**
 * The plans of the releases a run's checklists are about (the checklists due:
 * publish/issues/desiredIssues.ts `dueChecklists`), each planned once.
 */
export function checklistPlans(report: PlanInput, releases: readonly (NixosRelease | undefined)[]): ReleasePlan[] {
  const names = new Set<string>();
  return releases.flatMap((release) => {
    if (!release || names.has(release.name)) return [];
    names.add(release.name);
    return [releasePlan(report, release)];
  });
}
