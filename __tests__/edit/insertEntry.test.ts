// A throw or an alias written at its sorted place in an attribute set of
// aliases, once; a wording from a families file stays a string whatever it holds.
import { describe, expect, test } from '@jest/globals';
import { parseDay } from '../../src/domain/day.js';
import type { AliasEntry, EntryPlace } from '../../src/edit/change.js';
import { insertEntries, insertEntry } from '../../src/edit/insertEntry.js';
import { parseNix } from '../../src/edit/nixParser.js';
import { ALIASES, NIX, readFixture } from './support.js';

const MAP_ALIASES: EntryPlace = { set: 'mapAliases' };

const throwOf = (name: string, wording: string, added?: string): AliasEntry => ({
  name,
  value: { throw: wording },
  ...(added ? { added: parseDay(added) } : {}),
});

function inserted(text: string, entry: AliasEntry, place: EntryPlace = MAP_ALIASES): string {
  const result = insertEntry(ALIASES, text, entry, place);
  if ('problem' in result) throw new Error(result.problem.message);
  return result.text;
}

/** The lines of `text` around the line that starts with `prefix` (trimmed). */
function around(text: string, prefix: string): string[] {
  const lines = text.split('\n');
  const at = lines.findIndex((l) => l.trimStart().startsWith(prefix));
  return lines.slice(at - 1, at + 2).map((l) => l.trim());
}

describe('in a keep-sorted block (case=no numeric=yes)', () => {
  const k3s = readFixture('k3s-2026-08-10', ALIASES);
  const k3sThrow = (name: string): AliasEntry =>
    throwOf(name, `'${name}' has been removed from nixpkgs as it has reached end of life`, '2026-08-10');

  test('k3s_1_33 goes after k3s_1_32 and before k4dirstat, dated, with the indentation of its neighbours', () => {
    const text = inserted(k3s, k3sThrow('k3s_1_33'));
    expect(text).toContain(
      `  k3s_1_32 = throw "'k3s_1_32' has been removed from nixpkgs as it has reached end of life"; # Added 2026-03-31\n` +
        `  k3s_1_33 = throw "'k3s_1_33' has been removed from nixpkgs as it has reached end of life"; # Added 2026-08-10\n` +
        `  k4dirstat = `,
    );
  });

  test.each<[string, string, string]>([
    // Numbers by value: 1_9 before 1_10.
    ['k3s_1_9', 'jsduck', 'k3s_1_31'],
    ['k3s_1_100', 'k3s_1_32', 'k4dirstat'],
    // Case-blind: AusweisApp2 sorts with the a's.
    ['Aa', '_0verkill', 'ats'],
    ['ausweisapp', 'AusweisApp2', 'autoconf213'],
    // The whole line counts, digits as numbers: "autoconf213 =" goes before "autoconf =".
    ['autoconf', 'autoconf213', 'deluge-1_x'],
    // The whole line counts: "kanidm =" before "kanidm_1_5".
    ['kanidm_1_4', 'kanidm', 'kanidm_1_5'],
    // Its comment goes with the entry below it: a new entry goes above the comment.
    ['rke2_1_31', 'kanidm_1_5', '# rke2 drops its minors as k3s does.'],
    // A multi-line entry is one entry.
    ['deluge-2_x', "''; # Added 2021-08-18", 'jing = '],
  ])('%s goes after %s and before %s', (name, before, after) => {
    const text = inserted(k3s, throwOf(name, 'removed', '2026-08-10'));
    const [previous, , next] = around(text, `${name} =`);
    expect(previous.startsWith(before)).toBe(true);
    expect(next.startsWith(after)).toBe(true);
  });

  test('an entry before the first or after the last stays inside the markers and their blank lines', () => {
    const first = inserted(k3s, throwOf('_0a', 'removed'));
    expect(first).toContain(
      '# keep-sorted start case=no numeric=yes block=yes\n\n  _0a = throw "removed";\n  _0verkill',
    );
    const last = inserted(k3s, throwOf('zzz', 'removed'));
    expect(last).toContain(
      '  zz-last = throw "\'zz-last\' was removed"; # Added 2026-01-01\n  zzz = throw "removed";\n\n  # keep-sorted end',
    );
  });

  test('an empty block takes the entry between its markers', () => {
    const text = 'lib: self: super:\nmapAliases {\n  # keep-sorted start case=no numeric=yes\n  # keep-sorted end\n}\n';
    expect(inserted(text, throwOf('a', 'gone'))).toBe(
      'lib: self: super:\nmapAliases {\n  # keep-sorted start case=no numeric=yes\n  a = throw "gone";\n  # keep-sorted end\n}\n',
    );
  });
});

describe('without keep-sorted: by name, case-blind, digits by value', () => {
  test('aliases.nix of April 2025 (sorted by hand): python39 after python38Packages, before pythonFull', () => {
    const text = inserted(readFixture('python-2025-04-08', ALIASES), throwOf('python39', 'gone', '2025-04-08'));
    expect(around(text, 'python39 =')).toEqual([
      'python38Packages = throw "python38Packages has been removed as it reached its end of life"; # Added 2024-10-12',
      'python39 = throw "gone"; # Added 2025-04-08',
      'pythonFull = python2Full; # Added 2022-01-11',
    ]);
  });

  test('linux-kernels.nix: the block of the binding named, undated or dated as asked', () => {
    const kernels = readFixture('linux-2025-06-22', 'pkgs/top-level/linux-kernels.nix');
    const wording = 'linux 6.13 was removed because it has reached its end of life upstream';
    const one = insertEntry('linux-kernels.nix', kernels, throwOf('linux_6_13', wording), {
      set: 'allowAliases',
      within: 'kernels',
    });
    if ('problem' in one) throw new Error(one.problem.message);
    expect(around(one.text, 'linux_6_13 = throw')[0]).toMatch(/^linux_6_11 = throw .*upstream";$/);
    const two = insertEntry('linux-kernels.nix', one.text, throwOf('linux_6_13', wording, '2025-06-22'), {
      set: 'allowAliases',
      within: 'vanillaPackages',
    });
    if ('problem' in two) throw new Error(two.problem.message);
    expect(two.text).toContain(`# Added 2025-03-23\n      linux_6_13 = throw "${wording}"; # Added 2025-06-22\n    };`);
    // Three blocks and none named: which one is not guessed.
    const unnamed = insertEntry('linux-kernels.nix', kernels, throwOf('linux_6_13', wording), { set: 'allowAliases' });
    expect(unnamed).toEqual({
      problem: {
        file: 'linux-kernels.nix',
        message:
          '3 blocks lib.optionalAttrs config.allowAliases { ... } (lines 106, 132, 144); name the binding that holds the one to write in',
      },
    });
  });
});

describe('written once', () => {
  const k3s = readFixture('k3s-2026-08-10', ALIASES);

  test('the same entry again changes nothing, whatever its date', () => {
    const entry = throwOf(
      'k3s_1_33',
      "'k3s_1_33' has been removed from nixpkgs as it has reached end of life",
      '2026-08-10',
    );
    const once = inserted(k3s, entry);
    expect(insertEntry(ALIASES, once, entry, MAP_ALIASES)).toEqual({ text: once, changed: false });
    expect(insertEntry(ALIASES, once, { ...entry, added: parseDay('2026-09-01') }, MAP_ALIASES)).toEqual({
      text: once,
      changed: false,
    });
  });

  test('another binding of the name there is a problem naming its line and what it is', () => {
    const result = insertEntry(ALIASES, k3s, throwOf('k3s_1_32', 'another wording'), MAP_ALIASES);
    expect(result).toEqual({
      problem: {
        file: ALIASES,
        line: 36,
        message: `k3s_1_32 is already bound in mapAliases { ... } (k3s_1_32 = throw "'k3s_1_32' has been removed from nixpkgs a...); expected k3s_1_32 = throw "another wording";`,
      },
    });
  });

  test('an alias companion: `nodejs-slim_20 = nodejs_20;` at its place', () => {
    const text = inserted(readFixture('nodejs-2026-04-23', ALIASES), {
      name: 'nodejs-slim_20',
      value: { alias: 'nodejs_20' },
      added: parseDay('2026-04-23'),
    });
    expect(around(text, 'nodejs-slim_20')).toEqual([
      'nodejs-slim_18 = nodejs_18; # Added 2025-04-23',
      'nodejs-slim_20 = nodejs_20; # Added 2026-04-23',
      'nodejs_18 = throw "Node.js 18.x has reached End-Of-Life and has been removed"; # Added 2025-04-23',
    ]);
  });

  test('several entries at once are placed as one by one; one name asked with two values is a problem', () => {
    const entries = ['k3s_1_34', 'k3s_1_33', 'AA'].map((n) => throwOf(n, 'gone', '2026-08-10'));
    const atOnce = insertEntries(ALIASES, k3s, entries, MAP_ALIASES);
    const oneByOne = entries.reduce((text, entry) => inserted(text, entry), k3s);
    expect(atOnce).toEqual({ text: oneByOne, changed: true });
    expect(insertEntries(ALIASES, k3s, [throwOf('a', 'one'), throwOf('a', 'two')], MAP_ALIASES)).toEqual({
      problem: { file: ALIASES, message: 'a is asked twice with different values; no entry is written' },
    });
  });

  test('no mapAliases, or one written on a line: a problem, not a guess', () => {
    expect(insertEntry('x.nix', '{ a = 1; }\n', throwOf('b', 'gone'), MAP_ALIASES)).toEqual({
      problem: { file: 'x.nix', message: 'no mapAliases { ... } in the file; the entry has no place' },
    });
    expect(insertEntry('x.nix', 'mapAliases { a = 1; }\n', throwOf('b', 'gone'), MAP_ALIASES)).toEqual({
      problem: { file: 'x.nix', line: 1, message: 'mapAliases { ... } is written on one line; no line to add to' },
    });
  });
});

describe('a hostile wording or name', () => {
  const hostile = 'gone"; evil = import /etc/passwd; x = "${builtins.readFile /etc/shadow}\\\nnext';
  const text = 'lib: self: super:\nwith self;\nlet\n  mapAliases = aliases: aliases;\nin\nmapAliases {\n  a = 1;\n}\n';

  test('the wording is escaped into one string', () => {
    const out = inserted(text, throwOf('b', hostile));
    expect(out).toContain(
      '  b = throw "gone\\"; evil = import /etc/passwd; x = \\"\\${builtins.readFile /etc/shadow}\\\\\\nnext";\n',
    );
    expect(out.split('\n')).toHaveLength(text.split('\n').length + 1);
  });

  (NIX.present ? test : test.skip)('and Nix parses the file it is in', async () => {
    const out = inserted(text, throwOf('b', hostile));
    expect(await parseNix(ALIASES, out)).toEqual({ path: ALIASES, status: 'parsed' });
  });

  test.each(['a b', 'x = 1; y', 'with', '"quoted"', '1abc'])('%p is no attribute name: refused', (name) => {
    expect(insertEntry(ALIASES, text, throwOf(name, 'gone'), MAP_ALIASES)).toHaveProperty('problem.message');
    expect(insertEntry(ALIASES, text, { name: 'ok', value: { alias: name } }, MAP_ALIASES)).toHaveProperty(
      'problem.message',
    );
  });
});
