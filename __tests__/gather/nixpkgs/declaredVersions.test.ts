// The versions of declared families, read where each catalogue entry says
// nixpkgs writes them: every family on the 2025-10-02 master fixture (its
// files in their real shapes), and each shape's edges on small trees: a
// binding that is no literal, a version of another cycle, a file the tree does
// not have, a file without a version, the binding a version must be inside.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { builtInCatalogue, familyIn } from '../../../src/families/catalogue.js';
import { readCycleVersion, type VersionPlace } from '../../../src/gather/nixpkgs/declaredVersions.js';
import { readDeclaredState } from '../../../src/gather/nixpkgs/declaredState.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { TreeBindings } from '../../../src/gather/nixpkgs/treeBindings.js';
import { memoryTree } from './fixtureTrees.js';

const MASTER = localTree(path.resolve(import.meta.dirname, '../../fixtures/families/2025-10-02/master'));

/** "attr=version@file:line" for each packaged cycle, "attr" alone when no version was read. */
async function versionsOf(id: string): Promise<{ rows: string[]; notices: string[] }> {
  const family = familyIn(builtInCatalogue(), id)!;
  const state = await family.layout.read(MASTER);
  return {
    rows: state.minors.map((m) =>
      m.version
        ? `${m.attr}=${m.version.text}@${path.basename(m.versionLocation!.file)}:${m.versionLocation!.line}`
        : m.attr,
    ),
    notices: (state.notices ?? []).map((n) => `${n.file}: ${n.message}`),
  };
}

describe('each catalogue family on master, 2025-10-02, as its entry declares its versions', () => {
  it.each([
    [
      'postgresql',
      [
        '13=13.22@13.nix:2',
        '14=14.19@14.nix:2',
        '15=15.14@15.nix:2',
        '16=16.10@16.nix:2',
        '17=17.6@17.nix:2',
        '18=18.0@18.nix:2',
      ].map((r) => `postgresql_${r}`),
    ],
    ['nodejs', ['nodejs_20=20.19.5@v20.nix:16', 'nodejs_22=22.20.0@v22.nix:16', 'nodejs_24=24.9.0@v24.nix:16']],
    ['php', ['php81=8.1.33@8.1.nix:7', 'php82=8.2.29@8.2.nix:7', 'php83=8.3.26@8.3.nix:7', 'php84=8.4.13@8.4.nix:7']],
    // Go's file also binds `version = "go${finalAttrs.version}"` for its test: not a literal, not taken.
    ['go', ['go_1_24=1.24.7@1.24.nix:10', 'go_1_25=1.25.1@1.25.nix:10']],
    ['erlang', ['erlang_26=26.2.5.15@26.nix:4', 'erlang_27=27.3.4.3@27.nix:4', 'erlang_28=28.1@28.nix:4']],
  ])('%s: each cycle its own file', async (id, rows) => {
    expect(await versionsOf(id)).toEqual({ rows, notices: [] });
  });

  it('python: sourceVersion inside each python3XX binding, its parts joined (3.14 a release candidate)', async () => {
    const { rows, notices } = await versionsOf('python');
    expect(rows.map((r) => r.replace(/@.*/, ''))).toEqual([
      'python310=3.10.18',
      'python311=3.11.13',
      'python312=3.12.11',
      'python313=3.13.7',
      'python314=3.14.0rc3',
    ]);
    expect(notices).toEqual([]);
  });

  it.each([
    ['mariadb', ['mariadb_106=10.6.23', 'mariadb_1011=10.11.14', 'mariadb_114=11.4.8', 'mariadb_118=11.8.3']],
    ['zabbix', ['zabbix60=6.0.41', 'zabbix70=7.0.18', 'zabbix72=7.2.12', 'zabbix74=7.4.2']],
  ])("%s: the version inside the cycle's binding of one shared file", async (id, rows) => {
    const { rows: read, notices } = await versionsOf(id);
    expect(read.map((r) => r.replace(/@.*/, ''))).toEqual(rows);
    expect(notices).toEqual([]);
  });

  it('nextcloud: the version inside nextcloudNN = generic { ... }', async () => {
    const { rows } = await versionsOf('nextcloud');
    expect(rows.every((r) => /^nextcloud\d+=\d+\.\d+\.\d+@default\.nix:\d+$/.test(r))).toBe(true);
  });

  it.each(['ruby', 'linux', 'electron'])('%s declares no version, and none is read', async (id) => {
    const family = familyIn(builtInCatalogue(), id)!;
    expect(family.profile.layout.versions).toBeUndefined();
    const { rows } = await versionsOf(id);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((r) => r.includes('='))).toBe(false);
  });
});

describe('readCycleVersion', () => {
  const PG: VersionPlace = { file: 'pkgs/servers/sql/postgresql/{cycle}.nix', binding: 'version' };
  const read = (files: Record<string, string>, place: VersionPlace, cycle: '17' | '3.13' | '10.6') =>
    readCycleVersion(new TreeBindings(memoryTree(files)), place, cycle);

  it('takes the first literal of the cycle, after a binding that is no literal', async () => {
    const file = 'pkgs/servers/sql/postgresql/17.nix';
    const text = 'let\n  version = lib.versions.major x;\nin\nimport ./generic.nix {\n  version = "17.6";\n}\n';
    expect(await read({ [file]: text }, PG, '17')).toEqual({
      version: expect.objectContaining({ major: 17, minor: 6, patch: 0, text: '17.6' }),
      location: { file, line: 5 },
    });
  });

  it('a file the tree does not have reads no version, and says nothing', async () => {
    expect(await read({}, PG, '17')).toBeUndefined();
  });

  it('a version of another cycle is none: the file is said, with the binding it expected', async () => {
    const file = 'pkgs/servers/sql/postgresql/17.nix';
    expect(await read({ [file]: 'import ./generic.nix { version = "16.10"; }\n' }, PG, '17')).toEqual({
      notice: {
        file,
        message: 'found no version of 17 (a binding such as version = "17.1";), so none is shown for it',
      },
    });
  });

  it("with `in`, only the version inside that cycle's binding counts", async () => {
    const file = 'pkgs/servers/sql/mariadb/default.nix';
    const place: VersionPlace = { file, in: 'mariadb_{major:2}{minor}', binding: 'version' };
    const text =
      'self: {\n  mariadb_1011 = self.callPackage generic {\n    version = "10.6.23";\n  };\n' +
      '  mariadb_106 = self.callPackage generic {\n    # Supported until 2026-07-06\n    version = "10.6.24";\n  };\n}\n';
    expect(await read({ [file]: text }, place, '10.6')).toEqual({
      version: expect.objectContaining({ text: '10.6.24' }),
      location: { file, line: 7 },
    });
    // A file that does not bind the cycle at all: nothing to say of its version.
    expect(await read({ [file]: 'self: { }\n' }, place, '10.6')).toBeUndefined();
  });

  it('a set of major, minor, patch and suffix literals is one version', async () => {
    const file = 'pkgs/development/interpreters/python/default.nix';
    const place: VersionPlace = { file, in: 'python3{minor}', binding: 'sourceVersion' };
    const text =
      '{ callPackage }:\n{\n  python313 = callPackage ./cpython {\n    sourceVersion = {\n' +
      '      major = "3";\n      minor = "13";\n      patch = "9";\n      suffix = "";\n    };\n  };\n}\n';
    expect(await read({ [file]: text }, place, '3.13')).toEqual({
      version: expect.objectContaining({ major: 3, minor: 13, patch: 9, text: '3.13.9' }),
      location: { file, line: 4 },
    });
  });
});

describe('a declared family with versions, through its reader', () => {
  it('keeps where the attribute is bound, and says where its version is written apart', async () => {
    const tree = memoryTree({
      'pkgs/top-level/all-packages.nix': '{\n  postgresql_17 = callPackage ../servers/sql/postgresql/17.nix { };\n}\n',
      'pkgs/servers/sql/postgresql/17.nix': 'import ./generic.nix {\n  version = "17.6";\n}\n',
    });
    const state = await readDeclaredState(tree, {
      templates: ['postgresql_{cycle}'],
      files: ['pkgs/top-level/all-packages.nix'],
      version: { file: 'pkgs/servers/sql/postgresql/{cycle}.nix', binding: 'version' },
    });
    expect(state.minors).toEqual([
      expect.objectContaining({
        attr: 'postgresql_17',
        version: expect.objectContaining({ text: '17.6' }),
        location: { file: 'pkgs/top-level/all-packages.nix', line: 2 },
        versionLocation: { file: 'pkgs/servers/sql/postgresql/17.nix', line: 2 },
      }),
    ]);
  });
});
