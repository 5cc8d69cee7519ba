// Days in reports are UTC calendar days; local time zones must never shift them.
import type { Day } from '../domain/types.js';

export { formatDay as dayText, dayOf } from '../domain/day.js';

/** The same UTC calendar day `years` later (negative: earlier). */
export function addUtcYears(d: Date, years: number): Day {
  return new Date(Date.UTC(d.getUTCFullYear() + years, d.getUTCMonth(), d.getUTCDate()));
}
