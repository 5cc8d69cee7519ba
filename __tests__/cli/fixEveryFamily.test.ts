// `--diff` over every family of the catalogue (packages: all) on the
// every-family demo's master checkout (__tests__/double/everyFamilyDemo.ts: the
// demo's trees with every declared family's files and a real-size
// all-packages.nix), offline, on the demo's day; and `--demo --diff` of the
// shipped demo. Each exits 0: the edited tree parses with Nix's own parser, its
// second audit passes, and git apply takes the diff.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo, DEMO_DAY, demoRoot } from '../../src/cli/demo.js';
import { EXIT } from '../../src/cli/usage.js';
import { parseNixFiles } from '../../src/edit/nixParser.js';
import { ENDOFLIFE_ANSWERS, everyFamilyDemo, type EveryFamilyDemo } from '../double/everyFamilyDemo.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { git, NIX } from '../edit/support.js';

if (!NIX.present) console.warn(`Skipping the parse of the edited demo trees: ${NIX.reason}.`);

let copy: EveryFamilyDemo;
const cleanups: (() => void)[] = [];
beforeAll(() => {
  copy = everyFamilyDemo();
});
afterAll(() => {
  copy.remove();
  for (const cleanup of cleanups) cleanup();
});

/** The CLI's command line for every family on the copy's master checkout, with the demo's local data. */
function everyFamilyArgs(...more: string[]): string[] {
  const { local } = demo(copy.root);
  const data: [string, string | undefined][] = [
    ['--k3s-releases', local.releases?.get('k3s')],
    ['--rke2-releases', local.releases?.get('rke2')],
    ['--k3s-channel', local.channels?.get('k3s')],
    ['--rke2-channel', local.channels?.get('rke2')],
    ['--kubernetes-schedule', local.lifecycle?.schedule],
    ['--kubernetes-eol', local.lifecycle?.eol],
    ['--endoflife', ENDOFLIFE_ANSWERS],
  ];
  return [
    ...['--offline', '--now', DEMO_DAY, '--branch', 'master', '--packages', 'all'],
    ...data.flatMap(([option, value]) => [option, value!]),
    ...more,
    path.join(copy.root, 'nixpkgs'),
  ];
}

/**
 * The diff applied to a copy of `checkout` by git apply, and the problems of
 * Nix's parser with the `.nix` files it edits there (none, where Nix is absent).
 */
async function applied(checkout: string, diff: string): Promise<{ apply: number; files: string[]; parse: string[] }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-every-diff-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  cpSync(checkout, dir, { recursive: true });
  const apply = git(dir, ['apply', '-'], diff).status;
  const files = [...diff.matchAll(/^\+\+\+ b\/(.+\.nix)$/gm)].map((m) => m[1]);
  if (!NIX.present) return { apply, files, parse: [] };
  const parsed = await parseNixFiles(files.map((f) => ({ path: f, text: readFileSync(path.join(dir, f), 'utf8') })));
  return {
    apply,
    files,
    parse: parsed.filter((r) => r.status !== 'parsed').map((r) => `${r.path}: ${JSON.stringify(r)}`),
  };
}

describe('--diff of every item, every family', () => {
  test('on the every-family demo: exit 0, the edited tree parses, the second audit passes, git apply takes it', async () => {
    const run = await runCliInProcess(everyFamilyArgs('--diff'));
    expect(run.stderr).not.toMatch(/^k3s-release-guard: /m);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stderr).toMatch(/^Second audit of the edited tree: \d+ errors, \d+ warnings before; /m);
    if (NIX.present)
      expect(run.stderr).toMatch(/^Checked: Nix's parser \(nix-instantiate --parse\) accepts the \d+ edited/m);
    // Every declared family of the catalogue with an item on master has its change in it.
    for (const family of [
      'k3s',
      'postgresql',
      'php',
      'nodejs',
      'python',
      'linux',
      'ruby',
      'erlang',
      'mariadb',
      'zabbix',
      'nextcloud',
    ])
      expect(run.stderr).toMatch(new RegExp(`^\\S+ \\(${family}\\): changed `, 'm'));
    const result = await applied(path.join(copy.root, 'nixpkgs'), run.stdout);
    expect(result.apply).toBe(0);
    expect(result.files).toContain('pkgs/top-level/all-packages.nix');
    expect(result.parse).toEqual([]);
  });

  test('--demo --diff on the shipped demo: the same checks', async () => {
    const run = await runCliInProcess(['--demo', '--diff']);
    expect(run.code).toBe(EXIT.ok);
    expect(run.stderr).toMatch(/^Second audit of the edited tree: /m);
    if (NIX.present)
      expect(run.stderr).toMatch(/^Checked: Nix's parser \(nix-instantiate --parse\) accepts the \d+ edited/m);
    const result = await applied(path.join(demoRoot(), 'nixpkgs'), run.stdout);
    expect(result.apply).toBe(0);
    expect(result.parse).toEqual([]);
  });
});
