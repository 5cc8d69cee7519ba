// Whose files a pull request changes: a family's folder, or its lines of the
// two files every family shares, told from the patch (changed lines only).
import { describe, expect, it } from '@jest/globals';
import type { ChangedFile } from '../../../src/gather/pullRequests/answers.js';
import { familyChanges } from '../../../src/gather/pullRequests/familyFiles.js';
import { K3S as K3S_FAMILY, RKE2 } from '../../families/builtIn.js';

const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
const ALIASES = 'pkgs/top-level/aliases.nix';
const K3S = K3S_FAMILY.layout.folder;

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
    expect(familyChanges(K3S_FAMILY, files)).toEqual(changes);
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
    ['the folder of another family', [modified(`${RKE2.layout.folder}/1_35/versions.nix`, '@@ -2 +2 @@\n-k3s\n+k3s')]],
  ])('leaves out %s', (_name, files) => {
    expect(familyChanges(K3S_FAMILY, files)).toEqual([]);
  });

  it('tells the families apart in the lines of all-packages.nix they share', () => {
    const rke2Line = modified(
      ALL_PACKAGES,
      '@@ -2470,7 +2470,8 @@\n   inherit (callPackage ../applications/networking/cluster/rke2 { })\n     rke2_1_36\n     rke2_1_37\n+    rke2_1_38\n     rke2_stable\n     rke2_latest\n     ;',
    );
    expect(familyChanges(RKE2, [rke2Line])).toEqual([{ file: ALL_PACKAGES, touch: 'lines' }]);
    expect(familyChanges(K3S_FAMILY, [rke2Line])).toEqual([]);
  });

  it('counts a change of the folder reference of the family, whatever the attribute', () => {
    const moved = modified(
      ALL_PACKAGES,
      '@@ -2460,2 +2460,2 @@\n-  inherit (callPackage ../applications/networking/cluster/k3s {\n+  inherit (callPackage ../by-name/k3/k3s {',
    );
    expect(familyChanges(K3S_FAMILY, [moved])).toEqual([{ file: ALL_PACKAGES, touch: 'lines' }]);
  });
});
