// What still names a removed attribute: packages, NixOS modules and tests,
// with file and line, bounded as a Nix identifier is; not the files the change
// itself owns, not comments; the first 20 shown, then a count.
import { afterEach, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { namesPattern, referencesIn } from '../../src/edit/references.js';
import { scanReferences, SHOWN_REFERENCES } from '../../src/edit/referenceScan.js';
import { ALIASES, fixturePath } from './support.js';

describe('in one file', () => {
  const pattern = namesPattern(['python39', 'python39Packages']);

  test.each<[string, string[]]>([
    ['python39', ['python39']],
    ['pkgs.python39.pkgs', ['python39']],
    ['python39Packages.pip', ['python39Packages']],
    ["python3 python310 python39-foo foo-python39 python39'", []],
    ['"${python39}/bin/python3"', ['python39']],
    ['# python39 in a comment\n/* python39 */', []],
    ["''\n  ${python39}\n''", ['python39']],
  ])('%p names %p', (text, names) => {
    expect(referencesIn('f.nix', text, pattern).map((r) => r.name)).toEqual(names);
  });

  test('with its line', () => {
    expect(referencesIn('f.nix', '{\n  a = 1;\n  b = python39;\n}\n', pattern)).toEqual([
      { name: 'python39', file: 'f.nix', line: 3 },
    ]);
  });
});

test("python39's references in its tree: the two packages it broke and a NixOS test, not what the change owns", async () => {
  const scan = await scanReferences(fixturePath('python-2025-04-08'), ['python39', 'python39Packages'], {
    exclude: [ALIASES, 'pkgs/top-level/all-packages.nix', 'pkgs/development/interpreters/python/default.nix'],
  });
  expect(scan).toEqual({
    names: [
      {
        name: 'python39',
        shown: [
          { name: 'python39', file: 'nixos/tests/python-interpreters.nix', line: 15 },
          { name: 'python39', file: 'pkgs/by-name/cj/cjdns/package.nix', line: 8 },
          { name: 'python39', file: 'pkgs/by-name/cj/cjdns/package.nix', line: 26 },
          { name: 'python39', file: 'pkgs/by-name/cj/cjdns/package.nix', line: 31 },
          { name: 'python39', file: 'pkgs/games/crossfire/crossfire-server.nix', line: 7 },
          { name: 'python39', file: 'pkgs/games/crossfire/crossfire-server.nix', line: 20 },
        ],
        total: 6,
      },
      {
        name: 'python39Packages',
        shown: [{ name: 'python39Packages', file: 'nixos/tests/python-interpreters.nix', line: 10 }],
        total: 1,
      },
    ],
    filesSearched: 3,
    notSearched: [],
  });
});

test("postgresql_13's: the NixOS module's stateVersion default; aliases.nix and the cycle's files left out", async () => {
  const scan = await scanReferences(fixturePath('postgresql-2025-11-17'), ['postgresql_13'], {
    exclude: [ALIASES, 'pkgs/top-level/all-packages.nix', 'pkgs/servers/sql/postgresql/default.nix'],
  });
  expect(scan.names).toEqual([
    {
      name: 'postgresql_13',
      shown: [{ name: 'postgresql_13', file: 'nixos/modules/services/databases/postgresql.nix', line: 29 }],
      total: 1,
    },
  ]);
});

describe('on a larger tree', () => {
  let root: string;
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  test('the first 20 shown by path and line, all counted; .git, links and other files not read; a sparse checkout said', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'k3s-guard-refs-'));
    for (let i = 0; i < 30; i++) {
      mkdirSync(path.join(root, `pkgs/p${String(i).padStart(2, '0')}`), { recursive: true });
      writeFileSync(path.join(root, `pkgs/p${String(i).padStart(2, '0')}/default.nix`), `{\n  x = k3s_1_33;\n}\n`);
    }
    mkdirSync(path.join(root, '.git'));
    writeFileSync(path.join(root, '.git/x.nix'), 'k3s_1_33');
    writeFileSync(path.join(root, 'notes.md'), 'k3s_1_33');
    const outside = mkdtempSync(path.join(tmpdir(), 'k3s-guard-refs-out-'));
    writeFileSync(path.join(outside, 'y.nix'), 'k3s_1_33');
    symlinkSync(outside, path.join(root, 'linked'));
    symlinkSync(path.join(outside, 'y.nix'), path.join(root, 'linked.nix'));
    const scan = await scanReferences(root, ['k3s_1_33'], { notCheckedOut: ['nixos/'] });
    rmSync(outside, { recursive: true, force: true });
    expect(scan.filesSearched).toBe(30);
    expect(scan.notSearched).toEqual(['nixos/']);
    const [k3s] = scan.names;
    expect(k3s.total).toBe(30);
    expect(k3s.shown).toHaveLength(SHOWN_REFERENCES);
    expect(k3s.shown[0]).toEqual({ name: 'k3s_1_33', file: 'pkgs/p00/default.nix', line: 2 });
    expect(k3s.shown[19].file).toBe('pkgs/p19/default.nix');
  });
});
