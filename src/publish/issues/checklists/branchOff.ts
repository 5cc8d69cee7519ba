// The checklist issue for NixOS R's branch-off: what must change on release-R
// before the release (extra-at-release, eol-before-eos) and the backports the
// previous stable owes. Pure: `now` is the report's.
//
// Clean when release-R was read and has no such finding and the previous stable
// owes no backport. Once R is released, the checklist is closed as ended
// (endedIssues.ts), not by this.
// A release-R the run could not read is never clean: the plan stands in for it.
import { describeDate } from '../../../calendar/releaseCalendar.js';
import type { ReleasePlan } from '../../../domain/releasePlan.js';
import type { FamilyProfile } from '../../../domain/family.js';
import type { NixosRelease, RuleId } from '../../../domain/types.js';
import type { AuditReport } from '../../../domain/audit.js';
import { auditOfRelease } from '../../../evaluate/releasePlan.js';
import { codeSpan } from '../../../report/inertText.js';
import { branchLinks } from '../../../report/sourceLinks.js';
import { itemsWith } from '../../../evaluate/workItems.js';
import { dayText } from '../../../report/dayText.js';
import { familyIssueKind, issueMarker } from '../markers.js';
import type { DesiredIssue } from '../syncIssue.js';
import { checklistTail, isOpen, teamMention, type ChecklistOptions } from './featureFreeze.js';
import { backportLine, datesLines, noticeLines, planLines, planOf, workItemLines } from './releasePlan.js';

/**
 * Rules of release-R the branch-off acts on (an unreadable file too: never a
 * silent clean), and the notice that the calendar's dates of R are wrong.
 */
export const BRANCH_OFF_RULES: readonly RuleId[] = [
  'layout-unrecognized',
  'extra-at-release',
  'eol-before-eos',
  'calendar-mismatch',
];

export function branchOffTitle(family: FamilyProfile, release: NixosRelease): string {
  return `${family.name} branch-off checklist for NixOS ${release.name}`;
}

interface Section {
  lines: string[];
  /** Items left to do; undefined when unknown (nothing could be read). */
  open: number | undefined;
}

function releaseSection(report: AuditReport, release: NixosRelease, plan: ReleasePlan): Section {
  const branch = `release-${release.name}`;
  const audit = auditOfRelease(report, release.name);
  const heading = `### On ${codeSpan(branch)} before the release`;
  if (!audit) {
    return {
      lines: [
        heading,
        '',
        `${codeSpan(branch)} could not be read in this run (it may not exist yet), ` +
          `so this checklist shows the plan for NixOS ${release.name} instead.`,
        '',
        ...planLines(plan, report.family, { withoutBackports: true }),
      ],
      open: undefined,
    };
  }
  const relevant = itemsWith(audit.workItems, (f) => BRANCH_OFF_RULES.includes(f.rule));
  const open = relevant.filter(isOpen);
  const notices = relevant.filter((f) => !isOpen(f));
  const lines = [heading, ''];
  lines.push(
    ...(open.length
      ? workItemLines(open, branchLinks(report, audit))
      : [`Nothing left: ${codeSpan(branch)} passes every branch-off check.`]),
  );
  if (notices.length) lines.push('', ...noticeLines(notices));
  return { lines, open: open.length };
}

function backportSection(report: AuditReport, plan: ReleasePlan): Section {
  const previous = plan.previous;
  if (!previous) return { lines: [], open: 0 };
  const heading = `### Backports owed to ${codeSpan(previous.branch)}`;
  const audit = auditOfRelease(report, previous.release.name);
  const items = audit ? itemsWith(audit.workItems, (f) => f.rule === 'backport-missing') : [];
  const notices = items.filter((i) => !isOpen(i));
  // The audit's own findings when it checked the path (a notice says it could not).
  if (audit && notices.length === 0) {
    const open = items.filter(isOpen);
    const lines = [heading, ''];
    lines.push(
      ...(open.length
        ? workItemLines(open, branchLinks(report, audit))
        : [`None: ${codeSpan(previous.branch)} has every minor on its upgrade path.`]),
    );
    return { lines, open: open.length };
  }
  // Otherwise what the plan says the upgrade path needs.
  const why = audit ? 'its audit could not check its upgrade path' : 'it was not audited in this run';
  const lines = [heading, '', ...(notices.length ? [...noticeLines(notices), ''] : [])];
  lines.push(`${codeSpan(previous.branch)}: ${why}; from the plan for NixOS ${plan.release.name}:`, '');
  if (!previous.defaultMinor || !plan.ships) {
    const unknown = !previous.defaultMinor ? 'its default was not read' : 'the shipped minor is unknown';
    return { lines: [...lines, `- unknown: ${unknown}.`], open: undefined };
  }
  const steps = previous.path.map((s) => backportLine(s, previous.branch));
  lines.push(...(steps.length ? steps : ['- none: its default already reaches the shipped minor.']));
  return { lines, open: previous.owed.length };
}

export function branchOffChecklist(
  report: AuditReport,
  release: NixosRelease,
  options: ChecklistOptions,
): DesiredIssue {
  const name = release.name;
  const marker = issueMarker(familyIssueKind(report.family, 'branch-off'), name);
  const plan = planOf(report, release);
  const onRelease = releaseSection(report, release, plan);
  const backports = backportSection(report, plan);
  // The checklist is usually made once the branch exists, after the day itself; an undated branch-off has happened.
  const past = release.branchOff.date.getTime() <= report.now.getTime();
  const when = release.branchOff.undated
    ? `NixOS ${name} has branched off`
    : `the branch-off of NixOS ${name} ${past ? 'was' : 'is'} on ${describeDate(release.branchOff)}`;

  const lines = [
    `## ${branchOffTitle(report.family, release)}`,
    '',
    ...datesLines(release),
    '',
    ...onRelease.lines,
    '',
  ];
  if (backports.lines.length) lines.push(...backports.lines, '');
  lines.push(...checklistTail(marker, options.runUrl ?? report.runUrl));

  const clean = onRelease.open === 0 && backports.open === 0;
  const mention = teamMention(
    options.team,
    `branch-off:${name}`,
    (handle) =>
      `${handle} ${when}: ` +
      `the ${report.family.name} checklist above lists what must change on release-${name} before the release.`,
  );
  return {
    marker,
    title: branchOffTitle(report.family, release),
    body: lines.join('\n'),
    clean,
    labels: options.labels,
    ...(mention ? { mention } : {}),
    closeReason:
      `As of ${dayText(report.now)}, release-${name} is ready for the release` +
      `${plan.previous ? ` and ${plan.previous.branch} has every backport it needs` : ''}; closing. This issue reopens if an item returns.`,
  };
}
