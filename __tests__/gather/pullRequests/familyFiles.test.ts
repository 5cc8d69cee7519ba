// Whose files a pull request changes: what the family's reader reads (k3s's
// folder, a declared family's own files), or its lines of the files several
// families share, told from the patch (changed lines only).
import { describe, expect, it } from '@jest/globals';
import { builtInCatalogue, familyIn } from '../../../src/families/catalogue.js';
import type { PackageFamily } from '../../../src/families/family.js';
import type { ChangedFile } from '../../../src/gather/pullRequests/answers.js';
import { familyChanges, filesReadByMany } from '../../../src/gather/pullRequests/familyFiles.js';
import { k3s, rke2 } from '../../families/builtIn.js';

const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
const ALIASES = 'pkgs/top-level/aliases.nix';
const K3S = k3s.layout.folder;
const declared = (id: string): PackageFamily => familyIn(builtInCatalogue(), id)!;

/** all-packages.nix as nixpkgs has it around both families, with `change` made of one of its lines. */
function allPackagesPatch(removed: string, added: string): string {
  return [
    '@@ -2460,11 +2460,11 @@ with pkgs;',
    '   inherit (callPackage ../applications/networking/cluster/k3s {',
    '     buildGoModule = buildGo125Module;',
    '     go = go_1_25;',
    `-${removed}`,
    `+${added}`,
    '   k3s = k3s_1_36;',
    '',
    '   inherit (callPackage ../applications/networking/cluster/rke2 { })',
  ].join('\n');
}

const modified = (filename: string, patch?: string): ChangedFile => ({ filename, status: 'modified', patch });

describe('the files of a family a pull request changes', () => {
  it.each<[string, ChangedFile[], Array<{ file: string; touch: string }>]>([
    [
      'a file of its folder',
      [
        modified(
          `${K3S}/1_35/versions.nix`,
          '@@ -2 +2 @@\n-  k3sVersion = "1.35.10+k3s1";\n+  k3sVersion = "1.35.12+k3s1";',
        ),
      ],
      [{ file: `${K3S}/1_35/versions.nix`, touch: 'folder' }],
    ],
    [
      'a file renamed out of its folder',
      [{ filename: 'pkgs/by-name/k3/k3s/package.nix', status: 'renamed', previousFilename: `${K3S}/default.nix` }],
      [{ file: 'pkgs/by-name/k3/k3s/package.nix', touch: 'folder' }],
    ],
    [
      'a changed line of all-packages.nix that names one of its attributes',
      [modified(ALL_PACKAGES, allPackagesPatch('  }) k3s_1_34 k3s_1_35 k3s_1_36;', '  }) k3s_1_35 k3s_1_36;'))],
      [{ file: ALL_PACKAGES, touch: 'lines' }],
    ],
    [
      'the throw of one of its attributes added to aliases.nix',
      [
        modified(
          ALIASES,
          `@@ -1201,3 +1201,4 @@ mapAliases {\n   jscoverage = throw "jscoverage has been removed"; # Added 2025-08-25\n+  k3s_1_34 = throw "'k3s_1_34' has been removed from nixpkgs as it has reached end of life"; # Added 2026-11-20\n   kak-lsp = throw "'kak-lsp' has been renamed";`,
        ),
      ],
      [{ file: ALIASES, touch: 'lines' }],
    ],
    [
      'a shared file GitHub gave no patch of (a diff too large)',
      [modified(ALL_PACKAGES)],
      [{ file: ALL_PACKAGES, touch: 'no-patch' }],
    ],
  ])('counts %s', (_name, files, changes) => {
    expect(familyChanges(k3s, files)).toEqual(changes);
  });

  it.each<[string, ChangedFile[]]>([
    [
      'a changed line beside its lines: the context names it, the change does not',
      [modified(ALL_PACKAGES, allPackagesPatch('    go = go_1_25;', '    go = go_1_26;'))],
    ],
    [
      'names that only begin like its own (k3sup, k3s-agent, k3d)',
      [
        modified(
          ALL_PACKAGES,
          '@@ -10,3 +10,3 @@\n-  k3sup = callPackage ../applications/networking/cluster/k3sup { };\n+  k3sup = callPackage ../by-name/k3/k3sup { };\n-  k3s-agent = null;\n+  k3d = callPackage ../applications/networking/cluster/k3d { };',
        ),
      ],
    ],
    [
      'a file of another folder that only names it',
      [modified('nixos/modules/services/cluster/k3s/default.nix', '@@ -1 +1 @@\n-k3s\n+k3s')],
    ],
    ['the folder of another family', [modified(`${rke2.layout.folder}/1_35/versions.nix`, '@@ -2 +2 @@\n-k3s\n+k3s')]],
  ])('leaves out %s', (_name, files) => {
    expect(familyChanges(k3s, files)).toEqual([]);
  });

  it('tells the families apart in the lines of all-packages.nix they share', () => {
    const rke2Line = modified(
      ALL_PACKAGES,
      '@@ -2470,7 +2470,8 @@\n   inherit (callPackage ../applications/networking/cluster/rke2 { })\n     rke2_1_36\n     rke2_1_37\n+    rke2_1_38\n     rke2_stable\n     rke2_latest\n     ;',
    );
    expect(familyChanges(rke2, [rke2Line])).toEqual([{ file: ALL_PACKAGES, touch: 'lines' }]);
    expect(familyChanges(k3s, [rke2Line])).toEqual([]);
  });

  it("counts a line that names only one of rke2's channel aliases: they are its names too", () => {
    for (const alias of ['rke2_stable', 'rke2_latest']) {
      const line = modified(ALIASES, `@@ -1,2 +1,3 @@\n mapAliases {\n+  ${alias}-bin = ${alias}; # Added 2026-11-20`);
      expect(familyChanges(rke2, [line])).toEqual([{ file: ALIASES, touch: 'lines' }]);
      expect(familyChanges(k3s, [line])).toEqual([]);
    }
  });

  it('counts a change of the folder reference of the family, whatever the attribute', () => {
    const moved = modified(
      ALL_PACKAGES,
      '@@ -2460,2 +2460,2 @@\n-  inherit (callPackage ../applications/networking/cluster/k3s {\n+  inherit (callPackage ../by-name/k3/k3s {',
    );
    expect(familyChanges(k3s, [moved])).toEqual([{ file: ALL_PACKAGES, touch: 'lines' }]);
  });
});

describe('the files of a declared family a pull request changes', () => {
  const postgresql = declared('postgresql');
  const nodejs = declared('nodejs');

  it('are the files it names (its own), and its lines of all-packages.nix and aliases.nix', () => {
    const drop = [
      modified(
        'pkgs/servers/sql/postgresql/default.nix',
        '@@ -5,3 +5,2 @@\n   versions = {\n-    postgresql_14 = ./14.nix;\n     postgresql_15 = ./15.nix;',
      ),
      { filename: 'pkgs/servers/sql/postgresql/14.nix', status: 'removed' },
      modified(
        ALL_PACKAGES,
        '@@ -58,3 +58,2 @@\n   inherit (postgresqlJitVersions)\n-    postgresql_14_jit\n     postgresql_15_jit',
      ),
      modified(
        ALIASES,
        '@@ -1,2 +1,3 @@\n mapAliases {\n+  postgresql_14 = throw "postgresql_14 has been removed"; # Added 2026-11-20',
      ),
    ];
    expect(familyChanges(postgresql, drop)).toEqual([
      { file: 'pkgs/servers/sql/postgresql/default.nix', touch: 'file' },
      { file: ALL_PACKAGES, touch: 'lines' },
      { file: ALIASES, touch: 'lines' },
    ]);
    expect(familyChanges(nodejs, drop)).toEqual([]);
  });

  it('are told by its templates, never by a name that only begins like one of its attributes', () => {
    const lines = (added: string) => [modified(ALL_PACKAGES, `@@ -40 +40 @@\n+${added}`)];
    expect(
      familyChanges(nodejs, lines('  corepack_22 = hiPrio (callPackage ../development/web/nodejs/corepack.nix { });')),
    ).toEqual([{ file: ALL_PACKAGES, touch: 'lines' }]);
    for (const other of ['  nodejs_latest = nodePackages;', '  nodejsInstallManuals = x;'])
      expect(familyChanges(nodejs, lines(other))).toEqual([]);
    expect(familyChanges(declared('php'), lines('  phpstan = callPackage ../by-name/ph/phpstan { };'))).toEqual([]);
    expect(
      familyChanges(declared('php'), lines('  php84 = callPackage ../development/interpreters/php/8.4.nix { };')),
    ).toEqual([{ file: ALL_PACKAGES, touch: 'lines' }]);
  });

  it('leave out a file of its folder it does not read, a file it does not read at all, and lib/.version', () => {
    expect(
      familyChanges(postgresql, [
        modified('pkgs/servers/sql/postgresql/17.nix', '@@ -1 +1 @@\n-a\n+b'),
        modified('pkgs/servers/sql/mysql/8.0.x.nix', '@@ -1 +1 @@\n-postgresql_14\n+b'),
        modified('lib/.version', '@@ -1 +1 @@\n-26.11\n+27.05'),
      ]),
    ).toEqual([]);
    expect(familyChanges(k3s, [modified('lib/.version', '@@ -1 +1 @@\n-26.11\n+27.05')])).toEqual([]);
  });

  it('of a file two families of the run read, go by its changed lines', () => {
    const shared = filesReadByMany([postgresql, nodejs, k3s]);
    expect(shared).toEqual(expect.arrayContaining([ALL_PACKAGES, ALIASES]));
    const file = 'pkgs/servers/sql/postgresql/default.nix';
    // A family of one's own that also names postgresql's file.
    const other = { ...nodejs, layout: { ...nodejs.layout, reads: [...nodejs.layout.reads, file] } };
    const change = [modified(file, '@@ -1 +1 @@\n-  postgresql_14 = ./14.nix;\n+  postgresql_14 = ./14.nix; # 14.20')];
    const sharedNow = filesReadByMany([postgresql, other]);
    expect(sharedNow).toContain(file);
    expect(familyChanges(postgresql, change, sharedNow)).toEqual([{ file, touch: 'lines' }]);
    expect(familyChanges(other, change, sharedNow)).toEqual([]);
  });
});
