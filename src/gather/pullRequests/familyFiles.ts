// Whether a pull request changes a family's files: those its reader reads
// (PackageFamily.reads: k3s's folder, a declared family's files), and in the
// files several families share (all-packages.nix, aliases.nix, a file two
// families of the run read) a changed line that names the family. For the
// shared files the patch decides, conservatively: only an added or removed
// line counts (the context lines around it are unchanged), and it counts when
// it names the family's plain alias, one of its attributes (k3s_1_35,
// rke2_stable; a declared family's by its templates: postgresql_14_jit) or its
// folder as all-packages.nix refers to it, each as a whole Nix identifier
// (k3sup or k3s-agent is not k3s). A shared file without a patch (GitHub
// leaves out a diff too large) counts: the head is read and evaluated anyway,
// and a pull request read for nothing costs less than one missed.
import { cycleOf, parseAttributePattern, type AttributePattern } from '../../domain/attributePattern.js';
import type { FamilyTraits } from '../../domain/family.js';
import type { FamilyFileChange } from '../../domain/pullRequests.js';
import { NIXPKGS_PATHS } from '../nixpkgs/paths.js';
import type { ChangedFile } from './answers.js';

/** The files every family shares, whichever families a run audits. */
const SHARED_FILES: readonly string[] = [NIXPKGS_PATHS.allPackages, NIXPKGS_PATHS.aliases];

/** Read by every family for the release a tree is: a change to it is no family's. */
const RELEASE_FILES: readonly string[] = [NIXPKGS_PATHS.libVersion];

/** A family as this module tells its files: what its reader reads, and its names. */
export interface FamilyFiles {
  traits: Pick<FamilyTraits, 'alias' | 'attrPrefix' | 'allPackagesRef' | 'templates'>;
  /** Paths relative to the nixpkgs root, a folder ending in `/` (PackageFamily.reads). */
  reads: readonly string[];
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

/**
 * Whether a line of Nix names the family: its alias or its folder's reference
 * (as whole names), or an attribute of it: one its templates name, or, for a
 * family without templates, its prefix and a suffix (k3s_1_35, rke2_stable).
 */
export function namesFamily(family: FamilyFiles['traits']): (line: string) => boolean {
  const words = [family.alias, family.allPackagesRef].filter((word) => word !== '').map(escape);
  const wordPattern =
    words.length > 0 ? new RegExp(`(?<!${IDENTIFIER})(?:${words.join('|')})(?!${IDENTIFIER})`) : undefined;
  const patterns = (family.templates ?? []).map(patternOf);
  const prefix = family.attrPrefix;
  const isAttribute =
    patterns.length > 0
      ? (name: string) => patterns.some((pattern) => cycleOf(pattern, name) !== undefined)
      : (name: string) => prefix !== '' && name.startsWith(prefix) && /^[A-Za-z0-9_]+$/.test(name.slice(prefix.length));
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
  const names = namesFamily(family.traits);
  const inFolder = (path: string | undefined): boolean =>
    path !== undefined && family.reads.some((read) => read.endsWith('/') && path.startsWith(read));
  const isFile = (path: string | undefined): boolean =>
    path !== undefined && !RELEASE_FILES.includes(path) && family.reads.includes(path);
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
export function filesReadByMany(families: readonly Pick<FamilyFiles, 'reads'>[]): string[] {
  const count = new Map<string, number>();
  for (const family of families)
    for (const read of new Set(family.reads)) if (!read.endsWith('/')) count.set(read, (count.get(read) ?? 0) + 1);
  return [...count].filter(([, n]) => n > 1).map(([path]) => path);
}
