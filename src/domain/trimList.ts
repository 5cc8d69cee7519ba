// The trim list of NixOS release R: what every audited package family must
// remove or mark for R, from its upstream ends of life and its own rules.
// evaluate/trimList.ts works it out; the trim-list issue only renders it.
import type { FamilyProfile } from './family.js';
import type { Day, Finding, NixosRelease, RuleId, WorkItem, WorkStep } from './types.js';

/**
 * The three parts of a family's trim list: what master still packages past its
 * end (first: it is late already, and an item of the next part may need it done),
 * what master must drop before R branches off, and what each live release
 * branch must mark or remove.
 */
export type TrimSection = 'before-branch-off' | 'past-end-on-master' | 'live-releases';

export const TRIM_SECTIONS: readonly TrimSection[] = ['past-end-on-master', 'before-branch-off', 'live-releases'];

/** The upstream end of life an item rests on, and how sure it is. */
export interface TrimEnd {
  date: Day;
  /** `known`: upstream's day; `estimated`: a day worked out from upstream's habits; `projected`: a family's declared projection. */
  kind: 'known' | 'estimated' | 'projected';
}

export interface TrimItem {
  section: TrimSection;
  /** The branch the work is on: master (the unstable branch read), or a live release's branch. */
  branch: string;
  /** The attribute it is about ("k3s_1_34"); with `step`, the key of its box, as its work item's. */
  subject?: string;
  step: WorkStep;
  /**
   * What to do, in the words of the family's dashboard (its work item's fix) or,
   * for a minor the family's release plan drops at the branch-off, its checklist's.
   * With `firstElsewhere`: the item's own part only, once the items it names first are done.
   */
  fix: string;
  /** With `firstElsewhere`: the items to do first that this list holds too (same family and branch), by subject. */
  first?: string[];
  /** Items to do first that this list does not hold (the family's other work on the branch), by subject. */
  firstElsewhere?: string[];
  /** Why it must go: its trim rules' short reasons (`Fix.reason`), each with its date. */
  reason?: string;
  /** The rule that put it in its section: its most severe finding of those rules; absent for a release plan's minor. */
  rule?: RuleId;
  /** The end of life of its cycle upstream; absent when upstream gives none. */
  end?: TrimEnd;
  /** The work item it comes from, restricted to the findings of the trim list's rules; absent for a release plan's minor. */
  item?: WorkItem;
}

export interface FamilyTrim {
  family: FamilyProfile;
  /**
   * Whether the family has release checklists (k3s): they, not the trim list,
   * mention its team, and its part lists what they plan (the minors dropped at
   * the branch-off), never more nor less.
   */
  checklists: boolean;
  /** In the order of TRIM_SECTIONS; within live releases, the newest release's branch first. */
  items: TrimItem[];
  /** Findings of the trim list's rules that could not decide: a cycle without a known end, facts not read. */
  undecided: Finding[];
  /** What its declaration names and is not there (declaration-mismatch, said once a run): the list of it rests on it. */
  declaration: Finding[];
  /** Its upstream product and why its whole lifecycle is unknown this run, when it is: nothing was decided, on any branch. */
  lifecycleUnknown?: { product: string; why: string };
  /** The branches it was read on: master and the live releases' branches the run read. */
  read: string[];
  /** Branches R's trim list asks about that the run did not read (master, a live release's branch): unknown. */
  unread: string[];
  /**
   * The release master heads for, when it is not R (R has branched off): master's
   * findings of what to drop before a branch-off are that release's, not R's.
   */
  masterHeadsFor?: string;
}

export interface TrimList {
  release: NixosRelease;
  /** One per audited family, in the order of the run. */
  families: FamilyTrim[];
  /** The branches the list asks about that the run did not read, the same for every family: said once. */
  unread: string[];
}
