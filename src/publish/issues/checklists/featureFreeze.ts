// The checklist issue before NixOS R's feature freeze: what must land on master
// first, and the plan for R. Pure: `now` is the report's.
//
// When it is clean (closed, never created): every master finding that must land
// is fixed and the previous stable owes no backport. Once the freeze has passed,
// the checklist is closed as ended (endedIssues.ts), not by this. The plan's branch-off
// boxes (dropped minors, eol-before-eos) belong to the branch-off and do not hold
// it open. A backport whose presence on the previous stable is unknown counts as
// owed: a checklist is never closed on facts the run did not read.
import { describeDate } from '../../../calendar/releaseCalendar.js';
import type { ReleasePlan } from '../../../domain/releasePlan.js';
import type { FamilyProfile } from '../../../domain/family.js';
import type { NixosRelease, RuleId, WorkItem } from '../../../domain/types.js';
import type { AuditReport } from '../../../domain/audit.js';
import { mentionOf, teamName } from '../../../domain/team.js';
import { auditOfMaster } from '../../../evaluate/releasePlan.js';
import { codeSpan } from '../../../report/inertText.js';
import { branchLinks } from '../../../report/sourceLinks.js';
import { itemsWith } from '../../../evaluate/workItems.js';
import { dayText } from '../../../report/dayText.js';
import { familyIssueKind, issueMarker, markerFooter, RUN_LINK_TAG } from '../markers.js';
import type { DesiredIssue, MentionRequest } from '../syncIssue.js';
import { datesLines, noticeLines, planLines, planOf, workItemLines } from './releasePlan.js';

export interface ChecklistOptions {
  /** The team to mention once per event ("NixOS/k3s"); empty: no mention. */
  team: string;
  labels: string[];
  /** Link to the run; the report's when absent. */
  runUrl?: string;
}

/** Master rules whose findings must be fixed before the freeze (an unreadable file too: never a silent clean). */
export const MUST_LAND_RULES: readonly RuleId[] = [
  'layout-unrecognized',
  'minor-missing',
  'default-not-newest',
  'patch-behind',
  'minor-eol',
  'minor-superseded',
];

export function featureFreezeTitle(family: FamilyProfile, release: NixosRelease): string {
  return `${family.name} before the NixOS ${release.name} feature freeze`;
}

/** A mention request, or none when no team is configured. */
export function teamMention(
  team: string,
  eventKey: string,
  text: (handle: string) => string,
): MentionRequest | undefined {
  const handle = teamName(team);
  return handle ? { team: handle, eventKey, text: text(mentionOf(handle)) } : undefined;
}

/** The end every checklist shares: a link to the run (ignored when comparing bodies) and the marker. */
export function checklistTail(marker: string, runUrl: string | undefined): string[] {
  return [
    '---',
    '<sub>Kept by k3s-release-guard: edited in place on every run, closed when nothing is left to do. Ticks stay while their item does.</sub>',
    ...(runUrl ? ['', `Run that produced this checklist: ${runUrl} ${RUN_LINK_TAG}`] : []),
    '',
    markerFooter(marker, []),
  ];
}

/** An item asks for work unless all it holds are notices. */
export function isOpen(item: WorkItem): boolean {
  return item.severity !== 'notice';
}

function backportsOwed(plan: ReleasePlan): boolean {
  const previous = plan.previous;
  if (!previous) return false;
  // A default or a shipped minor that is unknown leaves the path unknown.
  if (!previous.defaultMinor || !plan.ships) return true;
  return previous.owed.length > 0;
}

export function featureFreezeChecklist(
  report: AuditReport,
  release: NixosRelease,
  options: ChecklistOptions,
): DesiredIssue {
  const name = release.name;
  const marker = issueMarker(familyIssueKind(report.family, 'feature-freeze'), name);
  const plan = planOf(report, release);
  const master = auditOfMaster(report);
  const mustLand = master ? itemsWith(master.workItems, (f) => MUST_LAND_RULES.includes(f.rule)) : [];
  const open = mustLand.filter(isOpen);
  const notices = mustLand.filter((f) => !isOpen(f));
  const freeze = describeDate(release.featureFreeze);

  const lines = [`## ${featureFreezeTitle(report.family, release)}`, '', ...datesLines(release), ''];
  lines.push(`### Must land on ${codeSpan('master')} before ${freeze}`, '');
  if (!master) lines.push(`${codeSpan('master')} was not read in this run, so what must land on it is unknown.`);
  else if (open.length) lines.push(...workItemLines(open, branchLinks(report, master)));
  else lines.push(`Nothing: ${codeSpan('master')} passes every check that must land before the freeze.`);
  if (notices.length) lines.push('', ...noticeLines(notices));
  lines.push('', `### Plan for NixOS ${name}`, '', ...planLines(plan, report.family), '');
  lines.push(...checklistTail(marker, options.runUrl ?? report.runUrl));

  const owed = backportsOwed(plan);
  const clean = master !== undefined && open.length === 0 && !owed;
  const mention = teamMention(
    options.team,
    `feature-freeze:${name}`,
    (handle) =>
      `${handle} the feature freeze of NixOS ${name} is on ${freeze}: the ${report.family.name} checklist above lists what must land on master first.`,
  );
  return {
    marker,
    title: featureFreezeTitle(report.family, release),
    body: lines.join('\n'),
    clean,
    labels: options.labels,
    ...(mention ? { mention } : {}),
    closeReason:
      `As of ${dayText(report.now)}, everything that had to land on master before the NixOS ${name} feature freeze has landed` +
      `${plan.previous ? ` and ${plan.previous.branch} has every backport it needs` : ''}; closing. This issue reopens if an item returns.`,
  };
}
