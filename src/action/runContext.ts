// What the workflow run tells the action about itself, read once through
// @actions/github's context (the event, the repository, the run).
import { context } from '@actions/github';

export interface RunContext {
  eventName?: string;
  /** "owner/name" of the repository the workflow runs in (where the issues live). */
  repository?: string;
  /** Pull request base branch, then the pushed ref. */
  baseRef?: string;
  ref?: string;
  /** GITHUB_SHA: the commit checked out, for links to its lines. */
  sha?: string;
  runUrl?: string;
  /** The GitHub web address ("https://github.com", or a GitHub Enterprise server's). */
  serverUrl?: string;
  /** Unique per run attempt: names what this run saves in the Actions cache. */
  runKey: string;
  workspace: string;
  /** The runner's temporary folder; absent outside Actions. */
  runnerTemp?: string;
}

function pullRequestBase(): string | undefined {
  const base: unknown = context.payload.pull_request?.base;
  return typeof base === 'object' && base !== null && 'ref' in base && typeof base.ref === 'string'
    ? base.ref
    : undefined;
}

export function readRunContext(env: NodeJS.ProcessEnv = process.env): RunContext {
  const repository = env.GITHUB_REPOSITORY?.includes('/') ? env.GITHUB_REPOSITORY : undefined;
  const runId = context.runId || undefined;
  return {
    eventName: context.eventName || undefined,
    repository,
    baseRef: env.GITHUB_BASE_REF || pullRequestBase(),
    ref: context.ref || undefined,
    sha: context.sha || undefined,
    runUrl: repository && runId ? `${context.serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    serverUrl: context.serverUrl || undefined,
    runKey: `${runId ?? 'local'}-${context.runAttempt || 1}`,
    workspace: env.GITHUB_WORKSPACE || process.cwd(),
    runnerTemp: env.RUNNER_TEMP || undefined,
  };
}
