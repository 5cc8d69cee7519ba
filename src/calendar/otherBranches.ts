// Which nixpkgs branches matter on a day, by the phases of their releases: the
// branches a scheduled run audits.
import type { Branch, ReleaseCalendar } from '../domain/types.js';
import { stablePhase } from './releaseCalendar.js';

/** master and every release branch in its pre-release or supported phase at `now`. */
export function branchesThatMatter(calendar: ReleaseCalendar, now: Date): Branch[] {
  const list: Branch[] = [{ name: 'master', kind: 'unstable' }];
  for (const release of calendar.releases) {
    const phase = stablePhase(release, now);
    if (phase === 'pre-release' || phase === 'supported')
      list.push({ name: `release-${release.name}`, kind: 'stable', release: release.name });
  }
  return list;
}

/** Whether two branches are the same line: master and its aliases, or release-R and its channels. */
export function sameBranch(a: Branch, b: Branch): boolean {
  return a.kind === 'unstable' ? b.kind === 'unstable' : a.release === b.release && b.kind === 'stable';
}
