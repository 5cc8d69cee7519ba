// Runs the action the way a GitHub runner does: inputs as INPUT_* variables
// (defaults from action.yml filled in), GITHUB_OUTPUT and GITHUB_STEP_SUMMARY
// as files, a workspace holding the nixpkgs checkout; in this process
// (runActionInProcess), or the bundle (dist/index.js) as a separate node process
// where the bundle is what a test looks at (`bundle: true`). Also runs the
// bundled CLI.
import { spawn } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { TEST_WRITE_SPACING_VARIABLE } from '../../../src/github/client.js';
import { runActionInProcess } from './inProcess.js';
import { FIXTURES, ROOT } from './upstreamData.js';

export const ACTION_ENTRY = path.join(ROOT, 'dist', 'index.js');
export const CLI_ENTRY = path.join(ROOT, 'dist', 'cli.js');
const RECORDER = pathToFileURL(path.join(ROOT, '__tests__', 'e2e', 'support', 'recordConnections.mjs')).href;

interface ActionYaml {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
}

export const ACTION_YAML = parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as ActionYaml;

/** The runner's name for an input's variable: spaces to _, upper-cased, dashes kept. */
export function inputVariable(name: string): string {
  return `INPUT_${name.replace(/ /g, '_').toUpperCase()}`;
}

/**
 * What the test runner adds to a runner's environment: writes unspaced, since the
 * double has no secondary limits (the action honours it only against loopback).
 */
export const TEST_RUNNER_ENV = { [TEST_WRITE_SPACING_VARIABLE]: '0' } as const;

/** The parent's environment without anything a runner or an outer workflow may have set. */
function cleanEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (
      /^(GITHUB_|INPUT_|RUNNER_|ACTIONS_)/.test(key) ||
      key === 'NODE_OPTIONS' ||
      key === 'NO_COLOR' ||
      key === 'FORCE_COLOR' ||
      // The CLI wraps its report to COLUMNS, also into a pipe.
      key === 'COLUMNS'
    )
      continue;
    env[key] = value;
  }
  return env;
}

export interface ProcessResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The node that runs the bundles: this one, or E2E_NODE (CI sets it to Node 24,
 * what `runs.using: node24` means on GitHub's runners).
 */
export const E2E_NODE = process.env.E2E_NODE || process.execPath;

/**
 * How many bundles a test file runs at once: one per core, and at least two, so
 * that two runs can race. A file that starts a dozen runs together then takes as
 * long as before on a busy machine, but no run is starved past its time limit.
 */
const RUNNING_AT_ONCE = Math.max(2, availableParallelism());
let running = 0;
const queued: Array<() => void> = [];

async function withProcessSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= RUNNING_AT_ONCE) await new Promise<void>((resolve) => queued.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next run waiting, if any.
    const next = queued.shift();
    if (next) next();
    else running -= 1;
  }
}

/**
 * A guard against a process that never ends, not a measure: a run of the action's bundle takes 1.5 to 2 s on
 * an idle 2-core machine, the CLI's about 1 s (2026-12-05). Thirty times the longer: beside busy processes,
 * each Jest worker may run two bundles at once, and a bundle then gets a small share of a core.
 */
const HANG_MS = 60_000;

/** Spawns node on `args`, collects its output; kills it `timeoutMs` (HANG_MS unless given) after it started. */
export function runNode(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<ProcessResult> {
  return withProcessSlot(() => spawnNode(args, options));
}

function spawnNode(
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number },
): Promise<ProcessResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(E2E_NODE, args, { cwd: options.cwd, env: options.env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => child.kill('SIGKILL'), options.timeoutMs ?? HANG_MS);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** `name<<DELIMITER\nvalue\nDELIMITER` blocks (and plain `name=value` lines) of a GITHUB_OUTPUT file. */
export function parseOutputFile(text: string): Record<string, string> {
  const outputs: Record<string, string> = {};
  const lines = text.split(/\r?\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const heredoc = /^([^=<]+)<<(.+)$/.exec(line);
    if (heredoc) {
      const [, name, delimiter] = heredoc;
      const end = lines.indexOf(delimiter, i + 1);
      if (end === -1) throw new Error(`Output ${name} has no closing delimiter ${delimiter}`);
      outputs[name] = lines.slice(i + 1, end).join('\n');
      i = end;
    } else if (line.includes('=')) {
      outputs[line.slice(0, line.indexOf('='))] = line.slice(line.indexOf('=') + 1);
    }
  }
  return outputs;
}

export interface ActionRunOptions {
  apiUrl: string;
  /** Inputs by their action.yml names; the other inputs get action.yml's defaults as on a runner. */
  inputs: Record<string, string>;
  /**
   * The nixpkgs checkout put into the workspace, and where (relative to the workspace; '' = its root):
   * a fixture tree copied, which `edits` then rewrites (path relative to the checkout -> new text, or null
   * to delete the file or folder), or files (path -> text) written.
   */
  checkout?:
    | { fixture: string; at: string; edits?: Record<string, string | null> }
    | { files: Record<string, string>; at: string };
  env?: Record<string, string>;
  /** Run dist/index.js as a process, as a runner does, recording its connections; else the same code runs in this process. */
  bundle?: boolean;
}

export interface ActionRun extends ProcessResult {
  outputs: Record<string, string>;
  summary: string;
  /** "connect host:port" and "fetch URL" lines of every connection the process opened (a run of the bundle only). */
  connections: string[];
}

export async function runAction(options: ActionRunOptions): Promise<ActionRun> {
  const base = mkdtempSync(path.join(tmpdir(), 'k3s-guard-e2e-'));
  try {
    const workspace = path.join(base, 'workspace');
    const runner = path.join(base, 'runner');
    mkdirSync(workspace);
    mkdirSync(runner);
    if (options.checkout && 'fixture' in options.checkout) {
      const root = path.join(workspace, options.checkout.at);
      cpSync(path.join(FIXTURES, options.checkout.fixture), root, { recursive: true });
      for (const [file, text] of Object.entries(options.checkout.edits ?? {})) {
        if (text === null) rmSync(path.join(root, file), { recursive: true });
        else writeFileSync(path.join(root, file), text);
      }
    } else if (options.checkout) {
      for (const [file, text] of Object.entries(options.checkout.files)) {
        const target = path.join(workspace, options.checkout.at, file);
        mkdirSync(path.dirname(target), { recursive: true });
        writeFileSync(target, text);
      }
    }
    const files = {
      output: path.join(runner, 'output'),
      summary: path.join(runner, 'summary.md'),
      connections: path.join(runner, 'connections.log'),
    };
    // The runner creates both files before the step; core.summary refuses a missing one.
    for (const file of Object.values(files)) writeFileSync(file, '');

    const env: NodeJS.ProcessEnv = {
      ...cleanEnv(),
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
      GITHUB_API_URL: options.apiUrl,
      GITHUB_OUTPUT: files.output,
      GITHUB_STEP_SUMMARY: files.summary,
      E2E_CONNECTION_LOG: files.connections,
      ...TEST_RUNNER_ENV,
    };
    for (const [name, spec] of Object.entries(ACTION_YAML.inputs)) {
      const fallback = spec.default ?? '';
      // Expressions such as ${{ github.token }} are the runner's to expand; tests pass the token explicitly.
      env[inputVariable(name)] = fallback.includes('${{') ? '' : fallback;
    }
    for (const [name, value] of Object.entries(options.inputs)) env[inputVariable(name)] = value;
    Object.assign(env, options.env);

    const result = options.bundle
      ? await runNode(['--import', RECORDER, ACTION_ENTRY], { cwd: workspace, env })
      : await runActionInProcess(env, workspace);
    const connections = options.bundle
      ? readFileSync(files.connections, 'utf8').split('\n').filter(Boolean)
      : undefined;
    return {
      ...result,
      outputs: parseOutputFile(readFileSync(files.output, 'utf8')),
      summary: readFileSync(files.summary, 'utf8'),
      // Only a process of its own tells its connections: a test that looks at them runs the bundle.
      get connections(): string[] {
        if (connections === undefined)
          throw new Error('Connections are recorded for a run of the bundle: pass bundle: true.');
        return connections;
      },
    };
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
}

/**
 * Runs dist/cli.js with `args`; GITHUB_API_URL defaults to a closed port so nothing leaves the machine.
 * The process is killed after `timeoutMs` (runNode's HANG_MS unless given).
 */
export function runCli(args: string[], env: Record<string, string> = {}, timeoutMs?: number): Promise<ProcessResult> {
  return runNode([CLI_ENTRY, ...args], {
    cwd: ROOT,
    env: { ...cleanEnv(), GITHUB_API_URL: 'http://127.0.0.1:9', ...env },
    timeoutMs,
  });
}
