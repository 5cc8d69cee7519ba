// rke2 in nixpkgs: where it lives, how its attributes and versions are written,
// where its releases and channels come from. Its layouts over the years:
//   2025 on      rke2/1_34/versions.nix per minor, rke2_stable = rke2_1_33; and
//                rke2_latest = rke2_1_34; inside rke2/default.nix, rke2 = rke2_stable;
//                read by the shared per-minor reader with these traits;
//   before 2025  rke2/stable/, latest/ and testing/ folders, each channel
//                attribute a package of its own (the older layout), with per-minor
//                folders beside them while the layout changed: channelFolders.ts.
import type { FamilyTraits } from '../../domain/family.js';

export const RKE2_TRAITS: FamilyTraits = {
  id: 'rke2',
  name: 'rke2',
  folder: 'pkgs/applications/networking/cluster/rke2',
  allPackagesRef: '../applications/networking/cluster/rke2',
  attrPrefix: 'rke2_',
  alias: 'rke2',
  versionVariable: 'rke2Version',
  buildTag: 'rke2r',
  // The first three are the examples a message names.
  packagingEntries: ['builder.nix', 'update-script.sh', 'default.nix', 'README.md', 'patches'],
  upstreamRepository: 'rancher/rke2',
  // The package's README names no team, and its policy has no release event to mention one for.
  team: '',
  channelAliases: { stable: 'rke2_stable', latest: 'rke2_latest' },
  channelFile: 'channels.yaml',
  issueScope: 'rke2',
  // Its README asks for the aliases.nix throw when a minor goes, not for a release note.
  releaseNoteOnRemoval: false,
  // Nothing is dropped at branch-off and no minor is chosen for a release: no checklist, no ping.
  releaseEvents: [],
  // One policy: it follows upstream's active minors, with no choice of which or how far.
  policyChoices: false,
  policyText: 'https://github.com/k3s-release-guard/k3s-release-guard/blob/main/docs/POLICY-rke2.md',
};
