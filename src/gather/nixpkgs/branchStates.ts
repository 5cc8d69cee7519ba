// Reading nixpkgs branches and release tags for a run: each family's packaged
// state of each, read at most once, from trees shared by every family, and the
// facts of the other branches a branch is compared with.
import { parseBranch } from '../../calendar/branch.js';
import type { OtherBranchRef, OtherBranchRefs, SingleBranchFact } from '../../calendar/otherBranches.js';
import type { UnreadBranch } from '../../domain/audit.js';
import { defaultName, type LayoutProfile } from '../../domain/family.js';
import type { RunLog } from '../../domain/runLog.js';
import type { Branch, BranchDefault, OtherBranchFacts, PackagedState } from '../../domain/types.js';
import type { DataSources } from '../sources.js';
import { readReleaseNotes } from './releaseNotes.js';
import type { NixpkgsTree } from './tree.js';

/** A family as reading needs it: its names for the log, and its layout, which reads its packages from a tree. */
export interface PackageReader {
  id: string;
  name: string;
  layout: Pick<LayoutProfile, 'defaults'> & { read(tree: NixpkgsTree): Promise<PackagedState> };
}

/** A branch's packaged state, the tree it was read from, and how reports name that source. */
export interface BranchRead {
  state: PackagedState;
  source: string;
  tree: NixpkgsTree;
}

/** What another branch or tag is known to be: its default, its minors and where they were read. */
export function branchDefault(name: string, read: BranchRead): BranchDefault {
  const { state } = read;
  return {
    branch: name,
    ...(state.defaultMinor ? { minor: state.defaultMinor } : {}),
    ...(state.defaultAttr ? { attr: state.defaultAttr } : {}),
    minors: state.minors.map((m) => m.minor),
    ...(state.channelAliases
      ? { channelAliases: state.channelAliases.map((a) => ({ attr: a.attr, ...(a.minor ? { minor: a.minor } : {}) })) }
      : {}),
    source: read.source,
  };
}

/** A pull request's base as its head is compared with: its facts and the version of each minor (version-downgraded). */
export function baseFacts(name: string, read: BranchRead): BranchDefault {
  return {
    ...branchDefault(name, read),
    // A declared family reads no versions: it has none to compare.
    versions: read.state.minors.flatMap((m) => (m.version ? [{ minor: m.minor, version: m.version }] : [])),
  };
}

type Found = BranchRead | { missing: string; why: UnreadBranch['why'] };

/**
 * What one run reads of nixpkgs branches and release tags, each at most once:
 * one tree per branch or tag for every family (a tree keeps the files it
 * read, so each is fetched once a run), and each family's packaged state of
 * it. The checkout stands for its own branch; the data sources (the API,
 * local trees) give the others.
 */
export class BranchStates {
  private readonly trees = new Map<string, NixpkgsTree>();
  private readonly states = new Map<string, Promise<Found>>();

  constructor(
    private readonly sources: Pick<DataSources, 'nixpkgsTree'>,
    private readonly log: RunLog,
  ) {}

  seed(family: PackageReader, name: string, read: BranchRead): void {
    this.states.set(this.key(family, branchKey(name)), Promise.resolve(read));
  }

  async read(family: PackageReader, name: string): Promise<BranchRead | undefined> {
    const found = await this.lookup(this.key(family, branchKey(name)), () => this.fetch(family, name, 'branch'));
    return 'missing' in found ? undefined : found;
  }

  /** nixpkgs' release tag R ("24.05"), as it was on the day of the release; `missing` says why when it cannot be read. */
  tag(family: PackageReader, release: string): Promise<Found> {
    return this.lookup(this.key(family, `tag ${release}`), () => this.fetch(family, release, 'tag'));
  }

  /**
   * Why the branch `name` could not be read, when the run has tried to read it
   * (for its audit, or for the facts another branch compares with); undefined
   * when it was read, or never asked for.
   */
  async unread(family: PackageReader, name: string): Promise<UnreadBranch | undefined> {
    const found = await this.states.get(this.key(family, branchKey(name)));
    return found && 'missing' in found ? { branch: name, why: found.why, detail: found.missing } : undefined;
  }

  /** The branch as GitHub has it, even when the checkout stands for it. */
  async readRemote(family: PackageReader, name: string): Promise<BranchRead | undefined> {
    const found = await this.fetch(family, name, 'branch');
    return 'missing' in found ? undefined : found;
  }

  private lookup(key: string, fetch: () => Promise<Found>): Promise<Found> {
    let pending = this.states.get(key);
    if (!pending) {
      pending = fetch();
      this.states.set(key, pending);
    }
    return pending;
  }

  private key(family: PackageReader, ref: string): string {
    return `${family.id} ${ref}`;
  }

  /** The run's one tree of a branch or tag: whoever reads it, each file is fetched once. */
  tree(ref: string): NixpkgsTree {
    let tree = this.trees.get(ref);
    if (!tree) {
      tree = this.sources.nixpkgsTree(ref);
      this.trees.set(ref, tree);
    }
    return tree;
  }

  private async fetch(family: PackageReader, name: string, kind: 'branch' | 'tag'): Promise<Found> {
    const tree = this.tree(name);
    if (tree.notGiven) {
      this.log.info(`${tree.describe}; skipped.`);
      return { missing: tree.describe, why: 'no-tree' };
    }
    try {
      // A branch or tag that does not exist (yet) has no lib/.version: skip it rather than report its "problems".
      if ((await tree.readText('lib/.version')) === undefined) {
        const missing = `${tree.describe}: no such ${kind} (no lib/.version)`;
        this.log.info(`${missing}; skipped.`);
        return { missing, why: 'no-such-branch' };
      }
      // The commit is for links to the audited lines; a tag's facts need none.
      const [state, commit] = await Promise.all([
        family.layout.read(tree),
        kind === 'branch' ? this.commitOf(tree) : undefined,
      ]);
      if (commit) state.commit = commit;
      this.log.info(`${tree.describe}: ${describeState(family, state)}`);
      return { state, source: tree.describe, tree };
    } catch (error) {
      const missing = `${tree.describe} could not be read: ${error instanceof Error ? error.message : String(error)}`;
      this.log.warning(missing);
      return { missing, why: 'unreadable' };
    }
  }

  private async commitOf(tree: NixpkgsTree): Promise<string | undefined> {
    try {
      return await tree.commit?.();
    } catch (error) {
      this.log.warning(error instanceof Error ? error.message : String(error));
      return undefined;
    }
  }
}

/** One key for a branch and its aliases (nixos-24.05 is release-24.05, nixos-unstable is master). */
function branchKey(name: string): string {
  const branch = parseBranch(name);
  return branch?.kind === 'stable' ? `release-${branch.release}` : branch ? 'master' : name;
}

/**
 * The facts of the other branches `refs` names, read in parallel. A branch that
 * cannot be read is left out, and the rules say which fact was missing; a
 * release tag that cannot be read is kept without its minor, `source` saying why.
 */
export async function otherBranchFacts(
  refs: OtherBranchRefs,
  family: PackageReader,
  branches: BranchStates,
): Promise<OtherBranchFacts> {
  const read = async (ref: OtherBranchRef): Promise<BranchDefault | undefined> => {
    if ('tag' in ref) {
      const found = await branches.tag(family, ref.tag);
      return 'missing' in found
        ? { branch: ref.tag, source: found.missing, unread: found.why }
        : branchDefault(ref.tag, found);
    }
    const found = await branches.read(family, ref.branch);
    return found && branchDefault(ref.branch, found);
  };
  // Each branch is read once (BranchStates): the current stable is one of the live releases too.
  const { liveReleases, ...single } = refs;
  const keys = Object.keys(single) as SingleBranchFact[];
  const [facts, live] = await Promise.all([
    Promise.all(keys.map((key) => read(single[key]!))),
    Promise.all((liveReleases ?? []).map(read)),
  ]);
  const known: OtherBranchFacts = {};
  for (const [index, key] of keys.entries()) if (facts[index]) known[key] = facts[index];
  const liveKnown = live.filter((fact): fact is BranchDefault => fact !== undefined);
  if (liveKnown.length > 0) known.liveReleases = liveKnown;
  return known;
}

/** The state of an unstable branch with the notes of the release it heads for; other branches as they are. */
export async function withReleaseNotes(branch: Branch, read: BranchRead, log: RunLog): Promise<PackagedState> {
  const release = read.state.nixosVersion;
  if (branch.kind !== 'unstable' || release === undefined) return read.state;
  const { notes, problem } = await readReleaseNotes(read.tree, release);
  if (notes.text === undefined && !problem) log.info(`${read.tree.describe}: no ${notes.file}.`);
  return {
    ...read.state,
    releaseNotes: notes,
    ...(problem ? { problems: [...read.state.problems, problem] } : {}),
  };
}

export function describeState(family: PackageReader, state: PackagedState): string {
  const minors =
    state.minors.map((m) => (m.version ? `${m.attr} ${m.version.text}` : m.attr)).join(', ') ||
    `no ${family.name} minor read`;
  const alias = state.defaultAttr ? `; ${defaultName(family)} = ${state.defaultAttr}` : '';
  const version = state.nixosVersion ? ` (lib/.version ${state.nixosVersion})` : '';
  return `${minors}${alias}${version}`;
}
