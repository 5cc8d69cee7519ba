// A terminal line broken at spaces to fit a width, its continuation lines
// under a hanging indent. Colour codes take no column.
const COLOUR_CODE = /\u001b\[[0-9;]*m/y;

/** Each character's column, skipping colour codes: [index in `line`, column] of every space. */
function spaces(line: string): Array<[number, number]> {
  const found: Array<[number, number]> = [];
  let column = 0;
  for (let i = 0; i < line.length;) {
    COLOUR_CODE.lastIndex = i;
    const code = COLOUR_CODE.exec(line);
    if (code) {
      i += code[0].length;
      continue;
    }
    const char = String.fromCodePoint(line.codePointAt(i)!);
    if (char === ' ') found.push([i, column]);
    column += 1;
    i += char.length;
  }
  return found;
}

export function visibleWidth(line: string): number {
  return [...line.replace(new RegExp(COLOUR_CODE.source, 'g'), '')].length;
}

/**
 * `line` in lines of at most `width` columns, broken at the last space that
 * fits; the lines after the first start with `indent` spaces. A word longer
 * than the room left (a long path) stands alone on its line rather than being cut.
 */
export function wrapLine(line: string, width: number, indent: number): string[] {
  const pad = ' '.repeat(indent);
  const out: string[] = [];
  let rest = line.trimEnd();
  while (visibleWidth(rest) > width) {
    // Breaks only after the hanging indent, so that every line gains a word.
    const candidates = spaces(rest).filter(([, column]) => column > indent);
    const fits = candidates.filter(([, column]) => column <= width).at(-1) ?? candidates[0];
    if (!fits) break;
    out.push(rest.slice(0, fits[0]).trimEnd());
    rest = pad + rest.slice(fits[0]).trimStart();
  }
  out.push(rest);
  return out;
}
