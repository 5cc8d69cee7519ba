// Where one name is bound in a Nix file (`rke2_stable = ...;`), found by its
// name alone, anywhere in the code: the readers of k3s and rke2 look for a few
// names they know. (A file's every binding, in its structure: bindingIndex.ts.)
import { listText } from '../../domain/text.js';
import type { LayoutProblem, SourceLocation } from '../../domain/types.js';
import { escapeRegExp, excerpt, NixSource, NOT_AFTER_NAME } from './nixSource.js';

export interface NamedBinding {
  location: SourceLocation;
  /** Offset where its value starts, after the `=`. */
  start: number;
}

/** Where `name = ` is bound in the code of `source`: each binding's line and the start of its value. */
export function bindingsNamed(source: NixSource, name: string): NamedBinding[] {
  const binding = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(name)}\\s*=(?!=)\\s*`, 'g');
  return [...source.codeMatches(binding)].map((match) => ({
    start: match.index + match[0].length,
    location: source.at(match.index),
  }));
}

/** The problem of a name bound more than once, at its second binding. */
export function boundMoreThanOnce(name: string, locations: readonly SourceLocation[]): LayoutProblem {
  return {
    ...locations[1],
    message: `${name} is bound ${locations.length} times (lines ${listText(locations.map((l) => l.line))}); expected once`,
  };
}

const NAMED = /^\s*([A-Za-z_][\w'-]*)\s*$/;

/**
 * The value that starts at `start`, up to its `;` (`end`, -1 when it never
 * ends: then its first line): its code, and the attribute it names when it is
 * a bare name (`rke2_stable = rke2_1_31;`).
 */
export function valueAt(source: NixSource, start: number): { code: string; end: number; named?: string } {
  const end = source.bindingEnd(start);
  if (end === -1) return { code: source.code(start, 300).split(/[;\r\n]/)[0], end };
  const code = source.code(start, end - start);
  const named = NAMED.exec(code)?.[1];
  return { code, end, ...(named === undefined ? {} : { named }) };
}

/** A value as a message quotes it: one short line. */
export function quoted(value: { code: string }): string {
  return excerpt(value.code.trim());
}

/** The one binding of `name`, or undefined with the problem said: `unbound` when there is none, or its second binding. */
export function theOneBinding<T extends { location: SourceLocation }>(
  name: string,
  bindings: readonly T[],
  unbound: LayoutProblem,
  problems: LayoutProblem[],
): T | undefined {
  if (bindings.length === 1) return bindings[0];
  problems.push(
    bindings.length === 0
      ? unbound
      : boundMoreThanOnce(
          name,
          bindings.map((b) => b.location),
        ),
  );
  return undefined;
}
