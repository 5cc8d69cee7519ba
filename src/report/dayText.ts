// Days in reports are UTC calendar days; local time zones must never shift them.
export { addMonths, formatDay as dayText, dayOf } from '../domain/day.js';
