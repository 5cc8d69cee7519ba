// The action's `fix` input, run in process as a runner runs the step: refused
// in a pull request check whatever the mode (a pull request's files and
// families file are never used to fix), before anything is read; in a
// scheduled or manual run, a run that computed no change writes nothing and
// says so in one line, after its findings and summary. The patch goes to the
// runner's temporary folder, never into the checkout.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { writePatch } from '../../src/action/patchFile.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { runAction } from './support/actionProcess.js';
import { serveUpstream } from './support/upstreamData.js';

let double: GitHubDouble;
let apiUrl: string;
beforeAll(async () => {
  double = new GitHubDouble();
  serveUpstream(double);
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

  test('in a manual audit that computed no change: its findings and summary, then one line, and no patch', async () => {
    const runnerTemp = mkdtempSync(path.join(tmpdir(), 'k3s-guard-runner-temp-'));
    try {
      const run = await runAction({
        apiUrl,
        checkout: { fixture: 'current', at: 'nixpkgs' },
        inputs: { 'nixpkgs-path': 'nixpkgs', fix: 'true', mode: 'audit', 'dry-run': 'true', now: '2025-05-10' },
        env: { GITHUB_EVENT_NAME: 'workflow_dispatch', RUNNER_TEMP: runnerTemp },
      });
      expect(run.code).toBe(1);
      expect(run.outputs.findings).toBeDefined();
      expect(run.summary).toContain('release guard');
      expect(run.stdout).toContain('::error::No change was computed in this run, so nothing was written');
      expect(run.outputs.patch).toBeUndefined();
      expect(existsSync(path.join(runnerTemp, 'k3s-release-guard', 'fix.patch'))).toBe(false);
    } finally {
      rmSync(runnerTemp, { recursive: true, force: true });
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
