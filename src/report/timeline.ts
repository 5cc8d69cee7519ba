// The support windows of a family's minors against NixOS releases, as a Mermaid
// gantt chart: which minors a branch packages, which it misses, which it keeps
// past their end of life, and the NixOS events that matter to it.
import type { BranchAudit, DatedFact, Day, Minor, NixosRelease, WorkItem } from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import { compareMinors } from '../domain/minor.js';
import { addMonths, dayOf, dayText } from './dayText.js';
import { codeSpan } from './inertText.js';

/** How a minor stands on the branch the chart is drawn for. */
export type MinorBarState = 'packaged' | 'eol-packaged' | 'missing' | 'not-packaged' | 'past';

// Mermaid's task tags, chosen for how they look: solid (default), red (crit), red
// outline on a light bar (active + crit), light (active), grey (done).
const TAGS: Record<MinorBarState, string[]> = {
  packaged: [],
  'eol-packaged': ['crit'],
  missing: ['active', 'crit'],
  'not-packaged': ['active'],
  past: ['done'],
};

// Words beside the colours: the chart must read without them too.
const STATE_WORDS: Record<MinorBarState, string> = {
  packaged: 'packaged',
  'eol-packaged': 'end of life yet packaged',
  missing: 'missing',
  'not-packaged': '',
  past: '',
};

export interface TimelineOptions {
  /** The branch whose packaged minors and work items colour the bars; none: only past and current. */
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
  // EOL(m) <= t: the end-of-life day itself is past.
  const ended = eol.getTime() <= now.getTime();
  if (packaged.has(minor)) return ended ? 'eol-packaged' : 'packaged';
  if (missing.has(minor)) return 'missing';
  return ended ? 'past' : 'not-packaged';
}

/** The state of each minor the chart shows, for the branch of `options.audit`. */
function minorStates(report: AuditReport, options: Omit<TimelineOptions, 'auditDay'>): Map<Minor, MinorBarState> {
  const packaged = new Set(options.audit?.packaged.minors.map((m) => m.minor) ?? []);
  const missing = missingMinors(options.items ?? []);
  return new Map(
    chartContents(report).minors.map(({ minor, eol }) => [
      minor,
      minorState(minor, eol.date, report.now, packaged, missing),
    ]),
  );
}

/**
 * Gantt source (without the ``` fence): minors with EOL >= now - 1 year, GA -> EOL,
 * coloured by how the branch packages them; NixOS releases REL -> EOS that
 * overlap that window; milestones at the feature freeze, branch-off and release
 * of the marked releases. Estimated dates carry an "est." mark in the name.
 */
export function renderTimeline(report: AuditReport, options: TimelineOptions): string {
  const today = dayOf(report.now);
  const { minors, releases } = chartContents(report);
  const family = report.family.name;
  const states = minorStates(report, options);

  const minorTasks: Task[] = minors.map(({ minor, ga, eol }) => {
    const state = states.get(minor) ?? 'not-packaged';
    const words = [STATE_WORDS[state], eol.estimated ? '(est. EOL)' : ''].filter(Boolean).join(' ');
    return {
      name: `${family} ${minor}${words ? ` ${words}` : ''}`,
      id: `${family} ${minor}`,
      tags: TAGS[state],
      start: ga,
      end: eol.date,
    };
  });

  const releaseTasks: Task[] = releases.map((release) => {
    const estimated = release.release.estimated || release.endOfSupport.estimated;
    const ended = release.endOfSupport.date.getTime() <= report.now.getTime();
    return {
      name: `NixOS ${release.name}${estimated ? ' (est.)' : ''}`,
      id: `nixos ${release.name}`,
      tags: ended ? ['done'] : ['active'],
      start: release.release.date,
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
      if (fact.undated) continue;
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

  const lines = [
    'gantt',
    '    dateFormat YYYY-MM-DD',
    '    axisFormat %Y-%m',
    // The job summary speaks about its own `now`, not the reader's day.
    ...(options.auditDay ? ['    todayMarker off'] : []),
    `    section ${family} minors`,
    ...minorTasks.map(taskLine),
    '    section NixOS releases',
    ...releaseTasks.map(taskLine),
    ...(eventTasks.length > 0 ? ['    section NixOS events', ...eventTasks.map(taskLine)] : []),
  ];
  return lines.join('\n');
}

/** The chart in a fence, with the key to its colours under it. */
export function timelineMarkdown(report: AuditReport, options: TimelineOptions): string {
  const chart = '```mermaid\n' + renderTimeline(report, options) + '\n```';
  const branch = options.audit ? ` on ${codeSpan(options.audit.branch.name)}` : '';
  const key =
    `<sub>${report.family.name} minors${branch}: solid packaged · red past its end of life, still packaged · ` +
    'red outline missing (to add or backport) · light not packaged · grey past. ' +
    'NixOS releases run from release to end of support; diamonds mark feature freeze, branch-off and release.</sub>';
  return `${chart}\n\n${key}`;
}

export interface ChartContents {
  /** Minors with a known GA and EOL(m) >= now - 1 year, oldest first. */
  minors: { minor: Minor; ga: Day; eol: DatedFact }[];
  /** NixOS releases whose REL -> EOS overlaps [now - 1 year, last EOL shown]. */
  releases: NixosRelease[];
}

/** What the chart shows: kept small so it stays readable on a phone. */
export function chartContents(report: AuditReport): ChartContents {
  const today = dayOf(report.now);
  const windowStart = addMonths(today, -12);
  const minors: ChartContents['minors'] = [];
  for (const lifecycle of [...report.upstream.minors.values()].sort((a, b) => compareMinors(a.minor, b.minor))) {
    const { minor, ga, eol } = lifecycle;
    if (ga && eol && eol.date >= windowStart && eol.date >= ga) minors.push({ minor, ga, eol });
  }
  const windowEnd = Math.max(today.getTime(), ...minors.map((m) => m.eol.date.getTime()));
  const releases = report.calendar.releases.filter(
    (r) =>
      r.release.date.getTime() <= windowEnd &&
      r.endOfSupport.date >= windowStart &&
      r.endOfSupport.date >= r.release.date,
  );
  return { minors, releases };
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
