// A nixpkgs tree of real size for the declared-family reader: an all-packages.nix
// of about 300,000 characters and an aliases.nix of real length, built from the
// binding shapes those files use (inherit lists from a call or from a set written
// in place, `name = callPackage ...`, `with python3Packages; ...`, overrides
// over several lines, if/else values, comments, strings holding look-alikes),
// with twelve versioned families placed among them as nixpkgs places them.
// Shared by the reader's tests and `npm run bench`.
import { NIXPKGS_PATHS } from '../../../src/gather/nixpkgs/paths.js';

/** The twelve families: their pattern and the attributes the generated tree binds (b) and throws (t). */
export const REAL_SIZE_FAMILIES = [
  {
    template: 'postgresql_{cycle}',
    bound: ['postgresql_14', 'postgresql_15', 'postgresql_16', 'postgresql_17', 'postgresql_18'],
    thrown: ['postgresql_13'],
  },
  {
    template: 'python3{minor}',
    bound: ['python311', 'python312', 'python313', 'python314'],
    thrown: ['python39', 'python310'],
  },
  { template: 'php{major:1}{minor}', bound: ['php82', 'php83', 'php84', 'php85'], thrown: ['php81'] },
  { template: 'nodejs_{cycle}', bound: ['nodejs_20', 'nodejs_22', 'nodejs_24'], thrown: ['nodejs_18'] },
  { template: 'go_1_{minor}', bound: ['go_1_24', 'go_1_25'], thrown: ['go_1_22', 'go_1_23'] },
  { template: 'ruby_{major}_{minor}', bound: ['ruby_3_3', 'ruby_3_4'], thrown: ['ruby_3_1', 'ruby_3_2'] },
  { template: 'erlang_{cycle}', bound: ['erlang_26', 'erlang_27', 'erlang_28'], thrown: ['erlang_25'] },
  {
    template: 'mariadb_{major:2}{minor}',
    bound: ['mariadb_106', 'mariadb_1011', 'mariadb_114', 'mariadb_118'],
    thrown: ['mariadb_105'],
  },
  { template: 'electron_{cycle}', bound: ['electron_36', 'electron_37', 'electron_38'], thrown: ['electron_33'] },
  { template: 'nextcloud{cycle}', bound: ['nextcloud30', 'nextcloud31'], thrown: ['nextcloud29'] },
  { template: 'zabbix{major:1}{minor}', bound: ['zabbix60', 'zabbix70', 'zabbix72'], thrown: ['zabbix64'] },
  {
    template: 'linux_{major}_{minor}',
    bound: ['linux_5_15', 'linux_6_1', 'linux_6_6', 'linux_6_12'],
    thrown: ['linux_6_11'],
  },
] as const;

/** The generated attributes that carry meta.knownVulnerabilities in all-packages.nix itself. */
export const REAL_SIZE_MARKED = ['electron_36'];

const TARGET_CHARS = 300_000;

/** Unrelated packages, in the shapes all-packages.nix binds them. */
function filler(n: number): string {
  const name = `pkg-${n}`;
  switch (n % 9) {
    case 0:
      return `  ${name} = callPackage ../tools/misc/${name} { };\n`;
    case 1:
      return `  ${name} = with python3Packages; toPythonApplication ${name};\n`;
    case 2:
      return `  ${name} = haskell.lib.compose.justStaticExecutables haskellPackages.${name};\n`;
    case 3:
      return `\n  ${name}-full = ${name}.override {\n    withGraphite2 = true;\n    withIcu = true; # see https://example.org/${n}#notes\n  };\n\n`;
    case 4:
      return (
        `  inherit (callPackages ../development/libraries/${name} { })\n` +
        `    ${name}_1_0\n    ${name}_2_0\n    ${name}-headless\n    ;\n\n`
      );
    case 5:
      return (
        `  ${name} =\n    if stdenv.hostPlatform.isDarwin then\n      callPackage ../development/libraries/${name}/darwin.nix { }\n` +
        `    else\n      callPackage ../development/libraries/${name} { };\n\n`
      );
    case 6:
      return (
        `  inherit\n    ({\n      ${name}_4 = callPackage ../by-name/${name}/4.nix { };\n      ${name}_5 = callPackage ../by-name/${name}/5.nix {\n` +
        `        # More recent versions need abseil 2024\n        abseil-cpp = abseil-cpp_202407;\n      };\n    })\n    ${name}_4\n    ${name}_5\n    ;\n\n`
      );
    case 7:
      return (
        `  ${name}-wrapped = callPackage ../applications/misc/${name}/wrapper.nix {\n` +
        `    hint = "not nodejs_18 = ...; nor python39 = ...;";\n` +
        `    script = ''\n      echo "#" php81 = \${lib.getExe ${name}}\n    '';\n  };\n`
      );
    default:
      return `  ### CATEGORY ${n}\n  # ${name} wants go 1.22, see https://github.com/NixOS/nixpkgs/issues/${n}\n  ${name} = ${name}-wrapped;\n`;
  }
}

/** The lines of the twelve families, in the shapes nixpkgs uses for each, in the order of REAL_SIZE_FAMILIES. */
const FAMILY_LINES: readonly string[] = [
  '  inherit (import ../servers/sql/postgresql pkgs)\n    postgresqlVersions\n    postgresqlJitVersions\n    libpq\n    ;\n\n' +
    '  inherit (postgresqlVersions)\n    postgresql_14\n    postgresql_15\n    postgresql_16\n    postgresql_17\n    postgresql_18\n    ;\n\n' +
    '  inherit (postgresqlJitVersions)\n    postgresql_14_jit\n    postgresql_15_jit\n    postgresql_16_jit\n    postgresql_17_jit\n    postgresql_18_jit\n    ;\n\n',
  '  pythonInterpreters = callPackage ./../development/interpreters/python { };\n' +
    '  inherit (pythonInterpreters)\n    python27\n    python311\n    python312\n    python313\n    python314\n    python3Minimal\n    pypy27\n    pypy310\n    pypy311\n    ;\n\n',
  '  # Import PHP interpreters\n  inherit (callPackage ./../development/interpreters/php { })\n    php82\n    php83\n    php84\n    php85\n    ;\n\n',
  '  nodejs_20 = callPackage ../development/web/nodejs/v20.nix { };\n  nodejs-slim_20 = callPackage ../development/web/nodejs/v20.nix { enableNpm = false; };\n' +
    '  nodejs_22 = callPackage ../development/web/nodejs/v22.nix { };\n  nodejs-slim_22 = callPackage ../development/web/nodejs/v22.nix { enableNpm = false; };\n' +
    '  nodejs_24 = callPackage ../development/web/nodejs/v24.nix { };\n  nodejs = nodejs_22;\n',
  '  go_1_24 = callPackage ../development/compilers/go/1.24.nix { };\n  go_1_25 = callPackage ../development/compilers/go/1.25.nix { };\n  go = go_1_24;\n',
  '  inherit\n    (callPackage ../development/interpreters/ruby {\n      inherit (darwin) libunwind;\n    })\n    mkRubyVersion\n    mkRuby\n    ruby_3_3\n    ruby_3_4\n    ;\n\n',
  '  inherit (beam.interpreters)\n    erlang\n    erlang_28\n    erlang_27\n    erlang_26\n    ;\n\n',
  '  inherit (import ../servers/sql/mariadb pkgs)\n    mariadb_106\n    mariadb_1011\n    mariadb_114\n    mariadb_118\n    ;\n\n',
  '  inherit\n    (\n      let\n        # On Linux, the source package; on Darwin, the binary.\n        getElectronPkg =\n          { bin, src }:\n          (if lib.meta.availableOn stdenv.hostPlatform src then src else bin);\n      in\n      {\n' +
    '        electron_36 = electron_36-bin.overrideAttrs (old: {\n          meta = old.meta // {\n            knownVulnerabilities = [ "Electron version 36 is EOL" ];\n          };\n        });\n' +
    '        electron_37 = electron_37-bin;\n\n        electron_38 = getElectronPkg {\n          src = electron-source.electron_38;\n          bin = electron_38-bin;\n        };\n      }\n    )\n    electron_36\n    electron_37\n    electron_38\n    ;\n\n',
  '  inherit (callPackages ../servers/nextcloud { })\n    nextcloud30\n    nextcloud31\n    ;\n\n',
  '  zabbixFor = version: rec {\n    agent = (callPackages ../servers/monitoring/zabbix/agent.nix { }).${version};\n    server = server-pgsql;\n  };\n\n' +
    '  zabbix72 = recurseIntoAttrs (zabbixFor "v72");\n  zabbix70 = recurseIntoAttrs (zabbixFor "v70");\n  zabbix60 = recurseIntoAttrs (zabbixFor "v60");\n  zabbix = zabbix60;\n',
  '  linux_5_15 = linuxKernel.kernels.linux_5_15;\n  linux_6_1 = linuxKernel.kernels.linux_6_1;\n  linux_6_6 = linuxKernel.kernels.linux_6_6;\n  linux_6_12 = linuxKernel.kernels.linux_6_12;\n' +
    '  linux_latest = linuxPackages_latest.kernel;\n',
];

/**
 * all-packages.nix of about 300,000 characters with the twelve families spread
 * through it, but those whose templates `leaveOut` names (a tree that binds
 * them itself).
 */
export function realSizeAllPackages(leaveOut: ReadonlySet<string> = new Set()): string {
  const families = FAMILY_LINES.filter((_, i) => !leaveOut.has(REAL_SIZE_FAMILIES[i].template));
  const head =
    '/*\n  The top-level package collection of nixpkgs.\n  Hint: ### starts category names.\n*/\n' +
    '{\n  lib,\n  config,\n  noSysDirs,\n  overlays,\n}:\nlet\n  inherit (lib)\n    lowPrio\n    hiPrio\n    recurseIntoAttrs\n    ;\nin\n\nres: pkgs: super:\n\nwith pkgs;\n\n{\n' +
    '  ### Helper functions.\n  inherit lib config overlays;\n\n';
  const parts = [head];
  let length = head.length;
  let n = 0;
  // The families at even steps through the file.
  const every = Math.floor(TARGET_CHARS / (families.length + 1));
  let next = 0;
  while (length < TARGET_CHARS) {
    const part = length >= (next + 1) * every && next < families.length ? families[next++] : filler(n++);
    parts.push(part);
    length += part.length;
  }
  parts.push('}\n');
  return parts.join('');
}

/** aliases.nix of real length: throws and renames, among them the throws of the families' removed attributes (but those of `leaveOut`). */
export function realSizeAliases(leaveOut: ReadonlySet<string> = new Set()): string {
  const removed = REAL_SIZE_FAMILIES.filter((family) => !leaveOut.has(family.template)).flatMap(
    (family) => family.thrown,
  );
  const lines = [
    'lib: self: super:\n\n### Deprecated aliases - for backward compatibility\n\nwith self;\n\nlet\n' +
      '  checkInPkgs =\n    n: alias:\n    if builtins.hasAttr n super then abort "Alias ${n} is still in all-packages.nix" else alias;\n\n' +
      '  mapAliases = aliases: lib.mapAttrs (n: alias: checkInPkgs n alias) aliases;\nin\n\nmapAliases {\n',
  ];
  for (let n = 0; n < 3000; n++) {
    lines.push(
      n % 3 === 0
        ? `  old-pkg-${n} = throw "'old-pkg-${n}' has been removed as it was unmaintained"; # Added 2024-0${(n % 9) + 1}-1${n % 10}\n`
        : `  old-pkg-${n} = pkg-${n}; # Added 2023-1${n % 3}-0${(n % 9) + 1}\n`,
    );
    if (n % 250 === 0 && removed.length > 0) {
      const attr = removed.shift() ?? '';
      lines.push(
        `  ${attr} = throw "'${attr}' has been removed from nixpkgs as it has reached end of life"; # Added 2025-05-0${(n % 9) + 1}\n`,
      );
    }
  }
  for (const attr of removed)
    lines.push(`  ${attr} = throw "'${attr}' has been removed since it is end of life"; # Added 2025-06-01\n`);
  lines.push('}\n');
  return lines.join('');
}

/** The two files as a tree holds them. */
export function realSizeFiles(): Record<string, string> {
  return { [NIXPKGS_PATHS.allPackages]: realSizeAllPackages(), [NIXPKGS_PATHS.aliases]: realSizeAliases() };
}
