// The bundled CLI without a network: the API answers nothing (a closed port)
// or accepts connections and never answers (a blackhole, as a dead proxy or a
// firewall dropping packets does). Either way the run ends within 20 s, with
// exit code 3, a line saying what is retried while it waits, and one last line
// naming the host and the offline ways to run. With --offline and local files
// it needs no network at all.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import path from 'node:path';
import { EXIT } from '../../src/cli/usage.js';
import { Blackhole, closedPort } from '../double/unreachableApi.js';
import { runCli, type ProcessResult } from '../e2e/support/actionProcess.js';
import { FIXTURES, ROOT } from '../e2e/support/upstreamData.js';

const CHECKOUT = path.join(FIXTURES, 'current');
const LIMIT_MS = 20_000;

const blackhole = new Blackhole();
let closedHost = '';
let blackholeHost = '';

beforeAll(async () => {
  closedHost = `127.0.0.1:${await closedPort()}`;
  blackholeHost = new URL(await blackhole.start()).host;
});
afterAll(() => blackhole.stop());

async function timed(args: string[], env: Record<string, string>): Promise<ProcessResult & { ms: number }> {
  const started = Date.now();
  // Killed only well after the limit, so that a slow run fails on the limit's assertion, saying how slow.
  const result = await runCli(args, env, LIMIT_MS + 5_000);
  return { ...result, ms: Date.now() - started };
}

function expectOfflineEnding(run: ProcessResult & { ms: number }, host: string, waited: RegExp): void {
  expect(run.code).toBe(EXIT.environment);
  expect(run.ms).toBeLessThan(LIMIT_MS);
  expect(run.stdout).toBe('');
  const lines = run.stderr.split('\n').filter(Boolean);
  // Without --verbose: the first retry, said while waiting, then the end.
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    new RegExp(`^k3s-release-guard: GET ${host}/\\S+: .*${waited.source}.*; retrying \\(1 of 2\\)\\.$`),
  );
  expect(lines[1]).toMatch(new RegExp(`^k3s-release-guard: cannot reach the GitHub API at ${host} \\(`));
  expect(lines[1]).toMatch(/--demo/);
  expect(lines[1]).toMatch(
    /--offline with --k3s-releases \(--rke2-releases\), --kubernetes-schedule, --kubernetes-eol and --tree/,
  );
}

describe('no network', () => {
  test('a refused connection ends the run in seconds', async () => {
    const run = await timed([CHECKOUT], { GITHUB_API_URL: `http://${closedHost}` });
    expectOfflineEnding(run, closedHost, /ECONNREFUSED/);
    expect(run.ms).toBeLessThan(8000);
  }, 30_000);

  test('a server that never answers ends the run within 20 s', async () => {
    const run = await timed([CHECKOUT], { GITHUB_API_URL: `http://${blackholeHost}` });
    expectOfflineEnding(run, blackholeHost, /no answer within 4 s/);
  }, 30_000);

  test('--verbose says every retry of every request', async () => {
    const run = await timed(['--verbose', CHECKOUT], { GITHUB_API_URL: `http://${closedHost}` });
    expect(run.code).toBe(EXIT.environment);
    const retries = run.stderr.split('\n').filter((line) => / retrying \(\d of 2\)\.$/.test(line));
    expect(retries.filter((line) => line.endsWith('(2 of 2).')).length).toBeGreaterThan(0);
    expect(retries.length).toBeGreaterThan(2);
  }, 30_000);
});

const RECORDED = path.join(ROOT, 'demo', 'recorded');
/** --offline with the demo's recorded upstream data, as of its day. */
const OFFLINE = [
  '--offline',
  '--json',
  '--now',
  '2026-11-29',
  '--k3s-releases',
  path.join(RECORDED, 'releases.json'),
  '--kubernetes-schedule',
  path.join(RECORDED, 'schedule.yaml'),
  '--kubernetes-eol',
  path.join(RECORDED, 'eol.yaml'),
];

test('--offline with local data reads nothing from the network and finishes the audit', async () => {
  // An API that would hang: touching it would show in the time taken and in its connections.
  const connections = blackhole.connections;
  const run = await timed([...OFFLINE, CHECKOUT], { GITHUB_API_URL: `http://${blackholeHost}` });
  expect(blackhole.connections).toBe(connections);
  expect(run.stderr).toBe('');
  expect([EXIT.ok, EXIT.findings]).toContain(run.code);
  expect(run.ms).toBeLessThan(3000);
  expect(Array.isArray(JSON.parse(run.stdout))).toBe(true);
});

describe("nixpkgs' pull requests offline", () => {
  const offline = [...OFFLINE, '--verbose'];

  test('are read from a recorded answer (--pulls)', async () => {
    const run = await timed(
      [...offline, '--pulls', path.join(RECORDED, 'pulls.json'), path.join(ROOT, 'demo', 'nixpkgs')],
      { GITHUB_API_URL: `http://${blackholeHost}` },
    );
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    expect(run.stderr).toContain(
      '  k3s: 2 pull request(s) in flight: #412301 open on master, #412188 draft on master.\n',
    );
  });

  test('without one are not read, and the run says how to give them', async () => {
    const run = await timed([...offline, path.join(ROOT, 'demo', 'nixpkgs')], {
      GITHUB_API_URL: `http://${blackholeHost}`,
    });
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    expect(run.stderr).toContain(
      '  warning: The pull requests of NixOS/nixpkgs could not be read: this run does not use the GitHub API; give --pulls FILE. The run goes on without them.\n',
    );
  });
});
