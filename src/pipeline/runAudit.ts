// The pipeline of one run: gather (checkout, other branches, upstream) ->
// evaluate (pure policy) -> an AuditReport per package family for the
// reporters and publishers. It orders the steps and decides nothing: each
// family reads its packages through its layout, its facts through its
// upstream (what its policy needs), and is evaluated by its policy's rules.
// The families of a run share the calendar, the branches that matter (worked
// out once), the data their upstreams share and every nixpkgs tree read (each
// file once).
import { branchFromContext, versionAfterDay } from '../calendar/branch.js';
import { branchesThatMatter, otherBranchRefs, sameBranch } from '../calendar/otherBranches.js';
import { buildReleaseCalendar, withBranchRead } from '../calendar/releaseCalendar.js';
import { compareMinors } from '../domain/minor.js';
import type {
  Branch,
  Minor,
  OtherBranchFacts,
  PackagedState,
  PolicyOptions,
  ReleaseCalendar,
} from '../domain/types.js';
import type { AuditReport, UnreadBranch } from '../domain/audit.js';
import { evaluate, type EvaluationInput } from '../evaluate/evaluate.js';
import { withPullRequests } from '../evaluate/pullRequestWork.js';
import { ACTION_WORDS, sentence, type OptionWords } from '../domain/optionWords.js';
import { formatDay } from '../domain/day.js';
import type { RunLog } from '../domain/runLog.js';
import { listText } from '../domain/text.js';
import { defaultFamily } from '../families/catalogue.js';
import type { PackageFamily, UpstreamRun } from '../families/family.js';
import {
  BranchStates,
  baseFacts,
  describeState,
  otherBranchFacts,
  withReleaseNotes,
  type BranchRead,
} from '../gather/nixpkgs/branchStates.js';
import { declarationFacts } from '../gather/nixpkgs/declaredState.js';
import { readSupportEnd } from '../gather/nixpkgs/supportEnd.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import { readPullRequests } from '../gather/pullRequests/familyPullRequests.js';
import type { DataSources } from '../gather/sources.js';
import { DEFAULT_POLICY_CHOICES, type RunOptions } from './options.js';

export type { RunLog };

/** The options an audit reads. */
export type AuditOptions = Pick<RunOptions, 'branch' | 'featureFreezeDate' | 'branchOffDate' | 'releaseDate'> &
  Partial<Pick<RunOptions, 'now'>>;

/** A family a run audits, the repository its upstream releases are read from (when it reads one), and its policy's choices. */
export interface AuditedFamily {
  family: PackageFamily;
  upstreamRepository?: string;
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

/** The reports of a run, and the tree each audited branch was read from (the checkout for its own branch). */
export interface AuditRun {
  /** One per family of the request, in its order. */
  reports: AuditReport[];
  /** The run's one tree of an audited branch: what was read is not fetched again. */
  treeOf: (branch: Branch) => NixpkgsTree;
}

/** One report per family of the request, in its order. */
export async function runAudit(request: AuditRequest): Promise<AuditReport[]> {
  return (await auditRun(request)).reports;
}

/** The audit of every family of the request, with the trees it read. */
export async function auditRun(request: AuditRequest): Promise<AuditRun> {
  const { options, log, now, sources } = request;
  const first = defaultFamily();
  const families = request.families ?? [
    {
      family: first,
      upstreamRepository: first.upstream.repository,
      policy: { ...DEFAULT_POLICY_CHOICES, keep: new Map() },
    },
  ];
  // Every family reads the same branches and tags, each once a run.
  const branches = new BranchStates(sources, log);
  // What the upstreams share, read once a run; what depends on nothing the run reads starts now, beside the trees.
  const upstreamRun: UpstreamRun = {
    sources,
    log,
    now,
    kubernetesLifecycle: once(() => sources.kubernetesLifecycle()),
  };
  for (const { family } of families) family.upstream.prefetch?.(upstreamRun);

  const checkoutStates = await log.group('Read the nixpkgs checkout', () =>
    Promise.all(
      families.map(async ({ family }) => {
        const state = await family.layout.read(request.checkout);
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
  // Worked out once a run, for every family and the pull requests alike.
  const matter = branchesThatMatter(calendar, now);

  const gathered = await log.group('Read the other nixpkgs branches', () =>
    Promise.all(
      families.map(({ family }, index) =>
        gatherBranches(family, checkoutStates[index], chosen.branch, { calendar, matter }, branches, request),
      ),
    ),
  );

  const upstreams = await log.group(
    `Fetch the upstream facts of ${listText(families.map(({ family }) => family.name))}`,
    async () => {
      // Each family's facts are read in parallel; what the upstreams share, once for all.
      const fetched = await Promise.all(
        families.map(({ family, upstreamRepository, policy }, index) =>
          family.upstream.fetch({
            ...upstreamRun,
            calendar,
            ...(upstreamRepository !== undefined ? { repository: upstreamRepository } : {}),
            oldestMinor: oldestMinor(statesOf(gathered[index])),
            needs: family.policy.needs(policy),
          }),
        ),
      );
      for (const facts of fetched) for (const note of facts.notes) log.info(note);
      return fetched;
    },
  );

  const evaluatedFamilies = await log.group('Evaluate the policy', async () =>
    families.map(({ family, policy }, index) => {
      const upstream = upstreams[index];
      const declaration = declarationFacts(
        gathered[index].audited.map(({ branch, state }) => ({ branch: branch.name, state })),
      );
      const inputOf = (target: GatheredBranch): EvaluationInput => ({
        family: family.profile,
        rules: family.policy.rules,
        now,
        branch: target.branch,
        packaged: target.state,
        upstream,
        calendar,
        others: target.others,
        options: policy,
        source: target.source,
        words: request.words,
        declaration,
      });
      const evaluated = gathered[index].audited.map((target) => {
        const input = inputOf(target);
        const audit = evaluate(input);
        const who = families.length > 1 ? ` (${family.name})` : '';
        log.info(`${target.branch.name}${who}: ${audit.findings.length} finding(s).`);
        return { input, audit };
      });
      const base = gathered[index].base;
      return { evaluated, base: base && evaluate(inputOf(base)) };
    }),
  );

  // The checkout is its own branch's tree; the others are the trees already read.
  const treeOf = (branch: Branch): NixpkgsTree =>
    sameBranch(branch, chosen.branch) ? request.checkout : branches.tree(branch.name);
  // The pull requests in flight of every family, searched for by what its audits ask of it.
  const { pullRequestsOf } = request;
  const pullRequests =
    pullRequestsOf === undefined
      ? undefined
      : await log.group(`Read the pull requests of ${listText(families.map(({ family }) => family.name))}`, () =>
          readPullRequests(
            { source: sources.pullRequests(), repository: pullRequestsOf, families: families.map((f) => f.family) },
            {
              branches: matter,
              backportBranches: auditedReleases(gathered),
              baseTree: treeOf,
              workItems: evaluatedFamilies.map(({ evaluated }) => evaluated.flatMap((e) => e.audit.workItems)),
              now,
              log,
            },
          ),
        );

  const reports = families.map(({ family, policy }, index): AuditReport => {
    const { evaluated, base } = evaluatedFamilies[index];
    // Each pull request's head is evaluated with its base branch's facts: what it resolves is evaluate's answer.
    const audits = withPullRequests(evaluated, pullRequests?.[index]);
    const { unread } = gathered[index];
    return {
      family: family.profile,
      now,
      upstream: upstreams[index],
      calendar,
      branchesThatMatter: matter,
      options: policy,
      audits,
      ...(unread.length > 0 ? { unread } : {}),
      ...(base ? { base } : {}),
      pullRequests: pullRequests?.[index],
      runUrl: request.runUrl,
      repositoryUrl: request.repositoryUrl,
    };
  });
  return { reports, treeOf };
}

/** A read asked for once, however often it is awaited; its failure is the asker's to handle, never unhandled. */
function once<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    if (!pending) {
      pending = read();
      pending.catch(() => undefined);
    }
    return pending;
  };
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
  { calendar, matter }: { calendar: ReleaseCalendar; matter: readonly Branch[] },
  branches: BranchStates,
  request: AuditRequest,
): Promise<GatheredFamily> {
  const { log, now } = request;
  // Findings quote where other-branch facts came from; a checkout's absolute path would change the issue text per runner.
  const checkout: BranchRead = { state: checkoutState, source: request.checkout.describe, tree: request.checkout };
  branches.seed(family, chosen.name, { ...checkout, source: 'the checkout' });

  // Branches, tags and each branch's facts about the others are read in parallel: each costs a few
  // round trips, they do not depend on each other, and every branch or tag is read once (BranchStates).
  const others = request.allBranches ? matter.filter((b) => !sameBranch(b, chosen)) : [];
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
  const notAudited = matter.filter((b) => !list.some((t) => sameBranch(t.branch, b)));
  const unread = (await Promise.all(notAudited.map((b) => branches.unread(family, b.name)))).filter(
    (why): why is UnreadBranch => why !== undefined,
  );
  return { audited, ...(base ? { base: gathered[list.length] } : {}), unread };
}

/** The states of a family's branches read: the audited ones and, in a pull request check, the base. */
function statesOf(gathered: GatheredFamily): PackagedState[] {
  return [...gathered.audited, ...(gathered.base ? [gathered.base] : [])].map((t) => t.state);
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
