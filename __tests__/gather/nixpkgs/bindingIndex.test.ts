// The bindings of a Nix file in one pass, in the shapes nixpkgs writes them:
// all-packages.nix (a let of lib functions, then `with pkgs; { ... }`, inherit
// lists from a call or from a set written in place), linux-kernels.nix (kernels
// inside a named set, throws after `//`), python/default.nix (a let, then the
// interpreters).
import { describe, expect, it } from '@jest/globals';
import { BindingIndex } from '../../../src/gather/nixpkgs/bindingIndex.js';
import { NixSource } from '../../../src/gather/nixpkgs/nixSource.js';

const index = (text: string): BindingIndex => new BindingIndex(new NixSource('file.nix', text));
/** Each binding as name, scope, line and the value as written (one line), or the inherit's set. */
const shown = (text: string) => {
  const built = index(text);
  const source = built.source;
  return built.bindings.map((b) => ({
    name: b.name,
    scope: b.scope.join('.'),
    line: source.at(b.at).line,
    ...(b.value ? { value: text.slice(b.value.start, b.value.end).replace(/\s+/g, ' ').trim() } : {}),
    ...(b.from ? { from: text.slice(b.from.start, b.from.end).replace(/\s+/g, ' ').trim() } : {}),
  }));
};

describe('all-packages.nix', () => {
  const allPackages = [
    '/*',
    '  The top-level package collection of nixpkgs.',
    '  python39 = callPackage ./not-a-binding { };',
    '*/',
    '{',
    '  lib,',
    '  config,',
    '  overlays,',
    '}:',
    'let',
    '  inherit (lib)',
    '    lowPrio',
    '    recurseIntoAttrs',
    '    ;',
    'in',
    '',
    'res: pkgs: super:',
    '',
    'with pkgs;',
    '',
    '{',
    '  ### Helper functions.',
    '  inherit lib config overlays;',
    '',
    '  inherit (postgresqlVersions)',
    '    postgresql_16',
    '    postgresql_17 # the default',
    '    ;',
    '',
    '  inherit',
    '    ({',
    '      zulu17 = callPackage ../development/compilers/zulu/17.nix { };',
    '    })',
    '    zulu17',
    '    ;',
    '',
    '  gvm-tools = with python3.pkgs; toPythonApplication gvm-tools;',
    '  incus-lts = callPackage ../by-name/in/incus/lts.nix { };',
    '  hint = "nodejs_18 = callPackage ...;";',
    "  script = ''",
    '    nodejs_16 = ${pkgs.hello};',
    "  '';",
    '  nodejs_22 = callPackage ../development/web/nodejs/v22.nix { };',
    '',
    '  hdf5-mpi = hdf5.override {',
    '    cppSupport = false;',
    '    mpiSupport = true;',
    '  };',
    '',
    '  iconv =',
    '    if lib.elem stdenv.hostPlatform.libc [ "glibc" ] then lib.getBin libc else lib.getBin libiconvReal;',
    '  "7zz-wrapped" = _7zz;',
    '}',
    '',
  ].join('\n');

  it('binds what the file binds, each where it is, with its value up to its ";"', () => {
    expect(shown(allPackages)).toEqual([
      { name: 'lowPrio', scope: 'let', line: 12, from: 'lib' },
      { name: 'recurseIntoAttrs', scope: 'let', line: 13, from: 'lib' },
      { name: 'lib', scope: '', line: 23 },
      { name: 'config', scope: '', line: 23 },
      { name: 'overlays', scope: '', line: 23 },
      { name: 'postgresql_16', scope: '', line: 26, from: 'postgresqlVersions' },
      { name: 'postgresql_17', scope: '', line: 27, from: 'postgresqlVersions' },
      {
        name: 'zulu17',
        scope: 'inherit',
        line: 32,
        value: 'callPackage ../development/compilers/zulu/17.nix { }',
      },
      {
        name: 'zulu17',
        scope: '',
        line: 34,
        from: '{ zulu17 = callPackage ../development/compilers/zulu/17.nix { }; }',
      },
      { name: 'gvm-tools', scope: '', line: 37, value: 'with python3.pkgs; toPythonApplication gvm-tools' },
      { name: 'incus-lts', scope: '', line: 38, value: 'callPackage ../by-name/in/incus/lts.nix { }' },
      { name: 'hint', scope: '', line: 39, value: '"nodejs_18 = callPackage ...;"' },
      { name: 'script', scope: '', line: 40, value: "'' nodejs_16 = ${pkgs.hello}; ''" },
      { name: 'nodejs_22', scope: '', line: 43, value: 'callPackage ../development/web/nodejs/v22.nix { }' },
      { name: 'hdf5-mpi', scope: '', line: 45, value: 'hdf5.override { cppSupport = false; mpiSupport = true; }' },
      { name: 'cppSupport', scope: 'hdf5-mpi', line: 46, value: 'false' },
      { name: 'mpiSupport', scope: 'hdf5-mpi', line: 47, value: 'true' },
      {
        name: 'iconv',
        scope: '',
        line: 50,
        value: 'if lib.elem stdenv.hostPlatform.libc [ "glibc" ] then lib.getBin libc else lib.getBin libiconvReal',
      },
      { name: '7zz-wrapped', scope: '', line: 52, value: '_7zz' },
    ]);
  });

  it('finds a name by its bindings', () => {
    const built = index(allPackages);
    expect(built.named('zulu17').map((b) => b.scope)).toEqual([['inherit'], []]);
    expect(built.named('nodejs_18')).toEqual([]);
    expect([...built.names()]).toContain('postgresql_17');
  });
});

describe('linux-kernels.nix', () => {
  const kernels = [
    '{ pkgs',
    ', linuxKernel',
    ', config',
    ', lib',
    '}:',
    '',
    'with linuxKernel;',
    '',
    'let',
    '  markBroken = drv: drv.overrideAttrs ({ meta ? {}, ... }: {',
    '    meta = meta // { broken = true; };',
    '  });',
    'in {',
    '  kernels = recurseIntoAttrs (lib.makeExtensible (self: with self;',
    '    let callPackage = newScope self; in {',
    '',
    '    linux_6_1 = callPackage ../os-specific/linux/kernel/mainline.nix {',
    '      branch = "6.1";',
    '      kernelPatches = [',
    '        kernelPatches.bridge_stp_helper',
    '      ];',
    '    };',
    '',
    '    linux_testing = let',
    '      testing = callPackage ../os-specific/linux/kernel/mainline.nix { branch = "testing"; };',
    '    in testing;',
    '',
    '  } // lib.optionalAttrs config.allowAliases {',
    '    linux_6_9 = throw "linux 6.9 was removed because it has reached its end of life upstream";',
    '  }));',
    '',
    '  vanillaPackages = {',
    '    linux_6_1 = recurseIntoAttrs (packagesFor kernels.linux_6_1);',
    '  };',
    '}',
    '',
  ].join('\n');

  it('binds the kernels inside `kernels`, through the calls and the let around them, and the throws after //', () => {
    expect(shown(kernels).map(({ name, scope, line }) => [name, scope, line])).toEqual([
      ['markBroken', 'let', 10],
      ['meta', 'let.markBroken', 11],
      ['broken', 'let.markBroken.meta', 11],
      ['kernels', '', 14],
      ['callPackage', 'kernels.let', 15],
      ['linux_6_1', 'kernels', 17],
      ['branch', 'kernels.linux_6_1', 18],
      ['kernelPatches', 'kernels.linux_6_1', 19],
      ['linux_testing', 'kernels', 24],
      ['testing', 'kernels.linux_testing.let', 25],
      ['branch', 'kernels.linux_testing.let.testing', 25],
      ['linux_6_9', 'kernels', 29],
      ['vanillaPackages', '', 32],
      ['linux_6_1', 'vanillaPackages', 33],
    ]);
  });
});

describe('python/default.nix', () => {
  const python = [
    '{ pkgs }:',
    '',
    'with pkgs;',
    '',
    '(let',
    '',
    '  # Common passthru for all Python interpreters.',
    '  passthruFun =',
    '    { implementation',
    '    , pythonVersion',
    '    , self',
    '    }: rec {',
    '        isPy39 = pythonVersion == "3.9";',
    '        isPy3k = isPy3;',
    '  };',
    '',
    'in {',
    '',
    '  python39 = callPackage ./cpython {',
    '    self = python39;',
    '    sourceVersion = {',
    '      major = "3";',
    '      minor = "9";',
    '    };',
    '    inherit passthruFun;',
    '  };',
    '',
    '})',
    '',
  ].join('\n');

  it('binds the interpreters at the top of the set after `in`, and what the let binds inside it', () => {
    expect(shown(python).map(({ name, scope }) => [name, scope])).toEqual([
      ['passthruFun', 'let'],
      ['isPy39', 'let.passthruFun'],
      ['isPy3k', 'let.passthruFun'],
      ['python39', ''],
      ['self', 'python39'],
      ['sourceVersion', 'python39'],
      ['major', 'python39.sourceVersion'],
      ['minor', 'python39.sourceVersion'],
      ['passthruFun', 'python39'],
    ]);
  });
});

describe('meta.knownVulnerabilities in a part of the file', () => {
  it('is found once per file and asked for by range', () => {
    const text = [
      '{',
      '  electron_33 = electron_33-bin.overrideAttrs (old: {',
      '    meta = old.meta // { knownVulnerabilities = [ "Electron 33 is EOL" ]; };',
      '  });',
      '  electron_34 = electron_34-bin.overrideAttrs (old: { meta.knownVulnerabilities = [ ]; });',
      '  electron_35 = electron_35-bin;',
      '}',
    ].join('\n');
    const built = index(text);
    const valueOf = (name: string) => built.named(name)[0].value!;
    expect(built.source.at(built.markIn(valueOf('electron_33'))!).line).toBe(3);
    // `[ ]` marks nothing; nor does the package after it.
    expect(built.markIn(valueOf('electron_34'))).toBeUndefined();
    expect(built.markIn(valueOf('electron_35'))).toBeUndefined();
  });
});

describe('text that is not well formed', () => {
  it.each([
    ['a value that never ends', '{\n  a = callPackage ./a {\n  b = 1;\n'],
    ['more closing brackets than opening', '}}) ]\n{ a = 1; }\n'],
    ['an unterminated string', '{ a = "never closed;\n  b = 2; }\n'],
    ['a let that never ends', 'let a = 1;\n'],
  ])('%s: reads what it can and ends', (_case, text) => {
    expect(() => index(text)).not.toThrow();
  });

  it('stops a value with no ";" at the bracket that closes its set, without a range', () => {
    const built = index('{ a = 1 }\n{ b = 2; }\n');
    expect(built.named('a')[0].value).toBeUndefined();
    expect(built.named('b')[0].value).toBeDefined();
  });

  it('indexes a whitespace run of 200,000 characters in one pass', () => {
    const text = `{\n  a =${' '.repeat(200_000)}\n    null;\n  b${' '.repeat(200_000)}x = 1;\n}\n`;
    const started = process.cpuUsage();
    const built = index(text);
    const used = process.cpuUsage(started);
    expect(built.bindings.map((b) => b.name)).toEqual(['a']);
    // CPU, not a watch, and a guard only: 36 ms on a 2-core machine (2026-12-05), the bound fourteen times that;
    // a backtracking pattern on the 200,000 spaces takes seconds.
    expect((used.user + used.system) / 1000).toBeLessThan(500);
  });
});

describe('names by their start', () => {
  const built = index(
    [
      '{',
      '  postgresql_17 = callPackage ./17.nix { };',
      '  postgresql = postgresql_17;',
      '  postgresql_13 = callPackage ./13.nix { };',
      '  postgresqlPackages = recurseIntoAttrs postgresql.pkgs;',
      '  postgresql_13 = throw "bound twice";',
      '  postgresql-common = callPackage ./common.nix { };',
      '  postgres-lsp = callPackage ./lsp.nix { };',
      '  "postgresql_16" = callPackage ./16.nix { };',
      '  python313 = callPackage ./python.nix { };',
      '}',
    ].join('\n'),
  );

  it('finds each name that starts so once, and no other', () => {
    expect(built.namesStartingWith('postgresql_').sort()).toEqual(['postgresql_13', 'postgresql_16', 'postgresql_17']);
    expect(built.namesStartingWith('postgresql').sort()).toEqual(
      [
        'postgresql',
        'postgresql-common',
        'postgresqlPackages',
        'postgresql_13',
        'postgresql_16',
        'postgresql_17',
      ].sort(),
    );
    expect(built.namesStartingWith('python3')).toEqual(['python313']);
    expect(built.namesStartingWith('ruby_')).toEqual([]);
  });

  it('finds every name for an empty start', () => {
    expect(built.namesStartingWith('').sort()).toEqual([...built.names()].sort());
  });
});
