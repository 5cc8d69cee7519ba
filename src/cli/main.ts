// The CLI's entry (dist/cli.js): runCli with this process's streams,
// environment and folder, and the process's exit code its answer.
import { runCli } from './runCli.js';
import { EXIT } from './usage.js';

runCli(process.argv.slice(2), {
  stdout: process.stdout,
  stderr: process.stderr,
  env: process.env,
  cwd: process.cwd(),
}).then(
  (code) => process.exit(code),
  () => process.exit(EXIT.environment),
);
