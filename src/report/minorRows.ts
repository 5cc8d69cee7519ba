// One row per packaged minor: what is packaged next to what upstream offers.
// Shared by the Markdown and terminal reports so both say the same thing.
import type { DatedFact, PackagedMinor, PackagedState, UpstreamFacts, UpstreamRelease } from '../domain/types.js';
import { compareMinors } from '../domain/minor.js';
import { compareVersions } from '../domain/version.js';

/** Informational status of a row; the findings are what the policy decides. */
export type MinorStatus = 'eol' | 'behind' | 'up-to-date' | 'unknown';

export interface MinorRow {
  packaged: PackagedMinor;
  /** The family's plain alias (`k3s`) points here. */
  isDefault: boolean;
  /** The family's channel aliases that name this attribute (`rke2_stable`), when it has any. */
  channelAliases: string[];
  /** latest(m): newest stable release published on or before now. */
  latest?: UpstreamRelease;
  eol?: DatedFact;
  status: MinorStatus;
}

export function latestRelease(releases: readonly UpstreamRelease[], now: Date): UpstreamRelease | undefined {
  let best: UpstreamRelease | undefined;
  for (const release of releases) {
    if (release.publishedAt.getTime() > now.getTime()) continue;
    if (!best || compareVersions(release.version, best.version) > 0) best = release;
  }
  return best;
}

/** Newest minor first, as a reader scans for "what is current". */
export function minorRows(packaged: PackagedState, upstream: UpstreamFacts, now: Date): MinorRow[] {
  return [...packaged.minors]
    .sort((a, b) => compareMinors(b.minor, a.minor))
    .map((minor) => {
      const lifecycle = upstream.minors.get(minor.minor);
      const latest = lifecycle ? latestRelease(lifecycle.releases, now) : undefined;
      const eol = lifecycle?.eol;
      const isDefault =
        packaged.defaultAttr !== undefined
          ? packaged.defaultAttr === minor.attr
          : packaged.defaultMinor === minor.minor;
      const channelAliases = (packaged.channelAliases ?? []).filter((a) => a.target === minor.attr).map((a) => a.attr);
      return { packaged: minor, isDefault, channelAliases, latest, eol, status: statusOf(minor, latest, eol, now) };
    });
}

function statusOf(
  minor: PackagedMinor,
  latest: UpstreamRelease | undefined,
  eol: DatedFact | undefined,
  now: Date,
): MinorStatus {
  // EOL(m) <= t, right on the boundary day too.
  if (eol && eol.date.getTime() <= now.getTime()) return 'eol';
  if (!latest) return 'unknown';
  return compareVersions(minor.version, latest.version) < 0 ? 'behind' : 'up-to-date';
}
