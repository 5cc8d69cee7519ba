// A declared family's cycles: one number or two ("16", "3.13"), ordered with
// the Kubernetes minors of k3s and rke2 by the same comparison, and named by
// the family's attribute templates.
import { describe, expect, it } from '@jest/globals';
import { attrOfMinor, minorOfAttr, type AttributeNaming } from '../../src/domain/family.js';
import { compareMinors, normalizeCycle, normalizeMinor, parseCycle } from '../../src/domain/minor.js';
import { K3S } from '../families/builtIn.js';

describe('cycles of one number or two', () => {
  it.each([
    ['16', [16]],
    ['3.13', [3, 13]],
    ['10.11', [10, 11]],
    ['7.0', [7, 0]],
    ['1_30', [1, 30]],
    ['k3s_1_30', [1, 30]],
  ])('parses %s', (text, numbers) => {
    expect(parseCycle(text)).toEqual(numbers);
  });

  it.each(['', 'latest', '16.', '.16', '016', '3.13.1', '3_13_1', '16a'])('refuses %j', (text) => {
    expect(parseCycle(text)).toBeUndefined();
    expect(normalizeCycle(text)).toBeUndefined();
  });

  it('normalises a cycle as upstream names it, and a minor as k3s does', () => {
    expect(normalizeCycle('16')).toBe('16');
    expect(normalizeCycle(' 3.13 ')).toBe('3.13');
    expect(normalizeCycle('1_30')).toBe('1.30');
    // A Kubernetes minor is two numbers: a cycle of one is not a k3s minor.
    expect(normalizeMinor('16')).toBeUndefined();
  });

  it('orders cycles numerically, a cycle of one number before its dotted ones', () => {
    expect(['17', '9', '16', '13'].sort(compareMinors)).toEqual(['9', '13', '16', '17']);
    expect(['3.13', '3.9', '3.10'].sort(compareMinors)).toEqual(['3.9', '3.10', '3.13']);
    expect(['10.11', '10.6', '11.4', '10.5'].sort(compareMinors)).toEqual(['10.5', '10.6', '10.11', '11.4']);
    expect(compareMinors('16', '16.1')).toBeLessThan(0);
    expect(() => compareMinors('16', 'latest')).toThrow(/latest/);
  });
});

describe("a declared family's attributes by its templates", () => {
  const postgresql: AttributeNaming = { attributes: ['postgresql_{cycle}', 'postgresql_{cycle}_jit'] };
  const python: AttributeNaming = { attributes: ['python3{minor}'] };

  it('names the item of a cycle by the first template, and reads a cycle back from it only', () => {
    expect(attrOfMinor(postgresql, '16')).toBe('postgresql_16');
    expect(minorOfAttr(postgresql, 'postgresql_16')).toBe('16');
    expect(minorOfAttr(postgresql, 'postgresql_16_jit')).toBeUndefined();
    expect(minorOfAttr(postgresql, 'k3s_1_30')).toBeUndefined();
    expect(attrOfMinor(python, '3.9')).toBe('python39');
    expect(minorOfAttr(python, 'python310')).toBe('3.10');
  });

  it('refuses a cycle its template cannot name', () => {
    expect(() => attrOfMinor(python, '16')).toThrow(/"16" is not a cycle python3\{minor\} names/);
  });

  it('leaves k3s as it was: its prefix, two-number minors', () => {
    expect(attrOfMinor(K3S.layout, '1.30')).toBe('k3s_1_30');
    expect(minorOfAttr(K3S.layout, 'k3s_1_30')).toBe('1.30');
    expect(() => attrOfMinor(K3S.layout, '16')).toThrow(/"16" is not a cycle k3s_\{major\}_\{minor\} names/);
  });
});
