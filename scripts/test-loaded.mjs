// `npm run test:loaded`: the Jest run on a busy machine. It starts one
// CPU-bound process per core (a busy loop of Node's), runs `npm run test:jest`
// beside them, stops them, and prints the time the run took against its budget:
// 600 s beside the busy processes, 300 s on an idle machine (docs/DEVELOPMENT.md).
//
//   npm run test:loaded                       the whole suite, one busy process a core
//   npm run test:loaded -- FILE...            those files (any of Jest's arguments)
//   npm run test:loaded -- --busy 0           no busy process: the idle run, for comparison
//   npm run test:loaded -- --each FILE...     each file alone, idle and then loaded, back to back:
//                                             a table of both times, their ratio and the idle run's CPU
//
// Exit code: Jest's (with --each, the first failing run's); or 1 when the whole suite passed but over its budget.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

const BUDGET_S = { loaded: 600, idle: 300 };

const args = process.argv.slice(2).filter((arg, i) => !(i === 0 && arg === '--'));
let busy = availableParallelism();
const at = args.indexOf('--busy');
if (at !== -1) {
  busy = Number(args[at + 1]);
  if (!Number.isInteger(busy) || busy < 0) {
    console.error(`test-loaded: --busy takes a number of busy processes (0 or more), not "${args[at + 1] ?? ''}".`);
    process.exit(2);
  }
  args.splice(at, 2);
}
const each = args.includes('--each');
if (each) args.splice(args.indexOf('--each'), 1);
const whole = !args.some((arg) => !arg.startsWith('-'));

// A busy loop that also ends itself once this script is gone (killed with SIGKILL, say), so none is left behind.
const LOOP = `const parent = process.ppid; let next = 0;
for (;;) if (Date.now() > next) { next = Date.now() + 1000; try { process.kill(parent, 0); } catch { process.exit(0); } }`;
let burners = [];
const startBurners = (count) => {
  burners = Array.from({ length: count }, () => spawn(process.execPath, ['-e', LOOP], { stdio: 'ignore' }));
};
const stopBurners = () => {
  for (const burner of burners) if (burner.exitCode === null && burner.signalCode === null) burner.kill('SIGKILL');
  burners = [];
};
process.on('exit', stopBurners);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopBurners();
    process.exit(130);
  });
}

/** CPU seconds of the children this process has waited for (Linux: /proc/self/stat), else undefined. */
function childrenCpu() {
  try {
    // Fields after the command's closing parenthesis: cutime and cstime are the 14th and 15th, in ticks (100 a second).
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** `npm run test:jest` with `jestArgs` beside `count` busy processes: its exit code, wall and CPU seconds. */
async function jestRun(jestArgs, count, stdio) {
  startBurners(count);
  const cpu = childrenCpu();
  const started = process.hrtime.bigint();
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const jest = spawn(npm, ['run', '-s', 'test:jest', '--', ...jestArgs], { stdio });
  const code = await new Promise((resolve) => jest.on('close', (exit, signal) => resolve(exit ?? (signal ? 1 : 0))));
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  stopBurners();
  const after = childrenCpu();
  return { code, seconds, cpu: cpu === undefined || after === undefined ? undefined : after - cpu };
}

const beside = (count) => (count === 0 ? 'on its own' : `beside ${count} busy process${count === 1 ? '' : 'es'}`);

if (each) {
  const options = args.filter((arg) => arg.startsWith('-'));
  const files = args.filter((arg) => !arg.startsWith('-'));
  console.log(`Each file alone (--runInBand), on its own and then ${beside(busy)}:\n`);
  console.log(['idle s', 'CPU s', 'loaded s', 'ratio', 'file'].join('\t'));
  let failed = 0;
  for (const file of files) {
    const idle = await jestRun(['--runInBand', ...options, file], 0, 'ignore');
    const loaded = await jestRun(['--runInBand', ...options, file], busy, 'ignore');
    failed ||= idle.code || loaded.code;
    const mark = idle.code || loaded.code ? `  FAILED (idle ${idle.code}, loaded ${loaded.code})` : '';
    const cpu = idle.cpu === undefined ? '-' : idle.cpu.toFixed(1);
    const ratio = (loaded.seconds / idle.seconds).toFixed(2);
    console.log(`${idle.seconds.toFixed(1)}\t${cpu}\t${loaded.seconds.toFixed(1)}\t${ratio}\t${file}${mark}`);
  }
  process.exit(failed);
}

const run = await jestRun(args, busy, 'inherit');
const seconds = Math.round(run.seconds);
const budget = busy === 0 ? BUDGET_S.idle : BUDGET_S.loaded;
const what = whole ? 'npm run test:jest' : `npm run test:jest -- ${args.join(' ')}`;
console.log(`\n${what} ${beside(busy)}: ${seconds} s${whole ? ` (budget ${budget} s)` : ''}.`);
if (run.code === 0 && whole && seconds > budget) {
  console.log(`Over the budget by ${seconds - budget} s.`);
  process.exit(1);
}
process.exit(run.code);
