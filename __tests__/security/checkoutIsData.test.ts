// A pull request's checkout is untrusted: the action reads it as text and
// never runs anything from it or on it. The bundled action runs in PR mode on a
// checkout whose files are full of shell and Nix code, with fake `nix`, `npm`,
// `sh`... first on PATH that record being called, and with every
// child_process function of Node recording any use. Nothing may be spawned.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startDemoWorld, type DemoWorld, type StepRun } from '../e2e/demoWorld.js';
import { K3S_DIR } from '../e2e/support/upstreamData.js';

const FAKE_COMMANDS = [
  'nix',
  'nix-build',
  'nix-instantiate',
  'nix-shell',
  'npm',
  'npx',
  'node',
  'sh',
  'bash',
  'git',
  'make',
  'python3',
  'curl',
];

/** Loaded with --import into the action's process: any child_process call is logged, then refused. */
const SPAWN_RECORDER = `
import childProcess from 'node:child_process';
import { appendFileSync } from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
const log = process.env.SPAWN_LOG;
appendFileSync(log + '.loaded', 'loaded ' + process.pid + '\\n');
for (const name of ['spawn', 'spawnSync', 'exec', 'execSync', 'execFile', 'execFileSync', 'fork']) {
  childProcess[name] = (...args) => {
    appendFileSync(log, name + ' ' + JSON.stringify(args[0]) + '\\n');
    throw new Error('child_process.' + name + ' called');
  };
}
syncBuiltinESMExports();
`;

describe('pull request mode treats the checkout as data', () => {
  let world: DemoWorld;
  let temp: string;
  let run: StepRun;
  const files = { calls: '', spawns: '', pwned: '' };

  beforeAll(async () => {
    world = await startDemoWorld();
    temp = mkdtempSync(path.join(tmpdir(), 'k3s-guard-data-'));
    files.calls = path.join(temp, 'calls.log');
    files.spawns = path.join(temp, 'spawns.log');
    files.pwned = path.join(temp, 'pwned');
    writeFileSync(files.calls, '');
    writeFileSync(files.spawns, '');

    const bin = path.join(temp, 'bin');
    mkdirSync(bin);
    for (const name of FAKE_COMMANDS) {
      const fake = path.join(bin, name);
      writeFileSync(fake, `#!/bin/sh\necho "${name} $*" >> '${files.calls}'\nexit 0\n`);
      chmodSync(fake, 0o755);
    }
    const recorder = path.join(temp, 'spawnRecorder.mjs');
    writeFileSync(recorder, SPAWN_RECORDER);

    // The head of the PR: code everywhere something might be tempted to run it.
    const touch = `touch '${files.pwned}'`;
    world.edit(`${K3S_DIR}/default.nix`, (text) => `# $(${touch})\n${text}# builtins.exec [ "sh" "-c" "${touch}" ]\n`);
    writeFileSync(path.join(world.checkout, K3S_DIR, 'update-script.sh'), `#!/bin/sh\n${touch}\n`, { mode: 0o755 });
    writeFileSync(
      path.join(world.checkout, 'package.json'),
      JSON.stringify({ name: 'pwn', scripts: { preinstall: touch, test: touch } }),
    );
    writeFileSync(path.join(world.checkout, 'Makefile'), `all:\n\t${touch}\n`);
    writeFileSync(path.join(world.checkout, 'shell.nix'), `builtins.exec [ "sh" "-c" "${touch}" ]\n`);
    world.edit('lib/.version', (text) => text.replace(/\n?$/, `\n$(${touch})\n`));

    run = await world.run({
      // The bundle, as a process: the recorder hooks child_process in the process it is loaded into.
      bundle: true,
      env: {
        GITHUB_EVENT_NAME: 'pull_request',
        GITHUB_BASE_REF: 'master',
        GITHUB_REF: 'refs/pull/4242/merge',
        PATH: `${bin}${path.delimiter}${process.env.PATH ?? ''}`,
        NODE_OPTIONS: `--import ${pathToFileURL(recorder).href}`,
        SPAWN_LOG: files.spawns,
      },
    });
  }, 60_000);

  afterAll(async () => {
    await world.stop();
    rmSync(temp, { recursive: true, force: true });
  });

  test('the check ran to its verdict', () => {
    expect(run.stderr).toBe('');
    expect(run.summary).toMatch(/^# k3s release guard/m);
    expect(run.summary).toMatch(/^## Pull request check against `master`/m);
    // The recorder was loaded into the action's process.
    expect(readFileSync(`${files.spawns}.loaded`, 'utf8')).toMatch(/^loaded \d+\n$/);
    expect(run.outputs.status).toBeDefined();
    expect(run.writes).toEqual([]);
  });

  test('no command was called, no process spawned, nothing from the checkout ran', () => {
    expect(readFileSync(files.calls, 'utf8')).toBe('');
    expect(readFileSync(files.spawns, 'utf8')).toBe('');
    expect(existsSync(files.pwned)).toBe(false);
  });

  test('the recorders work: the fake commands log, and a spawn under the recorder is caught', async () => {
    // Without this, an empty log could mean a broken recorder rather than a clean run.
    const { spawnSync } = await import('node:child_process');
    const fake = spawnSync(path.join(temp, 'bin', 'nix'), ['eval'], { encoding: 'utf8' });
    expect(fake.status).toBe(0);
    expect(readFileSync(files.calls, 'utf8')).toBe('nix eval\n');
    writeFileSync(files.calls, '');
    const probe = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "import('node:child_process').then((c) => { try { c.execSync('true'); } catch {} })",
      ],
      {
        env: {
          ...process.env,
          NODE_OPTIONS: `--import ${pathToFileURL(path.join(temp, 'spawnRecorder.mjs')).href}`,
          SPAWN_LOG: files.spawns,
        },
        encoding: 'utf8',
      },
    );
    expect(probe.status).toBe(0);
    expect(readFileSync(files.spawns, 'utf8')).toBe('execSync "true"\n');
    writeFileSync(files.spawns, '');
  });
});
