import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { GitHubDouble, releaseJson, type ReleaseJson } from '../../double/githubDouble.js';
import { createGitHubClient, type GitHubClient } from '../../../src/github/client.js';
import { parseVersion } from '../../../src/domain/version.js';
import { MK8S_RELEASES as MK8S } from '../../families/madeUpFamily.js';
import { compareMinors } from '../../../src/domain/minor.js';
import { fetchReleases, selectStableReleases } from '../../../src/gather/upstream/releases.js';
import type { Minor } from '../../../src/domain/types.js';
import { K3S_RELEASES as K3S } from '../../families/builtIn.js';

const REPO = 'k3s-io/k3s';

/** Deterministic shuffle (mulberry32), so a failure reproduces. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let state = seed >>> 0;
  const random = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j], copy[i]];
  }
  return copy;
}

/**
 * A k3s-like history: a new minor every 4 months (1.17 from 2020-01), and every month a patch of
 * the four newest minors, each after rc1..rc3. Listed newest-created first, as GitHub does.
 */
function history(): ReleaseJson[] {
  const out: ReleaseJson[] = [];
  let id = 1;
  const patches = new Map<number, number>();
  for (let month = 0; month < 72; month++) {
    const newest = 17 + Math.floor(month / 4);
    for (let minor = newest - 3; minor <= newest; minor++) {
      if (minor < 17) continue;
      const patch = patches.get(minor) ?? 0;
      patches.set(minor, patch + 1);
      const version = `1.${minor}.${patch}`;
      for (let rc = 1; rc <= 3; rc++) {
        const day = new Date(Date.UTC(2020, month, 2 + rc, minor % 12)).toISOString();
        out.push(releaseJson(id++, `v${version}-rc${rc}+k3s1`, day));
      }
      out.push(releaseJson(id++, `v${version}+k3s1`, new Date(Date.UTC(2020, month, 10, minor % 12)).toISOString()));
    }
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

describe('selectStableReleases', () => {
  it('keeps stable releases only, highest version first', () => {
    const selected = selectStableReleases(K3S, [
      releaseJson(1, 'v1.30.2+k3s1', '2024-06-20T10:00:00Z'),
      releaseJson(2, 'v1.30.2-rc1+k3s1', '2024-06-15T10:00:00Z'),
      releaseJson(3, 'v1.31.0-alpha1+k3s1', '2024-07-01T10:00:00Z', { prerelease: false }),
      releaseJson(4, 'v1.31.0-beta1+k3s1', '2024-07-10T10:00:00Z'),
      releaseJson(5, 'v1.30.3+k3s1', '2024-07-20T10:00:00Z', { draft: true, published_at: null }),
      releaseJson(6, 'v1.29.7+k3s1', '2024-07-20T10:00:00Z', { prerelease: true }),
      releaseJson(7, 'v1.30.2+k3s2', '2024-06-25T10:00:00Z'),
      releaseJson(8, 'v1.30.2', '2024-06-25T10:00:00Z'),
      releaseJson(9, 'v1.29.6+k3s1', '2024-06-21T10:00:00Z'),
      releaseJson(10, 'v1.10.0+k3s1', '2018-04-01T10:00:00Z'),
      releaseJson(11, 'v1.9.11+k3s1', '2018-04-02T10:00:00Z'),
    ]);
    expect(selected.map((r) => r.tag)).toEqual([
      'v1.30.2+k3s2',
      'v1.30.2+k3s1',
      'v1.29.6+k3s1',
      'v1.10.0+k3s1',
      'v1.9.11+k3s1',
    ]);
    expect(selected[0]).toMatchObject({
      version: { text: '1.30.2+k3s2', build: 2 },
      publishedAt: new Date('2024-06-25T10:00:00Z'),
      name: 'v1.30.2+k3s2',
      url: 'https://github.com/k3s-io/k3s/releases/tag/v1.30.2%2Bk3s2',
    });
  });

  it('dates a release by published_at, falling back to created_at', () => {
    const [withPublished, withoutPublished] = selectStableReleases(K3S, [
      releaseJson(1, 'v1.30.2+k3s1', '2024-06-20T10:00:00Z', { created_at: '2024-06-19T08:00:00Z' }),
      releaseJson(2, 'v1.30.1+k3s1', '2024-05-20T10:00:00Z', {
        published_at: null,
        created_at: '2024-05-19T08:00:00Z',
      }),
    ]);
    expect(withPublished.publishedAt.toISOString()).toBe('2024-06-20T10:00:00.000Z');
    expect(withoutPublished.publishedAt.toISOString()).toBe('2024-05-19T08:00:00.000Z');
  });

  it('keeps one release per version when a tag exists with and without v', () => {
    const selected = selectStableReleases(K3S, [
      releaseJson(1, 'v1.30.2+k3s1', '2024-06-21T10:00:00Z'),
      releaseJson(2, '1.30.2+k3s1', '2024-06-20T10:00:00Z'),
    ]);
    expect(selected).toHaveLength(1);
    expect(selected[0].publishedAt.toISOString()).toBe('2024-06-20T10:00:00.000Z');
  });

  it('ignores, with a log line, a tag that is not exactly the version it reads as (spaces, look-alike characters)', () => {
    const lines: string[] = [];
    const selected = selectStableReleases(
      K3S,
      [
        releaseJson(1, 'v1.33.5+k3s1 ', '2025-10-01T10:00:00Z'),
        releaseJson(2, 'v1.33.６+k3s1', '2025-10-02T10:00:00Z'),
        releaseJson(3, '\u00a0v1.33.7+k3s1', '2025-10-03T10:00:00Z'),
        releaseJson(4, 'v1.33.4+k3s1', '2025-09-01T10:00:00Z'),
      ],
      (line) => lines.push(line),
    );
    expect(selected.map((r) => r.tag)).toEqual(['v1.33.4+k3s1']);
    expect(lines).toEqual([
      'Ignored the release tagged "v1.33.5+k3s1 ": it is not exactly v1.33.5+k3s1 (spaces or look-alike characters), so it is not taken for that release.',
      'Ignored the release tagged "v1.33.６+k3s1": it is not exactly v1.33.6+k3s1 (spaces or look-alike characters), so it is not taken for that release.',
      'Ignored the release tagged "\u00a0v1.33.7+k3s1": it is not exactly v1.33.7+k3s1 (spaces or look-alike characters), so it is not taken for that release.',
    ]);
  });

  it("reads a family's tags with its own build tag: another family's versions are no stable release of it", () => {
    const records = [
      releaseJson(1, 'v1.34.2+mk8sr1', '2025-11-20T10:00:00Z'),
      releaseJson(2, 'v1.34.2+k3s1', '2025-11-19T10:00:00Z'),
      releaseJson(3, 'v1.34.3-rc1+mk8sr1', '2025-12-01T10:00:00Z'),
      releaseJson(4, 'v1.33.6+mk8sr2', '2025-11-18T10:00:00Z'),
    ];
    expect(selectStableReleases(MK8S, records).map((r) => r.version.text)).toEqual(['1.34.2+mk8sr1', '1.33.6+mk8sr2']);
    expect(selectStableReleases(K3S, records).map((r) => r.version.text)).toEqual(['1.34.2+k3s1']);
  });
});

describe('fetchReleases of k3s against the GitHub double', () => {
  const double = new GitHubDouble();
  let client: GitHubClient;
  const releasePages = () => double.requests.filter((r) => r.path === `/repos/${REPO}/releases`);

  beforeAll(async () => {
    await double.start();
    client = createGitHubClient({ baseUrl: double.url, token: 'test', retries: 0 });
  });
  afterAll(async () => {
    await double.stop();
  });
  beforeEach(() => {
    double.requests.length = 0;
    double.releases.clear();
    double.faults.length = 0;
  });

  it('reads every page and sorts what the API returned in no particular order', async () => {
    const all = history().slice(0, 250);
    double.setReleases(REPO, shuffled(all, 42));
    const fetched = await fetchReleases(client, { family: K3S, repository: REPO });

    expect(fetched.pagesFetched).toBe(3);
    expect(fetched.complete).toBe(true);
    expect(releasePages().map((r) => r.query.get('per_page'))).toEqual(['100', '100', '100']);
    const expected = all
      .filter((r) => !r.prerelease)
      .map((r) => parseVersion(K3S, r.tag_name)!)
      .sort((a, b) => b.major - a.major || b.minor - a.minor || b.patch - a.patch || b.build - a.build)
      .map((v) => v.text);
    expect(expected.length).toBeGreaterThan(50);
    expect(fetched.releases.map((r) => r.version.text)).toEqual(expected);
    expect(fetched.releases.some((r) => /-(rc|alpha|beta)/.test(r.tag))).toBe(false);
  });

  it('drops drafts, prereleases and rc/alpha/beta tags fetched from the API', async () => {
    double.setReleases(REPO, [
      releaseJson(5, 'v1.31.1+k3s1', '2024-09-20T00:00:00Z', { draft: true, published_at: null }),
      releaseJson(4, 'v1.31.1-rc1+k3s1', '2024-09-18T00:00:00Z', { prerelease: false }),
      releaseJson(3, 'v1.31.0+k3s2', '2024-09-10T00:00:00Z', { prerelease: true }),
      releaseJson(2, 'v1.31.0+k3s1', '2024-08-20T00:00:00Z'),
      releaseJson(1, 'v1.31.0-beta1+k3s1', '2024-08-01T00:00:00Z', { prerelease: false }),
    ]);
    const fetched = await fetchReleases(client, { family: K3S, repository: REPO });
    expect(fetched.releases.map((r) => r.tag)).toEqual(['v1.31.0+k3s1']);
  });

  it('stops paging once the relevant minors are behind it, in a history of 1,000+ releases', async () => {
    const all = history();
    expect(all.length).toBeGreaterThan(1000);
    double.setReleases(REPO, all);
    const oldest = '1.31';
    const logs: string[] = [];

    const fetched = await fetchReleases(client, {
      family: K3S,
      repository: REPO,
      oldestRelevantMinor: oldest,
      log: (m) => logs.push(m),
    });

    const relevant = (tag: string) => compareMinors(tag.replace(/^v(\d+\.\d+).*$/, '$1'), oldest) >= 0;
    // The page holding the last relevant tag (1.31.0's first rc), then one page that proves it.
    const lastRelevantIndex = all.map((r) => relevant(r.tag_name)).lastIndexOf(true);
    const expectedPages = Math.floor(lastRelevantIndex / 100) + 2;
    expect(expectedPages).toBeLessThan(Math.ceil(all.length / 100) / 2);
    expect(fetched.pagesFetched).toBe(expectedPages);
    expect(releasePages()).toHaveLength(expectedPages);
    expect(fetched.complete).toBe(false);
    expect(logs.join('\n')).toMatch(/Stopped listing k3s-io\/k3s releases after page/);

    // Every stable release of a relevant minor was seen, so GA(1.31) is the true first release.
    const wanted = all
      .filter((r) => !r.prerelease && relevant(r.tag_name))
      .map((r) => r.tag_name)
      .sort();
    const got = fetched.releases
      .filter((r) => relevant(r.tag))
      .map((r) => r.tag)
      .sort();
    expect(got).toEqual(wanted);
    expect(got).toContain('v1.31.0+k3s1');
  });

  it('reads everything when the oldest relevant minor is older than the whole history', async () => {
    const all = history();
    double.setReleases(REPO, all);
    const fetched = await fetchReleases(client, { family: K3S, repository: REPO, oldestRelevantMinor: '1.9' });
    expect(fetched.pagesFetched).toBe(Math.ceil(all.length / 100));
    expect(fetched.complete).toBe(true);
  });

  it('names the repository when it does not exist', async () => {
    await expect(fetchReleases(client, { family: K3S, repository: 'k3s-io/k3z' })).rejects.toThrow(
      /k3s-io\/k3z.*not found/,
    );
  });

  it('treats an empty release list as an error, not as "nothing to report"', async () => {
    double.setReleases(REPO, []);
    await expect(fetchReleases(client, { family: K3S, repository: REPO })).rejects.toThrow(
      /k3s-io\/k3s has no releases/,
    );
  });

  it('treats a list without stable releases as an error', async () => {
    double.setReleases(REPO, [releaseJson(1, 'v1.31.0-rc1+k3s1', '2024-08-01T00:00:00Z')]);
    await expect(fetchReleases(client, { family: K3S, repository: REPO })).rejects.toThrow(/no stable k3s releases/);
  });

  it('names the family when a repository holds no stable release of it', async () => {
    double.setReleases(REPO, [releaseJson(1, 'v1.31.0+k3s1', '2024-08-01T00:00:00Z')]);
    await expect(fetchReleases(client, { family: MK8S, repository: REPO })).rejects.toThrow(
      /k3s-io\/k3s has no stable mk8s releases among 1 releases/,
    );
  });

  it('reports other API failures with the repository', async () => {
    double.setReleases(REPO, history().slice(0, 10));
    double.faults.push({
      path: /\/releases$/,
      times: 1,
      status: 403,
      body: { message: 'Resource not accessible by integration' },
    });
    await expect(fetchReleases(client, { family: K3S, repository: REPO })).rejects.toThrow(
      /k3s-io\/k3s.*Resource not accessible/,
    );
  });

  it('refuses an oldest relevant minor that is not a minor', async () => {
    await expect(
      fetchReleases(client, { family: K3S, repository: REPO, oldestRelevantMinor: 'latest' as Minor }),
    ).rejects.toThrow(/"latest"/);
    expect(double.requests).toHaveLength(0);
  });

  it.each(['k3s', 'k3s-io/k3s/extra', '', 'https://github.com/k3s-io/k3s'])(
    'refuses repository %j before asking the API',
    async (repository) => {
      await expect(fetchReleases(client, { family: K3S, repository })).rejects.toThrow(/owner\/name/);
      expect(double.requests).toHaveLength(0);
    },
  );
});
