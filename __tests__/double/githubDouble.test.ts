import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../src/github/client.js';
import { GitHubDouble, releaseJson } from './githubDouble.js';

describe('the GitHub double, through the production client', () => {
  const double = new GitHubDouble();
  beforeAll(async () => {
    await double.start();
    double.setReleases(
      'k3s-io/k3s',
      Array.from({ length: 250 }, (_, i) => releaseJson(i + 1, `v1.30.${i}+k3s1`, '2024-06-01T00:00:00Z')),
    );
    double.setFile('NixOS/nixpkgs', 'master', 'lib/.version', '26.05\n');
  });
  afterAll(() => double.stop());

  it('pages releases with Link headers', async () => {
    const client = createGitHubClient({ baseUrl: double.url, token: 't' });
    const all = await client.paginate(client.rest.repos.listReleases, { owner: 'k3s-io', repo: 'k3s', per_page: 100 });
    expect(all).toHaveLength(250);
    expect(double.requests.filter((r) => r.path === '/repos/k3s-io/k3s/releases')).toHaveLength(3);
  });

  it('serves base64 file contents and 404s for missing files', async () => {
    const client = createGitHubClient({ baseUrl: double.url });
    const { data } = await client.rest.repos.getContent({
      owner: 'NixOS',
      repo: 'nixpkgs',
      path: 'lib/.version',
      ref: 'master',
    });
    expect('content' in data && Buffer.from(data.content, 'base64').toString('utf8')).toBe('26.05\n');
    await expect(
      client.rest.repos.getContent({ owner: 'NixOS', repo: 'nixpkgs', path: 'nope', ref: 'master' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('answers a repeated conditional request with 304', async () => {
    const client = createGitHubClient({ baseUrl: double.url, retries: 0 });
    const first = await client.rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s', per_page: 100 });
    const etag = first.headers.etag!;
    await expect(
      client.rest.repos.listReleases({
        owner: 'k3s-io',
        repo: 'k3s',
        per_page: 100,
        headers: { 'if-none-match': etag },
      }),
    ).rejects.toMatchObject({ status: 304 });
  });

  it('retries a transient 502 and succeeds', async () => {
    const client = createGitHubClient({ baseUrl: double.url });
    double.faults.push({ path: /\/lib\/.version$/, times: 1, status: 502 });
    const before = double.requests.length;
    const { data } = await client.rest.repos.getContent({
      owner: 'NixOS',
      repo: 'nixpkgs',
      path: 'lib/.version',
      ref: 'master',
    });
    expect('content' in data).toBe(true);
    expect(double.requests.length - before).toBe(2);
  });
});
