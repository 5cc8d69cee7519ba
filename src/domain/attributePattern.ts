// Which attributes belong to a declared family, and which upstream cycle each
// names, as a small template: `postgresql_{cycle}`, `python3{minor}`,
// `linux_{major}_{minor}`, `php{major:1}{minor}`. Not a regular expression: a
// declaration is data a stranger may write, so the language has only literal
// name characters and digit holes, matches in one pass without backtracking,
// and names one cycle per attribute.
//
//   template := piece+                       (at most 64 characters)
//   piece    := text | hole
//   text     := one or more of A-Z a-z 0-9 _ ' -
//   hole     := "{" part [":" width] "}"
//   part     := "cycle" | "major" | "minor" | "patch"
//   width    := 1..9, the digits the hole takes; without it, all the digits there are
//
// The template starts with a letter or "_" (an attribute name does). `{cycle}`
// stands alone: the cycle is its digits ("postgresql_{cycle}": postgresql_16 is
// 16). Otherwise the cycle is major.minor[.patch]: `{major}`, or the digits
// written just before `{minor}` when there is no `{major}` ("python3{minor}":
// python313 is 3.13; "go_1_{minor}": go_1_24 is 1.24). Each part at most once,
// in the order major, minor, patch. A hole without a width is followed by the
// end or by text that does not start with a digit, so where its digits stop is
// never a guess ("php{major}{minor}" is refused: "php{major:1}{minor}").

export type CyclePart = 'cycle' | 'major' | 'minor' | 'patch';

type Piece = { text: string } | { part: CyclePart; width?: number };

export interface AttributePattern {
  /** As declared. */
  readonly template: string;
  readonly pieces: readonly Piece[];
  /** The major written before `{minor}` ("3" in python3{minor}), when no `{major}` hole gives it. */
  readonly writtenMajor?: string;
}

export const MAX_TEMPLATE_LENGTH = 64;
const PARTS: readonly CyclePart[] = ['cycle', 'major', 'minor', 'patch'];
const TEXT = /^[A-Za-z0-9_'-]+/;
const HOLE = /^\{([a-z]+)(?::([1-9]))?\}/;

/** The template as a pattern, or why it is not one (one line, naming what is allowed). */
export function parseAttributePattern(template: string): { pattern: AttributePattern } | { error: string } {
  const refuse = (why: string): { error: string } => ({ error: `attribute pattern "${template}": ${why}` });
  if (template.length === 0) return refuse('empty; write one such as postgresql_{cycle}');
  if (template.length > MAX_TEMPLATE_LENGTH) return refuse(`longer than ${MAX_TEMPLATE_LENGTH} characters`);
  if (!/^[A-Za-z_]/.test(template)) return refuse('an attribute name starts with a letter or "_"');
  const pieces: Piece[] = [];
  for (let at = 0; at < template.length;) {
    const rest = template.slice(at);
    const text = TEXT.exec(rest);
    const hole = HOLE.exec(rest);
    if (text) {
      pieces.push({ text: text[0] });
      at += text[0].length;
    } else if (hole) {
      const part = hole[1] as CyclePart;
      if (!PARTS.includes(part))
        return refuse(`{${hole[1]}} is no hole; the holes are {cycle}, {major}, {minor}, {patch}`);
      pieces.push(hole[2] === undefined ? { part } : { part, width: Number(hole[2]) });
      at += hole[0].length;
    } else {
      return refuse(
        `"${rest[0]}" at ${at + 1} is not allowed; write name characters (letters, digits, _ ' -) and holes such as {cycle} or {minor:2}`,
      );
    }
  }
  const holes = pieces.filter((p): p is { part: CyclePart; width?: number } => 'part' in p);
  const parts = holes.map((h) => h.part);
  if (holes.length === 0) return refuse('no hole; name the cycle with {cycle}, or {major} and {minor}');
  if (new Set(parts).size !== parts.length) return refuse('a hole is named twice');
  if (parts.includes('cycle') && parts.length > 1)
    return refuse('{cycle} stands alone, without {major}, {minor}, {patch}');
  const order = parts.filter((p) => p !== 'cycle').map((p) => PARTS.indexOf(p));
  if (order.some((o, i) => i > 0 && o < order[i - 1]))
    return refuse('the holes come in the order {major}, {minor}, {patch}');
  if (parts.includes('patch') && !parts.includes('minor')) return refuse('{patch} needs {minor}');
  let writtenMajor: string | undefined;
  if (parts.includes('major') && !parts.includes('minor')) return refuse('{major} needs {minor}');
  if (parts.includes('minor') && !parts.includes('major')) {
    const before = pieces[pieces.findIndex((p) => 'part' in p && p.part === 'minor') - 1];
    writtenMajor = before && 'text' in before ? /(\d+)\D*$/.exec(before.text)?.[1] : undefined;
    if (writtenMajor === undefined)
      return refuse('{minor} needs {major}, or the major written just before it (python3{minor}, go_1_{minor})');
  }
  for (const [index, piece] of pieces.entries()) {
    const next = pieces[index + 1];
    if (!('part' in piece) || piece.width !== undefined || next === undefined) continue;
    if ('part' in next || /^\d/.test(next.text))
      return refuse(`where {${piece.part}} ends is a guess; give it a width such as {${piece.part}:1}`);
  }
  return { pattern: { template, pieces, ...(writtenMajor === undefined ? {} : { writtenMajor }) } };
}

/** The cycle an attribute names under the pattern ("16", "3.13", "6.12"); undefined when it does not match. */
export function cycleOf(pattern: AttributePattern, attr: string): string | undefined {
  const found: Partial<Record<CyclePart, string>> = {};
  let at = 0;
  for (const piece of pattern.pieces) {
    if ('text' in piece) {
      if (!attr.startsWith(piece.text, at)) return undefined;
      at += piece.text.length;
      continue;
    }
    let end = at;
    const limit = piece.width === undefined ? attr.length : Math.min(attr.length, at + piece.width);
    while (end < limit && isDigit(attr.charCodeAt(end))) end += 1;
    if (end === at || (piece.width !== undefined && end - at !== piece.width)) return undefined;
    found[piece.part] = attr.slice(at, end);
    at = end;
  }
  if (at !== attr.length) return undefined;
  if (found.cycle !== undefined) return found.cycle;
  return [found.major ?? pattern.writtenMajor, found.minor, found.patch].filter((p) => p !== undefined).join('.');
}

/** The text every matching attribute starts with: the pattern's first piece. */
export function leadingText(pattern: AttributePattern): string {
  const first = pattern.pieces[0];
  return 'text' in first ? first.text : '';
}

const isDigit = (code: number): boolean => code >= 48 && code <= 57;

/**
 * The attribute of a cycle under the pattern, the inverse of cycleOf
 * ("16" -> postgresql_16, "3.13" -> python313); undefined when the cycle does
 * not fit it (a cycle of one number for `{major}`/`{minor}`, digits a width
 * does not take, a major other than the one written).
 */
export function attrOfCycle(pattern: AttributePattern, cycle: string): string | undefined {
  if (!/^\d+(?:\.\d+){0,2}$/.test(cycle)) return undefined;
  const numbers = cycle.split('.');
  const parts: Partial<Record<CyclePart, string>> = {};
  if (pattern.pieces.some((p) => 'part' in p && p.part === 'cycle')) parts.cycle = cycle;
  else {
    const [major, minor, patch] = numbers;
    const holes = pattern.pieces.filter((p): p is { part: CyclePart; width?: number } => 'part' in p);
    if (minor === undefined || (holes.some((h) => h.part === 'patch') ? patch === undefined : patch !== undefined))
      return undefined;
    if (pattern.writtenMajor !== undefined && pattern.writtenMajor !== major) return undefined;
    Object.assign(parts, { major, minor, ...(patch === undefined ? {} : { patch }) });
  }
  let attr = '';
  for (const piece of pattern.pieces) {
    if ('text' in piece) {
      attr += piece.text;
      continue;
    }
    const digits = parts[piece.part];
    if (digits === undefined || (piece.width !== undefined && digits.length !== piece.width)) return undefined;
    attr += digits;
  }
  return cycleOf(pattern, attr) === cycle ? attr : undefined;
}

/** One character of a template: a literal, or a digit (a hole's; `more`: the hole takes one or more, not a width). */
type Slot = { char: string } | { digit: true; more: boolean };

function slotsOf(pattern: AttributePattern): Slot[] {
  return pattern.pieces.flatMap((piece): Slot[] =>
    'text' in piece
      ? [...piece.text].map((char) => ({ char }))
      : piece.width === undefined
        ? [{ digit: true, more: true }]
        : Array.from({ length: piece.width }, () => ({ digit: true, more: false })),
  );
}

/**
 * An attribute both patterns match (`zabbix11` for `zabbix{major:1}{minor}`
 * and `zabbix{cycle}`), or undefined when no attribute matches both. A
 * template is literal characters and digit runs, so this walks the two side
 * by side, one character at a time, and finds the shortest such name.
 */
export function sharedAttribute(a: AttributePattern, b: AttributePattern): string | undefined {
  // Most templates part at their first characters: no walk needed.
  const [p, q] = [leadingText(a), leadingText(b)];
  if (!p.startsWith(q) && !q.startsWith(p)) return undefined;
  const [x, y] = [slotsOf(a), slotsOf(b)];
  const key = (i: number, j: number): number => i * (y.length + 1) + j;
  const from = new Map<number, { previous: number; char: string } | undefined>([[key(0, 0), undefined]]);
  const queue: Array<[number, number]> = [[0, 0]];
  /** Where a slot goes on a character it takes: on, and back to itself while a run of digits may go on. */
  const next = (slots: Slot[], at: number, char: string): number[] => {
    const slot = slots[at];
    if (slot === undefined) return [];
    if ('char' in slot) return slot.char === char ? [at + 1] : [];
    return isDigit(char.charCodeAt(0)) ? (slot.more ? [at + 1, at] : [at + 1]) : [];
  };
  while (queue.length > 0) {
    const [i, j] = queue.shift()!;
    if (i === x.length && j === y.length) {
      let name = '';
      for (let step = from.get(key(i, j)); step; step = from.get(step.previous)) name = step.char + name;
      return name;
    }
    const [s, t] = [x[i], y[j]];
    if (s === undefined || t === undefined) continue;
    const char = 'char' in s ? s.char : 'char' in t ? t.char : '1';
    for (const ni of next(x, i, char))
      for (const nj of next(y, j, char)) {
        if (from.has(key(ni, nj))) continue;
        from.set(key(ni, nj), { previous: key(i, j), char });
        queue.push([ni, nj]);
      }
  }
  return undefined;
}
