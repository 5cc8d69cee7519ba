// The request cache carried by the Actions cache service from one runner to
// the next: dist/index.js with the bundled @actions/cache client, against a
// local cache service (ACTIONS_CACHE_URL) and the GitHub double. Each run
// starts with an empty RUNNER_TEMP, as each workflow run gets a fresh machine;
// its path stays the same, as on GitHub's runners (the cache version hashes it).
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startActionsCacheService, type ActionsCacheService } from '../double/actionsCacheService.js';
import { startDemoWorld, type DemoWorld } from './demoWorld.js';

let world: DemoWorld;
let service: ActionsCacheService;
let runner: string;

beforeAll(async () => {
  world = await startDemoWorld();
  service = await startActionsCacheService();
  runner = mkdtempSync(path.join(tmpdir(), 'runner-'));
});
afterAll(async () => {
  await world.stop();
  await service.stop();
  rmSync(runner, { recursive: true, force: true });
});

/** One scheduled run on a fresh runner of workflow run `runId`. */
async function runOnFreshRunner(
  runId: string,
): Promise<{ code: number | null; stdout: string; counted: number; revalidated: number }> {
  const runnerTemp = path.join(runner, '_temp');
  rmSync(runnerTemp, { recursive: true, force: true });
  mkdirSync(runnerTemp);
  const before = world.double.requests.length;
  const run = await world.run({
    // The bundle, as a process: its own chunk of @actions/cache is what talks to the service.
    bundle: true,
    inputs: { mode: 'audit', 'dry-run': 'true' },
    env: {
      RUNNER_TEMP: runnerTemp,
      ACTIONS_RUNTIME_TOKEN: 'runtime-token',
      ACTIONS_CACHE_URL: service.url,
      GITHUB_RUN_ID: runId,
      GITHUB_RUN_ATTEMPT: '1',
    },
  });
  const requests = world.double.requests.slice(before);
  return {
    code: run.code,
    stdout: run.stdout,
    counted: requests.filter((r) => r.status !== 304).length,
    revalidated: requests.filter((r) => r.status === 304).length,
  };
}

test('a run saves what it learnt to the cache service, and the next run on a new machine asks GitHub conditionally', async () => {
  const first = await runOnFreshRunner('1001');
  expect(first.stdout).not.toMatch(/could not be (restored|saved)/);
  expect(first.revalidated).toBe(0);
  expect(service.entries.map((e) => [e.key, e.committed])).toEqual([
    ['k3s-release-guard-http-v2-schedule-1001-1', true],
  ]);
  expect(service.requests.every((r) => r.authorization === 'Bearer runtime-token')).toBe(true);

  const second = await runOnFreshRunner('1002');
  expect(second.stdout).not.toMatch(/could not be (restored|saved)/);
  // Found by prefix (no entry has run 1002's key yet), downloaded, and used: GitHub answers 304.
  expect(service.requests.filter((r) => r.call.startsWith('GET /archives/'))).toHaveLength(1);
  expect(second.revalidated).toBeGreaterThan(5);
  expect(second.counted).toBeLessThan(first.counted);
  expect(second.code).toBe(first.code);
}, 90_000);
