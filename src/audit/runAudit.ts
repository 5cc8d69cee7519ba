// The pipeline of one run: gather (checkout, other branches, upstream) ->
// evaluate (pure policy) -> an AuditReport for the reporters and publishers.
import { branchFromContext } from '../calendar/branch.js';
import { buildReleaseCalendar, currentStable, nextRelease, releaseByName } from '../calendar/releaseCalendar.js';
import { compareMinors } from '../domain/k3sVersion.js';
import type { AuditReport, Branch, BranchDefault, Minor, OtherBranchFacts, PackagedState, ReleaseCalendar } from '../domain/types.js';
import { evaluate } from '../evaluate/evaluate.js';
import { fetchKubernetesLifecycle } from '../gather/kubernetesLifecycle.js';
import type { NixpkgsTree } from '../gather/nixpkgsTree.js';
import { readPackagedState } from '../gather/packagedState.js';
import { remoteTree } from '../gather/remoteTree.js';
import { buildUpstreamFacts } from '../gather/upstreamFacts.js';
import { fetchK3sReleases } from '../gather/upstreamReleases.js';
import type { GitHubClient } from '../github/client.js';
import type { Inputs } from '../inputs.js';

/** Where the run writes its progress: grouped by phase in Actions, plain in the CLI. */
export interface RunLog {
  group<T>(title: string, work: () => Promise<T>): Promise<T>;
  info(message: string): void;
  warning(message: string): void;
}

export interface AuditRequest {
  inputs: Inputs;
  checkout: NixpkgsTree;
  /** GITHUB_BASE_REF and GITHUB_REF of the run, when any. */
  context: { baseRef?: string; ref?: string };
  now: Date;
  client: GitHubClient;
  log: RunLog;
  runUrl?: string;
}

export async function runAudit(request: AuditRequest): Promise<AuditReport> {
  const { inputs, log, now, client } = request;

  const packaged = await log.group('Read the nixpkgs checkout', async () => {
    const state = await readPackagedState(request.checkout);
    log.info(`${request.checkout.describe}: ${describeState(state)}`);
    for (const problem of state.problems) log.warning(`${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
    return state;
  });

  const calendar = buildReleaseCalendar({
    now,
    overrides: { featureFreeze: inputs.featureFreezeDate, branchOff: inputs.branchOffDate, releaseDate: inputs.releaseDate }
  });
  const chosen = branchFromContext({
    input: inputs.branch,
    baseRef: request.context.baseRef,
    ref: request.context.ref,
    nixosVersion: packaged.nixosVersion,
    calendar,
    now
  });
  log.info(chosen.reason);

  const others = await log.group('Read the other nixpkgs branches', () =>
    otherBranchFacts(chosen.branch, calendar, now, client, inputs.nixpkgsRepository, log)
  );

  const upstream = await log.group(`Fetch upstream k3s releases and Kubernetes end-of-life dates`, async () => {
    const oldestRelevantMinor = oldestMinor(packaged);
    const [fetched, lifecycle] = await Promise.all([
      fetchK3sReleases(client, { repository: inputs.upstreamRepository, oldestRelevantMinor, log: (m) => log.info(m) }),
      fetchKubernetesLifecycle(client, { scheduleFile: inputs.kubernetesSchedule, eolFile: inputs.kubernetesEol })
    ]);
    const facts = buildUpstreamFacts(inputs.upstreamRepository, fetched.releases, lifecycle, now);
    for (const note of facts.notes) log.info(note);
    return facts;
  });

  const options = { policy: inputs.policy, backportThrough: inputs.backportThrough, keep: inputs.keep };
  const audit = await log.group('Evaluate the policy', async () => {
    const result = evaluate({ now, branch: chosen.branch, packaged, upstream, calendar, others, options });
    result.source = request.checkout.describe;
    log.info(`${result.findings.length} finding(s) on ${chosen.branch.name}.`);
    return result;
  });

  return { now, upstream, calendar, options, audits: [audit], runUrl: request.runUrl };
}

function describeState(state: PackagedState): string {
  const minors = state.minors.map((m) => `${m.attr} ${m.version.text}`).join(', ') || 'no k3s minor read';
  const alias = state.defaultAttr ? `; k3s = ${state.defaultAttr}` : '';
  const version = state.nixosVersion ? ` (lib/.version ${state.nixosVersion})` : '';
  return `${minors}${alias}${version}`;
}

function oldestMinor(state: PackagedState): Minor | undefined {
  return state.minors.map((m) => m.minor).sort(compareMinors)[0];
}

/**
 * Reads default(branch) of the branches the rules compare against: the
 * current stable for unstable; for stable R the next release once it has
 * branched off, else unstable. A branch that cannot be read is logged and left
 * out, and the rules say which fact was missing.
 */
async function otherBranchFacts(
  branch: Branch,
  calendar: ReleaseCalendar,
  now: Date,
  client: GitHubClient,
  repository: string,
  log: RunLog
): Promise<OtherBranchFacts> {
  const read = async (ref: string): Promise<BranchDefault | undefined> => {
    const tree = remoteTree(client, repository, ref);
    try {
      const state = await readPackagedState(tree);
      if (!state.defaultMinor) {
        log.warning(`${tree.describe}: no default k3s minor could be read (${state.problems.map((p) => p.message).join('; ') || 'no alias'}).`);
        return undefined;
      }
      log.info(`${tree.describe}: k3s = ${state.defaultAttr} (${state.defaultMinor}).`);
      return { branch: ref, minor: state.defaultMinor, attr: state.defaultAttr, source: tree.describe };
    } catch (error) {
      log.warning(`${tree.describe} could not be read: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  };

  if (branch.kind === 'unstable') {
    const stable = currentStable(calendar, now);
    return stable ? { currentStableDefault: await read(`release-${stable.name}`) } : {};
  }
  const release = branch.release ? releaseByName(calendar, branch.release) : undefined;
  const next = release ? nextRelease(calendar, release) : undefined;
  if (next && next.branchOff.date.getTime() <= now.getTime()) {
    return { nextReleaseDefault: await read(`release-${next.name}`) };
  }
  return { unstableDefault: await read('master') };
}
