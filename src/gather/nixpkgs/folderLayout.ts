// A family laid out in a folder of its own, as k3s and rke2 are: what its
// readers (packagedState.ts and the parts it is made of) need to know of it.
// The layout part that reads this way (src/families/layouts/minorFolders.ts)
// makes it from the family's catalogue entry.
import type { AttributeNaming } from '../../domain/family.js';

export interface FolderLayout extends AttributeNaming {
  /** How messages name the family: "k3s". */
  name: string;
  /** Its folder in nixpkgs: "pkgs/applications/networking/cluster/k3s". */
  folder: string;
  /** How all-packages.nix refers to that folder: "../applications/networking/cluster/k3s". */
  allPackagesRef: string;
  /** The text its minor attributes start with: "k3s_" (k3s_1_30), its template's (attributes: k3s_{major}_{minor}). */
  attrPrefix: string;
  /** The plain attribute that points at the default minor: "k3s". */
  alias: string;
  /** The variable a minor's versions.nix sets: "k3sVersion". */
  versionVariable: string;
  /** The build tag of its versions: "k3s" in 1.30.2+k3s2 (rke2: "rke2r" in 1.34.2+rke2r1). */
  buildTag: string;
  /** Entries of the folder that are packaging files, not minor folders (seen in nixpkgs history). */
  packagingEntries: readonly string[];
  /**
   * The layout before per-minor folders, when the family had one: a single
   * default.nix in the folder packages the only minor as the plain alias.
   * `era` words when ("before 2023") in messages.
   */
  singleFileLayout?: { era: string };
  /** Aliases that follow upstream's release channels (rke2_stable, rke2_latest), set in its default.nix; absent: none. */
  channelAliases?: { stable: string; latest: string };
}
