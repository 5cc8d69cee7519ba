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

  it("searches pull requests by the words of their titles, within GitHub's limits, and serves their pages and files", async () => {
    const client = createGitHubClient({ baseUrl: double.url, retries: 0 });
    const pull = (number: number, title: string, updated: string) => ({
      number,
      title,
      user: 'r-ryantm',
      state: 'open' as const,
      created_at: '2026-11-20T00:00:00Z',
      updated_at: updated,
      base: 'master',
      head: { sha: String(number).padStart(40, '0'), ref: `auto-update/${number}` },
      files: Array.from({ length: 150 }, (_, i) => ({ filename: `pkgs/f${i}.nix`, status: 'modified' as const })),
    });
    double.setPullRequest('NixOS/nixpkgs', pull(1, 'k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1', '2026-11-21T00:00:00Z'));
    double.setPullRequest('NixOS/nixpkgs', pull(2, 'rke2: drop rke2_1_33', '2026-11-22T00:00:00Z'));
    double.setPullRequest('NixOS/nixpkgs', pull(3, 'k3sup: 0.13.10 -> 0.13.11', '2026-11-23T00:00:00Z'));

    const { data } = await client.rest.search.issuesAndPullRequests({
      q: 'repo:NixOS/nixpkgs is:pr in:title k3s OR rke2',
      sort: 'updated',
      order: 'desc',
    });
    expect(data.items.map((item) => item.number)).toEqual([2, 1]);
    expect(data).toMatchObject({ total_count: 2, incomplete_results: false, search_type: 'lexical' });
    await expect(client.rest.search.issuesAndPullRequests({ q: 'is:pr k3s' })).rejects.toMatchObject({ status: 422 });

    // An attribute name is its words in a row; side by side, terms must all match; NOT leaves a term out.
    double.setPullRequest('NixOS/nixpkgs', pull(4, 'postgresql_14: drop', '2026-11-24T00:00:00Z'));
    double.setPullRequest('NixOS/nixpkgs', pull(5, 'postgresql_15: 15.13 -> 15.14', '2026-11-25T00:00:00Z'));
    const numbers = async (q: string) =>
      (await client.rest.search.issuesAndPullRequests({ q, sort: 'updated', order: 'desc' })).data.items.map(
        (item) => item.number,
      );
    expect(await numbers('repo:NixOS/nixpkgs is:pr in:title postgresql_14 OR rke2')).toEqual([4, 2]);
    expect(await numbers('repo:NixOS/nixpkgs is:pr in:title postgresql 15')).toEqual([5]);
    expect(await numbers('repo:NixOS/nixpkgs is:pr in:title "k3s_1_35" OR postgresql NOT drop')).toEqual([5, 1]);
    // GitHub's limits of a query: five AND, OR or NOT operators, 256 characters besides operators and qualifiers.
    const six = 'repo:NixOS/nixpkgs is:pr in:title a OR b OR c OR d OR e OR f';
    expect(await numbers(six)).toEqual([]);
    for (const q of [`${six} OR g`, `repo:NixOS/nixpkgs is:pr in:title ${'x'.repeat(257)}`])
      await expect(client.rest.search.issuesAndPullRequests({ q })).rejects.toMatchObject({
        status: 422,
        response: { data: { message: 'Validation Failed' } },
      });
    expect(await numbers(`repo:NixOS/nixpkgs is:pr in:title ${'x'.repeat(256)}`)).toEqual([]);

    const page = await client.rest.pulls.get({ owner: 'NixOS', repo: 'nixpkgs', pull_number: 1 });
    expect(page.data).toMatchObject({ number: 1, base: { ref: 'master' }, head: { sha: '0'.repeat(39) + '1' } });
    const files = await client.paginate(client.rest.pulls.listFiles, {
      owner: 'NixOS',
      repo: 'nixpkgs',
      pull_number: 1,
      per_page: 100,
    });
    expect(files).toHaveLength(150);
    await expect(client.rest.pulls.get({ owner: 'NixOS', repo: 'nixpkgs', pull_number: 9 })).rejects.toMatchObject({
      status: 404,
    });
  });
});
