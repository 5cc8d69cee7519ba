// Marks a cycle's package where its binding is: `name = value;`, the outermost
// binding of its name in the file, becomes
//   name = (value).overrideAttrs {
//     meta.knownVulnerabilities = [ "..." ];
//   };
// as the rke2 README beside k3s writes it (nixpkgs #469591 and #469588 marked
// k3s_1_31 and rke2_1_31 so on release-25.11), laid out as nixfmt lays it: a
// value over several lines goes on its own line, two columns further in. Or,
// for a family whose builder takes a flag (Nextcloud's `generic { ...; }`),
// `flag = true;` goes last in the attribute set the value is called with. A
// package already marked is left as it is: marking twice changes nothing.
import { BindingIndex, type IndexedBinding } from '../gather/nixpkgs/bindingIndex.js';
import { excerpt, NixSource } from '../gather/nixpkgs/nixSource.js';
import type { PackageMark, TextEdit } from './change.js';
import { isAttributeName, nixString } from './nixText.js';

export interface MarkTarget {
  name: string;
  mark: PackageMark;
}

/** `text` of `file` with each target's package marked. */
export function markPackages(file: string, text: string, targets: readonly MarkTarget[]): TextEdit {
  let current = text;
  let changed = false;
  for (const target of targets) {
    const marked = markPackage(file, current, target);
    if ('problem' in marked) return marked;
    current = marked.text;
    changed ||= marked.changed;
  }
  return { text: current, changed };
}

function markPackage(file: string, text: string, target: MarkTarget): TextEdit {
  const source = new NixSource(file, text);
  const index = new BindingIndex(source);
  const named = index.named(target.name);
  const depth = Math.min(...named.map((b) => b.scope.length));
  const outermost = named.filter((b) => b.scope.length === depth);
  if (outermost.length !== 1 || !outermost[0].value)
    return {
      problem: {
        file,
        ...(outermost.length > 1 ? { line: source.at(outermost[1].at).line } : {}),
        message:
          outermost.length === 0
            ? `${target.name} is not bound in the file; mark it by hand where its package is`
            : outermost.length > 1
              ? `${target.name} is bound ${outermost.length} times (lines ${outermost.map((b) => source.at(b.at).line).join(', ')}); expected once`
              : `${target.name} is not a binding with a value ending in ";"; mark it by hand`,
      },
    };
  const binding = outermost[0];
  return 'flag' in target.mark
    ? setFlag(source, index, binding, target.mark.flag)
    : wrapValue(source, index, binding, target.mark.vulnerability);
}

/**
 * The value marked with meta.knownVulnerabilities, unless it marks already:
 * an `.overrideAttrs { ... }` it ends with gets the entry (its set holding no
 * `meta` of its own), any other value is wrapped in one.
 */
function wrapValue(source: NixSource, index: BindingIndex, binding: IndexedBinding, vulnerability: string): TextEdit {
  const { text } = source;
  const { start, end } = binding.value!;
  if (index.markIn({ start, end }) !== undefined) return { text, changed: false };
  const entry = `meta.knownVulnerabilities = [ ${nixString(vulnerability)} ];`;
  const set = lastSet(source, binding);
  if (set && /\.\s*overrideAttrs\s*$/.test(source.code(start, set.start - start))) {
    const own = index.bindings.some((b) => b.at > set.start && b.at < set.end && /^meta(\.|$)/.test(b.name));
    if (!own) return { text: withLastEntry(text, set, entry), changed: true };
  }
  const value = text.slice(start, end).trimEnd();
  const lineStart = text.lastIndexOf('\n', binding.at - 1) + 1;
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const breaks = [...value.matchAll(/\n/g)].map((m) => start + m.index + 1);
  if (breaks.length === 0)
    return {
      text: `${text.slice(0, start)}(${value}).overrideAttrs {\n${indent}  ${entry}\n${indent}}${text.slice(start + value.length)}`,
      changed: true,
    };
  // Each line of the value moves two columns in: a line that starts inside a string (or a comment) is left alone.
  const inside = breaks.find((at) => !source.inCode(at));
  if (inside !== undefined)
    return {
      problem: {
        ...source.at(inside),
        message: `the value of ${binding.name} has a string or comment over several lines; mark it by hand`,
      },
    };
  const moved = value.replace(/\n(?=[^\n])/g, '\n  ');
  const name = text.slice(binding.at, start).replace(/\s+$/, '');
  const inner = `${indent}    `;
  return {
    text:
      `${text.slice(0, binding.at)}${name}\n${indent}  (${moved}).overrideAttrs\n${inner}{\n${inner}  ${entry}\n${inner}}` +
      text.slice(start + value.length),
    changed: true,
  };
}

/** `flag = true;` last in the attribute set the value is called with (`generic { ... }`), or `false` made `true`. */
function setFlag(source: NixSource, index: BindingIndex, binding: IndexedBinding, flag: string): TextEdit {
  const { text } = source;
  const { start, end } = binding.value!;
  const unmarkable = (why: string): TextEdit => ({
    problem: {
      ...source.at(binding.at),
      message: `${binding.name} = ${excerpt(source.code(start, end - start).trim())}: ${why}; mark it by hand`,
    },
  });
  if (!isAttributeName(flag)) return unmarkable(`"${excerpt(flag)}" is not an attribute name`);
  const set = lastSet(source, binding);
  // A call: something before the set that a set can be an argument of (`generic {`), not `{` alone or `// {`.
  if (!set || !/[\w'")\]]\s*$/.test(source.code(start, set.start - start)))
    return unmarkable('its value is not called with an attribute set');
  const given = index.named(flag).filter((b) => b.at > set.start && b.at < set.end && b.value !== undefined);
  if (given.length === 0) return { text: withLastEntry(text, set, `${flag} = true;`), changed: true };
  const at = given[0].value!;
  const now = source.code(at.start, at.end - at.start).trim();
  if (now === 'true') return { text, changed: false };
  if (now !== 'false') return unmarkable(`${flag} is set to ${excerpt(now)}`);
  const from = at.start + source.code(at.start, at.end - at.start).indexOf('false');
  return { text: `${text.slice(0, from)}true${text.slice(from + 'false'.length)}`, changed: true };
}

/** The attribute set literal a binding's value ends with: the offsets of its braces. */
function lastSet(source: NixSource, binding: IndexedBinding): { start: number; end: number } | undefined {
  const { start, end } = binding.value!;
  const code = source.code(start, end - start).trimEnd();
  if (!code.endsWith('}')) return undefined;
  const close = start + code.length - 1;
  const open = openingBracket(source, start, close);
  return open > start && source.text[open] === '{' ? { start: open, end: close } : undefined;
}

/** `text` with `entry` last in the set: on a line of its own before a closing brace on its own line, as the set's entries are indented. */
function withLastEntry(text: string, set: { start: number; end: number }, entry: string): string {
  const closeLine = text.lastIndexOf('\n', set.end - 1) + 1;
  if (closeLine > set.start && /^[ \t]*$/.test(text.slice(closeLine, set.end))) {
    const last = /\n([ \t]*)\S[^\n]*\n[ \t]*$/.exec(text.slice(set.start, set.end));
    const indent = last?.[1] ?? `${text.slice(closeLine, set.end)}  `;
    return `${text.slice(0, closeLine)}${indent}${entry}\n${text.slice(closeLine)}`;
  }
  return `${text.slice(0, set.end).trimEnd()} ${entry} ${text.slice(set.end)}`;
}

/** Offset of the bracket that the one at `close` closes, scanning the code from `from`; -1 when none does. */
function openingBracket(source: NixSource, from: number, close: number): number {
  const open: number[] = [];
  for (let i = from; i <= close; i++) {
    if (!source.inCode(i)) continue;
    const c = source.text[i];
    if (c === '(' || c === '[' || c === '{') open.push(i);
    else if (c === ')' || c === ']' || c === '}') {
      const at = open.pop();
      if (i === close) return at ?? -1;
    }
  }
  return -1;
}
