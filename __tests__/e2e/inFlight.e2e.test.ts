// The pull requests in flight, read by the action (in this process) in
// the demo's world: one search and the pull requests it finds, read in their
// own log group; each item shows the pull requests that resolve it or the
// backport it is owed, each dashboard the pull requests of its branch, and
// nothing else changes; a pull request check of master names the backport
// labels it will need; and a search that fails (refused, over its rate
// limit, no answer) costs the run those pull requests only: a warning says
// so, and the run writes and reports what a run without pull requests does.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Fault } from '../double/githubDouble.js';
import type { PullRequestRecord } from '../double/pullRequestJson.js';
import { scanCodeSpans } from '../report/markdownScan.js';
import { DEMO, REPOSITORY, demoWorldPerTest, type DemoWorld, type StepRun } from './demoWorld.js';

// Both families of the demo, so that one search serves two.
const AUDIT = { mode: 'audit', packages: 'k3s, rke2' };

const world = demoWorldPerTest();

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

const K3S_DIR = 'pkgs/applications/networking/cluster/k3s';
const VERSIONS_1_35 = `${K3S_DIR}/1_35/versions.nix`;
const DEMO_TEXT = (file: string): string => readFileSync(path.join(DEMO, 'nixpkgs', file), 'utf8');

/** The body of the issue of that title, as the double keeps it. */
function body(w: DemoWorld, title: string): string {
  const issue = w.issues.issues(REPOSITORY).find((i) => i.title === title);
  if (!issue) throw new Error(`no issue "${title}"`);
  return issue.body;
}

/** An item's lines in a dashboard: its checkbox line and the sub-bullets under it. */
function itemLines(text: string, subject: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('- ') && l.includes(`**\`${subject}\`**`));
  if (start === -1) throw new Error(`no item ${subject}`);
  const end = lines.findIndex((l, i) => i > start && !l.startsWith('  '));
  return lines.slice(start, end === -1 ? undefined : end);
}

/** The list of a dashboard's section of pull requests. */
function pullSection(text: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf('### Pull requests');
  if (start === -1) return [];
  const list = lines.slice(start + 2);
  return list.slice(
    0,
    list.findIndex((l) => !l.startsWith('- ')),
  );
}

/** Text without what the pull requests add to it: the lines under items, the sections of pull requests. */
function withoutPullRequests(text: string): string {
  const out: string[] = [];
  let skipping = false;
  for (const line of text.split('\n')) {
    if (/^\s*- (🔍 \*\*In review:\*\*|↩️ \*\*Backport owed:\*\*)/.test(line)) continue;
    if (line === '### Pull requests' || line.startsWith('**Pull requests into ')) {
      skipping = true;
      continue;
    }
    if (skipping && (line === '' || line.startsWith('- '))) continue;
    skipping = false;
    out.push(line);
  }
  return out.join('\n');
}

/** A pull request of the double, changed. */
function changePull(w: DemoWorld, number: number, change: Partial<PullRequestRecord>): void {
  const pull = w.double.pulls.get(REPOSITORY)?.find((p) => p.number === number);
  if (!pull) throw new Error(`no pull request #${number}`);
  w.double.setPullRequest(REPOSITORY, { ...pull, ...change });
}

const HOSTILE_TITLE =
  '@NixOS/k3s <img src=x onerror=alert(1)> [click](https://evil.example) k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1';

/** A stranger's pull request whose title mentions the team, carries HTML and a link: it is data, nothing more. */
function openHostile(w: DemoWorld): void {
  w.double.setPullRequest(
    REPOSITORY,
    {
      number: 412399,
      title: HOSTILE_TITLE,
      user: 'evil',
      state: 'open',
      created_at: '2026-11-28T10:00:00Z',
      base: 'master',
      head: { sha: 'e'.repeat(40), ref: 'pwn' },
      files: [{ filename: VERSIONS_1_35, status: 'modified', patch: '@@ -2 +2 @@\n-a\n+b' }],
    },
    { [VERSIONS_1_35]: DEMO_TEXT(VERSIONS_1_35).replace('1.35.10+k3s1', '1.35.12+k3s1') },
  );
}

describe('a scheduled run', () => {
  test('reads the pull requests of both families in one search, in a log group of their own', async () => {
    const w = await world();
    openHostile(w);
    const run = await w.run({ inputs: AUDIT });
    expect(run.code).toBe(1); // the demo's findings fail the run, as without pull requests
    expect(w.double.requests.filter((r) => r.path === '/search/issues')).toHaveLength(1);
    expect(pullRequestGroup(run)).toEqual([
      'k3s: 3 pull request(s) in flight: #412399 open on master, #412301 open on master, #412188 draft on master.',
      'rke2: 3 pull request(s) in flight: #412260 open on release-26.11, #412322 open on master, #411950 merged 2026-11-27 on master.',
    ]);
  }, 120_000);

  test('on 2026-11-29, each item shows the pull requests that answer it, and each branch its pull requests', async () => {
    const w = await world();
    // A pull request whose title claims the patch, but whose head leaves the version as it is.
    w.double.setPullRequest(
      REPOSITORY,
      {
        number: 412398,
        title: 'k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1',
        user: 'someone',
        state: 'open',
        created_at: '2026-11-27T08:00:00Z',
        base: 'master',
        head: { sha: 'a'.repeat(40), ref: 'claims' },
        files: [{ filename: VERSIONS_1_35, status: 'modified', patch: '@@ -1 +1 @@\n-{\n+{ # bump' }],
      },
      { [VERSIONS_1_35]: DEMO_TEXT(VERSIONS_1_35).replace('{', '{ # bump') },
    );
    openHostile(w);
    const run = await w.run({ inputs: AUDIT });
    const master = body(w, 'k3s release guard: master');

    // An r-ryantm patch pull request open for a master item: in review, with its day and author.
    const behind = itemLines(master, 'k3s_1_35');
    expect(behind).toContain(
      '  - 🔍 **In review:** [#412301](https://github.com/NixOS/nixpkgs/pull/412301), open since 2026-11-26, `r-ryantm`',
    );
    // The title that claims the patch resolves nothing: it is listed, under no item.
    expect(behind.join('\n')).not.toContain('#412398');
    expect(pullSection(master)).toContainEqual(expect.stringMatching(/^- \[#412398\].*: resolves nothing here$/));
    // The draft drop of k3s_1_34 (with its throw and release note) resolves the end-of-life item and adds nothing.
    expect(itemLines(master, 'k3s_1_34')).toContain(
      '  - 🔍 **In review:** [#412188](https://github.com/NixOS/nixpkgs/pull/412188), draft since 2026-11-20, `marisol-k8s`',
    );
    expect(pullSection(master)).toContainEqual(expect.stringMatching(/^- \[#412188\].*: resolves `k3s_1_34`$/));

    // A merged master patch pull request that release-26.05 still lacks: the label step.
    const rke2Stable = body(w, 'rke2 release guard: release-26.05');
    expect(itemLines(rke2Stable, 'rke2_1_35')).toContain(
      '  - ↩️ **Backport owed:** add the label `backport release-26.05` to [#411950](https://github.com/NixOS/nixpkgs/pull/411950), merged 2026-11-27, `r-ryantm`',
    );
    // Its open backport into release-26.11 is what is in review there, not a backport owed.
    const rke2Next = itemLines(body(w, 'rke2 release guard: release-26.11'), 'rke2_1_35');
    expect(rke2Next).toContain(
      '  - 🔍 **In review:** [#412260](https://github.com/NixOS/nixpkgs/pull/412260), open since 2026-11-27, `nixpkgs-ci[bot]`',
    );
    expect(rke2Next.join('\n')).not.toContain('Backport owed');

    // A pull request closed unmerged is shown nowhere.
    const everything = [...w.issues.issues(REPOSITORY).map((i) => i.body), run.summary].join('\n');
    expect(everything).not.toContain('411870');

    // The hostile title: inside a code span, no mention, no HTML, no link; the team is mentioned by nothing of it.
    const hostile = pullSection(master).find((l) => l.startsWith('- [#412399]'))!;
    expect(hostile).toContain('`@NixOS/k3s <img');
    expect(scanCodeSpans(hostile).prose).not.toMatch(/@|<img|evil\.example/);
    expect(
      w.issues
        .comments(REPOSITORY)
        .map((c) => c.body)
        .join('\n'),
    ).not.toContain('412399');
    expect(run.summary).toContain('- 🔍 **In review:** [#412301]');

    // What the pull requests change is those lines: the findings, counts, verdicts, issues and mentions are the same.
    const none = await world();
    none.double.pulls.clear();
    const without = await none.run({ inputs: AUDIT });
    const stripped = (o: ReturnType<typeof outcome>) => ({
      ...o,
      issues: o.issues.map((i) => ({ ...i, body: withoutPullRequests(i.body) })),
      summary: withoutPullRequests(o.summary),
    });
    expect(stripped(outcome(w, run))).toEqual(stripped(outcome(none, without)));
    expect(outcome(w, run).issues).not.toEqual(outcome(none, without).issues);
  }, 120_000);

  test('a drop that resolves the end-of-life item but leaves no throw would add removal-unannounced', async () => {
    const w = await world();
    // release-26.05 also packages k3s_1_34, so dropping it from master needs the throw.
    const at = (file: string, text: string) => w.double.setFile(REPOSITORY, 'release-26.05', file, text);
    for (const file of ['1_34/versions.nix', '1_34/chart-versions.nix'])
      at(`${K3S_DIR}/${file}`, DEMO_TEXT(`${K3S_DIR}/${file}`));
    const releaseFile = (file: string) => readFileSync(path.join(DEMO, 'branches', 'release-26.05', file), 'utf8');
    at(
      'pkgs/top-level/all-packages.nix',
      releaseFile('pkgs/top-level/all-packages.nix').replace('}) k3s_1_35;', '}) k3s_1_34 k3s_1_35;'),
    );
    at(
      `${K3S_DIR}/default.nix`,
      DEMO_TEXT(`${K3S_DIR}/default.nix`).replace(/\n {2}k3s_1_36 = [\s\S]*?extraArgs;\n/, '\n'),
    );
    // The draft drop, without its throw: aliases.nix as master has it.
    const drop = w.double.pulls.get(REPOSITORY)!.find((p) => p.number === 412188)!;
    changePull(w, 412188, { files: drop.files.filter((f) => f.filename !== 'pkgs/top-level/aliases.nix') });

    await w.run({ inputs: AUDIT });
    const master = body(w, 'k3s release guard: master');
    expect(itemLines(master, 'k3s_1_34')).toContainEqual(expect.stringContaining('**In review:** [#412188]'));
    expect(pullSection(master)).toContainEqual(
      expect.stringMatching(/^- \[#412188\].*: resolves `k3s_1_34`; would add `removal-unannounced` on `k3s_1_34`/),
    );
  }, 120_000);

  test('re-runs with nothing new write nothing; a pull request opened, merged or closed changes the dashboard once', async () => {
    const w = await world();
    await w.run({ inputs: AUDIT });
    expect((await w.run({ inputs: AUDIT })).writes).toEqual([]);
    const master = () => body(w, 'k3s release guard: master');
    const edits = (run: StepRun) => run.writes.map((write) => `${write.method} ${write.path}`);
    const k3sMaster = w.issues.issues(REPOSITORY).find((i) => i.title === 'k3s release guard: master')!.number;
    const editOfMaster = [`PATCH /repos/${REPOSITORY}/issues/${k3sMaster}`];

    // Opened: the hostile one, a patch of k3s_1_35 on master.
    openHostile(w);
    expect(edits(await w.run({ inputs: AUDIT }))).toEqual(editOfMaster);
    expect(itemLines(master(), 'k3s_1_35')).toContainEqual(expect.stringContaining('[#412399]'));
    expect((await w.run({ inputs: AUDIT })).writes).toEqual([]);

    // Closed unmerged: gone from the dashboard.
    changePull(w, 412399, { state: 'closed', closed_at: '2026-11-29T08:00:00Z' });
    expect(edits(await w.run({ inputs: AUDIT }))).toEqual(editOfMaster);
    expect(master()).not.toContain('412399');
    expect((await w.run({ inputs: AUDIT })).writes).toEqual([]);

    // Merged, and master has it: the item it resolved is gone, and nothing is in review for it.
    changePull(w, 412301, { state: 'closed', closed_at: '2026-11-29T09:00:00Z', merged_at: '2026-11-29T09:00:00Z' });
    w.edit(VERSIONS_1_35, (text) => text.replace('1.35.10+k3s1', '1.35.12+k3s1'));
    expect(edits(await w.run({ inputs: AUDIT }))).toEqual(editOfMaster);
    expect(master()).not.toContain('**`k3s_1_35`**');
    expect(master()).not.toContain('412301');
    expect((await w.run({ inputs: AUDIT })).writes).toEqual([]);
  }, 240_000);
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

  test('of master changing a minor a live release packages says, as a notice, the backport label it will need', async () => {
    const w = await world();
    w.edit(VERSIONS_1_35, (text) => text.replace('1.35.10+k3s1', '1.35.12+k3s1'));
    const run = await w.run({
      inputs: { mode: 'auto' },
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'master', GITHUB_REF: 'refs/pull/412301/merge' },
    });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '::notice title=k3s backport::This pull request changes k3s 1.35, which release-26.05 also packages: once merged, it will need the label "backport release-26.05" for its backport.',
    );
    expect(run.summary).toContain('it will need the label `backport release-26.05` for its backport.');
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
