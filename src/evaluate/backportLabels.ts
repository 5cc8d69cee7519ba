// The backport labels a pull request of master will need: it changes the
// version of a minor that a live release also packages, so that release will
// want the same change (nixpkgs' backport action opens it from the label
// `backport release-R`). A notice of the pull request check, never a failure:
// whether to backport is the maintainers' call. Pure.
import type { BranchAudit, Minor } from '../domain/types.js';
import { backportLabel } from './pullRequestWork.js';

export interface BackportLabel {
  /** "release-26.05" */
  branch: string;
  /** "backport release-26.05" */
  label: string;
  /** The minors the pull request changes that this release packages, in the head's order. */
  minors: Minor[];
}

/** One per live release that packages a minor whose version the head changes; none for a pull request of a release branch. */
export function backportLabelsNeeded(
  head: Pick<BranchAudit, 'branch' | 'packaged' | 'others'>,
  base: Pick<BranchAudit, 'packaged'>,
): BackportLabel[] {
  if (head.branch.kind !== 'unstable') return [];
  const changed = head.packaged.minors
    .filter((m) => {
      const before = base.packaged.minors.find((b) => b.minor === m.minor);
      return before !== undefined && before.version?.text !== m.version?.text;
    })
    .map((m) => m.minor);
  if (changed.length === 0) return [];
  return (head.others.liveReleases ?? []).flatMap((release) => {
    const minors = changed.filter((minor) => release.minors?.includes(minor));
    return minors.length > 0 ? [{ branch: release.branch, label: backportLabel(release.branch), minors }] : [];
  });
}
