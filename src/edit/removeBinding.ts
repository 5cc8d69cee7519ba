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
  const found = removalPieces(new BindingIndex(source), targets);
  if (found.problems.length > 0) return { problem: found.problems[0].problem };
  const pieces = found.pieces.map((p) => p.piece);
  if (pieces.length === 0) return { text, changed: false, namedPaths: [] };
  return { text: withoutPieces(text, pieces), changed: true, namedPaths: pathsIn(source, pieces) };
}

/** A piece of code a removal takes out, with the targets (their indexes) whose bindings it holds. */
export interface TargetPiece {
  piece: Piece;
  targets: number[];
}

/**
 * The pieces of code that remove each target's bindings, found in the file's
 * index; a target that cannot be removed is a problem, and the others are
 * still found.
 */
export function removalPieces(
  index: BindingIndex,
  targets: readonly RemovalTarget[],
): { pieces: TargetPiece[]; problems: { target: number; problem: EditProblem }[] } {
  const { source } = index;
  const pieces: TargetPiece[] = [];
  const problems: { target: number; problem: EditProblem }[] = [];
  // Names of an inherit to remove, by statement; a statement that empties goes whole.
  const fromInherits = new Map<
    number,
    { statement: InheritStatement; names: Map<IndexedBinding, number[]>; targets: Set<number> }
  >();

  targets.forEach((target, t) => {
    for (const binding of bindingsToRemove(index, target)) {
      if (binding.value) {
        if (isThrow(source, binding.value)) continue;
        const end = binding.value.end + 1;
        pieces.push({ piece: { start: binding.at, end }, targets: [t] });
        continue;
      }
      const statement = inheritStatement(source, index, binding);
      if (!statement) {
        problems.push({
          target: t,
          problem: {
            ...source.at(binding.at),
            message: `the binding of ${target.name} does not end with ";", so it cannot be removed; fix the file first`,
          },
        });
        return;
      }
      const entry = fromInherits.get(statement.start) ?? {
        statement,
        names: new Map<IndexedBinding, number[]>(),
        targets: new Set<number>(),
      };
      entry.names.set(binding, [...(entry.names.get(binding) ?? []), t]);
      entry.targets.add(t);
      fromInherits.set(statement.start, entry);
    }
  });
  for (const { statement, names, targets: asked } of fromInherits.values()) {
    if (names.size === statement.names.length) {
      pieces.push({ piece: { start: statement.start, end: statement.end }, targets: [...asked] });
    } else {
      for (const [name, by] of names)
        pieces.push({ piece: { start: name.at, end: name.at + name.name.length }, targets: by });
    }
  }
  return { pieces, problems };
}

/** The path literals (`./13.nix`) in the code of the pieces, as written. */
export function pathsIn(source: NixSource, pieces: readonly Piece[]): string[] {
  const found: string[] = [];
  const pattern = new RegExp(PATH_LITERAL.source, 'g');
  // Only the pieces are searched, each once where they overlap.
  let searched = 0;
  for (const piece of [...pieces].sort((a, b) => a.start - b.start)) {
    pattern.lastIndex = Math.max(piece.start, searched);
    for (let m = pattern.exec(source.text); m !== null && m.index < piece.end; m = pattern.exec(source.text)) {
      if (source.inCode(m.index)) found.push(m[0]);
      searched = m.index + m[0].length;
    }
    searched = Math.max(searched, piece.end);
  }
  return found;
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
