// k3s versions (1.30.2+k3s2): parsing and ordering. Minor lines: minor.ts.
import semver from 'semver';
import type { K3sVersion, Minor } from './types.js';

// Only stable tags: a pre-release (-rc1, -alpha1...) or a tag without +k3sN never matches.
const K3S_VERSION = /^v?(\d+\.\d+\.\d+)\+k3s(0|[1-9]\d*)$/;

/** Parses `1.30.2+k3s2` or `v1.30.2+k3s2`; undefined for anything that is not a stable k3s version. */
export function parseK3sVersion(text: string): K3sVersion | undefined {
  const match = K3S_VERSION.exec(text.trim());
  if (!match) return undefined;
  // semver rejects leading zeros and oversized numbers in major.minor.patch.
  const core = semver.parse(match[1]);
  if (!core) return undefined;
  const k3s = Number(match[2]);
  if (!Number.isSafeInteger(k3s)) return undefined;
  return makeK3sVersion({ major: core.major, minor: core.minor, patch: core.patch, k3s });
}

/** Builds a K3sVersion (with its canonical text) from its numbers. */
export function makeK3sVersion(parts: Pick<K3sVersion, 'major' | 'minor' | 'patch' | 'k3s'>): K3sVersion {
  const { major, minor, patch, k3s } = parts;
  return { major, minor, patch, k3s, text: `${major}.${minor}.${patch}+k3s${k3s}` };
}

/** Orders by (major, minor, patch, k3sN); semver would call 1.30.2+k3s1 and +k3s2 equal. */
export function compareK3sVersions(a: K3sVersion, b: K3sVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || a.k3s - b.k3s;
}

/** The minor line of a version: "1.30". */
export function minorOf(version: K3sVersion): Minor {
  return `${version.major}.${version.minor}`;
}

