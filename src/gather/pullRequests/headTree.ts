// The tree a pull request would make of its base: the files it changes as its
// head commit has them, every other file as the base branch has it now. That
// is what merging it gives (a head made weeks ago lacks what the base gained
// since, which is no change of the pull request's), and it reads from the head
// only the files the pull request changes: the base's files are the ones the
// run has read already.
import { treePathSegments, type NixpkgsTree } from '../nixpkgs/tree.js';
import type { ChangedFile } from './answers.js';

/** Statuses of a file the head has (GitHub's `status` of a changed file). */
const AT_HEAD = new Set(['added', 'modified', 'changed', 'renamed', 'copied']);

const key = (path: string): string => treePathSegments(path).join('/');

export interface PullRequestTreeParts {
  base: NixpkgsTree;
  head: NixpkgsTree;
  files: readonly ChangedFile[];
  headCommit: string;
  describe: string;
}

export function pullRequestTree({ base, head, files, headCommit, describe }: PullRequestTreeParts): NixpkgsTree {
  const atHead = new Set(files.filter((f) => AT_HEAD.has(f.status)).map((f) => f.filename));
  // A removed file, and the old path of a renamed one, are gone at the head.
  const gone = new Set(
    files.flatMap((f) => [
      ...(f.status === 'removed' ? [f.filename] : []),
      ...(f.status === 'renamed' && f.previousFilename !== undefined ? [f.previousFilename] : []),
    ]),
  );
  for (const path of atHead) gone.delete(path);

  const entriesBelow = (paths: Iterable<string>, prefix: string): Set<string> => {
    const names = new Set<string>();
    for (const path of paths)
      if (path.startsWith(prefix) && path.length > prefix.length) names.add(path.slice(prefix.length).split('/')[0]);
    return names;
  };

  const tree: NixpkgsTree = {
    describe,
    commit: async () => headCommit,

    async readText(path) {
      const file = key(path);
      if (atHead.has(file)) return head.readText(file);
      if (gone.has(file)) return undefined;
      return base.readText(file);
    },

    // The base's listing with what the pull request adds and removes: the head is never listed.
    async listDir(path) {
      const folder = key(path);
      const prefix = folder === '' ? '' : `${folder}/`;
      const [listed, added, removed] = [
        await base.listDir(folder),
        entriesBelow(atHead, prefix),
        entriesBelow(gone, prefix),
      ];
      const names = new Set([...(listed ?? []), ...added]);
      for (const name of removed) {
        if (added.has(name)) continue;
        // A removed file goes; a folder goes with the last of its files.
        if (gone.has(`${prefix}${name}`) || ((await tree.listDir(`${prefix}${name}`)) ?? []).length === 0)
          names.delete(name);
      }
      // git keeps no empty folder: one whose files all go is gone.
      return names.size === 0 ? undefined : [...names].sort();
    },
  };
  return tree;
}
