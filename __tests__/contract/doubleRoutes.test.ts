// Every route of the GitHub double, driven by the action's own code (so with
// the parameters the action sends), into each answer the double gives: success,
// 304, 404, 410, 301, 403, 422 and the rate-limit answers. Each exchange is
// held to the pinned part of GitHub's REST description (githubContract.ts).
// A route added to the double fails the first test below until a step of
// driveEveryRoute drives it, with the action's code, into each of its answers.
import { afterAll, describe, expect, it } from '@jest/globals';
import { remoteTree } from '../../src/gather/nixpkgs/remoteTree.js';
import { planSearches } from '../../src/gather/pullRequests/candidates.js';
import { githubPullRequests } from '../../src/gather/pullRequests/githubPulls.js';
import { fetchKubernetesLifecycle } from '../../src/gather/upstream/kubernetesLifecycle.js';
import { fetchReleases } from '../../src/gather/upstream/releases.js';
import { fetchStableChannel } from '../../src/gather/upstream/stableChannel.js';
import { createGitHubClient, type ClientOptions } from '../../src/github/client.js';
import { ResponseCache } from '../../src/github/responseCache.js';
import { createIssueStore } from '../../src/publish/issues/issueStore.js';
import { GitHubDouble, releaseJson, type DoubleRequest, type RecordedRequest } from '../double/githubDouble.js';
import { releaseShape } from '../double/githubShapes.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { serveUpstream } from '../e2e/support/upstreamData.js';
import { CHECKED_DIFFERENCES, type CheckedDifference } from './differences.js';
import { githubContract } from './githubContract.js';
import { K3S as K3S_PROFILE, K3S_RELEASES as K3S } from '../families/builtIn.js';

const NIXPKGS = { owner: 'NixOS', repo: 'nixpkgs' };
const K3S_DIR = 'pkgs/applications/networking/cluster/k3s';
const NOW = new Date('2026-11-29T06:00:00Z');
const RATE_LIMITED = {
  status: 403,
  body: {
    message: 'API rate limit exceeded for installation ID 1.',
    documentation_url: 'https://docs.github.com/rest/using-the-rest-api/rate-limits-for-the-rest-api',
  },
};

/** Runs `work`, which is expected to fail at the API: the answer is what is checked here. */
async function refused(work: Promise<unknown>): Promise<void> {
  await work.then(
    () => {
      throw new Error('expected the API to refuse');
    },
    () => undefined,
  );
}

/** Drives every route into every answer it gives; returns what the double saw. */
async function driveEveryRoute(double: GitHubDouble): Promise<RecordedRequest[]> {
  const tracker = installIssueRoutes(double);
  await double.start();
  const client = (options: ClientOptions = {}) =>
    createGitHubClient({ baseUrl: double.url, token: 't', retries: 0, writeSpacingMs: 0, ...options });

  // Releases: two pages, a repository that is not there, and the same listing again from a kept cache (304s).
  double.setReleases(
    'k3s-io/k3s',
    Array.from({ length: 120 }, (_, i) =>
      releaseJson(1000 - i, `v1.${34 - Math.floor(i / 40)}.${40 - (i % 40)}+k3s1`, '2026-10-01T12:00:00Z'),
    ),
  );
  await fetchReleases(client(), { family: K3S, repository: 'k3s-io/k3s' });
  await refused(fetchReleases(client(), { family: K3S, repository: 'k3s-io/gone' }));
  const kept = new ResponseCache();
  await fetchReleases(client({ cache: kept }), { family: K3S, repository: 'k3s-io/k3s' });
  await fetchReleases(client({ cache: kept }), { family: K3S, repository: 'k3s-io/k3s' });

  // A branch read through the contents API: a file (raw), a folder, a missing file, the commit, a ref with none.
  double.setFile('NixOS/nixpkgs', 'release-26.05', `${K3S_DIR}/1_34/versions.nix`, '{ k3sVersion = "1.34.2+k3s1"; }\n');
  double.setFile('NixOS/nixpkgs', 'release-26.05', `${K3S_DIR}/default.nix`, '{ }\n');
  for (const cache of [new ResponseCache(), undefined]) {
    const tree = remoteTree(client({ cache }), 'NixOS/nixpkgs', 'release-26.05');
    await tree.readText(`${K3S_DIR}/1_34/versions.nix`);
    await tree.listDir(K3S_DIR);
    await tree.readText(`${K3S_DIR}/1_35/versions.nix`);
    await tree.commit?.();
  }
  const revisited = new ResponseCache();
  await remoteTree(client({ cache: revisited }), 'NixOS/nixpkgs', 'release-26.05').readText(`${K3S_DIR}/default.nix`);
  await remoteTree(client({ cache: revisited }), 'NixOS/nixpkgs', 'release-26.05').readText(`${K3S_DIR}/default.nix`);
  await remoteTree(client(), 'NixOS/nixpkgs', 'release-00.00').commit?.();

  // A file in its JSON form (base64), as the Kubernetes lifecycle is read.
  serveUpstream(double);
  await fetchKubernetesLifecycle(client());

  // A file's history (commits listing by path and day), and the file at the commit found.
  double.setFileHistory('k3s-io/k3s', 'channel.yaml', [
    { date: '2026-11-20T10:00:00Z', text: 'channels:\n- name: stable\n  latest: v1.34.2+k3s1\n' },
  ]);
  await fetchStableChannel(client(), 'k3s-io/k3s', K3S, NOW);
  await fetchStableChannel(client(), 'k3s-io/k3s', K3S, new Date('2020-01-01T00:00:00Z'));

  // Pull requests in flight: the search (and one GitHub refuses), a pull request's page and its files,
  // again from a kept cache (304s), and one that is not there.
  double.setPullRequest('NixOS/nixpkgs', {
    number: 412301,
    title: 'k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1',
    user: 'r-ryantm',
    state: 'open',
    created_at: '2026-11-26T08:00:00Z',
    base: 'master',
    head: { sha: 'c0ffee0000000000000000000000000000000001', ref: 'auto-update/k3s_1_35' },
    files: [{ filename: `${K3S_DIR}/1_35/versions.nix`, status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' }],
  });
  const pulls = githubPullRequests(client(), 'NixOS/nixpkgs');
  const [search] = planSearches('NixOS/nixpkgs', [
    { layout: K3S_PROFILE.layout, items: [] },
    { layout: { defaults: [] }, items: [{ subject: 'postgresql_14', severity: 'error' }] },
  ]).searches;
  await pulls.search(search.query);
  await refused(githubPullRequests(client(), 'NixOS/nixpkgs').search('is:pr k3s'));
  await refused(pulls.search(`repo:NixOS/nixpkgs is:pr in:title ${['a', 'b', 'c', 'd', 'e', 'f', 'g'].join(' OR ')}`));
  const keptPulls = new ResponseCache();
  await githubPullRequests(client({ cache: keptPulls }), 'NixOS/nixpkgs').read(412301);
  await githubPullRequests(client({ cache: keptPulls }), 'NixOS/nixpkgs').read(412301);
  await refused(pulls.read(9999));

  // Issues, comments and labels, as publishing uses them.
  const store = createIssueStore(client(), NIXPKGS);
  await store.tokenLogin();
  tracker.tokenLogin = 'k3s-guard-bot';
  await store.tokenLogin();
  tracker.seed('NixOS/nixpkgs', { title: 'k3s: 1.34.1 -> 1.34.2', pull_request: true, labels: ['k3s'] });
  const closed = tracker.seed('NixOS/nixpkgs', {
    title: 'An old dashboard',
    user: { login: tracker.login },
    state: 'closed',
    state_reason: 'completed',
    closed_at: '2026-01-01T00:00:00Z',
  });
  tracker.seedComment('NixOS/nixpkgs', closed.number, 'Closing: done.');
  const created = await store.create({
    title: 'k3s on release-26.05',
    body: 'Findings',
    labels: ['k3s', 'nixpkgs-guard'],
  });
  await refused(store.create({ title: 'Too long', body: 'x'.repeat(70_000), labels: [] }));
  await store.list({ creator: tracker.login });
  await store.get(created.number);
  await store.update(created.number, { title: 'k3s on release-26.05 (2 findings)', body: 'Findings, edited' });
  await store.update(created.number, { state: 'closed', stateReason: 'not_planned' });
  await store.update(created.number, { state: 'open' });
  await store.comment(created.number, 'Reopened: a finding is back.');
  await store.comments(created.number);
  await store.comments(closed.number);
  await store.labelExists('k3s');
  await store.labelExists('no-such-label');
  await store.createLabel('k3s-new');
  await store.createLabel('k3s-new');
  await store.get(9999);
  await refused(store.comment(9999, 'Nobody reads this'));
  await refused(store.comments(9999));

  const deleted = tracker.seed('NixOS/nixpkgs', { title: 'Deleted', user: { login: tracker.login } });
  tracker.remove('NixOS/nixpkgs', deleted.number);
  await store.get(deleted.number);
  await refused(store.update(deleted.number, { body: 'gone' }));
  const moved = tracker.seed('NixOS/nixpkgs', { title: 'Moved', user: { login: tracker.login } });
  tracker.transfer('NixOS/nixpkgs', moved.number, 'NixOS/k3s-issues');
  await store.get(moved.number);
  const locked = tracker.seed('NixOS/nixpkgs', { title: 'Locked', user: { login: tracker.login }, locked: true });
  await refused(store.comment(locked.number, 'Nobody may'));

  // Rate limits, primary (x-ratelimit-remaining: 0) and secondary (retry-after), as GitHub sends them.
  const reset = String(Math.floor(Date.now() / 1000) + 3600);
  double.faults.push({
    method: 'GET',
    path: /^\/repos\/NixOS\/nixpkgs\/issues$/,
    times: 1,
    ...RATE_LIMITED,
    headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
  });
  await refused(createIssueStore(client({ maxRateLimitWaitSeconds: 0 }), NIXPKGS).list({ creator: tracker.login }));
  double.faults.push({
    method: 'POST',
    path: /^\/repos\/NixOS\/nixpkgs\/issues$/,
    times: 3,
    status: 403,
    body: { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.' },
    headers: { 'retry-after': '120' },
  });
  await refused(
    createIssueStore(client({ maxRateLimitWaitSeconds: 0 }), NIXPKGS).create({ title: 'Later', body: '', labels: [] }),
  );

  // A token that may not write (a read-only GITHUB_TOKEN), and a server error.
  double.faults.push({
    method: 'POST',
    path: /^\/repos\/NixOS\/nixpkgs\/labels$/,
    times: 1,
    status: 403,
    body: {
      message: 'Resource not accessible by integration',
      documentation_url: 'https://docs.github.com/rest/issues/labels#create-a-label',
    },
  });
  await refused(store.createLabel('read-only'));
  double.faults.push({ method: 'GET', path: /^\/repos\/k3s-io\/k3s\/releases$/, times: 1, status: 502 });
  await refused(fetchReleases(client(), { family: K3S, repository: 'k3s-io/k3s' }));
  return double.requests;
}

/** A listing whose Link headers name the repository by id, as GitHub's may: the client follows them. */
async function driveLinksById(double: GitHubDouble): Promise<RecordedRequest[]> {
  const releases = Array.from({ length: 150 }, (_, i) => releaseJson(i + 1, `v1.33.${i}+k3s1`, '2026-06-01T00:00:00Z'));
  const byId = (req: DoubleRequest) =>
    double.paginate({ ...req, path: '/repositories/4242/releases' }, releases, (release) =>
      releaseShape(double.url, 'k3s-io/k3s', release),
    );
  double.route('repos/list-releases', 'GET /repos/{owner}/{repo}/releases', byId);
  double.route('repos/list-releases', 'GET /repositories/{repository_id}/releases', byId);
  await double.start();
  const client = createGitHubClient({ baseUrl: double.url, token: 't', retries: 0 });
  await fetchReleases(client, { family: K3S, repository: 'k3s-io/k3s' });
  return double.requests;
}

const double = new GitHubDouble();
const linkedById = new GitHubDouble();
const stopAll = async () => {
  await double.stop();
  await linkedById.stop();
};
// A drive that fails must not leave its servers running: the file would never end.
const exchanges = await (async () => [
  ...(await driveEveryRoute(double)),
  ...(await driveLinksById(linkedById)),
])().catch(async (error: unknown) => {
  await stopAll();
  throw error;
});
const contract = githubContract();
const checks = exchanges.map((request) => contract.check(request));
const served = [...new Set(double.servedOperations().map((route) => route.operationId))].sort();
const answersOf = (operationId: string) => checks.filter((c) => c.operationId === operationId);
const statusesOf = (operationId: string) =>
  [...new Set(answersOf(operationId).map((c) => c.exchange.split(' -> ')[1]))].sort().join(', ');
const rows = served.map((operationId) => ({
  operationId,
  answers: answersOf(operationId).length,
  statuses: statusesOf(operationId),
}));
const { version } = contract.contract.description;
const differenceRows = (Object.keys(CHECKED_DIFFERENCES) as CheckedDifference[]).map((key) => ({
  name: CHECKED_DIFFERENCES[key].name,
  answers: checks.filter((c) => c.differences.includes(key)).length,
}));

describe(`the GitHub double against GitHub's REST description (@octokit/openapi ${version})`, () => {
  afterAll(stopAll);

  it(`checks ${served.length} operations and ${checks.length} answers, each through its operation or a named difference`, () => {
    expect(rows.filter((row) => row.answers === 0).map((row) => row.operationId)).toEqual([]);
    expect(checks.filter((c) => !c.operationId).map((c) => c.exchange)).toEqual([]);
  });

  it.each(rows)('$operationId: $answers answers ($statuses) fit its description', ({ operationId }) => {
    const misfits = answersOf(operationId).flatMap((c) => c.misfits.map((m) => `${c.exchange}: ${m}`));
    expect(misfits).toEqual([]);
  });

  // Each named difference is met here: one that no answer needs any more should go from differences.ts.
  it.each(differenceRows)(
    'allows the difference "$name" where the double answers so ($answers answers)',
    ({ answers }) => {
      expect(answers).toBeGreaterThan(0);
    },
  );
});
