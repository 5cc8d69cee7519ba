// Whether a pull request changes a family's files: a file in the family's
// folder, or in the two files every family shares (all-packages.nix,
// aliases.nix) a changed line that names the family. For the shared files the
// patch decides, conservatively: only an added or removed line counts (the
// context lines around it are unchanged), and it counts when it names the
// family's plain alias, one of its attributes (the prefix and a suffix:
// k3s_1_35, rke2_stable) or its folder as all-packages.nix refers to it, each
// as a whole Nix identifier (k3sup or k3s-agent is not k3s). A shared file
// without a patch (GitHub leaves out a diff too large) counts: the head is
// read and evaluated anyway, and a pull request read for nothing costs less
// than one missed.
import { attributePrefix, type LayoutProfile } from '../../domain/family.js';
import type { FamilyFileChange } from '../../domain/pullRequests.js';
import { NIXPKGS_PATHS } from '../nixpkgs/packagedState.js';
import type { ChangedFile } from './answers.js';

const SHARED_FILES: readonly string[] = [NIXPKGS_PATHS.allPackages, NIXPKGS_PATHS.aliases];

/** A character of a Nix identifier: what may not touch a name for it to be the name. */
const IDENTIFIER = "[A-Za-z0-9_'-]";

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A family as its files are told: its layout's folder, attributes and defaults. */
type Files = { layout: Pick<LayoutProfile, 'folder' | 'attributes' | 'defaults'> };

/** The family's names in a line of Nix: its defaults, its attributes, its folder as all-packages.nix refers to it. */
export function familyNamePattern({ layout }: Files): RegExp {
  const names = [
    ...layout.defaults.map(escape),
    `${escape(attributePrefix(layout))}[A-Za-z0-9_]+`,
    // all-packages.nix is in pkgs/top-level: "../applications/networking/cluster/k3s".
    escape(`..${layout.folder.replace(/^pkgs/, '')}`),
  ];
  return new RegExp(`(?<!${IDENTIFIER})(?:${names.join('|')})(?!${IDENTIFIER})`);
}

/** The added and removed lines of a unified diff (GitHub's `patch`: hunks only, no file header). */
function changedLines(patch: string): string[] {
  return patch
    .split('\n')
    .filter((line) => line.startsWith('+') || line.startsWith('-'))
    .map((line) => line.slice(1));
}

/** The family's files among those a pull request changes, each with how it was told. */
export function familyChanges(family: Files, files: readonly ChangedFile[]): FamilyFileChange[] {
  const { folder } = family.layout;
  const inFolder = (path: string | undefined): boolean => path !== undefined && path.startsWith(`${folder}/`);
  const names = familyNamePattern(family);
  return files.flatMap((file): FamilyFileChange[] => {
    if (inFolder(file.filename) || inFolder(file.previousFilename)) return [{ file: file.filename, touch: 'folder' }];
    if (!SHARED_FILES.includes(file.filename)) return [];
    if (file.patch === undefined) return [{ file: file.filename, touch: 'no-patch' }];
    return changedLines(file.patch).some((line) => names.test(line)) ? [{ file: file.filename, touch: 'lines' }] : [];
  });
}
