// Every broken nixpkgs tree, run through the action as a runner would (in this
// process; the bundle for the missing checkout): each yields a layout-unrecognized finding naming the file
// (and line, where there is one), and a minor whose attribute exists but whose
// file is broken has that finding alone; an unknown entry of the k3s folder is
// a notice; a missing checkout one error line naming the path; the job
// ends through the action's own failure path, never with a stack trace, and
// nothing outside the checkout is read.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GitHubDouble } from '../double/githubDouble.js';
import { runAction, type ActionRun } from '../e2e/support/actionProcess.js';
import { ALL_PACKAGES, FIXTURES, K3S_DIR, lineOf, serveUpstream } from '../e2e/support/upstreamData.js';
import { expectFitsGitHub, FITS_GITHUB } from '../contract/githubContract.js';

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  message: string;
  file?: string;
  line?: number;
}

/** The place a finding must name: a file, and a line when the problem sits on one. */
interface Place {
  file: string;
  line?: number;
}

interface BrokenTree {
  name: string;
  /** A fixture under __tests__/fixtures/nixpkgs, copied into the workspace; or a tree made in the temp folder. */
  fixture?: string;
  make?: (dir: string) => void;
  places: () => Place[];
  /** The minor whose attribute exists but whose files cannot be read: nothing but the file's finding speaks of it. */
  unreadable?: string;
}

const versionLine = (fixture: string, file: string): number => lineOf(fixture, file, /k3sVersion = "/);
const aliasLine = (fixture: string, alias: string): number =>
  lineOf(fixture, ALL_PACKAGES, new RegExp(`^\\s*k3s = ${alias};`));

/** The `current` fixture copied to `dir`, then changed by `change(root)`. */
function fromCurrent(change: (root: string) => void): (dir: string) => void {
  return (dir) => {
    cpSync(path.join(FIXTURES, 'current'), dir, { recursive: true });
    change(dir);
  };
}

/** A file outside every checkout, with a version the audit would happily use were it read. */
let secretDir: string;
const SECRET_VERSION = '1.31.99+k3s7';

const TREES: BrokenTree[] = [
  { name: 'no k3s folder', fixture: 'no-k3s-folder', places: () => [{ file: K3S_DIR }] },
  {
    name: 'a minor folder without versions file',
    fixture: 'minor-without-versions',
    unreadable: '1.31',
    places: () => [{ file: `${K3S_DIR}/1_31/versions.nix` }],
  },
  {
    name: 'a version string that is not a k3s version',
    fixture: 'bad-version',
    unreadable: '1.32',
    places: () => [
      { file: `${K3S_DIR}/1_32/versions.nix`, line: versionLine('bad-version', `${K3S_DIR}/1_32/versions.nix`) },
    ],
  },
  {
    name: 'a version of another minor',
    fixture: 'version-of-other-minor',
    unreadable: '1.30',
    places: () => [
      {
        file: `${K3S_DIR}/1_30/versions.nix`,
        line: versionLine('version-of-other-minor', `${K3S_DIR}/1_30/versions.nix`),
      },
    ],
  },
  { name: 'two folders claiming one minor', fixture: 'two-folders-one-minor', places: () => [{ file: K3S_DIR }] },
  {
    name: 'the default alias pointing at an attribute that does not exist',
    fixture: 'alias-not-packaged',
    places: () => [{ file: ALL_PACKAGES, line: aliasLine('alias-not-packaged', 'k3s_1_29') }],
  },
  {
    name: 'an alias declared twice',
    fixture: 'alias-twice',
    places: () => [{ file: ALL_PACKAGES, line: aliasLine('alias-twice', 'k3s_1_31') }],
  },
  { name: 'no alias at all', fixture: 'no-alias', places: () => [{ file: ALL_PACKAGES }] },
  {
    name: 'attributes and folders that disagree',
    fixture: 'exposure-mismatch',
    places: () => [
      { file: ALL_PACKAGES },
      { file: ALL_PACKAGES, line: lineOf('exposure-mismatch', ALL_PACKAGES, /\}\) k3s_1_29/) },
    ],
  },
  {
    name: 'an alias declared twice, with CRLF line endings',
    make: (dir) => {
      cpSync(path.join(FIXTURES, 'alias-twice'), dir, { recursive: true });
      const walk = (folder: string): void => {
        for (const entry of readdirSync(folder)) {
          const full = path.join(folder, entry);
          if (statSync(full).isDirectory()) walk(full);
          else writeFileSync(full, readFileSync(full, 'utf8').replace(/\r?\n/g, '\r\n'));
        }
      };
      walk(dir);
    },
    // CRLF changes no line number.
    places: () => [{ file: ALL_PACKAGES, line: aliasLine('alias-twice', 'k3s_1_31') }],
  },
  {
    name: 'a symlink loop',
    make: fromCurrent((root) => {
      const k3s = path.join(root, K3S_DIR);
      rmSync(path.join(k3s, '1_32'), { recursive: true });
      symlinkSync('1_33', path.join(k3s, '1_32'));
      symlinkSync('1_32', path.join(k3s, '1_33'));
    }),
    unreadable: '1.32',
    places: () => [{ file: `${K3S_DIR}/1_32/versions.nix` }, { file: `${K3S_DIR}/1_33/versions.nix` }],
  },
  {
    name: 'a symlink to a file outside the checkout',
    make: fromCurrent((root) => {
      const versions = path.join(root, K3S_DIR, '1_31', 'versions.nix');
      rmSync(versions);
      symlinkSync(path.join(secretDir, 'versions.nix'), versions);
    }),
    unreadable: '1.31',
    places: () => [{ file: `${K3S_DIR}/1_31/versions.nix` }],
  },
  {
    name: 'a minor folder that is a symlink out of the checkout',
    make: fromCurrent((root) => {
      const folder = path.join(root, K3S_DIR, '1_31');
      rmSync(folder, { recursive: true });
      symlinkSync(secretDir, folder);
    }),
    unreadable: '1.31',
    places: () => [{ file: `${K3S_DIR}/1_31/versions.nix` }],
  },
];

const NOW = '2025-05-10';
let double: GitHubDouble;
let apiUrl: string;
let temp: string;
const runs = new Map<string, ActionRun>();

/** Runs `work` over `items` with at most `limit` at a time: the machine's cores are shared. */
async function limited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

function treeRun(tree: BrokenTree, index: number): Promise<ActionRun> {
  const inputs = { 'github-token': `ghs_brokentree${index}`, now: NOW, 'fail-on': 'error' };
  if (tree.fixture)
    return runAction({
      apiUrl,
      checkout: { fixture: tree.fixture, at: 'nixpkgs' },
      inputs: { ...inputs, 'nixpkgs-path': 'nixpkgs' },
    });
  const root = path.join(temp, `tree-${index}`);
  tree.make!(root);
  // An absolute nixpkgs-path: the tree holds what a copy would not keep (symlinks).
  return runAction({ apiUrl, inputs: { ...inputs, 'nixpkgs-path': root } });
}

const MISSING = 'missing nixpkgs-path';
const UNKNOWN_ENTRY = 'an unknown entry in the k3s folder';

beforeAll(async () => {
  temp = mkdtempSync(path.join(tmpdir(), 'k3s-guard-broken-'));
  secretDir = path.join(temp, 'outside');
  mkdirSync(secretDir);
  writeFileSync(
    path.join(secretDir, 'versions.nix'),
    `{\n  k3sVersion = "${SECRET_VERSION}";\n  k3sCommit = "0000000000000000000000000000000000000000";\n}\n`,
  );
  double = new GitHubDouble();
  serveUpstream(double);
  apiUrl = await double.start();
  const jobs: Array<[string, () => Promise<ActionRun>]> = TREES.map((tree, i) => [tree.name, () => treeRun(tree, i)]);
  jobs.push([
    UNKNOWN_ENTRY,
    () =>
      runAction({
        apiUrl,
        checkout: { fixture: 'unknown-entry', at: 'nixpkgs' },
        inputs: { 'github-token': 'ghs_brokentreeunknown', now: NOW, 'nixpkgs-path': 'nixpkgs', 'fail-on': 'error' },
      }),
  ]);
  jobs.push([
    MISSING,
    () =>
      runAction({
        apiUrl,
        // The bundle, as a process: that it opens no connection at all is what its connections say.
        bundle: true,
        inputs: {
          'github-token': 'ghs_brokentreemissing',
          now: NOW,
          'nixpkgs-path': path.join(temp, 'no', 'such', 'nixpkgs'),
        },
      }),
  ]);
  await limited(jobs, 4, async ([name, job]) => {
    runs.set(name, await job());
  });
}, 120_000);

afterAll(async () => {
  await double?.stop();
  if (temp) rmSync(temp, { recursive: true, force: true });
});

function run(name: string): ActionRun {
  const result = runs.get(name);
  if (!result) throw new Error(`no run for ${name}`);
  return result;
}

/** A crash shows as a stack frame ("    at fn (file.js:1:2)"), escaped or not. */
function expectNoStackTrace(result: ActionRun): void {
  for (const text of [result.stdout, result.stderr]) {
    expect(text).not.toMatch(/^\s+at .+/m);
    expect(text).not.toMatch(/%0A\s+at /);
    expect(text).not.toMatch(/\b(TypeError|ReferenceError|RangeError|Unhandled|uncaught)\b/i);
  }
}

describe('broken nixpkgs trees through the action', () => {
  test.each(TREES.map((tree) => [tree.name, tree] as const))(
    '%s: layout-unrecognized naming the file, no crash',
    (name, tree) => {
      const result = run(name);
      expectNoStackTrace(result);
      expect(result.stderr).toBe('');
      const findings = JSON.parse(result.outputs.findings ?? 'null') as FindingJson[] | null;
      if (findings === null) throw new Error(`no findings output:\n${result.stdout}`);
      const layout = findings.filter((f) => f.rule === 'layout-unrecognized' && f.branch === 'master');
      for (const place of tree.places()) {
        const found = layout.find((f) => f.file === place.file && (place.line === undefined || f.line === place.line));
        expect(found).toMatchObject({
          severity: 'error',
          file: place.file,
          ...(place.line !== undefined ? { line: place.line } : {}),
        });
      }
      // An error the job fails on (fail-on: error), through the action's own failure message.
      expect(result.code).toBe(1);
      expect(result.outputs.status).toBe('findings');
      expect(result.stdout).toMatch(/^::error::k3s policy: \d+ error\(s\).*fail-on: error/m);
      // Every file with a layout problem is annotated once (its item: one fix), below the checkout's path.
      for (const file of new Set(layout.map((finding) => finding.file!))) {
        const annotation = new RegExp(
          `^::error title=k3s layout-unrecognized,file=[^,:]*/${escapeRegExp(file)}(,line=\\d+)?::.+$`,
          'gm',
        );
        expect(result.stdout.match(annotation)).toHaveLength(1);
      }
    },
  );

  test.each(TREES.filter((tree) => tree.unreadable).map((tree) => [tree.name, tree.unreadable!] as const))(
    '%s: the minor whose file cannot be read (%s) has that finding alone, and its row says unreadable',
    (name, minor) => {
      const result = run(name);
      const findings = JSON.parse(result.outputs.findings ?? '[]') as Array<FindingJson & { minor?: string }>;
      expect(findings.filter((f) => f.branch === 'master' && f.minor === minor)).toEqual([]);
      const attr = `k3s_${minor.replace('.', '_')}`;
      expect(result.summary).toMatch(new RegExp(`^\\| \`${attr}\` \\| ❌\\sunreadable.* \\| — \\| .*\\|$`, 'm'));
    },
  );

  test('an unknown entry in the k3s folder: a notice that names it, no layout error', () => {
    const result = run(UNKNOWN_ENTRY);
    expectNoStackTrace(result);
    const findings = JSON.parse(result.outputs.findings ?? '[]') as FindingJson[];
    const layout = findings.filter((f) => f.rule === 'layout-unrecognized');
    expect(layout).toEqual([expect.objectContaining({ severity: 'notice', file: `${K3S_DIR}/1_32.orig` })]);
    expect(layout[0].message).toMatch(/^Unexpected entry .*1_32\.orig in the k3s folder, ignored: /);
    expect(result.stdout).toMatch(/^::notice title=k3s layout-unrecognized,file=[^,:]*\/1_32\.orig::/m);
  });

  test.each(TREES.filter((tree) => tree.make && /symlink/.test(tree.name)).map((tree) => [tree.name] as const))(
    '%s: nothing outside the checkout is read',
    (name) => {
      const result = run(name);
      expect(result.outputs.findings).not.toContain(SECRET_VERSION);
      expect(result.summary).not.toContain(SECRET_VERSION);
      expect(result.stdout).not.toContain(SECRET_VERSION);
    },
  );

  test('a nixpkgs-path that does not exist: one input error naming the path, no request at all', () => {
    const result = run(MISSING);
    expectNoStackTrace(result);
    expect(result.code).toBe(1);
    expect(result.stderr).toBe('');
    const lines = result.stdout.split('\n').filter((line) => line !== '' && !line.startsWith('::add-mask::'));
    expect(lines).toEqual([expect.stringMatching(/^::error::Input "nixpkgs-path": /)]);
    expect(lines[0]).toContain(path.join(temp, 'no', 'such', 'nixpkgs'));
    expect(lines[0]).not.toMatch(/%0A|ENOENT/);
    expect(result.outputs).toEqual({});
    expect(result.connections).toEqual([]);
  });
});

test(FITS_GITHUB, () => expectFitsGitHub(double.requests));

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
