// The writer: a checked change into a checkout, as `git apply` of its diff
// would leave it; refused whole, with one line naming the file, when a file
// has uncommitted changes, changed since it was read, or lies behind a link.
import { afterEach, describe, expect, test } from '@jest/globals';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseDay } from '../../src/domain/day.js';
import type { Change, EditRequest } from '../../src/edit/change.js';
import { planChange } from '../../src/edit/planChange.js';
import { unifiedDiff } from '../../src/edit/unifiedDiff.js';
import { writeChange } from '../../src/edit/writeChange.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { ALIASES, ALL_PACKAGES, filesOf, fixturePath, git, gitCopy, K3S } from './support.js';

const REQUESTS: EditRequest[] = [
  { kind: 'remove', file: ALL_PACKAGES, name: 'k3s_1_33' },
  { kind: 'remove', file: `${K3S}/default.nix`, name: 'k3s_1_33' },
  { kind: 'delete-folder', path: `${K3S}/1_33` },
  {
    kind: 'entry',
    file: ALIASES,
    entry: {
      name: 'k3s_1_33',
      value: { throw: "'k3s_1_33' has been removed from nixpkgs as it has reached end of life" },
      added: parseDay('2026-08-10'),
    },
    place: { set: 'mapAliases' },
  },
];

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});
function copy(): string {
  const made = gitCopy('k3s-2026-08-10');
  cleanups.push(made.cleanup);
  return made.dir;
}
async function changeOf(root: string): Promise<Change> {
  const plan = await planChange(localTree(root), REQUESTS);
  if ('problems' in plan) throw new Error(JSON.stringify(plan.problems));
  return plan.change;
}

test('writes what git apply of the diff writes, and removes the emptied folder', async () => {
  const byWriter = copy();
  const byGit = copy();
  const change = await changeOf(byWriter);
  expect(await writeChange(byWriter, change)).toEqual({
    written: [ALL_PACKAGES, `${K3S}/default.nix`, ALIASES],
    deleted: [`${K3S}/1_33/chart-versions.nix`, `${K3S}/1_33/images-versions.json`, `${K3S}/1_33/versions.nix`],
  });
  expect(git(byGit, ['apply', '-'], unifiedDiff(change)).status).toBe(0);
  expect(filesOf(byWriter)).toEqual(filesOf(byGit));
  expect(existsSync(path.join(byWriter, K3S, '1_33'))).toBe(false);
  expect(existsSync(path.join(byWriter, K3S, '1_34'))).toBe(true);
});

describe('refused whole, nothing written', () => {
  test('a file with uncommitted changes: one line naming it', async () => {
    const root = copy();
    const change = await changeOf(root);
    writeFileSync(path.join(root, K3S, '1_33/versions.nix'), '{ }\n');
    writeFileSync(path.join(root, ALIASES), `${change.files.find((f) => f.path === ALIASES)!.before}# mine\n`);
    const before = filesOf(root);
    expect(await writeChange(root, change)).toEqual({
      problem: {
        file: `${K3S}/1_33/versions.nix`,
        message: 'has uncommitted changes; commit or stash them, then run again (and 1 more files)',
      },
      kind: 'uncommitted',
    });
    expect(filesOf(root)).toEqual(before);
  });

  test('a staged change, or an untracked file in the folder to delete, counts as uncommitted', async () => {
    const root = copy();
    const change = await changeOf(root);
    writeFileSync(path.join(root, K3S, '1_33/notes.txt'), 'mine\n');
    expect(await writeChange(root, change)).toEqual({
      problem: {
        file: `${K3S}/1_33/notes.txt`,
        message: 'has uncommitted changes; commit or stash them, then run again',
      },
      kind: 'uncommitted',
    });
    rmSync(path.join(root, K3S, '1_33/notes.txt'));
    writeFileSync(path.join(root, ALL_PACKAGES), `${change.files[0].before}\n`);
    git(root, ['add', ALL_PACKAGES]);
    expect(await writeChange(root, change)).toMatchObject({ problem: { file: ALL_PACKAGES }, kind: 'uncommitted' });
  });

  test('a file that changed since it was read, outside git', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'k3s-guard-write-'));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    cpSync(fixturePath('k3s-2026-08-10'), root, { recursive: true });
    const change = await changeOf(root);
    writeFileSync(path.join(root, ALL_PACKAGES), 'changed\n');
    expect(await writeChange(root, change)).toEqual({
      problem: { file: ALL_PACKAGES, message: 'changed since it was read; nothing was written' },
      kind: 'changed',
    });
    expect(existsSync(path.join(root, K3S, '1_33/versions.nix'))).toBe(true);
  });

  test('a folder to delete that became a symbolic link', async () => {
    const root = copy();
    const change = await changeOf(root);
    rmSync(path.join(root, K3S, '1_33'), { recursive: true });
    symlinkSync(path.join(root, K3S, '1_34'), path.join(root, K3S, '1_33'));
    git(root, ['add', '-A']);
    git(root, ['commit', '-qm', 'link']);
    expect(await writeChange(root, change)).toEqual({
      problem: {
        file: `${K3S}/1_33/chart-versions.nix`,
        message: `${K3S}/1_33 is a symbolic link; nothing is written through one`,
      },
      kind: 'unsafe-path',
    });
    expect(existsSync(path.join(root, K3S, '1_34/versions.nix'))).toBe(true);
  });
});
