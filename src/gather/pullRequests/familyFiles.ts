// Whether a pull request changes a family's files: those its layout reads
// (Layout.reads: k3s's folder, a declared family's files), and in the files
// several families share (all-packages.nix, aliases.nix, a file two families
// of the run read) a changed line that names the family. For the shared files
// the patch decides, conservatively: only an added or removed line counts (the
// context lines around it are unchanged), and it counts when it names one of
// the family's defaults (k3s), one of its attributes (as its templates name
// them: k3s_1_35, postgresql_14_jit), one of its channel aliases (rke2_stable)
// or a folder it reads as all-packages.nix refers to it, each as a whole Nix
// identifier (k3sup or k3s-agent is not k3s). A shared file without a patch
// (GitHub leaves out a diff too large) counts: the head is read and evaluated
// anyway, and a pull request read for nothing costs less than one missed.
import { posix } from 'node:path';
import { cycleOf, parseAttributePattern, type AttributePattern } from '../../domain/attributePattern.js';
import type { LayoutProfile } from '../../domain/family.js';
import type { FamilyFileChange } from '../../domain/pullRequests.js';
import { NIXPKGS_PATHS } from '../nixpkgs/paths.js';
import type { ChangedFile } from './answers.js';

/** The files every family shares, whichever families a run audits. */
const SHARED_FILES: readonly string[] = [NIXPKGS_PATHS.allPackages, NIXPKGS_PATHS.aliases];

/** Read by every family for the release a tree is: a change to it is no family's. */
const RELEASE_FILES: readonly string[] = [NIXPKGS_PATHS.libVersion];

/** A family as this module tells its files: what its layout reads, and its names. */
export interface FamilyFiles {
  layout: Pick<LayoutProfile, 'attributes' | 'defaults' | 'channelAliases'> & {
    /** Paths relative to the nixpkgs root, a folder ending in `/` (Layout.reads). */
    reads: readonly string[];
  };
}

/** A character of a Nix identifier: what may not touch a name for it to be the name. */
const IDENTIFIER = "[A-Za-z0-9_'-]";
const IDENTIFIERS = /[A-Za-z_][A-Za-z0-9_'-]*/g;

const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(template: string): AttributePattern {
  const parsed = parseAttributePattern(template);
  // The declaration was checked when it was read: a template that is none is a bug.
  if ('error' in parsed) throw new Error(parsed.error);
  return parsed.pattern;
}

/** A folder the family reads as all-packages.nix refers to it: "../applications/networking/cluster/k3s". */
const allPackagesRef = (folder: string): string =>
  posix.relative(posix.dirname(NIXPKGS_PATHS.allPackages), folder.replace(/\/$/, ''));

/**
 * Whether a line of Nix names the family: one of its defaults, its channel
 * aliases or the folders it reads (as whole names), or an attribute its
 * templates name (k3s_1_35, postgresql_14_jit).
 */
export function namesFamily({ layout }: FamilyFiles): (line: string) => boolean {
  const channels = layout.channelAliases ? [layout.channelAliases.stable, layout.channelAliases.latest] : [];
  const folders = layout.reads.filter((read) => read.endsWith('/')).map(allPackagesRef);
  const words = [...layout.defaults, ...channels, ...folders].map(escape);
  const wordPattern =
    words.length > 0 ? new RegExp(`(?<!${IDENTIFIER})(?:${words.join('|')})(?!${IDENTIFIER})`) : undefined;
  const patterns = layout.attributes.map(patternOf);
  const isAttribute = (name: string): boolean => patterns.some((pattern) => cycleOf(pattern, name) !== undefined);
  return (line) => (wordPattern?.test(line) ?? false) || (line.match(IDENTIFIERS) ?? []).some(isAttribute);
}

/** The added and removed lines of a unified diff (GitHub's `patch`: hunks only, no file header). */
function changedLines(patch: string): string[] {
  return patch
    .split('\n')
    .filter((line) => line.startsWith('+') || line.startsWith('-'))
    .map((line) => line.slice(1));
}

/**
 * The family's files among those a pull request changes, each with how it was
 * told. `shared`: the files of the run that several families read, beside
 * SHARED_FILES (a file two declared families name).
 */
export function familyChanges(
  family: FamilyFiles,
  files: readonly ChangedFile[],
  shared: readonly string[] = [],
): FamilyFileChange[] {
  const names = namesFamily(family);
  const inFolder = (path: string | undefined): boolean =>
    path !== undefined && family.layout.reads.some((read) => read.endsWith('/') && path.startsWith(read));
  const isFile = (path: string | undefined): boolean =>
    path !== undefined && !RELEASE_FILES.includes(path) && family.layout.reads.includes(path);
  return files.flatMap((file): FamilyFileChange[] => {
    const paths = [file.filename, file.previousFilename];
    if (SHARED_FILES.includes(file.filename) || shared.includes(file.filename)) {
      // A shared file the family does not read changes nothing of it.
      if (!isFile(file.filename)) return [];
      if (file.patch === undefined) return [{ file: file.filename, touch: 'no-patch' }];
      return changedLines(file.patch).some(names) ? [{ file: file.filename, touch: 'lines' }] : [];
    }
    // By its path or, for a rename, its old path.
    if (paths.some(inFolder)) return [{ file: file.filename, touch: 'folder' }];
    if (paths.some(isFile)) return [{ file: file.filename, touch: 'file' }];
    return [];
  });
}

/** The files that two or more of the families read (their folders aside): a change there is told by its lines. */
export function filesReadByMany(families: readonly { layout: Pick<FamilyFiles['layout'], 'reads'> }[]): string[] {
  const count = new Map<string, number>();
  for (const { layout } of families)
    for (const read of new Set(layout.reads)) if (!read.endsWith('/')) count.set(read, (count.get(read) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([path]) => path);
}
