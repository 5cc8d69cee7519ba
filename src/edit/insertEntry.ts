// Writes an entry (`attr = throw "..."; # Added YYYY-MM-DD`, or an alias
// `nodejs-slim_18 = nodejs_18;`) into an attribute set of aliases: the
// `mapAliases { ... }` of pkgs/top-level/aliases.nix, or a
// `lib.optionalAttrs config.allowAliases { ... }` block (linux-kernels.nix), at
// the place the set's own `keep-sorted` block gives, else at the case-blind
// numeric place among its entries. The same entry twice is written once; any
// other binding of the name there is a problem, as Nix would refuse it.
import { formatDay } from '../domain/day.js';
import { BindingIndex, type IndexedBinding } from '../gather/nixpkgs/bindingIndex.js';
import { excerpt, NixSource } from '../gather/nixpkgs/nixSource.js';
import type { AliasEntry, EditProblem, EntryPlace, TextEdit } from './change.js';
import { compareEntries, compareNames, joinedLines, keepSortedOptions } from './keepSorted.js';
import { isAttributeName, nixString } from './nixText.js';

const PLACES = {
  mapAliases: /(?<![\w'.-])mapAliases\s*\(?\s*\{/g,
  allowAliases: /(?<![\w'.-])(?:lib\s*\.\s*)?optionalAttrs\s+config\s*\.\s*allowAliases\s*\(?\s*\{/g,
} as const;

const placeName = (place: EntryPlace): string =>
  place.set === 'mapAliases'
    ? 'mapAliases { ... }'
    : `lib.optionalAttrs config.allowAliases { ... }${place.within ? ` of ${place.within}` : ''}`;

/** The entry's value as Nix code: `throw "..."` with the wording escaped, or the aliased name. */
export function entryValue(entry: AliasEntry): string {
  return 'throw' in entry.value ? `throw ${nixString(entry.value.throw)}` : entry.value.alias;
}

/** The entry's line, without indentation: `k3s_1_33 = throw "..."; # Added 2026-08-10`. */
export function entryLine(entry: AliasEntry): string {
  const added = entry.added ? ` # Added ${formatDay(entry.added)}` : '';
  return `${entry.name} = ${entryValue(entry)};${added}`;
}

/** `text` of `file` with `entry` in the set `place`. */
export function insertEntry(file: string, text: string, entry: AliasEntry, place: EntryPlace): TextEdit {
  return insertEntries(file, text, [entry], place);
}

/** `text` of `file` with each entry in the set `place`, the file read once for all of them. */
export function insertEntries(file: string, text: string, entries: readonly AliasEntry[], place: EntryPlace): TextEdit {
  for (const entry of entries) {
    for (const name of [entry.name, ...('alias' in entry.value ? [entry.value.alias] : [])]) {
      if (!isAttributeName(name))
        return { problem: { file, message: `"${excerpt(name)}" is not an attribute name; no entry is written` } };
    }
  }
  const source = new NixSource(file, text);
  const index = new BindingIndex(source);
  const set = findSet(source, index, place);
  if ('problem' in set) return set;

  const bound = directEntries(index, set);
  const added = new Map<string, AliasEntry>();
  for (const entry of entries) {
    const value = entryValue(entry);
    const earlier = added.get(entry.name);
    if (earlier) {
      if (normalized(entryValue(earlier)) === normalized(value)) continue;
      return { problem: { file, message: `${entry.name} is asked twice with different values; no entry is written` } };
    }
    const same = bound.find((b) => b.name === entry.name);
    if (!same) {
      added.set(entry.name, entry);
      continue;
    }
    const existing = same.value && source.code(same.value.start, same.value.end - same.value.start);
    if (existing !== undefined && normalized(existing) === normalized(value)) continue;
    return {
      problem: {
        ...source.at(same.at),
        message: `${entry.name} is already bound in ${placeName(place)} (${excerpt(
          existing === undefined ? entry.name : `${entry.name} = ${existing}`,
        )}); expected ${excerpt(entryLine(entry), 120)}`,
      },
    };
  }
  if (added.size === 0) return { text, changed: false };
  return { text: placed(source, set, bound, [...added.values()]), changed: true };
}

const normalized = (code: string): string => code.replace(/\s+/g, ' ').trim();

/** An attribute set: the offsets of its braces. */
interface SetRange {
  open: number;
  close: number;
}

function findSet(source: NixSource, index: BindingIndex, place: EntryPlace): SetRange | { problem: EditProblem } {
  const pattern = PLACES[place.set];
  let opens = [...source.codeMatches(pattern)].map((m) => m.index + m[0].length - 1);
  if (place.set === 'allowAliases' && place.within !== undefined) {
    const holders = index
      .named(place.within)
      .filter((b) => b.value)
      .map((b) => b.value!);
    opens = opens.filter((open) => holders.some((v) => v.start <= open && open < v.end));
  }
  if (opens.length !== 1) {
    const lines = opens.map((open) => source.at(open).line);
    return {
      problem: {
        file: source.file,
        message:
          opens.length === 0
            ? `no ${placeName(place)} in the file; the entry has no place`
            : `${opens.length} blocks ${placeName(place)} (lines ${lines.join(', ')}); name the binding that holds the one to write in`,
      },
    };
  }
  const close = closingBrace(source, opens[0]);
  if (close === undefined) return { problem: { ...source.at(opens[0]), message: `${placeName(place)} is not closed` } };
  if (source.at(close).line === source.at(opens[0]).line)
    return {
      problem: { ...source.at(opens[0]), message: `${placeName(place)} is written on one line; no line to add to` },
    };
  return { open: opens[0], close };
}

/** Offset of the `}` that closes the `{` at `open`, skipping comments and strings. */
function closingBrace(source: NixSource, open: number): number | undefined {
  const { text } = source;
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c !== 123 && c !== 125) || !source.inCode(i)) continue;
    depth += c === 123 ? 1 : -1;
    if (depth === 0) return i;
  }
  return undefined;
}

/** The bindings written directly in the set (not inside one of its values), in file order. */
function directEntries(index: BindingIndex, set: SetRange): IndexedBinding[] {
  const inside = index.bindings.filter((b) => b.at > set.open && b.at < set.close);
  const depth = Math.min(...inside.map((b) => b.scope.length));
  return inside.filter((b) => b.scope.length === depth);
}

interface Line {
  start: number;
  end: number;
  text: string;
}

/** The text with each entry inserted in the set at its sorted place among the entries there. */
function placed(source: NixSource, set: SetRange, bound: readonly IndexedBinding[], entries: AliasEntry[]): string {
  const { text } = source;
  const lines = linesOf(text);
  const lineOf = (offset: number): number => source.at(offset).line - 1;
  const openLine = lineOf(set.open);
  const closeLine = lineOf(set.close);

  // The keep-sorted block of the set, if it has one: its order, and the entries inside it.
  type Sorted = { name: string; key: string };
  let compare = (a: Sorted, b: Sorted): number => compareNames(a.name, b.name);
  let first = openLine + 1;
  let last = closeLine - 1;
  const start = lines.findIndex((l, i) => i > openLine && i < closeLine && /#.*keep-sorted start/.test(l.text));
  if (start !== -1) {
    const end = lines.findIndex((l, i) => i > start && i < closeLine && /#.*keep-sorted end/.test(l.text));
    const options = keepSortedOptions(lines[start].text);
    compare = (a: Sorted, b: Sorted): number => compareEntries(a.key, b.key, options);
    first = start + 1;
    last = end === -1 ? closeLine - 1 : end - 1;
  }
  const groups = bound
    .filter((b) => b.value && lineOf(b.at) >= first && lineOf(b.value.end) <= last)
    .map((b) => {
      const from = lineOf(b.at);
      const to = lineOf(b.value!.end);
      return { from, to, name: b.name, key: joinedLines(lines.slice(from, to + 1).map((l) => l.text)) };
    });

  const inserts = entries.map((entry) => {
    const added = { name: entry.name, key: entryLine(entry) };
    const before = groups.filter((g) => compare(g, added) < 0);
    const after = groups.filter((g) => compare(g, added) > 0);
    let at: number;
    let indent: string;
    if (before.length > 0) {
      const previous = before.reduce((a, b) => (compare(a, b) >= 0 ? a : b));
      at = previous.to + 1;
      indent = indentOf(lines[previous.from].text);
    } else if (after.length > 0) {
      const next = after.reduce((a, b) => (compare(a, b) <= 0 ? a : b));
      // Its comment lines go with it (keep-sorted's sticky comments): the new entry goes above them.
      at = next.from;
      while (at - 1 >= first && lines[at - 1].text.trimStart().startsWith('#')) at -= 1;
      indent = indentOf(lines[next.from].text);
    } else {
      at = first;
      while (at <= last && lines[at].text.trim() === '') at += 1;
      indent = start !== -1 ? indentOf(lines[start].text) : `${indentOf(lines[openLine].text)}  `;
    }
    return { ...added, offset: at < lines.length ? lines[at].start : text.length, line: `${indent}${added.key}\n` };
  });
  // New entries at one place go in their own order.
  inserts.sort((a, b) => a.offset - b.offset || compare(a, b));
  let out = '';
  let from = 0;
  for (const insert of inserts) {
    out += text.slice(from, insert.offset) + insert.line;
    from = insert.offset;
  }
  return out + text.slice(from);
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (;;) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    lines.push({ start, end, text: text.slice(start, end) });
    if (newline === -1) return lines;
    start = newline + 1;
  }
}

const indentOf = (line: string): string => /^[ \t]*/.exec(line)![0];
