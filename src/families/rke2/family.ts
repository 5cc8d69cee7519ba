// The rke2 family: its traits, its two layouts (per-minor folders, read by the
// shared reader with its traits; the older channel folders, read by its own
// reader) and its rule table (POLICY-rke2.md).
import { folderFamilyReads, readPackagedState } from '../../gather/nixpkgs/packagedState.js';
import type { PackageFamily } from '../family.js';
import { hasChannelFolders, readChannelFolders } from './channelFolders.js';
import { RKE2_RULES } from './rules.js';
import { RKE2_TRAITS } from './traits.js';

export const rke2: PackageFamily = {
  traits: RKE2_TRAITS,
  async readPackagedState(tree) {
    // An unreadable folder is the chosen reader's to report: it lists the folder again (trees keep their answers).
    const listing = await tree.listDir(RKE2_TRAITS.folder).catch(() => undefined);
    return hasChannelFolders(listing) ? readChannelFolders(tree, RKE2_TRAITS) : readPackagedState(tree, RKE2_TRAITS);
  },
  // Either layout reads its folder, all-packages.nix, aliases.nix and lib/.version.
  reads: folderFamilyReads(RKE2_TRAITS),
  rules: RKE2_RULES,
};
