// The vocabulary of the pipeline: gather -> evaluate -> report -> publish.
// Every module speaks these types; none of them does I/O.

/**
 * A family's release line: a Kubernetes minor 1.30 (k3s, rke2), a PostgreSQL
 * major 16, a Python cycle 3.13; one number or two, always written the same
 * way ("1.30", "16"): what is read (a folder 1_30, an attribute k3s_1_30 or
 * postgresql_16, an input) becomes one where it is gathered (`normalizeMinor`,
 * `normalizeCycle`), so minors compare with ===. k3s and rke2 only make
 * two-number ones.
 */
export type Minor = `${number}` | `${number}.${number}`;

/** A parsed version of a family's package, such as 1.30.2+k3s2 (tag v1.30.2+k3s2). */
export interface PackageVersion {
  major: number;
  minor: number;
  patch: number;
  /** The N of the build tag (+k3sN, +rke2rN); semver ignores it, so it is compared explicitly. */
  build: number;
  /**
   * A pre-release (the rc3 of 1.37.0-rc3+k3s1); absent for a release. It orders
   * before the release of the same patch. Packaged state may be one; upstream
   * counts only releases.
   */
  preRelease?: PreRelease;
  /** Canonical text without the leading v: "1.30.2+k3s2", "1.37.0-rc3+k3s1". */
  text: string;
}

/** rc3 in 1.37.0-rc3+k3s1: alpha before beta before rc, then by number. */
export interface PreRelease {
  label: 'alpha' | 'beta' | 'rc';
  number: number;
}

/** A calendar day, UTC midnight. Days are what the policy compares. */
export type Day = Date;

/** A date with its provenance: known from data/inputs, or estimated. */
export interface DatedFact {
  date: Day;
  estimated: boolean;
  /** Where the date came from, for the report ("calendar", "input release-date", "schedule.yaml"...). */
  source: string;
  /**
   * Known to have happened by `date`, on a day no source gives: the branch-off
   * of a release whose branch was read before its estimated day. Reports say
   * "branched" instead of a day.
   */
  undated?: boolean;
  /** The date option that gave it (`release-date`, by its action.yml name): the user's own date, not the calendar's. */
  input?: DateInputName;
}

/** The date options of a run, by their action.yml names. */
export type DateInputName = 'feature-freeze-date' | 'branch-off-date' | 'release-date';

// ---------------------------------------------------------------- upstream

export interface UpstreamRelease {
  version: PackageVersion;
  tag: string;
  publishedAt: Date;
  /** Release title as written upstream: untrusted text, render inert. */
  name?: string;
  url?: string;
}

/** What is known upstream about one minor. */
export interface MinorLifecycle {
  minor: Minor;
  /** GA(m): first stable release of the minor, when one was seen. */
  ga?: Day;
  /** Stable releases of this minor, newest first. */
  releases: UpstreamRelease[];
  /** EOL(m): Kubernetes end of life, estimated as GA + 14 months when unknown; a declared family's: upstream's, or projected, or none. */
  eol?: DatedFact;
  /** Whether upstream calls it a long-term support cycle (endoflife.date's isLts); absent when not told. */
  lts?: boolean;
}

export interface UpstreamFacts {
  repository: string;
  /** The local file the releases were read from instead of the repository (the CLI's --k3s-releases), as reports name it. */
  releasesFile?: string;
  /** Keyed by minor ("1.30"). */
  minors: Map<Minor, MinorLifecycle>;
  /** Human notes on how the facts were obtained (fallbacks, sources). */
  notes: string[];
  /**
   * channel(t): the `latest` version of the `stable` channel in the upstream
   * channel file as it stood at t. Read only when a rule needs it
   * (`default-target: stable-channel`); `minor` absent when it could not be
   * read, and `source` says why.
   */
  stableChannel?: StableChannel;
  /**
   * The stable channel as it stood on the branch-off day of the release in its
   * pre-release phase at t: S(R), what that release ships, follows it. Read
   * only under `default-target: stable-channel`, between a branch-off and its release.
   */
  branchOffChannel?: { release: string; channel: StableChannel };
  /**
   * For a family whose lifecycle is an endoflife.date product: the product. An
   * end such facts do not give is never estimated: an unknown end is never ended.
   */
  endOfLife?: {
    product: string;
    /** endoflife.date answered that it has no such product (HTTP 404): the declaration names none. */
    notFound?: true;
  };
  /**
   * Why this family's upstream facts are unknown this run, when they are (no
   * file gave them offline, endoflife.date not read): then no cycle is known,
   * none has ended, and the rules that need them say once that they could not decide.
   */
  unknown?: string;
}

export interface StableChannel {
  minor?: Minor;
  /** The version the channel names, as written there ("v1.33.4+k3s1"): untrusted text. */
  version?: string;
  /** Where it was read ("k3s-io/k3s channel.yaml at 1a2b3c4, 2026-05-01"), or why it could not be. */
  source: string;
}

// ---------------------------------------------------------------- nixpkgs

/** A place in the nixpkgs checkout, path relative to the checkout root. */
export interface SourceLocation {
  file: string;
  line: number;
}

export type NixpkgsLayout =
  /** <family folder>/<1_XX>/versions.nix per minor (k3s: 2024 on). */
  | 'per-minor-versions'
  /** <family folder>/<1_XX>/default.nix per minor (k3s: 2023). */
  | 'per-minor-default'
  /** one <family folder>/default.nix with a single version (k3s: before 2023). */
  | 'single'
  /** <family folder>/stable/, latest/, testing/: a package per upstream channel (rke2: before 2025). */
  | 'channel-folders';

export interface PackagedMinor {
  minor: Minor;
  /** Attribute name, e.g. "k3s_1_30" (the plain alias "k3s" in the single layout). */
  attr: string;
  /** Its version; absent where the family's layout reads none (or found none for this cycle). */
  version?: PackageVersion;
  /** Where the version string is written; for a declared family, where the attribute is bound. */
  location: SourceLocation;
  /** Where a declared family's version is written (its cycle's file), apart from the binding at `location`. */
  versionLocation?: SourceLocation;
  /**
   * The other attributes of the cycle bound on the branch, which its removal
   * and its throw cover (postgresql_16_jit beside postgresql_16); absent when
   * there are none.
   */
  companions?: string[];
  /** marked(branch): where the attribute's package sets meta.knownVulnerabilities; absent when it does not. */
  knownVulnerabilities?: SourceLocation;
}

/** An attribute pkgs/top-level/aliases.nix turns into a throw (`k3s_1_26 = throw "...";`). */
export interface ThrownAttribute {
  attr: string;
  minor: Minor;
  location: SourceLocation;
}

/**
 * A channel alias as a tree sets it: `rke2_stable = rke2_1_34;` in the family's
 * default.nix, or, in rke2's older layout, a package of its own built from a
 * channel folder (`rke2_stable` from stable/versions.nix).
 */
export interface ChannelAliasState {
  attr: string;
  /** The minor it resolves to; absent when it names nothing packaged. */
  minor?: Minor;
  /** The attribute it names (`rke2_1_34`); absent when the alias is a package itself. */
  target?: string;
  location: SourceLocation;
}

/** The release notes of a NixOS release in a tree: nixos/doc/manual/release-notes/rl-YYMM.section.md. */
export interface ReleaseNotes {
  /** "27.05" */
  release: string;
  file: string;
  /** The file's text; absent when the file does not exist in the tree. Untrusted text. */
  text?: string;
}

/** Something a declared family's reader could not read or find on a branch: a notice for that family alone. */
export interface ReadNotice {
  file?: string;
  message: string;
  /** `file` is a declared file this tree does not have. */
  missing?: true;
  /** The template no attribute of the files read matches. */
  template?: string;
}

/** A file the reader could not understand; becomes a layout-unrecognized finding. */
export interface LayoutProblem {
  file: string;
  line?: number;
  message: string;
}

/**
 * A minor whose attribute exists (all-packages.nix names it) but whose files
 * could not be read: its layout-unrecognized finding is the only one about it.
 */
export interface UnreadableMinor {
  minor: Minor;
  attr: string;
  /** The file that could not be read (its layout problem names it). */
  file: string;
}

/** An entry of the family folder the reader does not know and skipped: a notice, not an error. */
export interface UnknownEntry {
  /** Path relative to the checkout: "pkgs/applications/networking/cluster/k3s/notes.txt". */
  file: string;
  /** What the reader reads in that folder, for the notice ("minor folders named like 1_30 and ..."). */
  expected: string;
}

/**
 * A default attribute of a family declared as data, as a tree sets it
 * (`nodejs = nodejs_22;`, `corepack = hiPrio corepack_22;`): the attribute it
 * names and that attribute's cycle; or why it could not be read (an
 * indirection such as `linuxKernel.packageAliases.linux_default`, or an
 * inherit from another set), never a guess.
 */
export interface DefaultState {
  /** The default's name: `nodejs`. */
  alias: string;
  /** The family's attribute it names (`nodejs_22`); absent when it could not be read. */
  target?: string;
  /** The cycle of that attribute ("22"); absent when it could not be read. */
  minor?: Minor;
  /** The family's template the target matches (`nodejs_{cycle}`): what the default points to for another cycle. */
  template?: string;
  /** Where the tree binds it; absent when no declared file binds it. */
  location?: SourceLocation;
  /** Why it could not be read, as a few words and the binding quoted from the tree (untrusted text); absent when read. */
  unknown?: string;
}

export interface PackagedState {
  layout?: NixpkgsLayout;
  /** lib/.version of the checkout, e.g. "26.05" (the release the branch is or will be). */
  nixosVersion?: string;
  minors: PackagedMinor[];
  /** Attribute the family's plain alias points to, e.g. "k3s_1_30" for `k3s`. */
  defaultAttr?: string;
  /** Minor of that attribute, when it resolves to a packaged minor. */
  defaultMinor?: Minor;
  defaultLocation?: SourceLocation;
  /**
   * The defaults of a family declared as data (LayoutProfile.defaults) that a
   * declared file binds, in the declaration's order; absent for a family whose
   * layout reads its one default itself (k3s: defaultAttr), or that declares none.
   */
  defaults?: DefaultState[];
  /** The family's channel aliases (FamilyProfile.channelAliases) as set here; absent for a family without any. */
  channelAliases?: ChannelAliasState[];
  /** thrown(branch); absent when aliases.nix was not read. */
  thrown?: ThrownAttribute[];
  /** The notes of the release this tree heads for (lib/.version); absent when not read. */
  releaseNotes?: ReleaseNotes;
  /** Minors whose attribute exists but whose files could not be read; absent when there are none. */
  unreadable?: UnreadableMinor[];
  /** Entries of the family folder the reader skipped; absent when there are none. */
  unknownEntries?: UnknownEntry[];
  /**
   * What a declared family's reader could not read or find on this branch (a
   * declared file not in the tree, a template matching nothing): a notice for
   * that family alone; absent when there is none.
   */
  notices?: ReadNotice[];
  /**
   * What a declared family's declaration names and this tree lacks: its
   * declared files not in it, and its templates no attribute of the files
   * read matches (`read`: whether any was); absent for a family whose
   * layout code reads.
   */
  unfound?: { read: boolean; templates: string[]; files: string[] };
  /**
   * The commit the tree was read at, for links to its files and lines: GITHUB_SHA
   * for the checkout, the branch's commit for a branch read through the API;
   * absent when unknown (a local folder, the CLI).
   */
  commit?: string;
  problems: LayoutProblem[];
}

// ---------------------------------------------------------------- NixOS

export interface NixosRelease {
  /** "24.05" */
  name: string;
  featureFreeze: DatedFact;
  branchOff: DatedFact;
  release: DatedFact;
  endOfSupport: DatedFact;
}

export type BranchKind = 'unstable' | 'stable';

export interface Branch {
  /** As given: "master", "nixos-unstable", "release-24.05". */
  name: string;
  kind: BranchKind;
  /** For stable branches, the release name ("24.05"). */
  release?: string;
}

export type StablePhase = 'before-branch-off' | 'pre-release' | 'supported' | 'retired';

// ---------------------------------------------------------------- policy

export type Severity = 'error' | 'warning' | 'notice';

export type RuleId =
  | 'patch-behind'
  | 'minor-missing'
  | 'default-not-newest'
  | 'minor-eol'
  | 'eol-soon'
  | 'minor-superseded'
  | 'extra-at-release'
  | 'eol-before-eos'
  | 'backport-missing'
  | 'branch-retired'
  | 'layout-unrecognized'
  | 'eol-during-next'
  | 'removal-unannounced'
  | 'release-note-missing'
  | 'release-default-not-newest'
  | 'default-changed'
  /** A pull request check: the head packages a minor at a lower version than the base. */
  | 'version-downgraded'
  /** A release branch the calendar cannot place: checked before its release, with a notice. */
  | 'calendar-mismatch'
  // rke2 (POLICY-rke2.md)
  | 'channel-alias-behind'
  | 'minor-added-on-stable'
  | 'minor-removed-on-stable'
  // declared families (design-26.md section 6)
  /** A packaged cycle that ends before the end of support of the release its branch heads for or is. */
  | 'ends-during-release'
  /** A packaged cycle that is not an LTS one, in a family whose releases keep only LTS cycles. */
  | 'not-lts'
  /** A pull request check: a cycle the base packages, removed from a release branch whose family's policy keeps it. */
  | 'cycle-removed'
  /** A declaration that names what is not there: an endoflife.date product, attributes, files or cycles; once a run. */
  | 'declaration-mismatch'
  /** A declared default the layout cannot read (an indirection such as linuxPackages): unknown, said once a run. */
  | 'default-unknown'
  /** Declared defaults that move together point to different cycles on a branch. */
  | 'defaults-disagree';

/**
 * One edit of the audited branch that a fix asks for. Evaluate words every fix
 * from its edits, so the advice and what a test applies to a packaged state
 * are the same thing.
 */
export type FixEdit =
  /** A new attribute with its folder, at `version` when upstream has one; on a release branch, a backport. */
  | { kind: 'add'; minor: Minor; attr: string; version?: string }
  /** The plain alias (`k3s`), or the channel alias `alias` (`rke2_stable`), points to `attr`. */
  | { kind: 'point-default'; minor: Minor; attr: string; alias?: string }
  /** The attribute, its folder and its references go, and its companions with it (PackagedMinor.companions). */
  | { kind: 'remove'; minor: Minor; attr: string; companions?: readonly string[] }
  /** `attr = throw "...";` in pkgs/top-level/aliases.nix (or where the family throws), one for each companion too. */
  | { kind: 'throw'; minor: Minor; attr: string; companions?: readonly string[] }
  /** A line in the release notes `file` that names the family and the minor. */
  | { kind: 'release-note'; minor: Minor; file: string }
  /** The attribute's package sets meta.knownVulnerabilities; `endOfLife`: the day the mark names, when upstream decided it. */
  | { kind: 'mark'; minor: Minor; attr: string; endOfLife?: Day }
  /** The minor's version becomes `version`. */
  | { kind: 'update'; minor: Minor; attr: string; version: string };

/** What following a finding changes, and in a few words why, for the combined fix of its work item. */
export interface Fix {
  /** In the order to make them. */
  edits: FixEdit[];
  /**
   * Why, in a few words, made by the rule: "1.35.10+k3s1 → 1.35.12+k3s1, released
   * 2026-11-25". Shown under the item's line, which words the fix, in place of
   * the message (which says the fix again); the message stays whole for the
   * JSON output and annotations.
   */
  reason: string;
}

/** The kind of change that fixes a finding, in the order a maintainer does them. */
export type WorkStep = 'add' | 'point-default' | 'remove' | 'backport' | 'mark' | 'update' | 'check';

/** What one attribute (or file, or the branch itself) needs: its findings and one fix for all of them. */
export interface WorkItem {
  /** "k3s_1_34", the alias "k3s", a file for an unreadable one; absent for the branch as a whole. */
  subject?: string;
  minor?: Minor;
  /** The worst severity among its findings. */
  severity: Severity;
  step: WorkStep;
  /**
   * One combined fix, our prose: "Remove k3s_1_34 from master: leave a throw for it in
   * pkgs/top-level/aliases.nix and ...". Without edits, the messages of its findings.
   */
  fix: string;
  /** The edits `fix` words, in order; empty when it asks for a check rather than an edit. */
  edits?: FixEdit[];
  /**
   * The subjects of the items to do first ("k3s_1_33"): their edits are part
   * of what this one needs, so `fix` names those items instead of asking their
   * edits again ("Do the k3s_1_33 item first. Then remove k3s_1_34 ..."), and
   * `edits` holds this item's own. They come before it in the list; absent when none.
   */
  after?: string[];
  /** With `after`: the fix of its own edits, without naming the items to do first (what is left once they are done). */
  ownFix?: string;
  /** Most severe first. */
  findings: Finding[];
  /**
   * The pull requests that answer it, as evaluate found them by their heads
   * (evaluate/pullRequestWork.ts): the open ones that resolve it, else the
   * merged one of master whose backport it waits for. They never change its
   * findings, its severity or what it asks for; absent when there are none.
   */
  pullRequests?: ItemPullRequest[];
}

/** A pull request as reports show it: its facts, without its head. Title, author and labels are strangers' text. */
export interface PullRequestRef {
  number: number;
  title: string;
  /** Its page on GitHub. */
  url: string;
  author: string;
  /** The branch it merges into. */
  base: string;
  state: 'open' | 'draft' | 'merged';
  opened: Day;
  merged?: Day;
  labels: string[];
}

/**
 * How a pull request answers a work item: `in-review`, an open or draft one into
 * the item's branch whose head resolves it; `backport-owed`, a merged one of
 * master whose changes, applied to the item's release branch, resolve it there,
 * and the label that asks nixpkgs' backport action for it.
 */
export type ItemPullRequest =
  | { role: 'in-review'; pull: PullRequestRef }
  | { role: 'backport-owed'; pull: PullRequestRef; label: string; labelled: boolean };

/** What one pull request would change on its branch: the items it resolves and the findings it adds, as items of its head. */
export interface PullRequestEffect {
  pull: PullRequestRef;
  /** The branch's items whose every finding its head no longer has. */
  resolves: WorkItem[];
  /** Its head's items, showing only the findings the branch does not have. */
  adds: WorkItem[];
}

/** The family's pull requests of one branch, evaluated (evaluate/pullRequestWork.ts). */
export interface BranchPullRequests {
  /** Open and draft pull requests into the branch, newest first. */
  open: PullRequestEffect[];
  /** Merged pull requests of master whose backport this release branch still owes, with the items each would resolve here. */
  owed: PullRequestEffect[];
  /** How many of the family's pull requests were left unread (over the limit per family). */
  notRead: number;
  /** Why the list may lack some, when so. */
  incomplete?: string;
}

/** One broken or soon-broken expectation. Absent fields are omitted in JSON. */
export interface Finding {
  rule: RuleId;
  severity: Severity;
  branch: string;
  minor?: Minor;
  attr?: string;
  packaged?: string;
  expected?: string;
  message: string;
  file?: string;
  line?: number;
  /**
   * The edits its message asks for; absent when the fix is not an edit of the
   * branch (a notice, an unreadable file, a plan). Not part of the JSON output.
   */
  fix?: Fix;
}

export type PolicyName = 'nixpkgs' | 'full-lifecycle' | 'all-supported';
export type BackportThrough = 'next-release' | 'before-next';
/** The target default of master: k3s' stable channel (the inputs' default since POLICY 2.2), or the newest packaged minor. */
export type DefaultTarget = 'newest' | 'stable-channel';

export interface PolicyOptions {
  policy: PolicyName;
  backportThrough: BackportThrough;
  /** Pins from the `keep` input: minor -> reason. */
  keep: Map<Minor, string>;
  /** How a `keep` line names this family ("rke2"); absent for the family a line without one pins (k3s). */
  keepFamily?: string;
  /**
   * What master's default should be (input `default-target`, whose default is
   * `stable-channel`: pipeline/options.ts); absent here: the newest packaged minor.
   */
  defaultTarget?: DefaultTarget;
}

/** A `keep` pin as the run reads it: a minor or cycle of a family, by the family's id and name. */
export interface KeepPin {
  family: { id: string; name: string };
  minor: Minor;
}

/** The default of another branch, and where that fact came from. */
export interface BranchDefault {
  branch: string;
  minor?: Minor;
  attr?: string;
  /** Every minor packaged on that branch, oldest first, when it was read. */
  minors?: Minor[];
  /** The version of each readable minor packaged there, when it was read (a pull request's base: version-downgraded). */
  versions?: Array<{ minor: Minor; version: PackageVersion }>;
  /** Where the family's channel aliases point on that branch (rke2_stable, rke2_latest), when it has any. */
  channelAliases?: Array<{ attr: string; minor?: Minor }>;
  /** "checkout", "GitHub API (NixOS/nixpkgs@release-24.05)", "input ...". */
  source: string;
  /** A tag that could not be read: `no-such-branch` when it does not exist (its release has not happened). */
  unread?: 'no-tree' | 'no-such-branch' | 'unreadable';
}

/** Facts from branches other than the audited one. */
export interface OtherBranchFacts {
  /** default(current stable), needed on unstable for minor-superseded. */
  currentStableDefault?: BranchDefault;
  /**
   * On unstable, every live release (pre-release or supported) that was read,
   * with its default and minors: the last branched release LB(t) among them
   * (release-note-missing), and what master must not drop without a throw
   * (removal-unannounced). The rules tell which is which from the calendar.
   */
  liveReleases?: BranchDefault[];
  /** default(next(R)) once next(R) has branched off. */
  nextReleaseDefault?: BranchDefault;
  /** default(unstable), the upgrade-path target before next(R) branches off. */
  unstableDefault?: BranchDefault;
  /**
   * D(R): default(release-R) at its release, read from nixpkgs' release tag R
   * ("24.05"); `minor` absent when the tag could not be read (`source` says why).
   */
  defaultAtRelease?: BranchDefault;
  /** In a pull request check: the base branch, whose packaged minors the head is compared with. */
  base?: BranchDefault;
}

export interface ReleaseCalendar {
  /** Ordered oldest first; includes estimated future releases. */
  releases: NixosRelease[];
}

// ---------------------------------------------------------------- results

/** The evaluation of one branch. */
export interface BranchAudit {
  branch: Branch;
  /** Phase of a stable branch at `now`; absent for unstable. */
  phase?: StablePhase;
  /** The NixOS release the branch belongs to (stable R, or what unstable will become). */
  release?: NixosRelease;
  packaged: PackagedState;
  others: OtherBranchFacts;
  findings: Finding[];
  /**
   * The findings as people act on them: one item per attribute (the findings
   * of one minor together, the most severe first, with one combined fix), in
   * the order a maintainer works. Every finding is in exactly one item.
   */
  workItems: WorkItem[];
  /** Where the packaged state was read: "checkout /path" or "GitHub API NixOS/nixpkgs@release-24.05". */
  source: string;
  /** The family's pull requests in flight of this branch, evaluated; absent when the run read none (a pull request check, a CLI run without them). */
  pullRequests?: BranchPullRequests;
}
