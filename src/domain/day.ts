// Calendar days, UTC midnight: what the policy compares ("correct to the day").
// date-fns does the arithmetic in UTC through UTCDate, so a runner outside UTC
// never shifts a day; the results are plain Dates again.
import { UTCDate } from '@date-fns/utc';
import {
  addDays as addDaysUtc,
  addMonths as addMonthsUtc,
  differenceInCalendarDays,
  formatISO,
  isValid,
  parseISO,
  startOfDay,
} from 'date-fns';
import type { Day } from './types.js';

/** Kubernetes supports a minor about 14 months: the EOL estimate when none is published. */
export const ESTIMATED_SUPPORT_MONTHS = 14;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

const plain = (date: Date): Day => new Date(date.getTime());

/** "2024-05-31" -> that day; undefined unless a real calendar day (2024-02-30 is not). */
export function tryParseDay(text: string): Day | undefined {
  const trimmed = text.trim();
  if (!DAY_PATTERN.test(trimmed)) return undefined;
  // parseISO refuses a day its month does not have; isMatch would build a parser at every call (slow, cold).
  const day = parseISO(trimmed, { in: (value) => new UTCDate(value) });
  return isValid(day) ? plain(day) : undefined;
}

/** As tryParseDay, but throws an error that quotes the text. */
export function parseDay(text: string): Day {
  const day = tryParseDay(text);
  if (!day || text !== text.trim())
    throw new Error(`Invalid date "${text}": expected a calendar day written YYYY-MM-DD, e.g. 2024-05-31.`);
  return day;
}

/** "2025-06-28" for the UTC day of an instant. */
export function formatDay(day: Date): string {
  return formatISO(new UTCDate(day), { representation: 'date' });
}

/** The calendar day (UTC) an instant falls on. */
export function dayOf(instant: Date): Day {
  return plain(startOfDay(new UTCDate(instant)));
}

export function addDays(day: Day, days: number): Day {
  return plain(addDaysUtc(new UTCDate(day), days));
}

/** Adds calendar months, clamping to the month's last day (Dec 31 + 2 months = Feb 28/29). */
export function addMonths(day: Day, months: number): Day {
  return plain(addMonthsUtc(new UTCDate(day), months));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return differenceInCalendarDays(new UTCDate(to), new UTCDate(from));
}
