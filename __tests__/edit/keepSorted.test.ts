// The order of keep-sorted (google/keep-sorted's numeric tokens, case folding,
// whole joined lines) and the hand-kept order of older aliases files.
import { describe, expect, test } from '@jest/globals';
import { readdirSync } from 'node:fs';
import { compareEntries, compareNames, joinedLines, keepSortedOptions } from '../../src/edit/keepSorted.js';
import { ALIASES, readFixture } from './support.js';

const NIXPKGS = keepSortedOptions('  # keep-sorted start case=no numeric=yes block=yes');

describe('keep-sorted', () => {
  test('the options of a start line over its defaults (case-sensitive, digits as text)', () => {
    expect(NIXPKGS).toEqual({ caseSensitive: false, numeric: true });
    expect(keepSortedOptions('# keep-sorted start')).toEqual({ caseSensitive: true, numeric: false });
    expect(keepSortedOptions('# keep-sorted start numeric=yes')).toEqual({ caseSensitive: true, numeric: true });
  });

  test.each<[string, string]>([
    ['linux_6_9 = a;', 'linux_6_10 = a;'],
    ['k3s_1_32 = a;', 'k3s_1_33 = a;'],
    ['AusweisApp2 = a;', 'autoconf213 = a;'],
    ['ats = a;', 'AusweisApp2 = a;'],
    ['_0verkill = a;', 'a4term = a;'],
    ['androidndkPkgs_23 = a;', 'androidndkPkgs_23b = a;'],
    ['androidndkPkgs_23b = a;', 'androidndkPkgs_24 = a;'],
    ['kanidm = a;', 'kanidm_1_5 = a;'],
    ['php81 = a;', 'php81Extensions = a;'],
    ['postgresql13Packages = a;', 'postgresql_13 = a;'],
    ['postgresql_13 = a;', 'postgresql_13_jit = a;'],
    ['nodejs-18_x = a;', 'nodejs-slim_18 = a;'],
    ['nodejs-slim_18 = a;', 'nodejs_18 = a;'],
    // A number wins over the text after a shorter name: keep-sorted's own quirk.
    ['autoconf213 = a;', 'autoconf = a;'],
  ])('%s before %s', (a, b) => {
    expect(compareEntries(a, b, NIXPKGS)).toBeLessThan(0);
    expect(compareEntries(b, a, NIXPKGS)).toBeGreaterThan(0);
  });

  test('ties of case-blind keys fall to the exact text; the same line is equal', () => {
    expect(compareEntries('A = 1;', 'a = 1;', NIXPKGS)).toBeLessThan(0);
    expect(compareEntries('a = 1;', 'a = 1;', NIXPKGS)).toBe(0);
  });

  test('an entry over several lines is its lines joined without their indentation', () => {
    expect(joinedLines(["  a = throw ''", '    text', "  ''; # Added"])).toBe("a = throw ''text''; # Added");
    expect(joinedLines(['  a =', '    b;'])).toBe('a =b;');
    expect(joinedLines(['  a', '  b;'])).toBe('a b;');
  });

  test('every keep-sorted block of the fixtures is in that order', () => {
    const trees = readdirSync(new URL('../fixtures/edits/', import.meta.url)).filter((t) => !t.endsWith('.md'));
    let checked = 0;
    for (const tree of trees) {
      const lines = readFixture(tree, ALIASES).split('\n');
      const start = lines.findIndex((l) => l.includes('keep-sorted start'));
      if (start === -1) continue;
      const end = lines.findIndex((l) => l.includes('keep-sorted end'));
      const entries = lines.slice(start + 1, end).filter((l) => /^ {2}[A-Za-z_]/.test(l));
      const sorted = [...entries].sort((a, b) => compareEntries(a.trim(), b.trim(), NIXPKGS));
      expect(entries).toEqual(sorted);
      checked += 1;
    }
    expect(checked).toBe(4);
  });
});

describe('by name, as aliases.nix was sorted by hand and linux-kernels.nix is', () => {
  test.each<[string, string]>([
    ['python38Packages', 'python39'],
    ['python39', 'pythonFull'],
    ['python-swiftclient', 'python38'],
    ['linux_6_9', 'linux_6_10'],
    ['linux_6_12', 'linux_6_13'],
    ['linux_5_10_hardened', 'linux_6_13'],
    ['linuxPackages_6_13', 'linuxPackages_6_14'],
    ['Python38', 'python39'],
  ])('%s before %s', (a, b) => {
    expect(compareNames(a, b)).toBeLessThan(0);
    expect(compareNames(b, a)).toBeGreaterThan(0);
  });
});
