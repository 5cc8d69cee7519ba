// The k3s family: its traits, its layouts (all per-minor or single-file, read
// by the shared reader with its traits) and its rule table.
import { folderFamilyReads, readPackagedState } from '../../gather/nixpkgs/packagedState.js';
import type { PackageFamily } from '../family.js';
import { K3S_RULES } from './rules.js';
import { K3S_TRAITS } from './traits.js';

export const k3s: PackageFamily = {
  traits: K3S_TRAITS,
  readPackagedState: (tree) => readPackagedState(tree, K3S_TRAITS),
  reads: folderFamilyReads(K3S_TRAITS),
  rules: K3S_RULES,
};
