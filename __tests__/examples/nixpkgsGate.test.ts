// The gates of examples/nixpkgs-pull-request-check.yml and
// examples/pull-request-check.yml, run as the runner runs them (bash -eo
// pipefail, their env, GITHUB_OUTPUT) in a blobless sparse clone of a local
// nixpkgs-like repository checked out at the "merge commit": the check runs
// for a pull request that changes a file it reads (in nixpkgs' gate, a line of
// all-packages.nix of a family it checks), and is skipped for one that changes
// anything else.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';

interface Step {
  id?: string;
  env?: Record<string, string>;
  run?: string;
  with?: Record<string, unknown>;
}
const nixpkgs = gateOf('nixpkgs-pull-request-check.yml');

const GIT_ENV = {
  ...process.env,
  GIT_AUTHOR_NAME: 'test',
  GIT_AUTHOR_EMAIL: 'test@example.invalid',
  GIT_COMMITTER_NAME: 'test',
  GIT_COMMITTER_EMAIL: 'test@example.invalid',
  GIT_CONFIG_NOSYSTEM: '1',
};
const git = (cwd: string, ...args: string[]): string =>
  execFileSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' }).trim();

interface Change {
  name: string;
  file: string;
  edit: (text: string) => string;
  runs: boolean;
}

const CHANGES: Change[] = [
  { name: 'an unrelated file', file: 'README.md', edit: (t) => `${t}More.\n`, runs: false },
  {
    name: 'another line of all-packages.nix',
    file: ALL_PACKAGES,
    edit: (t) => t.replace('jq = callPackage ../development/tools/jq { };', 'jq = callPackage ../by-name/jq { };'),
    runs: false,
  },
  {
    name: 'the k3s alias in all-packages.nix',
    file: ALL_PACKAGES,
    edit: (t) => t.replace('k3s = k3s_1_36;', 'k3s = k3s_1_35;'),
    runs: true,
  },
  {
    name: 'a PostgreSQL line in all-packages.nix',
    file: ALL_PACKAGES,
    edit: (t) => t.replace('    postgresql_14\n', ''),
    runs: true,
  },
  {
    name: "PostgreSQL's own file",
    file: 'pkgs/servers/sql/postgresql/default.nix',
    edit: (t) => t.replace('    postgresql_14 = ./14.nix;\n', ''),
    runs: true,
  },
  {
    name: "a minor's versions.nix",
    file: 'pkgs/applications/networking/cluster/k3s/1_35/versions.nix',
    edit: (t) => t.replace(/k3sVersion = "[^"]+"/, 'k3sVersion = "1.35.12+k3s1"'),
    runs: true,
  },
  { name: 'lib/.version', file: 'lib/.version', edit: () => '27.11\n', runs: true },
];

/** An example workflow's gate (steps.touched) and the patterns of its sparse checkout. */
function gateOf(example: string): { gate: Step; patterns: string[] } {
  const flow = parse(readFileSync(path.join(ROOT, 'examples', example), 'utf8')) as {
    jobs: Record<string, { steps: Step[] }>;
  };
  const [job] = Object.values(flow.jobs);
  const checkout = job.steps.find((s) => s.with?.['sparse-checkout'])!;
  return {
    gate: job.steps.find((s) => s.id === 'touched')!,
    patterns: String(checkout.with!['sparse-checkout']).split('\n').filter(Boolean),
  };
}

/**
 * A nixpkgs-like origin: the base commit, and per change the commit a pull
 * request check checks out: the pull request's own head, or (`merge`) the merge
 * commit GitHub makes for a pull_request event, whose first parent is the base.
 */
function originOf(
  scratch: string,
  merge: boolean,
): { origin: string; target: string; checkedOut: Map<string, string> } {
  const origin = path.join(scratch, 'origin');
  const checkedOut = new Map<string, string>();
  cpSync(path.join(ROOT, 'demo', 'nixpkgs'), origin, { recursive: true });
  writeFileSync(path.join(origin, 'README.md'), 'Nixpkgs, a collection of packages.\n');
  git(origin, 'init', '--quiet', '--initial-branch=master');
  // What GitHub allows: partial clones, and fetching a commit by its id.
  git(origin, 'config', 'uploadpack.allowFilter', 'true');
  git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
  git(origin, 'add', '.');
  git(origin, 'commit', '--quiet', '-m', 'base');
  const target = git(origin, 'rev-parse', 'HEAD');
  for (const [index, change] of CHANGES.entries()) {
    git(origin, 'checkout', '--quiet', '-b', `pr-${index}`, target);
    const file = path.join(origin, change.file);
    const text = readFileSync(file, 'utf8');
    const next = change.edit(text);
    if (next === text) throw new Error(`The change "${change.name}" changed nothing`);
    writeFileSync(file, next);
    git(origin, 'commit', '--quiet', '-am', change.name);
    if (merge) {
      git(origin, 'checkout', '--quiet', '--detach', target);
      git(origin, 'merge', '--quiet', '--no-ff', '-m', `Merge pr-${index}`, `pr-${index}`);
    }
    checkedOut.set(change.name, git(origin, 'rev-parse', 'HEAD'));
  }
  return { origin, target, checkedOut };
}

/**
 * Runs a gate as actions/checkout leaves the workspace: `depth` commits of the checked-out one, no blobs
 * beyond the sparse files, no credentials. Returns what the gate wrote to GITHUB_OUTPUT.
 */
function runGate(
  scratch: string,
  origin: string,
  { gate, patterns }: { gate: Step; patterns: string[] },
  commit: string,
  depth: number,
  env: Record<string, string> = {},
): string {
  const work = path.join(scratch, `work-${commit}`);
  git(scratch, 'clone', '--quiet', '--no-checkout', '--depth=1', '--filter=blob:none', `file://${origin}`, work);
  git(work, 'sparse-checkout', 'set', '--no-cone', ...patterns);
  git(work, 'fetch', '--quiet', `--depth=${depth}`, 'origin', commit);
  git(work, 'checkout', '--quiet', commit);
  const output = `${work}.output`;
  writeFileSync(output, '');
  execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', gate.run!], {
    cwd: work,
    env: { ...GIT_ENV, ...gate.env, ...env, GITHUB_OUTPUT: output },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  return readFileSync(output, 'utf8');
}

describe('the gate of the nixpkgs pull request check', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-gate-'));
  let repo: ReturnType<typeof originOf>;
  beforeAll(() => {
    repo = originOf(scratch, false);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test.each(CHANGES)('$name: the check runs = $runs', ({ name, runs }) => {
    const output = runGate(scratch, repo.origin, nixpkgs, repo.checkedOut.get(name)!, 1, { TARGET_SHA: repo.target });
    expect(output).toBe(`reads=${runs}\n`);
  });
});

describe('the gate of the plain pull request check', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-plain-gate-'));
  const plain = gateOf('pull-request-check.yml');
  let repo: ReturnType<typeof originOf>;
  beforeAll(() => {
    repo = originOf(scratch, true);
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // Names only: a change anywhere in all-packages.nix runs the check, which then passes.
  test.each(CHANGES.map((c) => ({ ...c, runs: c.runs || c.file === ALL_PACKAGES })))(
    "$name: the check runs = $runs, against the merge commit's first parent",
    ({ name, runs }) => {
      // fetch-depth 2: the merge commit and its parents.
      const output = runGate(scratch, repo.origin, plain, repo.checkedOut.get(name)!, 2);
      expect(output).toBe(`base=${repo.target}\nreads=${runs}\n`);
    },
  );
});
