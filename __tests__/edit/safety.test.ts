// What a change may delete and write: only paths inside the checkout, never
// through a symbolic link, only the folders a layout derives and the files a
// removal leaves unnamed. A hostile families file cannot widen it.
import { afterEach, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { EditRequest } from '../../src/edit/change.js';
import { resolveInCheckout } from '../../src/edit/checkoutPath.js';
import { MAX_FOLDER_FILES, planChange } from '../../src/edit/planChange.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { memoryTree } from '../gather/nixpkgs/fixtureTrees.js';
import { ALL_PACKAGES, fixturePath, K3S } from './support.js';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});
function temp(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-safety-'));
  dirs.push(dir);
  return dir;
}

describe('folders a change deletes', () => {
  test.each<[string, string]>([
    ['../outside', 'path climbs out with ".."; refused'],
    [`${K3S}/../../../../../..`, 'path climbs out with ".."; refused'],
    ['/etc', 'not a path relative to the nixpkgs root; refused'],
    ['', 'the checkout itself is never deleted'],
    ['.', 'the checkout itself is never deleted'],
  ])('%p is refused, and nothing else of the change is planned', async (folder, message) => {
    const plan = await planChange(localTree(fixturePath('k3s-2026-08-10')), [
      { kind: 'remove', file: ALL_PACKAGES, name: 'k3s_1_33' },
      { kind: 'delete-folder', path: folder },
    ]);
    expect(plan).toEqual({ problems: [{ file: folder, message }] });
  });

  test('a folder of more files than a cycle has, or one that holds a file the change edits, is refused', async () => {
    const files: Record<string, string> = { 'pkgs/top-level/all-packages.nix': '{\n  a = 1;\n}\n' };
    for (let i = 0; i <= MAX_FOLDER_FILES; i++) files[`pkgs/many/f${i}.nix`] = '{ }';
    const tree = memoryTree(files);
    expect(await planChange(tree, [{ kind: 'delete-folder', path: 'pkgs/many' }])).toEqual({
      problems: [
        {
          file: 'pkgs/many',
          message: `holds more than ${MAX_FOLDER_FILES} files, which no cycle's own folder does; its deletion is refused`,
        },
      ],
    });
    expect(
      await planChange(tree, [
        { kind: 'remove', file: ALL_PACKAGES, name: 'a' },
        { kind: 'delete-folder', path: 'pkgs/top-level' },
      ]),
    ).toEqual({
      problems: [{ file: 'pkgs/top-level', message: 'the folder to delete holds a file the change edits; refused' }],
    });
  });

  test('a folder deleted already, a file, or a symbolic link out of the checkout: nothing deleted, or refused', async () => {
    const root = temp();
    cpSync(fixturePath('k3s-2026-08-10'), root, { recursive: true });
    rmSync(path.join(root, K3S, '1_33'), { recursive: true });
    const gone = await planChange(localTree(root), [{ kind: 'delete-folder', path: `${K3S}/1_33` }]);
    expect(gone).toEqual({
      change: { files: [], deleted: [], deletedFolders: [] },
      unchanged: [{ kind: 'delete-folder', path: `${K3S}/1_33` }],
    });

    expect(await planChange(localTree(root), [{ kind: 'delete-folder', path: `${K3S}/default.nix` }])).toEqual({
      problems: [{ file: `${K3S}/default.nix`, message: 'a file, not a folder; refused' }],
    });

    const outside = temp();
    writeFileSync(path.join(outside, 'secret.nix'), '{ }');
    symlinkSync(outside, path.join(root, K3S, '1_33'));
    expect(await planChange(localTree(root), [{ kind: 'delete-folder', path: `${K3S}/1_33` }])).toEqual({
      problems: [
        { file: `${K3S}/1_33`, message: 'cannot be read: symlink leads outside the nixpkgs checkout; refused' },
      ],
    });
  });
});

describe('files a removal leaves unnamed', () => {
  test('a hostile binding naming paths out of the tree or a folder deletes nothing of them', async () => {
    const tree = memoryTree({
      'pkgs/top-level/all-packages.nix':
        '{\n  evil = f ../../../etc/passwd ../../../../home/user/.ssh/id_ed25519 ../development { };\n  k = ./k.nix;\n}\n',
      'pkgs/development/x.nix': '{ }',
    });
    const requests: EditRequest[] = [{ kind: 'remove', file: ALL_PACKAGES, name: 'evil', deleteNamedFiles: true }];
    const plan = await planChange(tree, requests);
    expect(plan).toMatchObject({ change: { deleted: [], deletedFolders: [] } });
  });

  test('without deleteNamedFiles, a removal deletes no file; a named file already gone is no problem', async () => {
    const tree = memoryTree({
      [ALL_PACKAGES]: '{\n  a = f ./a.nix;\n  b = f ./b.nix;\n}\n',
      'pkgs/top-level/a.nix': '{ }',
    });
    expect(await planChange(tree, [{ kind: 'remove', file: ALL_PACKAGES, name: 'a' }])).toMatchObject({
      change: { deleted: [] },
    });
    expect(
      await planChange(tree, [{ kind: 'remove', file: ALL_PACKAGES, name: 'b', deleteNamedFiles: true }]),
    ).toMatchObject({ change: { deleted: [] } });
    expect(
      await planChange(tree, [{ kind: 'remove', file: ALL_PACKAGES, name: 'a', deleteNamedFiles: true }]),
    ).toMatchObject({ change: { deleted: [{ path: 'pkgs/top-level/a.nix', text: '{ }' }] } });
  });
});

describe('files named by bindings removed together', () => {
  test('each removed binding deletes its own file, even next to another; a file a binding left names stays', async () => {
    const tree = memoryTree({
      [ALL_PACKAGES]: [
        '{',
        '  erlang_27 = callErlang ../development/erlang/27.nix { };',
        '  erlang_26 = callErlang ../development/erlang/26.nix { };',
        '  erlang_25 = callErlang ../development/erlang/25.nix { shared = ../development/erlang/shared.nix; };',
        '  erlang_28 = callErlang ../development/erlang/28.nix { shared = ../development/erlang/shared.nix; };',
        '}',
        '',
      ].join('\n'),
      ...Object.fromEntries(
        ['25', '26', '27', '28', 'shared'].map((name) => [`pkgs/development/erlang/${name}.nix`, `{ } # ${name}`]),
      ),
    });
    const plan = await planChange(
      tree,
      ['erlang_27', 'erlang_26', 'erlang_25'].map((name) => ({
        kind: 'remove',
        file: ALL_PACKAGES,
        name,
        deleteNamedFiles: true,
      })),
    );
    expect(plan).toMatchObject({
      change: {
        files: [{ path: ALL_PACKAGES }],
        deleted: ['25', '26', '27'].map((name) => ({ path: `pkgs/development/erlang/${name}.nix` })),
      },
    });
  });
});

describe('every problem of a plan is said, each with its file', () => {
  test('a file to edit that is not in the tree, and an edit that cannot be made', async () => {
    const tree = memoryTree({ [ALL_PACKAGES]: '{\n  k3s = f k3s_1_35;\n}\n' });
    const plan = await planChange(tree, [
      { kind: 'point', file: ALL_PACKAGES, name: 'k3s', target: 'k3s_1_36' },
      { kind: 'note', file: 'nixos/doc/manual/release-notes/rl-2611.section.md', bullet: 'x' },
    ]);
    expect(plan).toEqual({
      problems: [
        { file: ALL_PACKAGES, line: 2, message: 'k3s = f k3s_1_35 is not a plain name; point it to k3s_1_36 by hand' },
        { file: 'nixos/doc/manual/release-notes/rl-2611.section.md', message: 'not in memory; nothing to edit' },
      ],
    });
  });
});

describe('a path on disk, for a writer', () => {
  test('inside the checkout and through no symbolic link, or refused with the link named', async () => {
    const root = temp();
    mkdirSync(path.join(root, 'pkgs/a'), { recursive: true });
    writeFileSync(path.join(root, 'pkgs/a/x.nix'), '{ }');
    symlinkSync(path.join(root, 'pkgs/a'), path.join(root, 'pkgs/link'));
    symlinkSync('/etc/passwd', path.join(root, 'pkgs/a/passwd.nix'));
    expect(await resolveInCheckout(root, 'pkgs/a/x.nix')).toEqual({
      absolute: path.join(root, 'pkgs/a/x.nix'),
      kind: 'file',
    });
    expect(await resolveInCheckout(root, 'pkgs/a')).toEqual({ absolute: path.join(root, 'pkgs/a'), kind: 'folder' });
    expect(await resolveInCheckout(root, 'pkgs/link/x.nix')).toEqual({
      refused: 'pkgs/link is a symbolic link; nothing is written through one',
    });
    expect(await resolveInCheckout(root, 'pkgs/a/passwd.nix')).toEqual({
      refused: 'pkgs/a/passwd.nix is a symbolic link; nothing is written through one',
    });
    expect(await resolveInCheckout(root, 'pkgs/a/none.nix')).toEqual({ missing: true });
    expect(await resolveInCheckout(root, '../x')).toEqual({ refused: 'path climbs out with ".."; refused' });
    expect(existsSync('/etc/passwd')).toBe(true);
  });
});
