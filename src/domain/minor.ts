// Minor lines (1.30, 1_30, k3s_1_30) and a declared family's cycles (16,
// 3.13): parsing and ordering. Apart from version.ts, so that code that only
// reads minors (the inputs, at start-up) does not load semver. Attribute names
// of a family's minors: family.ts.
import type { Minor } from './types.js';

// A family's attribute prefix (k3s_, rke2_) may precede the minor.
const MINOR = /^(?:[A-Za-z][A-Za-z0-9]*_)?(0|[1-9]\d*)[._](0|[1-9]\d*)$/;
// A declared family's cycle as upstream names it: one number or two.
const CYCLE = /^(0|[1-9]\d*)(?:\.(0|[1-9]\d*))?$/;

/** Accepts "1.30", "1_30" and an attribute such as "k3s_1_30": a Kubernetes minor, two numbers. */
export function parseMinor(text: string): { major: number; minor: number } | undefined {
  const match = MINOR.exec(text.trim());
  if (!match) return undefined;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (!Number.isSafeInteger(major) || !Number.isSafeInteger(minor)) return undefined;
  return { major, minor };
}

/** A cycle's numbers: "16" -> [16], "3.13" -> [3, 13]; and every spelling of a minor parseMinor accepts. */
export function parseCycle(text: string): readonly number[] | undefined {
  const minor = parseMinor(text);
  if (minor) return [minor.major, minor.minor];
  const match = CYCLE.exec(text.trim());
  if (!match) return undefined;
  const numbers = match
    .slice(1)
    .filter((part) => part !== undefined)
    .map(Number);
  return numbers.every(Number.isSafeInteger) ? numbers : undefined;
}

function requireCycle(text: string): readonly number[] {
  const parsed = parseCycle(text);
  if (!parsed) throw new Error(`"${text}" is not a minor such as 1.30, nor a cycle such as 16`);
  return parsed;
}

/**
 * Numeric order of minors and cycles, in any spelling parseCycle accepts: 1.9
 * < 1.10, 9 < 16, 16 < 16.1. Throws on text that is neither.
 */
export function compareMinors(a: string, b: string): number {
  const x = requireCycle(a);
  const y = requireCycle(b);
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/** Normalises any accepted minor spelling to "1.30" (two numbers: a Kubernetes minor). */
export function normalizeMinor(text: string): Minor | undefined {
  const parsed = parseMinor(text);
  return parsed ? `${parsed.major}.${parsed.minor}` : undefined;
}

/** Normalises a declared family's cycle, of one number or two, to "16" or "3.13"; a minor to "1.30". */
export function normalizeCycle(text: string): Minor | undefined {
  const parsed = parseCycle(text);
  if (!parsed) return undefined;
  return parsed.length === 1 ? `${parsed[0]}` : `${parsed[0]}.${parsed[1]}`;
}
