// Nix text, scanned, never evaluated: where the code is (not comment, not
// string), which line an offset is on, and the few pattern helpers the readers
// of packaged state share. Nothing here knows a package family.
import type { SourceLocation } from '../../domain/types.js';

/** `[start, end)` offsets of a part of a NixSource. */
export interface TextRange {
  start: number;
  end: number;
}

export interface ScannedNix {
  /** [start, end) offsets of comments, in order, flattened: [s0, e0, s1, e1, ...]. */
  comments: number[];
  /** [start, end) offsets of top-level string literals (quotes included), flattened likewise. */
  strings: number[];
}

/**
 * Finds comments (`# ...`, `/* ... *\/`) and string literals in one linear
 * pass. Strings are tracked with their `${}` nesting, so a `#` inside
 * "https://...#L47" is no comment and a `"` inside a comment opens no string.
 * Ranges instead of a blanked copy: copying tens of MB costs more than the scan.
 */
export function scanNix(text: string): ScannedNix {
  // The innermost open construct is `frame`: STRING, INDENTED, or (>= 0) code
  // with its own `{` depth, to find the `}` that ends an interpolation. The
  // enclosing ones wait in `outer`.
  let frame = 0;
  const outer: number[] = [];
  const strings: number[] = [];
  const comments: number[] = [];
  const n = text.length;
  let i = 0;
  while (i < n) {
    const c = text.charCodeAt(i);
    // Most characters mean nothing to the scanner.
    if (c >= 128 || SPECIAL[c] === 0) {
      i += 1;
      continue;
    }
    const next = text.charCodeAt(i + 1);
    if (frame >= 0) {
      if (c === HASH) {
        const end = text.indexOf('\n', i);
        let stop = end === -1 ? n : end;
        if (text.charCodeAt(stop - 1) === CR) stop -= 1;
        comments.push(i, stop);
        i = stop;
      } else if (c === SLASH && next === STAR) {
        const end = text.indexOf('*/', i + 2);
        const stop = end === -1 ? n : end + 2;
        comments.push(i, stop);
        i = stop;
      } else if (c === QUOTE || (c === APOSTROPHE && next === APOSTROPHE)) {
        if (outer.length === 0) strings.push(i);
        outer.push(frame);
        frame = c === QUOTE ? STRING : INDENTED;
        i += c === QUOTE ? 1 : 2;
      } else if (c === OPEN) {
        frame += 1;
        i += 1;
      } else if (c === CLOSE) {
        if (frame > 0) frame -= 1;
        else if (outer.length > 0) frame = outer.pop() ?? 0; // end of an interpolation
        i += 1;
      } else i += 1;
    } else if (c === DOLLAR && next === OPEN) {
      outer.push(frame);
      frame = 0;
      i += 2;
    } else if (frame === STRING) {
      if (c === BACKSLASH) i += 2;
      else if (c === QUOTE) {
        frame = outer.pop() ?? 0;
        if (outer.length === 0) strings.push(i + 1);
        i += 1;
      } else i += c === DOLLAR && next === DOLLAR ? 2 : 1; // `$${` is a literal
    } else if (c === APOSTROPHE && next === APOSTROPHE) {
      const after = text.charCodeAt(i + 2);
      if (after === APOSTROPHE || after === DOLLAR)
        i += 3; // ''' and ''$ are escapes
      else if (after === BACKSLASH)
        i += 4; // ''\n and friends
      else {
        frame = outer.pop() ?? 0;
        if (outer.length === 0) strings.push(i + 2);
        i += 2;
      }
    } else i += 1;
  }
  // An unterminated string runs to the end of the text.
  if (strings.length % 2 === 1) strings.push(n);
  return { comments, strings };
}

const STRING = -1;
const INDENTED = -2;
const [HASH, SLASH, STAR, QUOTE, APOSTROPHE, OPEN, CLOSE, DOLLAR, BACKSLASH, CR] = [...`#/*"'{}$\\\r`].map((ch) =>
  ch.charCodeAt(0),
);
const SPECIAL = new Uint8Array(128);
for (const code of [HASH, SLASH, QUOTE, APOSTROPHE, OPEN, CLOSE, DOLLAR, BACKSLASH]) SPECIAL[code] = 1;

/** Index of the first boundary in sorted flat ranges that is greater than offset (odd: inside a range). */
function boundaryAfter(ranges: number[], offset: number): number {
  let low = 0;
  let high = ranges.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (ranges[mid] <= offset) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** End of the range of sorted flat `ranges` that starts exactly at `offset`; undefined if none does. */
function rangeEndingFrom(ranges: number[], offset: number): number | undefined {
  const k = boundaryAfter(ranges, offset);
  // A range starting at `offset` makes `offset` its first boundary passed.
  return k % 2 === 1 && ranges[k - 1] === offset ? ranges[k] : undefined;
}

/** Maps string offsets to 1-based line numbers (LF and CRLF alike). */
export class LineIndex {
  private readonly starts: number[] = [0];
  constructor(text: string) {
    for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) this.starts.push(at + 1);
  }
  lineOf(offset: number): number {
    return boundaryAfter(this.starts, offset);
  }
}

/** One Nix file: where its code is (not comment, not string), and its lines. */
export class NixSource {
  private readonly ranges: ScannedNix;
  private lines?: LineIndex;
  constructor(
    readonly file: string,
    readonly text: string,
  ) {
    this.ranges = scanNix(text);
  }
  /** Whether an offset is code: a match in a comment or string is no assignment. */
  inCode(offset: number): boolean {
    return (
      boundaryAfter(this.ranges.comments, offset) % 2 === 0 && boundaryAfter(this.ranges.strings, offset) % 2 === 0
    );
  }
  /** Matches of a global regex that start in code. */
  *codeMatches(pattern: RegExp): Generator<RegExpExecArray> {
    for (const match of this.text.matchAll(pattern)) if (this.inCode(match.index)) yield match;
  }
  /** The text from `from` (at most `length` characters) with its comments blanked, offsets kept. */
  code(from: number, length: number): string {
    const to = Math.min(this.text.length, from + length);
    const { comments } = this.ranges;
    let k = boundaryAfter(comments, from);
    if (k % 2 === 1) k -= 1; // `from` is inside a comment: start with that comment
    let out = '';
    let at = from;
    for (; k < comments.length && comments[k] < to; k += 2) {
      const start = Math.max(comments[k], from);
      const end = Math.min(comments[k + 1], to);
      out += this.text.slice(at, start) + this.text.slice(start, end).replace(/[^\r\n]/g, ' ');
      at = end;
    }
    return out + this.text.slice(at, to);
  }
  /** `offset` itself when it is code, else the end of the comment or string it is in. */
  private codeFrom(offset: number): number {
    for (const ranges of [this.ranges.comments, this.ranges.strings]) {
      const k = boundaryAfter(ranges, offset);
      if (k % 2 === 1) return ranges[k];
    }
    return offset;
  }
  /**
   * Offset of the `;` that ends a binding whose value starts at `from`: the
   * first one outside brackets, comments and strings; -1 when the value is not
   * closed (a bracket closes that never opened, or the text ends first).
   */
  bindingEnd(from: number): number {
    let depth = 0;
    let i = from;
    while (i < this.text.length) {
      const code = this.codeFrom(i);
      if (code !== i) {
        i = code;
        continue;
      }
      const c = this.text[i];
      if (c === '(' || c === '[' || c === '{') depth += 1;
      else if (c === ')' || c === ']' || c === '}') {
        if (depth === 0) return -1;
        depth -= 1;
      } else if (c === ';' && depth === 0) return i;
      i += 1;
    }
    return -1;
  }
  /** End offset of the string literal ("..." or ''...'') that starts exactly at `offset`; undefined if none does. */
  stringEndingFrom(offset: number): number | undefined {
    return rangeEndingFrom(this.ranges.strings, offset);
  }
  /** End offset of the comment that starts exactly at `offset`; undefined if none does. */
  commentEndingFrom(offset: number): number | undefined {
    return rangeEndingFrom(this.ranges.comments, offset);
  }
  at(offset: number): SourceLocation {
    this.lines ??= new LineIndex(this.text);
    return { file: this.file, line: this.lines.lineOf(offset) };
  }
}

/** Text quoted from the tree into a message: one short line (the tree may come from an untrusted PR). */
export function excerpt(text: string, max = 60): string {
  const line = text.replace(/\s+/g, ' ');
  return line.length > max ? `${line.slice(0, max)}...` : line;
}

// An attribute name must not continue a longer name or a path (`foo.k3s`, `k3s-foo`).
export const NOT_AFTER_NAME = String.raw`(?<![\w'.-])`;

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/** Index just after the `}` closing the `{` at index 0 of `code`, or -1 if it is not closed there. */
export function closingBrace(code: string): number {
  let depth = 0;
  for (let i = 0; i < code.length; i++) {
    if (code[i] === '{') depth += 1;
    else if (code[i] === '}' && --depth === 0) return i + 1;
  }
  return -1;
}
