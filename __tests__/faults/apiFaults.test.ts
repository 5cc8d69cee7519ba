// Transient failures and rate limits met by the production client (retry +
// throttling) against the GitHub double: what is retried, how often, what the
// failure says when the run gives up, and that issue writes are never doubled.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGitHubClient, type ClientOptions } from '../../src/github/client.js';
import { fetchKubernetesLifecycle } from '../../src/gather/upstream/kubernetesLifecycle.js';
import { remoteTree } from '../../src/gather/nixpkgs/remoteTree.js';
import { fetchReleases } from '../../src/gather/upstream/releases.js';
import { dashboardIssue } from '../../src/publish/issues/dashboardIssue.js';
import { createIssueStore } from '../../src/publish/issues/issueStore.js';
import { syncIssue } from '../../src/publish/issues/publishIssues.js';
import type { MentionRequest } from '../../src/publish/issues/syncIssue.js';
import { GitHubDouble, releaseJson, type Fault } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { minorEol, patchBehind } from '../publish/findingFixtures.js';
import { reportItemsOf } from '../report/builders.js';
import { K3S as K3S_PROFILE, K3S_RELEASES as K3S } from '../families/builtIn.js';

const BRANCH = 'release-26.05';
const NOW = new Date('2026-11-29T00:00:00Z');
const RELEASES = '/repos/k3s-io/k3s/releases';
const SCHEDULE = '/repos/kubernetes/website/contents/data/releases/schedule.yaml';
const SECONDARY = 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.';

type FaultShape = Omit<Fault, 'path' | 'method' | 'times'>;
const TRANSIENT: Array<[name: string, fault: FaultShape]> = [
  ['502 Bad Gateway', { status: 502 }],
  ['503 Service Unavailable', { status: 503 }],
  ['a connection reset', { status: 0, reset: true }],
];

describe('the GitHub client under faults', () => {
  const double = new GitHubDouble();
  const tracker = installIssueRoutes(double);
  let repoCount = 0;

  beforeAll(async () => {
    await double.start();
    // 250 releases: three pages of 100.
    const releases = Array.from({ length: 250 }, (_, i) =>
      releaseJson(
        i + 1,
        `v1.${30 + Math.floor(i / 50)}.${i % 50}+k3s1`,
        new Date(Date.UTC(2025, 0, 1) + i * 86_400_000).toISOString(),
      ),
    ).reverse();
    double.setReleases('k3s-io/k3s', releases);
    double.setFile(
      'kubernetes/website',
      'main',
      'data/releases/schedule.yaml',
      'schedules:\n- release: "1.34"\n  endOfLifeDate: "2026-10-27"\n',
    );
    double.setFile(
      'kubernetes/website',
      'main',
      'data/releases/eol.yaml',
      'branches:\n- release: "1.29"\n  endOfLifeDate: "2025-02-28"\n',
    );
    double.setFile('NixOS/nixpkgs', 'release-26.05', 'lib/.version', '26.05\n');
  });
  afterAll(() => double.stop());

  const client = (options: ClientOptions = {}) =>
    createGitHubClient({
      baseUrl: double.url,
      token: 'test-token',
      retries: 2,
      retryAfterBaseMs: 20,
      writeSpacingMs: 0,
      ...options,
    });
  /** Requests to `path` (exact) made while `work` ran, with their statuses (-1: reset). */
  async function requestsDuring<T>(path: string, work: () => Promise<T>): Promise<{ result: T; statuses: number[] }> {
    const before = double.requests.length;
    const result = await work();
    return {
      result,
      statuses: double.requests
        .slice(before)
        .filter((r) => r.path === path)
        .map((r) => r.status),
    };
  }
  const expectNoFaultLeft = () => expect(double.faults.filter((f) => f.times > 0)).toEqual([]);

  describe.each(TRANSIENT)('%s', (_name, shape) => {
    const failed = shape.reset ? -1 : shape.status;

    it('on the releases list is retried, and the listing is the same as without it', async () => {
      const clean = await fetchReleases(client(), { family: K3S, repository: 'k3s-io/k3s' });
      double.faults.push({ ...shape, method: 'GET', path: new RegExp(`^${RELEASES}$`), times: 2 });
      const { result, statuses } = await requestsDuring(RELEASES, () =>
        fetchReleases(client(), { family: K3S, repository: 'k3s-io/k3s' }),
      );
      expect(result.releases).toEqual(clean.releases);
      expect(result.pagesFetched).toBe(3);
      // Two failures, then the three pages: within 2 retries.
      expect(statuses).toEqual([failed, failed, 200, 200, 200]);
      expectNoFaultLeft();
    });

    it('on the contents API is retried: schedule.yaml and a nixpkgs file are read', async () => {
      double.faults.push({ ...shape, method: 'GET', path: new RegExp(`^${SCHEDULE}$`), times: 1 });
      const { result, statuses } = await requestsDuring(SCHEDULE, () => fetchKubernetesLifecycle(client()));
      expect(result.schedule.get('1.34')).toEqual(new Date('2026-10-27T00:00:00Z'));
      expect(statuses).toEqual([failed, 200]);

      const version = '/repos/NixOS/nixpkgs/contents/lib/.version';
      double.faults.push({ ...shape, method: 'GET', path: new RegExp(`^${version.replace(/\./g, '\\.')}$`), times: 2 });
      const read = await requestsDuring(version, () =>
        remoteTree(client(), 'NixOS/nixpkgs', 'release-26.05').readText('lib/.version'),
      );
      expect(read.result).toBe('26.05\n');
      expect(read.statuses).toEqual([failed, failed, 200]);
      expectNoFaultLeft();
    });

    it('on issue create and update is retried, and the repository ends with exactly one issue', async () => {
      repoCount += 1;
      const repo = { owner: 'nixos', repo: `transient-${repoCount}` };
      const full = `${repo.owner}/${repo.repo}`;
      const sync = (findings: ReturnType<typeof minorEol>[]) =>
        syncIssue(
          createIssueStore(client(), repo),
          dashboardIssue({
            family: K3S_PROFILE,
            branch: BRANCH,
            items: reportItemsOf(findings),
            labels: ['k3s'],
            now: NOW,
          }),
          { dryRun: false, identity: tracker.login },
        );

      double.faults.push({ ...shape, method: 'POST', path: new RegExp(`^/repos/${full}/issues$`), times: 2 });
      const created = await sync([minorEol(BRANCH, '1.29')]);
      expect(created.outcome).toBe('create');
      expect(tracker.issues(full)).toHaveLength(1);
      expect(
        double.requests.filter((r) => r.method === 'POST' && r.path === `/repos/${full}/issues`).map((r) => r.status),
      ).toEqual([failed, failed, 201]);

      const number = created.issue!.number;
      double.faults.push({
        ...shape,
        method: 'PATCH',
        path: new RegExp(`^/repos/${full}/issues/${number}$`),
        times: 2,
      });
      const edited = await sync([minorEol(BRANCH, '1.29'), patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1')]);
      expect(edited.outcome).toBe('edit');
      expect(tracker.issues(full)).toHaveLength(1);
      expect(tracker.issue(full, number)!.body).toContain('1.30.4+k3s1');
      expect(
        (await sync([minorEol(BRANCH, '1.29'), patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1')])).outcome,
      ).toBe('none');
      expectNoFaultLeft();
    });
  });

  it('gives up on a transient failure after `retries` retries, with the call in the message', async () => {
    double.faults.push({ method: 'GET', path: new RegExp(`^${SCHEDULE}$`), times: 5, status: 503 });
    const { statuses } = await requestsDuring(SCHEDULE, () =>
      expect(fetchKubernetesLifecycle(client({ retries: 1 }))).rejects.toThrow(
        'kubernetes/website@main:data/releases/schedule.yaml',
      ),
    );
    expect(statuses).toEqual([503, 503]);
    double.faults.length = 0;
  });

  describe('rate limits', () => {
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    /** A second of a rate limit's wait, shortened (the client honours it on loopback only). */
    const SECOND = 150;
    const cases: Array<{ name: string; fault: () => FaultShape }> = [
      {
        name: '429 secondary limit with retry-after: 1',
        fault: () => ({ status: 429, headers: { 'retry-after': '1' }, body: { message: SECONDARY } }),
      },
      {
        name: '403 secondary limit with retry-after: 1',
        fault: () => ({ status: 403, headers: { 'retry-after': '1' }, body: { message: SECONDARY } }),
      },
      {
        name: '403 primary limit, remaining 0, reset in 1 s',
        fault: () => ({
          status: 403,
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(nowSeconds() + 1) },
          body: { message: 'API rate limit exceeded for installation ID 1.' },
        }),
      },
      {
        name: '429 primary limit, remaining 0, reset in 1 s',
        fault: () => ({
          status: 429,
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(nowSeconds() + 1) },
          body: { message: 'API rate limit exceeded for installation ID 1.' },
        }),
      },
    ];

    it.each(cases)(
      '$name within the wait bound: waited out, then the releases are listed',
      async ({ fault }) => {
        double.faults.push({ ...fault(), method: 'GET', path: new RegExp(`^${RELEASES}$`), times: 1 });
        const logged: string[] = [];
        const { result, statuses } = await requestsDuring(RELEASES, () =>
          fetchReleases(client({ maxRateLimitWaitSeconds: 5, rateLimitSecondMs: SECOND, log: (m) => logged.push(m) }), {
            family: K3S,
            repository: 'k3s-io/k3s',
          }),
        );
        expect(result.releases).toHaveLength(250);
        expect(statuses[0]).toBe(fault().status);
        expect(statuses.slice(1)).toEqual([200, 200, 200]);
        // Waited out by the throttling as the limit says (1 s, or 2 s after a reset), not retried after the
        // transient backoff, which would say "retrying (1 of 2)". How long a second of it lasts, on GitHub and on
        // loopback, is read off a fake clock in githubWaits.test.ts.
        expect(logged).toEqual([
          expect.stringMatching(/^(Rate limit reached|Secondary rate limit) on GET .*releases.*; retrying in \d+ s\.$/),
        ]);
        expectNoFaultLeft();
      },
      15_000,
    );

    const beyond: Array<{ name: string; fault: () => FaultShape; lifts: RegExp }> = [
      {
        name: '429 secondary limit with retry-after: 120',
        fault: () => ({ status: 429, headers: { 'retry-after': '120' }, body: { message: SECONDARY } }),
        lifts:
          /secondary rate limit hit on GET \/repos\/k3s-io\/k3s\/releases \(HTTP 429\): it lifts in 120 s \(at \d{4}-\d\d-\d\dT[\d:]+Z\), more than the 5 s this run waits\./,
      },
      {
        name: '403 primary limit resetting in an hour',
        fault: () => ({
          status: 403,
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(nowSeconds() + 3600) },
          body: { message: 'API rate limit exceeded for installation ID 1.' },
        }),
        lifts:
          /API rate limit hit on GET \/repos\/k3s-io\/k3s\/releases \(HTTP 403\): it lifts in 3[56]\d\d s \(at [\d:T-]+Z\), more than the 5 s this run waits\./,
      },
    ];

    it.each(beyond)(
      '$name, past the bound: fails at once, naming the call and when the limit lifts',
      async ({ fault, lifts }) => {
        double.faults.push({ ...fault(), method: 'GET', path: new RegExp(`^${RELEASES}$`), times: 1 });
        const { result, statuses } = await requestsDuring(RELEASES, () =>
          fetchReleases(client({ maxRateLimitWaitSeconds: 5 }), { family: K3S, repository: 'k3s-io/k3s' }).then(
            () => undefined,
            (error: unknown) => error,
          ),
        );
        expect(result).toBeInstanceOf(Error);
        expect((result as Error).message).toMatch(lifts);
        expect((result as Error).message).toContain('k3s-io/k3s');
        // One request, and no wait: the run gives up at the first answer (a wait of 120 s or an hour would
        // outlast the test).
        expect(statuses).toHaveLength(1);
        expectNoFaultLeft();
      },
    );

    it("a 403 that is not a rate limit keeps GitHub's own message and is not retried", async () => {
      double.faults.push({
        method: 'GET',
        path: new RegExp(`^${RELEASES}$`),
        times: 1,
        status: 403,
        body: { message: 'Resource not accessible by integration' },
      });
      const { result, statuses } = await requestsDuring(RELEASES, () =>
        fetchReleases(client(), { family: K3S, repository: 'k3s-io/k3s' }).then(
          () => undefined,
          (error: unknown) => error,
        ),
      );
      expect((result as Error).message).toContain('Resource not accessible by integration');
      expect((result as Error).message).not.toMatch(/rate limit/i);
      expect(statuses).toEqual([403]);
    });
  });

  describe('a run that failed halfway', () => {
    const branchOff: MentionRequest = {
      team: 'NixOS/k3s',
      eventKey: 'branch-off:26.11',
      text: 'the branch-off checklist for 26.11 needs a look.',
    };
    const findings = [minorEol(BRANCH, '1.29'), patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1')];
    const sync = (repo: { owner: string; repo: string }) =>
      syncIssue(
        createIssueStore(client({ retries: 1 }), repo),
        dashboardIssue({
          family: K3S_PROFILE,
          branch: BRANCH,
          items: reportItemsOf(findings),
          labels: ['k3s', '6.topic: k3s'],
          now: NOW,
          mention: branchOff,
        }),
        { dryRun: false, identity: tracker.login, createLabels: true },
      );
    /** The issue and comments a run without faults leaves behind. */
    async function reference(): Promise<{ body: string; title: string; labels: string[]; comments: string[] }> {
      repoCount += 1;
      const repo = { owner: 'nixos', repo: `reference-${repoCount}` };
      await sync(repo);
      const [issue] = tracker.issues(`nixos/${repo.repo}`);
      return {
        body: issue.body,
        title: issue.title,
        labels: issue.labels,
        comments: tracker.comments(`nixos/${repo.repo}`).map((c) => c.body),
      };
    }

    it.each([
      [
        'creating a missing label (before the issue)',
        (full: string): RegExp => new RegExp(`^/repos/${full}/labels$`),
        0,
      ],
      [
        'the mention comment (after the issue was created)',
        (full: string): RegExp => new RegExp(`^/repos/${full}/issues/\\d+/comments$`),
        1,
      ],
    ])(
      'fault on %s: the next run converges to one issue with the right body and one mention',
      async (_name, path, leftBehind) => {
        const expected = await reference();
        repoCount += 1;
        const repo = { owner: 'nixos', repo: `halfway-${repoCount}` };
        const full = `nixos/${repo.repo}`;
        tracker.addLabel(full, 'k3s');
        double.faults.push({ method: 'POST', path: path(full), times: 2, status: 500 });
        await expect(sync(repo)).rejects.toMatchObject({ status: 500 });
        expectNoFaultLeft();
        expect(tracker.issues(full)).toHaveLength(leftBehind);
        expect(tracker.comments(full)).toEqual([]);

        const next = await sync(repo);
        expect(next.actions.length).toBeGreaterThan(0);
        const issues = tracker.issues(full);
        expect(issues).toHaveLength(1);
        expect(issues[0]).toMatchObject({ state: 'open', title: expected.title, body: expected.body });
        expect(issues[0].labels).toEqual(expect.arrayContaining(expected.labels));
        expect(tracker.comments(full).map((c) => c.body)).toEqual(expected.comments);

        const settled = double.writes().length;
        expect((await sync(repo)).outcome).toBe('none');
        expect(double.writes()).toHaveLength(settled);
      },
    );
  });
});
