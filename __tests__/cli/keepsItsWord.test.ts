// The CLI (in this process) does what --help and docs/CLI.md say, where its
// findings, exit code and stderr are what counts: a release tag's tree
// (--tree 26.05=PATH) lets an offline run decide what a supported release is
// compared with; a --pulls file that cannot be used is exit code 2; a run's
// warnings reach stderr without --verbose, one line each (a failed search, a
// --now the checkout contradicts).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIT } from '../../src/cli/usage.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { FIXTURES, K3S_DIR, ROOT } from '../e2e/support/upstreamData.js';

const DEMO = path.join(ROOT, 'demo');
const RECORDED = path.join(DEMO, 'recorded');
const RKE2_DIR = 'pkgs/applications/networking/cluster/rke2';
const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-word-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Every upstream fact of the demo's day as files, for both families. */
const FILES = [
  '--k3s-releases',
  path.join(RECORDED, 'releases.json'),
  '--rke2-releases',
  path.join(RECORDED, 'rke2-releases.json'),
  '--kubernetes-schedule',
  path.join(RECORDED, 'schedule.yaml'),
  '--kubernetes-eol',
  path.join(RECORDED, 'eol.yaml'),
];
const OFFLINE = ['--offline', '--now', '2026-11-29', '--packages', 'k3s,rke2', ...FILES];

/** A copy of a demo tree, each file edited by `edits` (path -> text -> text). */
function treeOf(from: string, name: string, edits: Record<string, (text: string) => string>): string {
  const folder = path.join(scratch, name);
  cpSync(path.join(DEMO, from), folder, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const at = path.join(folder, file);
    const before = readFileSync(at, 'utf8');
    const after = edit(before);
    expect(after).not.toBe(before);
    writeFileSync(at, after);
  }
  return folder;
}

interface FindingJson {
  family: string;
  rule: string;
  severity: string;
  attr?: string;
  expected?: string;
  message: string;
}

describe('--tree 26.05=PATH: the release tag, read offline', () => {
  // release-26.05 on 2026-11-29, with k3s pointed to k3s_1_36 (added for it) since its release.
  const checkout = treeOf('branches/release-26.05', 'release-26.05', {
    [`${K3S_DIR}/default.nix`]: (text) =>
      text.replace(
        /\n}\n$/,
        '\n\n  k3s_1_36 = common (\n    (import ./1_36/versions.nix)\n    // {\n      updateScript = [\n' +
          '        ./update-script.sh\n        "36"\n      ];\n    }\n  ) extraArgs;\n}\n',
      ),
    [ALL_PACKAGES]: (text) =>
      text.replace('}) k3s_1_35;\n  k3s = k3s_1_35;', '}) k3s_1_35 k3s_1_36;\n  k3s = k3s_1_36;'),
  });
  cpSync(path.join(DEMO, 'nixpkgs', K3S_DIR, '1_36'), path.join(checkout, K3S_DIR, '1_36'), { recursive: true });
  // nixpkgs at its tag 26.05: k3s = k3s_1_35, and rke2 without rke2_1_36, which the branch packages since.
  const tag = treeOf('tags/26.05', 'tag-26.05', {
    [`${RKE2_DIR}/default.nix`]: (text) =>
      text
        .replace(/\n {2}rke2_1_36 = common \([\s\S]*?\) extraArgs;\n/, '\n')
        .replace('rke2_latest = rke2_1_36;', 'rke2_latest = rke2_1_35;'),
    [ALL_PACKAGES]: (text) => text.replace('    rke2_1_36\n', ''),
  });
  rmSync(path.join(tag, RKE2_DIR, '1_36'), { recursive: true });

  let withTag: FindingJson[] = [];
  let withoutTag: FindingJson[] = [];
  beforeAll(async () => {
    const [given, missing] = await Promise.all([
      runCliInProcess([...OFFLINE, '--json', '--tree', `26.05=${tag}`, checkout]),
      runCliInProcess([...OFFLINE, '--json', checkout]),
    ]);
    expect(given.stderr).toBe('');
    expect([EXIT.ok, EXIT.findings]).toContain(given.code);
    withTag = JSON.parse(given.stdout) as FindingJson[];
    withoutTag = JSON.parse(missing.stdout) as FindingJson[];
  }, 30_000);

  const of = (findings: FindingJson[], family: string, rule: string) =>
    findings.filter((f) => f.family === family && f.rule === rule);

  test('decides default-changed: k3s points elsewhere than the release shipped', () => {
    expect(of(withTag, 'k3s', 'default-changed')).toEqual([
      expect.objectContaining({ severity: 'error', attr: 'k3s', expected: 'k3s_1_35' }),
    ]);
    expect(of(withTag, 'k3s', 'default-changed')[0].message).toContain('NixOS 26.05 was released with k3s_1_35');
  });

  test("decides rke2's minor-added-on-stable: the minor the release did not package", () => {
    expect(of(withTag, 'rke2', 'minor-added-on-stable')).toEqual([
      expect.objectContaining({ severity: 'error', attr: 'rke2_1_36' }),
    ]);
  });

  test('without it, both rules say they could not decide, and how to give the tag', () => {
    for (const [family, rule] of [
      ['k3s', 'default-changed'],
      ['rke2', 'minor-added-on-stable'],
    ]) {
      const [notice] = of(withoutTag, family, rule);
      expect(notice).toMatchObject({ severity: 'notice', message: expect.stringMatching(/^Could not decide/) });
      expect(notice.message).toContain('give --tree 26.05=PATH');
    }
  });
});

describe('a --pulls file that cannot be used', () => {
  test.each([
    ['empty', '', /: not valid JSON \(/],
    ['not JSON', '<html>rate limited</html>\n', /: not valid JSON \(/],
    ['an empty object', '{}\n', /: not a recorded answer \(it lacks search, pulls, files or contents\)/],
  ])('%s: exit code 2, one line naming the file', async (name, text, problem) => {
    const file = path.join(scratch, `pulls-${name.replace(/\W+/g, '-')}.json`);
    writeFileSync(file, text);
    const run = await runCliInProcess(['--demo', '--pulls', file]);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stdout).toBe('');
    const lines = run.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^k3s-release-guard: --pulls ${file}: `));
    expect(lines[0]).toMatch(problem);
    expect(lines[0]).toMatch(/; give a recorded answer of nixpkgs' pull requests: .*docs\/PULL-REQUESTS\.md\)\.$/);
  });
});

describe("a run's warnings, without --verbose", () => {
  const double = new GitHubDouble();
  beforeAll(() => double.start());
  afterAll(() => double.stop());

  test('a pull request search that fails: one line, and the report as without pull requests', async () => {
    double.faults.push({
      method: 'GET',
      path: /^\/search\/issues/,
      times: 5,
      status: 422,
      body: { message: 'Validation Failed', documentation_url: 'https://docs.github.com/rest/search/search' },
    });
    const run = await runCliInProcess([...FILES, '--now', '2026-11-29', '--no-color', path.join(DEMO, 'nixpkgs')], {
      GITHUB_API_URL: double.url,
      GITHUB_TOKEN: 'ghs_keepsItsWord',
    });
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    expect(double.requests.filter((r) => r.path === '/search/issues').length).toBeGreaterThan(0);
    const warnings = run.stderr.split('\n').filter((line) => line.includes('pull requests'));
    expect(warnings).toEqual([
      expect.stringMatching(
        /^k3s-release-guard: warning: The pull requests of NixOS\/nixpkgs could not be read: Validation Failed\b.* The run goes on without them\.$/,
      ),
    ]);
    expect(run.stdout).toMatch(/^master · unstable/m);
  }, 30_000);

  test('--now that the checkout contradicts: audited as asked, with a warning naming both', async () => {
    const checkout = path.join(scratch, 'tree-27.05');
    cpSync(path.join(FIXTURES, 'current'), checkout, { recursive: true });
    writeFileSync(path.join(checkout, 'lib', '.version'), '27.05\n');
    const run = await runCliInProcess(['--offline', '--now', '1999-01-01', '--packages', 'k3s', ...FILES, checkout]);
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    expect(run.stderr.split('\n').filter(Boolean)).toEqual([
      "k3s-release-guard: warning: --now 1999-01-01 contradicts the checkout's lib/.version 27.05: on that day master " +
        'heads for NixOS 20.09, and no branch names 27.05 yet. The run audits 1999-01-01 as asked; give --now a day ' +
        'the checkout can be of.',
    ]);
  });
});
