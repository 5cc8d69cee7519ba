// The bundled action (dist/index.js) as a runner starts it: a node process
// with INPUT_* variables, GITHUB_OUTPUT / GITHUB_STEP_SUMMARY files and
// GITHUB_API_URL pointing at the local GitHub double. Every run is spawned
// once in beforeAll (in parallel); the tests read the recorded results.
//
// Expected findings are worked out by hand from POLICY.md, the fixture trees
// (__tests__/fixtures/nixpkgs), the releases and EOL days of support/upstreamData.ts
// and the NixOS calendar (src/calendar/knownReleases.ts):
//   2025-05-10: NixOS 24.11 supported (EOS 2025-06-30); 25.05 branches off 2025-05-16.
//   2023-05-29: 23.05 branched off (estimated 2023-05-21), released 2023-05-31; 22.11 supported.
//   2022-09-15: 22.05 supported (released 2022-05-30, EOS 2022-12-31); 22.11 branches off in November.
//   2023-03-01: 22.05 retired (EOS 2022-12-31).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GitHubDouble, type RecordedRequest } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { ACTION_YAML, runAction, type ActionRun, type ActionRunOptions } from './support/actionProcess.js';
import {
  ALL_PACKAGES,
  FIXTURES,
  K3S_DIR,
  SCHEDULE_YAML,
  eolYaml,
  filesOf,
  lineOf,
  perMinorBranch,
  serveBranch,
  serveUpstream,
} from './support/upstreamData.js';
import { expectFitsGitHub, FITS_GITHUB } from '../contract/githubContract.js';

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  minor?: string;
  attr?: string;
  packaged?: string;
  expected?: string;
  message: string;
  item?: { subject?: string; fix: string };
  file?: string;
  line?: number;
}

/** What a test compares: the finding without its wording. */
type Shape = [
  branch: string,
  rule: string,
  minor: string | undefined,
  severity: string,
  file: string | undefined,
  line: number | undefined,
];

const shape = (f: FindingJson): Shape => [f.branch, f.rule, f.minor, f.severity, f.file, f.line];
const sorted = (shapes: Shape[]): Shape[] =>
  [...shapes].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

// ------------------------------------------------------------------ places in the fixtures

const versionLine = (fixture: string, file: string): number => lineOf(fixture, file, /k3sVersion = "/);
const aliasLine = (fixture: string, pattern: RegExp): number => lineOf(fixture, ALL_PACKAGES, pattern);

const CURRENT = {
  v130: [`${K3S_DIR}/1_30/versions.nix`, versionLine('current', `${K3S_DIR}/1_30/versions.nix`)] as const,
  v131: [`${K3S_DIR}/1_31/versions.nix`, versionLine('current', `${K3S_DIR}/1_31/versions.nix`)] as const,
  v132: [`${K3S_DIR}/1_32/versions.nix`, versionLine('current', `${K3S_DIR}/1_32/versions.nix`)] as const,
  alias: [ALL_PACKAGES, aliasLine('current', /^\s*k3s = k3s_1_32;/)] as const,
};
const Y2023 = {
  v126: [`${K3S_DIR}/1_26/default.nix`, versionLine('2023', `${K3S_DIR}/1_26/default.nix`)] as const,
  v127: [`${K3S_DIR}/1_27/default.nix`, versionLine('2023', `${K3S_DIR}/1_27/default.nix`)] as const,
};
const SINGLE = {
  version: [`${K3S_DIR}/default.nix`, versionLine('single', `${K3S_DIR}/default.nix`)] as const,
  alias: [ALL_PACKAGES, aliasLine('single', /^\s*k3s = callPackage/)] as const,
};
/** In perMinorBranch's all-packages.nix, `k3s = ...` is line 8 and every versions.nix has k3sVersion on line 2. */
const GENERATED = {
  alias: [ALL_PACKAGES, 8] as const,
  version: (minor: string) => [`${K3S_DIR}/${minor.replace('.', '_')}/versions.nix`, 2] as const,
};

// ------------------------------------------------------------------ what GitHub holds

/**
 * nixpkgs as it stood at each audit day. The historical snapshots live under
 * their own names (given with the nixpkgs-repository input), so one double
 * serves every run.
 */
const NIXPKGS_2025 = 'NixOS/nixpkgs';
const NIXPKGS_2023_05 = 'nixpkgs-snapshot-2023-05/nixpkgs';
const NIXPKGS_2022_09 = 'nixpkgs-snapshot-2022-09/nixpkgs';
const NIXPKGS_EMPTY = 'nixpkgs-snapshot-empty/nixpkgs';

function serveNixpkgs(double: GitHubDouble): void {
  serveBranch(
    double,
    NIXPKGS_2025,
    'release-24.11',
    perMinorBranch('24.11', { '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' }, '1.31'),
  );
  // Right after branch-off master holds what release-23.05 holds, with the next version number.
  serveBranch(double, NIXPKGS_2023_05, 'master', {
    ...filesOf(path.join(FIXTURES, '2023')),
    'lib/.version': '23.11\n',
  });
  serveBranch(
    double,
    NIXPKGS_2023_05,
    'release-22.11',
    perMinorBranch('22.11', { '1.24': '1.24.6+k3s1', '1.25': '1.25.4+k3s1' }, '1.25'),
  );
  const single = filesOf(path.join(FIXTURES, 'single'));
  serveBranch(double, NIXPKGS_2022_09, 'master', {
    ...single,
    'lib/.version': '22.11\n',
    [`${K3S_DIR}/default.nix`]: single[`${K3S_DIR}/default.nix`].replace('1.23.6+k3s1', '1.24.4+k3s1'),
  });
}

// ------------------------------------------------------------------ the runs

const TOKENS = new Map<string, string>();
/** A distinct token per run: it attributes the double's requests and must never leak. */
function tokenFor(run: string): string {
  const token = `ghs_e2e${run.replace(/[^A-Za-z0-9]/g, '')}Zq81Kx`;
  TOKENS.set(run, token);
  return token;
}

type RunSpec = Omit<ActionRunOptions, 'apiUrl'>;

/** The lifecycle files as local files, with the content the double serves. */
const LOCAL = mkdtempSync(path.join(tmpdir(), 'k3s-guard-e2e-lifecycle-'));
const LOCAL_EOL = path.join(LOCAL, 'eol.yaml');
writeFileSync(LOCAL_EOL, eolYaml());

const RUNS = {
  current: {
    checkout: { fixture: 'current', at: 'nixpkgs' },
    inputs: { 'nixpkgs-path': 'nixpkgs', now: '2025-05-10' },
  },
  currentNeverFails: {
    checkout: { fixture: 'current', at: 'nixpkgs' },
    inputs: { 'nixpkgs-path': 'nixpkgs', now: '2025-05-10', 'fail-on': 'never' },
  },
  currentLocalLifecycle: {
    checkout: { fixture: 'current', at: 'nixpkgs' },
    inputs: {
      'nixpkgs-path': 'nixpkgs',
      now: '2025-05-10',
      'kubernetes-schedule': SCHEDULE_YAML,
      'kubernetes-eol': LOCAL_EOL,
    },
  },
  currentDryRun: {
    checkout: { fixture: 'current', at: 'nixpkgs' },
    inputs: { 'nixpkgs-path': 'nixpkgs', now: '2025-05-10', 'dry-run': 'true', mode: 'audit' },
    env: { GITHUB_REPOSITORY: 'NixOS/nixpkgs' },
  },
  y2023: {
    checkout: { fixture: '2023', at: '' },
    inputs: { now: '2023-05-29', 'nixpkgs-repository': NIXPKGS_2023_05 },
  },
  y2023Kept: {
    checkout: { fixture: '2023', at: '' },
    inputs: {
      now: '2023-05-29',
      'nixpkgs-repository': NIXPKGS_2023_05,
      keep: '# pinned for downstream users\n1.26: Rancher 2.7 supports at most 1.26\n',
    },
  },
  single: {
    checkout: { fixture: 'single', at: 'nixpkgs' },
    inputs: { 'nixpkgs-path': 'nixpkgs', now: '2022-09-15', 'nixpkgs-repository': NIXPKGS_2022_09 },
  },
  singleBeforeNext: {
    checkout: { fixture: 'single', at: 'nixpkgs' },
    inputs: {
      'nixpkgs-path': 'nixpkgs',
      now: '2022-09-15',
      'nixpkgs-repository': NIXPKGS_2022_09,
      'k3s-backport-through': 'before-next',
    },
  },
  singleRetired: {
    checkout: { fixture: 'single', at: 'nixpkgs' },
    inputs: { 'nixpkgs-path': 'nixpkgs', now: '2023-03-01', 'nixpkgs-repository': NIXPKGS_EMPTY },
  },
  badVersion: {
    checkout: { fixture: 'bad-version', at: 'nixpkgs' },
    inputs: { 'nixpkgs-path': 'nixpkgs', now: '2025-05-10' },
  },
  badMode: { checkout: { fixture: 'current', at: '' }, inputs: { mode: 'nope' } },
  badFailOn: { checkout: { fixture: 'current', at: '' }, inputs: { 'fail-on': 'sometimes' } },
  badNow: { checkout: { fixture: 'current', at: '' }, inputs: { now: '2025-02-30' } },
  badRepository: { checkout: { fixture: 'current', at: '' }, inputs: { 'k3s-upstream-repository': 'k3s' } },
} satisfies Record<string, RunSpec>;

type RunName = keyof typeof RUNS;

let double: GitHubDouble;
let apiUrl: string;
const results = new Map<RunName, ActionRun>();

function result(name: RunName): ActionRun {
  const run = results.get(name);
  if (!run) throw new Error(`run ${name} did not happen`);
  return run;
}

function findings(name: RunName): FindingJson[] {
  const text = result(name).outputs.findings;
  if (text === undefined) throw new Error(`run ${name} set no findings output:\n${result(name).stdout}`);
  return JSON.parse(text) as FindingJson[];
}

/** Runs whose inputs the action refuses. */
function isRejected(name: RunName): boolean {
  return ['badMode', 'badFailOn', 'badNow', 'badRepository'].includes(name);
}

function requestsOf(name: RunName): RecordedRequest[] {
  return double.requests.filter((r) => r.headers.authorization === `token ${TOKENS.get(name)}`);
}

beforeAll(async () => {
  double = new GitHubDouble();
  serveUpstream(double);
  serveNixpkgs(double);
  installIssueRoutes(double);
  apiUrl = await double.start();
  await Promise.all(
    (Object.entries(RUNS) as Array<[RunName, RunSpec]>).map(async ([name, spec]) => {
      const inputs = { 'github-token': tokenFor(name), ...spec.inputs };
      results.set(name, await runAction({ ...spec, inputs, apiUrl, bundle: true }));
    }),
  );
  // A guard against a hang, not a measure: with its 14 runs of the bundle, two at a time, the file took 16 s alone
  // on a 2-core machine that others were using too (their load 4 to 7), and 25 s beside two busy processes more
  // (2026-12-05, npm run test:loaded -- --each); this is eleven times the first.
}, 180_000);

afterAll(async () => {
  await double?.stop();
  rmSync(LOCAL, { recursive: true, force: true });
});

// ------------------------------------------------------------------ findings per layout

describe('findings of a checkout in each layout', () => {
  const cases: Array<{ run: RunName; layout: string; exitCode: number; status: string; expected: () => Shape[] }> = [
    {
      run: 'current',
      layout: 'per-minor versions.nix (master, 2025-05-10)',
      exitCode: 1,
      status: 'findings',
      expected: () => [
        // 24.11's default is 1.31: nobody upgrading from stable needs 1.30.
        ['master', 'minor-superseded', '1.30', 'error', ...CURRENT.v130],
        // 1.33.0+k3s1 went out on 2025-04-30; supported, newer than 1.30, not packaged.
        ['master', 'minor-missing', '1.33', 'error', ...CURRENT.alias],
        // 1.30 is behind (1.30.12+k3s1, 04-23), but a minor that must go is not told to take its patch.
        ['master', 'patch-behind', '1.31', 'warning', ...CURRENT.v131], // 1.31.8+k3s1 (04-27)
        ['master', 'patch-behind', '1.32', 'warning', ...CURRENT.v132], // 1.32.4+k3s1 (04-11)
        // release-24.11 is supported; 25.05 has not branched off, so its path ends at master's newest minor 1.32.
        ['release-24.11', 'backport-missing', '1.32', 'error', ...GENERATED.alias],
        ['release-24.11', 'patch-behind', '1.30', 'warning', ...GENERATED.version('1.30')],
        ['release-24.11', 'patch-behind', '1.31', 'warning', ...GENERATED.version('1.31')],
        // Not decided, said as notices: these trees have no release notes, and the double serves no release tag.
        [
          'master',
          'release-note-missing',
          undefined,
          'notice',
          'nixos/doc/manual/release-notes/rl-2505.section.md',
          undefined,
        ],
        // POLICY 2.2: the double serves no channel.yaml of k3s, so the newest minor stands in, said once.
        ['master', 'default-not-newest', undefined, 'notice', undefined, undefined],
        ['release-24.11', 'default-changed', undefined, 'notice', undefined, undefined],
      ],
    },
    {
      run: 'y2023',
      layout: 'per-minor default.nix (release-23.05 before its release, 2023-05-29)',
      exitCode: 1,
      status: 'findings',
      expected: () => [
        // Branch-off checklist: one minor per release.
        ['release-23.05', 'extra-at-release', '1.26', 'error', ...Y2023.v126],
        ['release-23.05', 'patch-behind', '1.27', 'warning', ...Y2023.v127], // 1.27.2+k3s1 (05-26)
        // master holds the same tree; 22.11's default 1.25 supersedes neither minor.
        ['master', 'patch-behind', '1.27', 'warning', ...Y2023.v127],
        // 23.05 has branched off, so 22.11's path reaches release-23.05's default 1.27.
        ['release-22.11', 'backport-missing', '1.26', 'error', ...GENERATED.alias],
        ['release-22.11', 'backport-missing', '1.27', 'error', ...GENERATED.alias],
        ['release-22.11', 'patch-behind', '1.25', 'warning', ...GENERATED.version('1.25')], // 1.25.9+k3s1
        // Not decided, said as notices: these trees have no aliases.nix, and the double serves no release tag.
        // master is release-23.05, the release branched off last: nothing for rl-2311 to announce (POLICY 2.1).
        ['master', 'removal-unannounced', undefined, 'notice', undefined, undefined],
        // POLICY 2.2: the double serves no channel.yaml of k3s, so the newest minor stands in, said once.
        ['master', 'default-not-newest', undefined, 'notice', undefined, undefined],
        ['release-23.05', 'release-default-not-newest', undefined, 'notice', undefined, undefined],
        ['release-22.11', 'default-changed', undefined, 'notice', undefined, undefined],
      ],
    },
    {
      run: 'y2023Kept',
      layout: 'per-minor default.nix with 1.26 kept',
      exitCode: 0,
      status: 'findings',
      expected: () => [
        ['release-23.05', 'extra-at-release', '1.26', 'notice', ...Y2023.v126],
        ['release-23.05', 'patch-behind', '1.27', 'warning', ...Y2023.v127],
        ['master', 'patch-behind', '1.27', 'warning', ...Y2023.v127],
        ['release-22.11', 'backport-missing', '1.26', 'error', ...GENERATED.alias],
        ['release-22.11', 'backport-missing', '1.27', 'error', ...GENERATED.alias],
        ['release-22.11', 'patch-behind', '1.25', 'warning', ...GENERATED.version('1.25')],
        // Not decided, said as notices: these trees have no aliases.nix, and the double serves no release tag.
        // master is release-23.05, the release branched off last: nothing for rl-2311 to announce (POLICY 2.1).
        ['master', 'removal-unannounced', undefined, 'notice', undefined, undefined],
        // POLICY 2.2: the double serves no channel.yaml of k3s, so the newest minor stands in, said once.
        ['master', 'default-not-newest', undefined, 'notice', undefined, undefined],
        ['release-23.05', 'release-default-not-newest', undefined, 'notice', undefined, undefined],
        ['release-22.11', 'default-changed', undefined, 'notice', undefined, undefined],
      ],
    },
    {
      run: 'single',
      layout: 'single k3s/default.nix (release-22.05 supported, 2022-09-15)',
      exitCode: 1,
      status: 'findings',
      expected: () => [
        ['release-22.05', 'patch-behind', '1.23', 'warning', ...SINGLE.version], // 1.23.10+k3s1 (08-26)
        // master packages 1.24 (22.11 has not branched off): users of 22.05 need 1.24 to get there.
        ['release-22.05', 'backport-missing', '1.24', 'error', ...SINGLE.alias],
        // Not decided, said as notices: these trees have no release notes or aliases.nix, and the double serves no release tag.
        [
          'master',
          'release-note-missing',
          undefined,
          'notice',
          'nixos/doc/manual/release-notes/rl-2211.section.md',
          undefined,
        ],
        ['master', 'removal-unannounced', undefined, 'notice', undefined, undefined],
        // POLICY 2.2: the double serves no channel.yaml of k3s, so the newest minor stands in, said once.
        ['master', 'default-not-newest', undefined, 'notice', undefined, undefined],
        ['release-22.05', 'default-changed', undefined, 'notice', undefined, undefined],
      ],
    },
    {
      run: 'singleBeforeNext',
      layout: 'single, backport-through before-next (the path stops before 1.24)',
      exitCode: 0,
      status: 'findings',
      expected: () => [
        ['release-22.05', 'patch-behind', '1.23', 'warning', ...SINGLE.version],
        // Not decided, said as notices: these trees have no release notes or aliases.nix, and the double serves no release tag.
        [
          'master',
          'release-note-missing',
          undefined,
          'notice',
          'nixos/doc/manual/release-notes/rl-2211.section.md',
          undefined,
        ],
        ['master', 'removal-unannounced', undefined, 'notice', undefined, undefined],
        // POLICY 2.2: the double serves no channel.yaml of k3s, so the newest minor stands in, said once.
        ['master', 'default-not-newest', undefined, 'notice', undefined, undefined],
        ['release-22.05', 'default-changed', undefined, 'notice', undefined, undefined],
      ],
    },
    {
      run: 'singleRetired',
      layout: 'single, release-22.05 after its end of support (2023-03-01)',
      exitCode: 0,
      status: 'clean',
      expected: () => [['release-22.05', 'branch-retired', undefined, 'notice', undefined, undefined]],
    },
  ];

  test.each(cases)('$layout', ({ run, exitCode, status, expected }) => {
    const outcome = result(run);
    expect(sorted(findings(run).map(shape))).toEqual(sorted(expected()));
    expect(outcome.outputs.status).toBe(status);
    expect(outcome.code).toBe(exitCode);
    expect(outcome.stderr).toBe('');
  });

  test('the kept minor quotes its reason instead of failing the job', () => {
    const kept = findings('y2023Kept').find((f) => f.rule === 'extra-at-release');
    expect(kept?.message).toContain('Rancher 2.7 supports at most 1.26');
    expect(result('y2023Kept').stdout).not.toMatch(/^::error::/m);
  });

  test('only the outputs action.yml declares are set, and findings is a JSON array in the documented key order', () => {
    const keyOrder = [
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
    for (const run of ['current', 'y2023', 'single', 'singleRetired'] as const) {
      expect(Object.keys(ACTION_YAML.outputs)).toEqual(expect.arrayContaining(Object.keys(result(run).outputs)));
      for (const finding of findings(run)) {
        const keys = Object.keys(finding);
        expect(keys).toEqual(keyOrder.filter((key) => keys.includes(key)));
        expect(finding.message.length).toBeGreaterThan(0);
        // packages defaults to k3s: every finding is k3s's.
        expect(finding).toHaveProperty('family', 'k3s');
      }
    }
  });
});

// ------------------------------------------------------------------ the job: annotations, summary, exit code

describe('the job', () => {
  test('fail-on error: exit code 1, an annotation per work item of the audited branch, each fix once, on its file and line, and one failure line', () => {
    const run = result('current');
    const own = findings('current').filter((f) => f.branch === 'master');
    const rank = { error: 0, warning: 1, notice: 2 } as Record<string, number>;
    // Each item once, however many rules speak of it: its one fix, on the line of its first finding that has one.
    const items = new Map<string, FindingJson[]>();
    for (const finding of own) {
      const key = finding.item?.subject ?? '';
      items.set(key, [...(items.get(key) ?? []), finding]);
    }
    for (const [subject, held] of items) {
      if (subject === '') continue;
      const worst = [...held].sort((a, b) => rank[a.severity] - rank[b.severity])[0].severity;
      const placed = held.find((f) => f.file !== undefined);
      const where = placed
        ? `,file=nixpkgs/${escapeRegExp(placed.file!)}${placed.line === undefined ? '' : `,line=${placed.line}`}`
        : '';
      const rules = [...new Set(held.map((f) => f.rule))].join('%2C ');
      const annotation = new RegExp(
        `^::${worst} title=k3s ${escapeRegExp(rules)}${where}::${escapeRegExp(held[0].item!.fix)}( \\(.*\\))?$`,
        'm',
      );
      expect(run.stdout).toMatch(annotation);
    }
    const annotations = run.stdout
      .split('\n')
      .filter((line) => /^::(error|warning|notice) title=k3s .*file=/.test(line));
    expect(annotations).toHaveLength([...items.keys()].filter((subject) => subject !== '').length);
    // No fix is said twice, whatever number of rules ask for it.
    const fixes = annotations.map((line) => line.slice(line.indexOf('::', 2) + 2).replace(/ \(.*\)$/, ''));
    expect(new Set(fixes).size).toBe(fixes.length);
    const failures = run.stdout.split('\n').filter((line) => line.startsWith('::error::'));
    expect(failures).toEqual([expect.stringMatching(/^::error::k3s policy: 2 error\(s\) .*fail-on: error/)]);
  });

  test('fail-on never: exit code 0 with the same findings', () => {
    const run = result('currentNeverFails');
    expect(run.code).toBe(0);
    expect(run.stdout).not.toMatch(/^::error::/m);
    expect(sorted(findings('currentNeverFails').map(shape))).toEqual(sorted(findings('current').map(shape)));
    expect(run.outputs.status).toBe('findings');
  });

  test('local lifecycle files: the same findings, and kubernetes/website is never asked', () => {
    const run = result('currentLocalLifecycle');
    expect(run.code).toBe(1);
    expect(sorted(findings('currentLocalLifecycle').map(shape))).toEqual(sorted(findings('current').map(shape)));
    expect(requestsOf('currentLocalLifecycle').filter((r) => r.path.includes('kubernetes/website'))).toEqual([]);
    expect(requestsOf('current').filter((r) => r.path.includes('kubernetes/website'))).toHaveLength(2);
    // Named by its base name: it lies outside the workspace, and no path of the runner's disk is shown.
    expect(run.stdout).toContain(`local file ${path.basename(LOCAL_EOL)}`);
    expect(run.stdout).not.toContain(LOCAL);
  });

  test('annotations of a checkout at the workspace root name the file as is', () => {
    const line = Y2023.v126[1];
    expect(result('y2023').stdout).toMatch(
      new RegExp(`^::error [^:]*file=${escapeRegExp(Y2023.v126[0])},line=${line}[,:]`, 'm'),
    );
  });

  test('the job summary holds the Markdown report: each branch, a table of minors, the findings and a mermaid timeline', () => {
    const summary = result('current').summary;
    expect(summary).toMatch(/^# /m);
    expect(summary).toContain('2025-05-10');
    expect(summary).toMatch(/^## .*master/m);
    expect(summary).toMatch(/^## .*release-24\.11/m);
    // A Markdown table: a header row, then its separator row.
    expect(summary).toMatch(/^\|.*\|\n\|( *:?-+:? *\|)+$/m);
    for (const attr of ['k3s_1_30', 'k3s_1_31', 'k3s_1_32'])
      expect(summary).toMatch(new RegExp(`^\\|.*${attr}.*\\|$`, 'm'));
    for (const finding of findings('current')) expect(summary).toContain(finding.rule);
    const mermaid = /```mermaid\n([\s\S]*?)\n```/.exec(summary);
    expect(mermaid?.[1]).toMatch(/^gantt/);
  });

  test('dry-run with a repository: the dashboard issues are looked up, nothing is written, the summary says so', () => {
    const run = result('currentDryRun');
    expect(run.code).toBe(1);
    expect(run.summary).toMatch(/dry run/i);
    const own = requestsOf('currentDryRun');
    expect(own.some((r) => r.path.startsWith('/repos/NixOS/nixpkgs/issues'))).toBe(true);
    expect(own.filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

// ------------------------------------------------------------------ bad trees and bad inputs

describe('what cannot be read', () => {
  test('a tree with an unreadable version yields layout-unrecognized naming the file and line, and fails', () => {
    const run = result('badVersion');
    const unreadable = findings('badVersion').filter((f) => f.rule === 'layout-unrecognized');
    const versionsFile = `${K3S_DIR}/1_32/versions.nix`;
    expect(unreadable).toContainEqual(
      expect.objectContaining({
        severity: 'error',
        branch: 'master',
        file: versionsFile,
        line: lineOf('bad-version', versionsFile, /k3sVersion/),
      }),
    );
    expect(unreadable.find((f) => f.file === versionsFile)?.message).toContain(versionsFile);
    // Nothing about 1.32 passes as clean: it is not reported as packaged at its version.
    expect(findings('badVersion').filter((f) => f.attr === 'k3s_1_32' && f.packaged !== undefined)).toEqual([]);
    expect(run.outputs.status).toBe('findings');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(new RegExp(`^::error [^:]*file=nixpkgs/${escapeRegExp(versionsFile)},line=\\d+`, 'm'));
  });

  test.each([
    { run: 'badMode' as const, input: 'mode', accepted: ['auto', 'audit', 'feature-freeze', 'branch-off', 'pr-check'] },
    { run: 'badFailOn' as const, input: 'fail-on', accepted: ['error', 'warning', 'never'] },
    { run: 'badNow' as const, input: 'now', accepted: ['YYYY-MM-DD'] },
    { run: 'badRepository' as const, input: 'k3s-upstream-repository', accepted: ['owner/name'] },
  ])('an invalid $input fails with one line naming it, no stack trace, no request', ({ run, input, accepted }) => {
    const outcome = result(run);
    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toBe('');
    const lines = outcome.stdout.split('\n').filter((line) => line !== '' && !line.startsWith('::add-mask::'));
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatch(new RegExp(`^::error::Input "${input}": `));
    for (const word of accepted) expect(line).toContain(word);
    // A multi-line message would be escaped as %0A in the command.
    expect(line).not.toMatch(/%0A|\bat .*\.js:\d+/);
    expect(outcome.outputs).toEqual({});
    expect(requestsOf(run)).toEqual([]);
    expect(outcome.connections).toEqual([]);
  });
});

// ------------------------------------------------------------------ secrets and the network

describe('secrets and the network', () => {
  test('the token is masked before anything else is printed and appears nowhere else', () => {
    for (const [name, run] of results) {
      const token = TOKENS.get(name)!;
      const lines = run.stdout.split('\n');
      const mentions = lines.filter((line) => line.includes(token));
      if (isRejected(name)) {
        // Rejected before the token was even read: it is not printed at all.
        expect(mentions).toEqual([]);
      } else {
        expect(lines[0]).toBe(`::add-mask::${token}`);
        expect(mentions).toEqual([`::add-mask::${token}`]);
      }
      expect(run.stderr).not.toContain(token);
      expect(run.summary).not.toContain(token);
      expect(JSON.stringify(run.outputs)).not.toContain(token);
    }
  });

  test('the token given as input is the one sent to the API', () => {
    const ran = (Object.keys(RUNS) as RunName[]).filter((name) => !isRejected(name));
    for (const name of ran) expect(requestsOf(name).length).toBeGreaterThan(0);
    // Every request the double saw carried one of the runs' tokens.
    const tokens = new Set([...TOKENS.values()].map((token) => `token ${token}`));
    expect(double.requests.filter((r) => !tokens.has(String(r.headers.authorization)))).toEqual([]);
  });

  test('every connection went to the double (none to api.github.com), and nothing was written', () => {
    const host = new URL(apiUrl).host;
    for (const [, run] of results) {
      for (const connection of run.connections) {
        const [kind, target] = connection.split(' ') as [string, string];
        if (kind === 'connect') expect(target).toBe(host);
        else expect(new URL(target).host).toBe(host);
      }
    }
    expect(result('current').connections.length).toBeGreaterThan(0);
    expect(double.writes()).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test(FITS_GITHUB, () => expectFitsGitHub(double.requests));
