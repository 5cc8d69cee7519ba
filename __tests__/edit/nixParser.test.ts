// Nix's parser as the judge of an edited file: parsed, an error at the file's
// own line (never «stdin»), or "not parsed: nix-instantiate not found".
import { afterAll, describe, expect, test } from '@jest/globals';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NOT_FOUND, parseError, parseNix, parseNixFiles } from '../../src/edit/nixParser.js';
import { NIX } from './support.js';

const FILE = 'pkgs/top-level/aliases.nix';

describe('what Nix says, as the file names it (recorded messages of Nix 2.8)', () => {
  test('a duplicate attribute: the line of the second binding, the file in place of the standard input', () => {
    const stderr =
      "warning: the group 'nixbld' specified in 'build-users-group' does not exist\n" +
      "error: attribute 'k3s_1_33' already defined at (string):12:3\n\n       at «stdin»:40:3:\n\n           39|\n";
    expect(parseError(FILE, stderr)).toEqual({
      path: FILE,
      status: 'error',
      line: 40,
      message: `attribute 'k3s_1_33' already defined at ${FILE}:12:3`,
    });
  });

  test('a syntax error', () => {
    const stderr = 'error: syntax error, unexpected end of file\n\n       at «stdin»:2:8:\n';
    expect(parseError(FILE, stderr)).toEqual({
      path: FILE,
      status: 'error',
      line: 2,
      message: 'syntax error, unexpected end of file',
    });
  });
});

test('without nix-instantiate, each file says it was not parsed and why', async () => {
  const results = await parseNixFiles(
    [
      { path: 'a.nix', text: '{ }' },
      { path: 'notes.md', text: '# not Nix' },
    ],
    { command: 'nix-instantiate-is-not-installed-here' },
  );
  expect(results).toEqual([{ path: 'a.nix', status: 'not-parsed', reason: NOT_FOUND }]);
  expect(NOT_FOUND).toBe('nix-instantiate not found');
});

describe('a parser that hangs', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-parser-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('is stopped, and the file is an error that says so', async () => {
    const script = path.join(dir, 'hang');
    writeFileSync(script, '#!/bin/sh\nexec sleep 30\n');
    chmodSync(script, 0o755);
    expect(await parseNix('a.nix', '{ }', { command: script, timeoutMs: 50 })).toEqual({
      path: 'a.nix',
      status: 'error',
      message: `${script} took over 50 ms; stopped`,
    });
  });
});

(NIX.present ? describe : describe.skip)(`with Nix's parser${NIX.present ? '' : ` (skipped: ${NIX.reason})`}`, () => {
  test('a good file parses; a duplicate attribute and a missing ";" do not, at their lines', async () => {
    const results = await parseNixFiles([
      { path: 'good.nix', text: '{\n  a = 1;\n  b = ./13.nix;\n}\n' },
      { path: 'twice.nix', text: '{\n  a = 1;\n  a = 2;\n}\n' },
      { path: 'open.nix', text: '{\n  a = 1\n}\n' },
    ]);
    expect(results).toEqual([
      { path: 'good.nix', status: 'parsed' },
      { path: 'twice.nix', status: 'error', line: 3, message: "attribute 'a' already defined at twice.nix:2:3" },
      { path: 'open.nix', status: 'error', line: 3, message: expect.stringMatching(/^syntax error/) },
    ]);
  });

  test('it never evaluates: an import of a file that does not exist and an abort parse', async () => {
    const text = '{ a = import /no/such/file.nix; b = abort "never"; c = builtins.readFile /etc/shadow; }';
    expect(await parseNix('x.nix', text)).toEqual({ path: 'x.nix', status: 'parsed' });
  });
});
