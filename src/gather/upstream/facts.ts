// Joins a family's upstream releases and the Kubernetes lifecycle into per-minor facts as of `now`;
// either of them unknown this run makes the family's upstream unknown: no minor known, none ended.
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
import { compareReleasesNewestFirst, type FetchedReleases, type NotRead } from './releases.js';

/**
 * Per minor: releases published on or before the day of `now` (highest version first;
 * a release counts from its UTC publication day, whatever the hour), GA(m) as the day
 * of the first of them, and EOL(m) from eol.yaml, else schedule.yaml, else GA + 14 months
 * (estimated). Minors known only from the lifecycle files are kept, without GA, so that a
 * packaged minor older than the releases read still has its EOL. Releases or a
 * lifecycle that could not be read (`unknown`) give no minor at all, rather than
 * ends estimated from half the facts: the rules say once that they could not decide.
 */
export function buildUpstreamFacts(
  repository: string,
  fetched: { releases: readonly UpstreamRelease[]; unknown?: FetchedReleases['unknown'] },
  lifecycle: KubernetesLifecycle,
  now: Date,
): UpstreamFacts {
  const notRead = [fetched.unknown, lifecycle.unknown].filter((data): data is NotRead => data !== undefined);
  if (notRead.length > 0) {
    const [what, give] = [notRead.map((d) => d.what), notRead.flatMap((d) => d.give)].map(andText);
    const unknown = `${what} ${notRead.length > 1 ? 'were' : 'was'} not read offline; give ${give}`;
    return { repository, minors: new Map(), notes: [], unknown };
  }
  const { releases } = fetched;
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

/** "a", "a and b", "a, b and c". */
function andText(items: readonly string[]): string {
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '');
}
