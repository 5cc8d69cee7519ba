// Moves a default: `k3s = k3s_1_35;` becomes `k3s = k3s_1_36;`. The default is
// the outermost binding of its name (never `nodejs = nodejs_22;` inside a
// corepack's arguments); its value is a bare name, or `from` names the one
// attribute of it to replace (`corepack = hiPrio corepack_22;`).
import { BindingIndex, type IndexedBinding } from '../gather/nixpkgs/bindingIndex.js';
import { escapeRegExp, excerpt, NixSource } from '../gather/nixpkgs/nixSource.js';
import type { EditProblem, TextEdit } from './change.js';
import { withoutPieces, type Replacement } from './lineRemoval.js';
import { isAttributeName } from './nixText.js';

export interface DefaultMove {
  name: string;
  target: string;
  /** The attribute the default names now, where its value is more than a name. */
  from?: string;
}

const BARE_NAME = /^[A-Za-z_][A-Za-z0-9_'-]*$/;

/** `text` of `file` with each default pointing to its target. */
export function pointDefaults(file: string, text: string, moves: readonly DefaultMove[]): TextEdit {
  const found = defaultReplacements(new BindingIndex(new NixSource(file, text)), moves);
  if (found.problems.length > 0) return { problem: found.problems[0].problem };
  if (!found.changed.some(Boolean)) return { text, changed: false };
  return { text: withoutPieces(text, [], found.replacements), changed: true };
}

/** A default's value as the moves before leave it: the text, and the same with its comments blanked. */
interface MovedValue {
  binding: IndexedBinding;
  text: string;
  code: string;
}

/**
 * What each move changes in the file of `index`, in order (a later move of one
 * default sees what an earlier one wrote): the code that replaces each moved
 * default's, whether each move changed it, and the moves that cannot be made.
 */
export function defaultReplacements(
  index: BindingIndex,
  moves: readonly DefaultMove[],
): { replacements: Replacement[]; changed: boolean[]; problems: { move: number; problem: EditProblem }[] } {
  const { source } = index;
  const values = new Map<string, MovedValue>();
  const changed = moves.map(() => false);
  const problems: { move: number; problem: EditProblem }[] = [];
  for (const [i, move] of moves.entries()) {
    if (!isAttributeName(move.target)) {
      problems.push({
        move: i,
        problem: {
          file: source.file,
          message: `"${excerpt(move.target)}" is not an attribute name; ${move.name} is left`,
        },
      });
      continue;
    }
    let value = values.get(move.name);
    if (!value) {
      const found = defaultOf(index, move);
      if ('problem' in found) {
        problems.push({ move: i, problem: found.problem });
        continue;
      }
      const { start, end } = found.value!;
      value = { binding: found, text: source.text.slice(start, end), code: source.code(start, end - start) };
    }
    const moved = pointed(source, value, move);
    if ('problem' in moved) {
      problems.push({ move: i, problem: moved.problem });
      continue;
    }
    values.set(move.name, moved);
    changed[i] = moved.code !== value.code;
  }
  const replacements: Replacement[] = [];
  for (const { binding, text } of values.values()) {
    const { start, end } = binding.value!;
    const before = source.text.slice(start, end);
    if (text === before) continue;
    // Only what differs is replaced: the name, so that whatever else of the line goes, goes.
    let head = 0;
    while (head < before.length && head < text.length && before[head] === text[head]) head += 1;
    let tail = 0;
    while (
      tail < before.length - head &&
      tail < text.length - head &&
      before[before.length - 1 - tail] === text[text.length - 1 - tail]
    )
      tail += 1;
    replacements.push({ start: start + head, end: end - tail, text: text.slice(head, text.length - tail) });
  }
  return { replacements, changed, problems };
}

/** The outermost binding of the move's name, with a value; or why the move cannot be made. */
function defaultOf(index: BindingIndex, move: DefaultMove): IndexedBinding | { problem: EditProblem } {
  const { source } = index;
  const named = index.named(move.name);
  const depth = Math.min(...named.map((b) => b.scope.length));
  const outermost = named.filter((b) => b.scope.length === depth);
  if (outermost.length !== 1) {
    return {
      problem: {
        file: source.file,
        ...(outermost.length > 1 ? { line: source.at(outermost[1].at).line } : {}),
        message:
          outermost.length === 0
            ? `${move.name} is not bound in the file; its default cannot be moved to ${move.target}`
            : `${move.name} is bound ${outermost.length} times (lines ${outermost.map((b) => source.at(b.at).line).join(', ')}); expected once`,
      },
    };
  }
  const binding = outermost[0];
  if (!binding.value)
    return {
      problem: { ...source.at(binding.at), message: `${move.name} is not a binding with a value ending in ";"` },
    };
  return binding;
}

/** The value with the move made (the same value when it points to the target already), or why it cannot be. */
function pointed(source: NixSource, value: MovedValue, move: DefaultMove): MovedValue | { problem: EditProblem } {
  const { code } = value;
  // Comments are blanked in `code` with their offsets kept, so a name found in it is at the same place in the text.
  const replaced = (at: number, length: number): MovedValue => ({
    binding: value.binding,
    text: value.text.slice(0, at) + move.target + value.text.slice(at + length),
    code: code.slice(0, at) + move.target + code.slice(at + length),
  });
  const trimmed = code.trim();
  if (BARE_NAME.test(trimmed)) {
    if (trimmed === move.target) return value;
    return replaced(code.indexOf(trimmed), trimmed.length);
  }
  const word = (name: string): RegExp => new RegExp(`(?<![A-Za-z0-9_'.-])${escapeRegExp(name)}(?![A-Za-z0-9_'-])`, 'g');
  if (move.from !== undefined) {
    const found = [...code.matchAll(word(move.from))];
    if (found.length === 1) return replaced(found[0].index, move.from.length);
    if (found.length === 0 && word(move.target).test(code)) return value;
  }
  return {
    problem: {
      ...source.at(value.binding.at),
      message: `${move.name} = ${excerpt(trimmed)} is not a plain name${
        move.from ? ` naming ${move.from} once` : ''
      }; point it to ${move.target} by hand`,
    },
  };
}
