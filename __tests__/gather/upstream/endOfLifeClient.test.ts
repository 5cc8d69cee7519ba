// Upstream lifecycles through the production client of endoflife.date, against
// its double on 127.0.0.1 (held to the API v1 description): each product read
// once a run; answers kept in the same request cache as GitHub's and asked
// again conditionally; the GitHub client's time limits and retries; and every
// failure (a 404 page, a 429, a server that is not there or does not answer,
// an answer not of the described shape) an unknown lifecycle of that product
// alone, said once, never an error.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { githubSources, type DataSources } from '../../../src/gather/sources.js';
import type { ProductLifecycle } from '../../../src/gather/upstream/endOfLife.js';
import { createEndOfLifeClient, type EndOfLifeClientOptions } from '../../../src/gather/upstream/endOfLifeClient.js';
import { fetchReleases } from '../../../src/gather/upstream/releases.js';
import { createGitHubClient } from '../../../src/github/client.js';
import { ResponseCache } from '../../../src/github/responseCache.js';
import { expectFitsEndOfLife } from '../../contract/endoflifeContract.js';
import { EndOfLifeDouble, type EndOfLifeExchange } from '../../double/endoflifeDouble.js';
import { GitHubDouble, releaseJson } from '../../double/githubDouble.js';
import { Blackhole, closedPort } from '../../double/unreachableApi.js';
import { countFetches, eachReached, onFakeClock, useFakeClock } from '../../support/fakeClock.js';
import { K3S_RELEASES as K3S } from '../../families/builtIn.js';

const ANSWERS = fileURLToPath(new URL('../../fixtures/endoflife/answers/', import.meta.url));
const recorded = (product: string): Record<string, unknown> =>
  JSON.parse(readFileSync(path.join(ANSWERS, `${product}.json`), 'utf8')) as Record<string, unknown>;

const double = new EndOfLifeDouble();
const github = new GitHubDouble();
/** The exchanges of tests that serve what the description allows, checked against it at the end. */
const described: EndOfLifeExchange[] = [];

beforeAll(async () => {
  await Promise.all([double.start(), github.start()]);
  github.setReleases('k3s-io/k3s', [releaseJson(1, 'v1.33.1+k3s1', '2025-05-20T00:00:00Z')]);
});
afterAll(() => Promise.all([double.stop(), github.stop()]));
beforeEach(() => {
  double.products.clear();
  for (const product of ['postgresql', 'go', 'linux']) double.setProduct(product, recorded(product));
});

/**
 * Short backoffs: the numbers are the GitHub client's; the tests only shorten them. The read limit stays
 * seconds, hundreds of times what the double takes to answer, so a busy machine never turns an answer into
 * a retry (the limit itself is tested against a server that never answers, on a fake clock).
 */
const QUICK: EndOfLifeClientOptions = { retries: 2, retryAfterBaseMs: 1, readTimeoutMs: 5000 };

interface Run {
  sources: DataSources;
  lines: { info: string[]; warning: string[] };
  ask: (product: string) => Promise<ProductLifecycle>;
}

/** One run's sources: the GitHub client and endoflife.date's over the same cache. */
function run(options: EndOfLifeClientOptions = {}): Run {
  const client = createGitHubClient({
    baseUrl: github.url,
    retries: 0,
    ...(options.cache ? { cache: options.cache } : {}),
  });
  const sources = githubSources(
    client,
    'NixOS/nixpkgs',
    {},
    createEndOfLifeClient({ baseUrl: double.url, ...QUICK, ...options }),
  );
  const lines = { info: [] as string[], warning: [] as string[] };
  const log = { info: (m: string) => void lines.info.push(m), warning: (m: string) => void lines.warning.push(m) };
  return { sources, lines, ask: (product) => sources.endOfLife({ product, log }) };
}

/** The exchanges a piece of work made. */
async function exchangesOf<T>(work: () => Promise<T>): Promise<{ result: T; exchanges: EndOfLifeExchange[] }> {
  const before = double.exchanges.length;
  const result = await work();
  return { result, exchanges: double.exchanges.slice(before) };
}

describe('a product read through the API', () => {
  test('is asked once a run however often a family asks, with where it came from and its last_modified', async () => {
    const { ask, lines } = run();
    const { result, exchanges } = await exchangesOf(() =>
      Promise.all([ask('go'), ask('postgresql'), ask('go')]).then(async (first) => [...first, await ask('go')]),
    );
    described.push(...exchanges);
    expect(exchanges.map((e) => `${e.path} ${e.answer?.status}`)).toEqual([
      '/api/v1/products/go 200',
      '/api/v1/products/postgresql 200',
    ]);
    const [go, postgresql] = result;
    expect(go).toMatchObject({
      product: 'go',
      known: true,
      source: {
        from: `${double.url}/api/v1/products/go`,
        lastModified: '2025-09-04T09:07:05+00:00',
        revalidated: false,
      },
    });
    expect(go?.known && go.cycles.map((c) => c.name)).toEqual(['1.25', '1.24', '1.23', '1.22']);
    expect(postgresql?.known && postgresql.cycles).toHaveLength(5);
    expect(lines.warning).toEqual([]);
    expect(lines.info).toEqual([
      `The lifecycle of go: 4 cycles from ${double.url}/api/v1/products/go, last modified 2025-09-04T09:07:05+00:00.`,
      `The lifecycle of postgresql: 5 cycles from ${double.url}/api/v1/products/postgresql, last modified 2025-09-28T04:58:27+00:00.`,
    ]);
  });

  test('from a mirror below a folder of its own', async () => {
    const mirror = new EndOfLifeDouble('/mirror/endoflife');
    await mirror.start();
    try {
      mirror.setProduct('linux', recorded('linux'));
      const client = createEndOfLifeClient({ baseUrl: `${mirror.url}/`, ...QUICK });
      const answer = await client.product('linux');
      expect(answer).toMatchObject({ ok: true, url: `${mirror.url}/api/v1/products/linux` });
      expectFitsEndOfLife(mirror.exchanges);
    } finally {
      await mirror.stop();
    }
  });
});

describe('kept between runs in the request cache, with GitHub answers', () => {
  test("a second run asks conditionally and uses the kept answer on 304; the file keeps only the fields read, beside GitHub's", async () => {
    const first = new ResponseCache();
    const one = run({ cache: first });
    const { result: before, exchanges: firstExchanges } = await exchangesOf(() => one.ask('go'));
    const githubClient = createGitHubClient({ baseUrl: github.url, cache: first, retries: 0 });
    await fetchReleases(githubClient, { family: K3S, repository: 'k3s-io/k3s' });
    const saved = first.serialize();
    expect(saved).toContain('/api/v1/products/go');
    expect(saved).toContain('/repos/k3s-io/k3s/releases');
    for (const unread of ['identifiers', 'generated_at', 'kernelnewbies', 'go.dev/doc'])
      expect(saved).not.toContain(unread);

    const dropped: string[] = [];
    const second = ResponseCache.parse(saved, (line) => dropped.push(line));
    expect(dropped).toEqual([]);
    const two = run({ cache: second });
    const { result: after, exchanges } = await exchangesOf(() => two.ask('go'));
    described.push(...firstExchanges, ...exchanges);
    expect(exchanges.map((e) => e.answer?.status)).toEqual([304]);
    expect(exchanges[0]?.headers['if-none-match']).toMatch(/^"[0-9a-f]{40}"$/);
    expect(after).toMatchObject({ known: true, source: { revalidated: true } });
    expect(after.known && before.known && after.cycles).toEqual(before.known && before.cycles);
    expect(second.stats).toEqual({ revalidated: 1, fetched: 0 });
    expect(two.lines.info[0]).toMatch(/\(unchanged since the answer kept by an earlier run\)\.$/);
  });

  test('a changed answer is fetched in full, used and kept anew', async () => {
    const cache = new ResponseCache();
    await run({ cache }).ask('linux');
    const changed = recorded('linux');
    changed.last_modified = '2025-10-05T00:00:00+00:00';
    double.setProduct('linux', changed);
    const next = ResponseCache.parse(cache.serialize());
    const { result, exchanges } = await exchangesOf(() => run({ cache: next }).ask('linux'));
    described.push(...exchanges);
    expect(exchanges.map((e) => e.answer?.status)).toEqual([200]);
    expect(result).toMatchObject({
      known: true,
      source: { lastModified: '2025-10-05T00:00:00+00:00', revalidated: false },
    });
    expect(next.serialize()).toContain('2025-10-05T00:00:00+00:00');
  });

  test('a kept answer that is not good is not used: one of the wrong shape is dropped on restore, one with a false day is asked anew', async () => {
    const cache = new ResponseCache();
    await run({ cache }).ask('go');
    const file = JSON.parse(cache.serialize()) as {
      version: 2;
      entries: Record<string, { etag: string; data: { result: { releases: Array<Record<string, unknown>> } } }>;
    };
    const [key] = Object.keys(file.entries);
    const entry = file.entries[key];
    entry.data.result.releases[0].releaseDate = '2025-02-30';
    const forged = ResponseCache.parse(JSON.stringify(file));
    const { result, exchanges } = await exchangesOf(() => run({ cache: forged }).ask('go'));
    described.push(...exchanges);
    expect(exchanges.map((e) => [e.answer?.status, e.headers['if-none-match']])).toEqual([[200, undefined]]);
    expect(result.known && result.cycles[0]?.releaseDate).toEqual(new Date(Date.UTC(2025, 7, 12)));

    entry.data.result.releases[0].isLts = 'no';
    const dropped: string[] = [];
    ResponseCache.parse(JSON.stringify(file), (line) => dropped.push(line));
    expect(dropped).toEqual([
      "Dropped 1 of the 1 entries of the restored request cache: 1 not in the shape of its endpoint's answer. They are requested in full.",
    ]);
  });
});

describe('what cannot be read makes that product unknown, said once; the others stay', () => {
  test("a product endoflife.date does not have: its 404 is the site's HTML page", async () => {
    const cache = new ResponseCache();
    const { ask, lines } = run({ cache });
    const { result, exchanges } = await exchangesOf(async () => [await ask('k3s'), await ask('k3s'), await ask('go')]);
    described.push(...exchanges);
    expect(exchanges.map((e) => e.answer?.status)).toEqual([404, 200]);
    expect(result[0]).toEqual({
      product: 'k3s',
      known: false,
      why: 'endoflife.date has no product "k3s" (HTTP 404)',
      from: `${double.url}/api/v1/products/k3s`,
      notFound: true,
    });
    expect(result[2]).toMatchObject({ known: true });
    // As GitHub's: only answers in full count as fetched; a 404 is neither kept nor counted.
    expect(cache.stats).toEqual({ revalidated: 0, fetched: 1 });
    expect(cache.serialize()).not.toContain('/products/k3s');
    // Said as progress, once: the report says an unknown lifecycle once for the run.
    expect(lines.warning).toEqual([]);
    expect(lines.info.filter((line) => line.includes('unknown this run'))).toEqual([
      `The lifecycle of k3s (endoflife.date) is unknown this run, so no end of its cycles is known: endoflife.date has no product "k3s" (HTTP 404) (${double.url}/api/v1/products/k3s).`,
    ]);
  });

  test('a 429 is not retried, and says when to come back', async () => {
    double.faults.push({ times: 1, status: 429, retryAfter: 30 });
    const { ask, lines } = run();
    const { result, exchanges } = await exchangesOf(async () => [await ask('postgresql'), await ask('linux')]);
    described.push(...exchanges);
    expect(exchanges.map((e) => e.answer?.status)).toEqual([429, 200]);
    expect(result[0]).toMatchObject({
      known: false,
      why: 'endoflife.date refused it as too many requests (HTTP 429, retry after 30 s)',
    });
    expect(result[1]).toMatchObject({ known: true });
    expect(lines.info.filter((line) => line.includes('unknown this run'))).toEqual([
      expect.stringMatching(/^The lifecycle of postgresql \(endoflife\.date\) is unknown this run/),
    ]);
  });

  test('a server error is retried as the GitHub client retries, each retry said; then the answer is used', async () => {
    double.faults.push({ times: 2, status: 503 });
    const retries: string[] = [];
    const { result, exchanges } = await exchangesOf(() => run({ log: (line) => retries.push(line) }).ask('go'));
    described.push(...exchanges);
    expect(exchanges.map((e) => e.answer?.status)).toEqual([503, 503, 200]);
    expect(result).toMatchObject({ known: true });
    const host = new URL(double.url).host;
    expect(retries).toEqual([
      `GET ${host}/api/v1/products/go: HTTP 503; retrying (1 of 2).`,
      `GET ${host}/api/v1/products/go: HTTP 503; retrying (2 of 2).`,
    ]);
  });

  test('a server error past the retries is unknown, and names the status', async () => {
    double.faults.push({ times: 3, status: 502 });
    const { result, exchanges } = await exchangesOf(() => run().ask('go'));
    described.push(...exchanges);
    expect(exchanges).toHaveLength(3);
    expect(result).toMatchObject({ known: false, why: 'endoflife.date answered HTTP 502' });
  });

  test.each([
    ['not JSON', '<html>maintenance</html>', /^the answer is not JSON$/],
    [
      'an answer missing a field it reads',
      JSON.stringify({ ...recorded('go'), last_modified: undefined }),
      /^the answer is not of API v1's shape: last_modified is missing$/,
    ],
    [
      'a release without its release day',
      JSON.stringify({
        last_modified: '2025-09-04T09:07:05+00:00',
        result: { releases: [{ name: '1.25', isLts: false, isEol: false, eolFrom: null, latest: null }] },
      }),
      /^the answer is not of API v1's shape: result\.releases\[0\]\.releaseDate is missing$/,
    ],
  ])('a body that is %s', async (_what, text, why) => {
    double.setProductText('go', text);
    const cache = new ResponseCache();
    const { ask, lines } = run({ cache });
    const [go, postgresql] = [await ask('go'), await ask('postgresql')];
    expect(go.known ? '' : go.why).toMatch(why);
    expect(postgresql.known).toBe(true);
    expect(lines.info.filter((line) => line.includes('unknown this run'))).toHaveLength(1);
    expect(cache.serialize()).not.toContain('/products/go');
  });

  test('a host that refuses connections: retried, then unknown; the next products are not tried again', async () => {
    const port = await closedPort();
    const retries: string[] = [];
    const client = createEndOfLifeClient({
      baseUrl: `http://127.0.0.1:${port}`,
      ...QUICK,
      log: (l) => retries.push(l),
    });
    const sources = githubSources(createGitHubClient({ baseUrl: github.url }), 'NixOS/nixpkgs', {}, client);
    const said: string[] = [];
    const log = { info: (m: string) => void said.push(m), warning: (m: string) => void said.push(m) };
    const go = await sources.endOfLife({ product: 'go', log });
    expect(go).toMatchObject({
      known: false,
      why: expect.stringMatching(
        new RegExp(`^127\\.0\\.0\\.1:${port} could not be reached: .*ECONNREFUSED.* \\(3 attempts\\)$`),
      ),
    });
    expect(retries).toHaveLength(2);
    // Not tried: no request leaves, so nothing is waited for.
    const fetches = countFetches();
    const linux = await sources.endOfLife({ product: 'linux', log }).finally(() => fetches.restore());
    expect(fetches.started).toBe(0);
    expect(linux).toMatchObject({ known: false, why: go.known ? '' : go.why });
    expect(retries).toHaveLength(2);
    expect(said).toHaveLength(2);
    expect(said[1]).toMatch(/^The lifecycle of linux \(endoflife\.date\) is unknown this run/);
  });

  describe('a server that never answers', () => {
    const blackhole = new Blackhole();
    let url = '';
    useFakeClock();
    beforeAll(async () => {
      url = await blackhole.start();
    });
    afterAll(() => blackhole.stop());

    test('each read is given up after the time limit, within the retries', async () => {
      const fetches = countFetches();
      // Only once each request has reached the server may the clock run out its time limit.
      const reached = eachReached(blackhole, fetches);
      const started = Date.now();
      const answer = await onFakeClock(
        createEndOfLifeClient({ baseUrl: url, retries: 1, retryAfterBaseMs: 1, readTimeoutMs: 200 }).product('go'),
        reached,
      ).finally(() => fetches.restore());
      expect(answer).toMatchObject({
        ok: false,
        why: expect.stringMatching(/could not be reached: no answer within 0\.2 s \(2 attempts\)$/),
      });
      // On the fake clock: two waits of 0.2 s and the backoff of 1 ms between them.
      expect(Date.now() - started).toBe(401);
      expect(fetches.started).toBe(2);
      expect(blackhole.connections).toBeGreaterThanOrEqual(2);
    });
  });

  test('a name that is not a product is never asked', async () => {
    const { result, exchanges } = await exchangesOf(() => run().ask('../../etc/passwd'));
    expect(exchanges).toEqual([]);
    expect(result).toMatchObject({ known: false, why: '"../../etc/passwd" is not a product name of endoflife.date' });
  });
});

test('every exchange of these tests that endoflife.date could have made fits its API v1 description', () => {
  expect(described.length).toBeGreaterThan(10);
  expect(new Set(described.map((e) => e.answer?.status ?? 'reset'))).toEqual(new Set([200, 304, 404, 429, 502, 503]));
  expectFitsEndOfLife(described);
});
