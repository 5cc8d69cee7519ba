import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { codeSpan, plainText } from '../../src/report/markdownText.js';
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

describe('plainText', () => {
  test('escapes pipes and opening angle brackets, keeps the words', () => {
    expect(plainText('a | b <b>bold</b>')).toBe('a \\| b &lt;b>bold&lt;/b>');
    expect(plainText('two\nlines')).toBe('two lines');
  });
});
