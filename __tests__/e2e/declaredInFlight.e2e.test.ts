// The pull requests in flight of a family declared as data (PostgreSQL), read
// by the action (in this process) in the demo's world of 2026-11-29, with
// endoflife.date's loopback double answering the demo's recorded products:
// searched for by the attribute its work item names (postgresql_14), each one
// kept by what its head changes, never by its title. The demo's open removal
// of postgresql_14 puts its item in review, on the dashboard and on 26.11's
// trim list; a pull request whose title claims postgresql_14 but whose head
// touches none of PostgreSQL's files is not PostgreSQL's.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EndOfLifeDouble } from '../double/endoflifeDouble.js';
import type { PullRequestRecord } from '../double/pullRequestJson.js';
import { DEMO, REPOSITORY, demoWorldPerTest, type DemoWorld, type StepRun } from './demoWorld.js';

const ANSWERS = path.join(DEMO, 'recorded', 'endoflife');
const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
const demoText = (file: string): string => readFileSync(path.join(DEMO, 'nixpkgs', file), 'utf8');

let endoflife: EndOfLifeDouble;

beforeAll(async () => {
  endoflife = new EndOfLifeDouble();
  for (const file of readdirSync(ANSWERS).filter((f) => f.endsWith('.json')))
    endoflife.setProduct(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(ANSWERS, file), 'utf8')));
  await endoflife.start();
});
afterAll(() => endoflife.stop());
const world = demoWorldPerTest();

function audit(w: DemoWorld, packages: string, mode = 'audit'): Promise<StepRun> {
  return w.run({ inputs: { mode, packages, 'endoflife-url': endoflife.url } });
}

/**
 * The demo's recorded removal of postgresql_14 (demo/recorded/pulls.json), as
 * nixpkgs makes one (PR 462543 removed postgresql_13 so): the major's line of
 * postgresql/default.nix, its file, its two attributes in all-packages.nix, and
 * a throw for each in aliases.nix.
 */
const REMOVAL = 412350;

function pull(number: number, title: string, files: PullRequestRecord['files']): PullRequestRecord {
  return {
    number,
    title,
    user: 'someone',
    state: 'open',
    draft: false,
    created_at: '2026-11-27T09:00:00Z',
    base: 'master',
    head: { sha: number.toString(16).padStart(40, 'b'), ref: `pr-${number}` },
    files,
  };
}

/** The world without the demo's removal: what a run shows when nobody is removing postgresql_14. */
function withoutRemoval(w: DemoWorld): void {
  w.double.pulls.set(
    REPOSITORY,
    (w.double.pulls.get(REPOSITORY) ?? []).filter((p) => p.number !== REMOVAL),
  );
}

/** A pull request titled for postgresql_14 whose head changes one line of all-packages.nix, `from` to `to`. */
function openClaim(w: DemoWorld, number: number, from: string, to: string): void {
  const text = demoText(ALL_PACKAGES);
  if (!text.includes(from)) throw new Error(`the demo's all-packages.nix no longer has "${from}"`);
  w.double.setPullRequest(
    REPOSITORY,
    pull(number, 'postgresql_14: drop', [
      { filename: ALL_PACKAGES, status: 'modified', patch: `@@ -20,1 +20,1 @@\n-${from}\n+${to}` },
    ]),
    { [ALL_PACKAGES]: text.replace(from, to) },
  );
}

/** Its head changes a line of nobody's: jq's. */
const openJqClaim = (w: DemoWorld) =>
  openClaim(w, 420102, '  jq = callPackage ../development/tools/jq { };', '  jq = callPackage ../by-name/jq { };');

function issueBody(w: DemoWorld, match: (title: string) => boolean): string {
  const issue = w.issues.issues(REPOSITORY).find((i) => match(i.title));
  if (!issue)
    throw new Error(
      `no such issue among ${w.issues
        .issues(REPOSITORY)
        .map((i) => i.title)
        .join(', ')}`,
    );
  return issue.body;
}

/** An item's lines in a body: its checkbox line and the sub-bullets under it. */
function itemLines(text: string, subject: string): string[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => /^\s*- \[ \]/.test(l) && l.includes(`\`${subject}\``));
  if (start === -1) throw new Error(`no item ${subject}`);
  const indent = /^\s*/.exec(lines[start])![0].length;
  const end = lines.findIndex((l, i) => i > start && /^\s*/.exec(l)![0].length <= indent);
  return lines.slice(start, end === -1 ? undefined : end);
}

const searches = (w: DemoWorld): string[] =>
  w.double.requests.filter((r) => r.path === '/search/issues').map((r) => r.query.get('q') ?? '');

describe('a declared family (PostgreSQL) in a scheduled run', () => {
  test("its removal item is in review while an open pull request's head removes the cycle", async () => {
    const w = await world();
    const run = await audit(w, 'postgresql');
    expect(run.stderr).toBe('');
    // Searched for by the attribute its item names: one search, no alias of its own.
    expect(searches(w)).toEqual(['repo:NixOS/nixpkgs is:pr in:title postgresql_14']);
    expect(run.stdout).toContain('PostgreSQL: 1 pull request(s) in flight: #412350 open on master.');

    const master = issueBody(w, (t) => t.includes('PostgreSQL') && t.endsWith('master'));
    const item = itemLines(master, 'postgresql_14');
    expect(item).toContain(
      '  - 🔍 **In review:** [#412350](https://github.com/NixOS/nixpkgs/pull/412350), open since 2026-11-24, `ines-pg`',
    );
    // The item keeps its checkbox, its fix and its key: the pull request only says who answers it.
    expect(item[0]).toMatch(
      /^- \[ \] ❌ \*\*`postgresql_14`\*\*: Remove `postgresql_14` and `postgresql_14_jit` from master: .*<!-- key:remove:postgresql_14 -->$/,
    );
    expect(master).toContain(
      '- [#412350](https://github.com/NixOS/nixpkgs/pull/412350), open since 2026-11-24, `ines-pg`: `postgresql_14: drop`: resolves `postgresql_14`',
    );
    // release-26.05 keeps and marks it: a pull request into master answers nothing there.
    expect(issueBody(w, (t) => t.includes('PostgreSQL') && t.endsWith('release-26.05'))).not.toContain('412350');

    // Without the pull request, the same item, not in review.
    const none = await world();
    withoutRemoval(none);
    await audit(none, 'postgresql');
    const bare = issueBody(none, (t) => t.includes('PostgreSQL') && t.endsWith('master'));
    expect(itemLines(bare, 'postgresql_14')).toEqual(item.filter((line) => !line.includes('In review')));
  }, 120_000);

  test('a pull request whose title claims the attribute but whose head does not touch it is not the family’s', async () => {
    const w = await world();
    withoutRemoval(w);
    openJqClaim(w);
    const run = await audit(w, 'postgresql');
    // Found by its title, read, and left out by its files: no line anywhere.
    expect(w.double.requests.some((r) => r.path === `/repos/${REPOSITORY}/pulls/420102/files`)).toBe(true);
    expect(run.stdout).toContain('PostgreSQL: no pull request in flight.');
    const everything = [...w.issues.issues(REPOSITORY).map((i) => i.body), run.summary].join('\n');
    expect(everything).not.toContain('420102');
    expect(everything).not.toContain('In review');
  }, 120_000);

  test('beside k3s and rke2, one search holds their aliases and the attributes the declared families name', async () => {
    const w = await world();
    openJqClaim(w);
    // Titled for postgresql_14, its head changes a line of Node.js's: it is Node.js's, and resolves nothing of it.
    openClaim(w, 420103, '  nodejs_latest = nodejs_24;', '  nodejs_latest = nodejs_22;');
    // auto: the dashboards, and 26.11's trim list, due on 2026-11-29.
    const run = await audit(w, 'k3s, rke2, postgresql, nodejs, python', 'auto');
    expect(searches(w)).toEqual([
      // The errors first (nodejs_22 must leave release-26.11 before its release), then the warnings.
      'repo:NixOS/nixpkgs is:pr in:title k3s OR rke2 OR postgresql_14 OR nodejs_22 OR python310 OR python311',
    ]);
    const group = run.stdout.split('\n');
    const start = group.findIndex((l) => l.startsWith('::group::Read the pull requests of k3s, rke2, PostgreSQL'));
    expect(group.slice(start + 1, group.indexOf('::endgroup::', start))).toEqual([
      'k3s: 2 pull request(s) in flight: #412301 open on master, #412188 draft on master.',
      'rke2: 3 pull request(s) in flight: #412260 open on release-26.11, #412322 open on master, #411950 merged 2026-11-27 on master.',
      'PostgreSQL: 1 pull request(s) in flight: #412350 open on master.',
      'Node.js: 1 pull request(s) in flight: #420103 open on master.',
      'Python: no pull request in flight.',
    ]);
    const nodejs = issueBody(w, (t) => t.includes('Node.js') && t.endsWith('master'));
    expect(nodejs).toMatch(/^- \[#420103\].*: `postgresql_14: drop`: resolves nothing here/m);
    expect(nodejs).not.toContain('In review');
    expect(issueBody(w, (t) => t.includes('PostgreSQL') && t.endsWith('master'))).not.toMatch(/420102|420103/);
    // 26.11's trim list shows the item in review too.
    const trim = issueBody(w, (t) => /trim/i.test(t));
    expect(itemLines(trim, 'postgresql_14').join('\n')).toContain('**In review:** [#412350]');
  }, 120_000);
});
