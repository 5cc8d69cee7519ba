#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);

// src/domain/day.ts
var DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
var MS_PER_DAY = 864e5;
var ESTIMATED_SUPPORT_MONTHS = 14;
function tryParseDay(text) {
  const match = DAY_PATTERN.exec(text.trim());
  const day = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : void 0;
  return day && formatDay(day) === text.trim() ? day : void 0;
}
function parseDay(text) {
  const day = tryParseDay(text);
  if (!day || text !== text.trim()) throw new Error(`Invalid date "${text}": expected a calendar day written YYYY-MM-DD, e.g. 2024-05-31.`);
  return day;
}
function formatDay(day) {
  return day.toISOString().slice(0, 10);
}
function dayOf(instant) {
  return new Date(Date.UTC(instant.getUTCFullYear(), instant.getUTCMonth(), instant.getUTCDate()));
}
function addDays(day, days) {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate() + days));
}
function addMonths(day, months) {
  const lastOfTarget = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + months, Math.min(day.getUTCDate(), lastOfTarget)));
}
function daysBetween(from, to) {
  return Math.round((dayOf(to).getTime() - dayOf(from).getTime()) / MS_PER_DAY);
}

// src/domain/minor.ts
var MINOR = /^(?:[A-Za-z][A-Za-z0-9]*_)?(0|[1-9]\d*)[._](0|[1-9]\d*)$/;
function parseMinor(text) {
  const match = MINOR.exec(text.trim());
  if (!match) return void 0;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (!Number.isSafeInteger(major) || !Number.isSafeInteger(minor)) return void 0;
  return { major, minor };
}
function requireMinor(text) {
  const parsed = parseMinor(text);
  if (!parsed) throw new Error(`"${text}" is not a minor such as 1.30`);
  return parsed;
}
function compareMinors(a, b) {
  const x = requireMinor(a);
  const y = requireMinor(b);
  return x.major - y.major || x.minor - y.minor;
}
function normalizeMinor(text) {
  const parsed = parseMinor(text);
  return parsed ? `${parsed.major}.${parsed.minor}` : void 0;
}

export {
  ESTIMATED_SUPPORT_MONTHS,
  tryParseDay,
  parseDay,
  formatDay,
  dayOf,
  addDays,
  addMonths,
  daysBetween,
  parseMinor,
  compareMinors,
  normalizeMinor
};
//# sourceMappingURL=chunk-SOVSQXQ7.js.map
