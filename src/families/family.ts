// A package family as the pipeline uses it: who it is, and three parts, each
// made from the family's catalogue entry by the code its kind names
// (registry.ts):
//   layout    how a tree is read: which paths, which attributes, its defaults
//             (layouts/: per-minor folders, rke2's channel folders, attribute templates);
//   upstream  where its releases and ends come from, facts in and nothing decided
//             (upstreams/: GitHub releases with the Kubernetes lifecycle, endoflife.date);
//   policy    which rules run in which phase, and what else its policy has
//             (policies/: k3s', rke2's, the catalogue's kinds).
// What a part cannot do is absent. The steps below the pipeline take the
// family's plain data (`profile`, domain/family.ts), never the family itself.
import type { FamilyIdentity, FamilyProfile, LayoutProfile, PolicyProfile, UpstreamProfile } from '../domain/family.js';
import type { RunLog } from '../domain/runLog.js';
import type {
  Day,
  FixEdit,
  Minor,
  PackagedState,
  PolicyOptions,
  ReleaseCalendar,
  UpstreamFacts,
} from '../domain/types.js';
import type { EditRequest } from '../edit/change.js';
import type { RuleTable } from '../evaluate/ruleTable.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { DataSources } from '../gather/sources.js';
import type { ReleasesFamily } from '../gather/upstream/releases.js';
import type { KubernetesLifecycle } from '../gather/upstream/kubernetesLifecycle.js';
import type { EvidenceDeclaration } from './declared/declarations.js';

/** How a tree is read for the family. */
export interface Layout extends LayoutProfile {
  /**
   * The paths of a tree `read` reads, relative to the nixpkgs root, a folder
   * (read whole) ending in `/`: said beside the reader, so that
   * `--sparse-paths` lists what is read (checkoutPaths.ts).
   */
  reads: readonly string[];
  /** What the family packages in a tree. */
  read(tree: NixpkgsTree): Promise<PackagedState>;
  /**
   * A work item's edits as the toolkit's requests (src/edit/), in this
   * layout's shapes: what `--fix` writes and "The change" shows. Absent: the
   * layout writes nothing, and every edit is a person's.
   */
  edits?(edits: readonly FixEdit[], context: EditContext): Promise<LayoutEdits>;
}

/** What a layout's edits are made with: the branch's tree as read, and the day written in throws. */
export interface EditContext {
  tree: NixpkgsTree;
  /** The branch's packaged state, as its audit read it. */
  packaged: PackagedState;
  /** `--now`: the day throws are dated. */
  now: Day;
}

/** A work item's edits in a layout's shapes. */
export interface LayoutEdits {
  /** In the order they are made. */
  requests: EditRequest[];
  /** The attributes the requests remove: each one's references are searched for. */
  removed: string[];
  /** The cycle's own files and folders (deleted), which the reference search skips. */
  own: string[];
  /** What no request writes, one sentence each (a patch update, a mark with no mechanical place). */
  forAPerson: string[];
}

/** What a run shares among its families' upstreams. */
export interface UpstreamRun {
  sources: DataSources;
  log: RunLog;
  now: Date;
  /** The Kubernetes lifecycle, read once a run, when an upstream first asks. */
  kubernetesLifecycle: () => Promise<KubernetesLifecycle>;
}

/** The upstream facts a policy's rules compare with, besides the releases and their ends. */
export interface UpstreamNeeds {
  /** channel(t): the stable channel on the audited day. */
  stableChannel?: boolean;
  /** The stable channel on the branch-off day of a release between its branch-off and its release. */
  branchOffChannel?: boolean;
}

export interface UpstreamRequest extends UpstreamRun {
  calendar: ReleaseCalendar;
  /** The repository the run's options name, for an upstream that has one. */
  repository?: string;
  /** The oldest cycle any branch read packages: older ones are not needed. */
  oldestMinor?: Minor;
  /** What the family's policy needs (Policy.needs). */
  needs: UpstreamNeeds;
}

/** Where the family's releases and their ends come from. */
export interface Upstream extends UpstreamProfile {
  /** The repository its releases are read from, which an input may replace ("k3s-io/k3s"); absent: none. */
  repository?: string;
  /** The family as its releases and channel file are read (local files are given by its id); absent: it reads none. */
  releasesOf?: ReleasesFamily;
  /** The endoflife.date product its lifecycle is read from; absent: none. */
  product?: string;
  /** Starts what its facts need and the trees do not (data the run shares), while the trees are read. */
  prefetch?(run: UpstreamRun): void;
  /** Its facts on the audited day. */
  fetch(request: UpstreamRequest): Promise<UpstreamFacts>;
}

/** The family's policy: its rule table, and what else it has. */
export interface Policy extends PolicyProfile {
  /** Which rules run in which phase: evaluate runs exactly these, and no other family's. */
  rules: RuleTable;
  /** The upstream facts its rules need under the run's choices. */
  needs(options: PolicyOptions): UpstreamNeeds;
}

export interface PackageFamily extends FamilyIdentity {
  layout: Layout;
  upstream: Upstream;
  policy: Policy;
  /** The labels its new issues get when no input names them (its entry's). */
  labels?: readonly string[];
  /** What its policy rests on, as its entry says (pull requests, documents). */
  evidence?: readonly EvidenceDeclaration[];
  /** Whether it has inputs of its own (`k3s-team`, `--k3s-releases` ...), which action.yml declares. */
  inputs?: boolean;
  /** All of the above that the steps below the pipeline read, as plain data. */
  profile: FamilyProfile;
}

/** Who a family is, as its entry says. */
export type Identity = FamilyIdentity & Pick<PackageFamily, 'labels' | 'evidence' | 'inputs'>;

/** A family of its identity and its three parts. */
export function makeFamily(
  identity: Identity,
  parts: { layout: Layout; upstream: Upstream; policy: Policy },
): PackageFamily {
  const { layout, upstream, policy } = parts;
  // Field by field: the steps below the pipeline get data, never a part's code.
  const profile: FamilyProfile = {
    id: identity.id,
    name: identity.name,
    team: identity.team,
    policyText: identity.policyText,
    issueScope: identity.issueScope,
    words: identity.words,
    ...(identity.declaredIn ? { declaredIn: identity.declaredIn } : {}),
    layout: {
      folder: layout.folder,
      attributes: layout.attributes,
      defaults: layout.defaults,
      channelAliases: layout.channelAliases,
      throwsIn: layout.throwsIn,
      packagesIn: layout.packagesIn,
      mark: layout.mark,
      versions: layout.versions,
    },
    upstream: { reads: upstream.reads, channelFile: upstream.channelFile },
    policy: {
      releaseEvents: policy.releaseEvents,
      choices: policy.choices,
      releaseNoteOnRemoval: policy.releaseNoteOnRemoval,
      defaultsMoveTo: policy.defaultsMoveTo,
    },
  };
  return { ...identity, layout, upstream, policy, profile };
}
