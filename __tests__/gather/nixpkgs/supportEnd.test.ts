// SUPPORT_END of a release branch's nixos/modules/misc/version.nix: the day the
// release managers set at the branch-off, or nothing to say (master, older
// trees, a sparse checkout without the file), or why the line cannot be used.
import { afterAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDay } from '../../../src/domain/day.js';
import { NIXPKGS_PATHS } from '../../../src/gather/nixpkgs/paths.js';
import { readSupportEnd } from '../../../src/gather/nixpkgs/supportEnd.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { memoryTree, tempDir } from './fixtureTrees.js';
import { versionModule } from './versionModule.js';

const FILE = NIXPKGS_PATHS.versionModule;
const read = (text: string | undefined) => readSupportEnd(memoryTree(text === undefined ? {} : { [FILE]: text }));

describe('SUPPORT_END', () => {
  it('is the day the release branch sets inside its os-release contents, at its line', async () => {
    const text = versionModule('SUPPORT_END = "2025-12-31";');
    expect(await read(text)).toEqual({
      date: parseDay('2025-12-31'),
      file: FILE,
      line: text.split('\n').findIndex((l) => l.includes('SUPPORT_END')) + 1,
    });
  });

  it.each([
    ['a tree without the file', undefined],
    ['master, whose os-release sets none', versionModule('')],
    ['a line left in a comment', versionModule('# SUPPORT_END = "2025-12-31";')],
  ])('%s: nothing to say', async (_case, text) => {
    expect(await read(text)).toEqual({ missing: true });
  });

  it.each([
    [
      'a day that is none',
      'SUPPORT_END = "2025-13-01";',
      'sets SUPPORT_END = "2025-13-01", not a day such as "2025-12-31"',
    ],
    [
      'another expression',
      'SUPPORT_END = lib.trivial.supportEnd;',
      'sets SUPPORT_END = lib.trivial.supportEnd, not a day',
    ],
    ['an interpolation', 'SUPPORT_END = "${year}-12-31";', 'sets SUPPORT_END = "${year}-12-31", not a day'],
  ])('%s: unreadable, saying which line', async (_case, line, why) => {
    const text = versionModule(line);
    const result = await read(text);
    expect(result).toEqual({ unreadable: expect.stringContaining(why) });
    expect(result).toEqual({ unreadable: expect.stringContaining(`${FILE}:`) });
  });

  it('set twice: unreadable, with both lines', async () => {
    const text = versionModule('SUPPORT_END = "2025-12-31";\n      SUPPORT_END = "2026-06-30";');
    expect(await read(text)).toEqual({
      unreadable: expect.stringMatching(/sets SUPPORT_END 2 times \(lines \d+, \d+\)/),
    });
  });

  describe('a file the checkout refuses', () => {
    const temp = tempDir();
    afterAll(() => temp.cleanup());

    it('is unreadable, naming it and why', async () => {
      const root = path.join(temp.dir, 'checkout');
      mkdirSync(path.join(root, path.dirname(FILE)), { recursive: true });
      writeFileSync(path.join(temp.dir, 'outside.nix'), versionModule('SUPPORT_END = "2025-12-31";'));
      symlinkSync(path.join(temp.dir, 'outside.nix'), path.join(root, FILE));
      expect(await readSupportEnd(localTree(root))).toEqual({
        unreadable: `${FILE} cannot be read: symlink leads outside the nixpkgs checkout; refused`,
      });
    });
  });
});
