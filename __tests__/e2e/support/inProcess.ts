// The CLI run in the test's own process: runCli (src/cli/runCli.ts) is all of
// dist/cli.js but its entry, which hands it the process's streams,
// environment and folder and exits with its code. Here it gets collected
// streams, the environment a test gives and the project's folder, and what it
// returns is the exit code. Tests of what the CLI says and decides run it so;
// those of the bundle as a process (its exit codes, stderr, time limits, Node 24)
// spawn dist/cli.js (runCli of actionProcess.ts).
import { copyFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli as runCliCode } from '../../../src/cli/runCli.js';
import type { ProcessResult } from './actionProcess.js';
import { ROOT } from './upstreamData.js';

/**
 * Runs the CLI with `args` in this process, as `runCli` of actionProcess.ts runs the bundle:
 * from the project's folder (or `cwd`), stdout not a terminal, and an environment of `env`
 * alone, where GITHUB_API_URL defaults to a closed port so nothing leaves the machine.
 */
export async function runCliInProcess(
  args: string[],
  env: Record<string, string> = {},
  cwd: string = ROOT,
): Promise<ProcessResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCliCode(args, {
    stdout: { write: (text: string) => (stdout += text), isTTY: false },
    stderr: { write: (text: string) => (stderr += text) },
    env: { GITHUB_API_URL: 'http://127.0.0.1:9', ...env },
    cwd,
  });
  return { code, stdout, stderr };
}

/** Runs of the action in this process wait for each other: each has the process's environment and streams to itself. */
let previous: Promise<unknown> = Promise.resolve();

/** Where @actions/core writes the job summary: it keeps the first path it is given for the process's life. */
let summaryFile: string | undefined;

/**
 * Runs the action (src/action/main.ts's `run`, all of dist/index.js but its
 * entry) in this process, as a runner runs a step: `env` is the whole
 * environment, `cwd` the step's folder. @actions/core reads the inputs from
 * process.env and writes the log commands on process.stdout, the outputs to
 * GITHUB_OUTPUT and the summary to GITHUB_STEP_SUMMARY, and core.setFailed sets
 * process.exitCode; so for the run's length the process's environment is
 * `env`, its stdout and stderr are collected, and its exit code is the run's,
 * each put back afterwards. One run at a time.
 */
export function runActionInProcess(env: NodeJS.ProcessEnv, cwd: string): Promise<ProcessResult> {
  const run = previous.then(() => runAlone(env, cwd));
  previous = run.catch(() => undefined);
  return run;
}

/** A stream's `write` that hands each chunk, as text, to `add`. */
function collector(add: (text: string) => void): typeof process.stdout.write {
  return (chunk: string | Uint8Array) => {
    add(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  };
}

async function runAlone(env: NodeJS.ProcessEnv, cwd: string): Promise<ProcessResult> {
  const { run } = await import('../../../src/action/main.js');
  const summary = env.GITHUB_STEP_SUMMARY;
  if (summary) {
    summaryFile ??= path.join(mkdtempSync(path.join(tmpdir(), 'k3s-guard-summary-')), 'summary.md');
    copyFileSync(summary, summaryFile);
  }
  const saved = { env: { ...process.env }, exitCode: process.exitCode };
  // eslint-disable-next-line @typescript-eslint/unbound-method -- put back on the same stream afterwards
  const writes = { stdout: process.stdout.write, stderr: process.stderr.write };
  let stdout = '';
  let stderr = '';
  for (const key of Object.keys(process.env)) delete process.env[key];
  Object.assign(process.env, env, summary ? { GITHUB_STEP_SUMMARY: summaryFile } : {});
  process.exitCode = undefined;
  process.stdout.write = collector((text) => (stdout += text));
  process.stderr.write = collector((text) => (stderr += text));
  let code: number;
  try {
    await run(process.env, cwd);
    code = Number(process.exitCode ?? 0);
  } finally {
    process.stdout.write = writes.stdout;
    process.stderr.write = writes.stderr;
    for (const key of Object.keys(process.env)) delete process.env[key];
    Object.assign(process.env, saved.env);
    process.exitCode = saved.exitCode;
    if (summary && summaryFile) copyFileSync(summaryFile, summary);
  }
  return { code, stdout, stderr };
}
