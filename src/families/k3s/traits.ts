// k3s in nixpkgs: where it lives, how its attributes and versions are written,
// where its releases come from. Its layouts over the years, all read by the
// per-minor reader of src/gather/nixpkgs/packagedState.ts:
//   2024 on      k3s/1_30/versions.nix per minor, k3s = k3s_1_30;
//   2023         k3s/1_30/default.nix per minor;
//   before 2023  one k3s/default.nix, k3s = callPackage ../k3s { } (singleFileLayout).
import type { FamilyTraits } from '../../domain/family.js';

export const K3S_TRAITS: FamilyTraits = {
  id: 'k3s',
  name: 'k3s',
  folder: 'pkgs/applications/networking/cluster/k3s',
  allPackagesRef: '../applications/networking/cluster/k3s',
  attrPrefix: 'k3s_',
  alias: 'k3s',
  versionVariable: 'k3sVersion',
  buildTag: 'k3s',
  // The first three are the examples a message names.
  packagingEntries: [
    'builder.nix',
    'update-script.sh',
    'docs',
    'default.nix',
    'builders',
    'versions.nix',
    'chart-versions.nix',
    'images-versions.json',
    'update.sh',
    'patches',
    'README.md',
  ],
  singleFileLayout: { era: 'before 2023' },
  upstreamRepository: 'k3s-io/k3s',
  team: 'NixOS/k3s',
  policyText: 'https://github.com/k3s-release-guard/k3s-release-guard/blob/main/docs/POLICY.md',
};
