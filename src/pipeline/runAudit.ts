// The pipeline of one run: gather (checkout, other branches, upstream) ->
// evaluate (pure policy) -> an AuditReport per package family for the
// reporters and publishers. The families of a run share the calendar, the
// Kubernetes lifecycle data and every nixpkgs tree read (each file once); each
// reads its own packages and its own upstream, and is evaluated by its own rules.
import { branchFromContext, versionAfterDay } from '../calendar/branch.js';
import { branchesThatMatter, otherBranchRefs, sameBranch } from '../calendar/otherBranches.js';
import { buildReleaseCalendar, liveReleases, stablePhase, withBranchRead } from '../calendar/releaseCalendar.js';
import { readsStableChannel } from '../domain/family.js';
import { dayOf } from '../domain/day.js';
import { compareMinors } from '../domain/minor.js';
import type {
  Branch,
  Minor,
  OtherBranchFacts,
  PackagedState,
  PolicyOptions,
  ReleaseCalendar,
  UpstreamFacts,
} from '../domain/types.js';
import type { AuditReport, UnreadBranch } from '../domain/audit.js';
import { evaluate, type EvaluationInput } from '../evaluate/evaluate.js';
import { withPullRequests } from '../evaluate/pullRequestWork.js';
import { ACTION_WORDS, sentence, type OptionWords } from '../domain/optionWords.js';
import { formatDay } from '../domain/day.js';
import type { RunLog } from '../domain/runLog.js';
import { listText } from '../domain/text.js';
import { checklistPlans } from '../evaluate/releasePlan.js';
import type { PackageFamily } from '../families/family.js';
import { DEFAULT_FAMILY } from '../families/registry.js';
import {
  BranchStates,
  baseFacts,
  describeState,
  otherBranchFacts,
  withReleaseNotes,
  type BranchRead,
} from '../gather/nixpkgs/branchStates.js';
import { readSupportEnd } from '../gather/nixpkgs/supportEnd.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import { readPullRequests } from '../gather/pullRequests/familyPullRequests.js';
import type { DataSources } from '../gather/sources.js';
import type { KubernetesLifecycle } from '../gather/upstream/kubernetesLifecycle.js';
import { endOfLifeFacts } from '../gather/upstream/endOfLifeFacts.js';
import { buildUpstreamFacts } from '../gather/upstream/facts.js';
import { DEFAULT_POLICY_CHOICES, type RunOptions } from './options.js';

export type { RunLog };

/** The options an audit reads. */
export type AuditOptions = Pick<RunOptions, 'branch' | 'featureFreezeDate' | 'branchOffDate' | 'releaseDate'> &
  Partial<Pick<RunOptions, 'now'>>;

/** A family a run audits, the repository its upstream releases are read from, and its policy's choices. */
export interface AuditedFamily {
  family: PackageFamily;
  upstreamRepository: string;
  policy: PolicyOptions;
}

export interface AuditRequest {
  options: AuditOptions;
  /** The families audited, in the order their reports come back; k3s at its own upstream when absent. */
  families?: readonly AuditedFamily[];
  checkout: NixpkgsTree;
  sources: DataSources;
  /**
   * The branches the run's context names (a pull request's base, the pushed
   * ref), when any, and the commit of the checkout (GITHUB_SHA), for links;
   * in a pull request check, the base commit to compare with when the run
   * names one (input base-sha), read instead of the base branch's head.
   */
  context: { baseRef?: string; ref?: string; sha?: string; baseSha?: string };
  now: Date;
  log: RunLog;
  /** Also audit every other branch that matters now (scheduled audits). */
  allBranches?: boolean;
  /** Pull request check: also evaluate the base branch (read from its source, not the checkout) for comparison. */
  withBase?: boolean;
  /** Also read each family's pull requests in flight in this repository ("NixOS/nixpkgs"), on master and the live release branches. */
  pullRequestsOf?: string;
  runUrl?: string;
  /** How the front end names its options, for the hints of messages; the action's inputs when absent. */
  words?: OptionWords;
  /** Web address of the nixpkgs repository audited, when known: reports link files there. */
  repositoryUrl?: string;
}

/** A branch to audit, its packaged state and the tree that was read from. */
interface Target {
  branch: Branch;
  read: BranchRead;
}

/** A branch of one family as evaluate takes it: its state (with release notes) and its facts of the others. */
interface GatheredBranch {
  branch: Branch;
  state: PackagedState;
  source: string;
  others: OtherBranchFacts;
}

/** What was gathered of one family's branches: the audited ones (checkout first) and, in a PR check, the base. */
interface GatheredFamily {
  audited: GatheredBranch[];
  base?: GatheredBranch;
  /** The branches that matter which were asked for (to audit, or for their facts) and could not be read. */
  unread: UnreadBranch[];
}

/** One report per family of the request, in its order. */
export async function runAudit(request: AuditRequest): Promise<AuditReport[]> {
  const { options, log, now } = request;
  const families = request.families ?? [
    {
      family: DEFAULT_FAMILY,
      upstreamRepository: DEFAULT_FAMILY.traits.upstreamRepository,
      policy: { ...DEFAULT_POLICY_CHOICES, keep: new Map() },
    },
  ];
  // Every family reads the same branches and tags, each once a run.
  const branches = new BranchStates(request.sources, log);
  // A declared family's upstream is an endoflife.date product; k3s and rke2 read their releases and the Kubernetes lifecycle.
  const releaseFamilies = families.filter(({ family }) => family.lifecycle === undefined);
  // The lifecycle files depend on nothing else: fetch them while the branches are read, when a family needs them.
  const lifecycleRequest =
    releaseFamilies.length > 0 ? request.sources.kubernetesLifecycle() : Promise.reject(new Error('not read'));
  lifecycleRequest.catch(() => undefined); // awaited below; a failure before then is not unhandled

  const checkoutStates = await log.group('Read the nixpkgs checkout', () =>
    Promise.all(
      families.map(async ({ family }) => {
        const state = await family.readPackagedState(request.checkout);
        if (request.context.sha) state.commit = request.context.sha;
        log.info(`${request.checkout.describe}: ${describeState(family, state)}`);
        for (const problem of state.problems)
          log.warning(`${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
        return state;
      }),
    ),
  );

  const built = buildReleaseCalendar({
    now,
    words: request.words,
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
    nixosVersion: checkoutStates[0]?.nixosVersion,
    calendar: built,
    now,
    words: request.words,
  });
  log.info(chosen.reason);
  const version = checkoutStates[0]?.nixosVersion;
  const heading = options.now && version !== undefined ? versionAfterDay(version, built, now) : undefined;
  if (heading) {
    const day = formatDay(now);
    const words = request.words ?? ACTION_WORDS;
    log.warning(
      `${sentence(words.option('now'))} ${day} contradicts the checkout's lib/.version ${version}: on that day master ` +
        `heads for NixOS ${heading.name}, and no branch names ${version} yet. The run audits ${day} as asked; ` +
        `give ${words.option('now')} a day the checkout can be of.`,
    );
  }
  // The checkout of a release branch shows it exists: its branch-off has happened, whatever the calendar estimated;
  // and it says its own end of support, where the release managers set it.
  const { release: chosenRelease } = chosen.branch;
  let calendar = built;
  if (chosenRelease !== undefined) {
    const supportEnd = await readSupportEnd(request.checkout);
    if ('unreadable' in supportEnd)
      log.info(`${supportEnd.unreadable}; NixOS ${chosenRelease} ends its support when the calendar says.`);
    calendar = withBranchRead(built, chosenRelease, now, 'date' in supportEnd ? { supportEnd } : {});
  }

  const gathered = await log.group('Read the other nixpkgs branches', () =>
    Promise.all(
      families.map(({ family }, index) =>
        gatherBranches(family, checkoutStates[index], chosen.branch, calendar, branches, request),
      ),
    ),
  );

  const upstreams = await log.group(
    releaseFamilies.length === families.length
      ? `Fetch upstream ${listText(families.map(({ family }) => family.traits.name))} releases and Kubernetes end-of-life dates`
      : `Fetch the upstream lifecycles of ${listText(families.map(({ family }) => family.traits.name))}`,
    async () => {
      // Each family's releases and channel are read in parallel; the lifecycle data once for all.
      const fetched = await Promise.all(
        families.map((audited, index) => fetchUpstream(audited, gathered[index], lifecycleRequest, calendar, request)),
      );
      for (const facts of fetched) for (const note of facts.notes) log.info(note);
      return fetched;
    },
  );

  const evaluatedFamilies = await log.group('Evaluate the policy', async () =>
    families.map(({ family, policy }, index) => {
      const upstream = upstreams[index];
      const inputOf = (target: GatheredBranch): EvaluationInput => ({
        family: family.traits,
        rules: family.rules,
        now,
        branch: target.branch,
        packaged: target.state,
        upstream,
        calendar,
        others: target.others,
        options: policy,
        source: target.source,
        words: request.words,
      });
      const evaluated = gathered[index].audited.map((target) => {
        const input = inputOf(target);
        const audit = evaluate(input);
        const who = families.length > 1 ? ` (${family.traits.name})` : '';
        log.info(`${target.branch.name}${who}: ${audit.findings.length} finding(s).`);
        return { input, audit };
      });
      const base = gathered[index].base;
      return { evaluated, base: base && evaluate(inputOf(base)) };
    }),
  );

  // The pull requests in flight of every family, searched for by what its audits ask of it.
  const { pullRequestsOf } = request;
  const pullRequests =
    pullRequestsOf === undefined
      ? undefined
      : await log.group(`Read the pull requests of ${listText(families.map(({ family }) => family.traits.name))}`, () =>
          readPullRequests(
            {
              source: request.sources.pullRequests(),
              repository: pullRequestsOf,
              families: families.map(({ family }) => family),
            },
            {
              branches: branchesThatMatter(calendar, now),
              backportBranches: auditedReleases(gathered),
              // The checkout is its own branch's tree, as for the branch's audit; the others are the trees already read.
              baseTree: (branch) => (sameBranch(branch, chosen.branch) ? request.checkout : branches.tree(branch.name)),
              workItems: evaluatedFamilies.map(({ evaluated }) => evaluated.flatMap((e) => e.audit.workItems)),
              now,
              log,
            },
          ),
        );

  return families.map(({ family, policy }, index) => {
    const { evaluated, base } = evaluatedFamilies[index];
    // Each pull request's head is evaluated with its base branch's facts: what it resolves is evaluate's answer.
    const audits = withPullRequests(evaluated, pullRequests?.[index]);
    const report = { family: family.traits, now, upstream: upstreams[index], calendar, options: policy, audits };
    const { unread } = gathered[index];
    return {
      ...report,
      ...(unread.length > 0 ? { unread } : {}),
      plans: checklistPlans(report),
      ...(base ? { base } : {}),
      pullRequests: pullRequests?.[index],
      runUrl: request.runUrl,
      repositoryUrl: request.repositoryUrl,
    };
  });
}

/**
 * One family's branches: the checkout's, in a scheduled audit every other that
 * matters, in a pull request check the base (read from GitHub, not from the
 * checkout, which is the head), each with the facts of the others its rules compare with.
 */
async function gatherBranches(
  family: PackageFamily,
  checkoutState: PackagedState,
  chosen: Branch,
  calendar: ReleaseCalendar,
  branches: BranchStates,
  request: AuditRequest,
): Promise<GatheredFamily> {
  const { log, now } = request;
  // Findings quote where other-branch facts came from; a checkout's absolute path would change the issue text per runner.
  const checkout: BranchRead = { state: checkoutState, source: request.checkout.describe, tree: request.checkout };
  branches.seed(family, chosen.name, { ...checkout, source: 'the checkout' });

  // Branches, tags and each branch's facts about the others are read in parallel: each costs a few
  // round trips, they do not depend on each other, and every branch or tag is read once (BranchStates).
  const others = request.allBranches ? branchesThatMatter(calendar, now).filter((b) => !sameBranch(b, chosen)) : [];
  const factsOf = new Map(
    [chosen, ...others].map(
      (branch) => [branch, otherBranchFacts(otherBranchRefs(branch, calendar, now), family, branches)] as const,
    ),
  );
  const [reads, remoteBase] = await Promise.all([
    Promise.all(others.map(async (branch) => ({ branch, read: await branches.read(family, branch.name) }))),
    request.withBase ? branches.readRemote(family, request.context.baseSha ?? chosen.name) : undefined,
  ]);
  const list: Target[] = [{ branch: chosen, read: checkout }];
  for (const { branch, read } of reads) if (read) list.push({ branch, read });
  if (request.withBase && !remoteBase) {
    const at = request.context.baseSha ? ` at ${request.context.baseSha}` : '';
    log.warning(
      `The base branch ${chosen.name}${at} could not be read, so the pull request check blames nothing: any finding may already be on the base.`,
    );
  }
  const base: Target | undefined = remoteBase && { branch: chosen, read: remoteBase };
  const gathered = await Promise.all(
    [...list, ...(base ? [base] : [])].map(async (target): Promise<GatheredBranch> => {
      const [facts, state] = await Promise.all([
        factsOf.get(target.branch) ?? otherBranchFacts(otherBranchRefs(target.branch, calendar, now), family, branches),
        withReleaseNotes(target.branch, target.read, log),
      ]);
      return { branch: target.branch, state, source: target.read.source, others: { ...facts } };
    }),
  );
  const audited = gathered.slice(0, list.length);
  // In a pull request check, the head is compared with the base it would change.
  if (base) audited[0].others.base = baseFacts(chosen.name, base.read);
  const notAudited = branchesThatMatter(calendar, now).filter((b) => !list.some((t) => sameBranch(t.branch, b)));
  const unread = (await Promise.all(notAudited.map((b) => branches.unread(family, b.name)))).filter(
    (why): why is UnreadBranch => why !== undefined,
  );
  return { audited, ...(base ? { base: gathered[list.length] } : {}), unread };
}

/**
 * A family's upstream facts: its releases (paged down to the oldest minor any
 * of its branches packages), the shared lifecycle data, channel(t) when a
 * rule compares with it (`readsStableChannel`) and, under `default-target:
 * stable-channel` while a release is between its branch-off and its release,
 * the channel on its branch-off day: what that release ships follows it.
 */
async function fetchUpstream(
  { family, upstreamRepository, policy }: AuditedFamily,
  gathered: GatheredFamily,
  lifecycleRequest: Promise<KubernetesLifecycle>,
  calendar: ReleaseCalendar,
  request: AuditRequest,
): Promise<UpstreamFacts> {
  const { sources, log, now } = request;
  // A declared family: its endoflife.date product, read once a run, with its projection of undecided ends.
  if (family.lifecycle) {
    const { endoflife, projection } = family.lifecycle;
    const lifecycle = await sources.endOfLife({ product: endoflife, log });
    return endOfLifeFacts(lifecycle, projection);
  }
  const states = [...gathered.audited, ...(gathered.base ? [gathered.base] : [])].map((t) => t.state);
  const readsChannel = readsStableChannel(family.traits, policy.defaultTarget);
  const branched =
    policy.defaultTarget === 'stable-channel'
      ? liveReleases(calendar, now).find((r) => stablePhase(r, now) === 'pre-release')
      : undefined;
  const channelOn = (day: Date) =>
    sources.stableChannel({ repository: upstreamRepository, family: family.traits, now: day });
  const [fetched, lifecycle, stableChannel, branchOffChannel] = await Promise.all([
    sources.releases({
      repository: upstreamRepository,
      family: family.traits,
      oldestRelevantMinor: oldestMinor(states),
      log: (m) => log.info(m),
    }),
    lifecycleRequest,
    readsChannel ? channelOn(now) : undefined,
    // On the branch-off day itself channel(t) is that day's channel: read once.
    branched && !sameDay(branched.branchOff.date, now) ? channelOn(branched.branchOff.date) : undefined,
  ]);
  const upstreamFacts = buildUpstreamFacts(upstreamRepository, fetched.releases, lifecycle, now);
  if (fetched.file !== undefined) upstreamFacts.releasesFile = fetched.file;
  if (stableChannel) {
    upstreamFacts.stableChannel = stableChannel;
    log.info(
      stableChannel.minor
        ? `${family.traits.name} stable channel: ${stableChannel.minor}, from ${stableChannel.source}.`
        : `${family.traits.name} stable channel unknown: ${stableChannel.source}.`,
    );
  }
  const thenChannel = branchOffChannel ?? (branched ? stableChannel : undefined);
  if (branched && thenChannel) {
    upstreamFacts.branchOffChannel = { release: branched.name, channel: thenChannel };
    log.info(
      thenChannel.minor
        ? `${family.traits.name} stable channel on the branch-off of NixOS ${branched.name}: ${thenChannel.minor}, from ${thenChannel.source}.`
        : `${family.traits.name} stable channel on the branch-off of NixOS ${branched.name} unknown: ${thenChannel.source}.`,
    );
  }
  return upstreamFacts;
}

function sameDay(a: Date, b: Date): boolean {
  return dayOf(a).getTime() === dayOf(b).getTime();
}

function oldestMinor(states: PackagedState[]): Minor | undefined {
  return states.flatMap((s) => s.minors.map((m) => m.minor)).sort(compareMinors)[0];
}

/** The release branches audited for any family: where a merged pull request of master may owe a backport. */
function auditedReleases(gathered: readonly GatheredFamily[]): Branch[] {
  const branches = new Map<string, Branch>();
  for (const { audited } of gathered)
    for (const { branch } of audited) if (branch.kind === 'stable') branches.set(branch.name, branch);
  return [...branches.values()];
}
