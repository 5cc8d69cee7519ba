// One audit of several families: each its own report, rules and upstream; the
// calendar, the Kubernetes lifecycle data and every nixpkgs file shared, each
// read once a run, through the production client from the GitHub double
// serving the demo world of 2026-11-29.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { DEMO_DAY } from '../../src/cli/demo.js';
import { silentLog } from '../../src/domain/runLog.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { githubSources } from '../../src/gather/sources.js';
import { createGitHubClient } from '../../src/github/client.js';
import { runAudit, type AuditedFamily } from '../../src/pipeline/runAudit.js';
import { loadDemoWorld } from '../double/demoData.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { ROOT } from '../e2e/support/upstreamData.js';
import { k3s, rke2 } from '../families/builtIn.js';

const DEMO = path.join(ROOT, 'demo');
const double = new GitHubDouble();
beforeAll(async () => {
  await loadDemoWorld(double, DEMO);
  await double.start();
});
afterAll(() => double.stop());

async function audit(families: AuditedFamily[]) {
  const client = createGitHubClient({ baseUrl: double.url, token: 'test', retries: 0 });
  const before = double.requests.length;
  const reports = await runAudit({
    options: {},
    families,
    checkout: localTree(path.join(DEMO, 'nixpkgs')),
    sources: githubSources(client, 'NixOS/nixpkgs'),
    context: {},
    now: new Date(`${DEMO_DAY}T06:00:00Z`),
    log: silentLog,
    allBranches: true,
  });
  return { reports, requests: double.requests.slice(before) };
}

const POLICY = {
  policy: 'nixpkgs',
  backportThrough: 'next-release',
  keep: new Map(),
  defaultTarget: 'newest',
} as const;
const K3S: AuditedFamily = { family: k3s, upstreamRepository: 'k3s-io/k3s', policy: POLICY };
const RKE2: AuditedFamily = { family: rke2, upstreamRepository: 'rancher/rke2', policy: POLICY };

describe('k3s and rke2 in one audit', () => {
  it('gives one report per family, in the order asked, each with its own rules and upstream', async () => {
    const { reports } = await audit([RKE2, K3S]);
    expect(reports.map((r) => r.family.id)).toEqual(['rke2', 'k3s']);
    expect(reports.map((r) => r.upstream.repository)).toEqual(['rancher/rke2', 'k3s-io/k3s']);
    expect(reports[0].upstream.stableChannel?.minor).toBe('1.36');
    // k3s reads its channel only for default-target stable-channel.
    expect(reports[1].upstream.stableChannel).toBeUndefined();
    const rules = (i: number) => new Set(reports[i].audits.flatMap((a) => a.findings.map((f) => f.rule)));
    expect(rules(0).has('channel-alias-behind')).toBe(true);
    expect(rules(1).has('channel-alias-behind')).toBe(false);
    expect(rules(0).has('minor-superseded')).toBe(false);
    // The same branches and the same calendar for both.
    expect(reports[0].audits.map((a) => a.branch.name)).toEqual(reports[1].audits.map((a) => a.branch.name));
    expect(reports[0].calendar).toBe(reports[1].calendar);
  });

  it('reads each nixpkgs file, folder and commit once, whichever family asks', async () => {
    const { requests } = await audit([K3S, RKE2]);
    const reads = requests
      .filter((r) => r.path.startsWith('/repos/NixOS/nixpkgs/'))
      .map((r) => `${r.path}?ref=${r.query.get('ref') ?? ''}`);
    const twice = reads.filter((read, index) => reads.indexOf(read) !== index);
    expect(twice).toEqual([]);
    const shared = reads.filter((r) => r.includes('/contents/pkgs/top-level/all-packages.nix'));
    expect(shared.sort()).toEqual([
      '/repos/NixOS/nixpkgs/contents/pkgs/top-level/all-packages.nix?ref=26.05',
      '/repos/NixOS/nixpkgs/contents/pkgs/top-level/all-packages.nix?ref=release-26.05',
      '/repos/NixOS/nixpkgs/contents/pkgs/top-level/all-packages.nix?ref=release-26.11',
    ]);
    expect(requests.filter((r) => r.path.startsWith('/repos/kubernetes/website/'))).toHaveLength(2);
  });

  it('costs k3s nothing: alone, it reads no more than its share of the two', async () => {
    const alone = (await audit([K3S])).requests.map((r) => `${r.path}?${r.query.toString()}`);
    const both = (await audit([K3S, RKE2])).requests.map((r) => `${r.path}?${r.query.toString()}`);
    expect(both).toEqual(expect.arrayContaining(alone));
    expect(both.filter((r) => !alone.includes(r)).every((r) => /rke2|rancher/.test(r))).toBe(true);
  });
});
