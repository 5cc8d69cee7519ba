// The six removals of issue 30 §8, on trees in the real shapes of the files
// they touch (__tests__/fixtures/edits/): the requests a layout makes, the
// change the toolkit computes from them, and what a maintainer checks of it.
// The diff applies with `git apply`, every edited file parses with Nix's own
// parser, and the same requests on the fixed tree change nothing.
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDay } from '../../src/domain/day.js';
import type { EditRequest } from '../../src/edit/change.js';
import { parseNixFiles } from '../../src/edit/nixParser.js';
import { planChange } from '../../src/edit/planChange.js';
import { prepareChange, type PreparedChange } from '../../src/edit/prepareChange.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { changedTree } from '../../src/pipeline/fixRun.js';
import { ALIASES, ALL_PACKAGES, fixturePath, git, gitCopy, K3S, NIX } from './support.js';

if (!NIX.present) console.warn(`Skipping the parse of the edited files: ${NIX.reason}.`);

const k3sThrow = (attr: string, now: string): EditRequest => ({
  kind: 'entry',
  file: ALIASES,
  entry: {
    name: attr,
    value: { throw: `'${attr}' has been removed from nixpkgs as it has reached end of life` },
    added: parseDay(now),
  },
  place: { set: 'mapAliases' },
});

const throwIn = (file: string, name: string, wording: string, now?: string, within?: string): EditRequest => ({
  kind: 'entry',
  file,
  entry: { name, value: { throw: wording }, ...(now ? { added: parseDay(now) } : {}) },
  place: file === ALIASES ? { set: 'mapAliases' } : { set: 'allowAliases', ...(within ? { within } : {}) },
});

const aliasIn = (name: string, alias: string, now: string): EditRequest => ({
  kind: 'entry',
  file: ALIASES,
  entry: { name, value: { alias }, added: parseDay(now) },
  place: { set: 'mapAliases' },
});

const RL_2611 = 'nixos/doc/manual/release-notes/rl-2611.section.md';
const PG = 'pkgs/servers/sql/postgresql';
const NODE = 'pkgs/development/web/nodejs';
const PY = 'pkgs/development/interpreters/python/default.nix';
const PHP = 'pkgs/development/interpreters/php';
const KERNELS = 'pkgs/top-level/linux-kernels.nix';

interface Case {
  name: string;
  tree: string;
  requests: EditRequest[];
  /** The files the change edits, and those it deletes. */
  edited: string[];
  deleted: string[];
  /** Lines the diff adds and removes, as the diff writes them. */
  added: string[];
  removed: string[];
}

const k3s133: EditRequest[] = [
  { kind: 'remove', file: ALL_PACKAGES, name: 'k3s_1_33' },
  { kind: 'remove', file: `${K3S}/default.nix`, name: 'k3s_1_33' },
  { kind: 'delete-folder', path: `${K3S}/1_33` },
  k3sThrow('k3s_1_33', '2026-08-10'),
  {
    kind: 'note',
    file: RL_2611,
    bullet: '`k3s_1_33` has been removed from nixpkgs, as it reached its end of life upstream on 2026-06-28.',
  },
];

const CASES: Case[] = [
  {
    name: 'k3s_1_33 on the tree of 2026-08-10: its folder, inherit name, default.nix line, sorted throw, rl-2611 line',
    tree: 'k3s-2026-08-10',
    requests: k3s133,
    edited: [ALL_PACKAGES, `${K3S}/default.nix`, ALIASES, RL_2611],
    deleted: [`${K3S}/1_33/chart-versions.nix`, `${K3S}/1_33/images-versions.json`, `${K3S}/1_33/versions.nix`],
    added: [
      `+  k3s_1_33 = throw "'k3s_1_33' has been removed from nixpkgs as it has reached end of life"; # Added 2026-08-10`,
      '+- `k3s_1_33` has been removed from nixpkgs, as it reached its end of life upstream on 2026-06-28.',
    ],
    removed: [
      '-    k3s_1_33',
      '-  k3s_1_33 = forVersions ./1_33/versions.nix;',
      '-- Create the first release note entry in this section!',
    ],
  },
  {
    name: 'issue 30\'s "done when": k3s on 2026-08-10, k3s_1_33 and k3s_1_34 removed, k3s pointed to k3s_1_36, two rl-2611 lines',
    tree: 'k3s-2026-08-10',
    requests: [
      ...k3s133,
      { kind: 'remove', file: ALL_PACKAGES, name: 'k3s_1_34' },
      { kind: 'remove', file: `${K3S}/default.nix`, name: 'k3s_1_34' },
      { kind: 'delete-folder', path: `${K3S}/1_34` },
      k3sThrow('k3s_1_34', '2026-08-10'),
      { kind: 'point', file: ALL_PACKAGES, name: 'k3s', target: 'k3s_1_36' },
      {
        kind: 'note',
        file: RL_2611,
        bullet: '`k3s` now points to `k3s_1_36`; `k3s_1_34` has been removed, as it ends during 26.11.',
      },
    ],
    edited: [ALL_PACKAGES, `${K3S}/default.nix`, ALIASES, RL_2611],
    deleted: [
      ...['1_33', '1_34'].flatMap((m) => [
        `${K3S}/${m}/chart-versions.nix`,
        `${K3S}/${m}/images-versions.json`,
        `${K3S}/${m}/versions.nix`,
      ]),
    ],
    added: [
      '+  k3s = k3s_1_36;',
      `+  k3s_1_33 = throw "'k3s_1_33' has been removed from nixpkgs as it has reached end of life"; # Added 2026-08-10`,
      `+  k3s_1_34 = throw "'k3s_1_34' has been removed from nixpkgs as it has reached end of life"; # Added 2026-08-10`,
      '+- `k3s_1_33` has been removed from nixpkgs, as it reached its end of life upstream on 2026-06-28.',
      '+- `k3s` now points to `k3s_1_36`; `k3s_1_34` has been removed, as it ends during 26.11.',
    ],
    removed: [
      '-    k3s_1_33',
      '-    k3s_1_34',
      '-  k3s = k3s_1_35;',
      '-  k3s_1_33 = forVersions ./1_33/versions.nix;',
      '-  k3s_1_34 = forVersions ./1_34/versions.nix;',
    ],
  },
  {
    name: 'postgresql_13 in versions = { ... }, with _jit and 13Packages, and 13.nix',
    tree: 'postgresql-2025-11-17',
    requests: [
      { kind: 'remove', file: ALL_PACKAGES, name: 'postgresql_13' },
      { kind: 'remove', file: ALL_PACKAGES, name: 'postgresql_13_jit' },
      { kind: 'remove', file: ALL_PACKAGES, name: 'postgresql13Packages' },
      { kind: 'remove', file: `${PG}/default.nix`, name: 'postgresql_13', deleteNamedFiles: true },
      ...['postgresql_13', 'postgresql_13_jit', 'postgresql13Packages'].map((attr) =>
        throwIn(ALIASES, attr, `${attr} has been removed since it reached its EOL upstream`, '2025-11-17'),
      ),
    ],
    edited: [ALL_PACKAGES, `${PG}/default.nix`, ALIASES],
    deleted: [`${PG}/13.nix`],
    added: [
      '+  postgresql13Packages = throw "postgresql13Packages has been removed since it reached its EOL upstream"; # Added 2025-11-17',
      '+  postgresql_13 = throw "postgresql_13 has been removed since it reached its EOL upstream"; # Added 2025-11-17',
      '+  postgresql_13_jit = throw "postgresql_13_jit has been removed since it reached its EOL upstream"; # Added 2025-11-17',
    ],
    removed: [
      '-    postgresql_13',
      '-    postgresql_13_jit',
      '-  postgresql13Packages = recurseIntoAttrs postgresql_13.pkgs;',
      '-    postgresql_13 = ./13.nix;',
    ],
  },
  {
    name: 'Node.js with its slim and corepack companions as aliases, v20.nix, and its defaults moved to 24',
    tree: 'nodejs-2026-04-23',
    requests: [
      { kind: 'remove', file: ALL_PACKAGES, name: 'nodejs_20', deleteNamedFiles: true },
      { kind: 'remove', file: ALL_PACKAGES, name: 'nodejs-slim_20', deleteNamedFiles: true },
      { kind: 'remove', file: ALL_PACKAGES, name: 'corepack_20', deleteNamedFiles: true },
      throwIn(ALIASES, 'nodejs_20', 'Node.js 20.x has reached End-Of-Life and has been removed', '2026-04-23'),
      aliasIn('nodejs-slim_20', 'nodejs_20', '2026-04-23'),
      aliasIn('corepack_20', 'nodejs_20', '2026-04-23'),
      { kind: 'point', file: ALL_PACKAGES, name: 'nodejs', target: 'nodejs_24' },
      { kind: 'point', file: ALL_PACKAGES, name: 'nodejs-slim', target: 'nodejs-slim_24' },
      { kind: 'point', file: ALL_PACKAGES, name: 'corepack', target: 'corepack_24', from: 'corepack_22' },
      {
        kind: 'note',
        file: 'doc/release-notes/rl-2605.section.md',
        bullet: '`nodejs_20` has been removed as it reached its end of life; `nodejs` now points to `nodejs_24`.',
      },
    ],
    edited: [ALL_PACKAGES, ALIASES, 'doc/release-notes/rl-2605.section.md'],
    deleted: [`${NODE}/v20.nix`],
    added: [
      '+  nodejs = nodejs_24;',
      '+  nodejs-slim = nodejs-slim_24;',
      '+  corepack = hiPrio corepack_24;',
      '+  corepack_20 = nodejs_20; # Added 2026-04-23',
      '+  nodejs-slim_20 = nodejs_20; # Added 2026-04-23',
      '+  nodejs_20 = throw "Node.js 20.x has reached End-Of-Life and has been removed"; # Added 2026-04-23',
      '+- `nodejs_20` has been removed as it reached its end of life; `nodejs` now points to `nodejs_24`.',
    ],
    removed: [
      '-  nodejs_20 = callPackage ../development/web/nodejs/v20.nix { };',
      '-  nodejs-slim_20 = callPackage ../development/web/nodejs/v20.nix { enableNpm = false; };',
      '-  corepack_20 = hiPrio (callPackage ../development/web/nodejs/corepack.nix { nodejs = nodejs_20; });',
    ],
  },
  {
    name: 'python39 in an inherit list, with python39Packages and its block in python/default.nix',
    tree: 'python-2025-04-08',
    requests: [
      { kind: 'remove', file: ALL_PACKAGES, name: 'python39' },
      { kind: 'remove', file: ALL_PACKAGES, name: 'python39Packages' },
      { kind: 'remove', file: PY, name: 'python39' },
      throwIn(ALIASES, 'python39', 'python39 has been removed as it reached its end of life', '2025-04-08'),
      throwIn(
        ALIASES,
        'python39Packages',
        'python39Packages has been removed as it reached its end of life',
        '2025-04-08',
      ),
    ],
    edited: [ALL_PACKAGES, PY, ALIASES],
    deleted: [],
    added: [
      '+  python39 = throw "python39 has been removed as it reached its end of life"; # Added 2025-04-08',
      '+  python39Packages = throw "python39Packages has been removed as it reached its end of life"; # Added 2025-04-08',
    ],
    removed: ['-    python39', '-  python39Packages = python39.pkgs;', '-    python39 = callPackage ./cpython {'],
  },
  {
    name: "php81's block with its comment, php81Extensions, php81Packages, and 8.1.nix",
    tree: 'php-2025-10-04',
    requests: [
      { kind: 'remove', file: ALL_PACKAGES, name: 'php81', deleteNamedFiles: true },
      { kind: 'remove', file: ALL_PACKAGES, name: 'php81Extensions' },
      { kind: 'remove', file: ALL_PACKAGES, name: 'php81Packages' },
      ...['php81', 'php81Extensions', 'php81Packages'].map((attr) =>
        throwIn(ALIASES, attr, 'php81 is EOL', '2025-10-04'),
      ),
    ],
    edited: [ALL_PACKAGES, ALIASES],
    deleted: [`${PHP}/8.1.nix`],
    added: [
      '+  php81 = throw "php81 is EOL"; # Added 2025-10-04',
      '+  php81Extensions = throw "php81 is EOL"; # Added 2025-10-04',
      '+  php81Packages = throw "php81 is EOL"; # Added 2025-10-04',
    ],
    removed: [
      '-  # Import PHP81 interpreter, extensions and packages',
      '-  php81 = callPackage ../development/interpreters/php/8.1.nix {',
      '-  php81Extensions = recurseIntoAttrs php81.extensions;',
      '-  php81Packages = recurseIntoAttrs php81.packages;',
    ],
  },
  {
    name: 'the kernels 6.13 and 6.14 with their two throw files',
    tree: 'linux-2025-06-22',
    requests: ['6.13', '6.14'].flatMap((branch): EditRequest[] => {
      const attr = `linux_${branch.replace('.', '_')}`;
      const packages = `linuxPackages_${branch.replace('.', '_')}`;
      const wording = `linux ${branch} was removed because it has reached its end of life upstream`;
      return [
        { kind: 'remove', file: KERNELS, name: attr },
        { kind: 'remove', file: ALIASES, name: attr },
        { kind: 'remove', file: ALIASES, name: packages },
        throwIn(KERNELS, attr, wording, undefined, 'kernels'),
        throwIn(KERNELS, attr, wording, '2025-06-22', 'vanillaPackages'),
        throwIn(ALIASES, attr, wording, '2025-06-22'),
        throwIn(ALIASES, packages, wording, '2025-06-22'),
      ];
    }),
    edited: [KERNELS, ALIASES],
    deleted: [],
    added: [
      '+        linux_6_13 = throw "linux 6.13 was removed because it has reached its end of life upstream";',
      '+      linux_6_14 = throw "linux 6.14 was removed because it has reached its end of life upstream"; # Added 2025-06-22',
      '+  linuxPackages_6_13 = throw "linux 6.13 was removed because it has reached its end of life upstream"; # Added 2025-06-22',
      '+  linux_6_14 = throw "linux 6.14 was removed because it has reached its end of life upstream"; # Added 2025-06-22',
    ],
    removed: [
      '-        linux_6_13 = callPackage ../os-specific/linux/kernel/mainline.nix {',
      '-      linux_6_14 = recurseIntoAttrs (packagesFor kernels.linux_6_14);',
      '-  linuxPackages_6_13 = linuxKernel.packages.linux_6_13;',
      '-  linux_6_14 = linuxKernel.kernels.linux_6_14;',
    ],
  },
];

const prepared = (root: string, requests: EditRequest[]): Promise<PreparedChange> =>
  prepareChange(localTree(root), requests, { parse: async () => [] });

function changeOf(result: PreparedChange): Extract<PreparedChange, { change: unknown }> {
  if ('problems' in result) throw new Error(`problems: ${JSON.stringify(result.problems)}`);
  return result;
}

describe.each(CASES)('$name', (c) => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  test('the change edits and deletes what a person would, and its diff says it line by line', async () => {
    const { change, diff } = changeOf(await prepared(fixturePath(c.tree), c.requests));
    expect(change.files.map((f) => f.path).sort()).toEqual([...c.edited].sort());
    expect(change.deleted.map((f) => f.path)).toEqual(c.deleted);
    const lines = diff.split('\n');
    for (const line of [...c.added, ...c.removed]) expect(lines).toContain(line);
  });

  (NIX.present ? test : test.skip)('every edited .nix file parses with nix-instantiate --parse', async () => {
    const { change } = changeOf(await prepared(fixturePath(c.tree), c.requests));
    const results = await parseNixFiles(change.files.map((f) => ({ path: f.path, text: f.after })));
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.status !== 'parsed')).toEqual([]);
  });

  test('the requests made at once, each file edited from one reading of it, change what they change one at a time', async () => {
    const { change } = changeOf(await prepared(fixturePath(c.tree), c.requests));
    let tree = localTree(fixturePath(c.tree));
    const texts = new Map<string, string>();
    const deleted: string[] = [];
    for (const request of c.requests) {
      const plan = await planChange(tree, [request]);
      if ('problems' in plan) throw new Error(`problems: ${JSON.stringify(plan.problems)}`);
      for (const file of plan.change.files) texts.set(file.path, file.after);
      deleted.push(...plan.change.deleted.map((f) => f.path));
      tree = changedTree(tree, plan.change);
    }
    expect(new Map(change.files.map((f) => [f.path, f.after]))).toEqual(texts);
    expect(change.deleted.map((f) => f.path)).toEqual(deleted.sort());
  });

  test('git apply takes the diff, and the same requests on the fixed tree change nothing', async () => {
    const copy = gitCopy(c.tree);
    cleanup = copy.cleanup;
    const { diff } = changeOf(await prepared(copy.dir, c.requests));
    expect(git(copy.dir, ['apply', '--check', '-'], diff)).toEqual({ status: 0, output: '' });
    expect(git(copy.dir, ['apply', '-'], diff).status).toBe(0);
    for (const file of c.deleted) expect(() => readFileSync(path.join(copy.dir, file))).toThrow(/ENOENT/);

    const again = changeOf(await prepared(copy.dir, c.requests));
    expect(again.change).toEqual({ files: [], deleted: [], deletedFolders: [] });
    expect(again.diff).toBe('');
    expect(again.unchanged.length).toBeGreaterThan(0);
  });
});

describe('the plans of one run', () => {
  test("read each file once, however many plans ask for it: every item's alone, then the whole change", async () => {
    const base = localTree(fixturePath('k3s-2026-08-10'));
    const reads: string[] = [];
    const tree = { ...base, readText: (file: string) => (reads.push(file), base.readText(file)) };
    const [items] = CASES;
    const k3s134 = CASES[1].requests.filter((r) => !items.requests.includes(r));
    for (const requests of [items.requests, k3s134, [...items.requests, ...k3s134]])
      changeOf(await prepareChange(tree, requests, { parse: async () => [] }));
    expect(reads.filter((file) => file === ALL_PACKAGES)).toHaveLength(1);
    expect(reads.filter((file) => file === ALIASES)).toHaveLength(1);
  });
});
