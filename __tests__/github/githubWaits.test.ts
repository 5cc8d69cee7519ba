// The waits GitHub asks for (1 s between writes, 3 s for issues and comments,
// a rate limit's retry-after) may be shortened for a test's double on loopback,
// and nowhere else: not by a client option, not by the variable the end-to-end
// tests set for the bundled action. A unit test: fetch is replaced by a stub
// that answers at once, so no request leaves this process.
import { afterEach, describe, expect, test } from '@jest/globals';
import {
  createGitHubClient,
  isLoopbackApi,
  testWriteSpacing,
  TEST_WRITE_SPACING_VARIABLE,
} from '../../src/github/client.js';

const GITHUB = 'https://api.github.com';
const LOOPBACK = 'http://127.0.0.1:9';
const realFetch = globalThis.fetch;

/** Replaces fetch: each request's URL and start time, answered by `answer` (201 `{}` unless it says otherwise). */
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

const gaps = (seen: Array<{ at: number }>): number[] => seen.slice(1).map((request, i) => request.at - seen[i].at);

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
    for (const name of ['a', 'b', 'c'])
      await client.rest.issues.createLabel({ owner: 'NixOS', repo: 'nixpkgs', name, color: 'ffffff' });
    return seen;
  };

  test('against GitHub, writes keep their second apart whatever the client is asked, and the run says so', async () => {
    const log: string[] = [];
    const seen = await createLabels(GITHUB, log);
    expect(seen.map((r) => r.url)).toEqual(Array(3).fill(`${GITHUB}/repos/NixOS/nixpkgs/labels`));
    // A second between the starts of two writes; the first fetch may set out a little later than its start.
    for (const gap of gaps(seen)) expect(gap).toBeGreaterThanOrEqual(700);
    expect(log).toEqual([
      "Shortened waits (write spacing, rate limits) are honoured only against a loopback API; https://api.github.com gets GitHub's.",
    ]);
  }, 10_000);

  test('against a double on loopback, writes follow each other at once, issues included', async () => {
    const log: string[] = [];
    const seen = await createLabels(LOOPBACK, log);
    const client = createGitHubClient({ baseUrl: LOOPBACK, token: 't', retries: 0, writeSpacingMs: 0 });
    for (const title of ['one', 'two']) await client.rest.issues.create({ owner: 'NixOS', repo: 'nixpkgs', title });
    expect(seen).toHaveLength(5);
    for (const gap of gaps(seen)) expect(gap).toBeLessThan(250);
    expect(log).toEqual([]);
  });
});

test('against GitHub, a rate limit is waited out in real seconds whatever the client is asked', async () => {
  const seen = stubFetch((_url, count) =>
    count === 1
      ? json(429, { message: 'You have exceeded a secondary rate limit.' }, { 'retry-after': '1' })
      : json(200, []),
  );
  const client = createGitHubClient({ baseUrl: GITHUB, token: 't', retries: 0, rateLimitSecondMs: 1 });
  await client.rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s' });
  expect(seen).toHaveLength(2);
  expect(gaps(seen)[0]).toBeGreaterThanOrEqual(900);
}, 10_000);
