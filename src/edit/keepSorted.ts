// The orders entries of aliases are kept in. In a keep-sorted block, the one
// google/keep-sorted keeps between `# keep-sorted start ...` and
// `# keep-sorted end`, as nixpkgs' aliases.nix marks it
// (`# keep-sorted start case=no numeric=yes block=yes`): each entry is its
// lines joined, compared case-blind when `case=no`, with its runs of digits
// compared as numbers when `numeric=yes` (linux_6_9 before linux_6_10), and by
// its exact text last. Elsewhere (aliases.nix before keep-sorted, sorted by
// hand "ASCIIbetically"; linux-kernels.nix), the attribute names compared
// case-blind, character by character, a run of digits against a run of digits
// by its value.

export interface SortOptions {
  caseSensitive: boolean;
  numeric: boolean;
}

/** keep-sorted's defaults: case-sensitive, digits as text. */
export const KEEP_SORTED_DEFAULTS: SortOptions = { caseSensitive: true, numeric: false };

/** The options of a `keep-sorted start` line: `case=no numeric=yes` over the defaults. */
export function keepSortedOptions(startLine: string): SortOptions {
  const options = { ...KEEP_SORTED_DEFAULTS };
  for (const [, key, value] of startLine.matchAll(/\b(case|numeric)=(\S+)/g)) {
    const on = value === 'yes' || value === 'true';
    if (key === 'case') options.caseSensitive = on;
    else options.numeric = on;
  }
  return options;
}

/** An entry's lines as keep-sorted joins them: each without its indentation, a space between two words. */
export function joinedLines(lines: readonly string[]): string {
  let joined = '';
  for (const raw of lines) {
    const line = raw.trimStart();
    if (/\w$/.test(joined) && /^\w/.test(line)) joined += ' ';
    joined += line;
  }
  return joined;
}

/** Text and numbers alternating, text first (possibly empty): "linux_6_10" -> ["linux_", 6n, "_", 10n]. */
export type Tokens = (string | bigint)[];

function tokens(text: string, options: SortOptions): Tokens {
  const key = options.caseSensitive ? text : text.toLowerCase();
  if (!options.numeric) return [key];
  const found: Tokens = [];
  for (const [, digits, other] of key.matchAll(/([0-9]+)|([^0-9]+)/g)) {
    if (digits !== undefined) {
      if (found.length === 0) found.push('');
      found.push(BigInt(digits));
    } else found.push(other);
  }
  return found;
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** keep-sorted's order of two joined entries: negative when `a` goes first. */
export function compareEntries(a: string, b: string, options: SortOptions): number {
  return compareSortKeys(sortKey(a, options), sortKey(b, options));
}

/** A joined entry with the tokens keep-sorted compares it by: made once, compared with many. */
export interface SortKey {
  text: string;
  tokens: Tokens;
}

export const sortKey = (text: string, options: SortOptions): SortKey => ({ text, tokens: tokens(text, options) });

/** keep-sorted's order of two entries' keys (made with the same options): negative when `a` goes first. */
export function compareSortKeys(a: SortKey, b: SortKey): number {
  const x = a.tokens;
  const y = b.tokens;
  for (let i = 0; i < Math.min(x.length, y.length); i++) {
    const p = x[i];
    const q = y[i];
    const order =
      typeof p === 'bigint' && typeof q === 'bigint' ? (p < q ? -1 : p > q ? 1 : 0) : compareText(String(p), String(q));
    if (order !== 0) return order;
  }
  return x.length - y.length || compareText(a.text, b.text);
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/** The end of the run of digits that starts at `from`. */
function digitsEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}

/** The hand-kept order of two attribute names: case-blind, digits by value (python38Packages, python39, pythonFull). */
export function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    if (isDigit(x.charCodeAt(i)) && isDigit(y.charCodeAt(j))) {
      const endX = digitsEnd(x, i);
      const endY = digitsEnd(y, j);
      const p = BigInt(x.slice(i, endX));
      const q = BigInt(y.slice(j, endY));
      if (p !== q) return p < q ? -1 : 1;
      i = endX;
      j = endY;
      continue;
    }
    if (x[i] !== y[j]) return x.charCodeAt(i) - y.charCodeAt(j);
    i += 1;
    j += 1;
  }
  return x.length - i - (y.length - j) || compareText(a, b);
}
