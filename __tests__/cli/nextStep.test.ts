// The report's last line, from a real run of the demo's master on its day
// (in-process, offline, its recorded files): a branch that matters and was not
// audited is named with why (no tree given, or what reading it answered), and
// the next step never suggests an option the command line already gave.
import { describe, expect, test } from '@jest/globals';
import path from 'node:path';
import { DEMO_DAY } from '../../src/cli/demo.js';
import { nextStep } from '../../src/cli/nextStep.js';
import { cliWords } from '../../src/cli/words.js';
import { silentLog } from '../../src/domain/runLog.js';
import { localTree, type NixpkgsTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources, type DataSources, type LocalData } from '../../src/gather/sources.js';
import { unreadPullRequests } from '../../src/gather/pullRequests/source.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { runGuard } from '../../src/pipeline/run.js';
import { ROOT } from '../e2e/support/upstreamData.js';

const DEMO = path.join(ROOT, 'demo');
const RECORDED = path.join(DEMO, 'recorded');

/** The demo's recorded upstream files, and the trees named. */
function local(trees: Record<string, string>): LocalData {
  return {
    releases: new Map([['k3s', path.join(RECORDED, 'releases.json')]]),
    lifecycle: { schedule: path.join(RECORDED, 'schedule.yaml'), eol: path.join(RECORDED, 'eol.yaml') },
    trees: new Map(Object.entries(trees).map(([ref, folder]) => [ref, path.join(DEMO, folder)])),
    pulls: path.join(RECORDED, 'pulls.json'),
  };
}

/** An API that answers nothing but a failure for every file of release-26.11, as a server error would. */
const failingApi: DataSources = {
  releases: () => Promise.reject(new Error('not asked')),
  kubernetesLifecycle: () => Promise.reject(new Error('not asked')),
  nixpkgsTree: (ref): NixpkgsTree => ({
    describe: `GitHub API NixOS/nixpkgs@${ref}`,
    readText: () => Promise.reject(new Error(`GET /repos/NixOS/nixpkgs/contents/lib/.version?ref=${ref}: 503`)),
    listDir: () => Promise.reject(new Error('503')),
  }),
  stableChannel: async () => ({ source: 'not read in this test' }),
  pullRequests: () => unreadPullRequests('not read in this test'),
  endOfLife: () => Promise.reject(new Error('not asked')),
};

async function lastLine(
  data: LocalData,
  given: { allBranches: boolean },
  api?: DataSources,
): Promise<string | undefined> {
  const result = await runGuard({
    options: readRunOptions((name) => ({ now: DEMO_DAY, packages: 'k3s' })[name] ?? ''),
    checkout: localTree(path.join(DEMO, 'nixpkgs')),
    sources: localSources(data, api),
    context: {},
    log: silentLog,
    checkoutOnly: !given.allBranches,
    words: cliWords(api === undefined),
  });
  return nextStep(result, given);
}

describe('--all-branches offline', () => {
  test('without a tree of a release branch: says which were not audited and why, and suggests no --all-branches', async () => {
    const line = await lastLine(local({}), { allBranches: true });
    expect(line).toBe(
      'Not audited: release-26.05 (no tree given: --tree release-26.05=PATH), release-26.11 (no tree given: --tree release-26.11=PATH). ' +
        'Next: --preview shows the issues a scheduled run would write.',
    );
  });

  test('with a tree of one: names only the other', async () => {
    const line = await lastLine(local({ 'release-26.05': 'branches/release-26.05' }), { allBranches: true });
    expect(line).toMatch(/^Not audited: release-26\.11 \(no tree given: --tree release-26\.11=PATH\)\. Next: /);
    expect(line).not.toContain('--all-branches');
  });

  test('with every tree: nothing left unsaid but the preview', async () => {
    const all = { 'release-26.05': 'branches/release-26.05', 'release-26.11': 'branches/release-26.11' };
    const line = await lastLine(local(all), { allBranches: true });
    expect(line).toMatch(/^Next: --preview shows the issues a scheduled run would write, with /);
  });
});

test('a branch the API could not read is named with its answer', async () => {
  const line = await lastLine(local({ 'release-26.05': 'branches/release-26.05' }), { allBranches: true }, failingApi);
  expect(line).toMatch(
    /^Not audited: release-26\.11 \(GitHub API NixOS\/nixpkgs@release-26\.11 could not be read: GET \S+: 503\)\. Next: --preview /,
  );
});

describe('the checkout alone', () => {
  test('suggests --all-branches for the branches it could read, and names those it could not', async () => {
    const line = await lastLine(local({ 'release-26.05': 'branches/release-26.05' }), { allBranches: false });
    expect(line).toMatch(
      /^Not audited: release-26\.11 \(no tree given: --tree release-26\.11=PATH\)\. Next: --all-branches audits release-26\.05 too; --preview /,
    );
  });
});
