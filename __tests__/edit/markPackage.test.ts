// A cycle marked where its package is bound: k3s' and rke2's package blocks
// take `.overrideAttrs { meta.knownVulnerabilities = [ ... ]; }` as the rke2
// README and nixpkgs #469591 (k3s_1_31 on release-25.11) write it, laid out as
// nixfmt lays it; Nextcloud's `generic { ... }` takes `eol = true;`. Marking
// twice changes nothing; a shape with no mechanical place is a problem naming it.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { markPackages } from '../../src/edit/markPackage.js';
import { parseNixFiles } from '../../src/edit/nixParser.js';
import { K3S, NIX } from './support.js';

if (!NIX.present) console.warn(`Skipping the parse of the marked files: ${NIX.reason}.`);

const FILE = `${K3S}/default.nix`;
/** release-25.11's k3s/default.nix once #469591 marked k3s_1_31 (the reader's fixture of that shape). */
const MARKED = readFileSync(
  fileURLToPath(new URL(`../fixtures/nixpkgs/release-marked/${FILE}`, import.meta.url)),
  'utf8',
);
/** The block of `name` in a k3s/default.nix: from its line to the blank line after it. */
const block = (text: string, name: string): string => {
  const from = text.indexOf(`  ${name} =`);
  const to = text.indexOf('\n\n', from);
  return text.slice(from, to < 0 ? text.lastIndexOf('\n}') : to);
};
/** The same file before #469591: k3s_1_31's block as its neighbours' are. */
const BEFORE = MARKED.replace(block(MARKED, 'k3s_1_31'), block(MARKED, 'k3s_1_32').replaceAll('32', '31'));
const K3S_1_31 = 'k3s_1_31 has reached end-of-life on 2025-10-28';

function marked(file: string, text: string, name: string, mark: Parameters<typeof markPackages>[2][0]['mark']): string {
  const done = markPackages(file, text, [{ name, mark }]);
  if ('problem' in done) throw new Error(done.problem.message);
  expect(done.changed).toBe(true);
  // Marking again changes nothing.
  expect(markPackages(file, done.text, [{ name, mark }])).toEqual({ text: done.text, changed: false });
  return done.text;
}

/** Nix's parser takes it; the written examples' free names (forVersions, generic) are a function's arguments. */
async function parses(text: string): Promise<void> {
  if (!NIX.present) return;
  const whole = text.startsWith('{ lib,') ? text : `args: with args;\n${text}`;
  expect(await parseNixFiles([{ path: 'default.nix', text: whole }])).toEqual([
    { path: 'default.nix', status: 'parsed' },
  ]);
}

describe('meta.knownVulnerabilities on a package block', () => {
  test("k3s_1_31's block over several lines becomes the block #469591 wrote; the others are left", async () => {
    const text = marked(FILE, BEFORE, 'k3s_1_31', { vulnerability: K3S_1_31 });
    expect(block(text, 'k3s_1_31')).toBe(block(MARKED, 'k3s_1_31'));
    expect(text).toBe(MARKED);
    await parses(text);
  });

  test('a block that ends with .overrideAttrs { ... } gets the entry in that set', async () => {
    // master's k3s_1_34 of late 2025, with its patch.
    const patched =
      '{\n  k3s_1_34 =\n    (common (\n      (import ./1_34/versions.nix)\n      // {\n        updateScript = [\n' +
      '          ./update-script.sh\n          "34"\n        ];\n      }\n    ) extraArgs).overrideAttrs\n      {\n' +
      '        patches = [ ./1_34/version_sh_go_list.patch ];\n      };\n}\n';
    const text = marked(FILE, patched, 'k3s_1_34', { vulnerability: 'k3s_1_34 has reached end-of-life on 2026-10-27' });
    expect(text).toBe(
      patched.replace(
        '        patches = [ ./1_34/version_sh_go_list.patch ];\n',
        '        patches = [ ./1_34/version_sh_go_list.patch ];\n' +
          '        meta.knownVulnerabilities = [ "k3s_1_34 has reached end-of-life on 2026-10-27" ];\n',
      ),
    );
    await parses(text);
  });

  test("a block on one line, k3s' forVersions and rke2's common (...) extraArgs", async () => {
    const k3s = '{\n  k3s_1_33 = forVersions ./1_33/versions.nix;\n  k3s_1_34 = forVersions ./1_34/versions.nix;\n}\n';
    const text = marked('k3s.nix', k3s, 'k3s_1_33', {
      vulnerability: 'k3s_1_33 has reached end-of-life on 2026-06-28',
    });
    expect(text).toBe(
      '{\n  k3s_1_33 = (forVersions ./1_33/versions.nix).overrideAttrs {\n' +
        '    meta.knownVulnerabilities = [ "k3s_1_33 has reached end-of-life on 2026-06-28" ];\n' +
        '  };\n  k3s_1_34 = forVersions ./1_34/versions.nix;\n}\n',
    );
    await parses(text);
    const rke2 =
      'rec {\n  rke2_1_33 = common (import ./1_33/versions.nix) extraArgs;\n\n  rke2_stable = rke2_1_33;\n}\n';
    const done = marked('rke2.nix', rke2, 'rke2_1_33', { vulnerability: 'rke2_1_33 has reached end-of-life' });
    expect(done).toContain(
      '  rke2_1_33 = (common (import ./1_33/versions.nix) extraArgs).overrideAttrs {\n' +
        '    meta.knownVulnerabilities = [ "rke2_1_33 has reached end-of-life" ];\n  };\n\n  rke2_stable = rke2_1_33;\n',
    );
    await parses(done);
  });

  test('the wording is a Nix string whatever it holds', async () => {
    const text = marked('k.nix', '{\n  k3s_1_33 = f;\n}\n', 'k3s_1_33', { vulnerability: 'a "quote", ${x} and \\' });
    expect(text).toContain('[ "a \\"quote\\", \\${x} and \\\\" ]');
    await parses(text);
  });
});

describe("a builder's flag", () => {
  const NEXTCLOUD =
    '{\n  nextcloud30 = generic {\n    version = "30.0.16";\n    hash = "sha256-x";\n    packages = nextcloud30Packages;\n  };\n\n' +
    '  nextcloud31 = generic { version = "31.0.9"; hash = "sha256-y"; };\n}\n';

  test('eol = true; goes last in the set the package is called with', async () => {
    const text = marked('n.nix', NEXTCLOUD, 'nextcloud30', { flag: 'eol' });
    expect(text).toContain('    packages = nextcloud30Packages;\n    eol = true;\n  };\n');
    await parses(text);
    const inline = marked('n.nix', NEXTCLOUD, 'nextcloud31', { flag: 'eol' });
    expect(inline).toContain('nextcloud31 = generic { version = "31.0.9"; hash = "sha256-y"; eol = true; };');
    await parses(inline);
  });

  test('eol = false; becomes true', () => {
    const text = NEXTCLOUD.replace('    packages', '    eol = false;\n    packages');
    expect(marked('n.nix', text, 'nextcloud30', { flag: 'eol' })).toBe(text.replace('eol = false;', 'eol = true;'));
  });
});

test('where no mechanical place is, a problem names the file and the line', () => {
  expect(markPackages('a.nix', '{\n  b = 1;\n}\n', [{ name: 'k3s_1_33', mark: { vulnerability: 'x' } }])).toEqual({
    problem: { file: 'a.nix', message: 'k3s_1_33 is not bound in the file; mark it by hand where its package is' },
  });
  expect(
    markPackages('n.nix', '{\n  nextcloud30 = callPackage ./30.nix args;\n}\n', [
      { name: 'nextcloud30', mark: { flag: 'eol' } },
    ]),
  ).toEqual({
    problem: {
      file: 'n.nix',
      line: 2,
      message:
        'nextcloud30 = callPackage ./30.nix args: its value is not called with an attribute set; mark it by hand',
    },
  });
  expect(
    markPackages('n.nix', '{\n  nextcloud30 = base // { version = "30"; };\n}\n', [
      { name: 'nextcloud30', mark: { flag: 'eol' } },
    ]),
  ).toHaveProperty('problem.line', 2);
  expect(
    markPackages('k.nix', '{\n  k3s_1_33 = f "a\n  b";\n}\n', [{ name: 'k3s_1_33', mark: { vulnerability: 'x' } }]),
  ).toEqual({
    problem: {
      file: 'k.nix',
      line: 3,
      message: 'the value of k3s_1_33 has a string or comment over several lines; mark it by hand',
    },
  });
});
