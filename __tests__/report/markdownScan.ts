// A small CommonMark/GFM reader for the assertions: what is inside code spans, what is not, table cells.

export interface Scanned {
  /** Everything outside code spans (each span replaced by a space). */
  prose: string;
  /** Contents of code spans as a renderer would show them. */
  spans: string[];
  /** The text as a reader sees it: the prose with each span's content in its place. */
  reading: string;
}

export function scanCodeSpans(markdown: string): Scanned {
  let prose = '';
  let reading = '';
  const spans: string[] = [];
  let i = 0;
  while (i < markdown.length) {
    if (markdown[i] === '\\' && markdown[i + 1] === '`') {
      prose += '\\`';
      reading += '`';
      i += 2;
      continue;
    }
    if (markdown[i] !== '`') {
      prose += markdown[i];
      reading += markdown[i];
      i += 1;
      continue;
    }
    const open = /^`+/.exec(markdown.slice(i))![0];
    let j = i + open.length;
    let close = -1;
    while (j < markdown.length) {
      if (markdown[j] !== '`') {
        j += 1;
        continue;
      }
      const run = /^`+/.exec(markdown.slice(j))![0];
      if (run.length === open.length) {
        close = j;
        break;
      }
      j += run.length;
    }
    if (close < 0) {
      // An unmatched run is literal text.
      prose += open;
      reading += open;
      i += open.length;
      continue;
    }
    let content = markdown.slice(i + open.length, close).replace(/\n/g, ' ');
    if (content.length >= 2 && content.startsWith(' ') && content.endsWith(' ') && !/^ +$/.test(content)) {
      content = content.slice(1, -1);
    }
    spans.push(content);
    prose += ' ';
    reading += content;
    i = close + open.length;
  }
  return { prose, spans, reading };
}

/** Cells of a GFM table row, split on unescaped pipes, with `\|` turned back into `|` as GFM does. */
export function tableCells(row: string): string[] {
  const inner = row.trim().replace(/^\|/, '').replace(/\|$/, '');
  return inner.split(/(?<!\\)\|/).map((cell) => cell.replace(/\\\|/g, '|').trim());
}

/** The Markdown between `## heading-prefix` and the next `## ` heading. */
export function section(markdown: string, headingStart: string): string {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`## ${headingStart}`));
  if (start < 0) throw new Error(`no section ${headingStart}`);
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start, end < 0 ? undefined : end).join('\n');
}
