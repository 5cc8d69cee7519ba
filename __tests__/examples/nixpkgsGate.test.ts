// The gates of examples/nixpkgs-pull-request-check.yml and
// examples/pull-request-check.yml, run as the runner runs them (bash -eo
// pipefail, their env, GITHUB_OUTPUT) in a blobless sparse clone of a local
// nixpkgs-like repository checked out at the "merge commit": the k3s check
// runs for a pull request that changes a file it reads (in nixpkgs' gate, a k3s
// line of all-packages.nix), and is skipped for one that changes anything else.
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
const flow = parse(readFileSync(path.join(ROOT, 'examples', 'nixpkgs-pull-request-check.yml'), 'utf8')) as {
  jobs: Record<string, { steps: Step[] }>;
};
const [job] = Object.values(flow.jobs);
const gate = job.steps.find((s) => s.id === 'touched')!;
const sparse = String(job.steps.find((s) => s.with?.['sparse-checkout'])!.with!['sparse-checkout']);

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
    name: "a minor's versions.nix",
    file: 'pkgs/applications/networking/cluster/k3s/1_35/versions.nix',
    edit: (t) => t.replace(/k3sVersion = "[^"]+"/, 'k3sVersion = "1.35.12+k3s1"'),
    runs: true,
  },
  { name: 'lib/.version', file: 'lib/.version', edit: () => '27.11\n', runs: true },
];

describe('the gate of the nixpkgs pull request check', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-gate-'));
  const origin = path.join(scratch, 'origin');
  let target = '';
  const merged = new Map<string, string>();

  beforeAll(() => {
    cpSync(path.join(ROOT, 'demo', 'nixpkgs'), origin, { recursive: true });
    writeFileSync(path.join(origin, 'README.md'), 'Nixpkgs, a collection of packages.\n');
    git(origin, 'init', '--quiet', '--initial-branch=master');
    // What GitHub allows: partial clones, and fetching a commit by its id.
    git(origin, 'config', 'uploadpack.allowFilter', 'true');
    git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    git(origin, 'add', '.');
    git(origin, 'commit', '--quiet', '-m', 'base');
    target = git(origin, 'rev-parse', 'HEAD');
    for (const [index, change] of CHANGES.entries()) {
      git(origin, 'checkout', '--quiet', '-b', `pr-${index}`, target);
      const file = path.join(origin, change.file);
      const text = readFileSync(file, 'utf8');
      const next = change.edit(text);
      if (next === text) throw new Error(`The change "${change.name}" changed nothing`);
      writeFileSync(file, next);
      git(origin, 'commit', '--quiet', '-am', change.name);
      merged.set(change.name, git(origin, 'rev-parse', 'HEAD'));
    }
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test.each(CHANGES)('$name: the check runs = $runs', ({ name, runs }) => {
    // As actions/checkout leaves it: one commit, no blobs beyond the sparse files, no credentials.
    const work = path.join(scratch, `work-${CHANGES.findIndex((c) => c.name === name)}`);
    git(scratch, 'clone', '--quiet', '--no-checkout', '--depth=1', '--filter=blob:none', `file://${origin}`, work);
    git(work, 'sparse-checkout', 'set', '--no-cone', ...sparse.split('\n').filter(Boolean));
    git(work, 'fetch', '--quiet', '--depth=1', 'origin', merged.get(name)!);
    git(work, 'checkout', '--quiet', merged.get(name)!);

    const output = path.join(scratch, `output-${path.basename(work)}`);
    writeFileSync(output, '');
    execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', gate.run!], {
      cwd: work,
      env: { ...GIT_ENV, ...gate.env, TARGET_SHA: target, GITHUB_OUTPUT: output },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    expect(readFileSync(output, 'utf8')).toBe(`k3s=${runs}\n`);
  });
});

describe('the gate of the plain pull request check', () => {
  const plain = parse(readFileSync(path.join(ROOT, 'examples', 'pull-request-check.yml'), 'utf8')) as {
    jobs: Record<string, { steps: Step[] }>;
  };
  const [plainJob] = Object.values(plain.jobs);
  const plainGate = plainJob.steps.find((s) => s.id === 'touched')!;
  const plainSparse = String(plainJob.steps.find((s) => s.with?.['sparse-checkout'])!.with!['sparse-checkout']);
  const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-plain-gate-'));
  const origin = path.join(scratch, 'origin');
  let target = '';
  const merges = new Map<string, string>();

  beforeAll(() => {
    cpSync(path.join(ROOT, 'demo', 'nixpkgs'), origin, { recursive: true });
    writeFileSync(path.join(origin, 'README.md'), 'Nixpkgs, a collection of packages.\n');
    git(origin, 'init', '--quiet', '--initial-branch=master');
    git(origin, 'config', 'uploadpack.allowFilter', 'true');
    git(origin, 'config', 'uploadpack.allowAnySHA1InWant', 'true');
    git(origin, 'add', '.');
    git(origin, 'commit', '--quiet', '-m', 'base');
    target = git(origin, 'rev-parse', 'HEAD');
    for (const [index, change] of CHANGES.entries()) {
      git(origin, 'checkout', '--quiet', '-b', `pr-${index}`, target);
      const file = path.join(origin, change.file);
      writeFileSync(file, change.edit(readFileSync(file, 'utf8')));
      git(origin, 'commit', '--quiet', '-am', change.name);
      // What GitHub checks out for a pull_request event: a merge commit whose first parent is the base.
      git(origin, 'checkout', '--quiet', '--detach', target);
      git(origin, 'merge', '--quiet', '--no-ff', '-m', `Merge pr-${index}`, `pr-${index}`);
      merges.set(change.name, git(origin, 'rev-parse', 'HEAD'));
    }
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  // Names only: a change anywhere in all-packages.nix runs the check, which then passes.
  test.each(CHANGES.map((c) => ({ ...c, runs: c.runs || c.file === ALL_PACKAGES })))(
    "$name: the check runs = $runs, against the merge commit's first parent",
    ({ name, runs }) => {
      // As actions/checkout leaves it with fetch-depth 2: the merge commit and its parents, no credentials.
      const work = path.join(scratch, `work-${CHANGES.findIndex((c) => c.name === name)}`);
      git(scratch, 'clone', '--quiet', '--no-checkout', '--filter=blob:none', '--depth=1', `file://${origin}`, work);
      git(work, 'sparse-checkout', 'set', '--no-cone', ...plainSparse.split('\n').filter(Boolean));
      git(work, 'fetch', '--quiet', '--depth=2', 'origin', merges.get(name)!);
      git(work, 'checkout', '--quiet', merges.get(name)!);

      const output = path.join(scratch, `output-${path.basename(work)}`);
      writeFileSync(output, '');
      execFileSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', plainGate.run!], {
        cwd: work,
        env: { ...GIT_ENV, ...plainGate.env, GITHUB_OUTPUT: output },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      expect(readFileSync(output, 'utf8')).toBe(`base=${target}\nk3s=${runs}\n`);
    },
  );
});
