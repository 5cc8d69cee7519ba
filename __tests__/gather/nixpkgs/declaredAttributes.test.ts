// The attributes of families declared as data, read from the files a
// declaration names, in the formats nixpkgs writes them: the cycle each
// attribute names, where it is bound, the throw that removed it and the
// meta.knownVulnerabilities that marks it; what cannot be read is a notice for
// that family alone; each file is read once however many families ask.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseAttributePattern, type AttributePattern } from '../../../src/domain/attributePattern.js';
import {
  readDeclaredAttributes,
  readDeclaredFamilies,
  type AttributesRead,
  type DeclaredAttributes,
} from '../../../src/gather/nixpkgs/declaredAttributes.js';
import { NIXPKGS_PATHS } from '../../../src/gather/nixpkgs/paths.js';
import { TreeBindings } from '../../../src/gather/nixpkgs/treeBindings.js';
import type { NixpkgsTree } from '../../../src/gather/nixpkgs/tree.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { memoryTree, recording, tempDir } from './fixtureTrees.js';
import { REAL_SIZE_FAMILIES, REAL_SIZE_MARKED, realSizeFiles } from './realSizeTree.js';

const ALL_PACKAGES = NIXPKGS_PATHS.allPackages;
const ALIASES = NIXPKGS_PATHS.aliases;
const PYTHON = 'pkgs/development/interpreters/python/default.nix';
const KERNELS = 'pkgs/top-level/linux-kernels.nix';

function pattern(template: string): AttributePattern {
  const parsed = parseAttributePattern(template);
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.pattern;
}
const declared = (template: string, ...files: string[]): DeclaredAttributes => ({ files, pattern: pattern(template) });
const read = (tree: NixpkgsTree, declaration: DeclaredAttributes): Promise<AttributesRead> =>
  readDeclaredAttributes(new TreeBindings(tree), declaration);

/** The number of the first line of `text` that holds `needle` (a name of an inherit list: the line that is only it). */
const lineOf = (text: string, needle: string): number =>
  text.split('\n').findIndex((l) => (needle.startsWith(' ') ? l === needle : l.includes(needle))) + 1;

// Excerpts in the files' own formats (nixfmt, as nixpkgs is formatted since 2024).
const allPackages = [
  '{',
  '  lib,',
  '  config,',
  '  noSysDirs,',
  '  overlays,',
  '}:',
  'res: pkgs: super:',
  '',
  'with pkgs;',
  '',
  '{',
  '  inherit',
  '    (',
  '      let',
  '        getElectronPkg = { bin, src }: if lib.meta.availableOn stdenv.hostPlatform src then src else bin;',
  '      in',
  '      {',
  '        electron_33 = electron_33-bin.overrideAttrs (old: {',
  '          meta = old.meta // {',
  '            knownVulnerabilities = [ "Electron version 33 is EOL" ];',
  '          };',
  '        });',
  '        electron_34 = getElectronPkg {',
  '          src = electron-source.electron_34;',
  '          bin = electron_34-bin;',
  '        };',
  '      }',
  '    )',
  '    electron_33',
  '    electron_34',
  '    ;',
  '',
  '  # Import PHP interpreters',
  '  inherit (callPackage ./../development/interpreters/php { })',
  '    php82',
  '    php83',
  '    php84',
  '    ;',
  '',
  '  inherit (pythonInterpreters)',
  '    python27',
  '    python312',
  '    python313',
  '    python3Minimal',
  '    ;',
  '',
  '  inherit (postgresqlVersions)',
  '    postgresql_14',
  '    postgresql_15',
  '    postgresql_16',
  '    ;',
  '',
  '  inherit (postgresqlJitVersions)',
  '    postgresql_14_jit',
  '    ;',
  '',
  '  nodejs_20 = callPackage ../development/web/nodejs/v20.nix { };',
  '  nodejs-slim_20 = callPackage ../development/web/nodejs/v20.nix { enableNpm = false; };',
  '  nodejs_22 = callPackage ../development/web/nodejs/v22.nix { };',
  '',
  '  pgbouncer = callPackage ../servers/sql/pgbouncer {',
  '    # Built against the oldest supported major, as the server it fronts may be.',
  '    postgresql_13 = postgresql_14;',
  '  };',
  '',
  '  linux_6_6 = linuxKernel.kernels.linux_6_6;',
  '  hint = "php81 = callPackage ...;";',
  '}',
  '',
].join('\n');

const aliases = [
  'lib: self: super:',
  '',
  '### Deprecated aliases - for backward compatibility',
  '',
  'with self;',
  '',
  'let',
  '  mapAliases = aliases: lib.mapAttrs (n: alias: checkInPkgs n alias) aliases;',
  'in',
  '',
  'mapAliases {',
  '  electron_32 = throw "electron_32 has been removed in favor of newer versions"; # Added 2025-02-01',
  '  nodejs_18 = throw "Node.js 18.x has reached End-Of-Life and has been removed"; # Added 2025-04-23',
  '  php81 = throw "php81 is EOL"; # Added 2025-11-27',
  '  postgresql_13 = throw "postgresql_13 has been removed since it reached its EOL upstream"; # Added 2025-11-10',
  '  python39 = throw "python39 has been removed since it is EOL"; # Added 2025-05-22',
  '  nodejs_latest = nodejs_24; # Added 2025-05-01',
  '}',
  '',
].join('\n');

const python = [
  '{ pkgs }:',
  '',
  'with pkgs;',
  '',
  '(let',
  '  passthruFun = import ./passthrufun.nix args;',
  '  sources = {',
  '    python313 = {',
  '      sourceVersion = {',
  '        major = "3";',
  '        minor = "13";',
  '      };',
  '    };',
  '  };',
  'in {',
  '  python27 = callPackage ./cpython/2.7 {',
  '    self = __splicedPackages.python27;',
  '    inherit passthruFun;',
  '  };',
  '',
  '  python312 = callPackage ./cpython {',
  '    self = __splicedPackages.python312;',
  '    inherit passthruFun;',
  '  };',
  '',
  '  python313 = callPackage ./cpython ({',
  '    self = __splicedPackages.python313;',
  '    inherit passthruFun;',
  '  } // sources.python313);',
  '})',
  '',
].join('\n');

const kernels = [
  '{ pkgs, linuxKernel, config, lib }:',
  '',
  'with linuxKernel;',
  '',
  'let',
  '  deblobKernel = kernel: callPackage ../os-specific/linux/kernel/linux-libre.nix { linux = kernel; };',
  'in {',
  '  kernels = recurseIntoAttrs (lib.makeExtensible (self: with self;',
  '    let callPackage = newScope self; in {',
  '',
  '    linux_6_1 = callPackage ../os-specific/linux/kernel/mainline.nix {',
  '      branch = "6.1";',
  '    };',
  '',
  '    linux_6_6 = callPackage ../os-specific/linux/kernel/mainline.nix {',
  '      branch = "6.6";',
  '    };',
  '',
  '  } // lib.optionalAttrs config.allowAliases {',
  '    linux_6_9 = throw "linux 6.9 was removed because it has reached its end of life upstream";',
  '  }));',
  '}',
  '',
].join('\n');

const temp = tempDir();
afterAll(() => temp.cleanup());

/** The files as a checkout on disk, which refuses paths out of it. */
function onDisk(files: Record<string, string>): NixpkgsTree {
  const root = mkdtempSync(path.join(temp.dir, 'checkout-'));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  return localTree(root);
}

const TREE = { [ALL_PACKAGES]: allPackages, [ALIASES]: aliases, [PYTHON]: python, [KERNELS]: kernels };

describe('the attributes of a declared family', () => {
  it('postgresql_{cycle}: the majors all-packages.nix inherits (said: their values are written elsewhere), and the one aliases.nix throws', async () => {
    const result = await read(memoryTree(TREE), declared('postgresql_{cycle}', ALL_PACKAGES));
    expect(result).toEqual({
      attributes: [
        {
          attr: 'postgresql_13',
          cycle: '13',
          bound: [],
          removed: { file: ALIASES, line: lineOf(aliases, 'postgresql_13') },
        },
        ...['14', '15', '16'].map((cycle) => ({
          attr: `postgresql_${cycle}`,
          cycle,
          bound: [{ file: ALL_PACKAGES, line: lineOf(allPackages, `    postgresql_${cycle}`), inherited: true }],
        })),
      ],
      aliasesRead: true,
      filesRead: 1,
      notices: [],
    });
  });

  it('python3{minor}: bound in all-packages.nix and in the interpreters file, not the sources a let keeps', async () => {
    const { attributes } = await read(memoryTree(TREE), declared('python3{minor}', ALL_PACKAGES, PYTHON));
    expect(
      attributes.map((a) => [a.attr, a.cycle, a.bound.map((b) => `${b.file}:${b.line}`), a.removed?.line]),
    ).toEqual([
      ['python39', '3.9', [], lineOf(aliases, 'python39')],
      [
        'python312',
        '3.12',
        [`${ALL_PACKAGES}:${lineOf(allPackages, '    python312')}`, `${PYTHON}:${lineOf(python, 'python312 = ')}`],
        undefined,
      ],
      [
        'python313',
        '3.13',
        [
          `${ALL_PACKAGES}:${lineOf(allPackages, '    python313')}`,
          `${PYTHON}:${lineOf(python, 'python313 = callPackage')}`,
        ],
        undefined,
      ],
    ]);
  });

  it('electron_{cycle}: marked where the set it is inherited from sets meta.knownVulnerabilities', async () => {
    const { attributes } = await read(memoryTree(TREE), declared('electron_{cycle}', ALL_PACKAGES));
    expect(attributes).toEqual([
      { attr: 'electron_32', cycle: '32', bound: [], removed: { file: ALIASES, line: lineOf(aliases, 'electron_32') } },
      {
        attr: 'electron_33',
        cycle: '33',
        bound: [{ file: ALL_PACKAGES, line: lineOf(allPackages, '    electron_33'), inherited: true }],
        marked: { file: ALL_PACKAGES, line: lineOf(allPackages, 'knownVulnerabilities') },
      },
      {
        attr: 'electron_34',
        cycle: '34',
        bound: [{ file: ALL_PACKAGES, line: lineOf(allPackages, '    electron_34'), inherited: true }],
      },
    ]);
  });

  it('linux_{major}_{minor}: a kernel thrown in the kernels file itself is removed there, and the alias in all-packages.nix binds', async () => {
    const { attributes } = await read(memoryTree(TREE), declared('linux_{major}_{minor}', KERNELS, ALL_PACKAGES));
    expect(attributes).toEqual([
      {
        attr: 'linux_6_1',
        cycle: '6.1',
        bound: [{ file: KERNELS, line: lineOf(kernels, 'linux_6_1 = '), inside: 'kernels' }],
      },
      {
        attr: 'linux_6_6',
        cycle: '6.6',
        bound: [
          { file: KERNELS, line: lineOf(kernels, 'linux_6_6 = '), inside: 'kernels' },
          { file: ALL_PACKAGES, line: lineOf(allPackages, 'linux_6_6 = ') },
        ],
      },
      { attr: 'linux_6_9', cycle: '6.9', bound: [], removed: { file: KERNELS, line: lineOf(kernels, 'linux_6_9') } },
    ]);
  });

  it('takes no name from a string, a comment, an argument of another package or an alias that is no throw', async () => {
    const tree = memoryTree(TREE);
    const names = async (template: string) =>
      (await read(tree, declared(template, ALL_PACKAGES))).attributes.map((a) => [a.attr, a.bound.length, !!a.removed]);
    // php81 appears in a string and is thrown: removed, never bound.
    expect(await names('php{major:1}{minor}')).toEqual([
      ['php81', 0, true],
      ['php82', 1, false],
      ['php83', 1, false],
      ['php84', 1, false],
    ]);
    // nodejs-slim_20 is no nodejs_{cycle}; nodejs_latest in aliases.nix is a rename, not a removal.
    expect(await names('nodejs_{cycle}')).toEqual([
      ['nodejs_18', 0, true],
      ['nodejs_20', 1, false],
      ['nodejs_22', 1, false],
    ]);
    // postgresql_13 as an argument of pgbouncer is not the attribute: only its throw is.
    expect((await read(tree, declared('postgresql_{cycle}', ALL_PACKAGES))).attributes[0]).toMatchObject({
      attr: 'postgresql_13',
      bound: [],
    });
  });
});

describe('what cannot be read is a notice for that family alone', () => {
  it('a declared file that is not in the tree', async () => {
    const result = await read(
      memoryTree(TREE),
      declared('nodejs_{cycle}', ALL_PACKAGES, 'pkgs/development/web/nodejs/default.nix'),
    );
    expect(result.notices).toEqual([
      {
        file: 'pkgs/development/web/nodejs/default.nix',
        message: 'not in this tree; the attributes it would define are not read',
        missing: true,
      },
    ]);
    expect(result.attributes.map((a) => a.attr)).toEqual(['nodejs_18', 'nodejs_20', 'nodejs_22']);
  });

  it('a declared path that leaves the checkout is refused, not read', async () => {
    const outside = await read(onDisk(TREE), declared('nodejs_{cycle}', ALL_PACKAGES, '../../etc/passwd'));
    expect(outside.notices).toEqual([
      { file: '../../etc/passwd', message: 'cannot be read: path climbs out with ".."; refused' },
    ]);
    expect(outside.attributes.map((a) => a.attr)).toEqual(['nodejs_18', 'nodejs_20', 'nodejs_22']);
  });

  it('a pattern that matches nothing in the files that were read', async () => {
    const result = await read(memoryTree(TREE), declared('zabbix{major:1}{minor}', ALL_PACKAGES, PYTHON));
    expect(result).toEqual({
      attributes: [],
      aliasesRead: true,
      filesRead: 2,
      notices: [
        {
          message: `no attribute matches zabbix{major:1}{minor} in ${ALL_PACKAGES}, ${PYTHON}`,
          template: 'zabbix{major:1}{minor}',
        },
      ],
    });
  });

  it('a tree without aliases.nix (a sparse checkout): nothing is known removed, and nothing is said', async () => {
    const { [ALIASES]: _, ...withoutAliases } = TREE;
    const result = await read(memoryTree(withoutAliases), declared('postgresql_{cycle}', ALL_PACKAGES));
    expect(result.aliasesRead).toBe(false);
    expect(result.notices).toEqual([]);
    expect(result.attributes.map((a) => a.attr)).toEqual(['postgresql_14', 'postgresql_15', 'postgresql_16']);
  });
});

describe('many families, one scan of each file', () => {
  it('reads each file once for twelve families', async () => {
    const { tree, calls } = recording(memoryTree(realSizeFiles()));
    const results = await readDeclaredFamilies(
      tree,
      REAL_SIZE_FAMILIES.map((family) => declared(family.template, ALL_PACKAGES)),
    );
    expect(results).toHaveLength(12);
    expect(calls.map((c) => c.path).sort()).toEqual([ALIASES, ALL_PACKAGES]);
  });

  it('on a real-size all-packages.nix, reads twelve patterns well under a second of CPU, each family right', async () => {
    const files = realSizeFiles();
    expect(files[ALL_PACKAGES].length).toBeGreaterThanOrEqual(300_000);
    const tree = memoryTree(files);
    const declarations = REAL_SIZE_FAMILIES.map((family) => declared(family.template, ALL_PACKAGES));
    const started = process.cpuUsage();
    const results = await readDeclaredFamilies(tree, declarations);
    const used = process.cpuUsage(started);
    // CPU, not a watch, and a guard only: 48 ms on a 2-core machine (2026-12-05), the bound twenty times that.
    expect((used.user + used.system) / 1000).toBeLessThan(1000);
    for (const [index, family] of REAL_SIZE_FAMILIES.entries()) {
      const { attributes, notices } = results[index];
      expect(notices).toEqual([]);
      expect(
        attributes
          .filter((a) => a.bound.length > 0)
          .map((a) => a.attr)
          .sort(),
      ).toEqual([...family.bound].sort());
      expect(
        attributes
          .filter((a) => a.removed)
          .map((a) => a.attr)
          .sort(),
      ).toEqual([...family.thrown].sort());
      expect(attributes.filter((a) => a.marked).map((a) => a.attr)).toEqual(
        family.bound.filter((attr) => REAL_SIZE_MARKED.includes(attr)),
      );
    }
  });
});
