// Removes an attribute's bindings from a Nix file's text, in whichever form
// they take: `name = ...;` on one line or several, or one name of an
// `inherit (...) a b c;` (the whole inherit when it empties). A throw is what
// a removal leaves behind, so it is never removed: removing twice changes nothing.
import { isThrow } from '../gather/nixpkgs/aliases.js';
import { BindingIndex, type IndexedBinding } from '../gather/nixpkgs/bindingIndex.js';
import { NixSource } from '../gather/nixpkgs/nixSource.js';
import type { EditProblem } from './change.js';
import { withoutPieces, type Piece } from './lineRemoval.js';
import { PATH_LITERAL } from './namedFiles.js';

export interface RemovalTarget {
  name: string;
  /** The names the bindings must be inside, outermost first; by default the outermost bindings of `name`. */
  scope?: readonly string[];
}

export type Removal =
  | {
      text: string;
      changed: boolean;
      /** The path literals (`./13.nix`) in the code that went, as written: the files a removal may leave unnamed. */
      namedPaths: string[];
    }
  | { problem: EditProblem };

/** An `inherit` statement: from its keyword to its `;` (included), and the names it lists. */
interface InheritStatement {
  start: number;
  end: number;
  names: IndexedBinding[];
}

const NAME_CHAR = /[A-Za-z0-9_'-]/;
const sameScope = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((name, i) => name === b[i]);

/** The text of `file` without the bindings of each target. */
export function removeBindings(file: string, text: string, targets: readonly RemovalTarget[]): Removal {
  const source = new NixSource(file, text);
  const index = new BindingIndex(source);
  const pieces: Piece[] = [];
  // Names of an inherit to remove, by statement; a statement that empties goes whole.
  const fromInherits = new Map<number, { statement: InheritStatement; names: Set<IndexedBinding> }>();

  for (const target of targets) {
    for (const binding of bindingsToRemove(index, target)) {
      if (binding.value) {
        if (isThrow(source, binding.value)) continue;
        const end = binding.value.end + 1;
        pieces.push({ start: binding.at, end });
        continue;
      }
      const statement = inheritStatement(source, index, binding);
      if (!statement) {
        return {
          problem: {
            ...source.at(binding.at),
            message: `the binding of ${target.name} does not end with ";", so it cannot be removed; fix the file first`,
          },
        };
      }
      const entry = fromInherits.get(statement.start) ?? { statement, names: new Set<IndexedBinding>() };
      entry.names.add(binding);
      fromInherits.set(statement.start, entry);
    }
  }
  for (const { statement, names } of fromInherits.values()) {
    if (names.size === statement.names.length) {
      pieces.push({ start: statement.start, end: statement.end });
    } else {
      for (const name of names) pieces.push({ start: name.at, end: name.at + name.name.length });
    }
  }
  if (pieces.length === 0) return { text, changed: false, namedPaths: [] };
  const namedPaths = [...source.codeMatches(PATH_LITERAL)]
    .filter((m) => pieces.some((p) => p.start <= m.index && m.index < p.end))
    .map((m) => m[0]);
  return { text: withoutPieces(text, pieces), changed: true, namedPaths };
}

/** The bindings of a target: in its scope, or the outermost ones of its name. */
function bindingsToRemove(index: BindingIndex, target: RemovalTarget): IndexedBinding[] {
  const named = index.named(target.name);
  if (target.scope) return named.filter((b) => sameScope(b.scope, target.scope!));
  const depth = Math.min(...named.map((b) => b.scope.length));
  return named.filter((b) => b.scope.length === depth);
}

/** The `inherit` statement a name of it is in; undefined when the name is not one (an assignment never ended). */
function inheritStatement(
  source: NixSource,
  index: BindingIndex,
  binding: IndexedBinding,
): InheritStatement | undefined {
  const { text } = source;
  const start = keywordBefore(source, binding.from ? binding.from.start - 1 : binding.at);
  if (start === undefined) return undefined;
  let end = binding.at + binding.name.length;
  for (; end < text.length; end++) {
    if (!source.inCode(end)) continue;
    const c = text[end];
    if (c === ';') break;
    if (!/\s/.test(c) && !NAME_CHAR.test(c)) return undefined;
  }
  if (end >= text.length) return undefined;
  const listed = binding.from?.end ?? start;
  const names = index.bindings.filter(
    (b) => b.at > listed && b.at < end && !b.value && sameScope(b.scope, binding.scope),
  );
  return { start, end: end + 1, names };
}

/**
 * Offset of the `inherit` keyword of a statement, reading back from `before`
 * (the `(` of its set, or a name it lists) over names, blanks and comments.
 */
function keywordBefore(source: NixSource, before: number): number | undefined {
  const { text } = source;
  let i = before - 1;
  while (i >= 0) {
    if (!source.inCode(i) || /\s/.test(text[i])) {
      i -= 1;
      continue;
    }
    if (!NAME_CHAR.test(text[i])) return undefined;
    let j = i;
    while (j >= 0 && NAME_CHAR.test(text[j]) && source.inCode(j)) j -= 1;
    if (text.slice(j + 1, i + 1) === 'inherit') return j + 1;
    i = j;
  }
  return undefined;
}
