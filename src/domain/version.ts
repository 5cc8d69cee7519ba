// Versions of a family's packages (1.30.2+k3s2, 1.34.2+rke2r1, and pre-releases
// such as 1.37.0-rc3+k3s1): parsing and ordering. Minor lines: minor.ts.
import semver from 'semver';
import type { Minor, PackageVersion, PreRelease } from './types.js';

/** How a family's versions are written: the build tag after the `+` ("k3s" in 1.30.2+k3s2). */
export type VersionFormat = { buildTag: string };

const VERSION = /^v?(\d+\.\d+\.\d+)(?:-(alpha|beta|rc)(0|[1-9]\d*))?\+(\S+)$/;
const BUILD_NUMBER = /^(?:0|[1-9]\d*)$/;
const PRE_RELEASE_ORDER: Record<PreRelease['label'], number> = { alpha: 0, beta: 1, rc: 2 };

/**
 * Parses `1.30.2+k3s2`, `v1.30.2+k3s2` or the pre-release `1.37.0-rc3+k3s1`
 * with the family's build tag; undefined for anything else (a tag without
 * +<tag>N, another family's tag, leading zeros). Whether a pre-release counts is
 * the caller's question: see isRelease.
 */
export function parseVersion(format: VersionFormat, text: string): PackageVersion | undefined {
  const match = VERSION.exec(text.trim());
  if (!match || !match[4].startsWith(format.buildTag)) return undefined;
  const buildNumber = match[4].slice(format.buildTag.length);
  if (!BUILD_NUMBER.test(buildNumber)) return undefined;
  // semver rejects leading zeros and oversized numbers in major.minor.patch.
  const core = semver.parse(match[1]);
  if (!core) return undefined;
  const build = Number(buildNumber);
  const preNumber = Number(match[3]);
  if (!Number.isSafeInteger(build) || (match[2] !== undefined && !Number.isSafeInteger(preNumber))) return undefined;
  const preRelease = match[2] === undefined ? undefined : { label: match[2] as PreRelease['label'], number: preNumber };
  return makeVersion(format, { major: core.major, minor: core.minor, patch: core.patch, build, preRelease });
}

/** A release, not a pre-release: only releases are ever "latest" upstream. */
export function isRelease(version: PackageVersion): boolean {
  return version.preRelease === undefined;
}

/** Builds a version (with its canonical text) from its numbers. */
export function makeVersion(
  format: VersionFormat,
  parts: Pick<PackageVersion, 'major' | 'minor' | 'patch' | 'build' | 'preRelease'>,
): PackageVersion {
  const { major, minor, patch, build, preRelease } = parts;
  const pre = preRelease ? `-${preRelease.label}${preRelease.number}` : '';
  const text = `${major}.${minor}.${patch}${pre}+${format.buildTag}${build}`;
  return preRelease
    ? { major, minor, patch, build, preRelease: { ...preRelease }, text }
    : { major, minor, patch, build, text };
}

function comparePreReleases(a: PreRelease | undefined, b: PreRelease | undefined): number {
  // A release comes after every pre-release of its patch.
  if (!a || !b) return (a ? -1 : 0) - (b ? -1 : 0);
  return PRE_RELEASE_ORDER[a.label] - PRE_RELEASE_ORDER[b.label] || a.number - b.number;
}

/**
 * Orders by (major, minor, patch, pre-release, build): 1.37.0-rc3+k3s1 <
 * 1.37.0+k3s1, and semver would call 1.30.2+k3s1 and +k3s2 equal.
 */
export function compareVersions(a: PackageVersion, b: PackageVersion): number {
  return (
    a.major - b.major ||
    a.minor - b.minor ||
    a.patch - b.patch ||
    comparePreReleases(a.preRelease, b.preRelease) ||
    a.build - b.build
  );
}

/** The minor line of a version: "1.30". */
export function minorOf(version: PackageVersion): Minor {
  return `${version.major}.${version.minor}`;
}

/**
 * A version as a declared family's upstream and nixpkgs write it, without a
 * build tag ("16.8", "3.13.2", "22.11.0", "26.2.5.9"): its first three numbers
 * for ordering, its text as written. Undefined for text that does not start
 * with a number.
 */
export function plainVersion(text: string): PackageVersion | undefined {
  const match = /^(\d+)(?:\.(\d+))?(?:\.(\d+))?/.exec(text);
  if (!match) return undefined;
  return { major: Number(match[1]), minor: Number(match[2] ?? 0), patch: Number(match[3] ?? 0), build: 0, text };
}

/** Whether a version belongs to a cycle: "17.6" and "17" to 17, "8.3.28" to 8.3; "18.0" not to 1.8. */
export function belongsToCycle(text: string, cycle: string): boolean {
  return text === cycle || (text.startsWith(cycle) && /^[.\-a-z]/.test(text.slice(cycle.length)));
}
