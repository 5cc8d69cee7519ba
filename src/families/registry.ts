// Every package family the guard knows, by id. A new family is a folder of its
// own below src/families/ and one line here.
import type { PackageFamily } from './family.js';
import { k3s } from './k3s/family.js';
import { rke2 } from './rke2/family.js';

export const FAMILIES: readonly PackageFamily[] = [k3s, rke2];

/** The family audited when none is named. */
export const DEFAULT_FAMILY: PackageFamily = k3s;

export function familyById(id: string): PackageFamily | undefined {
  return FAMILIES.find((family) => family.traits.id === id);
}
