// The CLI as a maintainer runs it: on the bundled demo (offline, from its
// recorded files), and on a fixture checkout against a double started here,
// where it must agree with the action. The bundle (dist/cli.js) runs as a
// process where the process is what is looked at: the demo in the terminal,
// each exit code (0, 1, 2) with its stderr, and --version, read from the
// package.json beside it; the other command lines run in this process.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { DEMO_DAY } from '../src/cli/demo.js';
import { GitHubDouble } from './double/githubDouble.js';
import { runAction, runCli, type ProcessResult } from './e2e/support/actionProcess.js';
import { runCliInProcess } from './e2e/support/inProcess.js';
import { FIXTURES, K3S_DIR, ROOT, perMinorBranch, serveBranch, serveUpstream } from './e2e/support/upstreamData.js';
import { expectFitsGitHub, FITS_GITHUB } from './contract/githubContract.js';

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  minor?: string;
  attr?: string;
  message: string;
  file?: string;
  line?: number;
}

const KEY_ORDER = [
  'rule',
  'severity',
  'branch',
  'minor',
  'attr',
  'packaged',
  'expected',
  'message',
  'file',
  'line',
  'family',
  'item',
];
const RULE_IDS = [
  'patch-behind',
  'minor-missing',
  'default-not-newest',
  'minor-eol',
  'eol-soon',
  'minor-superseded',
  'extra-at-release',
  'eol-before-eos',
  'backport-missing',
  'branch-retired',
  'layout-unrecognized',
  'eol-during-next',
  'removal-unannounced',
  'release-note-missing',
  'release-default-not-newest',
  'version-downgraded',
  // rke2 (POLICY-rke2.md)
  'channel-alias-behind',
  'minor-added-on-stable',
  'minor-removed-on-stable',
  'default-changed',
  // declared families (docs/FAMILIES.md): the demo packages PostgreSQL, Node.js and Python
  'ends-during-release',
  'not-lts',
];

/** The demo checkout's packaged minors of both families, read from their files: attr -> version. */
function demoPackaged(): Map<string, string> {
  const packaged = new Map<string, string>();
  for (const family of ['k3s', 'rke2']) {
    const folder = path.join(ROOT, 'demo', 'nixpkgs', K3S_DIR.replace(/k3s$/, family));
    for (const minor of readdirSync(folder).filter((name) => /^\d+_\d+$/.test(name))) {
      const text = readFileSync(path.join(folder, minor, 'versions.nix'), 'utf8');
      const version = new RegExp(`${family}Version = "([^"]+)"`).exec(text)?.[1];
      if (!version) throw new Error(`no ${family}Version in demo ${family}/${minor}/versions.nix`);
      packaged.set(`${family}_${minor}`, version);
    }
  }
  return packaged;
}

function oneLine(text: string): string[] {
  return text.split('\n').filter((line) => line !== '');
}

const runs: Record<string, ProcessResult> = {};

beforeAll(async () => {
  /** The bundle, as a process. */
  const bundled: Record<string, string[]> = {
    terminal: ['--demo', '--no-color'],
    never: ['--demo', '--json', '--fail-on', 'never'],
    version: ['--version'],
    badPolicy: ['--k3s-policy', 'nope'],
    badOption: ['--frobnicate'],
  };
  const commands: Record<string, string[]> = {
    json: ['--demo', '--json'],
    markdown: ['--demo', '--markdown'],
    kept: ['--demo', '--json', '--keep', '1.34: Rancher 2.12 stops at 1.34', '--keep', '1.33: not packaged, harmless'],
    help: ['--help'],
    release: ['--demo', '--json', '--fail-on', 'never', '--branch', 'release-26.05'],
    keptRke2: [
      '--demo',
      '--json',
      '--fail-on',
      'never',
      '--branch',
      'release-26.05',
      '--keep',
      'rke2 1.34: Rancher pins it',
    ],
  };
  await Promise.all([
    ...Object.entries(bundled).map(async ([name, args]) => (runs[name] = await runCli(args))),
    ...Object.entries(commands).map(async ([name, args]) => (runs[name] = await runCliInProcess(args))),
  ]);
}, 60_000);

describe('the demo in the terminal', () => {
  test('prints the branch header, the table of minors, the items and the upcoming dates, and exits 1 on errors', () => {
    const { code, stdout, stderr } = runs.terminal;
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(stdout).not.toContain('\u001b[');
    const lines = stdout.split('\n');

    // Both families, each branch under its family's name: k3s first, as --packages (the demo's "k3s, rke2") names them.
    expect(lines[0]).toMatch(/^k3s · master · unstable\b.*: \d+ errors?/);
    const rke2 = lines.findIndex((line) => line.startsWith('rke2 · '));
    expect(rke2).toBeGreaterThan(1);
    expect(lines[rke2]).toMatch(/^rke2 · master · unstable\b.*: \d+ warnings?/);
    const header = lines.findIndex((line) => /^\s+ATTRIBUTE\s+VERSION\s+EOL\s+STATUS\s*$/.test(line));
    expect(header).toBeGreaterThan(0);
    for (const [attr, version] of demoPackaged()) {
      expect(stdout).toMatch(new RegExp(`^\\s+${attr}\\s+${version.replace(/[.+]/g, '\\$&')}\\s`, 'm'));
    }
    // Every finding under its item, each fix said once: __tests__/cli/firstScreen.test.ts.

    // The upcoming dates of both families, once, in order, all after the demo day.
    const starts = lines.flatMap((line, index) => (line === 'Upcoming dates' ? [index] : []));
    expect(starts).toHaveLength(1);
    expect(starts[0]).toBeGreaterThan(rke2);
    const after = lines.slice(starts[0] + 1);
    const days = after
      .slice(
        0,
        after.findIndex((line) => !/^\s+\d{4}-\d{2}-\d{2}\s+\S/.test(line)),
      )
      .map((line) => line.trim().slice(0, 10));
    expect(days.length).toBeGreaterThan(3);
    expect([...days].sort()).toEqual(days);
    expect(new Set(days).size).toBe(days.length);
    for (const day of days) expect(day > DEMO_DAY).toBe(true);
    // The end of life of each packaged minor is in its row; the dates are NixOS's.
    expect(after.slice(0, days.length).every((line) => line.includes('NixOS'))).toBe(true);
  });

  test('the demo day, 2026-11-29, yields what POLICY.md predicts for its master', () => {
    const findings = JSON.parse(runs.json.stdout) as FindingJson[];
    // demo/recorded/eol.yaml: 1.34 ended on 2026-10-27, before the demo day.
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: 'minor-eol', severity: 'error', minor: '1.34', attr: 'k3s_1_34' }),
    );
    // v1.37.0+k3s1 went out on 2026-08-27 and master has no k3s_1_37.
    expect(findings).toContainEqual(
      expect.objectContaining({ rule: 'minor-missing', severity: 'error', minor: '1.37', attr: 'k3s_1_37' }),
    );
    // POLICY 2.2: k3s follows the stable channel, which names 1.37 (demo/recorded/channel.yaml), while k3s
    // points to k3s_1_36, the newest packaged minor.
    expect(findings.filter((f) => f.rule === 'default-not-newest')).toEqual([
      expect.objectContaining({ severity: 'warning', attr: 'k3s', packaged: 'k3s_1_36', expected: 'k3s_1_37' }),
    ]);
  });

  test('and what POLICY-rke2.md predicts for its rke2 packages', () => {
    const rke2 = (JSON.parse(runs.json.stdout) as Array<FindingJson & { family: string }>).filter(
      (f) => f.family === 'rke2',
    );
    // demo/recorded/rke2-channels.yaml: the stable channel is at v1.36.7+rke2r1, but rke2_stable = rke2_1_35.
    // v1.37.3+rke2r1 went out on 2026-11-25; rke2_1_37 is 1.37.2+rke2r1. Nothing else: 1.34 is gone with its throw.
    expect(rke2.map((f) => [f.rule, f.severity, f.attr])).toEqual([
      ['channel-alias-behind', 'warning', 'rke2_stable'],
      ['patch-behind', 'warning', 'rke2_1_37'],
    ]);
  });
});

describe('output formats and options', () => {
  test('--json prints one parseable array of findings in the documented key order', () => {
    const { code, stdout, stderr } = runs.json;
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const findings = JSON.parse(stdout) as Array<Record<string, unknown>>;
    expect(Array.isArray(findings)).toBe(true);
    for (const finding of findings) {
      const keys = Object.keys(finding);
      expect(keys).toEqual(KEY_ORDER.filter((key) => keys.includes(key)));
      expect(RULE_IDS).toContain(finding.rule);
      expect(['error', 'warning', 'notice']).toContain(finding.severity);
      expect(finding.branch).toBe('master');
      expect(typeof finding.message).toBe('string');
      if ('line' in finding) expect(Number.isInteger(finding.line)).toBe(true);
      if ('file' in finding) expect(finding.file).not.toMatch(/^\//);
    }
  });

  test('--markdown prints the job summary: a table and a mermaid gantt chart', () => {
    const { code, stdout } = runs.markdown;
    expect(code).toBe(1);
    expect(stdout).toMatch(/^\|.*\|\n\|( *:?-+:? *\|)+$/m);
    expect(stdout).toMatch(/```mermaid\ngantt\n[\s\S]*?\n```/);
  });

  test('--fail-on never exits 0 with the same findings', () => {
    expect(runs.never.code).toBe(0);
    expect(JSON.parse(runs.never.stdout)).toEqual(JSON.parse(runs.json.stdout));
  });

  test('--keep "rke2 1.34: reason" pins rke2\'s 1.34, and leaves k3s\'s findings as they were', () => {
    const of = (run: string, family: string) =>
      (JSON.parse(runs[run].stdout) as Array<FindingJson & { family: string }>).filter((f) => f.family === family);
    const eol = (run: string) => of(run, 'rke2').filter((f) => f.rule === 'minor-eol' && f.minor === '1.34');
    expect(eol('release').map((f) => f.severity)).toEqual(['warning']);
    expect(eol('keptRke2').map((f) => f.severity)).toEqual(['notice']);
    // It quotes the pin as its line is written.
    expect(eol('keptRke2')[0].message).toMatch(/^Kept on purpose \(keep rke2 1\.34: "Rancher pins it"\)\. /);
    expect(of('keptRke2', 'k3s')).toEqual(of('release', 'k3s'));
  });

  test('--keep (repeatable) turns the removal findings of the kept minor into notices quoting the reason', () => {
    const before = (JSON.parse(runs.json.stdout) as FindingJson[]).filter((f) => f.minor === '1.34');
    const after = (JSON.parse(runs.kept.stdout) as FindingJson[]).filter((f) => f.minor === '1.34');
    const removals = ['minor-eol', 'minor-superseded'];
    expect(before.filter((f) => removals.includes(f.rule)).map((f) => f.severity)).toEqual(['error', 'error']);
    for (const f of after.filter((f) => removals.includes(f.rule))) {
      expect(f.severity).toBe('notice');
      expect(f.message).toContain('Rancher 2.12 stops at 1.34');
    }
    // A minor that must go is not told to take its patch update; kept, it is.
    expect(before.filter((f) => f.rule === 'patch-behind')).toEqual([]);
    expect(after.filter((f) => f.rule === 'patch-behind').map((f) => f.severity)).toEqual(['warning']);
    // minor-missing 1.37 is still an error.
    expect(runs.kept.code).toBe(1);
  });

  test('--version prints the version of package.json and exits 0', () => {
    const { version } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { version: string };
    expect(runs.version).toMatchObject({ code: 0, stdout: `k3s-release-guard ${version}\n`, stderr: '' });
  });

  test('--help prints the usage and exits 0', () => {
    const { code, stdout, stderr } = runs.help;
    expect(code).toBe(0);
    expect(stderr).toBe('');
    expect(stdout).toMatch(/^Usage: k3s-release-guard/);
    for (const option of [
      '--branch',
      '--k3s-policy',
      '--k3s-backport-through',
      '--k3s-default-target',
      '--keep',
      '--now',
      '--fail-on',
      '--json',
      '--markdown',
      '--no-color',
      '--demo',
      '--help',
    ]) {
      expect(stdout).toContain(option);
    }
  });

  test.each([
    {
      run: 'badPolicy',
      pattern: /^k3s-release-guard: --k3s-policy: "nope" .*nixpkgs, full-lifecycle, all-supported/,
    },
    { run: 'badOption', pattern: /^k3s-release-guard: .*--frobnicate/ },
  ])('$run: exit code 2 and a one-line message, no stack trace', ({ run, pattern }) => {
    const { code, stdout, stderr } = runs[run];
    expect(code).toBe(2);
    expect(stdout).toBe('');
    expect(oneLine(stderr)).toEqual([expect.stringMatching(pattern)]);
  });
});

describe('on a checkout, against the GitHub API', () => {
  let double: GitHubDouble;
  let cli: ProcessResult;
  let actionFindings: FindingJson[];

  beforeAll(async () => {
    double = new GitHubDouble();
    serveUpstream(double);
    serveBranch(
      double,
      'NixOS/nixpkgs',
      'release-24.11',
      perMinorBranch('24.11', { '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' }, '1.31'),
    );
    const apiUrl = await double.start();
    const [cliRun, actionRun] = await Promise.all([
      runCliInProcess(['--json', '--now', '2025-05-10', path.join(FIXTURES, 'current')], {
        GITHUB_API_URL: apiUrl,
        GITHUB_TOKEN: 'ghs_cliParityToken',
      }),
      runAction({
        apiUrl,
        inputs: { now: '2025-05-10', 'nixpkgs-path': 'nixpkgs', 'github-token': 'ghs_actionParityToken' },
        checkout: { fixture: 'current', at: 'nixpkgs' },
      }),
    ]);
    cli = cliRun;
    actionFindings = JSON.parse(actionRun.outputs.findings ?? 'null') as FindingJson[];
  }, 30_000);

  afterAll(async () => {
    await double?.stop();
  });

  test('the CLI reports for the checkout branch exactly what the action reports for it', () => {
    expect(cli.stderr).toBe('');
    expect(cli.code).toBe(1);
    const findings = JSON.parse(cli.stdout) as FindingJson[];
    expect(findings.length).toBeGreaterThan(0);
    expect(findings).toEqual(actionFindings.filter((f) => f.branch === 'master'));
  });

  test('GITHUB_TOKEN authenticates the CLI, and it only reads', () => {
    const cliRequests = double.requests.filter((r) => r.headers.authorization === 'token ghs_cliParityToken');
    expect(cliRequests.length).toBeGreaterThan(0);
    expect(cliRequests.every((r) => r.method === 'GET')).toBe(true);
    expect(double.writes()).toEqual([]);
  });

  test(FITS_GITHUB, () => expectFitsGitHub(double.requests));
});
