// Text from a checkout, upstream or an issue, made inert for every output: the
// job summary and issue bodies (GitHub-flavoured Markdown), and the terminal,
// the Actions log and annotations (plain lines). Anyone can write that text: a
// file name, an attribute, lib/.version, a release title, and the finding
// messages that quote them. Whatever it holds, it must not ping anyone, link
// anywhere, render HTML, start a block (a heading, a table row), run a
// workflow command or move the terminal's cursor. This module is the one path
// for that; the renderers never place such text any other way.

// Line breaks would end a table row or start a new block (a heading, an HTML block, a log
// command); tabs are spaces that indent.
const BREAKS = /[\t\r\n\u0085\u2028\u2029]+/g;
// Other C0/C1 control characters (escape sequences among them) and the bidirectional
// controls that make text display in another order than it reads.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text on one line: breaks become spaces, control characters go. */
function oneLine(text: string): string {
  return text.replace(BREAKS, ' ').replace(CONTROL, '');
}

/** Upstream text (a release title, a tag) is cut to this many characters: 100 kB of it must not fill a report or an issue. */
export const UPSTREAM_TEXT_LIMIT = 80;
/** A name from a checkout (a file, an attribute) in a code span: long enough for any real one. */
export const NAME_LIMIT = 300;
/** A message or a fix in Markdown: a paragraph, never a page. */
export const PROSE_LIMIT = 1_000;
/** A log, annotation or terminal line. */
export const LINE_LIMIT = 2_000;

/** `text` cut to `max` characters, the last being an ellipsis when anything was cut. */
export function clipText(text: string, max: number): string {
  // Code points, so a cut never leaves half a surrogate pair (an emoji) behind.
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, Math.max(max - 1, 0)).join('')}…`;
}

export interface CellOptions {
  /** Inside a GFM table cell, where `|` splits cells even within code spans. */
  inTable?: boolean;
  /** Longer text is cut and ends with an ellipsis (counted in characters, never splitting one). */
  maxLength?: number;
}

/** `text` as an inline code span, whatever backticks it contains; cut to NAME_LIMIT unless told otherwise. */
export function codeSpan(text: string, options: CellOptions = {}): string {
  // Cut before escaping, so no escape is split.
  let content = clipText(oneLine(text), options.maxLength ?? NAME_LIMIT);
  // The action finds its issues and mention records by hidden comments
  // (`<!-- k3s-release-guard:... -->`) in bodies it reads back as text, code
  // spans included: a stranger's comment opener is shown with a look-alike.
  content = content.replace(/<!--/g, '‹!--');
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

// A word made only of these reads the same as Markdown and as text: letters and
// digits of any script, and punctuation that starts no Markdown, HTML or GitHub
// construct in the middle of a line.
const PLAIN_WORD = /^[\p{L}\p{N}.,;:'"()/=+?!%…·–—→-]*$/u;
// Plain characters that still make GitHub link: a URL (autolink), `www.`, `GH-12`,
// and a commit hash (7 to 40 hex digits, with a digit and a letter); what stands
// before them is judged as narrowly as GitHub may (ASCII letters and digits).
const LINKING = [
  /:\/\//,
  /(^|[^A-Za-z0-9])www\./i,
  /(^|[^A-Za-z0-9])gh-\d/i,
  /(^|[^A-Za-z0-9])(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}($|[^A-Za-z0-9])/i,
];
// What would start a list item or a setext heading were it first on a line (a line may begin with the text).
const BLOCK_START = /^([-+=]|\d+[.)]$)/;
// Quotes and brackets around a word, and punctuation after it, stay outside its code span.
const WORD_PARTS = /^([("']*)(.*?)([.,;:!?)"']*)$/su;

function isPlain(word: string): boolean {
  return PLAIN_WORD.test(word) && !LINKING.some((pattern) => pattern.test(word));
}

/**
 * A sentence that may quote untrusted text (a finding message, a fix, a note)
 * as inert Markdown: one line, cut to PROSE_LIMIT, and every word that could
 * mean something to Markdown or GitHub (`@team`, `#12`, `[a](b)`, `<b>`, a URL,
 * `k3s_1_30`, a backtick) shown as a code span. Plain words stay plain, so our
 * own sentences read as sentences.
 */
export function inertProse(text: string, options: CellOptions = {}): string {
  const line = clipText(oneLine(text), options.maxLength ?? PROSE_LIMIT);
  return line
    .split(/\s+/)
    .filter((word) => word !== '')
    .map((word, index) => {
      if (index === 0 && BLOCK_START.test(word)) return codeSpan(word, { inTable: options.inTable });
      if (isPlain(word)) return word;
      const [, lead = '', core = '', trail = ''] = WORD_PARTS.exec(word) ?? [];
      // Quotes and punctuation around a word read better outside its span, unless
      // they are what makes it live ("www." takes its dot).
      return isPlain(core)
        ? codeSpan(word, { inTable: options.inTable })
        : `${lead}${codeSpan(core, { inTable: options.inTable })}${trail}`;
    })
    .join(' ');
}

/**
 * Lines of untrusted text (a file's lines, a command) as a fenced code block:
 * each stays one line, without control characters, cut to PROSE_LIMIT, with no
 * comment opener the action would read back as its own marker; the fence is
 * longer than any run of backticks the lines hold, so none of them can close it.
 */
export function codeBlock(lines: readonly string[], info = ''): string[] {
  const shown = lines.map((line) =>
    clipText(line.replace(/\t/g, '  ').replace(BREAKS, ' ').replace(CONTROL, ''), PROSE_LIMIT)
      .replace(/<!--/g, '‹!--')
      .trimEnd(),
  );
  const longestRun = shown.reduce(
    (longest, line) => Math.max(longest, ...(line.match(/`+/g) ?? []).map((run) => run.length)),
    0,
  );
  const fence = '`'.repeat(Math.max(3, longestRun + 1));
  return [`${fence}${info}`, ...shown, fence];
}

/** A URL as a Markdown link destination: spaces, parentheses and angle brackets would end it early. */
export function linkDestination(url: string): string {
  return oneLine(url).replace(/[\s()<>]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`);
}

/**
 * Untrusted text on one plain line for the terminal, the Actions log and
 * annotations: no line break (so no forged log command or second line), no
 * control character (so no escape sequence), cut to `max` characters with the
 * count of what was left out.
 */
export function lineText(text: string, max: number = LINE_LIMIT): string {
  const line = oneLine(text);
  const chars = Array.from(line);
  if (chars.length <= max) return line;
  const left = chars.length - max;
  return `${chars.slice(0, max).join('')}… (${left.toLocaleString('en-US')} more characters)`;
}
