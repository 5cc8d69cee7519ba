import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { localTree, UnreadableEntry } from '../../../src/gather/nixpkgs/tree.js';
import { ALL_PACKAGES, copyFixture, fixture, K3S, tempDir } from './fixtureTrees.js';
import { k3s } from '../../families/builtIn.js';

describe('localTree', () => {
  const temp = tempDir();
  let root: string;
  let outside: string;

  beforeAll(() => {
    root = copyFixture('current', temp.dir);
    outside = path.join(temp.dir, 'secret.nix');
    writeFileSync(outside, '{\n  k3sVersion = "1.31.9+k3s1";\n}\n');
  });
  afterAll(() => temp.cleanup());

  it('reads files and lists folders by path relative to the root', async () => {
    const tree = localTree(fixture('current'));
    // Named relative to the folder the run works in, never by an absolute path of the disk.
    expect(tree.describe).toBe(`checkout ${path.relative(process.cwd(), fixture('current'))}`);
    expect(await tree.readText('lib/.version')).toBe('25.05\n');
    expect(await tree.listDir(K3S)).toEqual([
      '1_30',
      '1_31',
      '1_32',
      'README.md',
      'builder.nix',
      'default.nix',
      'docs',
      'update-script.sh',
    ]);
  });

  it('answers undefined for what does not exist, or is not of the asked kind', async () => {
    const tree = localTree(fixture('current'));
    expect(await tree.readText('lib/.nope')).toBeUndefined();
    expect(await tree.readText('lib/.version/below-a-file')).toBeUndefined();
    expect(await tree.readText(K3S)).toBeUndefined();
    expect(await tree.listDir('lib/.version')).toBeUndefined();
    expect(await tree.listDir('pkgs/nope')).toBeUndefined();
  });

  it.each(['../secret.nix', 'lib/../../secret.nix', '/etc/passwd', 'C:/Windows/win.ini', 'lib\\..\\..\\secret.nix'])(
    'refuses the path %s, which could leave the root',
    async (escape) => {
      const tree = localTree(root);
      await expect(tree.readText(escape)).rejects.toBeInstanceOf(UnreadableEntry);
      await expect(tree.listDir(escape)).rejects.toBeInstanceOf(UnreadableEntry);
    },
  );

  it('refuses a symlink that resolves outside the root, and the reader names the file', async () => {
    const tree = path.join(temp.dir, 'escape');
    copyFixture('current', tree);
    const base = path.join(tree, 'current');
    const versions = path.join(base, K3S, '1_31', 'versions.nix');
    rmSync(versions);
    symlinkSync(outside, versions);
    await expect(localTree(base).readText(`${K3S}/1_31/versions.nix`)).rejects.toThrow(/outside the nixpkgs checkout/);

    const state = await k3s.layout.read(localTree(base));
    expect(state.problems[0]).toEqual({
      file: `${K3S}/1_31/versions.nix`,
      message: expect.stringMatching(/cannot be read: symlink leads outside/),
    });
    expect(state.minors.map((m) => m.minor)).toEqual(['1.30', '1.32']);
  });

  it('follows a symlink that stays inside the root', async () => {
    const base = path.join(temp.dir, 'inside');
    copyFixture('current', base);
    const link = path.join(base, 'current', 'lib', 'version-link');
    symlinkSync('.version', link);
    expect(await localTree(path.join(base, 'current')).readText('lib/version-link')).toBe('25.05\n');
  });

  it('does not hang on a symlink loop: the reader reports it', async () => {
    const base = path.join(temp.dir, 'loop');
    copyFixture('current', base);
    const k3sFolder = path.join(base, 'current', K3S);
    rmSync(path.join(k3sFolder, '1_32'), { recursive: true });
    symlinkSync('1_33', path.join(k3sFolder, '1_32'));
    symlinkSync('1_32', path.join(k3sFolder, '1_33'));

    const state = await k3s.layout.read(localTree(path.join(base, 'current')));
    const messages = state.problems.map((p) => `${p.file}: ${p.message}`);
    expect(messages).toContainEqual(
      expect.stringMatching(new RegExp(`^${K3S}/1_32/versions.nix: cannot be read: symlink loop`)),
    );
    expect(messages).toContainEqual(
      expect.stringMatching(new RegExp(`^${K3S}/1_33/versions.nix: cannot be read: symlink loop`)),
    );
    expect(state.minors.map((m) => m.minor)).toEqual(['1.30', '1.31']);
  });

  it('refuses a file over the size cap, naming it', async () => {
    const state = await k3s.layout.read(localTree(root, { maxFileBytes: 1024 }));
    expect(state.problems).toContainEqual({
      file: ALL_PACKAGES,
      message: expect.stringMatching(/cannot be read: \d+ bytes, over the 1024-byte cap/),
    });
    // The small versions files are still read.
    expect(state.minors).toHaveLength(3);
  });

  it('refuses a FIFO instead of blocking on it', async () => {
    const base = path.join(temp.dir, 'fifo');
    mkdirSync(path.join(base, 'lib'), { recursive: true });
    execFileSync('mkfifo', [path.join(base, 'lib', '.version')]);
    await expect(localTree(base).readText('lib/.version')).rejects.toThrow(/not a regular file/);
  });
});
