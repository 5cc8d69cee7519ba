// Calendar days, UTC midnight: what the policy compares ("correct to the day").
// date-fns works in the local time zone, which could shift a day on a runner
// outside UTC, so the little arithmetic needed is done on UTC fields.
import type { Day } from './types.js';

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const MS_PER_DAY = 86_400_000;

/** Kubernetes supports a minor about 14 months: the EOL estimate when none is published. */
export const ESTIMATED_SUPPORT_MONTHS = 14;

/** "2024-05-31" -> that day; undefined unless a real calendar day (2024-02-30 is not). */
export function tryParseDay(text: string): Day | undefined {
  const match = DAY_PATTERN.exec(text.trim());
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : undefined;
  return day && formatDay(day) === text.trim() ? day : undefined;
}

/** As tryParseDay, but throws an error that quotes the text. */
export function parseDay(text: string): Day {
  const day = tryParseDay(text);
  if (!day || text !== text.trim()) throw new Error(`Invalid date "${text}": expected a calendar day written YYYY-MM-DD, e.g. 2024-05-31.`);
  return day;
}

/** "2025-06-28" for the UTC day of an instant. */
export function formatDay(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** The calendar day (UTC) an instant falls on. */
export function dayOf(instant: Date): Day {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}

export function addDays(day: Day, days: number): Day {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
}

/** Adds calendar months, clamping to the month's last day (Dec 31 + 2 months = Feb 28/29). */
export function addMonths(day: Day, months: number): Day {
  const lastOfTarget = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, Math.min(day.getUTCDate(), lastOfTarget)));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / MS_PER_DAY);
}
