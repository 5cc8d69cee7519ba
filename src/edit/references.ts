// Where a Nix file still names a removed attribute: a match bounded as a Nix
// identifier is (a letter, digit, `_`, `-` or `'` on either side ends it, so
// `python39` is not found in `python39Packages` nor `python3`), in code or in
// a string (`"${python39}/bin/python"`), never in a comment.
import { escapeRegExp, NixSource } from '../gather/nixpkgs/nixSource.js';

export interface Reference {
  name: string;
  file: string;
  line: number;
}

/** A matcher for several names at once: one pass over a file finds them all. */
export function namesPattern(names: readonly string[]): RegExp {
  const alternatives = [...names].sort((a, b) => b.length - a.length).map(escapeRegExp);
  return new RegExp(`(?<![A-Za-z0-9_'-])(?:${alternatives.join('|')})(?![A-Za-z0-9_'-])`, 'g');
}

/** The references to the names of `pattern` in one file. */
export function referencesIn(file: string, text: string, pattern: RegExp): Reference[] {
  // Most files name none: the comments are found only in those that do.
  pattern.lastIndex = 0;
  const any = pattern.test(text);
  pattern.lastIndex = 0;
  if (!any) return [];
  const source = new NixSource(file, text);
  const found: Reference[] = [];
  for (const match of text.matchAll(pattern)) {
    if (isComment(source, match.index)) continue;
    found.push({ name: match[0], file, line: source.at(match.index).line });
  }
  return found;
}

/** Whether an offset is in a comment: code and strings both count as naming. */
function isComment(source: NixSource, offset: number): boolean {
  if (source.inCode(offset)) return false;
  // Not code: a string or a comment. A string's range starts at a quote; a comment's at # or /*.
  const { text } = source;
  for (let i = offset; i >= 0; i--) {
    const stringEnd = source.stringEndingFrom(i);
    if (stringEnd !== undefined) return stringEnd <= offset;
    const commentEnd = source.commentEndingFrom(i);
    if (commentEnd !== undefined) return commentEnd > offset;
    if (text[i] === '\n' && source.inCode(i)) return false;
  }
  return false;
}
