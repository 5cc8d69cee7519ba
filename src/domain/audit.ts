// What one run knows once gathered and evaluated: the facts evaluate takes for
// a branch, and the report of a whole run that the reporters and publishers read.
import type { FamilyProfile } from './family.js';
import type { FamilyPullRequests } from './pullRequests.js';
import type { OptionWords } from './optionWords.js';
import type { ReleasePlan } from './releasePlan.js';
import type {
  Branch,
  BranchAudit,
  Minor,
  OtherBranchFacts,
  PackagedState,
  PolicyOptions,
  ReleaseCalendar,
  UpstreamFacts,
} from './types.js';

/** What the rules of one branch read; evaluate/ adds the rule table that runs on them. */
export interface EvaluationFacts {
  /** The family whose packages are evaluated: its names in messages, its attribute names. */
  family: FamilyProfile;
  now: Date;
  branch: Branch;
  packaged: PackagedState;
  upstream: UpstreamFacts;
  calendar: ReleaseCalendar;
  others: OtherBranchFacts;
  options: PolicyOptions;
  /** Where the packaged state was read; copied to BranchAudit.source. */
  source?: string;
  /** How the run's front end names what its user can give, for the hints of messages; the action's when absent. */
  words?: OptionWords;
  /** What the run found of the family's declaration on every branch it audited; absent: not gathered. */
  declaration?: DeclarationFacts;
}

/**
 * What a run found of a declared family's declaration on all the branches it
 * audited (gather/nixpkgs/declaredState.ts, `declarationFacts`): the facts
 * the rule of declarations (declaration-mismatch) reads, once a run.
 */
export interface DeclarationFacts {
  /** The checkout's branch: where the families file was read, and where the run's findings of it are said. */
  checkout: string;
  /** The branches audited, the checkout's first. */
  branches: string[];
  /** Templates no attribute matches on any branch audited. */
  unmatched: string[];
  /** Declared files no branch audited has. */
  missing: string[];
  /** The cycles its attributes name on the branches audited, packaged or thrown, oldest first. */
  cycles: Minor[];
  /** Its declared defaults that a branch audited binds in a way the layout cannot read, each once with why (the first branch's); absent: none. */
  unreadDefaults?: { alias: string; why: string }[];
}

/**
 * A branch that matters on the audited day which the run tried to read and
 * could not: no tree of it was given (offline), the repository has no such
 * branch (yet), or reading it failed.
 */
export interface UnreadBranch {
  branch: string;
  why: 'no-tree' | 'no-such-branch' | 'unreadable';
  /** What the reader said: "GitHub API NixOS/nixpkgs@release-26.05 could not be read: ...". */
  detail: string;
}

/** Everything one run knows, handed to the reporters. */
export interface AuditReport {
  /** The family audited: reports and issues word themselves with it. */
  family: FamilyProfile;
  now: Date;
  upstream: UpstreamFacts;
  calendar: ReleaseCalendar;
  /** The branches that matter on the audited day (calendar/otherBranches.ts), worked out once a run. */
  branchesThatMatter: readonly Branch[];
  options: PolicyOptions;
  audits: BranchAudit[];
  /** In a pull request check: the base branch evaluated the same way, read through the API. */
  base?: BranchAudit;
  /** The branches that matter which the run tried to read and could not, so did not audit; absent when none. */
  unread?: UnreadBranch[];
  /** The family's pull requests in flight (gather/pullRequests/); absent in a pull request check, which reads none. */
  pullRequests?: FamilyPullRequests;
  /** The plans of the releases the run's checklists are about (evaluate/releasePlan.ts). */
  plans?: ReleasePlan[];
  /** Link to the run (job summary), when running in Actions. */
  runUrl?: string;
  /** Web address of the nixpkgs repository audited ("https://github.com/NixOS/nixpkgs"): reports link files there. */
  repositoryUrl?: string;
}
