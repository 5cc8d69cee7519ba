// The demo's world of 2026-11-29 (a master checkout, release-26.05 and
// release-26.11, recorded upstream data) served by the GitHub double with
// stateful issues, and a runner that runs the action in a workspace the test
// keeps and edits between runs, as consecutive workflow runs would: in this
// process (runActionInProcess), or dist/index.js as a process where the bundle
// is what a test looks at (`bundle: true`).
import { afterEach } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DAY } from '../../src/cli/demo.js';
import { expectFitsGitHub } from '../contract/githubContract.js';
import { loadDemoWorld } from '../double/demoData.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes, type IssueTracker } from '../double/issueRoutes.js';
import {
  ACTION_ENTRY,
  ACTION_YAML,
  inputVariable,
  parseOutputFile,
  runNode,
  TEST_RUNNER_ENV,
  type ProcessResult,
} from './support/actionProcess.js';
import { runActionInProcess } from './support/inProcess.js';
import { ROOT } from './support/upstreamData.js';

export { DEMO_DAY };
export const DEMO = path.join(ROOT, 'demo');
export const REPOSITORY = 'NixOS/nixpkgs';
/** GITHUB_SHA of every run: the commit the checkout stands for. */
export const CHECKOUT_COMMIT = '5eed5eed5eed5eed5eed5eed5eed5eed5eed5eed';
/** Where the workspace holds the nixpkgs checkout, as a workflow's `path:` would. */
export const CHECKOUT_AT = 'nixpkgs';

export interface DemoWorld {
  double: GitHubDouble;
  issues: IssueTracker;
  /** The runner's workspace; `checkout` is its nixpkgs folder, a copy of demo/nixpkgs the test may edit. */
  workspace: string;
  checkout: string;
  /** The branches the double serves, by name (master = the demo checkout as pushed). */
  branches: string[];
  run(options?: StepOptions): Promise<StepRun>;
  /** Rewrites a file of the checkout: `edit` gets its text and returns the new one; an edit that changes nothing throws. */
  edit(file: string, edit: (text: string) => string): void;
  stop(): Promise<void>;
}

export interface StepOptions {
  /** Inputs by action.yml name; the rest get action.yml's defaults. */
  inputs?: Record<string, string>;
  env?: Record<string, string>;
  /** Run dist/index.js as a process, as a runner does; else the same code runs in this process. */
  bundle?: boolean;
}

export interface StepRun extends ProcessResult {
  outputs: Record<string, string>;
  summary: string;
  /** Non-GET requests the double saw during this run. */
  writes: Array<{ method: string; path: string }>;
}

/** The parent's environment minus anything a runner or an outer workflow set. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(key) || key === 'NODE_OPTIONS') continue;
    env[key] = value;
  }
  return env;
}

/** `root`: a folder laid out as demo/ (a copy with more in it); demo/ by default. */
export async function startDemoWorld(root = DEMO): Promise<DemoWorld> {
  const double = new GitHubDouble();
  const issues = installIssueRoutes(double);
  await loadDemoWorld(double, root);
  const branches = readdirSync(path.join(root, 'branches'));
  const apiUrl = await double.start();

  const workspace = mkdtempSync(path.join(tmpdir(), 'k3s-guard-publish-'));
  const checkout = path.join(workspace, CHECKOUT_AT);
  cpSync(path.join(root, 'nixpkgs'), checkout, { recursive: true });

  const run = async (options: StepOptions = {}): Promise<StepRun> => {
    const runner = mkdtempSync(path.join(tmpdir(), 'k3s-guard-runner-'));
    try {
      const output = path.join(runner, 'output');
      const summary = path.join(runner, 'summary.md');
      writeFileSync(output, '');
      writeFileSync(summary, '');
      const env: NodeJS.ProcessEnv = {
        ...cleanEnv(),
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: workspace,
        GITHUB_API_URL: apiUrl,
        GITHUB_REPOSITORY: REPOSITORY,
        GITHUB_EVENT_NAME: 'schedule',
        GITHUB_REF: 'refs/heads/master',
        // A runner always names the commit of the run; the checkout's files link to their lines at it.
        GITHUB_SHA: CHECKOUT_COMMIT,
        GITHUB_OUTPUT: output,
        GITHUB_STEP_SUMMARY: summary,
        ...TEST_RUNNER_ENV,
      };
      for (const [name, spec] of Object.entries(ACTION_YAML.inputs)) {
        const fallback = spec.default ?? '';
        env[inputVariable(name)] = fallback.includes('${{') ? '' : fallback;
      }
      const inputs = {
        'github-token': 'ghs_e2e_publish',
        'nixpkgs-path': CHECKOUT_AT,
        now: DEMO_DAY,
        ...options.inputs,
      };
      for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;
      Object.assign(env, options.env);

      const before = double.requests.length;
      const result = options.bundle
        ? await runNode([ACTION_ENTRY], { cwd: workspace, env, timeoutMs: 40_000 })
        : await runActionInProcess(env, workspace);
      // What the action sent, and what the double answered, as GitHub's REST description has them.
      expectFitsGitHub(double.requests.slice(before));
      return {
        ...result,
        outputs: parseOutputFile(readFileSync(output, 'utf8')),
        summary: readFileSync(summary, 'utf8'),
        writes: double.requests
          .slice(before)
          .filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
          .map((r) => ({ method: r.method, path: r.path })),
      };
    } finally {
      rmSync(runner, { recursive: true, force: true });
    }
  };

  return {
    double,
    issues,
    workspace,
    checkout,
    branches: ['master', ...branches],
    run,
    edit(file, edit) {
      const full = path.join(checkout, file);
      const text = readFileSync(full, 'utf8');
      const next = edit(text);
      // A demo file laid out differently must fail the test, not leave the world unchanged.
      if (next === text) throw new Error(`The edit of ${file} changed nothing`);
      writeFileSync(full, next);
    },
    async stop() {
      await double.stop();
      rmSync(workspace, { recursive: true, force: true });
    },
  };
}

/**
 * A maker of demo worlds for the tests of one file, each world stopped after
 * its test: for tests that start one or two worlds of their own.
 */
export function demoWorldPerTest(): () => Promise<DemoWorld> {
  let worlds: DemoWorld[] = [];
  afterEach(async () => {
    await Promise.all(worlds.map((w) => w.stop()));
    worlds = [];
  });
  return async () => {
    const started = await startDemoWorld();
    worlds.push(started);
    return started;
  };
}
