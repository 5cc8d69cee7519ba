// The CLI without a network: the API answers nothing (a closed port) or
// accepts connections and never answers (a blackhole, as a dead proxy or a
// firewall dropping packets does). Either way the bundled CLI (dist/cli.js, a
// process, which must also end) ends with exit code 3, a line saying what is
// retried while it waits, and one last line naming the host and the offline
// ways to run; and within 20 s, read off a fake clock by the same run in this
// process. With --offline and local files it needs no network at all (those
// runs, and the rest, in this process).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIT } from '../../src/cli/usage.js';
import { Blackhole, closedPort } from '../double/unreachableApi.js';
import { runCli, type ProcessResult } from '../e2e/support/actionProcess.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { FIXTURES, offlineData, ROOT } from '../e2e/support/upstreamData.js';
import { countFetches, eachReached, onFakeClock, until, useFakeClock } from '../support/fakeClock.js';

const CHECKOUT = path.join(FIXTURES, 'current');
/** What the CLI promises a terminal user without a network: the run ends within 20 s. */
const LIMIT_MS = 20_000;
/**
 * A guard against a bundle that never ends, not a measure: a run against a server that never answers waits
 * out its time limits, 12 s on an idle machine (2026-12-05); this is more than ten times that.
 */
const HANG_MS = 150_000;

const blackhole = new Blackhole();
let closedHost = '';
let blackholeHost = '';

beforeAll(async () => {
  closedHost = `127.0.0.1:${await closedPort()}`;
  blackholeHost = new URL(await blackhole.start()).host;
});
afterAll(() => blackhole.stop());

/** The bundle's run, killed only if it never ends. */
const bundleRun = (args: string[], env: Record<string, string>): Promise<ProcessResult> => runCli(args, env, HANG_MS);

function expectOfflineEnding(run: ProcessResult, host: string, waited: RegExp): void {
  expect(run.code).toBe(EXIT.environment);
  expect(run.stdout).toBe('');
  const lines = run.stderr.split('\n').filter(Boolean);
  // Without --verbose: the first retry, said while waiting, then the end.
  expect(lines).toHaveLength(2);
  expect(lines[0]).toMatch(
    new RegExp(`^k3s-release-guard: GET ${host}/\\S+: .*${waited.source}.*; retrying \\(1 of 2\\)\\.$`),
  );
  expect(lines[1]).toMatch(new RegExp(`^k3s-release-guard: cannot reach the GitHub API at ${host} \\(`));
  expect(lines[1]).toMatch(/--demo/);
  expect(lines[1]).toMatch(
    /--offline with --k3s-releases \(--rke2-releases\), --kubernetes-schedule, --kubernetes-eol and --tree/,
  );
}

describe('no network', () => {
  // The three runs wait out real time limits, idle: they wait together, each test on its own.
  let refused: Promise<ProcessResult>;
  let unanswered: Promise<ProcessResult>;
  let verbose: Promise<ProcessResult>;
  beforeAll(() => {
    refused = bundleRun([CHECKOUT], { GITHUB_API_URL: `http://${closedHost}` });
    unanswered = bundleRun([CHECKOUT], { GITHUB_API_URL: `http://${blackholeHost}` });
    verbose = bundleRun(['--verbose', CHECKOUT], { GITHUB_API_URL: `http://${closedHost}` });
  });

  test(
    'a refused connection ends the run',
    async () => {
      expectOfflineEnding(await refused, closedHost, /ECONNREFUSED/);
    },
    HANG_MS + 10_000,
  );

  test(
    'a server that never answers ends the run',
    async () => {
      expectOfflineEnding(await unanswered, blackholeHost, /no answer within 4 s/);
    },
    HANG_MS + 10_000,
  );

  test(
    '--verbose says every retry of every request: each refused at once, so the run waits only its backoffs',
    async () => {
      const run = await verbose;
      expect(run.code).toBe(EXIT.environment);
      const retries = run.stderr.split('\n').filter((line) => / retrying \(\d of 2\)\.$/.test(line));
      expect(retries.filter((line) => line.endsWith('(2 of 2).')).length).toBeGreaterThan(0);
      expect(retries.length).toBeGreaterThan(2);
      // No attempt waited for an answer: each was refused.
      for (const line of retries) expect(line).toMatch(/ECONNREFUSED/);
    },
    HANG_MS + 10_000,
  );
});

const RECORDED = path.join(ROOT, 'demo', 'recorded');
/** --offline with the demo's recorded upstream data, as of its day. */
const OFFLINE = [
  '--offline',
  '--json',
  '--now',
  '2026-11-29',
  '--k3s-releases',
  path.join(RECORDED, 'releases.json'),
  '--kubernetes-schedule',
  path.join(RECORDED, 'schedule.yaml'),
  '--kubernetes-eol',
  path.join(RECORDED, 'eol.yaml'),
];

test('--offline with local data reads nothing from the network and finishes the audit', async () => {
  // An API that would hang: a request to it would be counted (and the run would never end). Counted where it
  // leaves, not as the blackhole's connections: on a busy machine, the server may accept the last connection of
  // the bundles' runs above only now.
  const fetches = countFetches();
  const run = await runCliInProcess([...OFFLINE, CHECKOUT], { GITHUB_API_URL: `http://${blackholeHost}` }).finally(() =>
    fetches.restore(),
  );
  expect(fetches.started).toBe(0);
  expect(run.stderr).toBe('');
  expect([EXIT.ok, EXIT.findings]).toContain(run.code);
  expect(Array.isArray(JSON.parse(run.stdout))).toBe(true);
});

describe('the job summary names where its facts came from, never a path of this disk', () => {
  // The data where a runner keeps it, outside the folder the CLI runs in; a release branch inside it.
  const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-sources-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('the releases file, the Kubernetes files and the trees by their names, relative where they can be', async () => {
    for (const file of ['releases.json', 'schedule.yaml', 'eol.yaml'])
      cpSync(path.join(RECORDED, file), path.join(scratch, file));
    cpSync(path.join(ROOT, 'demo', 'nixpkgs'), path.join(scratch, 'nixpkgs'), { recursive: true });
    const run = await runCliInProcess([
      '--offline',
      '--markdown',
      '--packages',
      'k3s',
      '--now',
      '2026-11-29',
      '--k3s-releases',
      path.join(scratch, 'releases.json'),
      '--kubernetes-schedule',
      path.join(scratch, 'schedule.yaml'),
      '--kubernetes-eol',
      path.join(scratch, 'eol.yaml'),
      '--tree',
      `release-26.05=${path.join(ROOT, 'demo', 'branches', 'release-26.05')}`,
      path.join(scratch, 'nixpkgs'),
    ]);
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    const summary = run.stdout;
    expect(summary).toMatch(/^- Upstream releases: `k3s-io\/k3s`, from the local file `releases\.json`$/m);
    expect(summary).toContain('from local file eol.yaml (actual)');
    expect(summary).toContain('- Packaged state: `checkout nixpkgs`');
    expect(summary).toContain('from `checkout demo/branches/release-26.05`');
    expect(summary).not.toContain(scratch);
    expect(summary).not.toContain(ROOT);
    expect(summary).not.toMatch(/(^|[\s`(])\/[A-Za-z]/m);
  });
});

describe("nixpkgs' pull requests offline", () => {
  const offline = [...OFFLINE, '--verbose'];

  test('are read from a recorded answer (--pulls)', async () => {
    const run = await runCliInProcess(
      [...offline, '--pulls', path.join(RECORDED, 'pulls.json'), path.join(ROOT, 'demo', 'nixpkgs')],
      { GITHUB_API_URL: `http://${blackholeHost}` },
    );
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    expect(run.stderr).toContain(
      '  k3s: 2 pull request(s) in flight: #412301 open on master, #412188 draft on master.\n',
    );
  });

  test("the demo's terminal report shows them as the dashboards do: items in review, a backport owed", async () => {
    const run = await runCliInProcess(['--demo', '--all-branches', '--packages', 'k3s,rke2', '--no-color']);
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    expect(run.stdout).toContain('           in review: #412301, open since 2026-11-26, r-ryantm\n');
    expect(run.stdout).toContain(
      '           backport owed: add the label backport release-26.05 to #411950, merged 2026-11-27, r-ryantm\n',
    );
    expect(run.stdout).toContain('  pull requests into master:\n');
    // Each pull request's page said once, in its branch's section, its title quoted.
    expect(run.stdout).toContain(
      '    #412301 (https://github.com/NixOS/nixpkgs/pull/412301), open since 2026-11-26, r-ryantm: "k3s_1_35: 1.35.10+k3s1 -> 1.35.12+k3s1": resolves k3s_1_35\n',
    );
    expect(run.stdout.split('/pull/412301').length - 1).toBe(1);
  });

  test("the demo's declared families get theirs too: PostgreSQL's removal of postgresql_14 is in review", async () => {
    const run = await runCliInProcess(['--demo', '--no-color']);
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    const postgresql = run.stdout.slice(run.stdout.indexOf('PostgreSQL · master'));
    expect(postgresql).toMatch(
      /^ {2}error {4}postgresql_14: Remove postgresql_14 and postgresql_14_jit from master: .*\n {11}in review: #412350, open since 2026-11-24, ines-pg\n/m,
    );
    expect(postgresql).toContain(
      '    #412350 (https://github.com/NixOS/nixpkgs/pull/412350), open since 2026-11-24, ines-pg: "postgresql_14: drop": resolves postgresql_14\n',
    );
  });

  test('without one are not read, and the run says how to give them: a choice, not a warning', async () => {
    const run = await runCliInProcess([...offline, path.join(ROOT, 'demo', 'nixpkgs')], {
      GITHUB_API_URL: `http://${blackholeHost}`,
    });
    expect([EXIT.ok, EXIT.findings]).toContain(run.code);
    expect(run.stderr).toContain(
      '  The pull requests of NixOS/nixpkgs are not read: this run does not use the GitHub API; give --pulls FILE.\n',
    );
    expect(run.stderr).not.toMatch(/warning: The pull requests/);
  });
});

describe('in its own words: the CLI names its options, not the action inputs', () => {
  const OFFLINE = offlineData();
  interface FindingJson {
    rule: string;
    severity: string;
    message: string;
  }
  const notices = (run: ProcessResult): FindingJson[] =>
    (JSON.parse(run.stdout) as FindingJson[]).filter((f) => f.severity === 'notice');

  test('a branch it could not read is asked for as --tree BRANCH=PATH, the date options as --release-date', async () => {
    // 2025-05-10: 24.11 is the current stable, and offline no --tree gives it. 27.11 is not in the calendar yet.
    const [master, unknownRelease] = await Promise.all([
      runCliInProcess([...OFFLINE, '--json', '--now', '2025-05-10', CHECKOUT]),
      runCliInProcess([...OFFLINE, '--json', '--now', '2025-05-10', '--branch', 'release-27.11', CHECKOUT]),
    ]);
    const superseded = notices(master).find((f) => f.rule === 'minor-superseded');
    expect(superseded?.message).toMatch(/Give --tree release-24\.11=PATH to check it\.$/);
    const placed = notices(unknownRelease).find((f) => f.rule === 'calendar-mismatch');
    expect(placed?.message).toContain('Give --release-date (with --branch-off-date) if the calendar is missing it.');
    for (const finding of [...notices(master), ...notices(unknownRelease)])
      expect(finding.message).not.toMatch(/the action|the input|\binput [a-z-]+/);
  });

  test('--k3s-default-target is an option of its own: master follows the stable channel of --k3s-channel', async () => {
    const channel = path.join(mkdtempSync(path.join(tmpdir(), 'k3s-guard-channel-')), 'channel.yaml');
    writeFileSync(
      channel,
      'channels:\n  - name: stable\n    latest: v1.35.12+k3s1\n  - name: latest\n    latest: v1.36.7+k3s1\n',
    );
    const run = await runCliInProcess([
      '--demo',
      '--packages',
      'k3s',
      '--json',
      '--k3s-default-target',
      'stable-channel',
      '--k3s-channel',
      channel,
    ]);
    expect(run.stderr).toBe('');
    const target = (JSON.parse(run.stdout) as Array<FindingJson & { expected?: string }>).find(
      (f) => f.rule === 'default-not-newest',
    );
    expect(target).toMatchObject({ severity: 'warning', expected: 'k3s_1_35' });
    expect(target?.message).toContain("the minor of k3s's stable channel is k3s_1_35");
  });

  test('a date option no release is near is a wrong command line: exit 2, naming the option', async () => {
    const run = await runCliInProcess([...OFFLINE, '--now', '2025-05-10', '--release-date', '2021-01-28', CHECKOUT]);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr).toBe(
      'k3s-release-guard: --release-date 2021-01-28 is not near any NixOS release the calendar knows (20.09 onwards); check the date.\n',
    );
  });

  test('a release branch it reads has branched off: not "branch-off (estimated)" for a later day', async () => {
    // 26.11 has no dates on record: its branch-off is estimated for 2026-11-20; the demo has release-26.11.
    const [terminal, markdown] = await Promise.all([
      runCliInProcess([
        '--demo',
        '--packages',
        'k3s',
        '--branch',
        'release-26.11',
        '--now',
        '2026-11-18',
        '--no-color',
      ]),
      runCliInProcess([
        '--demo',
        '--packages',
        'k3s',
        '--branch',
        'release-26.11',
        '--now',
        '2026-11-18',
        '--markdown',
      ]),
    ]);
    expect(terminal.stdout).toMatch(/^release-26\.11 · stable, pre-release · NixOS 26\.11: /m);
    expect(terminal.stdout).not.toMatch(/26\.11 branch-off/);
    expect(terminal.stdout).not.toMatch(/calendar says NixOS 26\.11 branches off/);
    expect(markdown.stdout).toContain(
      '**NixOS 26.11:** feature freeze 2026-10-30 (estimated) · branched off · release',
    );
  });
});

// Last in the file: the clock it fakes runs ahead of the real one, and the throttling plugin's groups, shared by
// every client of the process, would make a later run on the real clock wait until it caught up.
describe('no network, on a fake clock', () => {
  useFakeClock();

  test('a server that never answers ends the run within 20 s: its time limits and backoffs, read off the clock', async () => {
    const fetches = countFetches();
    // Only once each request has reached the server may the clock run out its time limit.
    const reached = eachReached(blackhole, fetches);
    const started = Date.now();
    const run = await onFakeClock(runCliInProcess([CHECKOUT], { GITHUB_API_URL: `http://${blackholeHost}` }), reached);
    const elapsed = Date.now() - started;
    // The run is over, and its process would exit; here, the requests it left waiting run out their time on the
    // clock, so that none is still retried once this file is done.
    await onFakeClock(
      until(() => fetches.waiting === 0, 'the last request'),
      reached,
    ).finally(() => fetches.restore());
    expectOfflineEnding(run, blackholeHost, /no answer within 4 s/);
    // Three reads of 4 s and the backoffs of 0.5 and 2 s between them (give or take the libraries' 1 ms timers):
    // 14.5 s, within the CLI's promise.
    expect(elapsed).toBeGreaterThanOrEqual(14_500);
    expect(elapsed).toBeLessThan(14_600);
    expect(elapsed).toBeLessThanOrEqual(LIMIT_MS);
  });
});
