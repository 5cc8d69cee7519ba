// The catalogue's defaults read as it declares them, from the fixtures of real
// nixpkgs files on two days (__tests__/fixtures/families/), and the shapes of
// a default the layout reads and those it cannot: each default names the
// cycle of the attribute it is set to ("nodejs=22"), or is unknown with the
// binding quoted ("linuxPackages?"), never a guess; a default no declared file
// binds is left out.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { builtInCatalogue, familyIn } from '../../../src/families/catalogue.js';
import type { PackagedState } from '../../../src/domain/types.js';
import { declarationFacts } from '../../../src/gather/nixpkgs/declaredState.js';
import { localTree, type NixpkgsTree } from '../../../src/gather/nixpkgs/tree.js';
import { attributesLayout } from '../../../src/families/layouts/attributes.js';

const ROOT = path.resolve(import.meta.dirname, '../../fixtures/families');
const TREES = ['2025-03-27/master', '2025-10-02/master', '2025-10-02/release-25.05'] as const;
type Tree = (typeof TREES)[number];
const trees = new Map<Tree, NixpkgsTree>(TREES.map((t) => [t, localTree(path.join(ROOT, t))]));

/** "nodejs=22 nodejs-slim=22", an unknown one "linuxPackages?". */
function shown(state: PackagedState): string {
  return (state.defaults ?? []).map((d) => (d.minor !== undefined ? `${d.alias}=${d.minor}` : `${d.alias}?`)).join(' ');
}

const EXPECTED: Record<string, Record<Tree, string>> = {
  postgresql: {
    '2025-03-27/master': 'postgresql=17 postgresql_jit=17',
    '2025-10-02/master': 'postgresql=17 postgresql_jit=17',
    '2025-10-02/release-25.05': 'postgresql=16 postgresql_jit=16',
  },
  php: { '2025-03-27/master': 'php=8.3', '2025-10-02/master': 'php=8.4', '2025-10-02/release-25.05': 'php=8.3' },
  // No corepack = ...; in these trees: left out, not unknown.
  nodejs: {
    '2025-03-27/master': 'nodejs=22 nodejs-slim=22',
    '2025-10-02/master': 'nodejs=22 nodejs-slim=22',
    '2025-10-02/release-25.05': 'nodejs=22 nodejs-slim=22',
  },
  python: {
    '2025-03-27/master': 'python3=3.12',
    '2025-10-02/master': 'python3=3.13',
    '2025-10-02/release-25.05': 'python3=3.12',
  },
  mariadb: {
    '2025-03-27/master': 'mariadb=11.4',
    '2025-10-02/master': 'mariadb=11.4',
    '2025-10-02/release-25.05': 'mariadb=11.4',
  },
  zabbix: {
    '2025-03-27/master': 'zabbix=6.0',
    '2025-10-02/master': 'zabbix=6.0',
    '2025-10-02/release-25.05': 'zabbix=6.0',
  },
  erlang: {
    '2025-03-27/master': 'erlang?',
    '2025-10-02/master': 'erlang?',
    '2025-10-02/release-25.05': 'erlang?',
  },
};

describe('the catalogue defaults on the fixtures of real days', () => {
  const catalogue = builtInCatalogue();
  for (const [id, byTree] of Object.entries(EXPECTED))
    for (const tree of TREES)
      it(`${id} on ${tree}: ${byTree[tree]}`, async () => {
        const state = await familyIn(catalogue, id)!.layout.read(trees.get(tree)!);
        expect(shown(state)).toBe(byTree[tree]);
      });

  it("the lead default is the family's default: the dashboard's default row, and what removals move first", async () => {
    const state = await familyIn(catalogue, 'nodejs')!.layout.read(trees.get('2025-03-27/master')!);
    expect(state.defaultAttr).toBe('nodejs_22');
    expect(state.defaultMinor).toBe('22');
    expect(state.defaultLocation).toEqual({ file: 'pkgs/top-level/all-packages.nix', line: 157 });
    expect(state.defaults?.[1]).toMatchObject({ target: 'nodejs-slim_22', template: 'nodejs-slim_{cycle}' });
  });

  it('an indirection is unknown, with the binding quoted; the facts of a run say each unknown default once', async () => {
    const erlang = familyIn(catalogue, 'erlang')!;
    const states = await Promise.all(TREES.map((t) => erlang.layout.read(trees.get(t)!)));
    // all-packages.nix's inherit is outermost; beam-packages.nix binds it deeper, as an indirection too.
    expect(states[0].defaults?.[0]).toMatchObject({ alias: 'erlang', unknown: 'inherited from "beam.interpreters"' });
    expect(states[0].defaultMinor).toBeUndefined();
    const facts = declarationFacts(TREES.map((t, i) => ({ branch: t, state: states[i] })));
    expect(facts.unreadDefaults).toEqual([{ alias: 'erlang', why: 'inherited from "beam.interpreters"' }]);
  });
});

/** A tree of a few files held in memory. */
function memoryTree(files: Record<string, string>): NixpkgsTree {
  return { describe: 'memory', readText: async (p) => files[p], listDir: async () => undefined };
}

const NODEJS = attributesLayout({
  kind: 'attributes',
  attributes: ['nodejs_{cycle}', 'nodejs-slim_{cycle}', 'corepack_{cycle}'],
  files: ['pkgs/top-level/all-packages.nix'],
  defaults: ['nodejs', 'nodejs-slim', 'corepack'],
});

function allPackages(body: string): Record<string, string> {
  return { 'pkgs/top-level/all-packages.nix': `{ lib }:\nres: pkgs: super:\nwith pkgs;\n{\n${body}\n}\n` };
}

const CYCLES = [22, 24]
  .map(
    (n) =>
      `  nodejs_${n} = callPackage ../development/web/nodejs/v${n}.nix { };\n` +
      `  nodejs-slim_${n} = callPackage ../development/web/nodejs/v${n}.nix { enableNpm = false; };\n` +
      `  corepack_${n} = hiPrio (callPackage ../development/web/nodejs/corepack.nix { nodejs = nodejs_${n}; });`,
  )
  .join('\n');

describe('the shapes of a default', () => {
  it.each([
    ['plain', 'nodejs = nodejs_22;', 'nodejs=22'],
    ['under a priority', 'corepack = hiPrio corepack_24;', 'corepack=24'],
    ['under lib.lowPrio, across lines', 'nodejs-slim =\n    lib.lowPrio\n      nodejs-slim_22;', 'nodejs-slim=22'],
    ['a function of the attribute', 'nodejs = nodejs_22.override { enableNpm = true; };', 'nodejs?'],
    ['an attribute of another family', 'nodejs = bun;', 'nodejs?'],
    ["the family's alias of the newest", 'nodejs = nodejs_latest;', 'nodejs?'],
  ])('%s: %s', async (_what, binding, expected) => {
    const state = await NODEJS.read(memoryTree(allPackages(`${CYCLES}\n  ${binding}`)));
    expect(shown(state)).toBe(expected);
  });

  it('a default bound only inside another set (an argument) is not the top-level one', async () => {
    const state = await NODEJS.read(
      memoryTree(allPackages(`${CYCLES}\n  foo = callPackage ./foo { nodejs = nodejs_24; };\n  nodejs = nodejs_22;`)),
    );
    expect(shown(state)).toBe('nodejs=22');
  });

  it('a comment or a string that looks like a default is no binding', async () => {
    const state = await NODEJS.read(
      memoryTree(allPackages(`${CYCLES}\n  # nodejs = nodejs_24;\n  note = "nodejs = nodejs_24;";`)),
    );
    expect(state.defaults).toEqual([]);
    expect(state.defaultAttr).toBeUndefined();
  });

  it('the lead is the first default read; a lead pointing to a cycle no longer packaged gives no default minor', async () => {
    const state = await NODEJS.read(
      memoryTree(allPackages(`${CYCLES}\n  nodejs = linkFarm "n" [ ];\n  nodejs-slim = nodejs-slim_20;`)),
    );
    expect(shown(state)).toBe('nodejs? nodejs-slim=20');
    expect(state.defaultAttr).toBe('nodejs-slim_20');
    expect(state.defaultMinor).toBeUndefined();
  });
});
