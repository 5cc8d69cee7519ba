// What the workflow run tells the action about itself, read once from the
// variables the runner sets (the event, the repository, the run), as
// @actions/github's context reads them, but from the environment a run is
// given: the action's entry hands it the process's.
import { existsSync, readFileSync } from 'node:fs';

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

/** The base branch of the pull request in the event's payload (GITHUB_EVENT_PATH), if any. */
function pullRequestBase(env: NodeJS.ProcessEnv): string | undefined {
  const file = env.GITHUB_EVENT_PATH;
  if (!file || !existsSync(file)) return undefined;
  const payload = JSON.parse(readFileSync(file, 'utf8')) as { pull_request?: { base?: unknown } };
  const base = payload.pull_request?.base;
  return typeof base === 'object' && base !== null && 'ref' in base && typeof base.ref === 'string'
    ? base.ref
    : undefined;
}

/** `env`'s run; `cwd` is the folder the run works in where GITHUB_WORKSPACE names none. */
export function readRunContext(env: NodeJS.ProcessEnv, cwd: string): RunContext {
  const repository = env.GITHUB_REPOSITORY?.includes('/') ? env.GITHUB_REPOSITORY : undefined;
  const runId = parseInt(env.GITHUB_RUN_ID ?? '', 10) || undefined;
  const serverUrl = env.GITHUB_SERVER_URL ?? 'https://github.com';
  return {
    eventName: env.GITHUB_EVENT_NAME || undefined,
    repository,
    baseRef: env.GITHUB_BASE_REF || pullRequestBase(env),
    ref: env.GITHUB_REF || undefined,
    sha: env.GITHUB_SHA || undefined,
    runUrl: repository && runId ? `${serverUrl}/${repository}/actions/runs/${runId}` : undefined,
    serverUrl: serverUrl || undefined,
    runKey: `${runId ?? 'local'}-${parseInt(env.GITHUB_RUN_ATTEMPT ?? '', 10) || 1}`,
    workspace: env.GITHUB_WORKSPACE || cwd,
    runnerTemp: env.RUNNER_TEMP || undefined,
  };
}
