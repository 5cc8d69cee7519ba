// Each family of the catalogue read as the catalogue declares it, from the
// fixtures of its real files on two real days (__tests__/fixtures/families/,
// their READMEs name the sources): which cycles each branch packages, their
// companions, which are marked and which were removed by a throw. A cycle is
// written "attr" when packaged, "attr[companion,...]" with its companions and
// "attr*" when marked.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { builtInCatalogue, familyIn } from '../../../src/families/catalogue.js';
import type { PackagedState } from '../../../src/domain/types.js';
import { localTree, type NixpkgsTree } from '../../../src/gather/nixpkgs/tree.js';
import { recording } from '../../gather/nixpkgs/fixtureTrees.js';

const ROOT = path.resolve(import.meta.dirname, '../../fixtures/families');
const TREES = [
  '2025-03-27/master',
  '2025-03-27/release-24.11',
  '2025-10-02/master',
  '2025-10-02/release-25.05',
] as const;
type Tree = (typeof TREES)[number];
// One tree object per branch, as a run has: each file is indexed once for every family.
const trees = new Map<Tree, NixpkgsTree>(TREES.map((t) => [t, localTree(path.join(ROOT, t))]));

function shown(state: PackagedState): { packaged: string; thrown: string } {
  return {
    packaged: state.minors
      .map((m) => `${m.attr}${m.companions ? `[${m.companions.join(',')}]` : ''}${m.knownVulnerabilities ? '*' : ''}`)
      .join(' '),
    thrown: (state.thrown ?? []).map((t) => t.attr).join(' '),
  };
}

const EXPECTED: Record<string, Record<Tree, { packaged: string; thrown?: string }>> = {
  postgresql: {
    '2025-03-27/master': {
      packaged: [13, 14, 15, 16, 17].map((n) => `postgresql_${n}[postgresql_${n}_jit]`).join(' '),
      thrown: 'postgresql_12',
    },
    '2025-03-27/release-24.11': {
      packaged: [13, 14, 15, 16, 17].map((n) => `postgresql_${n}[postgresql_${n}_jit]`).join(' '),
      thrown: 'postgresql_12',
    },
    // The throws of 2024-11-14 were pruned from aliases.nix by September 2025.
    '2025-10-02/master': {
      packaged: [13, 14, 15, 16, 17, 18].map((n) => `postgresql_${n}[postgresql_${n}_jit]`).join(' '),
    },
    '2025-10-02/release-25.05': {
      packaged: [13, 14, 15, 16, 17].map((n) => `postgresql_${n}[postgresql_${n}_jit]`).join(' '),
    },
  },
  php: {
    '2025-03-27/master': {
      packaged: [81, 82, 83, 84].map((n) => `php${n}[php${n}Extensions,php${n}Packages]`).join(' '),
    },
    '2025-03-27/release-24.11': {
      packaged: [81, 82, 83].map((n) => `php${n}[php${n}Extensions,php${n}Packages]`).join(' '),
    },
    '2025-10-02/master': {
      packaged: [81, 82, 83, 84].map((n) => `php${n}[php${n}Extensions,php${n}Packages]`).join(' '),
    },
    '2025-10-02/release-25.05': {
      packaged: [81, 82, 83, 84].map((n) => `php${n}[php${n}Extensions,php${n}Packages]`).join(' '),
    },
  },
  nodejs: {
    '2025-03-27/master': {
      packaged: [18, 20, 22, 23].map((n) => `nodejs_${n}[nodejs-slim_${n},corepack_${n}]`).join(' '),
      thrown: 'nodejs_16',
    },
    '2025-03-27/release-24.11': {
      packaged: [18, 20, 22, 23].map((n) => `nodejs_${n}[nodejs-slim_${n},corepack_${n}]`).join(' '),
      thrown: 'nodejs_16',
    },
    '2025-10-02/master': {
      packaged: [20, 22, 24].map((n) => `nodejs_${n}[nodejs-slim_${n},corepack_${n}]`).join(' '),
      thrown: 'nodejs_18',
    },
    '2025-10-02/release-25.05': {
      packaged: [20, 22, 24].map((n) => `nodejs_${n}[nodejs-slim_${n},corepack_${n}]`).join(' '),
      thrown: 'nodejs_18',
    },
  },
  // python39 left without a throw (#397258): removed by its absence.
  python: {
    '2025-03-27/master': { packaged: 'python39 python310 python311 python312 python313' },
    '2025-03-27/release-24.11': { packaged: 'python39 python310 python311 python312 python313' },
    '2025-10-02/master': { packaged: 'python310 python311 python312 python313 python314' },
    '2025-10-02/release-25.05': { packaged: 'python310 python311 python312 python313' },
  },
  go: {
    '2025-03-27/master': {
      packaged: 'go_1_22[buildGo122Module] go_1_23[buildGo123Module] go_1_24[buildGo124Module]',
    },
    '2025-03-27/release-24.11': { packaged: 'go_1_22[buildGo122Module] go_1_23[buildGo123Module]' },
    '2025-10-02/master': {
      packaged: 'go_1_24[buildGo124Module] go_1_25[buildGo125Module]',
      thrown: 'go_1_22 go_1_23',
    },
    '2025-10-02/release-25.05': {
      packaged: 'go_1_23[buildGo123Module] go_1_24[buildGo124Module]',
      thrown: 'go_1_22',
    },
  },
  // A kernel thrown in linux-kernels.nix is removed, whatever plain alias aliases.nix still keeps of it.
  linux: {
    '2025-03-27/master': {
      packaged: ['5_4', '5_10', '5_15', '6_1', '6_6', '6_12', '6_13']
        .map((n) => `linux_${n}[linuxPackages_${n}]`)
        .join(' '),
      thrown: 'linux_4_19 linux_6_9 linux_6_10 linux_6_11',
    },
    '2025-03-27/release-24.11': {
      packaged: ['5_4', '5_10', '5_15', '6_1', '6_6', '6_11', '6_12', '6_13']
        .map((n) => `linux_${n}[linuxPackages_${n}]`)
        .join(' '),
      thrown: 'linux_4_19 linux_6_9 linux_6_10',
    },
    '2025-10-02/master': {
      packaged: ['5_4', '5_10', '5_15', '6_1', '6_6', '6_12', '6_16', '6_17']
        .map((n) => `linux_${n}[linuxPackages_${n}]`)
        .join(' '),
      thrown: 'linux_4_19 linux_6_9 linux_6_10 linux_6_11 linux_6_13 linux_6_14 linux_6_15',
    },
    '2025-10-02/release-25.05': {
      packaged: ['5_4', '5_10', '5_15', '6_1', '6_6', '6_12', '6_16']
        .map((n) => `linux_${n}[linuxPackages_${n}]`)
        .join(' '),
      thrown: 'linux_4_19 linux_6_9 linux_6_10 linux_6_11 linux_6_13 linux_6_14 linux_6_15',
    },
  },
  ruby: {
    '2025-03-27/master': { packaged: 'ruby_3_1 ruby_3_2 ruby_3_3 ruby_3_4' },
    '2025-03-27/release-24.11': { packaged: 'ruby_3_1 ruby_3_2 ruby_3_3' },
    '2025-10-02/master': { packaged: 'ruby_3_2 ruby_3_3 ruby_3_4 ruby_3_5' },
    '2025-10-02/release-25.05': { packaged: 'ruby_3_2 ruby_3_3 ruby_3_4' },
  },
  erlang: {
    '2025-03-27/master': { packaged: 'erlang_25 erlang_26 erlang_27' },
    '2025-03-27/release-24.11': { packaged: 'erlang_25 erlang_26 erlang_27' },
    '2025-10-02/master': { packaged: 'erlang_26 erlang_27 erlang_28' },
    '2025-10-02/release-25.05': { packaged: 'erlang_26 erlang_27' },
  },
  mariadb: {
    '2025-03-27/master': { packaged: 'mariadb_105 mariadb_106 mariadb_1011 mariadb_114' },
    '2025-03-27/release-24.11': { packaged: 'mariadb_105 mariadb_106 mariadb_1011 mariadb_114' },
    '2025-10-02/master': { packaged: 'mariadb_106 mariadb_1011 mariadb_114 mariadb_118' },
    '2025-10-02/release-25.05': { packaged: 'mariadb_106 mariadb_1011 mariadb_114' },
  },
  zabbix: {
    '2025-03-27/master': { packaged: 'zabbix50 zabbix60 zabbix64 zabbix70 zabbix72' },
    '2025-03-27/release-24.11': { packaged: 'zabbix50 zabbix60 zabbix64 zabbix70' },
    '2025-10-02/master': { packaged: 'zabbix60 zabbix70 zabbix72 zabbix74', thrown: 'zabbix50 zabbix64' },
    '2025-10-02/release-25.05': { packaged: 'zabbix60 zabbix70 zabbix72', thrown: 'zabbix50 zabbix64' },
  },
  // Marked below the version threshold of the binary builder: 33.0.0 on master in March 2025, 32.0.0 on release-24.11.
  electron: {
    '2025-03-27/master': {
      packaged: 'electron_32[electron_32-bin]* electron_33[electron_33-bin] electron_34[electron_34-bin]',
    },
    '2025-03-27/release-24.11': {
      packaged:
        'electron_31[electron_31-bin]* electron_32[electron_32-bin] electron_33[electron_33-bin] electron_34[electron_34-bin]',
    },
    '2025-10-02/master': {
      packaged:
        'electron_35[electron_35-bin]* electron_36[electron_36-bin] electron_37[electron_37-bin] electron_38[electron_38-bin]',
    },
    '2025-10-02/release-25.05': {
      packaged: 'electron_34[electron_34-bin]* electron_35[electron_35-bin] electron_36[electron_36-bin]',
    },
  },
  // Marked by eol = true; in its binding of pkgs/servers/nextcloud/default.nix.
  nextcloud: {
    '2025-03-27/master': { packaged: 'nextcloud29 nextcloud30 nextcloud31' },
    '2025-03-27/release-24.11': { packaged: 'nextcloud28* nextcloud29 nextcloud30 nextcloud31' },
    '2025-10-02/master': { packaged: 'nextcloud30 nextcloud31' },
    '2025-10-02/release-25.05': { packaged: 'nextcloud30 nextcloud31' },
  },
};

describe.each(Object.keys(EXPECTED))('%s, as the catalogue declares it', (id) => {
  const family = familyIn(builtInCatalogue(), id)!;

  it.each(TREES)('on %s', async (tree) => {
    const state = await family.layout.read(trees.get(tree)!);
    expect(shown(state)).toEqual({ packaged: EXPECTED[id][tree].packaged, thrown: EXPECTED[id][tree].thrown ?? '' });
    // Every file it declares is in these trees, and each template matches: nothing to notice.
    expect(state.notices ?? []).toEqual([]);
    expect(state.problems).toEqual([]);
    expect(state.nixosVersion).toBe(
      tree.endsWith('master') ? (tree.startsWith('2025-03') ? '25.05' : '25.11') : tree.slice(-5),
    );
  });
});

it('names where each mark is: the threshold line, and the flag in the cycle binding', async () => {
  const catalogue = builtInCatalogue();
  const electron = await familyIn(catalogue, 'electron')!.layout.read(trees.get('2025-03-27/master')!);
  expect(electron.minors[0].knownVulnerabilities).toEqual({
    file: 'pkgs/development/tools/electron/binary/generic.nix',
    line: 24,
  });
  const nextcloud = await familyIn(catalogue, 'nextcloud')!.layout.read(trees.get('2025-03-27/release-24.11')!);
  expect(nextcloud.minors[0]).toMatchObject({
    attr: 'nextcloud28',
    // Where its value is written, not the all-packages.nix inherit that names it: the mark goes there.
    location: { file: 'pkgs/servers/nextcloud/default.nix' },
    knownVulnerabilities: { file: 'pkgs/servers/nextcloud/default.nix' },
  });
});

it('reads all-packages.nix and aliases.nix of a tree once, for k3s, rke2 and every declared family alike', async () => {
  const { tree, calls } = recording(localTree(path.join(ROOT, '2025-10-02/master')));
  const { families } = builtInCatalogue();
  expect(families.map((f) => f.id)).toEqual(expect.arrayContaining(['k3s', 'rke2', 'postgresql']));
  for (const family of families) await family.layout.read(tree);
  const reads = (file: string): number => calls.filter((c) => c.op === 'readText' && c.path === file).length;
  expect(reads('pkgs/top-level/all-packages.nix')).toBe(1);
  expect(reads('pkgs/top-level/aliases.nix')).toBe(1);
});
