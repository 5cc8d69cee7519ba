import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../src/github/client.js';
import { ResponseCache } from '../../src/github/responseCache.js';
import { K3S_TRAITS } from '../../src/families/k3s/traits.js';
import { fetchReleases } from '../../src/gather/upstream/releases.js';
import { remoteTree } from '../../src/gather/nixpkgs/remoteTree.js';
import { GitHubDouble, releaseJson } from '../double/githubDouble.js';

const history = (count: number) =>
  Array.from({ length: count }, (_, i) => releaseJson(10_000 - i, `v1.${30 + Math.floor(i / 60)}.${i % 60}+k3s1`, '2025-01-01T00:00:00Z'));

describe('conditional requests through a cache kept between runs', () => {
  const double = new GitHubDouble();
  beforeAll(async () => {
    await double.start();
    double.setReleases('k3s-io/k3s', history(250));
    double.setFile('NixOS/nixpkgs', 'master', 'lib/.version', '27.05\n');
  });
  afterAll(() => double.stop());

  /** One "run": a fresh client over the cache saved by the previous run. */
  async function run(saved: string | undefined): Promise<{ saved: string; statuses: number[]; versions: string[]; version?: string; cache: ResponseCache }> {
    const cache = ResponseCache.parse(saved);
    const client = createGitHubClient({ baseUrl: double.url, cache, retries: 0 });
    const before = double.requests.length;
    const fetched = await fetchReleases(client, { family: K3S_TRAITS, repository: 'k3s-io/k3s' });
    const version = await remoteTree(client, 'NixOS/nixpkgs', 'master').readText('lib/.version');
    return {
      saved: cache.serialize(),
      statuses: double.requests.slice(before).map((r) => r.status),
      versions: fetched.releases.map((r) => r.version.text),
      version,
      cache
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
    const broken = await run('{"version":1,"entries":');
    expect(broken.statuses.every((s) => s === 200)).toBe(true);
    expect(broken.versions).toHaveLength(250);
  });

  it('keeps only what the run used, so the saved cache does not grow with old answers', () => {
    const cache = ResponseCache.parse(JSON.stringify({ version: 1, entries: { old: { etag: '"x"', url: 'u', data: 1 } } }));
    expect(cache.dirty).toBe(true);
    expect(JSON.parse(cache.serialize())).toEqual({ version: 1, entries: {} });
  });
});
