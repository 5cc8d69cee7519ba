// The support windows of a family's minors against NixOS releases, as a Mermaid gantt chart.
import type { DatedFact, Day, Minor, NixosRelease } from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import { compareMinors } from '../domain/minor.js';
import { addMonths, dayOf, dayText } from './dayText.js';

interface Bar {
  name: string;
  id: string;
  start: Day;
  end: Day;
  done: boolean;
}

/**
 * Gantt source (without the ``` fence): minors with EOL >= now - 1 year, GA -> EOL;
 * NixOS releases REL -> EOS that overlap that window; a milestone at the audit day.
 * Estimated dates carry an "(est.)" mark in the bar name.
 */
export function renderTimeline(report: AuditReport): string {
  const today = dayOf(report.now);
  const { minors, releases } = chartContents(report);
  const family = report.family.name;

  const minorBars: Bar[] = minors.map(({ minor, ga, eol }) => ({
    name: `${family} ${minor}${eol.estimated ? ' (est. EOL)' : ''}`,
    id: `${family} ${minor}`,
    start: ga,
    end: eol.date,
    done: eol.date.getTime() <= report.now.getTime(),
  }));

  const releaseBars: Bar[] = [];
  for (const release of releases) {
    const start = release.release.date;
    const end = release.endOfSupport.date;
    const estimated = release.release.estimated || release.endOfSupport.estimated;
    releaseBars.push({
      name: `NixOS ${release.name}${estimated ? ' (est.)' : ''}`,
      id: `nixos ${release.name}`,
      start,
      end,
      done: end.getTime() <= report.now.getTime(),
    });
  }

  const ids = new Set<string>();
  const taskLine = (bar: Bar): string => {
    const tags = bar.done ? 'done, ' : '';
    return `    ${taskName(bar.name)} :${tags}${uniqueId(bar.id, ids)}, ${dayText(bar.start)}, ${dayText(bar.end)}`;
  };

  const lines = [
    'gantt',
    `    title ${family} support windows and NixOS releases`,
    '    dateFormat YYYY-MM-DD',
    '    axisFormat %Y-%m',
    // The audit speaks about its own `now`, not the reader's day.
    '    todayMarker off',
    `    section ${family} minors`,
    ...minorBars.map(taskLine),
    '    section NixOS releases',
    ...releaseBars.map(taskLine),
    '    section Audit',
    `    ${taskName(`audited ${dayText(today)}`)} :milestone, ${uniqueId('audit day', ids)}, ${dayText(today)}, 0d`,
  ];
  return lines.join('\n');
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
