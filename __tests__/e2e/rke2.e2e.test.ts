// The action (in this process) auditing rke2 (`packages: rke2`), run as
// a runner runs it against the GitHub double serving rancher/rke2's releases
// and the history of its channels.yaml, on dated nixpkgs states in both of
// rke2's layouts (POLICY-rke2.md; docs/POLICY-rke2.md tells the same days).
//
// The expected findings are worked out by hand from POLICY-rke2.md, the
// upstream of support/rke2Data.ts (latestOn(), STABLE_CHANNEL), the Kubernetes
// end of life of support/upstreamData.ts (1.27 2024-06-28, 1.28 2024-10-28,
// 1.30 2025-06-28, 1.31 2025-10-28) and the NixOS calendar: 24.05 released
// 2024-05-31, supported to 2024-12-31; 25.05 released 2025-05-23, supported
// to 2025-12-31; 25.11 branches off in November 2025.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { GitHubDouble } from '../double/githubDouble.js';
import { runAction, type ActionRun } from './support/actionProcess.js';
import {
  ALIASES,
  channelFoldersTree,
  latestOn,
  perMinorTree,
  RKE2_DEFAULT,
  RKE2_DIR,
  serveRke2Upstream,
  type PerMinorTree,
} from './support/rke2Data.js';
import { serveBranch, serveUpstream } from './support/upstreamData.js';
import { expectFitsGitHub, FITS_GITHUB } from '../contract/githubContract.js';

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  minor?: string;
  attr?: string;
  message: string;
  file?: string;
  line?: number;
  family?: string;
}

const double = new GitHubDouble();

// ------------------------------------------------------------------ nixpkgs on each day

/** Four active minors at their newest patch of `day`. */
const upToDate = (day: string, minors: string[]): Record<string, string> =>
  Object.fromEntries(minors.map((m) => [m, latestOn(m, day)]));

/** 25.05 as released (tag 25.05, 2025-05-23): 1.30-1.33, rke2_stable at the channel's 1.31. */
const TAG_25_05: PerMinorTree = {
  nixosVersion: '25.05',
  minors: upToDate('2025-05-23', ['1.30', '1.31', '1.32', '1.33']),
  stable: '1.31',
  latest: '1.33',
};

/** release-25.05 on `day`: the tag's minors at that day's patches, 1.30 marked once it is past its end of life. */
const release2505 = (day: string, overrides: Partial<PerMinorTree> = {}): PerMinorTree => ({
  ...TAG_25_05,
  minors: upToDate(day, ['1.30', '1.31', '1.32', '1.33']),
  marked: { '1.30': '2025-06-28' },
  ...overrides,
});

/** master on 2025-07-10: 1.30 removed after its end of life (2025-06-28). */
const master20250710 = (thrown: boolean): PerMinorTree => ({
  nixosVersion: '25.11',
  minors: upToDate('2025-07-10', ['1.31', '1.32', '1.33']),
  stable: '1.31',
  latest: '1.33',
  ...(thrown ? { thrown: { '1.30': '2025-07-01' } } : {}),
});

/** release-24.05 in the older layout, as released: stable/ 1.28, latest/ 1.29, testing/ a 1.29 release candidate. */
const release2405 = (day: string, overrides: { stable?: string; marked?: boolean } = {}) =>
  channelFoldersTree({
    nixosVersion: '24.05',
    channels: {
      stable: overrides.stable ?? latestOn('1.28', day),
      latest: latestOn('1.29', day),
      testing: '1.29.99-rc1+rke2r1',
    },
    marked: {
      testing: '2024-05-01',
      ...(overrides.marked ? { stable: '2024-10-28' } : {}),
    },
  });

/** Each scenario's nixpkgs under a repository of its own (input nixpkgs-repository), so one double serves all. */
function serveNixpkgs(): void {
  serveBranch(double, 'rke2-2025-09-10/nixpkgs', 'release-25.05', perMinorTree(release2505('2025-09-10')));
  serveBranch(double, 'rke2-2025-09-10/nixpkgs', '25.05', perMinorTree(TAG_25_05));
  serveBranch(double, 'rke2-2025-09-10/nixpkgs', 'master', perMinorTree(masterOn20250910()));
  serveBranch(double, 'rke2-2025-07-10/nixpkgs', 'release-25.05', perMinorTree(release2505('2025-07-10')));
  serveBranch(double, 'rke2-2025-07-10/nixpkgs', '25.05', perMinorTree(TAG_25_05));
  serveBranch(double, 'rke2-2025-07-10/nixpkgs', 'master', perMinorTree(master20250710(true)));
  serveBranch(double, 'rke2-2024/nixpkgs', 'release-24.05', release2405('2024-11-01'));
  serveBranch(double, 'rke2-2024/nixpkgs', '24.05', release2405('2024-05-31'));
  serveBranch(double, 'rke2-2024/nixpkgs', 'master', masterOn20241101());
}

/** master on 2025-09-10: 1.34 (out 2025-08-27) added, rke2_latest left on rke2_1_33. */
function masterOn20250910(): PerMinorTree {
  return {
    nixosVersion: '25.11',
    minors: upToDate('2025-09-10', ['1.31', '1.32', '1.33', '1.34']),
    stable: '1.32',
    latest: '1.33',
    thrown: { '1.30': '2025-07-01' },
  };
}

/**
 * master on 2024-11-01 in the older layout: stable/ still at 1.28 (end of life 2024-10-28) while the channel
 * moved to 1.29 on 2024-10-20, latest/ at 1.29; 1.30 and 1.31 have no attribute of their own.
 */
function masterOn20241101(): Record<string, string> {
  return channelFoldersTree({
    nixosVersion: '24.11',
    channels: { stable: latestOn('1.28', '2024-11-01'), latest: latestOn('1.29', '2024-11-01') },
  });
}

// ------------------------------------------------------------------ the runs

interface Scenario {
  day: string;
  branch: string;
  repository: string;
  checkout: Record<string, string>;
}

const SCENARIOS = {
  'master, a new minor without moving rke2_latest': {
    day: '2025-09-10',
    branch: 'master',
    repository: 'rke2-2025-09-10/nixpkgs',
    checkout: perMinorTree(masterOn20250910()),
  },
  'master, an EOL minor removed with its throw': {
    day: '2025-07-10',
    branch: 'master',
    repository: 'rke2-2025-07-10/nixpkgs',
    checkout: perMinorTree(master20250710(true)),
  },
  'master, an EOL minor removed without its throw': {
    day: '2025-07-10',
    branch: 'master',
    repository: 'rke2-2025-07-10/nixpkgs',
    checkout: perMinorTree(master20250710(false)),
  },
  'release, an EOL minor marked': {
    day: '2025-07-10',
    branch: 'release-25.05',
    repository: 'rke2-2025-07-10/nixpkgs',
    checkout: perMinorTree(release2505('2025-07-10')),
  },
  'release, an EOL minor not marked': {
    day: '2025-07-10',
    branch: 'release-25.05',
    repository: 'rke2-2025-07-10/nixpkgs',
    checkout: perMinorTree(release2505('2025-07-10', { marked: {} })),
  },
  'release, a new minor added': {
    day: '2025-09-10',
    branch: 'release-25.05',
    repository: 'rke2-2025-09-10/nixpkgs',
    checkout: perMinorTree(
      release2505('2025-09-10', { minors: upToDate('2025-09-10', ['1.30', '1.31', '1.32', '1.33', '1.34']) }),
    ),
  },
  'release, rke2_stable changed': {
    day: '2025-09-10',
    branch: 'release-25.05',
    repository: 'rke2-2025-09-10/nixpkgs',
    checkout: perMinorTree(release2505('2025-09-10', { stable: '1.32' })),
  },
  'older layout, master with stable/ behind the channel': {
    day: '2024-11-01',
    branch: 'master',
    repository: 'rke2-2024/nixpkgs',
    checkout: masterOn20241101(),
  },
  'older layout, release with its EOL stable/ not marked': {
    day: '2024-11-01',
    branch: 'release-24.05',
    repository: 'rke2-2024/nixpkgs',
    checkout: release2405('2024-11-01'),
  },
  'older layout, release with its EOL stable/ marked': {
    day: '2024-11-01',
    branch: 'release-24.05',
    repository: 'rke2-2024/nixpkgs',
    checkout: release2405('2024-11-01', { marked: true }),
  },
  'older layout, release with stable/ moved to the channel': {
    day: '2024-11-01',
    branch: 'release-24.05',
    repository: 'rke2-2024/nixpkgs',
    checkout: release2405('2024-11-01', { stable: latestOn('1.29', '2024-11-01') }),
  },
} satisfies Record<string, Scenario>;
type Name = keyof typeof SCENARIOS;

const runs = new Map<Name, ActionRun>();

beforeAll(async () => {
  serveUpstream(double);
  serveRke2Upstream(double);
  serveNixpkgs();
  const apiUrl = await double.start();
  await Promise.all(
    (Object.entries(SCENARIOS) as Array<[Name, Scenario]>).map(async ([name, scenario]) => {
      runs.set(
        name,
        await runAction({
          apiUrl,
          checkout: { files: scenario.checkout, at: 'nixpkgs' },
          inputs: {
            'github-token': 'ghs_e2e_rke2',
            'nixpkgs-path': 'nixpkgs',
            'nixpkgs-repository': scenario.repository,
            packages: 'rke2',
            branch: scenario.branch,
            now: scenario.day,
            mode: 'audit',
            'fail-on': 'never',
          },
        }),
      );
    }),
  );
}, 90_000);

afterAll(async () => {
  await double.stop();
});

/** The findings of the audited branch: [rule, severity, attr]. */
function findings(name: Name): Array<[string, string, string | undefined]> {
  const run = runs.get(name)!;
  expect({ code: run.code, stderr: run.stderr }).toEqual({ code: 0, stderr: '' });
  const all = JSON.parse(run.outputs.findings) as FindingJson[];
  for (const finding of all) expect(finding.family).toBe('rke2');
  return all
    .filter((f) => f.branch === SCENARIOS[name].branch)
    .map((f): [string, string, string | undefined] => [f.rule, f.severity, f.attr]);
}

const finding = (name: Name, rule: string): FindingJson =>
  (JSON.parse(runs.get(name)!.outputs.findings) as FindingJson[]).find(
    (f) => f.rule === rule && f.branch === SCENARIOS[name].branch,
  )!;

describe('master, in the per-minor layout', () => {
  test('2025-09-10: rke2_1_34 added but rke2_latest left on rke2_1_33', () => {
    expect(findings('master, a new minor without moving rke2_latest')).toEqual([
      ['channel-alias-behind', 'warning', 'rke2_latest'],
    ]);
    expect(finding('master, a new minor without moving rke2_latest', 'channel-alias-behind')).toMatchObject({
      file: RKE2_DEFAULT,
      message: expect.stringContaining(
        'the newest packaged minor is rke2_1_34 (the update script of rke2_1_34 sets the channel aliases). ' +
          'Point rke2_latest to rke2_1_34',
      ),
    });
  });

  test('2025-07-10: rke2_1_30 removed after its end of life, with its throw in aliases.nix: nothing to say', () => {
    expect(findings('master, an EOL minor removed with its throw')).toEqual([]);
  });

  test('2025-07-10: rke2_1_30 removed without a throw, while NixOS 25.05 packages it', () => {
    expect(findings('master, an EOL minor removed without its throw')).toEqual([
      ['removal-unannounced', 'error', 'rke2_1_30'],
    ]);
    expect(finding('master, an EOL minor removed without its throw', 'removal-unannounced')).toMatchObject({
      file: ALIASES,
    });
  });
});

describe('release-25.05 (supported), in the per-minor layout, against the tag 25.05', () => {
  test('2025-07-10: rke2_1_30 past its end of life and marked: a notice', () => {
    expect(findings('release, an EOL minor marked')).toEqual([['minor-eol', 'notice', 'rke2_1_30']]);
  });

  test('2025-07-10: rke2_1_30 past its end of life, not marked: mark it, do not remove it', () => {
    expect(findings('release, an EOL minor not marked')).toEqual([['minor-eol', 'warning', 'rke2_1_30']]);
    expect(finding('release, an EOL minor not marked', 'minor-eol').message).toContain(
      'do not remove it from release-25.05; mark it and',
    );
    expect(finding('release, an EOL minor not marked', 'minor-eol').message).toContain(
      `Mark rke2_1_30 with meta.knownVulnerabilities in ${RKE2_DIR}/default.nix.`,
    );
  });

  test('2025-09-10: rke2_1_34 added to the release', () => {
    expect(findings('release, a new minor added')).toEqual([
      ['minor-added-on-stable', 'error', 'rke2_1_34'],
      ['minor-eol', 'notice', 'rke2_1_30'],
    ]);
    expect(finding('release, a new minor added', 'minor-added-on-stable')).toMatchObject({
      file: `${RKE2_DIR}/1_34/versions.nix`,
      line: 2,
    });
  });

  test('2025-09-10: rke2_stable moved from rke2_1_31 to rke2_1_32 on the release', () => {
    expect(findings('release, rke2_stable changed')).toEqual([
      ['default-changed', 'error', 'rke2_stable'],
      ['minor-eol', 'notice', 'rke2_1_30'],
    ]);
    expect(finding('release, rke2_stable changed', 'default-changed').message).toContain(
      'NixOS 25.05 was released (tag 25.05) with it at rke2 1.31',
    );
  });
});

describe('the older layout: stable/, latest/ and testing/ folders', () => {
  test('master on 2024-11-01: stable/ behind the channel (1.29 since 2024-10-20) and past its end of life', () => {
    // Today's policy on that day's layout: 1.30 and 1.31 have no rke2_1_XX attribute.
    expect(findings('older layout, master with stable/ behind the channel')).toEqual([
      ['minor-eol', 'error', 'rke2_stable'],
      ['minor-missing', 'error', 'rke2_1_30'],
      ['minor-missing', 'error', 'rke2_1_31'],
      ['channel-alias-behind', 'warning', 'rke2_stable'],
    ]);
    expect(finding('older layout, master with stable/ behind the channel', 'channel-alias-behind').message).toContain(
      `Update ${RKE2_DIR}/stable/versions.nix to rke2 1.29.`,
    );
  });

  test.each([
    ['not marked', 'older layout, release with its EOL stable/ not marked', 'warning'],
    ['marked', 'older layout, release with its EOL stable/ marked', 'notice'],
  ] as const)(
    'release-24.05 on 2024-11-01: rke2_stable packages 1.28, past its end of life, %s',
    (_how, name, severity) => {
      expect(findings(name)).toEqual([['minor-eol', severity, 'rke2_stable']]);
    },
  );

  test('release-24.05 on 2024-11-01: stable/ moved to 1.29 drops 1.28 from the release and moves rke2_stable', () => {
    expect(findings('older layout, release with stable/ moved to the channel')).toEqual([
      ['minor-removed-on-stable', 'error', 'rke2_1_28'],
      ['default-changed', 'error', 'rke2_stable'],
    ]);
  });
});

test("every run read rancher/rke2's releases and its channels.yaml as it stood on the day", () => {
  const channelReads = double.requests.filter(
    (r) => r.path === '/repos/rancher/rke2/commits' && r.query.get('path') === 'channels.yaml',
  );
  const days = [...new Set(channelReads.map((r) => r.query.get('until')?.slice(0, 10)))].sort();
  expect(days).toEqual(['2024-11-01', '2025-07-10', '2025-09-10']);
  expect(double.requests.some((r) => r.path === '/repos/rancher/rke2/releases')).toBe(true);
  // rke2 alone: k3s's upstream is never asked.
  expect(double.requests.filter((r) => r.path.startsWith('/repos/k3s-io/'))).toEqual([]);
});

test(FITS_GITHUB, () => expectFitsGitHub(double.requests));
