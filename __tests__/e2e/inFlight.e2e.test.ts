// The pull requests in flight, read by the bundled action (dist/index.js) in
// the demo's world: one search and the pull requests it finds, read in their
// own log group; and a search that fails (refused, over its rate limit, no
// answer) costs the run those pull requests only: a warning says so, and the
// run writes and reports what a run without pull requests does.
import { afterEach, describe, expect, test } from '@jest/globals';
import type { Fault } from '../double/githubDouble.js';
import { REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from './demoWorld.js';

// Both families of the demo, so that one search serves two.
const AUDIT = { mode: 'audit', packages: 'k3s, rke2' };
let worlds: DemoWorld[] = [];

afterEach(async () => {
  await Promise.all(worlds.map((w) => w.stop()));
  worlds = [];
});

async function world(): Promise<DemoWorld> {
  const started = await startDemoWorld();
  worlds.push(started);
  return started;
}

/** What a run left on GitHub and in the job: the issues (title, body, labels, state), the summary, the findings. */
function outcome(w: DemoWorld, run: StepRun) {
  return {
    code: run.code,
    issues: w.issues
      .issues(REPOSITORY)
      .map((i) => ({ title: i.title, body: i.body, labels: i.labels, state: i.state }))
      .sort((a, b) => a.title.localeCompare(b.title)),
    comments: w.issues.comments(REPOSITORY).map((c) => c.body),
    // Each world has its own workspace, which the summary names.
    summary: run.summary.replaceAll(w.workspace, 'WORKSPACE'),
    findings: run.outputs.findings,
  };
}

/** The run's log lines of the group that reads the pull requests. */
function pullRequestGroup(run: StepRun): string[] {
  const lines = run.stdout.split('\n');
  const start = lines.findIndex((line) => line.startsWith('::group::Read the pull requests of k3s, rke2'));
  if (start === -1) return [];
  return lines.slice(start + 1, lines.indexOf('::endgroup::', start));
}

describe('a scheduled run', () => {
  test('reads the pull requests of both families in one search, in a log group of their own', async () => {
    const w = await world();
    // A stranger's pull request whose title mentions the team, carries HTML and a link: it is data, nothing more.
    w.double.setPullRequest(
      REPOSITORY,
      {
        number: 412399,
        title:
          '@NixOS/k3s <img src=x onerror=alert(1)> [click](https://evil.example) k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1',
        user: 'evil',
        state: 'open',
        created_at: '2026-11-28T10:00:00Z',
        base: 'master',
        head: { sha: 'e'.repeat(40), ref: 'pwn' },
        files: [
          {
            filename: 'pkgs/applications/networking/cluster/k3s/1_35/versions.nix',
            status: 'modified',
            patch: '@@ -2 +2 @@\n-a\n+b',
          },
        ],
      },
      { 'pkgs/applications/networking/cluster/k3s/1_35/versions.nix': '{ k3sVersion = "1.35.12+k3s1"; }' },
    );
    const run = await w.run({ inputs: AUDIT });
    expect(run.code).toBe(1); // the demo's findings fail the run, as without pull requests
    expect(w.double.requests.filter((r) => r.path === '/search/issues')).toHaveLength(1);
    expect(pullRequestGroup(run)).toEqual([
      'k3s: 3 pull request(s) in flight: #412399 open on master, #412301 open on master, #412188 draft on master.',
      'rke2: 3 pull request(s) in flight: #412260 open on release-26.11, #412322 open on master, #411950 merged 2026-11-27 on master.',
    ]);
    // Until the dashboards show them, the pull requests change nothing the run writes or reports.
    const none = await world();
    none.double.pulls.clear();
    const without = await none.run({ inputs: AUDIT });
    expect(outcome(w, run)).toEqual(outcome(none, without));
  }, 120_000);
});

describe('a pull request check', () => {
  test('reads no pull request but its own head and base', async () => {
    const w = await world();
    const run = await w.run({
      inputs: { mode: 'auto' },
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'master', GITHUB_REF: 'refs/pull/412301/merge' },
    });
    expect(run.stdout).not.toContain('::group::Read the pull requests');
    expect(w.double.requests.filter((r) => r.path === '/search/issues' || r.path.includes('/pulls/'))).toEqual([]);
  }, 60_000);
});

describe('a search that fails', () => {
  const rateLimited: Omit<Fault, 'path' | 'times'> = {
    status: 403,
    body: { message: 'API rate limit exceeded for installation ID 1.' },
    headers: {
      'x-ratelimit-limit': '30',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-resource': 'search',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
    },
  };
  test.each<[string, Omit<Fault, 'path' | 'times'>, RegExp]>([
    [
      'refused (422)',
      {
        status: 422,
        body: {
          message: 'Validation Failed',
          errors: [{ resource: 'Search', field: 'q', code: 'invalid' }],
          documentation_url: 'https://docs.github.com/v3/search/',
        },
      },
      /Validation Failed/,
    ],
    ['over the rate limit of the search', rateLimited, /rate limit hit on GET \/search\/issues \(HTTP 403\)/],
    ['without an answer (the connection reset, twice)', { status: 0, reset: true }, /could not be read: /],
  ])(
    '%s costs the run its pull requests only: a warning says so',
    async (_name, fault, reason) => {
      const w = await world();
      w.double.faults.push({ path: /^\/search\/issues$/, times: 2, ...fault });
      const run = await w.run({ inputs: AUDIT });
      const warning = run.stdout.split('\n').find((line) => line.startsWith('::warning::The pull requests of'));
      expect(warning).toMatch(
        /^::warning::The pull requests of NixOS\/nixpkgs could not be read: .*The run goes on without them\.$/,
      );
      expect(warning).toMatch(reason);
      expect(w.double.requests.filter((r) => r.path.startsWith(`/repos/${REPOSITORY}/pulls/`))).toEqual([]);

      const none = await world();
      none.double.pulls.clear();
      expect(outcome(w, run)).toEqual(outcome(none, await none.run({ inputs: AUDIT })));
    },
    120_000,
  );
});
