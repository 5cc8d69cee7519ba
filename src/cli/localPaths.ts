// The paths a command line names on this machine: the nixpkgs checkout, the
// other trees (--tree) and the local data files, each checked before a run so
// that a wrong one is refused in one line naming it.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseBranch } from '../calendar/branch.js';
import { isReleaseName } from '../calendar/releaseCalendar.js';
import { builtInCatalogue, familiesWithInputs, loadCatalogue, type Catalogue } from '../families/catalogue.js';
import { DeclarationError, MAX_FAMILIES_FILE_BYTES } from '../families/declared/declarations.js';
import { shownPath } from '../gather/localFile.js';
import { NIXPKGS_PATHS } from '../gather/nixpkgs/packagedState.js';
import { UsageError } from './usage.js';

function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** The folder of a nixpkgs checkout (absolute, `given` read from `cwd`), or a UsageError saying why the folder `named` is not one. */
export function nixpkgsFolder(given: string, named: string, branchGiven: boolean, cwd: string): string {
  const folder = path.resolve(cwd, given);
  if (!isFolder(folder))
    throw new UsageError(`${named}: no such folder; give the path of a nixpkgs checkout, or --demo (see --help).`);
  const has = (entry: string): boolean => isFolder(path.join(folder, entry)) || isFile(path.join(folder, entry));
  // A sparse checkout of k3s' or rke2's folder alone is one too.
  const marks = [
    NIXPKGS_PATHS.libVersion,
    NIXPKGS_PATHS.allPackages,
    ...familiesWithInputs().map((f) => f.layout.folder),
  ];
  if (!marks.some(has))
    throw new UsageError(
      `${named} is not a nixpkgs checkout (it has none of ${marks.join(', ')}); give the path of one, or --demo (see --help).`,
    );
  if (!branchGiven && !has(NIXPKGS_PATHS.libVersion))
    throw new UsageError(
      `${named} has no ${NIXPKGS_PATHS.libVersion}, so its branch is unknown; give --branch master or --branch release-YY.MM.`,
    );
  return folder;
}

/**
 * A local data file named by `--option`, as given, when it is there (read from
 * `cwd`); a UsageError naming the option when it is not.
 */
export function dataFile(option: string, file: string | undefined, cwd: string): string | undefined {
  if (file !== undefined && !isFile(path.resolve(cwd, file)))
    throw new UsageError(`--${option} ${file}: no such file; give the path of a local copy (see --help).`);
  return file;
}

/** A folder of recorded answers named by `--option` (read from `cwd`); a UsageError naming the option when it is not one. */
export function dataFolder(option: string, folder: string | undefined, cwd: string): string | undefined {
  if (folder !== undefined && !isFolder(path.resolve(cwd, folder)))
    throw new UsageError(`--${option} ${folder}: no such folder; give a folder of recorded answers (see --help).`);
  // Normalized as the files in it are named (path.join), so a file's error finds its option.
  return folder === undefined ? undefined : path.join(folder, '.');
}

/**
 * `--tree` values as ref -> absolute path (read from `cwd`): `release-26.05=../nixpkgs-26.05`
 * is a branch, `26.05=../nixpkgs-at-26.05` nixpkgs' release tag 26.05 (the
 * release as it shipped, which a supported release's rules compare with), each
 * read under the name the run asks for it by.
 */
export function parseTrees(values: readonly string[], cwd: string): Map<string, string> {
  const trees = new Map<string, string>();
  for (const value of values) {
    const at = value.indexOf('=');
    const ref = value.slice(0, at);
    if (at <= 0 || at === value.length - 1 || !(parseBranch(ref) || isReleaseName(ref)))
      throw new UsageError(
        `--tree "${value}": write it BRANCH=PATH or RELEASE=PATH, e.g. --tree release-26.05=../nixpkgs-26.05 ` +
          'or, for the release tag, --tree 26.05=../nixpkgs-at-26.05.',
      );
    trees.set(ref, nixpkgsFolder(value.slice(at + 1), `--tree ${value}`, true, cwd));
  }
  return trees;
}

/**
 * The catalogue, with --families-file over it when one is given: a file that
 * is not there, is too large or cannot be used is the command line's to fix
 * (a UsageError: exit 2, one line naming the file, the family and the field).
 */
export function catalogueOf(file: string | undefined, cwd: string): Catalogue {
  const given = dataFile('families-file', file, cwd);
  if (given === undefined) return builtInCatalogue();
  const found = path.resolve(cwd, given);
  const size = statSync(found).size;
  if (size > MAX_FAMILIES_FILE_BYTES)
    throw new UsageError(
      `--families-file ${given}: ${size} bytes, over the ${MAX_FAMILIES_FILE_BYTES} bytes a families file may have.`,
    );
  try {
    return loadCatalogue({ file: shownPath(given, cwd), text: readFileSync(found, 'utf8') });
  } catch (error) {
    if (error instanceof DeclarationError) throw new UsageError(`--families-file ${error.message}`);
    throw error;
  }
}
