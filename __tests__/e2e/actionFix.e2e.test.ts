// The action's `fix` input, run in process as a runner runs the step: refused
// in a pull request check whatever the mode (a pull request's files and
// families file are never used to fix), before anything is read; in a manual
// run on the real tree of 2026-08-10, the fix step's change written into the
// checkout and its diff in the runner's temporary folder, never the checkout.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePatch } from '../../src/action/patchFile.js';
import { GitHubDouble } from '../double/githubDouble.js';
import type { ReleaseJson } from '../double/githubShapes.js';
import { fixturePath, git, K3S } from '../edit/support.js';
import { ACTION_YAML, inputVariable, parseOutputFile, runAction, TEST_RUNNER_ENV } from './support/actionProcess.js';
import { runActionInProcess } from './support/inProcess.js';
import { realDay } from './support/realDays.js';
import { filesOf, serveBranch } from './support/upstreamData.js';

/** 2026-08-10, as GitHub and kubernetes/website served it: k3s' releases, the lifecycle files, release-26.05. */
const DAY = realDay('2026-08-10', ['release-26.05']);
let double: GitHubDouble;
let apiUrl: string;
beforeAll(async () => {
  double = new GitHubDouble();
  double.setReleases('k3s-io/k3s', JSON.parse(readFileSync(DAY.upstream['k3s-releases'], 'utf8')) as ReleaseJson[]);
  for (const [file, option] of [
    ['eol.yaml', 'kubernetes-eol'],
    ['schedule.yaml', 'kubernetes-schedule'],
  ] as const)
    double.setFile('kubernetes/website', 'main', `data/releases/${file}`, readFileSync(DAY.upstream[option], 'utf8'));
  serveBranch(double, 'NixOS/nixpkgs', 'release-26.05', filesOf(DAY.trees.get('release-26.05')!));
  apiUrl = await double.start();
});
afterAll(async () => {
  await double?.stop();
});

const TOKEN = 'ghs_e2eFixRefusedZq81Kx';
const asked = (): number => double.requests.filter((r) => r.headers.authorization === `token ${TOKEN}`).length;

describe('fix: true', () => {
  test.each([
    ['pull_request', 'auto'],
    ['pull_request_target', 'audit'],
    ['workflow_dispatch', 'pr-check'],
  ])('is refused on a %s event in mode %s, before anything is read', async (event, mode) => {
    const before = asked();
    const run = await runAction({
      apiUrl,
      checkout: { fixture: 'current', at: 'nixpkgs' },
      inputs: { 'nixpkgs-path': 'nixpkgs', fix: 'true', mode, 'github-token': TOKEN, now: '2025-05-10' },
      env: { GITHUB_EVENT_NAME: event, GITHUB_BASE_REF: 'master', GITHUB_REPOSITORY: 'NixOS/nixpkgs' },
    });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `::error::Input "fix": true is refused in a pull request check (event ${event}, mode ${mode}): a pull request's files and families file are never used to fix`,
    );
    expect(run.outputs.patch).toBeUndefined();
    expect(run.outputs.findings).toBeUndefined();
    expect(asked()).toBe(before);
  });

  test("on the real day's tree: the change written in the checkout, its diff in RUNNER_TEMP", async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'k3s-guard-fix-action-'));
    try {
      const workspace = path.join(base, 'workspace');
      const runner = path.join(base, 'runner');
      const nixpkgs = path.join(workspace, 'nixpkgs');
      mkdirSync(runner, { recursive: true });
      // 2026-08-10's master with the files a k3s removal touches, committed: the writer checks for uncommitted changes.
      cpSync(DAY.checkout, nixpkgs, { recursive: true });
      cpSync(fixturePath('k3s-2026-08-10'), nixpkgs, { recursive: true });
      for (const args of [
        ['init', '-q'],
        ['add', '-A'],
        ['commit', '-qm', 'the tree of 2026-08-10'],
      ])
        git(nixpkgs, args);
      const files = { output: path.join(runner, 'output'), summary: path.join(runner, 'summary.md') };
      for (const file of Object.values(files)) writeFileSync(file, '');
      const env: NodeJS.ProcessEnv = {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        GITHUB_ACTIONS: 'true',
        GITHUB_WORKSPACE: workspace,
        GITHUB_API_URL: apiUrl,
        GITHUB_OUTPUT: files.output,
        GITHUB_STEP_SUMMARY: files.summary,
        GITHUB_EVENT_NAME: 'workflow_dispatch',
        RUNNER_TEMP: runner,
        ...TEST_RUNNER_ENV,
      };
      for (const [name, spec] of Object.entries(ACTION_YAML.inputs))
        env[inputVariable(name)] = (spec.default ?? '').includes('${{') ? '' : (spec.default ?? '');
      const inputs = {
        'nixpkgs-path': 'nixpkgs',
        fix: 'true',
        mode: 'audit',
        'dry-run': 'true',
        now: '2026-08-10',
        branch: 'master',
        'fail-on': 'error',
        cache: 'false',
      };
      for (const [name, value] of Object.entries(inputs)) env[inputVariable(name)] = value;

      const run = await runActionInProcess(env, workspace);
      expect(run.code).toBe(0);
      const outputs = parseOutputFile(readFileSync(files.output, 'utf8'));
      expect(outputs.patch).toBe(path.join(runner, 'k3s-release-guard', 'fix.patch'));
      const patch = readFileSync(outputs.patch, 'utf8');
      for (const line of ['-    k3s_1_33', '-  k3s = k3s_1_35;', '+  k3s = k3s_1_36;'])
        expect(patch.split('\n')).toContain(line);
      expect(existsSync(path.join(nixpkgs, K3S, '1_33'))).toBe(false);
      expect(run.stdout).toContain('Fix: 4 file(s) edited and 6 deleted in the checkout');
      // The patch is what was written: reversed, it applies to the checkout; and it is not in it.
      expect(git(nixpkgs, ['apply', '-R', '--check', '-'], patch).status).toBe(0);
      expect(git(nixpkgs, ['status', '--porcelain']).output).not.toContain('fix.patch');
      // The annotations and fail-on concern what the written checkout still needs: its updates, which need hashes.
      const annotations = run.stdout.split('\n').filter((line) => /^::(error|warning) title=k3s /.test(line));
      expect(annotations.map((line) => /::(Update \S+)/.exec(line)?.[1])).toEqual([
        `Update ${K3S}/1_35/versions.nix`,
        `Update ${K3S}/1_36/versions.nix`,
      ]);
      // The findings output is the audit before the change: what the patch's pull request lists.
      const findings = JSON.parse(outputs.findings) as { rule: string; branch: string; attr?: string }[];
      const master = findings.filter((f) => f.branch === 'master');
      expect(master.filter((f) => f.rule === 'minor-eol').map((f) => f.attr)).toEqual(['k3s_1_33']);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});

describe('the patch file', () => {
  test("is written in the runner's temporary folder, and refused inside the checkout", async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'k3s-guard-patch-'));
    try {
      const checkout = path.join(base, 'workspace', 'nixpkgs');
      const patch = await writePatch('--- a/x\n+++ b/x\n', checkout, path.join(base, 'runner-temp'));
      expect(patch).toBe(path.join(base, 'runner-temp', 'k3s-release-guard', 'fix.patch'));
      expect(readFileSync(patch, 'utf8')).toBe('--- a/x\n+++ b/x\n');
      await expect(writePatch('', checkout, path.join(checkout, 'tmp'))).rejects.toThrow(
        /is inside the checkout .+: the patch is never written into the checkout/,
      );
      expect(existsSync(path.join(checkout, 'tmp'))).toBe(false);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
