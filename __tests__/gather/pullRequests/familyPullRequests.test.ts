// The pull requests in flight of each family, read through the production
// client from the GitHub double serving the demo's world (its branches and
// its recorded pull requests), and from the recorded answer itself.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import path from 'node:path';
import type { FamilyPullRequest, FamilyPullRequests } from '../../../src/domain/pullRequests.js';
import type { RunLog } from '../../../src/domain/runLog.js';
import type { Branch } from '../../../src/domain/types.js';
import { localTree, type NixpkgsTree } from '../../../src/gather/nixpkgs/tree.js';
import { readPullRequests } from '../../../src/gather/pullRequests/familyPullRequests.js';
import type { PullRequestSearchAnswer } from '../../../src/gather/pullRequests/answers.js';
import { recordedPullRequests } from '../../../src/gather/pullRequests/recordedPulls.js';
import type { PullRequestSource } from '../../../src/gather/pullRequests/source.js';
import { githubSources } from '../../../src/gather/sources.js';
import { createGitHubClient } from '../../../src/github/client.js';
import { ResponseCache } from '../../../src/github/responseCache.js';
import { loadDemoWorld } from '../../double/demoData.js';
import { GitHubDouble } from '../../double/githubDouble.js';
import type { PullRequestRecord } from '../../double/pullRequestJson.js';
import { ROOT } from '../../e2e/support/upstreamData.js';
import { k3s, rke2 } from '../../families/builtIn.js';

const DEMO = path.join(ROOT, 'demo');
const NIXPKGS = 'NixOS/nixpkgs';
const NOW = new Date('2026-11-29T06:00:00Z');
const FAMILIES = [k3s, rke2];
const BRANCHES: Branch[] = [
  { name: 'master', kind: 'unstable' },
  { name: 'release-26.05', kind: 'stable', release: '26.05' },
  { name: 'release-26.11', kind: 'stable', release: '26.11' },
];
const K3S = k3s.layout.folder;

const double = new GitHubDouble();
beforeAll(async () => {
  await double.start();
});
afterAll(() => double.stop());
beforeEach(async () => {
  double.contents.clear();
  double.pulls.clear();
  double.faults.length = 0;
  await loadDemoWorld(double, DEMO);
  double.requests.length = 0;
});

interface Logged extends RunLog {
  warnings: string[];
  infos: string[];
}

function recordingLog(): Logged {
  const warnings: string[] = [];
  const infos: string[] = [];
  return { group: (_t, work) => work(), info: (m) => infos.push(m), warning: (m) => warnings.push(m), warnings, infos };
}

/** The demo's branches as a run reads them: master from the demo checkout, the others from the double. */
async function gather(
  source: (cache?: ResponseCache) => { pulls: PullRequestSource; tree: (branch: string) => NixpkgsTree },
  options: { cache?: ResponseCache; log?: RunLog } = {},
): Promise<FamilyPullRequests[]> {
  const { pulls, tree } = source(options.cache);
  return readPullRequests(
    { source: pulls, repository: NIXPKGS, families: FAMILIES },
    {
      branches: BRANCHES,
      backportBranches: BRANCHES.filter((b) => b.kind === 'stable'),
      baseTree: (branch) => (branch.name === 'master' ? localTree(path.join(DEMO, 'nixpkgs')) : tree(branch.name)),
      workItems: FAMILIES.map(() => []),
      now: NOW,
      log: options.log ?? recordingLog(),
    },
  );
}

function api(cache?: ResponseCache) {
  // Searches one after another, not GitHub's 2 s apart (honoured on loopback only: githubWaits.test.ts).
  const client = createGitHubClient({ baseUrl: double.url, token: 't', retries: 0, writeSpacingMs: 0, cache });
  const sources = githubSources(client, NIXPKGS);
  return { pulls: sources.pullRequests(), tree: (branch: string) => sources.nixpkgsTree(branch) };
}

function recorded() {
  return {
    pulls: recordedPullRequests(path.join(DEMO, 'recorded', 'pulls.json')),
    tree: (branch: string) => localTree(path.join(DEMO, 'branches', branch)),
  };
}

const minors = (pull: FamilyPullRequest): string[] => pull.head.minors.map((m) => `${m.attr} ${m.version?.text}`);

/** What a report would show of a pull request, and what its head packages. */
function shown(pull: FamilyPullRequest) {
  return {
    number: pull.number,
    state: pull.state,
    base: pull.base,
    author: pull.author,
    opened: pull.opened.toISOString().slice(0, 10),
    merged: pull.merged?.toISOString().slice(0, 10),
    labels: pull.labels,
    changes: pull.changes,
    minors: minors(pull),
  };
}

describe("the demo's pull requests, through the API", () => {
  it('are found by one search and read once each: the closed unmerged one is never read', async () => {
    await gather(api);
    const searches = double.requests.filter((r) => r.path === '/search/issues');
    expect(searches).toHaveLength(1);
    expect(searches[0].query.get('q')).toBe('repo:NixOS/nixpkgs is:pr in:title k3s OR rke2');
    expect(searches[0].query.get('sort')).toBe('updated');
    const pages = double.requests
      .filter((r) => /^\/repos\/NixOS\/nixpkgs\/pulls\/\d+$/.test(r.path))
      .map((r) => r.path);
    expect(pages.sort()).toEqual([411950, 412188, 412260, 412301, 412322].map((n) => `/repos/${NIXPKGS}/pulls/${n}`));
  });

  it("are each family's by the files they change, the newest first, with their facts and their head's packages", async () => {
    const [ofK3s, ofRke2] = await gather(api);
    expect(ofK3s.notRead).toBe(0);
    expect(ofK3s.unread).toBeUndefined();
    expect(ofK3s.pulls.map(shown)).toEqual([
      {
        number: 412301,
        state: 'open',
        base: 'master',
        author: 'r-ryantm',
        opened: '2026-11-26',
        merged: undefined,
        labels: [],
        changes: [{ file: `${K3S}/1_35/versions.nix`, touch: 'folder' }],
        minors: ['k3s_1_34 1.34.14+k3s1', 'k3s_1_35 1.35.12+k3s1', 'k3s_1_36 1.36.7+k3s1'],
      },
      {
        number: 412188,
        state: 'draft',
        base: 'master',
        author: 'marisol-k8s',
        opened: '2026-11-20',
        merged: undefined,
        labels: [],
        changes: [
          { file: `${K3S}/1_34/chart-versions.nix`, touch: 'folder' },
          { file: `${K3S}/1_34/versions.nix`, touch: 'folder' },
          { file: `${K3S}/default.nix`, touch: 'folder' },
          { file: 'pkgs/top-level/aliases.nix', touch: 'lines' },
          { file: 'pkgs/top-level/all-packages.nix', touch: 'lines' },
        ],
        minors: ['k3s_1_35 1.35.10+k3s1', 'k3s_1_36 1.36.7+k3s1'],
      },
    ]);
    expect(ofRke2.pulls.map(shown)).toEqual([
      expect.objectContaining({ number: 412260, state: 'open', base: 'release-26.11', author: 'nixpkgs-ci[bot]' }),
      expect.objectContaining({
        number: 412322,
        state: 'open',
        base: 'master',
        minors: ['rke2_1_35 1.35.12+rke2r1', 'rke2_1_36 1.36.7+rke2r1', 'rke2_1_37 1.37.3+rke2r1'],
      }),
      expect.objectContaining({
        number: 411950,
        state: 'merged',
        merged: '2026-11-27',
        labels: ['backport release-26.11'],
      }),
    ]);
    // The backport's head is release-26.11 with the patch: the rest of that branch, not master's.
    expect(minors(ofRke2.pulls[0])).toEqual([
      'rke2_1_35 1.35.12+rke2r1',
      'rke2_1_36 1.36.7+rke2r1',
      'rke2_1_37 1.37.3+rke2r1',
    ]);
  });

  it("read a drop's throw and release note at its head, and its head at its commit", async () => {
    const [ofK3s] = await gather(api);
    const drop = ofK3s.pulls.find((p) => p.number === 412188)!;
    expect(drop.head.thrown?.map((t) => t.attr)).toContain('k3s_1_34');
    expect(drop.head.releaseNotes?.text).toContain('`k3s_1_34` has been removed');
    expect(drop.head.defaultAttr).toBe('k3s_1_36');
    expect(drop.head.commit).toBe(drop.headCommit);
    expect(drop.headSource).toBe(`pull request #412188 at ${drop.headCommit.slice(0, 7)} over master`);
  });

  it('merged into master, are laid over each release branch the run audits, as their backports', async () => {
    const [ofK3s, ofRke2] = await gather(api);
    const merged = ofRke2.pulls.find((p) => p.number === 411950)!;
    expect(
      merged.backports?.map((b) => ({
        branch: b.branch,
        source: b.headSource,
        minors: b.head.minors.map((m) => `${m.attr} ${m.version?.text}`),
      })),
    ).toEqual([
      {
        branch: 'release-26.05',
        source: `pull request #411950 at ${merged.headCommit.slice(0, 7)} over release-26.05`,
        minors: [
          'rke2_1_33 1.33.14+rke2r1',
          'rke2_1_34 1.34.15+rke2r1',
          'rke2_1_35 1.35.12+rke2r1',
          'rke2_1_36 1.36.7+rke2r1',
        ],
      },
      {
        branch: 'release-26.11',
        source: `pull request #411950 at ${merged.headCommit.slice(0, 7)} over release-26.11`,
        minors: ['rke2_1_35 1.35.12+rke2r1', 'rke2_1_36 1.36.7+rke2r1', 'rke2_1_37 1.37.3+rke2r1'],
      },
    ]);
    // Open ones are their base's only.
    expect([...ofK3s.pulls, ...ofRke2.pulls].filter((p) => p.state !== 'merged' && p.backports)).toEqual([]);
  });

  it('ask the head for the files they change only, once however many branches it is laid over', async () => {
    await gather(api);
    const heads = double.requests
      .filter(
        (r) => r.path.startsWith(`/repos/${NIXPKGS}/contents/`) && /^[0-9a-f]{40}$/.test(r.query.get('ref') ?? ''),
      )
      .map((r) => r.path.replace(`/repos/${NIXPKGS}/contents/`, ''));
    expect(heads.sort()).toEqual(
      [
        `${K3S}/1_35/versions.nix`,
        `${K3S}/default.nix`,
        'nixos/doc/manual/release-notes/rl-2705.section.md',
        'pkgs/applications/networking/cluster/rke2/1_35/versions.nix',
        'pkgs/applications/networking/cluster/rke2/1_35/versions.nix',
        'pkgs/applications/networking/cluster/rke2/1_37/versions.nix',
        'pkgs/top-level/aliases.nix',
        'pkgs/top-level/all-packages.nix',
      ].sort(),
    );
  });

  it('cost one counted request, the search, when nothing changed since the last run', async () => {
    const cache = new ResponseCache();
    await gather(api, { cache });
    const before = double.requests.length;
    const again = await gather(api, { cache });
    const counted = double.requests.slice(before).filter((r) => r.status !== 304);
    expect(counted.map((r) => r.path)).toEqual(['/search/issues']);
    expect(again[0].pulls.map((p) => p.number)).toEqual([412301, 412188]);
  });
});

describe('the recorded answer (--pulls)', () => {
  it('gives what the API gives', async () => {
    const fromApi = await gather(api);
    const fromFile = await gather(recorded);
    expect(fromFile.map((f) => f.pulls.map(shown))).toEqual(fromApi.map((f) => f.pulls.map(shown)));
    expect(fromFile.map((f) => f.pulls.map((p) => p.head.thrown))).toEqual(
      fromApi.map((f) => f.pulls.map((p) => p.head.thrown)),
    );
  });
});

/** A pull request beside the demo's, changing `files` at its head. */
function serve(
  pull: Partial<PullRequestRecord> & Pick<PullRequestRecord, 'number' | 'title'>,
  headFiles: Record<string, string> = {},
): void {
  double.setPullRequest(
    NIXPKGS,
    {
      user: 'someone',
      state: 'open',
      created_at: '2026-11-28T10:00:00Z',
      base: 'master',
      head: { sha: pull.number.toString(16).padStart(40, 'a'), ref: `pr-${pull.number}` },
      files: Object.keys(headFiles).map((filename) => ({ filename, status: 'modified', patch: '@@ -1 +1 @@\n-a\n+b' })),
      ...pull,
    },
    headFiles,
  );
}

describe('a pull request', () => {
  it('is kept by the files it changes, whatever its title says', async () => {
    serve(
      { number: 420001, title: 'k3s: mention rke2 in the README' },
      { [`${rke2.layout.folder}/README.md`]: 'rke2' },
    );
    const [ofK3s, ofRke2] = await gather(api);
    expect(ofK3s.pulls.map((p) => p.number)).not.toContain(420001);
    expect(ofRke2.pulls.map((p) => p.number)).toContain(420001);
  });

  it('whose title claims a version its head does not have is kept, with the version its head has', async () => {
    serve(
      { number: 420002, title: 'k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1' },
      { [`${K3S}/builder.nix`]: '{ lib }: { }' },
    );
    const [ofK3s] = await gather(api);
    const claim = ofK3s.pulls.find((p) => p.number === 420002)!;
    expect(minors(claim)).toContain('k3s_1_35 1.35.10+k3s1');
  });

  it('on a branch the run does not audit is left out, and so is one closed since the search', async () => {
    serve({ number: 420003, title: 'k3s: build with go 1.26', base: 'staging' }, { [`${K3S}/builder.nix`]: 'x' });
    serve({ number: 420004, title: 'k3s_1_36: 1.36.7+k3s1 -> 1.36.8+k3s1' }, { [`${K3S}/1_36/versions.nix`]: 'x' });
    const log = recordingLog();
    const closing = (cache?: ResponseCache) => {
      const { pulls, tree } = api(cache);
      const search = async (query: string) => {
        const answer = await pulls.search(query);
        double.pulls.get(NIXPKGS)!.find((p) => p.number === 420004)!.state = 'closed';
        return answer;
      };
      return { pulls: { ...pulls, search }, tree };
    };
    const [ofK3s] = await gather(closing, { log });
    expect(ofK3s.pulls.map((p) => p.number)).toEqual([412301, 412188]);
    expect(log.infos).toEqual(
      expect.arrayContaining([
        '#420003 merges into a branch this run does not audit; left out.',
        '#420004 was closed unmerged since it was found; left out.',
      ]),
    );
  });

  it('that cannot be read is said and left out; the others are read', async () => {
    double.faults.push({ path: /^\/repos\/NixOS\/nixpkgs\/pulls\/412301$/, times: 99, status: 500 });
    const log = recordingLog();
    const [ofK3s] = await gather(api, { log });
    expect(ofK3s.pulls.map((p) => p.number)).toEqual([412188]);
    expect(log.warnings).toEqual([expect.stringMatching(/^Could not read pull request #412301 of NixOS\/nixpkgs: /)]);
  });
});

describe('more pull requests than are read', () => {
  it('are 30 a family, the newest first, and the result says how many more there were', async () => {
    for (let i = 0; i < 32; i++)
      serve(
        {
          number: 430000 + i,
          title: `k3s_1_36: update ${i}`,
          created_at: new Date(Date.UTC(2026, 10, 28, 0, i)).toISOString(),
        },
        { [`${K3S}/1_36/versions.nix`]: `{ k3sVersion = "1.36.${i}+k3s1"; }` },
      );
    const [ofK3s] = await gather(api);
    expect(ofK3s.pulls).toHaveLength(30);
    expect(ofK3s.pulls[0].number).toBe(430031);
    expect(ofK3s.notRead).toBe(4);
    const pages = double.requests.filter((r) => /^\/repos\/NixOS\/nixpkgs\/pulls\/43\d+$/.test(r.path));
    expect(pages).toHaveLength(30);
  });
});

describe('a search that fails', () => {
  it.each([
    ['refused (422)', { status: 422, body: { message: 'Validation Failed', errors: [] } }],
    [
      'over its rate limit',
      {
        status: 403,
        body: { message: 'API rate limit exceeded' },
        headers: {
          'x-ratelimit-remaining': '0',
          'x-ratelimit-resource': 'search',
          'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
        },
      },
    ],
  ])('when %s costs every family its pull requests only, and says so', async (_name, fault) => {
    double.faults.push({ path: /^\/search\/issues$/, times: 9, ...fault });
    const log = recordingLog();
    const results = await gather(api, { log });
    for (const result of results) {
      expect(result.pulls).toEqual([]);
      expect(result.unread).toMatch(/^The pull requests of NixOS\/nixpkgs could not be read: /);
    }
    expect(log.warnings).toEqual([expect.stringContaining('The run goes on without them.')]);
    expect(double.requests.filter((r) => r.path.includes('/pulls/'))).toEqual([]);
  });
});

describe('a pull request of many files', () => {
  it('is read 300 files deep, and the log says how many it has', async () => {
    serve(
      { number: 440000, title: 'k3s: treewide formatting' },
      Object.fromEntries(Array.from({ length: 350 }, (_, i) => [`pkgs/misc/f${i}.nix`, 'x'])),
    );
    const log = recordingLog();
    await gather(api, { log });
    const pages = double.requests.filter((r) => r.path === `/repos/${NIXPKGS}/pulls/440000/files`);
    expect(pages).toHaveLength(3);
    expect(log.infos).toContain('#440000 changes 350 files; the first 300 were read.');
  });
});

describe('a search that lists only some', () => {
  const answering = (answer: Partial<PullRequestSearchAnswer>) => () => ({
    pulls: {
      ...recorded().pulls,
      search: async () => ({ found: [], total: 0, listed: 0, incompleteResults: false, ...answer }),
    },
    tree: recorded().tree,
  });

  it.each<[string, Partial<PullRequestSearchAnswer>, string]>([
    [
      'because it matched more than one page',
      { total: 130, listed: 100 },
      'The search matched 130 pull requests; the 100 most recently updated were read.',
    ],
    [
      'because it ran out of time',
      { incompleteResults: true },
      "GitHub's search ran out of time and listed only some pull requests.",
    ],
  ])('%s is said in every family’s result', async (_name, answer, said) => {
    const results = await gather(answering(answer));
    expect(results.map((r) => r.incomplete)).toEqual([said, said]);
  });
});
