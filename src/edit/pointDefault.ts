// Moves a default: `k3s = k3s_1_35;` becomes `k3s = k3s_1_36;`. The default is
// the outermost binding of its name (never `nodejs = nodejs_22;` inside a
// corepack's arguments); its value is a bare name, or `from` names the one
// attribute of it to replace (`corepack = hiPrio corepack_22;`).
import { BindingIndex } from '../gather/nixpkgs/bindingIndex.js';
import { escapeRegExp, excerpt, NixSource } from '../gather/nixpkgs/nixSource.js';
import type { TextEdit } from './change.js';
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
  let current = text;
  let changed = false;
  for (const move of moves) {
    const moved = pointDefault(file, current, move);
    if ('problem' in moved) return moved;
    current = moved.text;
    changed ||= moved.changed;
  }
  return { text: current, changed };
}

function pointDefault(file: string, text: string, move: DefaultMove): TextEdit {
  if (!isAttributeName(move.target))
    return { problem: { file, message: `"${excerpt(move.target)}" is not an attribute name; ${move.name} is left` } };
  const source = new NixSource(file, text);
  const named = new BindingIndex(source).named(move.name);
  const depth = Math.min(...named.map((b) => b.scope.length));
  const outermost = named.filter((b) => b.scope.length === depth);
  if (outermost.length !== 1) {
    return {
      problem: {
        file,
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
  const { start, end } = binding.value;
  const value = source.code(start, end - start);
  const trimmed = value.trim();
  if (BARE_NAME.test(trimmed)) {
    if (trimmed === move.target) return { text, changed: false };
    const at = start + value.indexOf(trimmed);
    return { text: text.slice(0, at) + move.target + text.slice(at + trimmed.length), changed: true };
  }
  const word = (name: string): RegExp => new RegExp(`(?<![A-Za-z0-9_'.-])${escapeRegExp(name)}(?![A-Za-z0-9_'-])`, 'g');
  if (move.from !== undefined) {
    const found = [...value.matchAll(word(move.from))];
    if (found.length === 1) {
      const at = start + found[0].index;
      return { text: text.slice(0, at) + move.target + text.slice(at + move.from.length), changed: true };
    }
    if (found.length === 0 && word(move.target).test(value)) return { text, changed: false };
  }
  return {
    problem: {
      ...source.at(binding.at),
      message: `${move.name} = ${excerpt(trimmed)} is not a plain name${
        move.from ? ` naming ${move.from} once` : ''
      }; point it to ${move.target} by hand`,
    },
  };
}
