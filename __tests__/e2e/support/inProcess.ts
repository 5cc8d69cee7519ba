// The CLI run in the test's own process: runCli (src/cli/runCli.ts) is all of
// dist/cli.js but its entry, which hands it the process's streams,
// environment and folder and exits with its code. Here it gets collected
// streams, the environment a test gives and the project's folder, and what it
// returns is the exit code. Tests of what the CLI says and decides run it so;
// those of the bundle as a process (its exit codes, stderr, time limits, Node 24)
// spawn dist/cli.js (runCli of actionProcess.ts).
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
