// Which GitHub answers may be kept between runs, and what of them is kept.
import { describe, expect, it } from '@jest/globals';
import { cacheableEndpoint } from '../../src/github/cacheableEndpoints.js';
import { releaseJson } from '../double/githubDouble.js';

const API = 'https://api.github.com';

describe('the endpoints whose answers may be kept', () => {
  it.each([
    ['the release listing', `${API}/repos/k3s-io/k3s/releases?per_page=100&page=2`],
    ['a file of a branch', `${API}/repos/NixOS/nixpkgs/contents/pkgs/top-level/all-packages.nix?ref=release-26.05`],
    ['a folder of a branch', `${API}/repos/NixOS/nixpkgs/contents/pkgs/applications/networking/cluster/k3s?ref=master`],
    [
      'a later page of the release listing, as GitHub links it',
      `${API}/repositories/135516270/releases?per_page=100&page=3`,
    ],
    ['the release listing on GitHub Enterprise Server', 'https://ghes.example/api/v3/repos/k3s-io/k3s/releases'],
    [
      'the history of channel.yaml up to a day',
      `${API}/repos/k3s-io/k3s/commits?path=channel.yaml&until=2025-10-02T23:59:59Z`,
    ],
    ['a later page of a history, as GitHub links it', `${API}/repositories/135516270/commits?path=channel.yaml&page=2`],
    ["a branch's commit", `${API}/repos/NixOS/nixpkgs/commits/release-26.05`],
    ["a pull request's page", `${API}/repos/NixOS/nixpkgs/pulls/412301`],
    ["a pull request's files", `${API}/repos/NixOS/nixpkgs/pulls/412301/files?per_page=100`],
    [
      "a later page of a pull request's files, as GitHub links it",
      `${API}/repositories/4542716/pulls/412301/files?page=2`,
    ],
    ["a product's lifecycle on endoflife.date", 'https://endoflife.date/api/v1/products/postgresql'],
    [
      "a product's lifecycle on a mirror of endoflife.date below a folder",
      'https://mirror.example/eol/api/v1/products/go',
    ],
  ])('keeps %s', (_name, url) => {
    expect(cacheableEndpoint(url)).toBeDefined();
  });

  it.each([
    ['the issue listing', `${API}/repos/NixOS/nixpkgs/issues?state=all&labels=k3s`],
    ['an issue', `${API}/repos/NixOS/nixpkgs/issues/42`],
    ['the comments of an issue', `${API}/repos/NixOS/nixpkgs/issues/42/comments`],
    ['a label', `${API}/repos/NixOS/nixpkgs/labels/k3s`],
    ['a single release', `${API}/repos/k3s-io/k3s/releases/123`],
    ['the issue listing reached by dot segments', `${API}/repos/NixOS/nixpkgs/contents/../../nixpkgs/issues`],
    ['the issue listing below an unknown prefix', `${API}/prefix/repos/NixOS/nixpkgs/issues`],
    ['the issue listing, as GitHub links its pages', `${API}/repositories/1/issues?page=2`],
    ['something that is not a URL', 'releases'],
    ['the comments of a commit', `${API}/repos/NixOS/nixpkgs/commits/abc/comments`],
    ['the issue search', `${API}/search/issues?q=repo%3ANixOS%2Fnixpkgs+is%3Apr+k3s`],
    ['the review comments of every pull request', `${API}/repos/NixOS/nixpkgs/pulls/comments`],
    ['the reviews of a pull request', `${API}/repos/NixOS/nixpkgs/pulls/412301/reviews`],
    ['the product listing of endoflife.date', 'https://endoflife.date/api/v1/products'],
    ["a product's single cycle on endoflife.date", 'https://endoflife.date/api/v1/products/go/releases/1.24'],
  ])('never keeps %s', (_name, url) => {
    expect(cacheableEndpoint(url)).toBeUndefined();
  });
});

describe('what is kept of an answer', () => {
  const releases = cacheableEndpoint(`${API}/repos/k3s-io/k3s/releases`)!.project;
  const contents = cacheableEndpoint(`${API}/repos/NixOS/nixpkgs/contents/lib/.version`)!.project;

  it('keeps of a release the fields read, never its body or assets', () => {
    const full = {
      ...releaseJson(7, 'v1.31.2+k3s1', '2024-10-26T00:00:00Z'),
      body: 'x'.repeat(100_000),
      assets: [{ name: 'k3s' }],
      author: { login: 'someone' },
    };
    expect(releases([full])).toEqual([
      {
        tag_name: 'v1.31.2+k3s1',
        name: 'v1.31.2+k3s1',
        draft: false,
        prerelease: false,
        published_at: '2024-10-26T00:00:00Z',
        created_at: '2024-10-26T00:00:00Z',
        html_url: 'https://github.com/k3s-io/k3s/releases/tag/v1.31.2%2Bk3s1',
      },
    ]);
  });

  it('keeps a draft without a publication date as it came, with null', () => {
    expect(releases([{ tag_name: 'v1.32.0+k3s1', draft: true, published_at: null }])).toEqual([
      { tag_name: 'v1.32.0+k3s1', draft: true, published_at: null },
    ]);
  });

  it.each([
    ['an object instead of a listing', { tag_name: 'v1.31.2+k3s1' }],
    ['a release without a tag', [{ name: 'v1.31.2+k3s1' }]],
    ['a release whose draft flag is text', [{ tag_name: 'v1.31.2+k3s1', draft: 'no' }]],
    ['an issue listing', [{ number: 3, title: 'k3s dashboard', body: 'forged' }]],
    ['a listing with one broken release', [releaseJson(1, 'v1.31.2+k3s1', '2024-10-26T00:00:00Z'), null]],
  ])('refuses %s as a release listing', (_name, data) => {
    expect(releases(data)).toBeUndefined();
  });

  it('keeps a file read raw as its text', () => {
    expect(contents('26.05\n')).toBe('26.05\n');
  });

  it('keeps of a folder listing the name, type and path of each entry', () => {
    const entry = { name: '1_31', type: 'dir', path: 'k3s/1_31', sha: 'abc', size: 0, url: 'u', _links: { self: 'u' } };
    expect(contents([entry])).toEqual([{ name: '1_31', type: 'dir', path: 'k3s/1_31' }]);
  });

  it('keeps of a file described in JSON its base64 content', () => {
    const file = {
      name: 'eol.yaml',
      type: 'file',
      path: 'data/eol.yaml',
      content: 'ZW9s\n',
      encoding: 'base64',
      sha: 'abc',
      download_url: 'https://raw/eol.yaml',
    };
    expect(contents(file)).toEqual({
      name: 'eol.yaml',
      type: 'file',
      path: 'data/eol.yaml',
      content: 'ZW9s\n',
      encoding: 'base64',
    });
  });

  it.each([
    ['a symlink without content', { name: 'l', type: 'symlink', path: 'l', target: 'x' }],
    ['a number', 42],
    ['a listing entry without a name', [{ type: 'file', path: 'x' }]],
  ])('refuses %s as contents', (_name, data) => {
    expect(contents(data)).toBeUndefined();
  });
});

describe('what is kept of a commit', () => {
  const commits = cacheableEndpoint(`${API}/repos/k3s-io/k3s/commits`)!.project;
  const sha = 'a'.repeat(40);

  it('keeps of a listed commit its sha and the day it was committed, never its message or author', () => {
    const full = {
      sha,
      commit: {
        message: 'Update stable channel',
        author: { name: 'someone', email: 'someone@example.org', date: '2025-10-02T09:00:00Z' },
        committer: { name: 'GitHub', email: 'noreply@github.com', date: '2025-10-02T09:30:00Z' },
      },
      author: { login: 'someone' },
      files: [{ filename: 'channel.yaml', patch: '-a\n+b' }],
    };
    expect(commits([full])).toEqual([{ sha, commit: { committer: { date: '2025-10-02T09:30:00Z' } } }]);
  });

  it("keeps a ref's commit asked for as a bare sha", () => {
    expect(cacheableEndpoint(`${API}/repos/NixOS/nixpkgs/commits/master`)!.project(`${sha}`)).toBe(sha);
  });

  it.each([
    ['a commit without a sha', [{ commit: { message: 'x' } }]],
    ['an issue listing', [{ number: 3, title: 'k3s dashboard', body: 'forged' }]],
    ['a number', 7],
  ])('refuses %s', (_name, data) => {
    expect(commits(data)).toBeUndefined();
  });
});

describe('what is kept of a pull request', () => {
  const page = cacheableEndpoint(`${API}/repos/NixOS/nixpkgs/pulls/412301`)!.project;
  const files = cacheableEndpoint(`${API}/repos/NixOS/nixpkgs/pulls/412301/files`)!.project;
  const sha = 'b'.repeat(40);
  // What is read of a page, and kept as it is.
  const read = {
    number: 412301,
    title: 'k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1',
    html_url: 'https://github.com/NixOS/nixpkgs/pull/412301',
    state: 'open',
    draft: false,
    created_at: '2026-11-26T04:12:09Z',
    merged_at: null,
    changed_files: 1,
  };
  const pull = {
    ...read,
    user: { login: 'r-ryantm', id: 1, avatar_url: 'u' },
    base: { ref: 'master', sha, repo: { full_name: 'NixOS/nixpkgs' } },
    head: { ref: 'auto-update/k3s_1_35', sha, repo: { full_name: 'r-ryantm/nixpkgs' } },
    labels: [{ id: 3, name: 'backport release-26.05', color: 'ededed' }],
    body: 'x'.repeat(10_000),
    requested_reviewers: [{ login: 'someone' }],
  };

  it('keeps of its page its number, title, state, days, author, base, head commit, labels and file count; never its body', () => {
    expect(page(pull)).toEqual({
      ...read,
      user: { login: 'r-ryantm' },
      base: { ref: 'master' },
      head: { sha },
      labels: [{ name: 'backport release-26.05' }],
    });
  });

  it("keeps a deleted account's pull request, whose user is null", () => {
    expect(page({ ...pull, user: null })).toMatchObject({ user: null });
  });

  it.each([
    ['a page without a head', { ...pull, head: undefined }],
    ['a page whose number is text', { ...pull, number: '412301' }],
    ['an issue', { number: 3, title: 'k3s dashboard', body: 'forged', html_url: 'u', state: 'open', created_at: 'x' }],
  ])('refuses %s as a pull request', (_name, data) => {
    expect(page(data)).toBeUndefined();
  });

  it('keeps of a changed file its path, status, old path and patch', () => {
    const file = {
      sha,
      filename: 'pkgs/by-name/k3/k3s/package.nix',
      status: 'renamed',
      additions: 1,
      deletions: 1,
      changes: 2,
      blob_url: 'u',
      raw_url: 'u',
      contents_url: 'u',
      patch: '@@ -1 +1 @@\n-a\n+b',
      previous_filename: 'pkgs/applications/networking/cluster/k3s/default.nix',
    };
    expect(files([file])).toEqual([
      {
        filename: 'pkgs/by-name/k3/k3s/package.nix',
        status: 'renamed',
        patch: '@@ -1 +1 @@\n-a\n+b',
        previous_filename: 'pkgs/applications/networking/cluster/k3s/default.nix',
      },
    ]);
    expect(files([{ filename: 'a.nix' }])).toBeUndefined();
  });
});
