// What a run reads of a nixpkgs checkout for the families it audits, as the
// patterns of a sparse checkout (`--sparse-paths`, and the example workflows'
// `sparse-checkout:`): each family's reader says what it reads
// (its layout's `reads`), the run adds what it reads for every family.
//
// Non-cone patterns, anchored at the root: `/pkgs/top-level/all-packages.nix`
// is that one file, `/pkgs/applications/networking/cluster/k3s/` that folder
// whole. Cone mode takes only folders, and would check out the whole of
// pkgs/top-level/ and nixos/modules/misc/ for the few files read there.
import { NIXPKGS_FOLDERS, NIXPKGS_PATHS } from '../gather/nixpkgs/paths.js';
import type { PackageFamily } from './family.js';

/**
 * Read by the run whatever its families: the release a tree is (lib/.version),
 * a release branch's SUPPORT_END (version.nix), and the notes of the release
 * master heads for (one rl-YYMM file of the folder, named by lib/.version).
 */
const RUN_READS: readonly string[] = [
  NIXPKGS_PATHS.libVersion,
  NIXPKGS_PATHS.versionModule,
  `${NIXPKGS_FOLDERS.releaseNotes}/`,
];

/**
 * The sparse-checkout patterns of a run of `families`, sorted, each once.
 * `familiesFile`: the path of the repository's families file in the checkout
 * (input families-file), read from it too.
 */
export function checkoutPaths(families: readonly PackageFamily[], familiesFile?: string): string[] {
  const paths = new Set([...RUN_READS, ...families.flatMap((family) => family.layout.reads)]);
  if (familiesFile !== undefined) paths.add(familiesFile);
  return [...paths].map((read) => `/${read}`).sort();
}

/** Whether a path of the tree is in the checkout the patterns make: one of its files, or inside one of its folders. */
export function inCheckout(patterns: readonly string[], treePath: string): boolean {
  const anchored = `/${treePath}`;
  return patterns.some((pattern) =>
    pattern.endsWith('/') ? `${anchored}/`.startsWith(pattern) : anchored === pattern,
  );
}
