// Taking pieces of code out of a file as a person would: a piece alone on its
// lines goes with its lines (and the comment on its last line); a piece that
// shares a line with other code goes with one space beside it. A comment left
// alone in its paragraph goes too (php81's "# Import PHP81 ..." above its three
// bindings), and the blank lines the removal leaves doubled are made one.
// Code put in place of a piece of the same text (a default moved) goes in the
// same pass: it takes no part in what goes with the lines.
import { LineIndex } from '../gather/nixpkgs/nixSource.js';

/** `[start, end)` offsets of a piece of code to take out. */
export interface Piece {
  start: number;
  end: number;
}

const BLANK_LINE = /^[ \t]*\r?$/;
/** What may follow a piece alone on its line: spaces, and a comment to the end of the line. */
const REST_OF_LINE = /^[ \t]*(?:#.*)?\r?$/;
const OPENS = /(?:[{([]|\blet)\s*$/;
const CLOSES = /^\s*(?:[})\]]|in\b)/;

/** Code put in place of `[start, end)`, a piece of one line that stays. */
export interface Replacement extends Piece {
  text: string;
}

/** The text without the pieces, and with each replacement made: offsets are those of `text`. */
export function withoutPieces(
  text: string,
  pieces: readonly Piece[],
  replacements: readonly Replacement[] = [],
): string {
  const starts = [0];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
  // A text ending with a newline has no line after it.
  const lineCount = text.endsWith('\n') ? starts.length - 1 : starts.length;
  const lineText = (i: number): string =>
    text.slice(starts[i], i + 1 < starts.length ? starts[i + 1] - 1 : text.length);
  const lines = new LineIndex(text);
  const lineAt = (offset: number): number => lines.lineOf(offset) - 1;
  const blank = (i: number): boolean => BLANK_LINE.test(lineText(i));

  const deleted = new Set<number>();
  const partial: Piece[] = [];
  for (const piece of joined(text, pieces)) {
    const first = lineAt(piece.start);
    const last = lineAt(Math.max(piece.start, piece.end - 1));
    const before = text.slice(starts[first], piece.start);
    const after = lineText(last).slice(piece.end - starts[last]);
    if (/^[ \t]*$/.test(before) && REST_OF_LINE.test(after)) {
      for (let i = first; i <= last; i++) deleted.add(i);
    } else if (/^[ \t]+[^ \t\r]/.test(after) && !after.trimStart().startsWith('#')) {
      // Code follows on the line: the spaces after the piece go with it.
      partial.push({ start: piece.start, end: piece.end + /^[ \t]*/.exec(after)![0].length });
    } else {
      partial.push({ start: piece.start - /[ \t]*$/.exec(before)![0].length, end: piece.end });
    }
  }
  if (deleted.size > 0) {
    removeOrphanComments(deleted, lineCount, lineText, blank);
    removeDoubledBlanks(deleted, lineCount, lineText, blank);
  }

  const cuts: Replacement[] = partial.filter((p) => !deleted.has(lineAt(p.start))).map((p) => ({ ...p, text: '' }));
  for (const i of deleted)
    cuts.push({ start: starts[i], end: i + 1 < starts.length ? starts[i + 1] : text.length, text: '' });
  cuts.push(...replacements);
  cuts.sort((a, b) => a.start - b.start);
  let out = '';
  let at = 0;
  for (const cut of cuts) {
    // Cuts that overlap (two names of one inherit line, each with its space) are one; code in a cut goes with it.
    if (cut.start >= at) out += text.slice(at, cut.start) + cut.text;
    else if (cut.text !== '') continue;
    at = Math.max(at, cut.end);
  }
  return out + text.slice(at);
}

/** The pieces in order, those with only spaces between them on a line made one (`a b` of `inherit (x) K a b;`). */
function joined(text: string, pieces: readonly Piece[]): Piece[] {
  const sorted = [...pieces].sort((a, b) => a.start - b.start);
  const out: Piece[] = [];
  for (const piece of sorted) {
    const last = out[out.length - 1];
    if (last && /^[ \t]*$/.test(text.slice(last.end, Math.max(last.end, piece.start))))
      last.end = Math.max(last.end, piece.end);
    else out.push({ ...piece });
  }
  return out;
}

/** The runs of consecutive deleted lines, as [first, last] pairs. */
function runs(deleted: ReadonlySet<number>): [number, number][] {
  const sorted = [...deleted].sort((a, b) => a - b);
  const found: [number, number][] = [];
  for (const i of sorted) {
    const last = found[found.length - 1];
    if (last && last[1] === i - 1) last[1] = i;
    else found.push([i, i]);
  }
  return found;
}

/**
 * A paragraph (lines between blank lines) whose code all went keeps nothing of
 * its own: the comment lines left in it go as well. A keep-sorted marker stays.
 */
function removeOrphanComments(
  deleted: Set<number>,
  lineCount: number,
  lineText: (i: number) => string,
  blank: (i: number) => boolean,
): void {
  for (const [first, last] of runs(deleted)) {
    const rest: number[] = [];
    for (let i = first - 1; i >= 0 && (deleted.has(i) || !blank(i)); i--) if (!deleted.has(i)) rest.push(i);
    for (let i = last + 1; i < lineCount && (deleted.has(i) || !blank(i)); i++) if (!deleted.has(i)) rest.push(i);
    const orphans = rest.every((i) => {
      const line = lineText(i).trim();
      return line.startsWith('#') && !line.includes('keep-sorted');
    });
    if (rest.length > 0 && orphans) for (const i of rest) deleted.add(i);
  }
}

/** Where a removal leaves two blank lines together, or a blank line against a bracket, one blank line goes. */
function removeDoubledBlanks(
  deleted: Set<number>,
  lineCount: number,
  lineText: (i: number) => string,
  blank: (i: number) => boolean,
): void {
  for (const [first, last] of runs(deleted)) {
    const previous = first - 1;
    const next = last + 1;
    if (next >= lineCount) {
      if (previous >= 0 && blank(previous)) deleted.add(previous);
      continue;
    }
    if (previous >= 0 && blank(previous) && blank(next)) deleted.add(next);
    else if (previous >= 0 && blank(previous) && CLOSES.test(lineText(next))) deleted.add(previous);
    else if (blank(next) && (previous < 0 || OPENS.test(lineText(previous)))) deleted.add(next);
  }
}
