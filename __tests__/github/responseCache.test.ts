import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../src/github/client.js';
import { MAX_ENTRY_BYTES, MAX_FILE_BYTES, ResponseCache } from '../../src/github/responseCache.js';
import { fetchReleases } from '../../src/gather/upstream/releases.js';
import { remoteTree } from '../../src/gather/nixpkgs/remoteTree.js';
import { GitHubDouble, releaseJson } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { K3S_RELEASES as K3S } from '../families/builtIn.js';

const history = (count: number) =>
  Array.from({ length: count }, (_, i) =>
    releaseJson(10_000 - i, `v1.${30 + Math.floor(i / 60)}.${i % 60}+k3s1`, '2025-01-01T00:00:00Z'),
  );

describe('conditional requests through a cache kept between runs', () => {
  const double = new GitHubDouble();
  beforeAll(async () => {
    await double.start();
    double.setReleases('k3s-io/k3s', history(250));
    double.setFile('NixOS/nixpkgs', 'master', 'lib/.version', '27.05\n');
  });
  afterAll(() => double.stop());

  /** One "run": a fresh client over the cache saved by the previous run. */
  async function run(
    saved: string | undefined,
  ): Promise<{ saved: string; statuses: number[]; versions: string[]; version?: string; cache: ResponseCache }> {
    const cache = ResponseCache.parse(saved);
    const client = createGitHubClient({ baseUrl: double.url, cache, retries: 0 });
    const before = double.requests.length;
    const fetched = await fetchReleases(client, { family: K3S, repository: 'k3s-io/k3s' });
    const version = await remoteTree(client, 'NixOS/nixpkgs', 'master').readText('lib/.version');
    return {
      saved: cache.serialize(),
      statuses: double.requests.slice(before).map((r) => r.status),
      versions: fetched.releases.map((r) => r.version.text),
      version,
      cache,
    };
  }

  it('a second run over unchanged data is answered by 304s and sees the same data, every page included', async () => {
    const first = await run(undefined);
    expect(first.statuses).toEqual([200, 200, 200, 200]);
    const second = await run(first.saved);
    expect(second.statuses).toEqual([304, 304, 304, 304]);
    expect(second.versions).toEqual(first.versions);
    expect(second.versions).toHaveLength(250);
    expect(second.version).toBe('27.05\n');
    expect(second.cache.dirty).toBe(false);
  });

  it('a changed resource is fetched again and its new answer is used', async () => {
    const first = await run(undefined);
    double.setFile('NixOS/nixpkgs', 'master', 'lib/.version', '27.11\n');
    const second = await run(first.saved);
    expect(second.statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(second.version).toBe('27.11\n');
    expect(second.cache.dirty).toBe(true);
  });

  it('an unreadable saved cache costs requests, not correctness', async () => {
    const broken = await run('{"version":2,"entries":');
    expect(broken.statuses.every((s) => s === 200)).toBe(true);
    expect(broken.versions).toHaveLength(250);
  });

  it('keeps only what the run used, so the saved cache does not grow with old answers', () => {
    const url = `${double.url}/repos/NixOS/nixpkgs/contents/old?ref=master application/vnd.github.v3.raw`;
    const cache = ResponseCache.parse(JSON.stringify({ version: 2, entries: { [url]: { etag: '"x"', data: 'old' } } }));
    expect(cache.dirty).toBe(true);
    expect(JSON.parse(cache.serialize())).toEqual({ version: 2, entries: {} });
  });

  it('keeps of release bodies nothing: a 1 MiB body does not reach the saved cache', async () => {
    const releases = double.releases.get('k3s-io/k3s')!;
    const withBody = releaseJson(20_000, 'v1.35.0+k3s1', '2025-02-01T00:00:00Z', {
      body: 'changelog '.repeat(110_000),
    });
    releases.unshift(withBody);
    try {
      const first = await run(undefined);
      expect(first.versions).toContain('1.35.0+k3s1');
      expect(first.saved).not.toContain('changelog');
      // 251 releases of about 250 bytes each, and one small file.
      expect(first.saved.length).toBeLessThan(100_000);
    } finally {
      releases.shift();
    }
  });

  it('serves a fresh answer and a 304 answer of the same resource as the same data', async () => {
    const cache = new ResponseCache();
    const ask = () =>
      createGitHubClient({ baseUrl: double.url, cache, retries: 0 }).rest.repos.listReleases({
        owner: 'k3s-io',
        repo: 'k3s',
        per_page: 5,
      });
    const fresh = await ask();
    const revalidated = await ask();
    expect(cache.stats).toEqual({ fetched: 1, revalidated: 1 });
    expect(revalidated.data).toEqual(fresh.data);
    expect(Object.keys(fresh.data[0]).sort()).toEqual([
      'created_at',
      'draft',
      'html_url',
      'name',
      'prerelease',
      'published_at',
      'tag_name',
    ]);
  });

  it('serves an answer too large to keep, without keeping it', async () => {
    const large = 'x'.repeat(MAX_ENTRY_BYTES + 1);
    double.setFile('NixOS/nixpkgs', 'master', 'large.nix', large);
    const cache = new ResponseCache();
    const text = await remoteTree(
      createGitHubClient({ baseUrl: double.url, cache, retries: 0 }),
      'NixOS/nixpkgs',
      'master',
    ).readText('large.nix');
    expect(text).toBe(large);
    expect(Object.keys((JSON.parse(cache.serialize()) as { entries: object }).entries)).toEqual([]);
  });
});

describe('pages linked by repository id, as GitHub links them', () => {
  const double = new GitHubDouble();
  beforeAll(async () => {
    await double.start();
    const releases = history(250);
    // GitHub's Link headers name the repository by id: /repositories/{id}/releases?page=2.
    const byId = (req: Parameters<Parameters<GitHubDouble['route']>[2]>[0]) =>
      double.paginate({ ...req, path: '/repositories/4242/releases' }, releases);
    double.route('repos/list-releases', 'GET /repos/{owner}/{repo}/releases', byId);
    double.route('repos/list-releases', 'GET /repositories/{repository_id}/releases', byId);
  });
  afterAll(() => double.stop());

  it('keeps every page, so an unchanged listing is answered by 304s only', async () => {
    const list = async (saved?: string) => {
      const cache = ResponseCache.parse(saved);
      const before = double.requests.length;
      const fetched = await fetchReleases(createGitHubClient({ baseUrl: double.url, cache, retries: 0 }), {
        repository: 'k3s-io/k3s',
        family: K3S,
      });
      return {
        saved: cache.serialize(),
        fetched,
        requests: double.requests.slice(before).map((r) => `${r.status} ${r.path}`),
      };
    };
    const first = await list();
    expect(first.requests).toEqual([
      '200 /repos/k3s-io/k3s/releases',
      '200 /repositories/4242/releases',
      '200 /repositories/4242/releases',
    ]);
    const second = await list(first.saved);
    expect(second.requests).toEqual([
      '304 /repos/k3s-io/k3s/releases',
      '304 /repositories/4242/releases',
      '304 /repositories/4242/releases',
    ]);
    expect(second.fetched.releases).toEqual(first.fetched.releases);
  });
});

describe('issue endpoints are never kept', () => {
  const double = new GitHubDouble();
  const issues = installIssueRoutes(double);
  beforeAll(async () => {
    await double.start();
    issues.seed('NixOS/nixpkgs', { title: 'k3s dashboard', labels: ['k3s'] });
  });
  afterAll(() => double.stop());

  it('asks for the issue listing in full every time, and saves nothing of it', async () => {
    const cache = new ResponseCache();
    const client = createGitHubClient({ baseUrl: double.url, cache, retries: 0 });
    for (let i = 0; i < 2; i++)
      await client.paginate(client.rest.issues.listForRepo, {
        owner: 'NixOS',
        repo: 'nixpkgs',
        state: 'all',
        labels: 'k3s',
      });
    const listings = double.requests.filter((r) => r.path === '/repos/NixOS/nixpkgs/issues');
    expect(listings.map((r) => [r.status, r.headers['if-none-match']])).toEqual([
      [200, undefined],
      [200, undefined],
    ]);
    expect((JSON.parse(cache.serialize()) as { entries: object }).entries).toEqual({});
  });
});

describe('a restored cache is checked before use', () => {
  const API = 'https://api.github.com';
  const releasesKey = `${API}/repos/k3s-io/k3s/releases?per_page=100 application/vnd.github.v3+json`;
  const fileKey = `${API}/repos/NixOS/nixpkgs/contents/lib%2F.version?ref=master application/vnd.github.v3.raw`;
  const release = { tag_name: 'v1.31.2+k3s1', published_at: '2024-10-26T00:00:00Z' };
  const warnings: string[] = [];
  const warn = (message: string): void => void warnings.push(message);
  const restored = (entries: Record<string, unknown>): ResponseCache =>
    ResponseCache.parse(JSON.stringify({ version: 2, entries }), warn);

  beforeEach(() => {
    warnings.length = 0;
  });

  it('uses entries of cacheable endpoints in their shape, and says nothing', () => {
    const cache = restored({
      [releasesKey]: { etag: '"r"', data: [release] },
      [fileKey]: { etag: '"f"', data: '26.05\n' },
    });
    expect(cache.lookup(releasesKey)).toEqual({ etag: '"r"', data: [release] });
    expect(cache.lookup(fileKey)?.data).toBe('26.05\n');
    expect(warnings).toEqual([]);
  });

  it('keeps of a restored entry only what the endpoint keeps', () => {
    const cache = restored({
      [releasesKey]: { etag: '"r"', url: 'https://elsewhere', data: [{ ...release, body: 'forged' }] },
    });
    expect(cache.lookup(releasesKey)).toEqual({ etag: '"r"', data: [release] });
  });

  it('drops an issue listing, an oversized entry and malformed entries, in one warning line', () => {
    const issuesKey = `${API}/repos/NixOS/nixpkgs/issues?labels=k3s&per_page=100&state=all application/vnd.github.v3+json`;
    const cache = restored({
      [issuesKey]: { etag: '"i"', data: [{ number: 1, title: 'unrelated', body: 'forged' }] },
      [fileKey]: { etag: '"f"', data: 'x'.repeat(MAX_ENTRY_BYTES) },
      [releasesKey]: { etag: 7, data: [release] },
      [`${API}/repos/k3s-io/k3s/releases?page=2 application/vnd.github.v3+json`]: {
        etag: '"2"',
        data: { tag_name: 'v1' },
      },
      [`${API}/repos/k3s-io/k3s/releases?page=3 application/vnd.github.v3+json`]: 'not an entry',
      [`${API}/repos/k3s-io/k3s/releases?page=4 application/vnd.github.v3+json`]: { etag: '"4"', data: [release] },
    });
    for (const key of [issuesKey, fileKey, releasesKey]) expect(cache.lookup(key)).toBeUndefined();
    expect(warnings).toEqual([
      'Dropped 5 of the 6 entries of the restored request cache: 1 of an endpoint never cached (such as GET /repos/NixOS/nixpkgs/issues); ' +
        "1 over the 4 MiB an entry may take; 3 not in the shape of its endpoint's answer. They are requested in full.",
    ]);
  });

  it.each([
    ['to another host', `<https://collector.example/repos/k3s-io/k3s/releases?page=2>; rel="next"`],
    ['to another endpoint', `<${API}/repositories/1/issues?page=2>; rel="next"`],
    ['back to the same page', `<${API}/repos/k3s-io/k3s/releases?per_page=100&page=1>; rel="next"`],
    ['to something that is not a URL', `<not a url>; rel="last"`],
  ])('drops a listing whose pagination link leads %s', (_name, link) => {
    const cache = restored({ [releasesKey]: { etag: '"r"', link, data: [release] } });
    expect(cache.lookup(releasesKey)).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining("1 not in the shape of its endpoint's answer")]);
  });

  it('keeps a listing whose links lead to its later pages, by repository id as GitHub links them', () => {
    const link = `<${API}/repositories/135516270/releases?per_page=100&page=2>; rel="next", <${API}/repositories/135516270/releases?per_page=100&page=5>; rel="last"`;
    expect(restored({ [releasesKey]: { etag: '"r"', link, data: [release] } }).lookup(releasesKey)?.link).toBe(link);
  });

  it.each([
    ['not JSON', '{"version":2,"entries":'],
    ['of another version', JSON.stringify({ version: 1, entries: {} })],
    ['without entries', JSON.stringify({ version: 2, entries: [] })],
  ])('drops a whole file %s, with one warning', (_name, text) => {
    const cache = ResponseCache.parse(text, warn);
    expect(cache.lookup(releasesKey)).toBeUndefined();
    expect(warnings).toEqual([
      'The restored request cache is not a request cache of this version; dropped, this run makes full requests.',
    ]);
  });

  it('drops a whole file over its bound without reading its entries', () => {
    const cache = ResponseCache.parse(
      JSON.stringify({
        version: 2,
        entries: { [releasesKey]: { etag: '"r"', data: [release] }, pad: 'x'.repeat(20 * 1024 * 1024) },
      }),
      warn,
    );
    expect(cache.lookup(releasesKey)).toBeUndefined();
    expect(warnings).toEqual([
      expect.stringMatching(/^The restored request cache is 20 MiB, over the 16 MiB it may take; dropped/),
    ]);
  });

  it('saves no more than a later run accepts: the saved file stays within its bound', () => {
    const cache = new ResponseCache();
    const keys = Array.from(
      { length: 6 },
      (_, i) => `${API}/repos/NixOS/nixpkgs/contents/f${i}?ref=master application/vnd.github.v3.raw`,
    );
    for (const key of keys) cache.store(key, { etag: '"e"', data: 'x'.repeat(MAX_ENTRY_BYTES - 100) });
    const saved = cache.serialize();
    expect(Buffer.byteLength(saved)).toBeLessThanOrEqual(MAX_FILE_BYTES);
    const again = ResponseCache.parse(saved, warn);
    expect(warnings).toEqual([]);
    const kept = keys.filter((key) => again.lookup(key)).length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(keys.length);
  });
});
