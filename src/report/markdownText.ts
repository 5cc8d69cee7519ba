// Making text safe to place in GitHub-flavoured Markdown.
// Upstream text (release names, tags) is untrusted: it must never mention, link,
// render HTML or break the table it sits in, so it only ever appears in code spans.

// Line breaks would end a table row or start a new block (a heading, an HTML block).
const LINE_BREAKS = /[\r\n\u2028\u2029]+/g;
// Other control characters have no business in a report.
const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;

function oneLine(text: string): string {
  return text.replace(LINE_BREAKS, ' ').replace(CONTROL, '');
}

/** Upstream text (a release title, a tag) is cut to this many characters: 100 kB of it must not fill a report or an issue. */
export const UPSTREAM_TEXT_LIMIT = 80;

export interface CellOptions {
  /** Inside a GFM table cell, where `|` splits cells even within code spans. */
  inTable?: boolean;
  /** Longer text is cut and ends with an ellipsis (counted in characters, never splitting one). */
  maxLength?: number;
}

/** `text` cut to `max` characters, the last being an ellipsis when anything was cut. */
export function clipText(text: string, max: number): string {
  // Code points, so a cut never leaves half a surrogate pair (an emoji) behind.
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(max - 1, 0)).join('')}…`;
}

/** `text` as an inline code span, whatever backticks it contains. */
export function codeSpan(text: string, options: CellOptions = {}): string {
  let content = oneLine(text);
  // Cut before escaping, so no escape is split.
  if (options.maxLength !== undefined) content = clipText(content, options.maxLength);
  // GFM splits table cells before parsing inlines; `\|` is unescaped to `|` inside the code span.
  if (options.inTable) content = content.replace(/\|/g, '\\|');
  if (content === '') return '` `';
  const longestRun = Math.max(0, ...(content.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longestRun + 1);
  // CommonMark strips one space from each side when both are present (unless the
  // content is all spaces), so padding keeps edge backticks off the fence and
  // preserves edge spaces.
  const pad = !/^ +$/.test(content) && /^[` ]|[` ]$/.test(content) ? ' ' : '';
  return `${fence}${pad}${content}${pad}${fence}`;
}

/** Our own prose (messages, notes): plain text that cannot open HTML or split a table. */
export function plainText(text: string): string {
  return oneLine(text).replace(/\|/g, '\\|').replace(/</g, '&lt;');
}
