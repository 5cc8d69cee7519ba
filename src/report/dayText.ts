// Days in reports are UTC calendar days; local time zones must never shift them.
import type { Day } from '../domain/types.js';

/** "2025-06-28" for the UTC day of `d`. */
export function dayText(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** UTC midnight of the day `now` falls on. */
export function dayOf(now: Date): Day {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The same UTC calendar day `years` later (negative: earlier). */
export function addUtcYears(d: Date, years: number): Day {
  return new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()));
}
