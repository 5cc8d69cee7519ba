// POLICY.md version 2.1 on dated days of real nixpkgs history, end to end: the
// action runs as a runner starts it (in this process) on a checkout of the day
// (__tests__/fixtures/scenarios, in the formats nixpkgs used then; README there
// says which pull requests each tree follows), and reads the other branches,
// the release tags (D(R)), k3s releases and the Kubernetes lifecycle through
// the GitHub double. Each run audits every branch that matters that day.
//
// Dates used below (src/calendar/knownReleases.ts): 23.11 released 2023-11-29,
// EOS 2024-06-30; 24.05 FF 2024-05-01, BO 2024-05-22, REL 2024-05-31, EOS
// 2024-12-31; 24.11 FF 2024-10-25 (window from 2024-10-11), BO 2024-11-14, REL
// 2024-11-30, EOS 2025-06-30; 25.05 BO 2025-05-16, REL 2025-05-23. EOL days:
// support/upstreamData.ts KUBERNETES_EOL. Upstream releases: the recorded ones
// of support/upstreamData.ts (no 1.24-1.27 patch after mid-2023 in that data).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { GitHubDouble } from '../double/githubDouble.js';
import { runAction, type ActionRun } from './support/actionProcess.js';
import { ALL_PACKAGES, K3S_DIR, ROOT, filesOf, serveBranch, serveUpstream } from './support/upstreamData.js';
import { expectFitsGitHub, FITS_GITHUB } from '../contract/githubContract.js';

const SCENARIOS = path.join(ROOT, '__tests__', 'fixtures', 'scenarios');
const ALIASES = 'pkgs/top-level/aliases.nix';
const K3S_DEFAULT = `${K3S_DIR}/default.nix`;

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  minor?: string;
  attr?: string;
  message: string;
}

/** What a scenario asserts of each finding: where, which rule, how severe, about which minor and attribute. */
type Shape = [branch: string, rule: string, severity: string, minor?: string, attr?: string];
const shape = (f: FindingJson): Shape =>
  f.minor === undefined && f.attr === undefined
    ? [f.branch, f.rule, f.severity]
    : [f.branch, f.rule, f.severity, f.minor, f.attr];
const sorted = (shapes: Shape[]): string[] => shapes.map((s) => JSON.stringify(s)).sort();

/** A file of a scenario's ref, rewritten by `edit`: the what-if runs below change one fact of a real day. */
function edited(scenario: string, ref: string, file: string, edit: (text: string) => string): string {
  const text = readFileSync(path.join(SCENARIOS, scenario, ref, file), 'utf8');
  const result = edit(text);
  if (result === text) throw new Error(`the edit of ${scenario}/${ref}/${file} changed nothing`);
  return result;
}
const withoutLine = (pattern: RegExp) => (text: string) =>
  text
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');

/** k3s_1_28's block marked the way nixpkgs #372410 marked it: `(common ...).overrideAttrs { meta.knownVulnerabilities = ...; }`. */
const mark128 = (text: string): string =>
  text.replace(
    / {2}k3s_1_28 = common \(([\s\S]*?)\) extraArgs;\n/,
    (_, body: string) =>
      `  k3s_1_28 =\n    (common (${body}) extraArgs).overrideAttrs\n      {\n` +
      `        meta.knownVulnerabilities = [ "k3s_1_28 has reached end-of-life on 2024-10-28" ];\n      };\n`,
  );

interface Scenario {
  /** Folder under __tests__/fixtures/scenarios. */
  scenario: string;
  /** The ref folder that is the checkout (and the branch input). */
  checkout: string;
  now: string;
  /** Refs the double serves: ref -> folder of the scenario (or another scenario's, as `../name/ref`). */
  serve: Record<string, string>;
  edits?: Record<string, string | null>;
  inputs?: Record<string, string>;
}

const RUNS = {
  // master, heading for 24.05; current stable 23.11 (k3s = k3s_1_27, tag 23.11 as the branch).
  master20240209: {
    scenario: 'master-2024-02-09',
    checkout: 'master',
    now: '2024-02-09',
    // The tag 23.11 had the branch's minors and default (patch versions aside, which D(R) does not read).
    serve: { 'release-23.11': 'release-23.11', '23.11': 'release-23.11' },
  },
  // release-24.05 three days after branch-off; master heads for 24.11; 23.11 is still the current stable.
  release2405Pre: {
    scenario: 'release-24.05-2024-05-25',
    checkout: 'release-24.05',
    now: '2024-05-25',
    // release-23.11 as the February scenario has it: the scenario has no later tree of that branch.
    serve: {
      master: 'master',
      'release-23.11': '../master-2024-02-09/release-23.11',
      '23.11': '../master-2024-02-09/release-23.11',
    },
  },
  // What if master had dropped 1.27 and 1.28 three days after 24.05 branched off, with the throw for 1.27 only:
  // 1.28 is on release-24.05 alone (23.11 never had it), which is live (POLICY 2.1).
  master2405PreDropped: {
    scenario: 'release-24.05-2024-05-25',
    checkout: 'master',
    now: '2024-05-25',
    serve: {
      'release-24.05': 'release-24.05',
      'release-23.11': '../master-2024-02-09/release-23.11',
      '23.11': '../master-2024-02-09/release-23.11',
    },
    edits: {
      [`${K3S_DIR}/1_27`]: null,
      [`${K3S_DIR}/1_28`]: null,
      [ALL_PACKAGES]: edited('release-24.05-2024-05-25', 'master', ALL_PACKAGES, (text) =>
        text.replace('}) k3s_1_27 k3s_1_28 k3s_1_29 k3s_1_30;', '}) k3s_1_29 k3s_1_30;'),
      ),
      [ALIASES]: edited('release-24.05-2024-05-25', 'master', ALIASES, (text) =>
        text.replace(
          '  kak-lsp',
          `  k3s_1_27 = throw "'k3s_1_27' has been removed from nixpkgs as it has reached end of life"; # Added 2024-05-25\n  kak-lsp`,
        ),
      ),
    },
  },
  // release-24.05 supported; 24.11 not branched off: the path runs to master's newest minor.
  release2405Sep: {
    scenario: 'release-24.05-2024-09-06',
    checkout: 'release-24.05',
    now: '2024-09-06',
    serve: { master: 'master', '24.05': '24.05' },
  },
  // What if nixpkgs #316456 had removed 1.27 from master without its aliases.nix throw.
  master2024SepNoThrow: {
    scenario: 'release-24.05-2024-09-06',
    checkout: 'master',
    now: '2024-09-06',
    serve: { 'release-24.05': 'release-24.05', '24.05': '24.05' },
    edits: { [ALIASES]: edited('release-24.05-2024-09-06', 'master', ALIASES, withoutLine(/^\s*k3s_1_27 = throw/)) },
  },
  // master's 2024-09-06 tree (k3s held at 1.30 beside 1.31) on the eve of 24.11's feature-freeze window...
  masterHeldBeforeWindow: {
    scenario: 'release-24.05-2024-09-06',
    checkout: 'master',
    now: '2024-10-10',
    serve: { 'release-24.05': 'release-24.05', '24.05': '24.05' },
  },
  // ...and on its first day.
  masterHeldInWindow: {
    scenario: 'release-24.05-2024-09-06',
    checkout: 'master',
    now: '2024-10-11',
    serve: { 'release-24.05': 'release-24.05', '24.05': '24.05' },
  },
  // release-24.05 on its end-of-support day (still supported); 24.11 has branched off and is released.
  release2405Eos: {
    scenario: 'release-24.05-2024-12-31',
    checkout: 'release-24.05',
    now: '2024-12-31',
    serve: { 'release-24.11': 'release-24.11', '24.05': '24.05', '24.11': 'release-24.11' },
  },
  // The same day with k3s_1_28 marked on release-24.05, as nixpkgs #372410 marked it on 24.11 a week later.
  release2405EosMarked: {
    scenario: 'release-24.05-2024-12-31',
    checkout: 'release-24.05',
    now: '2024-12-31',
    serve: { 'release-24.11': 'release-24.11', '24.05': '24.05', '24.11': 'release-24.11' },
    edits: { [K3S_DEFAULT]: edited('release-24.05-2024-12-31', 'release-24.05', K3S_DEFAULT, mark128) },
  },
  // What if the 1.31 backport (nixpkgs #340037) had also pointed k3s at it: 24.05 shipped with 1.30.
  release2405DefaultChanged: {
    scenario: 'release-24.05-2024-12-31',
    checkout: 'release-24.05',
    now: '2024-12-31',
    serve: { 'release-24.11': 'release-24.11', '24.05': '24.05', '24.11': 'release-24.11' },
    edits: {
      [ALL_PACKAGES]: edited('release-24.05-2024-12-31', 'release-24.05', ALL_PACKAGES, (text) =>
        text.replace('k3s = k3s_1_30;', 'k3s = k3s_1_31;'),
      ),
    },
  },
  // The day after: 24.05 is retired.
  release2405Retired: {
    scenario: 'release-24.05-2024-12-31',
    checkout: 'release-24.05',
    now: '2025-01-01',
    serve: { 'release-24.11': 'release-24.11', '24.11': 'release-24.11' },
  },
  // release-25.05 four days after branch-off, 1.33 packaged but not the default (nixpkgs #405902).
  release2505Pre: {
    scenario: 'release-25.05-2025-05-20',
    checkout: 'release-25.05',
    now: '2025-05-20',
    serve: { master: 'master' },
  },
} satisfies Record<string, Scenario>;
type RunName = keyof typeof RUNS;

const results = new Map<RunName, ActionRun>();
let double: GitHubDouble;

beforeAll(async () => {
  double = new GitHubDouble();
  serveUpstream(double);
  const apiUrl = await double.start();
  await Promise.all(
    (Object.entries(RUNS) as Array<[RunName, Scenario]>).map(async ([name, run]) => {
      // One nixpkgs repository per run, so each run reads only its own day.
      const repository = `nixpkgs-${name.toLowerCase()}/nixpkgs`;
      for (const [ref, folder] of Object.entries(run.serve))
        serveBranch(double, repository, ref, filesOf(path.join(SCENARIOS, run.scenario, folder)));
      const result = await runAction({
        apiUrl,
        checkout: {
          fixture: path.join('..', 'scenarios', run.scenario, run.checkout),
          at: 'nixpkgs',
          edits: run.edits,
        },
        inputs: {
          'github-token': 'ghs_scenarioToken',
          'nixpkgs-path': 'nixpkgs',
          'nixpkgs-repository': repository,
          branch: run.checkout,
          now: run.now,
          ...run.inputs,
        },
      });
      results.set(name, result);
    }),
  );
}, 90_000);

afterAll(async () => {
  await double?.stop();
});

function findings(name: RunName): FindingJson[] {
  const run = results.get(name);
  if (run?.outputs.findings === undefined) throw new Error(`run ${name} set no findings:\n${run?.stdout}`);
  return JSON.parse(run.outputs.findings) as FindingJson[];
}

function expectFindings(name: RunName, expected: Shape[]): void {
  expect(sorted(findings(name).map(shape))).toEqual(sorted(expected));
  expect(results.get(name)?.stderr).toBe('');
}

/** release-24.05 and release-23.11 on 2024-05-25, audited beside master in either checkout. */
const RELEASES_2024_05_25: Shape[] = [
  ['release-24.05', 'extra-at-release', 'error', '1.27', 'k3s_1_27'], // besides the default 1.30
  ['release-24.05', 'extra-at-release', 'error', '1.28', 'k3s_1_28'], // besides 1.30
  ['release-24.05', 'extra-at-release', 'error', '1.29', 'k3s_1_29'], // besides 1.30
  ['release-24.05', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // 1.30.0 < 1.30.1+k3s1, published 16:00 UTC that day
  // POLICY 2.2: the channel of the branch-off day is not served, so S(24.05) is the newest minor, said once.
  ['release-24.05', 'release-default-not-newest', 'notice'],
  // No release-default-not-newest warning (1.30 is the newest on both branches), no eol-before-eos (EOL 2025-06-28 > EOS).
  // 24.05 has branched off: 23.11's path runs to 1.30, the default of release-24.05.
  ['release-23.11', 'backport-missing', 'error', '1.28', 'k3s_1_28'],
  ['release-23.11', 'backport-missing', 'error', '1.29', 'k3s_1_29'],
  ['release-23.11', 'backport-missing', 'error', '1.30', 'k3s_1_30'],
  ['release-23.11', 'minor-eol', 'warning', '1.24', 'k3s_1_24'], // not marked
  ['release-23.11', 'minor-eol', 'warning', '1.25', 'k3s_1_25'], // not marked
  ['release-23.11', 'minor-eol', 'warning', '1.26', 'k3s_1_26'], // EOL 2024-02-28, not marked
  ['release-23.11', 'patch-behind', 'warning', '1.25', 'k3s_1_25'], // < 1.25.9+k3s1
];

describe('master', () => {
  test('2024-02-09: 1.24-1.29 with k3s held at 1.28, before the feature-freeze window of 24.05 (opens 2024-04-17)', () => {
    expectFindings('master20240209', [
      ['master', 'minor-eol', 'error', '1.24', 'k3s_1_24'], // EOL 2023-07-28, still on master
      ['master', 'minor-eol', 'error', '1.25', 'k3s_1_25'], // EOL 2023-10-28
      ['master', 'minor-superseded', 'error', '1.24', 'k3s_1_24'], // older than 1.27, the default of 23.11
      ['master', 'minor-superseded', 'error', '1.25', 'k3s_1_25'], // older than 1.27
      ['master', 'minor-superseded', 'error', '1.26', 'k3s_1_26'], // older than 1.27
      ['master', 'eol-soon', 'warning', '1.26', 'k3s_1_26'], // EOL 2024-02-28, 19 days away
      ['master', 'default-not-newest', 'warning', '1.28', 'k3s'], // held at 1.28 beside 1.29, outside the window: a warning
      ['master', 'patch-behind', 'warning', '1.28', 'k3s_1_28'], // 1.28.5+k3s1 < 1.28.6+k3s2 (2024-02-05)
      ['master', 'release-note-missing', 'warning', '1.28', 'k3s_1_28'], // default 1.27 -> 1.28 and rl-2405 names no k3s yet
      ['master', 'default-not-newest', 'notice'], // POLICY 2.2: no k3s channel.yaml is served: the newest minor stands in
      // 24.05 has not branched off: 23.11's path runs to 1.29, master's newest.
      ['release-23.11', 'backport-missing', 'error', '1.28', 'k3s_1_28'], // 1.27 < 1.28 <= 1.29, not on 23.11
      ['release-23.11', 'backport-missing', 'error', '1.29', 'k3s_1_29'], // same path
      ['release-23.11', 'minor-eol', 'warning', '1.24', 'k3s_1_24'], // ended, kept on a release, not marked
      ['release-23.11', 'minor-eol', 'warning', '1.25', 'k3s_1_25'], // ended, not marked
      ['release-23.11', 'patch-behind', 'warning', '1.25', 'k3s_1_25'], // 1.25.3+k3s1 < 1.25.9+k3s1: kept on a release, so patched
      // No default-changed: D(23.11) from the tag is 1.27, as the branch has it.
    ]);
  });

  test('a removal from master with its aliases.nix throw is announced; without it, removal-unannounced', () => {
    const common: Shape[] = [
      ['master', 'minor-superseded', 'error', '1.28', 'k3s_1_28'], // older than 1.30, the default of 24.05
      ['master', 'minor-superseded', 'error', '1.29', 'k3s_1_29'], // older than 1.30
      ['master', 'release-note-missing', 'warning', '1.27', 'k3s_1_27'], // gone since #316456, rl-2411 does not say so
      ['master', 'default-not-newest', 'warning', '1.30', 'k3s'], // 1.31 packaged (#339264); the window opens 2024-10-11
      ['master', 'default-not-newest', 'notice'], // POLICY 2.2: no k3s channel.yaml is served: the newest minor stands in
      ['release-24.05', 'backport-missing', 'error', '1.31', 'k3s_1_31'], // 24.11 not branched: the path runs to 1.31
      ['release-24.05', 'minor-eol', 'warning', '1.27', 'k3s_1_27'], // EOL 2024-06-28, not marked
      ['release-24.05', 'patch-behind', 'warning', '1.28', 'k3s_1_28'], // 1.28.12+k3s1 < 1.28.13+k3s2 (2024-08-30)
      ['release-24.05', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // 1.30.3+k3s1 < 1.30.4+k3s1 (2024-08-22)
    ];
    // The real master (checkout release-24.05, master read through the API): 1.27 thrown, nothing more.
    expectFindings('release2405Sep', common);
    expectFindings('master2024SepNoThrow', [
      ...common,
      ['master', 'removal-unannounced', 'error', '1.27', 'k3s_1_27'], // on 24.05, gone from master, no throw left
    ]);
  });

  test('2024-05-25, three days after 24.05 branched off: a minor only release-24.05 packages leaves with a throw too', () => {
    expectFindings('master2405PreDropped', [
      ['master', 'removal-unannounced', 'error', '1.28', 'k3s_1_28'], // on release-24.05, gone, no throw (1.27 has one)
      ['master', 'release-note-missing', 'warning', '1.27', 'k3s_1_27'], // on release-24.05, gone, rl-2411 silent
      ['master', 'release-note-missing', 'warning', '1.28', 'k3s_1_28'], // same
      ['master', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // < 1.30.1+k3s1
      ['master', 'default-not-newest', 'notice'], // POLICY 2.2: no k3s channel.yaml is served: the newest minor stands in
      ...RELEASES_2024_05_25,
    ]);
  });

  test('k3s held back beside a newer minor: a warning the day before the feature-freeze window, an error on its first day', () => {
    const both: Shape[] = [
      ['master', 'minor-superseded', 'error', '1.28', 'k3s_1_28'], // older than 1.30, the default of 24.05
      ['master', 'minor-superseded', 'error', '1.29', 'k3s_1_29'], // older than 1.30
      ['master', 'release-note-missing', 'warning', '1.27', 'k3s_1_27'], // 1.27 gone, rl-2411 silent
      ['master', 'eol-soon', 'warning', '1.28', 'k3s_1_28'], // EOL 2024-10-28, within 30 days
      ['master', 'default-not-newest', 'notice'], // POLICY 2.2: no k3s channel.yaml is served: the newest minor stands in
      ['release-24.05', 'backport-missing', 'error', '1.31', 'k3s_1_31'], // the path runs to master's newest, 1.31
      ['release-24.05', 'minor-eol', 'warning', '1.27', 'k3s_1_27'], // ended, not marked
      ['release-24.05', 'patch-behind', 'warning', '1.28', 'k3s_1_28'], // < 1.28.14+k3s1 (2024-09-23)
      ['release-24.05', 'patch-behind', 'warning', '1.29', 'k3s_1_29'], // < 1.29.8+k3s1 (2024-09-17)
      ['release-24.05', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // < 1.30.5+k3s1 (2024-09-21)
    ];
    expectFindings('masterHeldBeforeWindow', [
      ...both,
      ['master', 'default-not-newest', 'warning', '1.30', 'k3s'], // 2024-10-10: a deliberate hold is allowed outside the window
      ['master', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // 1.30.4+k3s1 < 1.30.5+k3s1
      ['master', 'patch-behind', 'warning', '1.31', 'k3s_1_31'], // 1.31.0+k3s1 < 1.31.1+k3s1 (2024-09-19)
    ]);
    expectFindings('masterHeldInWindow', [
      ...both,
      ['master', 'default-not-newest', 'error', '1.30', 'k3s'], // 2024-10-11 = FF(24.11) - 14: 24.11's default is settled now
      // Inside the window, minors other than the target 1.31 that end before EOS(24.11) = 2025-06-30 should go now.
      ['master', 'eol-during-next', 'warning', '1.28', 'k3s_1_28'], // EOL 2024-10-28
      ['master', 'eol-during-next', 'warning', '1.29', 'k3s_1_29'], // EOL 2025-02-28
      ['master', 'eol-during-next', 'warning', '1.30', 'k3s_1_30'], // EOL 2025-06-28, two days before EOS: no patch asked of it now
      ['master', 'patch-behind', 'warning', '1.31', 'k3s_1_31'], // 1.31.0+k3s1 < 1.31.1+k3s1
    ]);
  });
});

describe('stable R, pre-release (the branch-off checklist)', () => {
  test('release-24.05 on 2024-05-25: one minor per release; 23.11 still the current stable', () => {
    expectFindings('release2405Pre', [
      ...RELEASES_2024_05_25,
      // master heads for 24.11 and equals release-24.05, the last branched release (POLICY 2.1): rl-2405 on
      // release-24.05 announces what changed since 23.11, so rl-2411 owes no k3s line. 23.11 stays the current
      // stable until 24.05's release day (no minor-superseded: nothing on master is older than its 1.27), and
      // both are live: 1.24-1.26, gone from master, have their throws (no removal-unannounced).
      ['master', 'patch-behind', 'warning', '1.28', 'k3s_1_28'], // 1.28.9+k3s1 < 1.28.9+k3s2 (2024-05-09)
      ['master', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // < 1.30.1+k3s1
      ['master', 'default-not-newest', 'notice'], // POLICY 2.2: no k3s channel.yaml is served: the newest minor stands in
    ]);
  });

  test('release-25.05 on 2025-05-20: 1.33 packaged beside the default 1.32 (nixpkgs #405902)', () => {
    expectFindings('release2505Pre', [
      ['release-25.05', 'extra-at-release', 'error', '1.30', 'k3s_1_30'], // besides the default 1.32
      ['release-25.05', 'extra-at-release', 'error', '1.31', 'k3s_1_31'], // besides 1.32
      ['release-25.05', 'extra-at-release', 'error', '1.33', 'k3s_1_33'], // besides 1.32
      ['release-25.05', 'release-default-not-newest', 'warning', '1.33', 'k3s_1_33'], // ship 1.33 as the default, or drop it
      // POLICY 2.2: no k3s channel.yaml is served, so on both branches the newest minor stands in, said once on each.
      ['release-25.05', 'release-default-not-newest', 'notice'],
      ['master', 'default-not-newest', 'notice'],
      ['release-25.05', 'patch-behind', 'warning', '1.32', 'k3s_1_32'], // 1.32.4+k3s1 < 1.32.5+k3s2 (2025-05-18)
      ['master', 'default-not-newest', 'warning', '1.32', 'k3s'], // held on purpose; 25.11's window is months away
      ['master', 'patch-behind', 'warning', '1.32', 'k3s_1_32'], // < 1.32.5+k3s2
      // release-24.11 is not in this scenario: the rules that need it say they could not decide.
      ['master', 'minor-superseded', 'notice'],
      ['master', 'removal-unannounced', 'notice'],
    ]);
  });
});

describe('stable R, supported', () => {
  const release2411: Shape[] = [
    ['release-24.11', 'minor-eol', 'warning', '1.28', 'k3s_1_28'], // EOL 2024-10-28, not marked there
    ['release-24.11', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // 1.30.7+k3s1 < 1.30.8+k3s1 (2024-12-22)
    ['release-24.11', 'patch-behind', 'warning', '1.31', 'k3s_1_31'], // 1.31.3+k3s1 < 1.31.4+k3s2 (2024-12-26)
    // 25.05 has not branched off, so 24.11's path runs to master's newest minor; master is not in the scenario.
    ['release-24.11', 'backport-missing', 'notice'],
  ];

  test('release-24.05 on its end-of-support day: an unmarked ended minor is a warning, no backport owed', () => {
    expectFindings('release2405Eos', [
      ['release-24.05', 'minor-eol', 'warning', '1.28', 'k3s_1_28'], // EOL 2024-10-28, not marked
      ['release-24.05', 'patch-behind', 'warning', '1.30', 'k3s_1_30'], // < 1.30.8+k3s1
      ['release-24.05', 'patch-behind', 'warning', '1.31', 'k3s_1_31'], // < 1.31.4+k3s2
      // The path ends at 1.31, the default of release-24.11 (branched off), which 24.05 packages: no backport-missing.
      ...release2411,
    ]);
  });

  test('the same minor marked with meta.knownVulnerabilities is recorded as a notice', () => {
    expectFindings('release2405EosMarked', [
      ['release-24.05', 'minor-eol', 'notice', '1.28', 'k3s_1_28'], // marked, as the process asks
      ['release-24.05', 'patch-behind', 'warning', '1.30', 'k3s_1_30'],
      ['release-24.05', 'patch-behind', 'warning', '1.31', 'k3s_1_31'],
      ...release2411,
    ]);
  });

  test('a default changed after the release is an error', () => {
    expectFindings('release2405DefaultChanged', [
      ['release-24.05', 'default-changed', 'error', '1.31', 'k3s'], // D(24.05) is 1.30 in the tag 24.05
      ['release-24.05', 'minor-eol', 'warning', '1.28', 'k3s_1_28'],
      ['release-24.05', 'patch-behind', 'warning', '1.30', 'k3s_1_30'],
      ['release-24.05', 'patch-behind', 'warning', '1.31', 'k3s_1_31'],
      ...release2411,
    ]);
  });

  test('the day after its end of support, release-24.05 is retired: one notice', () => {
    expectFindings('release2405Retired', [['release-24.05', 'branch-retired', 'notice'], ...release2411]);
  });

  test('exit codes follow fail-on error: runs with an error fail, the others pass', () => {
    for (const name of Object.keys(RUNS) as RunName[]) {
      const hasError = findings(name).some((f) => f.severity === 'error');
      expect([name, results.get(name)?.code]).toEqual([name, hasError ? 1 : 0]);
    }
  });
});

test(FITS_GITHUB, () => expectFitsGitHub(double.requests));
