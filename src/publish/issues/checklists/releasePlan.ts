// The release plan as Markdown, which both release checklists show, and the
// checkbox lines they share. The plan itself is evaluate's (evaluate/releasePlan.ts):
// this module renders it and decides nothing.
import { describeDate } from '../../../calendar/releaseCalendar.js';
import type { FamilyProfile } from '../../../domain/family.js';
import type { BackportStep, PlannedMinor, ReleasePlan } from '../../../domain/releasePlan.js';
import type { NixosRelease, SourceLocation, WorkItem } from '../../../domain/types.js';
import type { AuditReport } from '../../../domain/audit.js';
import { codeSpan, inertProse } from '../../../report/inertText.js';
import { itemHeadline } from '../../../report/itemMarkdown.js';
import { reportItems } from '../../../report/model.js';
import { placeText as linkedPlaceText, type SourceLinks } from '../../../report/sourceLinks.js';
import { itemLines } from '../dashboardBody.js';
import { keyComment, uniqueItemKeys, workItemKey } from '../markers.js';

/** The plan the run worked out for R (the pipeline stores it on the report). */
export function planOf(report: AuditReport, release: NixosRelease): ReleasePlan {
  const plan = report.plans?.find((p) => p.release.name === release.name);
  if (!plan)
    throw new Error(`The audit report has no plan for NixOS ${release.name}, so its checklist cannot be written.`);
  return plan;
}

// ---------------------------------------------------------------- as Markdown

/** A task-list line whose tick survives re-renders through its key (the text is inert Markdown already). */
export function checklistItem(text: string, key: string): string {
  return `- [ ] ${text} ${keyComment(key)}`;
}

function placeText(location: SourceLocation | undefined): string {
  const place = location ? linkedPlaceText(location) : '';
  return place ? ` (${place})` : '';
}

/** Work items as checkboxes keyed like the dashboards' (two with one key get `~2`, `~3`), their findings under them. */
export function workItemLines(items: readonly WorkItem[], links?: SourceLinks): string[] {
  const keys = uniqueItemKeys(items);
  return reportItems(items).flatMap((item, i) => itemLines(item, keys[i], links));
}

/** Items of notices ask for nothing: plain bullets, no box. */
export function noticeLines(items: readonly WorkItem[]): string[] {
  return items.map((item) => `- ${itemHeadline(item)}`);
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
  return `${codeSpan(m.attr)} (${facts.join(', ')}): ${inertProse(m.reason)}${placeText(m.location)}`;
}

/**
 * Keys of the plan's own checkboxes: those of the work items they become (the
 * removal of a dropped minor on release-R, a backport to the previous stable),
 * so a tick survives when the branch-off checklist switches from the plan to the findings.
 */
export const planKeys = {
  dropped: (attr: string): string => workItemKey({ step: 'remove', subject: attr }),
  backport: (attr: string): string => workItemKey({ step: 'backport', subject: attr }),
  eolBeforeEos: (attr: string): string => workItemKey({ step: 'check', subject: attr }),
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
    `${inertProse(step.reason)}${placeText(step.location)}`;
  return step.onPrevious ? `- ${text}` : checklistItem(text, planKeys.backport(step.attr));
}

function eolBeforeEosItem(plan: ReleasePlan): string[] {
  const e = plan.eolBeforeEos;
  if (!e) return [];
  return [
    checklistItem(
      `${codeSpan('eol-before-eos')} ${codeSpan(e.attr)}: reaches its end of life on ${describeDate(e.eol)}, ${e.days} days before ` +
        `NixOS ${plan.release.name}'s end of support on ${describeDate(e.endOfSupport)}. ` +
        'Consider a newer default before the release, or tell users when to upgrade.',
      planKeys.eolBeforeEos(e.attr),
    ),
  ];
}

export interface PlanLinesOptions {
  /** Leave out the backports, for a checklist that lists them in a section of its own. */
  withoutBackports?: boolean;
}

/** The plan as a Markdown section (without heading). */
export function planLines(plan: ReleasePlan, family: FamilyProfile, options: PlanLinesOptions = {}): string[] {
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
      ? plan.dropped.map((m) => checklistItem(minorText(m), planKeys.dropped(m.attr)))
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
  if (plan.notes.length) lines.push('', ...plan.notes.map((n) => `- ${inertProse(n)}`));
  return lines;
}
