// The NixOS release calendar: dates on record, date inputs, and estimates for
// the rest, and the questions the policy asks of it. Pure: the clock is passed in.
import { ACTION_WORDS, sentence, type OptionWords } from '../domain/optionWords.js';
import type { DatedFact, DateInputName, Day, NixosRelease, ReleaseCalendar, StablePhase } from '../domain/types.js';
import { KNOWN_RELEASES, type KnownRelease, type RecordedDay } from './knownReleases.js';

// Day arithmetic lives in domain/day.ts; re-exported for the calendar's callers.
export { addDays, addMonths, dayOf, daysBetween, formatDay, parseDay } from '../domain/day.js';
import { addDays, dayOf, daysBetween, formatDay, parseDay } from '../domain/day.js';

// ---------------------------------------------------------------- estimates

/**
 * Offsets for dates not on record, from the releases 22.05 to 26.05: release
 * on the last day of May/November; branch-off 10 days before the release (on
 * record 6 to 16, most often 9); feature freeze three weeks before branch-off
 * (on record 20 to 23, most often 21); end of support at the end of the month
 * after the next release (every release since 21.05).
 */
export const CADENCE = {
  branchOffDaysBeforeRelease: 10,
  featureFreezeDaysBeforeBranchOff: 21,
} as const;

export const SOURCE_ESTIMATED = 'estimated from the usual cadence';

/**
 * The release wiki (Feature-Freeze-Announcement): the feature freeze is
 * announced eight weeks before the release, and the teams are told then.
 */
export const ANNOUNCEMENT_DAYS_BEFORE_RELEASE = 56;

/** POLICY: the feature-freeze window of R is FF(R) - 14 days <= t <= FF(R). */
export const FEATURE_FREEZE_WINDOW_DAYS = 14;

/**
 * A date input belongs to the release whose release day is nearest; past this
 * many days from every release it belongs to none (a release slips by weeks,
 * and its feature freeze comes some six weeks before it).
 */
const MAX_DAYS_FROM_RELEASE = 92;

const RELEASE_NAME = /^(\d{2})\.(\d{2})$/;

/** Date options that cannot be placed in the calendar: the user's to fix (the CLI exits as for a wrong command line). */
export class DateInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DateInputError';
  }
}

/** Whether `name` is written as a NixOS release is (and nixpkgs tags it): YY.MM, e.g. 26.05. */
export function isReleaseName(name: string): boolean {
  return RELEASE_NAME.test(name);
}

function parseReleaseName(name: string): { year: number; month: number } {
  const match = RELEASE_NAME.exec(name);
  if (!match) throw new Error(`"${name}" is not a NixOS release name (YY.MM, e.g. 24.05).`);
  return { year: 2000 + Number(match[1]), month: Number(match[2]) };
}

/** The name of the NixOS release after `name` (24.11 after 24.05), whether the calendar has it yet or not. */
export function releaseNameAfter(name: string): string {
  const { year, month } = parseReleaseName(name);
  // Releases are YY.05 and YY.11 since 21.05 (RFC 0080); 20.09 was the last September release.
  const next = month === 5 ? { year, month: 11 } : { year: year + 1, month: 5 };
  // Years run from 2020 on, so YY is always two digits.
  return `${next.year - 2000}.${String(next.month).padStart(2, '0')}`;
}

function usualReleaseDay(name: string): Day {
  const { year, month } = parseReleaseName(name);
  // Day 0 of the following month is the last day of the release month.
  return new Date(Date.UTC(year, month, 0));
}

/** Orders release names ("9.x" never occurs: names are two-digit YY.MM). */
export function compareReleaseNames(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** `day`, or `bound` when that is later. */
const notBefore = (day: Day, bound: Day | undefined): Day =>
  bound === undefined ? day : new Date(Math.max(day.getTime(), bound.getTime()));

// ---------------------------------------------------------------- building

export interface CalendarOverrides {
  /** Release the dates belong to; default: the release whose release day is nearest to them. */
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
  /** How the run's front end names the date options, for sources and messages; the action's inputs when absent. */
  words?: OptionWords;
}

interface KnownDates {
  featureFreeze?: DatedFact;
  branchOff?: DatedFact;
  release?: DatedFact;
  endOfSupport?: DatedFact;
}

const estimated = (date: Day): DatedFact => ({ date, estimated: true, source: SOURCE_ESTIMATED });

function recordedDates(entry: KnownRelease): KnownDates {
  const fact = (recorded: RecordedDay | undefined): DatedFact | undefined => {
    if (recorded === undefined) return undefined;
    const { day, source } = typeof recorded === 'string' ? { day: recorded, source: entry.source } : recorded;
    return { date: parseDay(day), estimated: false, source };
  };
  return {
    featureFreeze: fact(entry.featureFreeze),
    branchOff: fact(entry.branchOff),
    release: fact(entry.release),
    endOfSupport: fact(entry.endOfSupport),
  };
}

/**
 * Fills in the dates not known. Estimates never contradict a known date: a
 * release is not estimated before its known branch-off or feature freeze, a
 * branch-off not before its known feature freeze (equal days are valid).
 */
function completeRelease(name: string, dates: KnownDates, nextReleaseDay: Day): NixosRelease {
  const release =
    dates.release ??
    estimated(notBefore(notBefore(usualReleaseDay(name), dates.branchOff?.date), dates.featureFreeze?.date));
  const branchOff =
    dates.branchOff ??
    estimated(notBefore(addDays(release.date, -CADENCE.branchOffDaysBeforeRelease), dates.featureFreeze?.date));
  const featureFreeze =
    dates.featureFreeze ?? estimated(addDays(branchOff.date, -CADENCE.featureFreezeDaysBeforeBranchOff));
  // Last day of the month after the next release.
  const endOfSupport =
    dates.endOfSupport ??
    estimated(new Date(Date.UTC(nextReleaseDay.getUTCFullYear(), nextReleaseDay.getUTCMonth() + 2, 0)));
  return { name, featureFreeze, branchOff, release, endOfSupport };
}

function assemble(names: readonly string[], known: ReadonlyMap<string, KnownDates>): NixosRelease[] {
  return names.map((name) => {
    const nextName = releaseNameAfter(name);
    const nextDay = known.get(nextName)?.release?.date ?? usualReleaseDay(nextName);
    return completeRelease(name, known.get(name) ?? {}, nextDay);
  });
}

type InputField = 'featureFreeze' | 'branchOff' | 'release';
interface DateInput {
  field: InputField;
  /** The option by its action.yml name. */
  name: DateInputName;
  /** The option as the run's front end names it ("input release-date", "--release-date"), for sources and messages. */
  input: string;
  day: Day;
}

function dateInputs(overrides: CalendarOverrides, words: OptionWords): DateInput[] {
  const given: Array<[InputField, DateInputName, Day | undefined]> = [
    ['featureFreeze', 'feature-freeze-date', overrides.featureFreeze],
    ['branchOff', 'branch-off-date', overrides.branchOff],
    ['release', 'release-date', overrides.releaseDate],
  ];
  return given.flatMap(([field, name, day]) =>
    day === undefined ? [] : [{ field, name, input: words.option(name), day: dayOf(day) }],
  );
}

export function buildReleaseCalendar(options: CalendarOptions): ReleaseCalendar {
  const today = dayOf(options.now);
  const horizon = options.horizon ?? 2;
  const named = options.overrides?.release;
  const words = options.words ?? ACTION_WORDS;
  const inputs = dateInputs(options.overrides ?? {}, words);
  const known = new Map(KNOWN_RELEASES.map((entry) => [entry.name, recordedDates(entry)]));
  const names = KNOWN_RELEASES.map((entry) => entry.name);

  if (named !== undefined) {
    parseReleaseName(named);
    if (compareReleaseNames(named, names[0]) < 0) {
      throw new Error(`Release ${named} is older than the calendar (it starts at ${names[0]}).`);
    }
  }
  // Extend with future releases until `horizon` of them lie ahead of today, and
  // until the calendar reaches the named release and every date input.
  const lastInput = Math.max(...inputs.map((i) => i.day.getTime()));
  const needsMore = (releases: NixosRelease[]): boolean =>
    releases.filter((r) => r.release.date.getTime() > today.getTime()).length < horizon ||
    (named !== undefined && compareReleaseNames(releases.at(-1)!.name, named) < 0) ||
    releases.at(-1)!.release.date.getTime() < lastInput;
  const extend = (): void => {
    while (needsMore(assemble(names, known))) names.push(releaseNameAfter(names.at(-1)!));
  };
  extend();
  if (named !== undefined && !names.includes(named)) {
    throw new Error(`Release ${named} is not a NixOS release name (releases are YY.05 and YY.11).`);
  }

  if (inputs.length > 0) {
    const target = named ?? releaseOfInputs(assemble(names, known), inputs, words);
    const dates = known.get(target) ?? {};
    const overridden: KnownDates = { ...dates };
    // Inputs win over dates on record.
    for (const { field, name, input, day } of inputs)
      overridden[field] = { date: day, estimated: false, source: input, input: name };
    known.set(target, overridden);
    // A release date moved before today leaves one release fewer ahead.
    extend();
    checkOrder(
      assemble(names, known).find((r) => r.name === target)!,
      words,
    );
  }
  return { releases: assemble(names, known) };
}

/**
 * The release the date inputs belong to: for each date, the release whose
 * release day (on record or usual) is nearest, the later one on a tie. The
 * action has no input naming the release, and `now` cannot tell: dates for
 * 26.05 given after its release day belong to 26.05 all the same.
 */
function releaseOfInputs(releases: readonly NixosRelease[], inputs: readonly DateInput[], words: OptionWords): string {
  const owners = inputs.map((input) => {
    const distance = (r: NixosRelease): number => Math.abs(daysBetween(r.release.date, input.day));
    const nearest = releases.reduce((best, r) => (distance(r) <= distance(best) ? r : best));
    if (distance(nearest) > MAX_DAYS_FROM_RELEASE) {
      throw new DateInputError(
        `${sentence(input.input)} ${formatDay(input.day)} is not near any NixOS release the calendar knows ` +
          `(${releases[0].name} onwards); check the date.`,
      );
    }
    return { input, release: nearest.name };
  });
  const distinct = [...new Set(owners.map((o) => o.release))];
  if (distinct.length > 1) {
    const which = owners.map((o) => `${o.input.input} ${formatDay(o.input.day)} (NixOS ${o.release})`).join(', ');
    throw new DateInputError(
      `The ${words.dates} belong to different NixOS releases: ${which}. Give the dates of one release.`,
    );
  }
  return distinct[0];
}

/**
 * Known dates of R must come in order; estimates follow them by construction.
 * Equal days are valid: a feature freeze on the branch-off day, a branch-off
 * on the release day.
 */
function checkOrder(release: NixosRelease, words: OptionWords): void {
  const steps: Array<[string, DatedFact]> = [
    ['feature freeze', release.featureFreeze],
    ['branch-off', release.branchOff],
    ['release', release.release],
  ];
  const known = steps.filter(([, fact]) => !fact.estimated);
  for (let i = 1; i < known.length; i++) {
    const [earlierName, earlier] = known[i - 1];
    const [laterName, later] = known[i];
    if (earlier.date.getTime() > later.date.getTime()) {
      throw new DateInputError(
        `NixOS ${release.name}: ${earlierName} ${formatDay(earlier.date)} (${earlier.source}) is after its ` +
          `${laterName} ${formatDay(later.date)} (${later.source}); check the ${words.dates}.`,
      );
    }
  }
}

// ---------------------------------------------------------------- questions

export function releaseByName(calendar: ReleaseCalendar, name: string): NixosRelease | undefined {
  return calendar.releases.find((release) => release.name === name);
}

/** The current stable: the newest release with REL(R) <= the day of `now`. */
export function currentStable(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const today = dayOf(now).getTime();
  return calendar.releases.filter((r) => r.release.date.getTime() <= today).at(-1);
}

/**
 * POLICY's last branched, LB(t): the newest release with BO(R) <= the day of
 * `now`. From a branch-off to its release it is that release (whose notes
 * already describe it against the one before); otherwise the current stable.
 */
export function lastBranched(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const today = dayOf(now).getTime();
  return calendar.releases.filter((r) => r.branchOff.date.getTime() <= today).at(-1);
}

/** POLICY's live releases: every release whose branch is in its pre-release or supported phase on the day of `now`, oldest first. */
export function liveReleases(calendar: ReleaseCalendar, now: Date): NixosRelease[] {
  return calendar.releases.filter((r) => {
    const phase = stablePhase(r, now);
    return phase === 'pre-release' || phase === 'supported';
  });
}

/** The first release with REL(R) > the day of `now`: the one being prepared, branched off or not. */
export function upcomingRelease(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const today = dayOf(now).getTime();
  return calendar.releases.find((r) => r.release.date.getTime() > today);
}

/** POLICY's next: the first release with BO(R) > the day of `now`, the one master is heading for. */
export function nextToBranchOff(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const today = dayOf(now).getTime();
  return calendar.releases.find((r) => r.branchOff.date.getTime() > today);
}

/** The release after R in the calendar. */
export function nextRelease(calendar: ReleaseCalendar, release: NixosRelease | string): NixosRelease | undefined {
  const name = typeof release === 'string' ? release : release.name;
  const index = calendar.releases.findIndex((r) => r.name === name);
  return index < 0 ? undefined : calendar.releases[index + 1];
}

/**
 * Phase of the stable branch of R on the day of `now`: pre-release from BO(R)
 * to the day before REL(R), supported from REL(R) to EOS(R) (the end-of-support
 * day is still supported), retired after.
 */
export function stablePhase(release: NixosRelease, now: Date): StablePhase {
  const today = dayOf(now).getTime();
  if (today < release.branchOff.date.getTime()) return 'before-branch-off';
  if (today < release.release.date.getTime()) return 'pre-release';
  if (today <= release.endOfSupport.date.getTime()) return 'supported';
  return 'retired';
}

/** The feature-freeze window of R: FF(R) - 14 days to FF(R), both days included. */
export function featureFreezeWindow(release: NixosRelease): { opens: Day; closes: Day } {
  const closes = release.featureFreeze.date;
  return { opens: addDays(closes, -FEATURE_FREEZE_WINDOW_DAYS), closes };
}

/** Whether the day of `now` lies in the feature-freeze window of R. */
export function inFeatureFreezeWindow(release: NixosRelease, now: Date): boolean {
  const today = dayOf(now).getTime();
  const { opens, closes } = featureFreezeWindow(release);
  return opens.getTime() <= today && today <= closes.getTime();
}

/** The day R's feature freeze is announced: REL(R) - 8 weeks, from the calendar's release day, estimated or not. */
export function featureFreezeAnnouncement(release: NixosRelease): Day {
  return addDays(release.release.date, -ANNOUNCEMENT_DAYS_BEFORE_RELEASE);
}

/** The release announced and not released on the day of `now`: REL(R) - 8 weeks <= t < REL(R). */
export function announcedRelease(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const upcoming = upcomingRelease(calendar, now);
  return upcoming && featureFreezeAnnouncement(upcoming).getTime() <= dayOf(now).getTime() ? upcoming : undefined;
}

/** The first release whose feature freeze has not passed: FF(R) >= the day of `now`. */
export function nextFeatureFreeze(calendar: ReleaseCalendar, now: Date): NixosRelease | undefined {
  const today = dayOf(now).getTime();
  return calendar.releases.find((r) => r.featureFreeze.date.getTime() >= today);
}

/** What a release branch that was read says of its own release. */
export interface BranchFacts {
  /**
   * Its end of support, as the release managers set it at the branch-off
   * (SUPPORT_END of nixos/modules/misc/version.nix), and the file it was read from.
   */
  supportEnd?: { date: Day; file: string };
}

/**
 * The calendar once release-R was read. Its end of support is the branch's own
 * (`facts.supportEnd`) where the branch says one, over any date on record or
 * estimated. And its branch-off has happened: for the release being prepared
 * (the first not released), a branch-off estimated for a later day gives way
 * to an undated one (the day is today at the latest; no source gives it), and
 * so does a feature freeze estimated after it. Other dates on record and
 * inputs stand, and so do the estimates of a later release: evaluate says when
 * the branch contradicts them.
 */
export function withBranchRead(
  calendar: ReleaseCalendar,
  releaseName: string,
  now: Date,
  facts: BranchFacts = {},
): ReleaseCalendar {
  const today = dayOf(now);
  const upcoming = upcomingRelease(calendar, now);
  return {
    releases: calendar.releases.map((release) => {
      if (release.name !== releaseName) return release;
      const { supportEnd } = facts;
      const read: NixosRelease = supportEnd
        ? {
            ...release,
            endOfSupport: {
              date: supportEnd.date,
              estimated: false,
              source: `release-${release.name} ${supportEnd.file}`,
            },
          }
        : release;
      const { branchOff, featureFreeze } = read;
      if (release !== upcoming) return read;
      if (!branchOff.estimated || branchOff.date.getTime() <= today.getTime()) return read;
      return {
        ...read,
        featureFreeze:
          featureFreeze.date.getTime() > today.getTime() ? { ...featureFreeze, date: today } : featureFreeze,
        branchOff: { date: today, estimated: false, undated: true, source: `release-${release.name} exists` },
      };
    }),
  };
}

/** "2024-05-31", "2024-05-31 (estimated)", or "branched" for a branch-off no source dates, for messages. */
export function describeDate(fact: DatedFact): string {
  if (fact.undated) return 'branched';
  return fact.estimated ? `${formatDay(fact.date)} (estimated)` : formatDay(fact.date);
}
