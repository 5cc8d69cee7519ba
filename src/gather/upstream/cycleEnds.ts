// The end of each cycle of an upstream lifecycle: upstream's own day where it
// gives one, else the family's declared projection (marked "projected"), else
// unknown. Pure: the same cycles and projection give the same ends, whatever
// the day; which family projects how is its declaration's to say.
import { addMonths, formatDay } from '../../domain/day.js';
import type { Day } from '../../domain/types.js';
import type { EndOfLifeCycle } from './endOfLife.js';

/** How a family projects the end of a cycle whose end upstream has not decided. */
export type EndProjection =
  /** No projection: an undecided end stays unknown. */
  | { kind: 'none' }
  /**
   * A cycle ends when the `count`-th newer cycle is released (Go: 2, "supported
   * until two newer releases"); with `cadenceMonths`, a newer cycle not released
   * yet is expected that many months after the one before it (Go: 6).
   */
  | { kind: 'newer-releases'; count: number; cadenceMonths?: number }
  /**
   * A cycle ends `months` after its own release (non-LTS kernels: about 4);
   * LTS cycles are projected too only with `includeLts`, else they stay unknown.
   */
  | { kind: 'months-after-release'; months: number; includeLts: boolean };

export type CycleEnd =
  /** Upstream's day (endoflife.date's `eolFrom`). */
  | { kind: 'upstream'; date: Day }
  /** Ended upstream, on a day upstream does not give. */
  | { kind: 'upstream-undated' }
  /** Not decided upstream: the family's projection, and what it rests on ("when 1.26 was released"). */
  | { kind: 'projected'; date: Day; basis: string }
  /** Not decided upstream, and no projection gives a day: never taken as ended. */
  | { kind: 'unknown' };

export type ProjectedCycle = EndOfLifeCycle & { end: CycleEnd };

function wholeAtLeastOne(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 1)
    throw new RangeError(`${what} must be a whole number of at least 1, not ${value}`);
}

/** Each cycle with its end, in the order given. */
export function projectEnds(cycles: readonly EndOfLifeCycle[], projection: EndProjection): ProjectedCycle[] {
  if (projection.kind === 'newer-releases') {
    wholeAtLeastOne(projection.count, 'count');
    if (projection.cadenceMonths !== undefined) wholeAtLeastOne(projection.cadenceMonths, 'cadenceMonths');
  }
  if (projection.kind === 'months-after-release') wholeAtLeastOne(projection.months, 'months');
  const byRelease = [...cycles].sort((a, b) => a.releaseDate.getTime() - b.releaseDate.getTime());
  return cycles.map((cycle) => ({ ...cycle, end: endOf(cycle, byRelease, projection) }));
}

function endOf(cycle: EndOfLifeCycle, byRelease: readonly EndOfLifeCycle[], projection: EndProjection): CycleEnd {
  if (cycle.eol.kind === 'date') return { kind: 'upstream', date: cycle.eol.date };
  if (cycle.eol.kind === 'ended') return { kind: 'upstream-undated' };
  switch (projection.kind) {
    case 'none':
      return { kind: 'unknown' };
    case 'newer-releases': {
      // Newer: released on a later day; the list is in release order.
      const newer = byRelease.filter((other) => other.releaseDate.getTime() > cycle.releaseDate.getTime());
      const ending = newer[projection.count - 1];
      if (ending)
        return {
          kind: 'projected',
          date: ending.releaseDate,
          basis: `when ${ending.name} was released (${formatDay(ending.releaseDate)})`,
        };
      if (projection.cadenceMonths === undefined) return { kind: 'unknown' };
      // The newer cycles still to come, each a cadence after the last one known.
      const last = newer.at(-1) ?? cycle;
      const toCome = projection.count - newer.length;
      const months = toCome * projection.cadenceMonths;
      return {
        kind: 'projected',
        date: addMonths(last.releaseDate, months),
        basis: `when the ${ordinal(projection.count)} newer release is due, ${months} months after ${last.name} (${formatDay(last.releaseDate)})`,
      };
    }
    case 'months-after-release':
      if (cycle.lts && !projection.includeLts) return { kind: 'unknown' };
      return {
        kind: 'projected',
        date: addMonths(cycle.releaseDate, projection.months),
        basis: `${projection.months} month${projection.months === 1 ? '' : 's'} after its release (${formatDay(cycle.releaseDate)})`,
      };
  }
}

function ordinal(n: number): string {
  return ['first', 'second', 'third'][n - 1] ?? `${n}th`;
}

/**
 * Whether a cycle's end has passed on `day`, as endoflife.date counts it (a
 * cycle is end of life from the day after its end day). An unknown end has
 * never passed.
 */
export function endedOn(end: CycleEnd, day: Day): boolean {
  switch (end.kind) {
    case 'upstream':
    case 'projected':
      return day.getTime() > end.date.getTime();
    case 'upstream-undated':
      return true;
    case 'unknown':
      return false;
  }
}
