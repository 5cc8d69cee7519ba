// Joins a family's upstream releases and the Kubernetes lifecycle into per-minor facts as of `now`.
import { minorOf } from '../../domain/version.js';
import { compareMinors } from '../../domain/minor.js';
import { publishedBy } from '../../domain/releases.js';
import type { DatedFact, Day, Minor, MinorLifecycle, UpstreamFacts, UpstreamRelease } from '../../domain/types.js';
import {
  addMonths as addUtcMonths,
  dayOf as utcDay,
  ESTIMATED_SUPPORT_MONTHS,
  formatDay as dayText,
} from '../../domain/day.js';
import type { KubernetesLifecycle } from './kubernetesLifecycle.js';
import { compareReleasesNewestFirst } from './releases.js';

/**
 * Per minor: releases published on or before the day of `now` (highest version first;
 * a release counts from its UTC publication day, whatever the hour), GA(m) as the day
 * of the first of them, and EOL(m) from eol.yaml, else schedule.yaml, else GA + 14 months
 * (estimated). Minors known only from the lifecycle files are kept, without GA, so that a
 * packaged minor older than the releases read still has its EOL.
 */
export function buildUpstreamFacts(
  repository: string,
  releases: readonly UpstreamRelease[],
  lifecycle: KubernetesLifecycle,
  now: Date,
): UpstreamFacts {
  const notes = [...lifecycle.notes];
  const byMinor = new Map<Minor, UpstreamRelease[]>();
  let future = 0;
  for (const release of releases) {
    if (!publishedBy(release, now)) {
      future += 1;
      continue;
    }
    const minor = minorOf(release.version);
    const list = byMinor.get(minor) ?? [];
    list.push(release);
    byMinor.set(minor, list);
  }
  if (future > 0) notes.push(`${future} release(s) of ${repository} published after ${dayText(now)} were ignored.`);

  const allMinors = new Set<Minor>([...byMinor.keys(), ...lifecycle.eol.keys(), ...lifecycle.schedule.keys()]);
  const minors = new Map<Minor, MinorLifecycle>();
  for (const minor of [...allMinors].sort(compareMinors)) {
    const minorReleases = (byMinor.get(minor) ?? []).sort(compareReleasesNewestFirst);
    const entry: MinorLifecycle = { minor, releases: minorReleases };
    if (minorReleases.length > 0) {
      const first = Math.min(...minorReleases.map((r) => r.publishedAt.getTime()));
      entry.ga = utcDay(new Date(first));
    }
    const eol = endOfLife(minor, entry.ga, lifecycle);
    if (eol) {
      entry.eol = eol;
      if (eol.estimated) {
        notes.push(
          `No Kubernetes end-of-life date for ${minor} in ${lifecycle.sources.eol} or ${lifecycle.sources.schedule}; ` +
            `estimated as GA + ${ESTIMATED_SUPPORT_MONTHS} months: ${dayText(eol.date)}.`,
        );
      }
    }
    minors.set(minor, entry);
  }
  return { repository, minors, notes };
}

function endOfLife(minor: Minor, ga: Day | undefined, lifecycle: KubernetesLifecycle): DatedFact | undefined {
  // eol.yaml records what happened; schedule.yaml what was planned (EOL dates have moved).
  const actual = lifecycle.eol.get(minor);
  if (actual) return { date: actual, estimated: false, source: 'eol.yaml' };
  const planned = lifecycle.schedule.get(minor);
  if (planned) return { date: planned, estimated: false, source: 'schedule.yaml' };
  if (ga)
    return {
      date: addUtcMonths(ga, ESTIMATED_SUPPORT_MONTHS),
      estimated: true,
      source: `GA + ${ESTIMATED_SUPPORT_MONTHS} months`,
    };
  return undefined;
}
