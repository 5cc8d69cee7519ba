// Which upstream releases are facts on a day: one notion for the rules, the
// gatherer and every report, so the minors' table and the findings never
// disagree about a release published later on the audited day.
import { dayOf } from './day.js';
import type { UpstreamRelease } from './types.js';
import { compareVersions } from './version.js';

/** A release counts from the UTC day it is published, whatever the hour: published on or before the day of `now`. */
export function publishedBy(release: Pick<UpstreamRelease, 'publishedAt'>, now: Date): boolean {
  return dayOf(release.publishedAt).getTime() <= dayOf(now).getTime();
}

/** latest(m): the newest of `releases` (a minor's) published on or before the day of `now`. */
export function latestRelease(releases: readonly UpstreamRelease[], now: Date): UpstreamRelease | undefined {
  let best: UpstreamRelease | undefined;
  for (const release of releases) {
    if (!publishedBy(release, now)) continue;
    if (!best || compareVersions(release.version, best.version) > 0) best = release;
  }
  return best;
}
