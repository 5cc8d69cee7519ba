// The release plan of NixOS R: what R ships, keeps and drops at the branch-off,
// the backports the previous stable owes, and the eol-before-eos risk.
// evaluate/releasePlan.ts works it out; the checklists only render it.
import type { DatedFact, Minor, NixosRelease, PolicyName, SourceLocation } from './types.js';

export interface PlannedMinor {
  minor: Minor;
  attr: string;
  /** Version packaged on the plan's branch; absent for a minor that must still be added. */
  packaged?: string;
  /** latest(m) upstream at `now`. */
  latest?: string;
  eol?: DatedFact;
  /** Where the minor is packaged on the plan's branch (what a backport copies). */
  location?: SourceLocation;
  /** Why it ships, stays, goes or is needed; our prose, except a quoted `keep` reason. */
  reason: string;
  /** A dropped minor: the branch it leaves, master (before the branch-off) or `release-R` (at it). */
  removedFrom?: string;
}

export interface BackportStep extends PlannedMinor {
  /** Whether the previous stable packages it already; undefined when that branch was not read. */
  onPrevious?: boolean;
}

export interface PreviousStablePlan {
  /** The current stable at FF(R), else the release before R. */
  release: NixosRelease;
  branch: string;
  /** default(previous), when known. */
  defaultMinor?: Minor;
  /** Where default(previous) came from. */
  source?: string;
  /** m <= shipped minor (`next-release`) or m < shipped minor (`before-next`). */
  inclusive: boolean;
  /** The upgrade path default(previous) < m <= (or <) shipped minor; empty when unknown. */
  path: BackportStep[];
  /** Steps of the path not known to be packaged on the previous stable. */
  owed: BackportStep[];
}

export interface EolBeforeEos {
  minor: Minor;
  attr: string;
  eol: DatedFact;
  endOfSupport: DatedFact;
  /** Days R is supported after the minor's end of life. */
  days: number;
}

export interface ReleasePlan {
  release: NixosRelease;
  policy: PolicyName;
  /** The branch the packaged minors were read from: `release-R` once the report has it, else `master`. */
  basis?: string;
  /** The minor R ships as its default; unknown when no branch was read. */
  ships?: PlannedMinor;
  /** Other minors R keeps (never under `nixpkgs`, except pinned ones). */
  keeps: PlannedMinor[];
  /** Minors packaged (or to be added) on the basis branch that R does not ship. */
  dropped: PlannedMinor[];
  previous?: PreviousStablePlan;
  eolBeforeEos?: EolBeforeEos;
  /** What the plan could not work out, in words. */
  notes: string[];
}
