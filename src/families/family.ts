// A package family as the pipeline uses it: what it is (its traits), how its
// packages are read from a nixpkgs tree (its layouts), and which rules run on
// them (its rule table). k3s and rke2 are code, a folder each below
// src/families/ and a line in registry.ts; every other family is a declaration
// in families/catalogue.yaml (or a repository's own file), made into one by
// src/families/declared/.
import type { FamilyTraits } from '../domain/family.js';
import type { PackagedState } from '../domain/types.js';
import type { RuleTable } from '../evaluate/ruleTable.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { EndProjection } from '../gather/upstream/cycleEnds.js';
import type { EvidenceDeclaration } from './declared/declarations.js';

export interface PackageFamily {
  traits: FamilyTraits;
  /**
   * Reads what the family packages in a tree. Families in per-minor folders use
   * the shared reader with their traits; one with another layout brings its own.
   */
  readPackagedState(tree: NixpkgsTree): Promise<PackagedState>;
  /**
   * The paths of a tree readPackagedState reads, relative to the nixpkgs root,
   * a folder (read whole) ending in `/`: said by its reader, beside it, so that
   * `--sparse-paths` lists what is read (families/checkoutPaths.ts).
   */
  reads: readonly string[];
  /** Which rules run in which phase: evaluate runs exactly these, and no other family's. */
  rules: RuleTable;
  /**
   * Where its upstream lifecycle comes from, when not from its GitHub releases
   * and the Kubernetes lifecycle (k3s, rke2): an endoflife.date product, and how
   * an end upstream has not decided is projected. A family declared as data.
   */
  lifecycle?: { endoflife: string; projection: EndProjection };
  /** The labels its new issues get when no input names them (its declaration's). */
  labels?: readonly string[];
  /** What its policy rests on, as its declaration says (pull requests, documents). */
  evidence?: readonly EvidenceDeclaration[];
}
