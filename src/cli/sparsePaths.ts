// --sparse-paths: what a run of the command line's families reads of a nixpkgs
// checkout, one pattern a line, for actions/checkout's `sparse-checkout:` with
// `sparse-checkout-cone-mode: false` (families/checkoutPaths.ts).
import path from 'node:path';
import { checkoutPaths } from '../families/checkoutPaths.js';
import { auditedFamilies } from '../pipeline/options.js';
import { catalogueOf } from './localPaths.js';
import type { CliValues } from './usage.js';

/**
 * The lines --sparse-paths prints for --packages (and --families-file). The
 * families file is listed as a path of the checkout (NIXPKGS_PATH, default
 * the current folder) when it is in it, as the action reads it from there.
 */
export function sparsePathsText(values: CliValues, cwd: string, checkout = '.'): string {
  const text = (name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined);
  const file = text('families-file');
  const catalogue = catalogueOf(file, cwd);
  const families = auditedFamilies((name) => text(name) ?? '', catalogue);
  const inside = file === undefined ? undefined : path.relative(path.resolve(cwd, checkout), path.resolve(cwd, file));
  const listed = inside !== undefined && !inside.startsWith('..') && !path.isAbsolute(inside) ? inside : undefined;
  return `${checkoutPaths(families, listed?.split(path.sep).join('/')).join('\n')}\n`;
}
