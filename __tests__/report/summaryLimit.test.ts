import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { limitSummary, SUMMARY_LIMIT_BYTES } from '../../src/report/summaryLimit.js';

const bytes = (text: string): number => Buffer.byteLength(text, 'utf8');

describe('limitSummary', () => {
  test('a summary within the limit is left as it is', () => {
    const text = '# k3s release guard\n\nAll clean.\n';
    expect(limitSummary(text)).toBe(text);
    const exact = 'x'.repeat(SUMMARY_LIMIT_BYTES);
    expect(limitSummary(exact)).toBe(exact);
  });

  test('a summary over 1 MiB is cut at a line, under the limit, with a note of what was left out', () => {
    const line = '- ❌ `minor-eol`: a finding line with some words in it';
    const text = Array.from({ length: 40_000 }, (_, i) => `${line} ${i}`).join('\n');
    expect(bytes(text)).toBeGreaterThan(SUMMARY_LIMIT_BYTES);
    const cut = limitSummary(text);
    expect(bytes(cut)).toBeLessThanOrEqual(SUMMARY_LIMIT_BYTES);
    const note =
      /This summary was cut: it came to ([\d,]+) KiB, .* its last ([\d,]+) lines \(([\d,]+) KiB\) are left out/.exec(
        cut,
      );
    expect(note).not.toBeNull();
    const kept = cut.split('\n').filter((l) => l.startsWith(line));
    expect(kept.length + Number(note![2].replace(/,/g, ''))).toBe(40_000);
    // Whole lines only: the last kept line is one of the originals.
    expect(text.split('\n')).toContain(kept.at(-1));
  });

  test('a cut inside a code fence or a details block closes them before the note', () => {
    const text = [
      '# Report',
      '<details><summary>More</summary>',
      '',
      '```mermaid',
      ...Array<string>(30_000).fill('    gantt line of the chart'),
    ].join('\n');
    const cut = limitSummary(text, 100_000);
    const beforeNote = cut.slice(0, cut.indexOf('> [!WARNING]')).trimEnd().split('\n');
    expect(beforeNote.slice(-2)).toEqual(['```', '</details>']);
    expect(bytes(cut)).toBeLessThanOrEqual(100_000);
  });

  test('any text stays within the limit, multi-byte characters included (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: fc.constantFrom('a', 'é', '🚀', '`', '\n', '<details>', '</details>', '```') }), {
          maxLength: 200,
        }),
        fc.integer({ min: 2_000, max: 20_000 }),
        (pieces, limit) => {
          const text = pieces.join('').repeat(40);
          const cut = limitSummary(text, limit);
          if (bytes(text) <= limit) expect(cut).toBe(text);
          else {
            expect(bytes(cut)).toBeLessThanOrEqual(limit);
            expect(cut).toContain('This summary was cut');
          }
        },
      ),
    );
  });
});
