// The pipeline of one run: gather (checkout, other branches, upstream) ->
// evaluate (pure policy) -> an AuditReport for the reporters and publishers.
import { branchFromContext, parseBranch } from '../calendar/branch.js';
import {
  buildReleaseCalendar,
  currentStable,
  nextRelease,
  releaseByName,
  stablePhase,
} from '../calendar/releaseCalendar.js';
import { compareMinors } from '../domain/minor.js';
import type {
  Branch,
  BranchDefault,
  Minor,
  OtherBranchFacts,
  PackagedState,
  ReleaseCalendar,
} from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import { evaluate } from '../evaluate/evaluate.js';
import type { RunLog } from '../domain/runLog.js';
import { checklistPlans } from '../evaluate/releasePlan.js';
import type { PackageFamily } from '../families/family.js';
import { DEFAULT_FAMILY } from '../families/registry.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { DataSources } from '../gather/sources.js';
import { buildUpstreamFacts } from '../gather/upstream/facts.js';
import type { RunOptions } from './options.js';

export type { RunLog };

/** The options an audit reads. */
export type AuditOptions = Pick<
  RunOptions,
  | 'branch'
  | 'policy'
  | 'backportThrough'
  | 'defaultTarget'
  | 'keep'
  | 'upstreamRepository'
  | 'featureFreezeDate'
  | 'branchOffDate'
  | 'releaseDate'
>;

export interface AuditRequest {
  options: AuditOptions;
  /** The package family audited; the registry's default (k3s) when absent. */
  family?: PackageFamily;
  checkout: NixpkgsTree;
  sources: DataSources;
  /** The branches the run's context names (a pull request's base, the pushed ref), when any. */
  context: { baseRef?: string; ref?: string };
  now: Date;
  log: RunLog;
  /** Also audit every other branch that matters now (scheduled audits). */
  allBranches?: boolean;
  /** Pull request check: also evaluate the base branch (read from its source, not the checkout) for comparison. */
  withBase?: boolean;
  runUrl?: string;
}

/** A branch to audit and the tree its packaged state is read from. */
interface Target {
  branch: Branch;
  state: PackagedState;
  source: string;
  others: OtherBranchFacts;
}

export async function runAudit(request: AuditRequest): Promise<AuditReport> {
  const { options, log, now, sources } = request;
  const family = request.family ?? DEFAULT_FAMILY;
  // The lifecycle files depend on nothing else: fetch them while the branches are read.
  const lifecycleRequest = sources.kubernetesLifecycle();
  lifecycleRequest.catch(() => undefined); // awaited below; a failure before then is not unhandled

  const packaged = await log.group('Read the nixpkgs checkout', async () => {
    const state = await family.readPackagedState(request.checkout);
    log.info(`${request.checkout.describe}: ${describeState(family, state)}`);
    for (const problem of state.problems)
      log.warning(`${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
    return state;
  });

  const calendar = buildReleaseCalendar({
    now,
    overrides: {
      featureFreeze: options.featureFreezeDate,
      branchOff: options.branchOffDate,
      releaseDate: options.releaseDate,
    },
  });
  const chosen = branchFromContext({
    input: options.branch,
    baseRef: request.context.baseRef,
    ref: request.context.ref,
    nixosVersion: packaged.nixosVersion,
    calendar,
    now,
  });
  log.info(chosen.reason);

  const branches = new BranchStates(family, sources, log);
  // Findings quote where other-branch facts came from; a checkout's absolute path would change the issue text per runner.
  branches.seed(chosen.branch.name, packaged, 'the checkout');

  let baseTarget: Omit<Target, 'others'> | undefined;
  const targets = await log.group('Read the other nixpkgs branches', async () => {
    // Branches are read in parallel: each costs a few round trips, and they do not depend on each other.
    const others = request.allBranches
      ? branchesThatMatter(calendar, now).filter((b) => !sameBranch(b, chosen.branch))
      : [];
    const reads = await Promise.all(others.map(async (branch) => ({ branch, read: await branches.read(branch.name) })));
    const list: Omit<Target, 'others'>[] = [
      { branch: chosen.branch, state: packaged, source: request.checkout.describe },
    ];
    for (const { branch, read } of reads) if (read) list.push({ branch, state: read.state, source: read.source });
    if (request.withBase) {
      // The base must be read from GitHub, not from the seeded checkout, which is the PR head.
      const read = await branches.readRemote(chosen.branch.name);
      baseTarget = read ? { branch: chosen.branch, state: read.state, source: read.source } : undefined;
      if (!read)
        log.warning(`The base branch ${chosen.branch.name} could not be read; every finding is treated as new.`);
    }
    const withFacts: Target[] = await Promise.all(
      list.map(async (target) => ({
        ...target,
        others: await otherBranchFacts(target.branch, calendar, now, branches),
      })),
    );
    return withFacts;
  });

  const upstream = await log.group(
    `Fetch upstream ${family.traits.name} releases and Kubernetes end-of-life dates`,
    async () => {
      const oldestRelevantMinor = oldestMinor([...targets, ...(baseTarget ? [baseTarget] : [])].map((t) => t.state));
      const [fetched, lifecycle] = await Promise.all([
        sources.releases({
          repository: options.upstreamRepository,
          family: family.traits,
          oldestRelevantMinor,
          log: (m) => log.info(m),
        }),
        lifecycleRequest,
      ]);
      const facts = buildUpstreamFacts(options.upstreamRepository, fetched.releases, lifecycle, now);
      for (const note of facts.notes) log.info(note);
      return facts;
    },
  );

  const policy = {
    policy: options.policy,
    backportThrough: options.backportThrough,
    defaultTarget: options.defaultTarget,
    keep: options.keep,
  };
  const audits = await log.group('Evaluate the policy', async () => {
    return targets.map((target) => {
      const { branch, state, others, source } = target;
      const audit = evaluate({
        family: family.traits,
        rules: family.rules,
        now,
        branch,
        packaged: state,
        upstream,
        calendar,
        others,
        options: policy,
        source,
      });
      log.info(`${branch.name}: ${audit.findings.length} finding(s).`);
      return audit;
    });
  });

  const base =
    baseTarget &&
    evaluate({
      family: family.traits,
      rules: family.rules,
      now,
      branch: baseTarget.branch,
      packaged: baseTarget.state,
      upstream,
      calendar,
      others: audits[0].others,
      options: policy,
      source: baseTarget.source,
    });

  const audited = { family: family.traits, now, upstream, calendar, options: policy, audits };
  return { ...audited, plans: checklistPlans(audited), ...(base ? { base } : {}), runUrl: request.runUrl };
}

function sameBranch(a: Branch, b: Branch): boolean {
  return a.kind === 'unstable' ? b.kind === 'unstable' : a.release === b.release && b.kind === 'stable';
}

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

function describeState(family: PackageFamily, state: PackagedState): string {
  const minors =
    state.minors.map((m) => `${m.attr} ${m.version.text}`).join(', ') || `no ${family.traits.name} minor read`;
  const alias = state.defaultAttr ? `; ${family.traits.alias} = ${state.defaultAttr}` : '';
  const version = state.nixosVersion ? ` (lib/.version ${state.nixosVersion})` : '';
  return `${minors}${alias}${version}`;
}

function oldestMinor(states: PackagedState[]): Minor | undefined {
  return states.flatMap((s) => s.minors.map((m) => m.minor)).sort(compareMinors)[0];
}

/**
 * Packaged states of nixpkgs branches, each read at most once per run: the
 * checkout for its own branch, the data sources (the API, local trees) for the others.
 */
class BranchStates {
  private readonly states = new Map<string, Promise<{ state: PackagedState; source: string } | undefined>>();

  constructor(
    private readonly family: PackageFamily,
    private readonly sources: DataSources,
    private readonly log: RunLog,
  ) {}

  seed(name: string, state: PackagedState, source: string): void {
    this.states.set(this.key(name), Promise.resolve({ state, source }));
  }

  read(name: string): Promise<{ state: PackagedState; source: string } | undefined> {
    const key = this.key(name);
    let pending = this.states.get(key);
    if (!pending) {
      pending = this.fetch(name);
      this.states.set(key, pending);
    }
    return pending;
  }

  /** The branch as GitHub has it, even when the checkout stands for it. */
  readRemote(name: string): Promise<{ state: PackagedState; source: string } | undefined> {
    return this.fetch(name);
  }

  private key(name: string): string {
    const branch = parseBranch(name);
    return branch?.kind === 'stable' ? `release-${branch.release}` : branch ? 'master' : name;
  }

  private async fetch(name: string): Promise<{ state: PackagedState; source: string } | undefined> {
    const tree = this.sources.nixpkgsTree(name);
    try {
      // A branch that does not exist (yet) has no lib/.version: skip it rather than report its "problems".
      if ((await tree.readText('lib/.version')) === undefined) {
        this.log.info(`${tree.describe}: no such branch (no lib/.version); skipped.`);
        return undefined;
      }
      const state = await this.family.readPackagedState(tree);
      this.log.info(`${tree.describe}: ${describeState(this.family, state)}`);
      return { state, source: tree.describe };
    } catch (error) {
      this.log.warning(`${tree.describe} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }
}

/**
 * default(branch) of the branches the rules compare against: the current
 * stable for unstable; for stable R the next release once it has branched
 * off, else unstable. A branch that cannot be read is left out, and the rules
 * say which fact was missing.
 */
async function otherBranchFacts(
  branch: Branch,
  calendar: ReleaseCalendar,
  now: Date,
  branches: BranchStates,
): Promise<OtherBranchFacts> {
  const defaultOf = async (name: string): Promise<BranchDefault | undefined> => {
    const read = await branches.read(name);
    if (!read?.state.defaultMinor) return undefined;
    return { branch: name, minor: read.state.defaultMinor, attr: read.state.defaultAttr, source: read.source };
  };

  if (branch.kind === 'unstable') {
    const stable = currentStable(calendar, now);
    return stable ? { currentStableDefault: await defaultOf(`release-${stable.name}`) } : {};
  }
  const release = branch.release ? releaseByName(calendar, branch.release) : undefined;
  const next = release ? nextRelease(calendar, release) : undefined;
  if (next && next.branchOff.date.getTime() <= now.getTime()) {
    return { nextReleaseDefault: await defaultOf(`release-${next.name}`) };
  }
  return { unstableDefault: await defaultOf('master') };
}
