// The production client when the API host does not answer: a closed port (the
// connection is refused at once) and a server that accepts connections and
// never answers. Reads are cut short, each retry is said in one line, and once
// a request has spent its retries the next ones fail at once instead of
// waiting again. A slow answer within the limit, and a slow write, still land.
// No test reads a watch: what "at once" means is counted in requests, and the
// time limits of a server that never answers are read off a fake clock.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createGitHubClient } from '../../src/github/client.js';
import { ApiUnreachable, unreachableCause } from '../../src/github/transport.js';
import { remoteTree } from '../../src/gather/nixpkgs/remoteTree.js';
import { githubPullRequests } from '../../src/gather/pullRequests/githubPulls.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { Blackhole, closedPort } from '../double/unreachableApi.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { countFetches, eachReached, onFakeClock, useFakeClock } from '../support/fakeClock.js';

async function failure(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

const readVersion = (baseUrl: string, log: string[], readTimeoutMs = 200) => {
  const client = createGitHubClient({
    baseUrl,
    retries: 2,
    retryAfterBaseMs: 10,
    readTimeoutMs,
    log: (line) => log.push(line),
  });
  return { client, tree: remoteTree(client, 'NixOS/nixpkgs', 'master') };
};

describe('a closed port', () => {
  test('is tried three times, each retry said, then named as unreachable; later requests are not tried', async () => {
    const port = await closedPort();
    const log: string[] = [];
    const { client, tree } = readVersion(`http://127.0.0.1:${port}`, log);

    const error = await failure(tree.readText('lib/.version'));
    const unreachable = unreachableCause(error);
    expect(unreachable).toBeInstanceOf(ApiUnreachable);
    expect(unreachable).toMatchObject({ host: `127.0.0.1:${port}`, attempts: 3 });
    expect(unreachable!.reason).toMatch(/ECONNREFUSED/);
    expect(log).toEqual([
      expect.stringMatching(
        new RegExp(
          `^GET 127\\.0\\.0\\.1:${port}/repos/NixOS/nixpkgs/contents/lib/\\.version\\?ref=master: .*ECONNREFUSED.*; retrying \\(1 of 2\\)\\.$`,
        ),
      ),
      expect.stringMatching(/; retrying \(2 of 2\)\.$/),
    ]);

    // Not tried: no request leaves, so nothing is waited for.
    const fetches = countFetches();
    try {
      const next = await failure(client.rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s' }));
      expect(next).toBeInstanceOf(ApiUnreachable);
    } finally {
      fetches.restore();
    }
    expect(fetches.started).toBe(0);
    expect(log).toHaveLength(2);
  });
});

const SLOW_READ_LIMIT_MS = 5000;

describe('a slow API', () => {
  const double = new GitHubDouble();
  const issues = installIssueRoutes(double);
  beforeAll(async () => {
    await double.start();
    double.setFile('NixOS/nixpkgs', 'master', 'lib/.version', '27.05\n');
    // Each answer waits 0.2 s; the reads below allow 5 s, 25 times that, so a busy machine does not cut them short.
    double.latencyMs = 200;
  });
  afterAll(() => double.stop());

  test('answering within the limit is read on the first try, without a retry line', async () => {
    const log: string[] = [];
    const { tree } = readVersion(double.url, log, SLOW_READ_LIMIT_MS);
    await expect(tree.readText('lib/.version')).resolves.toBe('27.05\n');
    expect(log).toEqual([]);
  });

  test('a server error is said as it is retried, and the read then succeeds', async () => {
    const log: string[] = [];
    const { tree } = readVersion(double.url, log, SLOW_READ_LIMIT_MS);
    double.faults.push({ method: 'GET', path: /\/lib\/\.version$/, status: 503, times: 1 });
    await expect(tree.readText('lib/.version')).resolves.toBe('27.05\n');
    expect(log).toEqual([
      expect.stringMatching(/^GET 127\.0\.0\.1:\d+\/.*lib\/\.version.*: HTTP 503; retrying \(1 of 2\)\.$/),
    ]);
  });

  test('a write slower than the read limit is not cut short, so it is never sent twice', async () => {
    const log: string[] = [];
    const client = createGitHubClient({
      baseUrl: double.url,
      retries: 2,
      readTimeoutMs: 100,
      writeSpacingMs: 0,
      log: (line) => log.push(line),
    });
    const { data } = await client.rest.issues.create({ owner: 'NixOS', repo: 'nixpkgs', title: 'slow', body: 'b' });
    expect(data.title).toBe('slow');
    expect(issues.issues('NixOS/nixpkgs').filter((i) => i.title === 'slow')).toHaveLength(1);
    expect(log).toEqual([]);
  });
});

// Last in the file: the clock it fakes runs ahead of the real one, and the throttling plugin's shared groups
// would make a later test on the real clock wait until it caught up.
describe('a server that never answers', () => {
  const blackhole = new Blackhole();
  let url = '';
  let fetches: ReturnType<typeof countFetches>;
  useFakeClock();
  beforeAll(async () => {
    url = await blackhole.start();
  });
  afterAll(() => blackhole.stop());
  beforeEach(() => {
    fetches = countFetches();
  });
  afterEach(() => fetches.restore());

  test('each read is given up after the time limit, and the run learns it within the retries', async () => {
    const log: string[] = [];
    const { client, tree } = readVersion(url, log, 300);
    const connections = blackhole.connections;
    const started = Date.now();
    const reached = eachReached(blackhole, fetches);
    const error = await onFakeClock(failure(tree.readText('lib/.version')), reached);
    const elapsed = Date.now() - started;

    expect(unreachableCause(error)).toMatchObject({ reason: 'no answer within 0.3 s', attempts: 3 });
    expect(fetches.started).toBe(3);
    // Each reached the server (undici may open one more connection of its own).
    expect(blackhole.connections - connections).toBeGreaterThanOrEqual(3);
    // On the fake clock: three waits of 0.3 s and the backoffs of 10 and 40 ms between them, not the minutes a
    // hung socket would take (give or take the millisecond of each of the libraries' zero-delay timers).
    expect(elapsed).toBeGreaterThanOrEqual(950);
    expect(elapsed).toBeLessThan(1000);
    expect(log.map((line) => line.replace(/^.*: /, ''))).toEqual([
      'no answer within 0.3 s; retrying (1 of 2).',
      'no answer within 0.3 s; retrying (2 of 2).',
    ]);

    await failure(client.rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s' }));
    expect(fetches.started).toBe(3);
  });

  test('the pull request search that gets no answer fails alone: the next read is still tried', async () => {
    const log: string[] = [];
    const { client } = readVersion(url, log, 300);
    const searching = eachReached(blackhole, fetches);
    const error = await onFakeClock(
      failure(githubPullRequests(client, 'NixOS/nixpkgs').search('repo:NixOS/nixpkgs is:pr k3s')),
      searching,
    );
    expect(unreachableCause(error)).toBeUndefined();
    // One retry of its own, not the client's two.
    expect(log).toEqual([expect.stringMatching(/^GET .*\/search\/issues\?.*: no answer within 0\.3 s; retrying/)]);

    const searched = fetches.started;
    const listing = eachReached(blackhole, fetches);
    const next = await onFakeClock(failure(client.rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s' })), listing);
    expect(unreachableCause(next)).toBeInstanceOf(ApiUnreachable);
    expect(fetches.started - searched).toBe(3);
  });
});
