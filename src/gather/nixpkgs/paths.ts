// The files and folders of nixpkgs the action reads besides the families'
// folders: the sparse checkout of a workflow lists exactly these.

/** The only paths the action reads besides the family folders and their entries (the sparse checkout needs them). */
export const NIXPKGS_PATHS = {
  allPackages: 'pkgs/top-level/all-packages.nix',
  aliases: 'pkgs/top-level/aliases.nix',
  libVersion: 'lib/.version',
  /** SUPPORT_END, a release branch's end of support (supportEnd.ts). */
  versionModule: 'nixos/modules/misc/version.nix',
} as const;

/** Folders of which the reader reads one named file, beside the families' folders. */
export const NIXPKGS_FOLDERS = {
  /** rl-YYMM.section.md, the notes of each release (releaseNotes.ts). */
  releaseNotes: 'nixos/doc/manual/release-notes',
} as const;
