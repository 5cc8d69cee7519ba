// Minor lines (1.30, 1_30, k3s_1_30): parsing and ordering. Apart from
// version.ts, so that code that only reads minors (the inputs, at start-up)
// does not load semver. Attribute names of a family's minors: family.ts.
import type { Minor } from './types.js';

// A family's attribute prefix (k3s_, rke2_) may precede the minor.
const MINOR = /^(?:[A-Za-z][A-Za-z0-9]*_)?(0|[1-9]\d*)[._](0|[1-9]\d*)$/;

/** Accepts "1.30", "1_30" and an attribute such as "k3s_1_30". */
export function parseMinor(text: string): { major: number; minor: number } | undefined {
  const match = MINOR.exec(text.trim());
  if (!match) return undefined;
  const major = Number(match[1]);
  const minor = Number(match[2]);
  if (!Number.isSafeInteger(major) || !Number.isSafeInteger(minor)) return undefined;
  return { major, minor };
}

function requireMinor(text: string): { major: number; minor: number } {
  const parsed = parseMinor(text);
  if (!parsed) throw new Error(`"${text}" is not a minor such as 1.30`);
  return parsed;
}

/** Numeric order of minors, in any spelling parseMinor accepts: 1.9 < 1.10. Throws on text that is not a minor. */
export function compareMinors(a: string, b: string): number {
  const x = requireMinor(a);
  const y = requireMinor(b);
  return x.major - y.major || x.minor - y.minor;
}

/** Normalises any accepted minor spelling to "1.30". */
export function normalizeMinor(text: string): Minor | undefined {
  const parsed = parseMinor(text);
  return parsed ? `${parsed.major}.${parsed.minor}` : undefined;
}
