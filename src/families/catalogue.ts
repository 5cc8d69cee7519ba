// The families a run knows: the catalogue shipped with the action
// (families/catalogue.yaml, embedded in the bundles), with a repository's own
// file over it when one is given. k3s and rke2 are in it as code families: their
// traits and rules stay in code, the catalogue gives their team, policy link and
// evidence; every other family is made from its declaration.
import type { FamilyTraits } from '../domain/family.js';
import type { PackageFamily } from './family.js';
import { isComplete, mergeDeclarations, readDeclarations, type FamilyDeclaration } from './declared/declarations.js';
import { CATALOGUE_FILE, catalogueText } from './declared/embedded.js';
import { declaredFamily } from './declared/family.js';
import { FAMILIES } from './registry.js';

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
  const catalogue = readDeclarations(catalogueText, CATALOGUE_FILE);
  const merged = mergeDeclarations(
    catalogue,
    own && { file: own.file, declarations: readDeclarations(own.text, own.file) },
    CATALOGUE_FILE,
  );
  return {
    families: merged.map(({ declaration }) => familyOf(declaration)),
    ...(own ? { ownFile: own.file } : {}),
  };
}

let builtIn: Catalogue | undefined;

/** The shipped catalogue alone, read once. */
export function builtInCatalogue(): Catalogue {
  builtIn ??= loadCatalogue();
  return builtIn;
}

/** The catalogue's family of an id, or undefined. */
export function familyIn(catalogue: Catalogue, id: string): PackageFamily | undefined {
  return catalogue.families.find((family) => family.traits.id === id);
}

function familyOf(declaration: FamilyDeclaration): PackageFamily {
  const code = declaration.lifecycle?.code;
  if (code !== undefined) {
    const family = FAMILIES.find((f) => f.traits.id === code);
    // readDeclarations allows k3s and rke2 alone.
    if (!family) throw new Error(`No family ${code} in the code.`);
    const traits: FamilyTraits = {
      ...family.traits,
      ...(declaration.team !== undefined ? { team: declaration.team.replace(/^@/, '') } : {}),
      ...(declaration['policy-text'] !== undefined ? { policyText: declaration['policy-text'] } : {}),
    };
    return {
      ...family,
      traits,
      ...(declaration.labels ? { labels: declaration.labels } : {}),
      ...(declaration.evidence ? { evidence: declaration.evidence } : {}),
    };
  }
  if (!isComplete(declaration)) throw new Error(`The family ${declaration.id} is not declared in full.`);
  return declaredFamily(declaration);
}
