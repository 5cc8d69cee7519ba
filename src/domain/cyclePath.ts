// A path of a cycle's own file, as a family's declaration writes it:
// pkgs/servers/sql/postgresql/{cycle}.nix, pkgs/development/web/nodejs/v{cycle}.nix.
// Its holes are the cycle ({cycle}: "17", "8.3") or its numbers ({major},
// {minor}); never a regular expression.
import type { Minor } from './types.js';

const HOLE = /\{([^{}]*)\}/g;
const HOLES = ['cycle', 'major', 'minor'];

/**
 * Why a template is none ("has the hole {patch}; ..."), or undefined when it
 * is one. A file of every cycle (no hole) is one when `shared` is allowed: the
 * cycle is then found inside it by its binding.
 */
export function cyclePathError(template: string, shared = false): string | undefined {
  const holes = [...template.matchAll(HOLE)].map((m) => m[1]);
  const other = holes.find((hole) => !HOLES.includes(hole));
  if (other !== undefined) return `has the hole {${other}}; a file's holes are {cycle}, {major} and {minor}`;
  if (holes.length === 0 && !shared)
    return 'has no hole; name the cycle in it with {cycle}, {major} or {minor}, or give the binding it is in';
  if (/[{}]/.test(template.replace(HOLE, ''))) return 'has a brace outside a hole';
  return undefined;
}

/** The file of a cycle: 17 in postgresql/{cycle}.nix is postgresql/17.nix; undefined when a hole has nothing to fill it ({minor} of 17). */
export function cyclePath(template: string, cycle: Minor): string | undefined {
  const [major, minor] = cycle.split('.');
  const values: Record<string, string | undefined> = { cycle, major, minor };
  let missing = false;
  const path = template.replace(HOLE, (_hole, name: string) => {
    const value = values[name];
    if (value === undefined) missing = true;
    return value ?? '';
  });
  return missing ? undefined : path;
}

/** The files of every cycle as one sparse-checkout pattern: each hole a `*` (postgresql/*.nix, nodejs/v*.nix). */
export function cyclePathPattern(template: string): string {
  return template.replace(HOLE, '*');
}
