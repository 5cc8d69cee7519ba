// The upgrade path from a release's default to a target minor. k3s upgrades one
// minor at a time, so users of the default need every released minor after it,
// up to and including the target (`backport-through: next-release`) or up to the
// one before it (`before-next`, the 2023 README). backport-missing and the
// release plan both take the path from here.
import { compareMinors } from '../domain/minor.js';
import type { BackportThrough, Minor } from '../domain/types.js';

/** Whether the path ends at the target itself rather than at the minor before it. */
export function pathIncludesTarget(through: BackportThrough): boolean {
  return through === 'next-release';
}

/** Minors m with from < m <= target (or < target), oldest first; the target counts even when upstream lists no release of it. */
export function upgradePath(from: Minor, target: Minor, released: readonly Minor[], through: BackportThrough): Minor[] {
  const inclusive = pathIncludesTarget(through);
  const candidates = new Set<Minor>([...released, target]);
  return [...candidates]
    .filter((minor) => compareMinors(minor, from) > 0)
    .filter((minor) => (inclusive ? compareMinors(minor, target) <= 0 : compareMinors(minor, target) < 0))
    .sort(compareMinors);
}
