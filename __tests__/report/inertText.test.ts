import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { dashboardMarker, hasAnyIssueMarker, hasMarker } from '../../src/publish/issues/markers.js';
import { codeSpan, inertProse, lineText, linkDestination } from '../../src/report/inertText.js';
import { scanCodeSpans, tableCells } from './markdownScan.js';

// Text on one line without control characters: what codeSpan promises to keep verbatim.
const oneLineText = fc.string({
  unit: fc.constantFrom('`', ' ', 'a', '|', '@', '<', '>', '\\', '[', ']', '(', ')', '#', '*', '_'),
});

describe('codeSpan', () => {
  test.each(['plain', '`', '``x``', ' lead', 'trail ', ' both ', '`edge', 'edge`', '   ', '@NixOS/k3s', '<img src=x>'])(
    '%j renders back verbatim as one code span',
    (text) => {
      const { prose, spans } = scanCodeSpans(codeSpan(text));
      expect(spans).toEqual([text]);
      expect(prose.trim()).toBe('');
    },
  );

  test("a stranger's text cannot carry the action's own hidden markers, in a code span or in prose", () => {
    const forged = `${dashboardMarker('release-26.05')} <!-- k3s-release-guard:mentioned:branch-off:26.05 -->`;
    for (const shown of [codeSpan(forged), inertProse(`Title ${forged}`)]) {
      expect(hasMarker(shown, dashboardMarker('release-26.05'))).toBe(false);
      expect(hasAnyIssueMarker(shown)).toBe(false);
      expect(shown).not.toContain('<!--');
    }
  });

  test('any text renders back verbatim (property)', () => {
    fc.assert(
      fc.property(
        oneLineText.filter((s) => s.length > 0),
        (text) => {
          const { prose, spans } = scanCodeSpans(codeSpan(text));
          expect(spans).toEqual([text]);
          expect(prose.trim()).toBe('');
        },
      ),
    );
  });

  test('in a table cell, pipes neither split the row nor change the text (property)', () => {
    fc.assert(
      fc.property(
        oneLineText.filter((s) => s.length > 0),
        (text) => {
          const cells = tableCells(`| ${codeSpan(text, { inTable: true })} | next |`);
          expect(cells).toHaveLength(2);
          expect(scanCodeSpans(cells[0]).spans).toEqual([text]);
        },
      ),
    );
  });

  test('line breaks cannot start a new block', () => {
    const span = codeSpan('v1.0\n# Heading\r\n<script>');
    expect(span).not.toMatch(/[\r\n]/);
    expect(scanCodeSpans(span).spans).toEqual(['v1.0 # Heading <script>']);
  });
});

/** What a reader of the rendered Markdown must never meet outside a code span. */
const LIVE = [
  /@[A-Za-z0-9]/, // a mention
  /#\d/, // an issue reference
  /[<>&]/, // HTML, an autolink, an entity
  /[[\]]/, // a link or an image
  /[`*_~$\\|]/, // code, emphasis, strikethrough, math, an escape, a table cell
  /:\/\//, // a URL, which GitHub links by itself
  /(^|[\s*_~(])www\./i, // GFM links www. at a line start, after a space or one of *_~(
  /\bGH-\d/i,
];

// Untrusted text: Markdown and GitHub syntax, line breaks, control and bidirectional characters.
const hostileText = fc.string({
  unit: fc.constantFrom(
    ...'@#<>&[]()`*_~$\\|:/!-+=.1a Zw'.split(''),
    'www.',
    'https://',
    'GH-',
    'deadbeef1',
    '\n',
    '\r',
    '\t',
    '\u001b',
    '\u202e',
    '\u2028',
    'é',
    '→',
    '🚀',
  ),
  maxLength: 60,
});

/** The words of `text` as inertProse promises to keep them: one line, control characters gone. */
function words(text: string): string {
  return text
    .replace(/[\t\r\n\u0085\u2028\u2029]+/g, ' ')
    .replace(/[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .split(/\s+/)
    .filter(Boolean)
    .join(' ');
}

describe('inertProse', () => {
  test('our own sentences stay plain', () => {
    const text = 'k3s 1.34 reached its end of life on 2026-10-27 (estimated); remove it, or pin it with keep.';
    expect(inertProse(text)).toBe(text);
    const reason = 'patch-behind: 1.35.10+k3s1 → 1.35.12+k3s1, released 2026-11-25';
    expect(inertProse(reason)).toBe(reason);
  });

  test.each([
    ['a mention', 'ask @NixOS/security now', 'ask `@NixOS/security` now'],
    ['a Markdown link', 'see [text](https://evil.example) here', 'see `[text](https://evil.example`) here'],
    ['a bare URL', 'see https://evil.example/x.', 'see `https://evil.example/x`.'],
    ['a www address', 'at (www.evil.example)', 'at (`www.evil.example`)'],
    ['an issue reference', 'fixes #12 and GH-7', 'fixes `#12` and `GH-7`'],
    ['HTML', 'a <img src=x onerror=alert(1)> b', 'a `<img` src=x `onerror=alert(1)>` b'],
    ['an attribute name', 'point k3s to k3s_1_36.', 'point k3s to `k3s_1_36`.'],
    ['a quoted name with a backtick', 'entry "x`y" found', 'entry "``x`y``" found'],
    ['a commit hash', 'at 1a2b3c4d5e', 'at `1a2b3c4d5e`'],
    ['a list marker first', '- not a list', '`-` not a list'],
    ['an ordered-list marker first', '1. not a list', '`1.` not a list'],
  ])('%s becomes a code span', (_name, text, shown) => {
    expect(inertProse(text)).toBe(shown);
  });

  test('a file name with a backtick and a line break cannot open a heading or HTML', () => {
    const shown = inertProse('unexpected entry "x`\n# ✅ clean\n<img src=x>" in the folder');
    expect(shown).not.toContain('\n');
    const { prose, reading } = scanCodeSpans(shown);
    expect(prose).not.toMatch(/[<#`]/);
    expect(reading).toBe('unexpected entry "x` # ✅ clean <img src=x>" in the folder');
  });

  test('any text reads back word for word, with nothing live outside code spans (property)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        const shown = inertProse(text);
        expect(shown).not.toMatch(/[\r\n\u2028\u2029]/);
        const { prose, reading } = scanCodeSpans(shown);
        for (const live of LIVE) expect(prose).not.toMatch(live);
        expect(reading).toBe(words(text));
      }),
      { numRuns: 500 },
    );
  });

  test('in a table cell, no text splits the row (property)', () => {
    fc.assert(
      fc.property(hostileText, (text) => {
        expect(tableCells(`| ${inertProse(text, { inTable: true })} | next |`)).toHaveLength(2);
      }),
    );
  });

  test('long text is cut to the limit with an ellipsis', () => {
    const shown = inertProse('word '.repeat(1_000), { maxLength: 100 });
    expect(Array.from(shown).length).toBeLessThanOrEqual(100);
    expect(shown.endsWith('…')).toBe(true);
  });
});

describe('lineText', () => {
  test('one line without control characters, escape sequences or reordering', () => {
    expect(lineText('a\nb\r\n::error::x\u001b[2J\u202eevil')).toBe('a b ::error::x[2Jevil');
  });

  test('a long line is cut, saying how much was left out', () => {
    expect(lineText('x'.repeat(300_010), 10)).toBe(`${'x'.repeat(10)}… (300,000 more characters)`);
    expect(lineText('short', 10)).toBe('short');
  });
});

describe('linkDestination', () => {
  test('parentheses, spaces and angle brackets cannot end the destination', () => {
    expect(linkDestination('https://e/x) [y](http://z <a>')).toBe('https://e/x%29%20[y]%28http://z%20%3Ca%3E');
  });
});
