// Minor lines of k3s (1.30, 1_30, k3s_1_30): parsing, ordering and the
// nixpkgs attribute names. Apart from k3sVersion.ts, so that code that only
// reads minors (the inputs, at start-up) does not load semver.
import type { Minor } from './types.js';

const MINOR = /^(?:k3s_)?(0|[1-9]\d*)[._](0|[1-9]\d*)$/;

/** Accepts "1.30", "1_30" and "k3s_1_30". */
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
  if (!parsed) throw new Error(`"${text}" is not a k3s minor such as 1.30`);
  return parsed;
}

/** Numeric order of minors: 1.9 < 1.10. Throws on text that is not a minor. */
export function compareMinors(a: Minor, b: Minor): number {
  const x = requireMinor(a);
  const y = requireMinor(b);
  return x.major - y.major || x.minor - y.minor;
}

/** "1.30" -> "k3s_1_30", the nixpkgs attribute of a minor. */
export function attrOfMinor(minor: Minor): string {
  const { major, minor: m } = requireMinor(minor);
  return `k3s_${major}_${m}`;
}

/** "k3s_1_30" -> "1.30"; undefined for attributes that name no minor (such as plain "k3s"). */
export function minorOfAttr(attr: string): Minor | undefined {
  if (!/^k3s_\d+_\d+$/.test(attr)) return undefined;
  const parsed = parseMinor(attr);
  return parsed ? `${parsed.major}.${parsed.minor}` : undefined;
}

/** Normalises any accepted minor spelling to "1.30". */
export function normalizeMinor(text: string): Minor | undefined {
  const parsed = parseMinor(text);
  return parsed ? `${parsed.major}.${parsed.minor}` : undefined;
}
