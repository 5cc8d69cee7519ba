// The CLI (in this process) doing what a run of the action does, offline on the demo of
// 2026-11-29: the branch asked for (not master's tree under its name), every
// branch that matters in one run, the work of each mode, and a pull request
// check that blames only what the pull request adds.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIT } from '../../src/cli/usage.js';
import type { ProcessResult } from '../e2e/support/actionProcess.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { K3S_DIR, ROOT } from '../e2e/support/upstreamData.js';

const DEMO = path.join(ROOT, 'demo');
const DEMO_TREES: Record<string, string> = {
  master: path.join(DEMO, 'nixpkgs'),
  ...Object.fromEntries(readdirSync(path.join(DEMO, 'branches')).map((b) => [b, path.join(DEMO, 'branches', b)])),
};

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  minor?: string;
}

/** attr -> version of a demo tree, read from its files. */
function packaged(tree: string): Map<string, string> {
  const folder = path.join(tree, K3S_DIR);
  return new Map(
    readdirSync(folder)
      .filter((name) => /^\d+_\d+$/.test(name))
      .map((name) => {
        const text = readFileSync(path.join(folder, name, 'versions.nix'), 'utf8');
        return [`k3s_${name}`, /k3sVersion = "([^"]+)"/.exec(text)![1]];
      }),
  );
}

const findings = (run: ProcessResult): FindingJson[] => JSON.parse(run.stdout) as FindingJson[];
/** The `=== Issue i of n: ... ===` blocks of a preview, by their Title line. */
const previewTitles = (run: ProcessResult): string[] =>
  [...run.stdout.matchAll(/^=== Issue \d+ of \d+: .* ===\n(?:Label: .*\n)*(?:Labels: .*\n)?Title: (.*)$/gm)].map(
    (m) => m[1],
  );

const runs: Record<string, ProcessResult> = {};

beforeAll(async () => {
  const commands: Record<string, string[]> = {
    all: ['--demo', '--all-branches', '--json'],
    ...Object.fromEntries(Object.keys(DEMO_TREES).map((b) => [`json ${b}`, ['--demo', '--branch', b, '--json']])),
    ...Object.fromEntries(
      Object.keys(DEMO_TREES).map((b) => [`terminal ${b}`, ['--demo', '--branch', b, '--no-color']]),
    ),
    ...Object.fromEntries(
      ['auto', 'audit', 'feature-freeze', 'branch-off'].map((mode) => [
        `preview ${mode}`,
        ['--demo', '--mode', mode, '--preview'],
      ]),
    ),
    'preview pr-check': ['--demo', '--mode', 'pr-check', '--preview'],
  };
  await Promise.all(Object.entries(commands).map(async ([name, args]) => (runs[name] = await runCliInProcess(args))));
}, 60_000);

describe('--demo --branch', () => {
  test.each(Object.keys(DEMO_TREES))('%s audits the demo tree of that branch', (branch) => {
    const run = runs[`terminal ${branch}`];
    expect(run.stderr).toBe('');
    // The demo audits k3s and rke2: each branch under its family's name, k3s first.
    const lines = run.stdout.split('\n');
    const branchLine = (family: string): RegExp => new RegExp(`^${family} · ${branch.replace('.', '\\.')} · `);
    expect(lines[0]).toMatch(branchLine('k3s'));
    expect(lines.some((line) => branchLine('rke2').test(line))).toBe(true);
    const table = run.stdout.split('\n').filter((line) => /^\s+k3s_\d+_\d+\s/.test(line));
    const shown = new Map(table.map((line) => line.trim().split(/\s+/).slice(0, 2) as [string, string]));
    expect(shown).toEqual(packaged(DEMO_TREES[branch]));
    expect(findings(runs[`json ${branch}`]).every((f) => f.branch === branch)).toBe(true);
  });
});

test('--all-branches audits every branch that matters, each as a run of that branch alone would', () => {
  const all = findings(runs.all);
  const branches = [...new Set(all.map((f) => f.branch))].sort();
  expect(branches).toEqual(Object.keys(DEMO_TREES).sort());
  for (const branch of branches) {
    expect(all.filter((f) => f.branch === branch)).toEqual(findings(runs[`json ${branch}`]));
  }
});

describe('--mode with --preview: the issues of the work each mode asks for', () => {
  test('audit: one dashboard per family and branch that matters, no checklist', () => {
    const titles = previewTitles(runs['preview audit']);
    for (const family of ['k3s', 'rke2'])
      for (const branch of Object.keys(DEMO_TREES))
        expect(titles.filter((t) => t === `${family} release guard: ${branch}`)).toHaveLength(1);
    // The demo's declared families have a dashboard where they have something to act on, and no other issue is planned.
    const declared = titles.filter((t) => !/^(k3s|rke2) /.test(t));
    expect(declared).toEqual([
      'PostgreSQL release guard: master',
      'PostgreSQL release guard: release-26.05',
      'Node.js release guard: master',
      'Node.js release guard: release-26.11',
      'Python release guard: master',
      'Python release guard: release-26.05',
    ]);
  });

  test('feature-freeze and branch-off: their one checklist each (k3s: rke2 has no release event), feature-freeze the trim list of its release too, and nothing else', () => {
    const freeze = previewTitles(runs['preview feature-freeze']);
    const branchOff = previewTitles(runs['preview branch-off']);
    // 26.11's freeze has passed on 2026-11-29: the next freeze is 27.05's, whatever the day.
    expect(freeze).toEqual([
      'k3s before the NixOS 27.05 feature freeze',
      'NixOS 27.05: versioned packages to trim before the branch-off',
    ]);
    expect(branchOff).toHaveLength(1);
    expect(branchOff[0]).not.toEqual(freeze[0]);
  });

  test('auto on 2026-11-29 (release-26.11 exists, 26.11 not released): the dashboards, the branch-off checklist and the trim list', () => {
    const dashboards = previewTitles(runs['preview audit']);
    const k3sDashboards = dashboards.filter((t) => t.startsWith('k3s '));
    // Each family's issues together: k3s's dashboards and its checklist, then rke2's dashboards; then the
    // trim list of 26.11 (announced 2026-10-05, eight weeks before its release), every family's.
    expect(previewTitles(runs['preview auto'])).toEqual([
      ...k3sDashboards,
      ...previewTitles(runs['preview branch-off']),
      ...dashboards.filter((t) => !k3sDashboards.includes(t)),
      'NixOS 26.11: versioned packages to trim before the branch-off',
    ]);
  });

  test('pr-check writes no issue, and says so', () => {
    const run = runs['preview pr-check'];
    expect(run.stdout).toMatch(/^A pull request check writes no issue/);
    expect(previewTitles(run)).toEqual([]);
  });
});

describe('--mode pr-check on a changed checkout', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-pr-'));
  const head = path.join(scratch, 'nixpkgs');
  const recorded = path.join(DEMO, 'recorded');
  const check = (): Promise<ProcessResult> =>
    runCliInProcess([
      '--mode',
      'pr-check',
      // A held-back default is a warning outside the feature-freeze window: the check fails on warnings here.
      '--fail-on',
      'warning',
      '--no-color',
      '--now',
      '2026-11-29',
      '--offline',
      '--k3s-releases',
      path.join(recorded, 'releases.json'),
      '--kubernetes-schedule',
      path.join(recorded, 'schedule.yaml'),
      '--kubernetes-eol',
      path.join(recorded, 'eol.yaml'),
      ...Object.entries(DEMO_TREES).flatMap(([branch, tree]) => ['--tree', `${branch}=${tree}`]),
      head,
    ]);
  let unchanged: ProcessResult;
  let changed: ProcessResult;

  beforeAll(async () => {
    cpSync(DEMO_TREES.master, head, { recursive: true });
    unchanged = await check();
    // The pull request points k3s at an older minor than the newest packaged one.
    const file = path.join(head, 'pkgs/top-level/all-packages.nix');
    const text = readFileSync(file, 'utf8');
    writeFileSync(file, text.replace('k3s = k3s_1_36;', 'k3s = k3s_1_35;'));
    changed = await check();
  }, 30_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test("the base's errors are listed, not blamed: exit code 0", () => {
    expect(unchanged.stderr).toBe('');
    expect(unchanged.code).toBe(EXIT.ok);
    expect(unchanged.stdout).toMatch(/adds no k3s finding/);
  });

  test('what the pull request adds fails it (exit code 1), and the verdict comes first', () => {
    expect(changed.code).toBe(EXIT.findings);
    const introduced = changed.stdout.indexOf('Introduced by this pull request');
    expect(introduced).toBeGreaterThanOrEqual(0);
    expect(changed.stdout.slice(introduced).split('\n').slice(0, 4).join('\n')).toMatch(/default-not-newest/);
    expect(introduced).toBeLessThan(changed.stdout.indexOf('master · unstable'));
  });
});

describe('--mode pr-check of a pull request that removes k3s_1_35: the work items of the dashboards', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-pr-'));
  const head = path.join(scratch, 'nixpkgs');
  const recorded = path.join(DEMO, 'recorded');
  const check = (...output: string[]): Promise<ProcessResult> =>
    runCliInProcess([
      '--mode',
      'pr-check',
      '--packages',
      'k3s',
      '--no-color',
      '--now',
      '2026-11-29',
      '--offline',
      '--k3s-releases',
      path.join(recorded, 'releases.json'),
      '--kubernetes-schedule',
      path.join(recorded, 'schedule.yaml'),
      '--kubernetes-eol',
      path.join(recorded, 'eol.yaml'),
      ...Object.entries(DEMO_TREES).flatMap(([branch, tree]) => ['--tree', `${branch}=${tree}`]),
      ...output,
      head,
    ]);
  let terminal: ProcessResult;
  let json: ProcessResult;
  let markdown: ProcessResult;

  beforeAll(async () => {
    cpSync(DEMO_TREES.master, head, { recursive: true });
    // The pull request drops k3s_1_35 (its folder, its entry and its inherit), leaving no throw for it.
    const k3s = path.join(head, K3S_DIR);
    rmSync(path.join(k3s, '1_35'), { recursive: true });
    const defaultNix = path.join(k3s, 'default.nix');
    writeFileSync(
      defaultNix,
      readFileSync(defaultNix, 'utf8').replace(/\n {2}k3s_1_35 = common \([\s\S]*?\) extraArgs;\n/, '\n'),
    );
    const allPackages = path.join(head, 'pkgs/top-level/all-packages.nix');
    writeFileSync(allPackages, readFileSync(allPackages, 'utf8').replace(' k3s_1_35 ', ' '));
    [terminal, json, markdown] = await Promise.all([check(), check('--json'), check('--markdown')]);
  }, 30_000);
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('the terminal lists what it adds as one item for k3s_1_35, its one fix with why under it', () => {
    expect(terminal.code).toBe(EXIT.findings);
    const lines = terminal.stdout.split('\n');
    const start = lines.indexOf('Introduced by this pull request:');
    const end = lines.findIndex((line, i) => i > start && !line.startsWith(' '));
    const introduced = lines.slice(start + 1, end);
    // One head line (the severity in its column), the lines under it indented further.
    const heads = introduced.filter((line) => /^ {2}\S/.test(line));
    expect(heads).toHaveLength(1);
    expect(heads[0]).toMatch(/^ {2}error {4}k3s_1_35: Add k3s_1_35 /);
    expect(introduced.join('\n')).not.toMatch(/Leave a throw/);
    expect(introduced.some((line) => /^ {11}removal-unannounced: /.test(line))).toBe(true);
    expect(introduced.some((line) => /^ {11}minor-missing: /.test(line))).toBe(true);
  });

  test('the job summary shows the same item', () => {
    const added = markdown.stdout.split('### Added by this pull request')[1].split('\n### ')[0];
    const heads = added.split('\n').filter((line) => line.startsWith('- '));
    expect(heads).toHaveLength(1);
    expect(heads[0]).toMatch(/^- ❌ \*\*`k3s_1_35`\*\*: Add `k3s_1_35` /);
    expect(added).not.toMatch(/Leave a throw/);
  });

  test('--json keeps one object per finding, each with the item it belongs to', () => {
    const all = JSON.parse(json.stdout) as (FindingJson & { item?: { subject?: string; fix: string } })[];
    const about = all.filter((f) => f.minor === '1.35');
    expect(about.map((f) => f.rule).sort()).toEqual(['minor-missing', 'removal-unannounced']);
    const [item] = about.map((f) => f.item);
    expect(item).toEqual({ subject: 'k3s_1_35', fix: expect.stringMatching(/^Add k3s_1_35 /) });
    for (const finding of about) expect(finding.item).toEqual(item);
    // Every finding names its item, and the message stays whole.
    for (const finding of all) expect(finding.item?.fix).toEqual(expect.any(String));
    expect(about.find((f) => f.rule === 'removal-unannounced')).toMatchObject({
      message: expect.stringMatching(/Leave a throw for k3s_1_35/),
    });
  });
});
