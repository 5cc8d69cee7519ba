// What a run reads of a nixpkgs checkout for the families it audits, as the
// patterns of a sparse checkout (`--sparse-paths`, and the example workflows'
// `sparse-checkout:`): each family's reader says what it reads
// (its layout's `reads`), the run adds what it reads for every family.
//
// Non-cone patterns, anchored at the root: `/pkgs/top-level/all-packages.nix`
// is that one file, `/pkgs/applications/networking/cluster/k3s/` that folder
// whole, `/pkgs/servers/sql/postgresql/*.nix` the files of that folder it
// matches (each cycle's file, where a family reads its versions). Cone mode takes only folders, and would check out the whole of
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
  const patterns = [...paths].map((read) => `/${read}`);
  // A file another pattern takes already (postgresql/default.nix beside postgresql/*.nix) is said once, by it.
  return patterns
    .filter((pattern) => !patterns.some((other) => other !== pattern && matchesPattern(other, pattern.slice(1))))
    .sort();
}

/** Whether a path of the tree is in the checkout the patterns make: one of its files, or inside one of its folders. */
export function inCheckout(patterns: readonly string[], treePath: string): boolean {
  return patterns.some((pattern) => matchesPattern(pattern, treePath));
}

/**
 * Whether one pattern takes a path of the tree: a folder (`/.../k3s/`) what is
 * inside it, a file that file, and a file with a `*` (a family's cycle files,
 * `/pkgs/servers/sql/postgresql/*.nix`) the files of its folder it matches, as
 * git's `*` matches no `/`.
 */
export function matchesPattern(pattern: string, treePath: string): boolean {
  const anchored = `/${treePath}`;
  if (pattern.endsWith('/')) return `${anchored}/`.startsWith(pattern);
  if (!pattern.includes('*')) return anchored === pattern;
  const glob = pattern
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/]*');
  return new RegExp(`^${glob}$`).test(anchored);
}
