// The request cache across scheduled runs: an unchanged world is answered by
// 304s, which GitHub does not count against the rate limit. Issue listings and
// the pull request search are never kept: they are asked for in full by every run.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPOSITORY, startDemoWorld, type DemoWorld } from './demoWorld.js';

let world: DemoWorld;
let runnerTemp: string;

beforeAll(async () => {
  world = await startDemoWorld();
  runnerTemp = mkdtempSync(path.join(tmpdir(), 'runner-temp-'));
});
afterAll(async () => {
  await world.stop();
  rmSync(runnerTemp, { recursive: true, force: true });
});

/** One scheduled run; the statuses of the requests it made. */
async function scheduledRun(
  inputs: Record<string, string> = {},
): Promise<{ counted: number; countedPaths: string[]; revalidated: number; writes: number; findings: string }> {
  const before = world.double.requests.length;
  const run = await world.run({ inputs: { mode: 'audit', ...inputs }, env: { RUNNER_TEMP: runnerTemp } });
  const requests = world.double.requests.slice(before);
  return {
    counted: requests.filter((r) => r.status !== 304).length,
    countedPaths: requests.filter((r) => r.status !== 304).map((r) => `${r.method} ${r.path}`),
    revalidated: requests.filter((r) => r.status === 304).length,
    writes: run.writes.length,
    findings: run.outputs.findings ?? '',
  };
}

test('an unchanged world costs no counted request but the issue listing and the pull request search; a change is fetched again; no cache means full requests', async () => {
  const first = await scheduledRun();
  expect(first.revalidated).toBe(0);
  expect(existsSync(path.join(runnerTemp, 'k3s-release-guard', 'http-cache.json'))).toBe(true);

  const quiet = await scheduledRun();
  // master + release-26.05 + release-26.11 and their pull requests in one run (target: at most 2 counted requests).
  expect(quiet.countedPaths.sort()).toEqual([`GET /repos/${REPOSITORY}/issues`, 'GET /search/issues']);
  expect(quiet.revalidated).toBeGreaterThan(5);
  expect(quiet.writes).toBe(0);
  expect(quiet.findings).toBe(first.findings);

  // One new upstream patch: the release list is fetched again and the findings follow it.
  const releases = world.double.releases.get('k3s-io/k3s')!;
  releases.unshift({
    ...releases.find((r) => r.tag_name === 'v1.37.3+k3s1')!,
    id: 1,
    tag_name: 'v1.37.4+k3s1',
    name: 'v1.37.4+k3s1',
    published_at: '2026-11-28T18:00:00Z',
    created_at: '2026-11-28T18:00:00Z',
  });
  const patched = await scheduledRun();
  expect(patched.counted).toBeGreaterThan(0);
  expect(patched.findings).toContain('1.37.4+k3s1');

  const withoutCache = await scheduledRun({ cache: 'false' });
  expect(withoutCache.revalidated).toBe(0);
  expect(withoutCache.findings).toBe(patched.findings);
}, 90_000);
