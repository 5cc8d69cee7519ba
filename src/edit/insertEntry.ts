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
import { compareNames, compareSortKeys, joinedLines, keepSortedOptions, sortKey, type SortKey } from './keepSorted.js';
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
  const found = entryInserts(new BindingIndex(new NixSource(file, text)), entries, place);
  if ('problem' in found) return found;
  if (found.inserts.length === 0) return { text, changed: false };
  return { text: withInserts(text, found.inserts), changed: true };
}

/** A line to insert at an offset of the text (the start of a line, or its end). */
export interface EntryInsert {
  offset: number;
  line: string;
}

/**
 * Where each entry goes in the set `place` of the file of `index`, in the
 * order of the text; `added` says which entries are written (not those the
 * set has already, nor one asked twice).
 */
export function entryInserts(
  index: BindingIndex,
  entries: readonly AliasEntry[],
  place: EntryPlace,
): { inserts: EntryInsert[]; added: boolean[] } | { problem: EditProblem } {
  const { source } = index;
  const file = source.file;
  for (const entry of entries) {
    for (const name of [entry.name, ...('alias' in entry.value ? [entry.value.alias] : [])]) {
      if (!isAttributeName(name))
        return { problem: { file, message: `"${excerpt(name)}" is not an attribute name; no entry is written` } };
    }
  }
  const set = findSet(source, index, place);
  if ('problem' in set) return set;

  const bound = directEntries(index, set);
  const added = new Map<string, AliasEntry>();
  const written = entries.map(() => false);
  for (const [i, entry] of entries.entries()) {
    const value = entryValue(entry);
    const earlier = added.get(entry.name);
    if (earlier) {
      if (normalized(entryValue(earlier)) === normalized(value)) continue;
      return { problem: { file, message: `${entry.name} is asked twice with different values; no entry is written` } };
    }
    const same = bound.find((b) => b.name === entry.name);
    if (!same) {
      added.set(entry.name, entry);
      written[i] = true;
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
  const inserts = added.size === 0 ? [] : placed(source, set, bound, [...added.values()]);
  return { inserts, added: written };
}

/** The text with each line inserted at its offset; inserts in the order of the text, those at one offset in theirs. */
export function withInserts(text: string, inserts: readonly EntryInsert[]): string {
  let out = '';
  let from = 0;
  for (const insert of inserts) {
    out += text.slice(from, insert.offset) + insert.line;
    from = insert.offset;
  }
  return out + text.slice(from);
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

/** Each entry's line and where it goes in the set: its sorted place among the entries there. */
function placed(
  source: NixSource,
  set: SetRange,
  bound: readonly IndexedBinding[],
  entries: AliasEntry[],
): EntryInsert[] {
  const { text } = source;
  // Lines by their starts: only the few lines looked at are cut out of the text.
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  const lineText = (i: number): string =>
    text.slice(starts[i], i + 1 < starts.length ? starts[i + 1] - 1 : text.length);
  const lineOf = (offset: number): number => source.at(offset).line - 1;
  const openLine = lineOf(set.open);
  const closeLine = lineOf(set.close);
  /** The first line after `after` and before the set's closing line that matches `marker`, or -1. */
  const markerLine = (after: number, marker: RegExp, word: string): number => {
    for (let at = text.indexOf(word, starts[after + 1]); at !== -1 && at < starts[closeLine];) {
      const line = lineOf(at);
      if (marker.test(lineText(line))) return line;
      at = text.indexOf(word, starts[line + 1]);
    }
    return -1;
  };

  // The keep-sorted block of the set, if it has one: its order, and the entries inside it.
  type Sorted = { name: string; key: string; sortKey?: SortKey };
  let compare = (a: Sorted, b: Sorted): number => compareNames(a.name, b.name);
  let first = openLine + 1;
  let last = closeLine - 1;
  const start = markerLine(openLine, /#.*keep-sorted start/, 'keep-sorted start');
  if (start !== -1) {
    const end = markerLine(start, /#.*keep-sorted end/, 'keep-sorted end');
    const options = keepSortedOptions(lineText(start));
    // Each entry's key is made once, not at each of the many comparisons it takes part in.
    const keyOf = (s: Sorted): SortKey => (s.sortKey ??= sortKey(s.key, options));
    compare = (a: Sorted, b: Sorted): number => compareSortKeys(keyOf(a), keyOf(b));
    first = start + 1;
    last = end === -1 ? closeLine - 1 : end - 1;
  }
  // The entries within those lines; the lines of an entry are found for the one an entry goes next to.
  const lines = (b: IndexedBinding): { from: number; to: number } => ({ from: lineOf(b.at), to: lineOf(b.value!.end) });
  const groups: (Sorted & { binding: IndexedBinding })[] = bound
    .filter((b) => b.value && b.at >= starts[first] && b.value.end < starts[last + 1])
    .map((b) => {
      // Only keep-sorted compares the joined lines; the hand-kept order, the names.
      let key = '';
      if (start !== -1) {
        const { from, to } = lines(b);
        const joined: string[] = [];
        for (let i = from; i <= to; i++) joined.push(lineText(i));
        key = joinedLines(joined);
      }
      return { binding: b, name: b.name, key };
    });

  const inserts = entries.map((entry) => {
    const added: Sorted = { name: entry.name, key: entryLine(entry) };
    const before = groups.filter((g) => compare(g, added) < 0);
    const after = groups.filter((g) => compare(g, added) > 0);
    let at: number;
    let indent: string;
    if (before.length > 0) {
      const previous = lines(before.reduce((a, b) => (compare(a, b) >= 0 ? a : b)).binding);
      at = previous.to + 1;
      indent = indentOf(lineText(previous.from));
    } else if (after.length > 0) {
      const next = lines(after.reduce((a, b) => (compare(a, b) <= 0 ? a : b)).binding);
      // Its comment lines go with it (keep-sorted's sticky comments): the new entry goes above them.
      at = next.from;
      while (
        at - 1 >= first &&
        lineText(at - 1)
          .trimStart()
          .startsWith('#')
      )
        at -= 1;
      indent = indentOf(lineText(next.from));
    } else {
      at = first;
      while (at <= last && lineText(at).trim() === '') at += 1;
      indent = start !== -1 ? indentOf(lineText(start)) : `${indentOf(lineText(openLine))}  `;
    }
    return { ...added, offset: at < starts.length ? starts[at] : text.length, line: `${indent}${added.key}\n` };
  });
  // New entries at one place go in their own order.
  inserts.sort((a, b) => a.offset - b.offset || compare(a, b));
  return inserts.map(({ offset, line }) => ({ offset, line }));
}

const indentOf = (line: string): string => /^[ \t]*/.exec(line)![0];
