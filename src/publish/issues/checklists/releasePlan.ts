// The k3s plan for one NixOS release R, from an audit report: which minor R
// ships (and keeps), what goes at branch-off, which backports the previous
// stable needs, and R's dates. Pure: the clock is the report's `now`.
// Also the plan's Markdown, which both release checklists show.
import { compareReleaseNames, currentStable, daysBetween, describeDate } from '../../../calendar/releaseCalendar.js';
import { attrOfMinor } from '../../../domain/family.js';
import { compareMinors, normalizeMinor } from '../../../domain/minor.js';
import type {
  AuditReport,
  BranchAudit,
  BranchDefault,
  DatedFact,
  Finding,
  Minor,
  NixosRelease,
  PackagedState,
  PolicyName,
  SourceLocation,
} from '../../../domain/types.js';
import { buildRuleContext, type RuleContext } from '../../../evaluate/ruleContext.js';
import { backportMissing } from '../../../evaluate/rules/backport-missing.js';
import { codeSpan } from '../../../report/markdownText.js';
import { findingKey, inertMessage } from '../dashboardBody.js';
import { keyComment } from '../markers.js';

export interface PlannedMinor {
  minor: Minor;
  attr: string;
  /** Version packaged on the plan's branch; absent for a minor that must still be added. */
  packaged?: string;
  /** latest(m) upstream at `now`. */
  latest?: string;
  eol?: DatedFact;
  /** Where the minor is packaged on the plan's branch (what a backport copies). */
  location?: SourceLocation;
  /** Why it ships, stays, goes or is needed; our prose, except a quoted `keep` reason. */
  reason: string;
}

export interface BackportStep extends PlannedMinor {
  /** Whether the previous stable packages it already; undefined when that branch was not read. */
  onPrevious?: boolean;
}

export interface PreviousStablePlan {
  /** The current stable at FF(R), else the release before R. */
  release: NixosRelease;
  branch: string;
  /** default(previous), when known. */
  defaultMinor?: Minor;
  /** Where default(previous) came from. */
  source?: string;
  /** m <= shipped minor (`next-release`) or m < shipped minor (`before-next`). */
  inclusive: boolean;
  /** The upgrade path default(previous) < m <= (or <) shipped minor; empty when unknown. */
  path: BackportStep[];
  /** Steps of the path not known to be packaged on the previous stable. */
  owed: BackportStep[];
}

export interface EolBeforeEos {
  minor: Minor;
  attr: string;
  eol: DatedFact;
  endOfSupport: DatedFact;
  /** Days R is supported after the minor's end of life. */
  days: number;
}

export interface ReleasePlan {
  release: NixosRelease;
  policy: PolicyName;
  /** The branch the packaged minors were read from: `release-R` once the report has it, else `master`. */
  basis?: string;
  /** The minor R ships as its default; unknown when no branch was read. */
  ships?: PlannedMinor;
  /** Other minors R keeps (never under `nixpkgs`, except pinned ones). */
  keeps: PlannedMinor[];
  /** Minors packaged (or to be added) on the basis branch that R does not ship. */
  dropped: PlannedMinor[];
  previous?: PreviousStablePlan;
  eolBeforeEos?: EolBeforeEos;
  /** What the plan could not work out, in words. */
  notes: string[];
}

// ---------------------------------------------------------------- finding audits

export function auditOfRelease(report: AuditReport, name: string): BranchAudit | undefined {
  return report.audits.find((a) => a.branch.kind === 'stable' && a.branch.release === name);
}

export function auditOfMaster(report: AuditReport): BranchAudit | undefined {
  return report.audits.find((a) => a.branch.kind === 'unstable');
}

/** The previous stable of R: the current stable on R's feature freeze, else the release before R. */
export function previousStable(report: AuditReport, release: NixosRelease): NixosRelease | undefined {
  const atFreeze = currentStable(report.calendar, release.featureFreeze.date);
  if (atFreeze && compareReleaseNames(atFreeze.name, release.name) < 0) return atFreeze;
  const index = report.calendar.releases.findIndex((r) => r.name === release.name);
  return index > 0 ? report.calendar.releases[index - 1] : undefined;
}

// ---------------------------------------------------------------- the plan

function contextFor(report: AuditReport, audit: Pick<BranchAudit, 'branch' | 'packaged' | 'others'>, release: NixosRelease): RuleContext {
  const { family, now, upstream, calendar, options } = report;
  return buildRuleContext({ family, now, upstream, calendar, options, branch: audit.branch, packaged: audit.packaged, others: audit.others }, { release });
}

function planned(context: RuleContext, minor: Minor, reason: string): PlannedMinor {
  const pm = context.packagedMinor(minor);
  const latest = context.latest(minor)?.version.text;
  const eol = context.eol(minor);
  return {
    minor,
    attr: pm?.attr ?? attrOfMinor(context.family, minor),
    ...(pm ? { packaged: pm.version.text, location: pm.location } : {}),
    ...(latest ? { latest } : {}),
    ...(eol ? { eol } : {}),
    reason,
  };
}

/** Minors with the findings that add one applied: packaged ones plus master's `minor-missing` minors. */
function minorsOnceFixed(context: RuleContext, audit: BranchAudit): Minor[] {
  const missing = audit.findings
    .filter((f) => f.rule === 'minor-missing' && f.severity !== 'notice' && f.minor)
    .map((f) => normalizeMinor(f.minor!))
    .filter((m): m is Minor => m !== undefined);
  const all = new Set([...context.packagedMinors.map((pm) => pm.minor), ...missing]);
  return [...all].sort(compareMinors);
}

function isEndedBy(context: RuleContext, minor: Minor, day: Date): boolean {
  const eol = context.eol(minor);
  return eol !== undefined && eol.date.getTime() <= day.getTime();
}

/**
 * The shipped minor. On master: the newest minor that is or must be packaged and
 * has not reached its end of life, i.e. default(master) once `minor-missing` and
 * `default-not-newest` are fixed. On release-R: its default.
 */
function shippedMinor(context: RuleContext, minors: Minor[], onRelease: boolean): Minor | undefined {
  if (onRelease && context.defaultMinor) return normalizeMinor(context.defaultMinor) ?? context.defaultMinor;
  const alive = minors.filter((m) => !isEndedBy(context, m, context.today));
  return (alive.length ? alive : minors).at(-1);
}

interface Verdict {
  keep: boolean;
  reason: string;
}

/** Whether R keeps a minor besides the shipped one, and why, under the report's policy. */
function verdict(context: RuleContext, minor: Minor, release: NixosRelease, onMaster: boolean, stableDefault?: BranchDefault): Verdict {
  const attr = context.packagedMinor(minor)?.attr ?? attrOfMinor(context.family, minor);
  const pin = context.keepReason(minor);
  if (pin !== undefined) return { keep: true, reason: `kept on purpose (keep ${minor}: "${pin}")` };
  const eol = context.eol(minor);
  if (eol && eol.date.getTime() <= release.branchOff.date.getTime()) {
    return { keep: false, reason: `reaches its end of life on ${describeDate(eol)}, by the branch-off${onMaster ? '; remove it from master' : ''}` };
  }
  if (onMaster && stableDefault?.minor && compareMinors(minor, stableDefault.minor) < 0) {
    return { keep: false, reason: `older than k3s ${stableDefault.minor}, the default of ${stableDefault.branch}; remove it from master` };
  }
  switch (context.options.policy) {
    case 'nixpkgs':
      return { keep: false, reason: `NixOS ${release.name} ships one k3s minor; remove ${attr} from release-${release.name} at the branch-off` };
    case 'full-lifecycle':
      if (eol && eol.date.getTime() < release.endOfSupport.date.getTime()) {
        return {
          keep: false,
          reason:
            `reaches its end of life on ${describeDate(eol)}, before NixOS ${release.name}'s end of support on ` +
            `${describeDate(release.endOfSupport)}; remove ${attr} from release-${release.name} at the branch-off`,
        };
      }
      return { keep: true, reason: eol ? `supported until ${describeDate(eol)}, for the whole release` : 'no end of life known' };
    case 'all-supported':
      return { keep: true, reason: `supported at the branch-off; kept until its end of life${eol ? ` on ${describeDate(eol)}` : ''}` };
  }
}

/** default(previous stable): from its own audit, else from what another audit learned about that branch. */
function previousDefault(report: AuditReport, previous: NixosRelease): BranchDefault | undefined {
  const branch = `release-${previous.name}`;
  const audit = auditOfRelease(report, previous.name);
  const own = audit?.packaged.defaultMinor;
  if (audit && own) return { branch, minor: normalizeMinor(own) ?? own, attr: audit.packaged.defaultAttr, source: audit.source };
  const facts = report.audits.flatMap((a) => [a.others.currentStableDefault, a.others.nextReleaseDefault, a.others.unstableDefault]);
  return facts.find((f) => f?.branch === branch && f.minor !== undefined);
}

function previousPlan(
  report: AuditReport,
  release: NixosRelease,
  basis: RuleContext | undefined,
  ships: Minor | undefined,
  notes: string[]
): PreviousStablePlan | undefined {
  const previous = previousStable(report, release);
  if (!previous) {
    notes.push(`The calendar has no release before NixOS ${release.name}, so no backports were worked out.`);
    return undefined;
  }
  const branch = `release-${previous.name}`;
  const inclusive = report.options.backportThrough === 'next-release';
  const fact = previousDefault(report, previous);
  const base = { release: previous, branch, inclusive, ...(fact?.source ? { source: fact.source } : {}) };
  if (!fact?.minor || !ships || !basis) {
    notes.push(
      `The backports ${branch} needs are unknown: ` +
        `${!fact?.minor ? 'its default was not read in this run' : `the minor NixOS ${release.name} ships is unknown`}.`
    );
    return { ...base, ...(fact?.minor ? { defaultMinor: fact.minor } : {}), path: [], owed: [] };
  }

  // The upgrade path is the backport-missing rule's: run it for the previous stable
  // as if it packaged nothing but its default and as if the path ended at the shipped
  // minor, so every step of the path comes back as a finding.
  const target: BranchDefault = {
    branch: `release-${release.name}`,
    minor: ships,
    attr: attrOfMinor(report.family, ships),
    source: `the plan for NixOS ${release.name}`,
  };
  const bare: PackagedState = { minors: [], defaultMinor: fact.minor, ...(fact.attr ? { defaultAttr: fact.attr } : {}), problems: [] };
  const pretend = {
    branch: { name: branch, kind: 'stable' as const, release: previous.name },
    packaged: bare,
    others: { nextReleaseDefault: target, unstableDefault: target },
  };
  const context = contextFor(report, pretend, previous);
  const steps = backportMissing(context).filter((f) => f.severity !== 'notice' && f.minor);

  const audit = auditOfRelease(report, previous.name);
  const onPrevious = audit ? contextFor(report, audit, previous) : undefined;
  const through = inclusive ? `up to and including k3s ${ships}` : `up to the minor before k3s ${ships}`;
  const path = steps.map((f): BackportStep => {
    const minor = f.minor!;
    const why = `on the upgrade path of NixOS ${previous.name} (default k3s ${fact.minor}) ${through}, which NixOS ${release.name} ships`;
    const step = planned(basis, minor, why);
    return { ...step, ...(onPrevious ? { onPrevious: onPrevious.packagedMinor(minor) !== undefined } : {}) };
  });
  return { ...base, defaultMinor: fact.minor, path, owed: path.filter((s) => s.onPrevious !== true) };
}

export function releasePlan(report: AuditReport, release: NixosRelease): ReleasePlan {
  const notes: string[] = [];
  const own = auditOfRelease(report, release.name);
  const master = auditOfMaster(report);
  const basisAudit = own ?? master;
  const base = { release, policy: report.options.policy, keeps: [], dropped: [], notes };
  if (!basisAudit) {
    notes.push(`Neither master nor release-${release.name} was read in this run, so the plan for NixOS ${release.name} is unknown.`);
    return { ...base, previous: previousPlan(report, release, undefined, undefined, notes) };
  }

  const onRelease = basisAudit === own;
  const context = contextFor(report, basisAudit, release);
  const minors = onRelease ? context.packagedMinors.map((pm) => pm.minor) : minorsOnceFixed(context, basisAudit);
  const shipped = shippedMinor(context, minors, onRelease);
  if (!shipped) notes.push(`${basisAudit.branch.name} packages no k3s minor that could be read, so what NixOS ${release.name} ships is unknown.`);

  const keeps: PlannedMinor[] = [];
  const dropped: PlannedMinor[] = [];
  for (const minor of minors) {
    if (shipped && compareMinors(minor, shipped) === 0) continue;
    const v = verdict(context, minor, release, !onRelease, basisAudit.others.currentStableDefault);
    (v.keep ? keeps : dropped).push(planned(context, minor, v.reason));
  }

  const ships = shipped
    ? planned(
        context,
        shipped,
        onRelease ? `the default of release-${release.name}` : 'the newest k3s minor supported upstream that is or must be packaged on master'
      )
    : undefined;
  const eol = shipped ? context.eol(shipped) : undefined;
  const eolBeforeEos =
    ships && eol && eol.date.getTime() < release.endOfSupport.date.getTime()
      ? { minor: ships.minor, attr: ships.attr, eol, endOfSupport: release.endOfSupport, days: daysBetween(eol.date, release.endOfSupport.date) }
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

// ---------------------------------------------------------------- as Markdown

const LINE_BUDGET = 1_500;

function clip(text: string): string {
  return text.length <= LINE_BUDGET ? text : `${text.slice(0, LINE_BUDGET - 1)}…`;
}

/** A task-list line whose tick survives re-renders through its key. */
export function checklistItem(text: string, key: string): string {
  return `- [ ] ${clip(text)} ${keyComment(key)}`;
}

function placeText(location: { file?: string; line?: number } | undefined): string {
  if (!location?.file) return '';
  return ` (${codeSpan(location.line ? `${location.file}:${location.line}` : location.file)})`;
}

function findingText(finding: Finding): string {
  const parts = [codeSpan(finding.rule), ...(finding.attr ? [codeSpan(finding.attr)] : [])];
  return `${parts.join(' ')}: ${inertMessage(finding.message)}${placeText(finding)}`;
}

/** Findings as checkboxes keyed like the dashboards' (two with one key get `~2`, `~3`). */
export function findingItems(findings: readonly Finding[]): string[] {
  const seen = new Map<string, number>();
  return findings.map((f) => {
    const key = findingKey(f);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return checklistItem(findingText(f), n === 1 ? key : `${key}~${n}`);
  });
}

/** Notices ask for nothing: plain bullets, no box. */
export function noticeLines(findings: readonly Finding[]): string[] {
  return findings.map((f) => `- ${findingText(f)}`);
}

export function datesLines(release: NixosRelease): string[] {
  return [
    `- Feature freeze: ${describeDate(release.featureFreeze)}`,
    `- Branch-off: ${describeDate(release.branchOff)}`,
    `- Release: ${describeDate(release.release)}`,
    `- End of support: ${describeDate(release.endOfSupport)}`,
  ];
}

function minorText(m: PlannedMinor): string {
  const facts = [
    m.packaged ? `packaged ${codeSpan(m.packaged)}` : 'not packaged yet',
    ...(m.latest && m.latest !== m.packaged ? [`latest ${codeSpan(m.latest)}`] : []),
    `end of life ${m.eol ? describeDate(m.eol) : 'unknown'}`,
  ];
  return `${codeSpan(m.attr)} (${facts.join(', ')}): ${inertMessage(m.reason)}${placeText(m.location)}`;
}

/**
 * Keys of the plan's own checkboxes: those of the findings the items become
 * (extra-at-release on release-R, backport-missing on the previous stable), so a
 * tick survives when the branch-off checklist switches from the plan to the findings.
 */
export const planKeys = {
  dropped: (minor: Minor): string => `extra-at-release:${minor}`,
  backport: (minor: Minor): string => `backport-missing:${minor}`,
  eolBeforeEos: (minor: Minor): string => `eol-before-eos:${minor}`,
};

/**
 * A step of the upgrade path: a box while it is owed, a plain line once the
 * previous stable has it (pre-ticked boxes would carry their tick over if the step were lost again).
 */
export function backportLine(step: BackportStep, previousBranch: string): string {
  const state =
    step.onPrevious === undefined ? `not known whether ${codeSpan(previousBranch)} has it` : step.onPrevious ? 'already there' : 'missing';
  const latest = step.latest ? ` at ${codeSpan(step.latest)}` : '';
  const text =
    `Backport ${codeSpan(step.attr)}${latest} to ${codeSpan(previousBranch)} (${state}): ` +
    `${inertMessage(step.reason)}${placeText(step.location)}`;
  return step.onPrevious ? `- ${clip(text)}` : checklistItem(text, planKeys.backport(step.minor));
}

function eolBeforeEosItem(plan: ReleasePlan): string[] {
  const e = plan.eolBeforeEos;
  if (!e) return [];
  return [
    checklistItem(
      `${codeSpan('eol-before-eos')} ${codeSpan(e.attr)}: reaches its end of life on ${describeDate(e.eol)}, ${e.days} days before ` +
        `NixOS ${plan.release.name}'s end of support on ${describeDate(e.endOfSupport)}. ` +
        'Consider a newer default before the release, or tell users when to upgrade.',
      planKeys.eolBeforeEos(e.minor)
    ),
  ];
}

export interface PlanLinesOptions {
  /** Leave out the backports, for a checklist that lists them in a section of its own. */
  withoutBackports?: boolean;
}

/** The plan as a Markdown section (without heading). */
export function planLines(plan: ReleasePlan, options: PlanLinesOptions = {}): string[] {
  const lines: string[] = [];
  const name = plan.release.name;
  if (plan.basis) lines.push(`Read from ${codeSpan(plan.basis)}; policy ${codeSpan(plan.policy)}.`, '');
  lines.push(plan.ships ? `**Ships:** ${minorText(plan.ships)}` : `**Ships:** unknown.`);
  if (plan.keeps.length) lines.push('', `**Also kept in NixOS ${name}:**`, '', ...plan.keeps.map((m) => `- ${minorText(m)}`));
  lines.push(...(plan.eolBeforeEos ? ['', ...eolBeforeEosItem(plan)] : []));
  lines.push('', '**Dropped at the branch-off:**', '');
  lines.push(...(plan.dropped.length ? plan.dropped.map((m) => checklistItem(minorText(m), planKeys.dropped(m.minor))) : ['- nothing']));
  const previous = plan.previous;
  if (previous && !options.withoutBackports) {
    const bound = previous.inclusive ? 'up to and including' : 'up to the minor before';
    lines.push('', `**Backports ${codeSpan(previous.branch)} will need** (its upgrade path, ${bound} the shipped minor):`, '');
    if (previous.path.length) lines.push(...previous.path.map((s) => backportLine(s, previous.branch)));
    else if (previous.defaultMinor && plan.ships) {
      lines.push(`- none: its default k3s ${previous.defaultMinor} needs no newer minor to reach k3s ${plan.ships.minor}`);
    }
    else lines.push('- unknown');
  }
  if (plan.notes.length) lines.push('', ...plan.notes.map((n) => `- ${inertMessage(n)}`));
  return lines;
}
