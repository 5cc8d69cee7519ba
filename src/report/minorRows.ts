// One row per packaged minor: what is packaged next to what upstream offers.
// Part of the report model (model.ts): every output shows the same rows.
import type {
  DatedFact,
  Finding,
  Minor,
  PackagedState,
  PackageVersion,
  SourceLocation,
  UpstreamFacts,
  UpstreamRelease,
} from '../domain/types.js';
import { compareMinors } from '../domain/minor.js';
import { latestRelease } from '../domain/releases.js';
import { compareVersions } from '../domain/version.js';

/**
 * Informational status of a row; the findings are what the policy decides.
 * `supported`: a declared family's cycle whose version was not read, before
 * its end upstream. `upstream-unknown`: the family's upstream facts were not
 * read this run, so nothing is known of any of its minors.
 */
export type MinorStatus = 'eol' | 'behind' | 'up-to-date' | 'supported' | 'unknown' | 'upstream-unknown' | 'unreadable';

export interface MinorRow {
  attr: string;
  minor: Minor;
  /** The packaged version, and where it is written; absent when the minor's files could not be read. */
  version?: PackageVersion;
  location?: SourceLocation;
  /** The family's plain alias (`k3s`) points here. */
  isDefault: boolean;
  /** The family's channel aliases that name this attribute (`rke2_stable`), when it has any. */
  channelAliases: string[];
  /** latest(m): newest stable release published on or before the day of now, as the rules count it. */
  latest?: UpstreamRelease;
  /** A finding of the branch asks for that latest release (patch-behind's "→ 1.35.12+k3s1"): the row need not name it again. */
  latestAsked: boolean;
  eol?: DatedFact;
  status: MinorStatus;
}

/**
 * Newest minor first, as a reader scans for "what is current"; a minor whose
 * files cannot be read among them. `findings`: the branch's.
 */
export function minorRows(
  packaged: PackagedState,
  upstream: UpstreamFacts,
  now: Date,
  findings: readonly Finding[] = [],
): MinorRow[] {
  const read = packaged.minors.map((pm) => ({
    attr: pm.attr,
    minor: pm.minor,
    version: pm.version,
    location: pm.versionLocation ?? pm.location,
    readable: true,
  }));
  const unreadable = (packaged.unreadable ?? [])
    .filter((u) => !packaged.minors.some((pm) => pm.attr === u.attr))
    .map((u) => ({ attr: u.attr, minor: u.minor, version: undefined, location: undefined, readable: false }));
  return [...read, ...unreadable]
    .sort((a, b) => compareMinors(b.minor, a.minor))
    .map(({ attr, minor, version, location, readable }) => {
      const lifecycle = upstream.minors.get(minor);
      const latest = lifecycle ? latestRelease(lifecycle.releases, now) : undefined;
      const eol = lifecycle?.eol;
      const isDefault =
        packaged.defaultAttr !== undefined ? packaged.defaultAttr === attr : packaged.defaultMinor === minor;
      const channelAliases = (packaged.channelAliases ?? []).filter((a) => a.target === attr).map((a) => a.attr);
      const status = !readable
        ? 'unreadable'
        : upstream.unknown !== undefined
          ? 'upstream-unknown'
          : version && (latest !== undefined || upstream.endOfLife === undefined)
            ? statusOf(version, latest, eol, now)
            : // A lifecycle without a latest version (endoflife.date's, often) says ended or supported, never unknown.
              cycleStatus(eol, lifecycle, now);
      return {
        attr,
        minor,
        ...(version && location ? { version, location } : {}),
        isDefault,
        channelAliases,
        latest,
        latestAsked: findings.some(
          (f) => f.minor === minor && latest !== undefined && f.expected === latest.version.text,
        ),
        eol,
        status,
      };
    });
}

/** A cycle read without its version: ended, known upstream, or not. */
function cycleStatus(eol: DatedFact | undefined, lifecycle: object | undefined, now: Date): MinorStatus {
  if (eol && eol.date.getTime() <= now.getTime()) return 'eol';
  return lifecycle ? 'supported' : 'unknown';
}

function statusOf(
  version: PackageVersion,
  latest: UpstreamRelease | undefined,
  eol: DatedFact | undefined,
  now: Date,
): MinorStatus {
  // EOL(m) <= t, right on the boundary day too.
  if (eol && eol.date.getTime() <= now.getTime()) return 'eol';
  if (!latest) return 'unknown';
  return compareVersions(version, latest.version) < 0 ? 'behind' : 'up-to-date';
}
