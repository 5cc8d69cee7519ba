// What the contract check calls a misfit, met through the production client
// and the double: each kind of drift between the double (or the action) and
// GitHub's REST description fails with a sentence naming it, and a checked
// difference allows only its own form.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../src/github/client.js';
import { GitHubDouble, releaseJson, type RouteHandler } from '../double/githubDouble.js';
import { releaseShape } from '../double/githubShapes.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { misfitsOf } from './githubContract.js';

const double = new GitHubDouble();
installIssueRoutes(double);
const client = () => createGitHubClient({ baseUrl: double.url, token: 't', retries: 0, writeSpacingMs: 0 });

beforeAll(async () => {
  await double.start();
  double.setReleases('k3s-io/k3s', [releaseJson(1, 'v1.34.1+k3s1', '2026-09-01T00:00:00Z')]);
});
afterAll(() => double.stop());

/** The misfits of the requests `work` sends, whether or not GitHub (the double) accepts them. */
async function misfitsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const before = double.requests.length;
  await work().catch(() => undefined);
  return misfitsOf(double.requests.slice(before));
}

describe('what the action sends', () => {
  it('a query parameter GitHub does not declare', async () => {
    expect(
      await misfitsDuring(() =>
        client().request('GET /repos/{owner}/{repo}/releases', { owner: 'k3s-io', repo: 'k3s', sort: 'created' }),
      ),
    ).toEqual([
      'GET /repos/k3s-io/k3s/releases?sort=created -> 200 (repos/list-releases): query parameter "sort" is not declared',
    ]);
  });

  it('a body field GitHub does not declare, which it would ignore', async () => {
    expect(
      await misfitsDuring(() =>
        client().request('POST /repos/{owner}/{repo}/issues', {
          owner: 'NixOS',
          repo: 'nixpkgs',
          title: 'k3s on master',
          body: 'Findings',
          label: 'k3s',
        }),
      ),
    ).toEqual([
      'POST /repos/NixOS/nixpkgs/issues -> 201 (issues/create): the request body has "label", which GitHub does not declare',
    ]);
  });

  it('a body without a field GitHub requires', async () => {
    expect(
      await misfitsDuring(() =>
        // A literal path: Octokit's types would refuse the call without a name.
        client().request('POST /repos/NixOS/nixpkgs/labels', { color: 'ffffff' }),
      ),
    ).toEqual([
      'POST /repos/NixOS/nixpkgs/labels -> 422 (issues/create-label): the request body lacks required field "name"',
    ]);
  });

  it('a path parameter of the wrong type', async () => {
    expect(await misfitsDuring(() => client().request('GET /repos/NixOS/nixpkgs/issues/first'))).toEqual([
      'GET /repos/NixOS/nixpkgs/issues/first -> 404 (issues/get): the path parameters at /issue_number must be integer',
    ]);
  });

  it('a request no operation of the double serves', async () => {
    expect(
      await misfitsDuring(() =>
        client().request('GET /repos/{owner}/{repo}/branches', { owner: 'NixOS', repo: 'nixpkgs' }),
      ),
    ).toEqual([
      "GET /repos/NixOS/nixpkgs/branches -> 404: no route of the double serves it, so it matches no operation of GitHub's description",
    ]);
  });
});

/**
 * The misfits of a double that serves repos/list-releases with `handler` (at
 * `endpoint`), asked once by the production client.
 */
async function misfitsOfListing(
  handler: RouteHandler,
  endpoint = 'GET /repos/{owner}/{repo}/releases',
): Promise<string[]> {
  const scratch = new GitHubDouble();
  scratch.route('repos/list-releases', endpoint, handler);
  await scratch.start();
  try {
    await createGitHubClient({ baseUrl: scratch.url, retries: 0 })
      .request(`GET ${endpoint.split(' ')[1]}`, { owner: 'k3s-io', repo: 'k3s' })
      .catch(() => undefined);
    return misfitsOf(scratch.requests);
  } finally {
    await scratch.stop();
  }
}

/** A release listing in GitHub's shape, changed by `change`. */
const listing =
  (change: (release: Record<string, unknown>) => Record<string, unknown>): RouteHandler =>
  (_req, scratch) => ({
    status: 200,
    body: [change(releaseShape(scratch.url, 'k3s-io/k3s', releaseJson(1, 'v1.34.1+k3s1', '2026-09-01T00:00:00Z')))],
  });

describe('what the double answers', () => {
  it('an answer without a field GitHub always sends', async () => {
    expect(await misfitsOfListing(listing(({ node_id: _dropped, ...rest }) => rest))).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 200 (repos/list-releases): the 200 answer at /0 lacks required field "node_id"',
    ]);
  });

  it('a null where GitHub never sends one', async () => {
    expect(await misfitsOfListing(listing((release) => ({ ...release, tag_name: null })))).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 200 (repos/list-releases): the 200 answer at /0/tag_name must be string',
    ]);
  });

  it('a status the operation never answers', async () => {
    expect(await misfitsOfListing(() => ({ status: 409, body: { message: 'Conflict' } }))).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 409 (repos/list-releases): repos/list-releases never answers 409 (it declares 200, 404)',
    ]);
  });

  it('an operation served at a path that is not its own', async () => {
    expect(await misfitsOfListing(() => ({ status: 200, body: [] }), 'GET /repos/{owner}/{repo}/tags')).toEqual([
      'GET /repos/k3s-io/k3s/tags -> 200 (repos/list-releases): repos/list-releases is at /repos/{owner}/{repo}/releases, the double serves it at /repos/{owner}/{repo}/tags',
    ]);
  });

  it('text where the operation answers JSON', async () => {
    expect(await misfitsOfListing(() => ({ status: 200, text: 'v1.34.1' }))).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 200 (repos/list-releases): repos/list-releases 200 answers JSON (application/json); the double sent text',
    ]);
  });
});

describe('a difference is allowed in its own form only', () => {
  it('a 304 to a request that named no ETag', async () => {
    expect(await misfitsOfListing(() => ({ status: 304 }))).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 304 (repos/list-releases): repos/list-releases never answers 304 (it declares 200, 404)',
    ]);
  });

  it('a 403 that is neither a rate limit nor a permission refusal', async () => {
    double.faults.push({ method: 'GET', path: /\/releases$/, times: 1, status: 403, body: { message: 'Forbidden' } });
    expect(await misfitsDuring(() => client().rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s' }))).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 403 (repos/list-releases): repos/list-releases never answers 403 (it declares 200, 404)',
    ]);
  });

  it('a rate-limit answer whose body is not GitHub’s error', async () => {
    double.faults.push({
      method: 'GET',
      path: /\/releases$/,
      times: 1,
      status: 429,
      headers: { 'retry-after': '600' },
      body: { message: 42 },
    });
    const patient = createGitHubClient({ baseUrl: double.url, retries: 0, maxRateLimitWaitSeconds: 0 });
    expect(await misfitsDuring(() => patient.rest.repos.listReleases({ owner: 'k3s-io', repo: 'k3s' }))).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 429 (repos/list-releases): the 429 rate-limit answer at /message must be string',
    ]);
  });

  it('a 500 of the double’s own making, not a test’s fault', async () => {
    const broken: RouteHandler = () => {
      throw new Error('a bug in the double');
    };
    expect(await misfitsOfListing(broken)).toEqual([
      'GET /repos/k3s-io/k3s/releases -> 500 (repos/list-releases): repos/list-releases never answers 500 (it declares 200, 404)',
    ]);
  });
});
