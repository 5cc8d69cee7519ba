// The families a run knows: the catalogue shipped with the action
// (families/catalogue.yaml, embedded in the bundles), with a repository's own
// file over it when one is given. Every family, k3s and rke2 included, is made
// from its entry: its layout, upstream and policy by their kinds (registry.ts).
import type { DeclaredIn } from '../domain/family.js';
import { UnreadableEntry, type NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { PackageFamily } from './family.js';
import {
  DeclarationError,
  mergeDeclarations,
  readDeclarations,
  sentence,
  type FamilyDeclaration,
} from './declared/declarations.js';
import { CATALOGUE_FILE, catalogueText } from './declared/embedded.js';
import { familyOf } from './registry.js';

export interface Catalogue {
  /** Every family, in the catalogue's order, then those a repository's file adds. */
  families: readonly PackageFamily[];
  /** The repository's own file, when one was read (as its messages name it). */
  ownFile?: string;
}

/** A repository's own families file: its text, and how messages name it. */
export interface FamiliesFile {
  file: string;
  text: string;
}

/** The catalogue, with `own` over it; a DeclarationError (one line) when either cannot be used. */
export function loadCatalogue(own?: FamiliesFile): Catalogue {
  // The shipped catalogue is held to the schema by its test (__tests__/families/declared/declarations.test.ts).
  const catalogue = readDeclarations(catalogueText, CATALOGUE_FILE, { schema: false });
  const merged = mergeDeclarations(
    catalogue,
    own && { file: own.file, declarations: readDeclarations(own.text, own.file) },
    CATALOGUE_FILE,
  );
  return {
    families: merged.map(({ declaration, file, ownFields }) => {
      const from = (field: keyof FamilyDeclaration): DeclaredIn =>
        ownFields.includes(field) ? { file, own: true } : { file: CATALOGUE_FILE, own: false };
      return familyOf(declaration, {
        lifecycle: from('lifecycle'),
        attributes: from('attributes'),
        files: from('files'),
      });
    }),
    ...(own ? { ownFile: own.file } : {}),
  };
}

/**
 * The catalogue with a repository's own file over it, read from a nixpkgs
 * tree (`file` a path in it): the checkout, or in a pull request check the
 * base commit. A file that is not there, is refused or cannot be used is a
 * DeclarationError.
 */
export async function catalogueWithFile(tree: NixpkgsTree, file: string): Promise<Catalogue> {
  let text: string | undefined;
  try {
    text = await tree.readText(file);
  } catch (error) {
    if (error instanceof UnreadableEntry) throw new DeclarationError(file, sentence(`${file}: ${error.reason}`));
    throw error;
  }
  if (text === undefined)
    throw new DeclarationError(
      file,
      `${file} is not in ${tree.describe}; give the path of a families file in the nixpkgs repository, such as .github/release-guard-families.yaml.`,
    );
  return loadCatalogue({ file, text });
}

let builtIn: Catalogue | undefined;

/** The shipped catalogue alone, read once. */
export function builtInCatalogue(): Catalogue {
  builtIn ??= loadCatalogue();
  return builtIn;
}

/** The catalogue's family of an id, or undefined. */
export function familyIn(catalogue: Catalogue, id: string): PackageFamily | undefined {
  return catalogue.families.find((family) => family.id === id);
}

/** The family audited when none is named, and whose minor a `keep` line without a family pins: the catalogue's first (k3s). */
export function defaultFamily(catalogue: Catalogue = builtInCatalogue()): PackageFamily {
  return catalogue.families[0];
}

/** The shipped families with inputs of their own (`k3s-team`, `--rke2-releases` ...), as action.yml and the CLI declare them. */
export function familiesWithInputs(): PackageFamily[] {
  return builtInCatalogue().families.filter((family) => family.inputs);
}
