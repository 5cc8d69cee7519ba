// What a scheduled run of every family (packages: all) costs, run after run, in
// the demo world with every catalogue family in its trees (a real-size
// all-packages.nix) against the GitHub double and endoflife.date's double:
// once its issues are written, at most 4 counted GitHub requests (the issue
// listing and at most three searches of the pull requests in flight: the
// aliases of k3s and rke2 and the attributes the declared families' items
// name), 2 with k3s and rke2 alone, and one conditional request per
// endoflife.date product, answered 304. The bundled action is what is run: the request cache
// is the action's, carried between runs in the runner's temp folder.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EndOfLifeDouble, type EndOfLifeExchange } from '../double/endoflifeDouble.js';
import { everyFamilyDemo, loadEndOfLife, type EveryFamilyDemo } from '../double/everyFamilyDemo.js';
import { REPOSITORY, startDemoWorld, type DemoWorld } from './demoWorld.js';

let copy: EveryFamilyDemo;
let world: DemoWorld;
let endoflife: EndOfLifeDouble;
let products: string[];
let runnerTemp: string;

beforeAll(async () => {
  copy = everyFamilyDemo();
  world = await startDemoWorld(copy.root);
  endoflife = new EndOfLifeDouble();
  products = loadEndOfLife(endoflife);
  await endoflife.start();
  runnerTemp = mkdtempSync(path.join(tmpdir(), 'runner-temp-'));
});
afterAll(async () => {
  await world.stop();
  await endoflife.stop();
  copy.remove();
  rmSync(runnerTemp, { recursive: true, force: true });
});

interface Costs {
  code: number;
  /** GitHub requests the rate limit counts (every answer but a 304). */
  counted: string[];
  writes: number;
  /** The families with findings. */
  families: string[];
  /** endoflife.date's exchanges: the product, whether it was asked conditionally, the status. */
  endoflife: string[];
  /** The queries of the pull request searches. */
  searches: string[];
  stdout: string;
  /** The job summary. */
  summary: string;
}

async function scheduledRun(packages = 'all'): Promise<Costs> {
  const github = world.double.requests.length;
  const asked = endoflife.exchanges.length;
  const run = await world.run({
    inputs: { mode: 'audit', packages, 'endoflife-url': endoflife.url },
    env: { RUNNER_TEMP: runnerTemp },
  });
  const requests = world.double.requests.slice(github);
  const exchange = (e: EndOfLifeExchange): string =>
    `${e.route?.params.product ?? e.path} ${e.headers['if-none-match'] ? 'conditional' : 'full'} ${e.answer?.status}`;
  return {
    code: run.code ?? -1,
    counted: requests.filter((r) => r.status !== 304).map((r) => `${r.method} ${r.path}`),
    writes: run.writes.length,
    families: [
      ...new Set((JSON.parse(run.outputs.findings ?? '[]') as Array<{ family: string }>).map((f) => f.family)),
    ],
    endoflife: endoflife.exchanges.slice(asked).map(exchange).sort(),
    searches: requests.filter((r) => r.path === '/search/issues').map((r) => r.query.get('q') ?? ''),
    stdout: run.stdout,
    summary: run.summary,
  };
}

test('a no-change scheduled run of every family: at most 4 counted GitHub requests (2 of k3s and rke2), one conditional request per endoflife.date product', async () => {
  expect(copy.allPackagesChars).toBeGreaterThan(300_000);
  expect(products).toHaveLength(12);

  const first = await scheduledRun();
  expect(first.code).toBe(1);
  expect(first.writes).toBeGreaterThan(0);
  // The declared families were read from the real-size files and judged by their lifecycles, beside k3s and rke2.
  expect(first.families).toEqual(expect.arrayContaining(['k3s', 'rke2', 'postgresql', 'python', 'nodejs', 'linux']));
  expect(first.endoflife).toEqual(products.map((p) => `${p} full 200`).sort());

  // The next run, nothing changed upstream (it sees the first run's writes in the issue list, and writes nothing).
  const next = await scheduledRun();
  expect(next.counted.sort()).toEqual([
    `GET /repos/${REPOSITORY}/issues`,
    'GET /search/issues',
    'GET /search/issues',
    'GET /search/issues',
  ]);
  expect(next.writes).toBe(0);
  expect(next.endoflife).toEqual(products.map((p) => `${p} conditional 304`).sort());
  // Each search within GitHub's limits: at most five operators, 256 characters; k3s and rke2 by their aliases.
  for (const q of next.searches) {
    expect(q.split(' ').filter((word) => ['AND', 'OR', 'NOT'].includes(word)).length).toBeLessThanOrEqual(5);
    expect(q.length).toBeLessThanOrEqual(256);
  }
  expect(next.searches[0]).toMatch(/^repo:NixOS\/nixpkgs is:pr in:title k3s OR rke2 OR postgresql_14 OR /);
  // The attributes that did not fit are said, once a run (not once a branch): the run searches no more.
  expect(next.stdout).toMatch(
    /The pull requests of .* were not searched for: a run makes at most 3 searches of 6 names\./,
  );
  expect(next.summary.match(/were not searched for/g)).toHaveLength(1);

  // k3s and rke2 alone: one search, by their aliases.
  await scheduledRun('k3s, rke2');
  const twoFamilies = await scheduledRun('k3s, rke2');
  expect(twoFamilies.counted.sort()).toEqual([`GET /repos/${REPOSITORY}/issues`, 'GET /search/issues']);
  expect(twoFamilies.searches).toEqual(['repo:NixOS/nixpkgs is:pr in:title k3s OR rke2']);
}, 180_000);
