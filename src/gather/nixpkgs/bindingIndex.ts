// Every binding of a Nix file, in one pass over its code: `name = ...;` with
// where its value runs, `inherit (set) a b;` and `inherit a b;`, at the file's
// top level, inside a named attribute set (`pythonInterpreters = { python313 =
// ...; }`) or a `let` block, each with the names it is inside. Built once per
// file and asked for any number of names, so that reading many families costs
// one scan of each file.
import { knownVulnerabilityMarks } from './packageBlocks.js';
import type { NixSource, TextRange } from './nixSource.js';

export interface IndexedBinding {
  /** The attribute path as written (`python313`, `meta.knownVulnerabilities`), quoted parts unquoted. */
  name: string;
  /** Offset of the name. */
  at: number;
  /** `name = value;`: the value, from its first code up to its `;`; absent for an inherit, and for a value that never ends. */
  value?: TextRange;
  /** `inherit (set) name;`: the set expression, inside the parentheses. */
  from?: TextRange;
  /**
   * The bindings it is inside, outermost first: [] at the file's top level,
   * ["pythonInterpreters"] in that set; a `let` block adds "let", the set
   * expression of an inherit adds "inherit".
   */
  scope: readonly string[];
}

export class BindingIndex {
  readonly bindings: readonly IndexedBinding[];
  private readonly byName = new Map<string, IndexedBinding[]>();
  private marks?: number[];
  private sortedNames?: string[];

  constructor(readonly source: NixSource) {
    this.bindings = indexBindings(source);
    for (const binding of this.bindings) {
      const list = this.byName.get(binding.name);
      if (list) list.push(binding);
      else this.byName.set(binding.name, [binding]);
    }
  }

  /** Every name bound in the file, once each. */
  names(): IterableIterator<string> {
    return this.byName.keys();
  }

  /**
   * The names bound in the file that start with `prefix`, once each: found in
   * the sorted names, so that each family's pattern (`postgresql_`) costs a
   * search, not a pass over every name of all-packages.nix.
   */
  namesStartingWith(prefix: string): string[] {
    // Sorted by UTF-16 code units, the order of `<`: the names with a prefix are one run.
    this.sortedNames ??= [...this.byName.keys()].sort();
    const names = this.sortedNames;
    let low = 0;
    let high = names.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (names[mid] < prefix) low = mid + 1;
      else high = mid;
    }
    const found: string[] = [];
    for (let i = low; i < names.length && names[i].startsWith(prefix); i++) found.push(names[i]);
    return found;
  }

  /** The bindings of a name, in file order. */
  named(name: string): readonly IndexedBinding[] {
    return this.byName.get(name) ?? [];
  }

  /** Offset of the first meta.knownVulnerabilities marking (a non-empty list) inside `range`, if any. */
  markIn(range: TextRange): number | undefined {
    // Found once for the whole file, on the first question.
    this.marks ??= [...knownVulnerabilityMarks(this.source)];
    const { marks } = this;
    let low = 0;
    let high = marks.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (marks[mid] < range.start) low = mid + 1;
      else high = mid;
    }
    return low < marks.length && marks[low] < range.end ? marks[low] : undefined;
  }
}

/** One open bracket of the code, or a `let` block. */
interface Frame {
  kind: 'root' | 'set' | 'paren' | 'list' | 'let';
  scope: readonly string[];
  /** The next token may start a binding: right after `{`, `let` or a binding's `;`. */
  atStatement: boolean;
  /** The binding whose value is being read, and where that value starts. */
  open?: { binding: IndexedBinding; valueStart: number };
  /** `with x;` and `assert x;` end with a `;` that ends no binding. */
  skipSemicolons: number;
  /** An `inherit` being read: its names are bindings of this frame. */
  inherit?: { from?: TextRange };
  /** This frame is the set expression of the inherit of that frame. */
  inheritOf?: Frame;
  /** Offset just after the opening bracket. */
  start: number;
}

const [SPACE, TAB, LF, CR, DOT, SLASH, HASH, QUOTE, APOSTROPHE, EQUALS] = [...` \t\n\r./#"'=`].map((c) =>
  c.charCodeAt(0),
);
const [OPEN_SET, CLOSE_SET, OPEN_PAREN, CLOSE_PAREN, OPEN_LIST, CLOSE_LIST, SEMICOLON] = [...'{}()[];'].map((c) =>
  c.charCodeAt(0),
);

/** The rest of a word: name characters, an attribute path's ".", a path's "+", "~" and "/" (never one that starts a comment). */
const WORD_TAIL = /(?:[A-Za-z0-9_'\-.+~]|\/(?=[A-Za-z0-9_'\-.+~]))*/y;
const BLANKS = /[ \t\r\n]*/y;

const isBlank = (code: number): boolean => code === SPACE || code === LF || code === TAB || code === CR;
const isLetter = (code: number): boolean => (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
/** What a name is made of: letters, digits, _ ' - */
const isNameChar = (code: number): boolean =>
  isLetter(code) || (code >= 48 && code <= 57) || code === 95 || code === 39 || code === 45;

/** Whether text[at, end) is a name: a letter or "_", then name characters (no "." nor path). */
function isName(text: string, at: number, end: number): boolean {
  const first = text.charCodeAt(at);
  if (!(isLetter(first) || first === 95)) return false;
  for (let i = at + 1; i < end; i++) if (!isNameChar(text.charCodeAt(i))) return false;
  return true;
}

/** Whether text[at, end) is `word`. */
function isWord(text: string, at: number, end: number, word: string): boolean {
  return end - at === word.length && text.startsWith(word, at);
}

function indexBindings(source: NixSource): IndexedBinding[] {
  return new Indexer(source).run();
}

/** The one pass: the brackets open at the reading point, and the bindings found so far. */
class Indexer {
  private readonly text: string;
  private readonly bindings: IndexedBinding[] = [];
  private readonly stack: Frame[] = [{ kind: 'root', scope: [], atStatement: false, skipSemicolons: 0, start: 0 }];

  constructor(private readonly source: NixSource) {
    this.text = source.text;
  }

  run(): IndexedBinding[] {
    const { text, source } = this;
    let i = 0;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (isBlank(code)) {
        BLANKS.lastIndex = i;
        BLANKS.test(text);
        i = BLANKS.lastIndex;
        continue;
      }
      const frame = this.top();
      if (isLetter(code) || code === 95 || code === DOT) {
        // A word; "/" goes on a path (../by-name/in/incus) but never starts a comment.
        WORD_TAIL.lastIndex = i + 1;
        WORD_TAIL.test(text);
        i = this.word(frame, i, WORD_TAIL.lastIndex);
        continue;
      }
      // Comments and strings are passed whole; a string may be a quoted name.
      if (code === HASH || code === SLASH || code === QUOTE || code === APOSTROPHE) {
        const commentEnd = source.commentEndingFrom(i);
        if (commentEnd !== undefined) {
          i = commentEnd;
          continue;
        }
        const stringEnd = source.stringEndingFrom(i);
        if (stringEnd !== undefined) {
          const valueAt = frame.atStatement && !frame.inherit && code === QUOTE ? this.binding(frame, i) : undefined;
          frame.atStatement = false;
          i = valueAt ?? stringEnd;
          continue;
        }
      }
      this.punctuation(frame, code, i);
      i += 1;
    }
    return this.bindings;
  }

  private top(): Frame {
    return this.stack[this.stack.length - 1];
  }

  /** Opens a frame inside the current one; its scope is the current one's and the binding being read. */
  private push(kind: Frame['kind'], start: number, extra?: string): Frame {
    const parent = this.top();
    const named = parent.open?.binding.name;
    // Frames and bindings share the scope they are in; a new one only where a name is added.
    let scope = parent.scope;
    if (named !== undefined) scope = [...scope, named];
    if (extra !== undefined) scope = [...scope, extra];
    const frame: Frame = { kind, scope, atStatement: kind === 'set' || kind === 'let', skipSemicolons: 0, start };
    this.stack.push(frame);
    return frame;
  }

  /** Offset of the next code that is no white space or comment, from `at`. */
  private skipBlank(at: number): number {
    const { text } = this;
    let i = at;
    while (i < text.length) {
      if (isBlank(text.charCodeAt(i))) i += 1;
      else {
        const end = this.source.commentEndingFrom(i);
        if (end === undefined) return i;
        i = end;
      }
    }
    return i;
  }

  /**
   * At a statement's start: `a.b."c" =` is a binding, whose value starts at the
   * first code after the `=` (returned); anything else is not one, and reading goes on.
   */
  private binding(frame: Frame, at: number): number | undefined {
    const { text } = this;
    // The parts' [start, end) offsets, quotes included for a quoted part.
    const parts: number[] = [];
    let i = at;
    for (;;) {
      const code = text.charCodeAt(i);
      const stringEnd = code === QUOTE ? this.source.stringEndingFrom(i) : undefined;
      let end = i + 1;
      if (stringEnd !== undefined) end = stringEnd;
      else if (isLetter(code) || code === 95) while (isNameChar(text.charCodeAt(end))) end += 1;
      else return undefined;
      parts.push(i, end);
      i = this.skipBlank(end);
      if (text.charCodeAt(i) !== DOT) break;
      i = this.skipBlank(i + 1);
    }
    if (text.charCodeAt(i) !== EQUALS || text.charCodeAt(i + 1) === EQUALS) return undefined;
    const names: string[] = [];
    for (let k = 0; k < parts.length; k += 2) {
      const quoted = text.charCodeAt(parts[k]) === QUOTE;
      names.push(text.slice(parts[k] + (quoted ? 1 : 0), parts[k + 1] - (quoted ? 1 : 0)));
    }
    const found: IndexedBinding = { name: names.join('.'), at, scope: frame.scope };
    this.bindings.push(found);
    const valueStart = this.skipBlank(i + 1);
    frame.open = { binding: found, valueStart };
    return valueStart;
  }

  /** A word of code: a keyword, a name an inherit lists, the start of a binding, or nothing to note. */
  private word(frame: Frame, at: number, end: number): number {
    const { text } = this;
    if (frame.kind === 'let' && isWord(text, at, end, 'in')) {
      this.stack.pop();
      this.top().atStatement = false;
      return end;
    }
    if (isWord(text, at, end, 'let')) {
      frame.atStatement = false;
      this.push('let', end, 'let');
      return end;
    }
    if (isWord(text, at, end, 'with') || isWord(text, at, end, 'assert')) frame.skipSemicolons += 1;
    else if (frame.inherit) {
      if (isName(text, at, end))
        this.bindings.push({ name: text.slice(at, end), at, scope: frame.scope, ...frame.inherit });
    } else if (frame.atStatement && isWord(text, at, end, 'inherit')) frame.inherit = {};
    else if (frame.atStatement) {
      frame.atStatement = false;
      return this.binding(frame, at) ?? end;
    }
    frame.atStatement = false;
    return end;
  }

  /** A bracket, a `;`, or any other character of code at `at`. */
  private punctuation(frame: Frame, code: number, at: number): void {
    const after = at + 1;
    if (code === OPEN_SET) {
      frame.atStatement = false;
      this.push('set', after);
    } else if (code === OPEN_PAREN || code === OPEN_LIST) {
      const inheritSet = code === OPEN_PAREN && frame.inherit !== undefined && frame.inherit.from === undefined;
      frame.atStatement = false;
      const opened = this.push(code === OPEN_PAREN ? 'paren' : 'list', after, inheritSet ? 'inherit' : undefined);
      if (inheritSet) opened.inheritOf = frame;
    } else if (code === CLOSE_SET || code === CLOSE_PAREN || code === CLOSE_LIST) {
      const { stack } = this;
      // A `let` left open by a mistake ends with the bracket around it.
      while (this.top().kind === 'let' && stack.length > 2) stack.pop();
      if (stack.length === 1) return;
      const closed = stack.pop();
      if (closed?.inheritOf?.inherit) closed.inheritOf.inherit.from = { start: closed.start, end: at };
      this.top().atStatement = false;
    } else if (code === SEMICOLON) {
      if (frame.skipSemicolons > 0) frame.skipSemicolons -= 1;
      else if (frame.inherit) frame.inherit = undefined;
      else if (frame.open) {
        frame.open.binding.value = { start: frame.open.valueStart, end: at };
        frame.open = undefined;
      }
      frame.atStatement = frame.kind === 'set' || frame.kind === 'let';
    } else {
      frame.atStatement = false;
    }
  }
}
