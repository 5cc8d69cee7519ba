// Versions of a family's packages (1.30.2+k3s2, 1.34.2+rke2r1): parsing and
// ordering. Minor lines: minor.ts.
import semver from 'semver';
import type { FamilyTraits } from './family.js';
import type { Minor, PackageVersion } from './types.js';

type VersionFormat = Pick<FamilyTraits, 'buildTag'>;

const VERSION = /^v?(\d+\.\d+\.\d+)\+(\S+)$/;
const BUILD_NUMBER = /^(?:0|[1-9]\d*)$/;

/**
 * Parses `1.30.2+k3s2` or `v1.30.2+k3s2` with the family's build tag; undefined for
 * anything that is not a stable version of the family. Only stable tags: a
 * pre-release (-rc1, -alpha1...) or a tag without +<tag>N never matches.
 */
export function parseVersion(format: VersionFormat, text: string): PackageVersion | undefined {
  const match = VERSION.exec(text.trim());
  if (!match || !match[2].startsWith(format.buildTag)) return undefined;
  const buildNumber = match[2].slice(format.buildTag.length);
  if (!BUILD_NUMBER.test(buildNumber)) return undefined;
  // semver rejects leading zeros and oversized numbers in major.minor.patch.
  const core = semver.parse(match[1]);
  if (!core) return undefined;
  const build = Number(buildNumber);
  if (!Number.isSafeInteger(build)) return undefined;
  return makeVersion(format, { major: core.major, minor: core.minor, patch: core.patch, build });
}

/** Builds a version (with its canonical text) from its numbers. */
export function makeVersion(
  format: VersionFormat,
  parts: Pick<PackageVersion, 'major' | 'minor' | 'patch' | 'build'>,
): PackageVersion {
  const { major, minor, patch, build } = parts;
  return { major, minor, patch, build, text: `${major}.${minor}.${patch}+${format.buildTag}${build}` };
}

/** Orders by (major, minor, patch, build); semver would call 1.30.2+k3s1 and +k3s2 equal. */
export function compareVersions(a: PackageVersion, b: PackageVersion): number {
  return a.major - b.major || a.minor - b.minor || a.patch - b.patch || a.build - b.build;
}

/** The minor line of a version: "1.30". */
export function minorOf(version: PackageVersion): Minor {
  return `${version.major}.${version.minor}`;
}
