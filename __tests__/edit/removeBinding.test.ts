// Removing an attribute's bindings in each form nixpkgs writes them, and
// nothing else: neighbours, look-alikes, throws and other scopes stay.
import { describe, expect, test } from '@jest/globals';
import { removeBindings, type RemovalTarget } from '../../src/edit/removeBinding.js';
import { ALL_PACKAGES, readFixture } from './support.js';

function removed(text: string, ...targets: (string | RemovalTarget)[]): string {
  const result = removeBindings(
    'f.nix',
    text,
    targets.map((t) => (typeof t === 'string' ? { name: t } : t)),
  );
  if ('problem' in result) throw new Error(result.problem.message);
  return result.text;
}

describe('a whole binding', () => {
  test('one line goes with its trailing comment, and only it', () => {
    const text = '{\n  a = 1;\n  b = 2; # why b\n  c = 3;\n}\n';
    expect(removed(text, 'b')).toBe('{\n  a = 1;\n  c = 3;\n}\n');
  });

  test('a binding over several lines goes whole, its nested braces and strings with it', () => {
    const text = '{\n  a = f {\n    x = "}";\n    y = { z = 1; };\n  };\n  b = 2;\n}\n';
    expect(removed(text, 'a')).toBe('{\n  b = 2;\n}\n');
  });

  test('on a line with other code, only the binding and one space go', () => {
    expect(removed('{ a = 1; b = 2; c = 3; }\n', 'b')).toBe('{ a = 1; c = 3; }\n');
    expect(removed('{ a = 1; b = 2; }\n', 'a')).toBe('{ b = 2; }\n');
    expect(removed('{ a = 1; b = 2; }\n', 'b')).toBe('{ a = 1; }\n');
  });

  test("a paragraph's comment goes when all its code went (php81's block), not when code stays", () => {
    const text = readFixture('php-2025-10-04', ALL_PACKAGES);
    const all = removed(text, 'php81', 'php81Extensions', 'php81Packages');
    expect(all).not.toContain('PHP81');
    expect(all).toContain('  php82Packages = recurseIntoAttrs php82.packages;\n\n  phpactor =');
    // One by one, the comment goes with the last.
    expect(removed(removed(removed(text, 'php81'), 'php81Extensions'), 'php81Packages')).toBe(all);
    const some = removed(text, 'php81Packages');
    expect(some).toContain('  # Import PHP81 interpreter, extensions and packages\n  php81 = callPackage');
  });

  test('a removal leaves no doubled blank line, and none against a bracket', () => {
    expect(removed('{\n  a = 1;\n\n  b = 2;\n\n  c = 3;\n}\n', 'b')).toBe('{\n  a = 1;\n\n  c = 3;\n}\n');
    expect(removed('{\n  a = 1;\n\n  b = 2;\n}\n', 'b')).toBe('{\n  a = 1;\n}\n');
    expect(removed('{\n  a = 1;\n\n  b = 2;\n}\n', 'a')).toBe('{\n  b = 2;\n}\n');
  });

  test("a line of PostgreSQL's versions = { ... } (inside a let), and k3s' default.nix line", () => {
    const pg = removed(
      readFixture('postgresql-2025-11-17', 'pkgs/servers/sql/postgresql/default.nix'),
      'postgresql_13',
    );
    expect(pg).toContain('  versions = {\n    postgresql_14 = ./14.nix;');
    const k3s = removed(
      readFixture('k3s-2026-08-10', 'pkgs/applications/networking/cluster/k3s/default.nix'),
      'k3s_1_33',
    );
    expect(k3s).toContain('{\n  k3s_1_34 = forVersions ./1_34/versions.nix;');
  });
});

describe('one name of an inherit', () => {
  const list =
    '{\n  inherit (callPackage ./k3s { })\n    k3s_1_33\n    k3s_1_34 # newest\n    ;\n  k3s = k3s_1_34;\n}\n';

  test('a multi-line list loses the line of the name, its formatting kept', () => {
    expect(removed(list, 'k3s_1_33')).toBe(
      '{\n  inherit (callPackage ./k3s { })\n    k3s_1_34 # newest\n    ;\n  k3s = k3s_1_34;\n}\n',
    );
  });

  test('the whole inherit goes when it empties, in one removal or several', () => {
    const empty = '{\n  k3s = k3s_1_34;\n}\n';
    expect(removed(list, 'k3s_1_33', 'k3s_1_34')).toBe(empty);
    expect(removed(removed(list, 'k3s_1_34'), 'k3s_1_33')).toBe(empty);
  });

  test('a one-line inherit loses the name and a space; a set expression holding an inherit is passed over', () => {
    expect(removed('{\n  inherit (x) a b c;\n}\n', 'b')).toBe('{\n  inherit (x) a c;\n}\n');
    expect(removed('{\n  inherit (x) a b c;\n}\n', 'c')).toBe('{\n  inherit (x) a b;\n}\n');
    expect(removed('{\n  inherit a b;\n}\n', 'a')).toBe('{\n  inherit b;\n}\n');
    // Two names side by side at once (found by the property test).
    expect(removed('{\n  inherit (set) K a b;\n}\n', 'a', 'b')).toBe('{\n  inherit (set) K;\n}\n');
    const ruby =
      '{\n  inherit\n    (callPackage ./ruby {\n      inherit (darwin) libunwind;\n    })\n    ruby_3_1\n    ruby_3_2\n    ;\n}\n';
    expect(removed(ruby, 'ruby_3_1')).toBe(ruby.replace('    ruby_3_1\n', ''));
    expect(removed(ruby, 'ruby_3_1', 'ruby_3_2')).toBe('{\n}\n');
  });

  test("python39 of the interpreters' list, not python39Packages nor python3Minimal", () => {
    const text = readFixture('python-2025-04-08', ALL_PACKAGES);
    const after = removed(text, 'python39');
    expect(text.split('\n').length - after.split('\n').length).toBe(1);
    expect(after).toContain('python39Packages = python39.pkgs;');
  });
});

describe('what is never removed', () => {
  test('a throw stays: removing twice changes nothing', () => {
    const text = '{\n  a = throw "a was removed"; # Added 2026-08-10\n}\n';
    const result = removeBindings('f.nix', text, [{ name: 'a' }]);
    expect(result).toEqual({ text, changed: false, namedPaths: [] });
  });

  test('a name in a deeper set, a string or a comment, by default; a scope picks the one asked', () => {
    const text =
      '{\n  # nodejs_20 = old;\n  x = "nodejs_20 = 1;";\n  c = f { nodejs = nodejs_20; };\n  nodejs = nodejs_22;\n}\n';
    expect(removed(text, 'nodejs')).toBe(
      '{\n  # nodejs_20 = old;\n  x = "nodejs_20 = 1;";\n  c = f { nodejs = nodejs_20; };\n}\n',
    );
    expect(removed(text, { name: 'nodejs', scope: ['c'] })).toBe(
      '{\n  # nodejs_20 = old;\n  x = "nodejs_20 = 1;";\n  c = f { };\n  nodejs = nodejs_22;\n}\n',
    );
    expect(removed(text, 'nodejs_20')).toBe(text);
  });

  test('a binding that never ends is a problem naming its line, not a guess', () => {
    const result = removeBindings('pkgs/top-level/all-packages.nix', '{\n  a = 1;\n  b = f {\n}\n', [{ name: 'b' }]);
    expect(result).toEqual({
      problem: {
        file: 'pkgs/top-level/all-packages.nix',
        line: 3,
        message: 'the binding of b does not end with ";", so it cannot be removed; fix the file first',
      },
    });
  });
});
