// The NixOS release calendar: known dates plus estimates for the rest, and
// the questions the policy asks of it. Pure: the clock is passed in.
import type { DatedFact, Day, NixosRelease, ReleaseCalendar, StablePhase } from '../domain/types.js';
import { KNOWN_RELEASES, type KnownRelease } from './knownReleases.js';

// Day arithmetic lives in domain/day.ts; re-exported for the calendar's callers.
export { addDays, addMonths, dayOf, daysBetween, formatDay, parseDay } from '../domain/day.js';
import { addDays, dayOf, formatDay, parseDay } from '../domain/day.js';

// ---------------------------------------------------------------- estimates

/**
 * Offsets used for dates not on record, from the releases of 2022-2026:
 * release on the last day of May/November; branch-off 10 days before the
 * release (22.05: 8, 24.11: 16, 25.05: 7, 26.05: 6); feature freeze three
 * weeks before branch-off (22.05 and 24.11: 21 and 20 days); end of support
 * at the end of the month after the next release (every release since 21.05).
 */
export const CADENCE = {
  branchOffDaysBeforeRelease: 10,
  featureFreezeDaysBeforeBranchOff: 21,
} as const;

export const SOURCE_CALENDAR = 'NixOS release calendar';
export const SOURCE_ESTIMATED = 'estimated from the usual cadence';

const RELEASE_NAME = /^(\d{2})\.(\d{2})$/;

function releaseNameAfter(name: string): string {
  const match = RELEASE_NAME.exec(name);
  if (!match) throw new Error(`"${name}" is not a NixOS release name (YY.MM, e.g. 24.05).`);
  const year = Number(match[1]);
  // Releases are YY.05 and YY.11 since 21.05 (RFC 0080); 20.09 was the last September release.
  return Number(match[2]) < 11 && match[2] !== '09' ? `${match[1]}.11` : `${String(year + 1).padStart(2, '0')}.05`;
}

function usualReleaseDay(name: string): Day {
  const match = RELEASE_NAME.exec(name);
  if (!match) throw new Error(`"${name}" is not a NixOS release name (YY.MM, e.g. 24.05).`);
  // The day 0 of the following month is the last day of the release month.
  return new Date(Date.UTC(2000 + Number(match[1]), Number(match[2]), 0));
}

/** Orders release names ("9.x" never occurs: names are two-digit YY.MM). */
export function compareReleaseNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

// ---------------------------------------------------------------- building

export interface CalendarOverrides {
  /** Release the dates belong to; default: the next unreleased one. */
  release?: string;
  featureFreeze?: Day;
  branchOff?: Day;
  releaseDate?: Day;
}

export interface CalendarOptions {
  now: Date;
  overrides?: CalendarOverrides;
  /** How many releases after `now` to include (estimated when unknown); default 2. */
  horizon?: number;
}

interface RecordedDates {
  featureFreeze?: DatedFact;
  branchOff?: DatedFact;
  release?: DatedFact;
  endOfSupport?: DatedFact;
}

const known = (text: string | undefined): DatedFact | undefined =>
  text === undefined ? undefined : { date: parseDay(text), estimated: false, source: SOURCE_CALENDAR };
const estimated = (date: Day): DatedFact => ({ date, estimated: true, source: SOURCE_ESTIMATED });

function recordedDates(entry: KnownRelease | undefined): RecordedDates {
  return {
    featureFreeze: known(entry?.featureFreeze),
    branchOff: known(entry?.branchOff),
    release: known(entry?.release),
    endOfSupport: known(entry?.endOfSupport),
  };
}

function completeRelease(name: string, dates: RecordedDates, nextReleaseDay: Day): NixosRelease {
  const release = dates.release ?? estimated(usualReleaseDay(name));
  const branchOff = dates.branchOff ?? estimated(addDays(release.date, -CADENCE.branchOffDaysBeforeRelease));
  const featureFreeze =
    dates.featureFreeze ?? estimated(addDays(branchOff.date, -CADENCE.featureFreezeDaysBeforeBranchOff));
  // Last day of the month after the next release.
  const endOfSupport =
    dates.endOfSupport ??
    estimated(new Date(Date.UTC(nextReleaseDay.getUTCFullYear(), nextReleaseDay.getUTCMonth() + 2, 0)));
  return { name, featureFreeze, branchOff, release, endOfSupport };
}

function assemble(names: string[], recorded: Map<string, RecordedDates>): NixosRelease[] {
  const releases: NixosRelease[] = [];
  for (const name of names) {
    const nextName = releaseNameAfter(name);
    const nextDay = recorded.get(nextName)?.release?.date ?? usualReleaseDay(nextName);
    releases.push(completeRelease(name, recorded.get(name) ?? {}, nextDay));
  }
  return releases;
}

export function buildReleaseCalendar(options: CalendarOptions): ReleaseCalendar {
  const today = dayOf(options.now);
  const horizon = options.horizon ?? 2;
  const overrides = options.overrides ?? {};
  const recorded = new Map(KNOWN_RELEASES.map((entry) => [entry.name, recordedDates(entry)]));
  const names = KNOWN_RELEASES.map((entry) => entry.name);

  if (overrides.release !== undefined && !RELEASE_NAME.test(overrides.release)) {
    throw new Error(`"${overrides.release}" is not a NixOS release name (YY.MM, e.g. 24.05).`);
  }
  if (overrides.release !== undefined && compareReleaseNames(overrides.release, names[0]!) < 0) {
    throw new Error(`Release ${overrides.release} is older than the calendar (it starts at ${names[0]}).`);
  }
  // Extend with future releases until `horizon` of them lie ahead of today and the overridden one is included.
  const unreleasedCount = (): number =>
    assemble(names, recorded).filter((r) => r.release.date.getTime() > today.getTime()).length;
  while (
    unreleasedCount() < horizon ||
    (overrides.release !== undefined && compareReleaseNames(names[names.length - 1]!, overrides.release) < 0)
  ) {
    names.push(releaseNameAfter(names[names.length - 1]!));
  }
  if (overrides.release !== undefined && !names.includes(overrides.release)) {
    throw new Error(`Release ${overrides.release} is not a NixOS release name (releases are YY.05 and YY.11).`);
  }

  const { featureFreeze, branchOff, releaseDate } = overrides;
  if (featureFreeze || branchOff || releaseDate) {
    const target =
      overrides.release ?? assemble(names, recorded).find((r) => r.release.date.getTime() > today.getTime())!.name;
    const input = (date: Day | undefined, what: string): DatedFact | undefined =>
      date === undefined ? undefined : { date: dayOf(date), estimated: false, source: `input ${what}` };
    const dates = recorded.get(target) ?? {};
    recorded.set(target, {
      ...dates,
      featureFreeze: input(featureFreeze, 'feature-freeze') ?? dates.featureFreeze,
      branchOff: input(branchOff, 'branch-off') ?? dates.branchOff,
      release: input(releaseDate, 'release-date') ?? dates.release,
    });
    checkOrder(assemble(names, recorded).find((r) => r.name === target)!);
  }
  return { releases: assemble(names, recorded) };
}

function checkOrder(release: NixosRelease): void {
  const steps: Array<[string, DatedFact]> = [
    ['feature freeze', release.featureFreeze],
    ['branch-off', release.branchOff],
    ['release', release.release],
  ];
  for (let i = 1; i < steps.length; i++) {
    const [earlierName, earlier] = steps[i - 1]!;
    const [laterName, later] = steps[i]!;
    if (earlier.date.getTime() > later.date.getTime()) {
      throw new Error(
        `NixOS ${release.name}: ${earlierName} ${formatDay(earlier.date)} (${earlier.source}) is after its ` +
          `${laterName} ${formatDay(later.date)} (${later.source}); check the date inputs.`
      );
    }
  }
}

// ---------------------------------------------------------------- questions

export function releaseByName(calendar: ReleaseCalendar, name: string): NixosRelease | undefined {
  return calendar.releases.find((release) => release.name === name);
}

/** The newest release with REL(R) <= the day of `now`. */
export function currentStable(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const today = dayOf(now).getTime();
  return calendar.releases.filter((r) => r.release.date.getTime() <= today).at(-1);
}

/** The first release with REL(R) > the day of `now`. */
export function upcomingRelease(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const today = dayOf(now).getTime();
  return calendar.releases.find((r) => r.release.date.getTime() > today);
}

/** The release after R in the calendar. */
export function nextRelease(calendar: ReleaseCalendar, release: NixosRelease | string): NixosRelease | undefined {
  const name = typeof release === 'string' ? release : release.name;
  const index = calendar.releases.findIndex((r) => r.name === name);
  return index < 0 ? undefined : calendar.releases[index + 1];
}

/**
 * Phase of the stable branch of R on the day of `now`: pre-release from
 * BO(R) inclusive to REL(R) exclusive, supported from REL(R) to EOS(R)
 * exclusive, retired from EOS(R) on.
 */
export function stablePhase(release: NixosRelease, now: Date): StablePhase {
  const today = dayOf(now).getTime();
  if (today < release.branchOff.date.getTime()) return 'before-branch-off';
  if (today < release.release.date.getTime()) return 'pre-release';
  if (today < release.endOfSupport.date.getTime()) return 'supported';
  return 'retired';
}

/** "2024-05-31" or "2024-05-31 (estimated)", for messages. */
export function describeDate(fact: DatedFact): string {
  return fact.estimated ? `${formatDay(fact.date)} (estimated)` : formatDay(fact.date);
}
