// What a scheduled run of every family (packages: all) costs, run after run, in
// the demo world with every catalogue family in its trees (a real-size
// all-packages.nix) against the GitHub double and endoflife.date's double:
// once its issues are written, 2 counted GitHub requests (the issue listing
// and the pull request search), and one conditional request per endoflife.date
// product, answered 304. The bundled action is what is run: the request cache
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
}

async function scheduledRun(): Promise<Costs> {
  const github = world.double.requests.length;
  const asked = endoflife.exchanges.length;
  const run = await world.run({
    inputs: { mode: 'audit', packages: 'all', 'endoflife-url': endoflife.url },
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
  };
}

test('a no-change scheduled run of every family: 2 counted GitHub requests, one conditional request per endoflife.date product', async () => {
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
  expect(next.counted.sort()).toEqual([`GET /repos/${REPOSITORY}/issues`, 'GET /search/issues']);
  expect(next.writes).toBe(0);
  expect(next.endoflife).toEqual(products.map((p) => `${p} conditional 304`).sort());
}, 120_000);
