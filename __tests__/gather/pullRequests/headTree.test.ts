// The tree a pull request makes of its base: its changed files as its head has
// them, every other file as the base has it now; the head is asked for the
// files the pull request changes and for nothing else.
import { describe, expect, it } from '@jest/globals';
import type { NixpkgsTree } from '../../../src/gather/nixpkgs/tree.js';
import type { ChangedFile } from '../../../src/gather/pullRequests/answers.js';
import { pullRequestTree } from '../../../src/gather/pullRequests/headTree.js';

const K3S = 'pkgs/applications/networking/cluster/k3s';

/** A tree of `files`, its folders made from their paths; `asked` records every question. */
function filesTree(files: Record<string, string>, asked: string[] = []): NixpkgsTree {
  return {
    describe: 'files',
    async readText(path) {
      asked.push(`read ${path}`);
      return files[path];
    },
    async listDir(path) {
      asked.push(`list ${path}`);
      const names = new Set(
        Object.keys(files)
          .filter((file) => file.startsWith(`${path}/`))
          .map((file) => file.slice(path.length + 1).split('/')[0]),
      );
      return names.size === 0 ? undefined : [...names].sort();
    },
  };
}

const base = {
  'lib/.version': '27.05\n',
  [`${K3S}/default.nix`]: '{ k3s_1_34, k3s_1_35, k3s_1_36 }',
  [`${K3S}/builder.nix`]: 'builder',
  [`${K3S}/1_34/versions.nix`]: '1.34.14+k3s1',
  [`${K3S}/1_34/chart-versions.nix`]: 'charts',
  [`${K3S}/1_35/versions.nix`]: '1.35.10+k3s1',
  [`${K3S}/1_35/chart-versions.nix`]: 'charts',
  // Landed on the base after the pull request was opened: its head has the old text.
  [`${K3S}/1_36/versions.nix`]: '1.36.7+k3s1',
};

const head = {
  [`${K3S}/default.nix`]: '{ k3s_1_35, k3s_1_36, k3s_1_37 }',
  [`${K3S}/1_35/versions.nix`]: '1.35.12+k3s1',
  [`${K3S}/1_37/versions.nix`]: '1.37.3+k3s1',
  [`${K3S}/1_36/versions.nix`]: '1.36.6+k3s2',
  [`${K3S}/build.nix`]: 'builder',
};

const files: ChangedFile[] = [
  { filename: `${K3S}/default.nix`, status: 'modified' },
  { filename: `${K3S}/1_35/versions.nix`, status: 'modified' },
  { filename: `${K3S}/1_37/versions.nix`, status: 'added' },
  { filename: `${K3S}/1_34/versions.nix`, status: 'removed' },
  { filename: `${K3S}/1_34/chart-versions.nix`, status: 'removed' },
  { filename: `${K3S}/build.nix`, status: 'renamed', previousFilename: `${K3S}/builder.nix` },
];

function tree(asked: string[] = []): NixpkgsTree {
  return pullRequestTree({
    base: filesTree(base),
    head: filesTree(head, asked),
    files,
    headCommit: 'c'.repeat(40),
    describe: 'pull request #1 at ccccccc over master',
  });
}

describe("a pull request's tree over its base", () => {
  it('reads the files it changes at its head, and every other file from the base as it is now', async () => {
    const asked: string[] = [];
    const read = tree(asked);
    expect(await read.readText(`${K3S}/1_35/versions.nix`)).toBe('1.35.12+k3s1');
    expect(await read.readText(`${K3S}/1_37/versions.nix`)).toBe('1.37.3+k3s1');
    expect(await read.readText(`${K3S}/1_36/versions.nix`)).toBe('1.36.7+k3s1');
    expect(await read.readText('lib/.version')).toBe('27.05\n');
    expect(asked).toEqual([`read ${K3S}/1_35/versions.nix`, `read ${K3S}/1_37/versions.nix`]);
  });

  it('has no file it removes, nor the old path of one it renames', async () => {
    const read = tree();
    expect(await read.readText(`${K3S}/1_34/versions.nix`)).toBeUndefined();
    expect(await read.readText(`${K3S}/builder.nix`)).toBeUndefined();
    expect(await read.readText(`${K3S}/build.nix`)).toBe('builder');
  });

  it("lists the base's folders with what it adds and removes, without listing the head", async () => {
    const asked: string[] = [];
    const read = tree(asked);
    expect(await read.listDir(K3S)).toEqual(['1_35', '1_36', '1_37', 'build.nix', 'default.nix']);
    expect(await read.listDir(`${K3S}/1_37`)).toEqual(['versions.nix']);
    expect(await read.listDir(`${K3S}/1_35`)).toEqual(['chart-versions.nix', 'versions.nix']);
    expect(await read.listDir(`${K3S}/1_34`)).toBeUndefined();
    expect(await read.listDir('pkgs/nope')).toBeUndefined();
    expect(asked.filter((question) => question.startsWith('list'))).toEqual([]);
  });

  it('keeps a folder that loses one of its files', async () => {
    const read = pullRequestTree({
      base: filesTree(base),
      head: filesTree({}),
      files: [{ filename: `${K3S}/1_35/chart-versions.nix`, status: 'removed' }],
      headCommit: 'c'.repeat(40),
      describe: 'pull request',
    });
    expect(await read.listDir(K3S)).toEqual(['1_34', '1_35', '1_36', 'builder.nix', 'default.nix']);
    expect(await read.listDir(`${K3S}/1_35`)).toEqual(['versions.nix']);
  });

  it('is at the head commit, for links', async () => {
    expect(await tree().commit?.()).toBe('c'.repeat(40));
  });
});
