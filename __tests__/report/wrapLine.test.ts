// Terminal lines broken at spaces under a hanging indent.
import { describe, expect, test } from '@jest/globals';
import { visibleWidth, wrapLine } from '../../src/report/wrapLine.js';

describe('wrapLine', () => {
  test('a line that fits is left as it is', () => {
    expect(wrapLine('  warning  k3s_1_35: Update it.', 40, 11)).toEqual(['  warning  k3s_1_35: Update it.']);
  });

  test('a long line breaks at the last space that fits, its rest under the hanging indent', () => {
    expect(wrapLine('ab cd ef gh', 5, 2)).toEqual(['ab cd', '  ef', '  gh']);
    const line =
      '  error    k3s_1_34: Remove k3s_1_34 from master: leave a throw for it in pkgs/top-level/aliases.nix.';
    const lines = wrapLine(line, 40, 11);
    expect(lines.length).toBeGreaterThan(2);
    for (const wrapped of lines) expect(wrapped.length).toBeLessThanOrEqual(40);
    for (const wrapped of lines.slice(1)) expect(wrapped).toMatch(/^ {11}\S/);
    expect(lines.join(' ').replace(/\s+/g, ' ')).toBe(line.replace(/\s+/g, ' '));
  });

  test('never breaks inside the indent, and a word longer than the line stands alone, whole', () => {
    const path = 'pkgs/applications/networking/cluster/k3s/1_35/versions.nix';
    const lines = wrapLine(`  warning  Update ${path} to 1.35.12+k3s1.`, 30, 11);
    expect(lines).toEqual(['  warning  Update', `           ${path}`, '           to 1.35.12+k3s1.']);
  });

  test('colour codes take no column', () => {
    const red = '\u001b[31merror\u001b[0m';
    expect(visibleWidth(`  ${red}  x`)).toBe(10);
    expect(wrapLine(`  ${red}    one two`, 18, 11)).toEqual([`  ${red}    one two`]);
    expect(wrapLine(`  ${red}    one two`, 16, 11)).toEqual([`  ${red}    one`, `${' '.repeat(11)}two`]);
  });
});
