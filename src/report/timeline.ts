// The support windows of a family's minors against NixOS releases, as a Mermaid
// gantt chart: which minors a branch packages, which it misses, which it keeps
// past their end of life, and the NixOS events that matter to it.
import { cycleWord } from '../domain/family.js';
import type { BranchAudit, DatedFact, Day, Minor, NixosRelease, WorkItem } from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import { compareMinors } from '../domain/minor.js';
import { dayOf, dayText } from './dayText.js';
import { codeSpan } from './inertText.js';

/** How a minor stands on the branch the chart is drawn for. */
export type MinorBarState = 'packaged' | 'eol-packaged' | 'missing' | 'not-packaged';

// Mermaid's task tags, chosen for how they look, one look for one meaning: solid
// (default), red (crit), red outline on a light bar (active + crit), grey (done)
// for a minor the branch does not package, whether it has ended or not. Light
// (active) is the NixOS releases' alone.
const TAGS: Record<MinorBarState, string[]> = {
  packaged: [],
  'eol-packaged': ['crit'],
  missing: ['active', 'crit'],
  'not-packaged': ['done'],
};
const NIXOS_RELEASE_TAGS = ['active'];

// Words beside the colours: the chart must read without them too. Short, so a
// name fits in its bar on a phone (one that does not is drawn beside the bar,
// where it can run off the chart).
const STATE_WORDS: Record<MinorBarState, string> = {
  packaged: 'packaged',
  'eol-packaged': 'EOL',
  missing: 'missing',
  'not-packaged': '',
};

// Section titles stand in the chart's left margin, 75 px: two short lines fit there.
const RELEASES_SECTION = 'NixOS<br>releases';
const EVENTS_SECTION = 'NixOS<br>events';

export interface TimelineOptions {
  /** The branch whose packaged minors and work items colour the bars; none: every minor is grey. */
  audit?: BranchAudit;
  /** Its work items (which minors it must add or backport). */
  items?: readonly WorkItem[];
  /** The NixOS releases whose feature freeze, branch-off and release are marked. */
  marked?: readonly NixosRelease[];
  /**
   * Mark the audit day and turn Mermaid's today marker off (the job summary);
   * otherwise the reader's today shows, and the chart carries no date of its
   * own (an issue edited only when something changes).
   */
  auditDay: boolean;
}

interface Task {
  name: string;
  id: string;
  tags: string[];
  start: Day;
  /** A day, or a milestone's zero length. */
  end: Day | '0d';
}

function minorState(minor: Minor, eol: Day, now: Date, packaged: Set<Minor>, missing: Set<Minor>): MinorBarState {
  if (packaged.has(minor)) {
    // EOL(m) <= t: the end-of-life day itself is past.
    return eol.getTime() <= now.getTime() ? 'eol-packaged' : 'packaged';
  }
  return missing.has(minor) ? 'missing' : 'not-packaged';
}

/**
 * Gantt source (without the ``` fence): the minors of the chart's window
 * (`chartContents`), GA -> EOL, coloured by how the branch packages them; the
 * NixOS releases REL -> EOS that overlap it; milestones at the feature freeze,
 * branch-off and release of the marked releases. A bar that began before the
 * window starts with it, and its name says the day it began ("NixOS 24.11 (from
 * 2024-11-30)"). Estimated dates carry an "est." mark in the name.
 */
export function renderTimeline(report: AuditReport, options: TimelineOptions): string {
  const today = dayOf(report.now);
  const missing = missingMinors(options.items ?? []);
  const { start, minors, releases } = chartContents(report, options);
  const family = report.family.name;
  // A declared family's cycles live for years, so its bars end near the chart's right edge and Mermaid writes
  // their text to their left, over the section's name on a phone: its section names it, the bar says the cycle.
  const named = report.upstream.endOfLife ? '' : `${family} `;
  const packaged = new Set(options.audit?.packaged.minors.map((m) => m.minor) ?? []);
  const from = (day: Day): Day => (day.getTime() < start.getTime() ? start : day);
  // A bar cut where the chart opens would read as beginning there: it says the day it began.
  const began = (day: Day): string => (day.getTime() < start.getTime() ? ` (from ${dayText(day)})` : '');

  const minorTasks: Task[] = minors.map(({ minor, ga, eol }) => {
    const state = minorState(minor, eol.date, report.now, packaged, missing);
    const words = [STATE_WORDS[state], eol.estimated ? '(est.)' : ''].filter(Boolean).join(' ');
    return {
      name: `${named}${minor}${began(ga)}${words ? ` ${words}` : ''}`,
      id: `${family} ${minor}`,
      tags: TAGS[state],
      start: from(ga),
      end: eol.date,
    };
  });

  const releaseTasks: Task[] = releases.map((release) => {
    const estimated = release.release.estimated || release.endOfSupport.estimated;
    return {
      name: `NixOS ${release.name}${began(release.release.date)}${estimated ? ' (est.)' : ''}`,
      id: `nixos ${release.name}`,
      tags: NIXOS_RELEASE_TAGS,
      start: from(release.release.date),
      end: release.endOfSupport.date,
    };
  });

  const eventTasks: Task[] = [];
  for (const release of options.marked ?? []) {
    const events: [DatedFact, string][] = [
      [release.featureFreeze, 'feature freeze'],
      [release.branchOff, 'branch-off'],
      [release.release, 'release'],
    ];
    for (const [fact, what] of events) {
      // A milestone needs its day: a branch-off known only to have happened has none.
      // One before the window would stretch the axis back past what the chart is about.
      if (fact.undated || fact.date.getTime() < start.getTime()) continue;
      eventTasks.push({
        name: `${release.name} ${what}${fact.estimated ? ' (est.)' : ''}`,
        id: `${release.name} ${what}`,
        tags: ['milestone'],
        start: fact.date,
        end: '0d',
      });
    }
  }
  if (options.auditDay) {
    eventTasks.push({
      name: `audited ${dayText(today)}`,
      id: 'audit day',
      tags: ['milestone'],
      start: today,
      end: '0d',
    });
  }

  const ids = new Set<string>();
  const taskLine = (task: Task): string => {
    const tags = task.tags.map((tag) => `${tag}, `).join('');
    const end = task.end === '0d' ? '0d' : dayText(task.end);
    return `    ${taskName(task.name)} :${tags}${uniqueId(task.id, ids)}, ${dayText(task.start)}, ${end}`;
  };

  const bars = [...minorTasks, ...releaseTasks, ...eventTasks];
  const lines = [
    'gantt',
    '    dateFormat YYYY-MM-DD',
    '    axisFormat %Y-%m',
    `    tickInterval ${tickInterval(bars)}`,
    // The job summary speaks about its own `now`, not the reader's day.
    ...(options.auditDay ? ['    todayMarker off'] : []),
    `    section ${family} ${cycleWord(report.family, 'many')}`,
    ...minorTasks.map(taskLine),
    `    section ${RELEASES_SECTION}`,
    ...releaseTasks.map(taskLine),
    ...(eventTasks.length > 0 ? [`    section ${EVENTS_SECTION}`, ...eventTasks.map(taskLine)] : []),
  ];
  return lines.join('\n');
}

/**
 * Months between the axis' labels: at most five labels on the axis, so that on
 * a phone (a 220 px axis) they stand apart; Mermaid's own choice there is one
 * every three months, over each other.
 */
function tickInterval(tasks: readonly Task[]): string {
  const days = tasks.flatMap((task) => [task.start, ...(task.end === '0d' ? [] : [task.end])]);
  if (days.length === 0) return '1month';
  const first = Math.min(...days.map((d) => d.getTime()));
  const last = Math.max(...days.map((d) => d.getTime()));
  const months = (last - first) / (30.44 * 24 * 3600 * 1000);
  const every = [1, 2, 3, 6, 12].find((n) => months / n <= 5);
  if (every !== undefined) return `${every}month`;
  // Past five years (a family such as Python's, whose cycles live five years): Mermaid steps months by their
  // month of the year, so "24month" is every January again; weeks are counted straight, so years are weeks.
  return `${52 * Math.ceil(months / 60)}week`;
}

/** The chart in a fence, with the key to its colours under it. */
export function timelineMarkdown(report: AuditReport, options: TimelineOptions): string {
  const chart = '```mermaid\n' + renderTimeline(report, options) + '\n```';
  const branch = options.audit ? ` on ${codeSpan(options.audit.branch.name)}` : '';
  const key =
    `<sub>${report.family.name} ${cycleWord(report.family, 'many')}${branch}: solid packaged · red past its end of life, still packaged · ` +
    'red outline missing (to add or backport) · grey not packaged. ' +
    'Light: NixOS releases, from release to end of support; diamonds mark feature freeze, branch-off and release.</sub>';
  return `${chart}\n\n${key}`;
}

export interface ChartContents {
  /** The first day the chart shows: the earlier of the oldest packaged minor's GA and six months back. */
  start: Day;
  /**
   * Minors with a known GA and an EOL on or after `start`, oldest first; on a
   * branch that packages any, none older than its oldest (those are history
   * that asks nothing of it) unless the branch misses it.
   */
  minors: { minor: Minor; ga: Day; eol: DatedFact }[];
  /** NixOS releases whose REL -> EOS overlaps [start, last EOL shown]. */
  releases: NixosRelease[];
}

/**
 * What the chart of `options.audit`'s branch shows (without a branch: the
 * minors of the last six months), kept small so it stays readable on a phone.
 */
export function chartContents(
  report: AuditReport,
  options: Pick<TimelineOptions, 'audit' | 'items'> = {},
): ChartContents {
  const { audit } = options;
  const missing = missingMinors(options.items ?? []);
  const today = dayOf(report.now);
  const lifecycles = [...report.upstream.minors.values()].sort((a, b) => compareMinors(a.minor, b.minor));
  const packaged = new Set(audit?.packaged.minors.map((m) => m.minor) ?? []);
  const oldestPackaged = lifecycles.find((l) => packaged.has(l.minor) && l.ga);
  // The earlier of the two: the oldest packaged minor is shown from its GA, whole,
  // and a branch of young minors still shows the half year before now (the
  // release just past, the minors that ended in it), never the years before.
  // Six months back from the first of this month: a dashboard's chart moves once
  // a month, not every day (each change is an edit of the issue).
  const sixMonthsBack: Day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 6, 1));
  const start =
    oldestPackaged?.ga && oldestPackaged.ga.getTime() < sixMonthsBack.getTime() ? oldestPackaged.ga : sixMonthsBack;
  const minors: ChartContents['minors'] = [];
  for (const { minor, ga, eol } of lifecycles) {
    if (!ga || !eol || eol.date < start || eol.date < ga) continue;
    const older = oldestPackaged !== undefined && compareMinors(minor, oldestPackaged.minor) < 0;
    if (!older || missing.has(minor)) minors.push({ minor, ga, eol });
  }
  const end = Math.max(today.getTime(), ...minors.map((m) => m.eol.date.getTime()));
  const releases = report.calendar.releases.filter(
    (r) => r.release.date.getTime() <= end && r.endOfSupport.date >= start && r.endOfSupport.date >= r.release.date,
  );
  return { start, minors, releases };
}

// `:` separates the name from the task data and `#`/`;` are entity and statement syntax.
function taskName(text: string): string {
  const cleaned = text
    .replace(/[^A-Za-z0-9 .()+_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return cleaned === '' ? 'unnamed' : cleaned;
}

function uniqueId(text: string, taken: Set<string>): string {
  const cleaned = text.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'task';
  const base = /^[A-Za-z]/.test(cleaned) ? cleaned : `t_${cleaned}`;
  let id = base;
  for (let n = 2; taken.has(id); n += 1) id = `${base}_${n}`;
  taken.add(id);
  return id;
}

/** The minors an item asks to add or backport: missing where the branch should have them. */
export function missingMinors(items: readonly WorkItem[]): Set<Minor> {
  const minors = items
    .filter((item) => item.step === 'add' || item.step === 'backport')
    .flatMap((item) => [item.minor, ...item.findings.map((f) => f.minor)])
    .filter((minor): minor is Minor => minor !== undefined);
  return new Set(minors);
}
