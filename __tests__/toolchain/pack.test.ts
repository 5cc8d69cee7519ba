// The package `npm pack` makes is one a user can install and run: its `bin`
// works from a fresh folder, offline, because dist/ bundles everything it
// needs (package.json lists no runtime dependency), and the tarball holds the
// program, its demo and its notes, not the sources or the tests.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  name: string;
  version: string;
  bin: Record<string, string>;
  dependencies?: Record<string, string>;
};

const scratch = mkdtempSync(path.join(tmpdir(), 'pack-'));
let files: string[] = [];
let bin = '';

beforeAll(async () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const packed = await run(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch], { cwd: ROOT });
  const [tarball] = JSON.parse(packed.stdout) as Array<{ filename: string; files: Array<{ path: string }> }>;
  files = tarball.files.map((f) => f.path);
  const app = path.join(scratch, 'app');
  mkdirSync(app);
  // Offline: an install that needed the registry would fail here.
  await run(
    npm,
    [
      'install',
      '--offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      '--no-package-lock',
      path.join(scratch, tarball.filename),
    ],
    { cwd: app },
  );
  bin = path.join(app, 'node_modules', '.bin', Object.keys(manifest.bin)[0]);
}, 120_000);
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

test('needs nothing installed beside it: dist/ bundles every dependency', () => {
  expect(manifest.dependencies ?? {}).toEqual({});
});

test('holds the program, its demo and its notes, and neither the sources nor the tests', () => {
  expect(files).toEqual(expect.arrayContaining(['package.json', 'README.md', 'CHANGELOG.md', 'dist/cli.js']));
  expect(files.some((f) => f.startsWith('demo/recorded/'))).toBe(true);
  expect(files.filter((f) => /^(src|__tests__|scripts|examples|node_modules)\//.test(f))).toEqual([]);
});

test('its bin, installed from the tarball, says its version and its usage', async () => {
  expect(await run(bin, ['--version'])).toEqual({ stdout: `${manifest.name} ${manifest.version}\n`, stderr: '' });
  const help = await run(bin, ['--help']);
  expect(help.stdout).toMatch(/^Usage: k3s-release-guard \[options\] \[NIXPKGS_PATH\]/);
  expect(help.stderr).toBe('');
});

test('its bin runs the bundled demo, offline', async () => {
  // Exit code 1: the demo has errors, as it should.
  await expect(run(bin, ['--demo', '--json', '--packages', 'k3s'])).rejects.toMatchObject({
    code: 1,
    stdout: expect.stringContaining('"rule":"minor-eol"'),
  });
});
