// A package family as the pipeline uses it: what it is (its traits), how its
// packages are read from a nixpkgs tree (its layouts), and which rules run on
// them (its rule table). One folder per family below src/families/, one line
// per family in registry.ts.
import type { FamilyTraits } from '../domain/family.js';
import type { PackagedState } from '../domain/types.js';
import type { RuleTable } from '../evaluate/ruleTable.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';

export interface PackageFamily {
  traits: FamilyTraits;
  /**
   * Reads what the family packages in a tree. Families in per-minor folders use
   * the shared reader with their traits; one with another layout brings its own.
   */
  readPackagedState(tree: NixpkgsTree): Promise<PackagedState>;
  /** Which rules run in which phase: evaluate runs exactly these, and no other family's. */
  rules: RuleTable;
}
