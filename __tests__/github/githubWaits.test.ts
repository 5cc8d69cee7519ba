// The waits GitHub asks for (1 s between writes, 3 s for issues and comments,
// 2 s between searches, a rate limit's retry-after) may be shortened for a
// test's double on loopback, and nowhere else: not by a client option, not by
// the variable the end-to-end tests set for the bundled action. A unit test:
// fetch is replaced by a stub that answers at once, so no request leaves this
// process; and the clock is Jest's fake one, so each wait is read off the clock
// to the millisecond and a busy machine changes nothing.
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  createGitHubClient,
  isLoopbackApi,
  testWriteSpacing,
  TEST_WRITE_SPACING_VARIABLE,
} from '../../src/github/client.js';
import { onFakeClock, useFakeClock } from '../support/fakeClock.js';

const GITHUB = 'https://api.github.com';
const LOOPBACK = 'http://127.0.0.1:9';
const realFetch = globalThis.fetch;

/** Replaces fetch: each request's URL and start time on the fake clock, answered by `answer` (201 `{}` unless it says otherwise). */
function stubFetch(
  answer: (url: string, count: number) => Response = () => json(201, {}),
): Array<{ url: string; at: number }> {
  const seen: Array<{ url: string; at: number }> = [];
  globalThis.fetch = (input: string | URL | Request) => {
    const url = input instanceof Request ? input.url : String(input);
    seen.push({ url, at: Date.now() });
    return Promise.resolve(answer(url, seen.length));
  };
  return seen;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

/**
 * The fake time between the starts of requests, to the 50 ms: Bottleneck's own zero-delay timers (1 ms each
 * on Node) come around each wait, and a wait is measured from when the limiter let the request go.
 */
const gaps = (seen: Array<{ at: number }>): number[] =>
  seen.slice(1).map((request, i) => Math.round((request.at - seen[i].at) / 50) * 50);

useFakeClock();
afterEach(() => {
  globalThis.fetch = realFetch;
});

describe('where the API is on loopback', () => {
  test.each([
    ['http://127.0.0.1:43121', true],
    ['http://127.8.9.10/api/v3', true],
    ['http://[::1]:8080', true],
    [GITHUB, false],
    ['https://github.example.com/api/v3', false],
    // A name could resolve anywhere; only an address written out counts.
    ['http://localhost:8080', false],
    ['http://127.0.0.1.example.com', false],
    ['http://198.51.100.7', false],
    ['http://[::ffff:127.0.0.1]', false],
    ['not a URL', false],
  ])('%s: %s', (url, loopback) => {
    expect(isLoopbackApi(url)).toBe(loopback);
  });
});

test('the write spacing the test harness sets is read as whole milliseconds, anything else as unset', () => {
  const spacing = (value?: string) => testWriteSpacing({ [TEST_WRITE_SPACING_VARIABLE]: value });
  expect(spacing('0')).toBe(0);
  expect(spacing(' 250 ')).toBe(250);
  for (const value of [undefined, '', 'none', '-1', '1.5', '1e3']) expect(spacing(value)).toBeUndefined();
});

describe('write spacing', () => {
  const createLabels = async (baseUrl: string, log: string[] = []) => {
    const seen = stubFetch();
    const client = createGitHubClient({ baseUrl, token: 't', retries: 0, writeSpacingMs: 0, log: (m) => log.push(m) });
    await onFakeClock(
      (async () => {
        for (const name of ['a', 'b', 'c'])
          await client.rest.issues.createLabel({ owner: 'NixOS', repo: 'nixpkgs', name, color: 'ffffff' });
      })(),
    );
    return seen;
  };

  test('against GitHub, writes keep their second apart whatever the client is asked, and the run says so', async () => {
    const log: string[] = [];
    const seen = await createLabels(GITHUB, log);
    expect(seen.map((r) => r.url)).toEqual(Array(3).fill(`${GITHUB}/repos/NixOS/nixpkgs/labels`));
    expect(gaps(seen)).toEqual([1000, 1000]);
    expect(log).toEqual([
      "Shortened waits (write spacing, rate limits) are honoured only against a loopback API; https://api.github.com gets GitHub's.",
    ]);
  });

  test('against GitHub, issues (and comments) keep 3 s apart', async () => {
    const seen = stubFetch();
    const client = createGitHubClient({ baseUrl: GITHUB, token: 't', retries: 0 });
    await onFakeClock(
      (async () => {
        for (const title of ['one', 'two']) await client.rest.issues.create({ owner: 'NixOS', repo: 'nixpkgs', title });
      })(),
    );
    expect(gaps(seen)).toEqual([3000]);
  });

  test('against a double on loopback, writes follow each other at once, issues included', async () => {
    const log: string[] = [];
    const seen = await createLabels(LOOPBACK, log);
    const client = createGitHubClient({ baseUrl: LOOPBACK, token: 't', retries: 0, writeSpacingMs: 0 });
    await onFakeClock(
      (async () => {
        for (const title of ['one', 'two']) await client.rest.issues.create({ owner: 'NixOS', repo: 'nixpkgs', title });
      })(),
    );
    expect(seen).toHaveLength(5);
    expect(gaps(seen)).toEqual([0, 0, 0, 0]);
    expect(log).toEqual([]);
  });
});

describe('search spacing', () => {
  const searchTwice = async (options: { baseUrl: string; writeSpacingMs?: number }) => {
    const seen = stubFetch(() => json(200, { total_count: 0, incomplete_results: false, items: [] }));
    const client = createGitHubClient({ token: 't', retries: 0, ...options });
    await onFakeClock(
      (async () => {
        for (const q of ['repo:NixOS/nixpkgs is:pr k3s', 'repo:NixOS/nixpkgs is:pr rke2'])
          await client.rest.search.issuesAndPullRequests({ q });
      })(),
    );
    return seen;
  };

  test('against GitHub, searches keep 2 s apart whatever the client is asked', async () => {
    expect(gaps(await searchTwice({ baseUrl: GITHUB, writeSpacingMs: 0 }))).toEqual([2000]);
  });

  test('against a double on loopback, the write spacing spaces the searches too', async () => {
    expect(gaps(await searchTwice({ baseUrl: LOOPBACK, writeSpacingMs: 0 }))).toEqual([0]);
    expect(gaps(await searchTwice({ baseUrl: LOOPBACK, writeSpacingMs: 250 }))).toEqual([250]);
  });
});

describe('rate limits', () => {
  const limitedOnce = async (options: { baseUrl: string; rateLimitSecondMs?: number }) => {
    const seen = stubFetch((_url, count) =>
      count === 1
        ? json(429, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '2' })
        : json(200, []),
    );
    const client = createGitHubClient({ token: 't', retries: 0, ...options });
    await onFakeClock(client.rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s' }));
    expect(seen).toHaveLength(2);
    return gaps(seen)[0];
  };

  test('against GitHub, a rate limit is waited out in real seconds whatever the client is asked', async () => {
    expect(await limitedOnce({ baseUrl: GITHUB, rateLimitSecondMs: 1 })).toBe(2000);
  });

  test('against a double on loopback, a second of the wait lasts what the client is asked', async () => {
    expect(await limitedOnce({ baseUrl: LOOPBACK, rateLimitSecondMs: 150 })).toBe(300);
  });
});
