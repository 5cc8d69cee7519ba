// The request cache as a stranger would try to steer it (the action as a
// runner runs it, in this process, against the GitHub double): a forged file in the runner's
// temp folder, where a restore from the Actions cache puts it, and pull request
// runs that would leave a cache for scheduled runs to restore.
import { afterEach, beforeEach, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createGitHubClient } from '../../src/github/client.js';
import { startActionsCacheService, type ActionsCacheService } from '../double/actionsCacheService.js';
import { REPOSITORY, startDemoWorld, type DemoWorld } from './demoWorld.js';

let world: DemoWorld;
let runner: string;

beforeEach(async () => {
  world = await startDemoWorld();
  runner = mkdtempSync(path.join(tmpdir(), 'runner-'));
});
afterEach(async () => {
  await world.stop();
  rmSync(runner, { recursive: true, force: true });
});

interface CacheFile {
  version: number;
  entries: Record<string, { etag: string; link?: string; data: unknown }>;
}

/** The key the action gives a GET: its URL and media type, as src/github/responseCache.ts makes it. */
function keyOf(request: { url: string; headers: Record<string, unknown> }): string {
  return `${request.url} ${String(request.headers.accept)}`;
}

test('a forged cache file: no unrelated issue is written, the run works, and one warning says what was dropped', async () => {
  const [owner, repo] = REPOSITORY.split('/') as [string, string];
  const unrelated = world.issues.seed(REPOSITORY, {
    title: 'aarch64 builder flakes',
    body: 'A maintainer wrote this.',
  });
  const runnerTemp = path.join(runner, '_temp');
  const cacheFile = path.join(runnerTemp, 'k3s-release-guard', 'http-cache.json');
  const scheduled = () => world.run({ inputs: { mode: 'audit' }, env: { RUNNER_TEMP: runnerTemp } });

  const first = await scheduled();
  const saved = JSON.parse(readFileSync(cacheFile, 'utf8')) as CacheFile;
  const dashboards = world.issues.issues(REPOSITORY).filter((i) => i.number !== unrelated.number);
  expect(dashboards.length).toBeGreaterThan(0);

  // The issue listing the next run asks for, with the ETag GitHub will give it: a matching
  // forged entry would be answered 304 and served, naming the unrelated issue as a dashboard.
  const listed = world.double.requests
    .filter((r) => r.method === 'GET' && r.path === `/repos/${REPOSITORY}/issues`)
    .at(-1)!;
  const client = createGitHubClient({ baseUrl: world.double.url, retries: 0 });
  const listing = client.rest.issues.listForRepo.endpoint(
    Object.assign({ owner, repo }, Object.fromEntries(listed.query)),
  );
  const real = await fetch(listing.url, { headers: { accept: String(listing.headers.accept) } });
  const issues = (await real.json()) as Array<{ number: number; body: string }>;
  const forgedListing = issues.map((issue) =>
    issue.number === dashboards[0].number
      ? { ...issue, number: unrelated.number, body: `${issue.body}\nstale` }
      : issue,
  );

  const keys = Object.keys(saved.entries);
  const releasesKey = keys.find((key) => key.includes('/releases'))!;
  const fileKey = keys.find((key) => key.includes('/contents/') && typeof saved.entries[key].data === 'string')!;
  const forged: CacheFile = {
    version: 2,
    entries: {
      ...saved.entries,
      [keyOf(listing)]: { etag: real.headers.get('etag')!, data: forgedListing },
      // Both with the ETag GitHub still gives: served if they were kept.
      [fileKey]: { etag: saved.entries[fileKey].etag, data: 'x'.repeat(4 * 1024 * 1024 + 1) },
      [releasesKey]: { etag: saved.entries[releasesKey].etag, data: { tag_name: 'v1.99.0+k3s1' } },
    },
  };
  writeFileSync(cacheFile, JSON.stringify(forged));

  const before = world.double.requests.length;
  const second = await scheduled();
  const requests = world.double.requests.slice(before);

  // The forged listing was a real lookup of this run: the same URL, asked in full.
  const asked = requests.filter((r) => r.method === 'GET' && r.path === `/repos/${REPOSITORY}/issues`);
  expect(asked.map((r) => [Object.fromEntries(r.query), r.status, r.headers['if-none-match']])).toEqual([
    [Object.fromEntries(listed.query), 200, undefined],
  ]);
  expect(second.writes.filter((w) => w.path.startsWith(`/repos/${REPOSITORY}/issues/${unrelated.number}`))).toEqual([]);
  expect(world.issues.issue(REPOSITORY, unrelated.number)).toMatchObject({
    title: 'aarch64 builder flakes',
    body: 'A maintainer wrote this.',
  });

  expect(second.code).toBe(first.code);
  expect(second.outputs.findings).toBe(first.outputs.findings);
  expect(second.writes).toEqual([]);
  const warnings = second.stdout
    .split('\n')
    .filter((line) => line.startsWith('::warning::') && line.includes('request cache'));
  expect(warnings).toEqual([
    `::warning::Dropped 3 of the ${keys.length + 1} entries of the restored request cache: 1 of an endpoint never cached (such as GET /repos/${REPOSITORY}/issues); ` +
      "1 over the 4 MiB an entry may take; 1 not in the shape of its endpoint's answer. They are requested in full.",
  ]);
}, 90_000);

test('a pull_request run saves nothing a scheduled run would restore, and still uses what scheduled runs saved', async () => {
  const service: ActionsCacheService = await startActionsCacheService();
  try {
    const onFreshRunner = async (runId: string, env: Record<string, string>) => {
      const runnerTemp = path.join(runner, '_temp');
      rmSync(runnerTemp, { recursive: true, force: true });
      mkdirSync(runnerTemp);
      const before = { github: world.double.requests.length, service: service.requests.length };
      const run = await world.run({
        inputs: { 'dry-run': 'true' },
        env: {
          RUNNER_TEMP: runnerTemp,
          ACTIONS_RUNTIME_TOKEN: 'runtime-token',
          ACTIONS_CACHE_URL: service.url,
          GITHUB_RUN_ID: runId,
          GITHUB_RUN_ATTEMPT: '1',
          ...env,
        },
      });
      return {
        run,
        revalidated: world.double.requests.slice(before.github).filter((r) => r.status === 304).length,
        restored: service.requests.slice(before.service).filter((r) => r.call.startsWith('GET /archives/')).length,
        reserved: service.requests.slice(before.service).filter((r) => r.call === 'POST /_apis/artifactcache/caches')
          .length,
      };
    };
    const pullRequest = {
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_BASE_REF: 'master',
      GITHUB_REF: 'refs/pull/4242/merge',
    };

    const untrusted = await onFreshRunner('2001', pullRequest);
    expect(untrusted.run.stdout).toContain('not kept: a pull_request run does not save the request cache');
    expect(untrusted.reserved).toBe(0);
    expect(service.entries).toEqual([]);

    const scheduled = await onFreshRunner('2002', { GITHUB_EVENT_NAME: 'schedule' });
    expect(scheduled.restored).toBe(0);
    expect(scheduled.revalidated).toBe(0);
    expect(service.entries.map((e) => e.key)).toEqual(['k3s-release-guard-http-v2-schedule-2002-1']);

    const next = await onFreshRunner('2003', pullRequest);
    expect(next.restored).toBe(1);
    expect(next.revalidated).toBeGreaterThan(0);
    expect(next.run.code).toBe(untrusted.run.code);
    expect(service.entries.map((e) => e.key)).toEqual(['k3s-release-guard-http-v2-schedule-2002-1']);
  } finally {
    await service.stop();
  }
}, 90_000);
