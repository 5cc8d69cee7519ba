// The release plan as Markdown, which both release checklists show, and the
// checkbox lines they share. The plan itself is evaluate's (evaluate/releasePlan.ts):
// this module renders it and decides nothing.
import { describeDate } from '../../../calendar/releaseCalendar.js';
import type { FamilyTraits } from '../../../domain/family.js';
import type { BackportStep, PlannedMinor, ReleasePlan } from '../../../domain/releasePlan.js';
import type { Finding, Minor, NixosRelease } from '../../../domain/types.js';
import type { AuditReport } from '../../../domain/audit.js';
import { codeSpan } from '../../../report/markdownText.js';
import { findingKey, inertMessage } from '../dashboardBody.js';
import { keyComment } from '../markers.js';

/** The plan the run worked out for R (the pipeline stores it on the report). */
export function planOf(report: AuditReport, release: NixosRelease): ReleasePlan {
  const plan = report.plans?.find((p) => p.release.name === release.name);
  if (!plan)
    throw new Error(`The audit report has no plan for NixOS ${release.name}, so its checklist cannot be written.`);
  return plan;
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
    step.onPrevious === undefined
      ? `not known whether ${codeSpan(previousBranch)} has it`
      : step.onPrevious
        ? 'already there'
        : 'missing';
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
      planKeys.eolBeforeEos(e.minor),
    ),
  ];
}

export interface PlanLinesOptions {
  /** Leave out the backports, for a checklist that lists them in a section of its own. */
  withoutBackports?: boolean;
}

/** The plan as a Markdown section (without heading). */
export function planLines(plan: ReleasePlan, family: FamilyTraits, options: PlanLinesOptions = {}): string[] {
  const lines: string[] = [];
  const name = plan.release.name;
  if (plan.basis) lines.push(`Read from ${codeSpan(plan.basis)}; policy ${codeSpan(plan.policy)}.`, '');
  lines.push(plan.ships ? `**Ships:** ${minorText(plan.ships)}` : `**Ships:** unknown.`);
  if (plan.keeps.length)
    lines.push('', `**Also kept in NixOS ${name}:**`, '', ...plan.keeps.map((m) => `- ${minorText(m)}`));
  lines.push(...(plan.eolBeforeEos ? ['', ...eolBeforeEosItem(plan)] : []));
  lines.push('', '**Dropped at the branch-off:**', '');
  lines.push(
    ...(plan.dropped.length
      ? plan.dropped.map((m) => checklistItem(minorText(m), planKeys.dropped(m.minor)))
      : ['- nothing']),
  );
  const previous = plan.previous;
  if (previous && !options.withoutBackports) {
    const bound = previous.inclusive ? 'up to and including' : 'up to the minor before';
    lines.push(
      '',
      `**Backports ${codeSpan(previous.branch)} will need** (its upgrade path, ${bound} the shipped minor):`,
      '',
    );
    if (previous.path.length) lines.push(...previous.path.map((s) => backportLine(s, previous.branch)));
    else if (previous.defaultMinor && plan.ships) {
      lines.push(
        `- none: its default ${family.name} ${previous.defaultMinor} needs no newer minor to reach ${family.name} ${plan.ships.minor}`,
      );
    } else lines.push('- unknown');
  }
  if (plan.notes.length) lines.push('', ...plan.notes.map((n) => `- ${inertMessage(n)}`));
  return lines;
}
