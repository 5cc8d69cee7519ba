// The binding indexes of one tree's Nix files, each file read and indexed once
// however many families ask for it: one per tree per run.
import type { LayoutProblem } from '../../domain/types.js';
import { BindingIndex } from './bindingIndex.js';
import { NixSource } from './nixSource.js';
import type { NixpkgsTree } from './tree.js';
import { attempt } from './treeRead.js';

/** A file as the tree answered: indexed, not there, or refused (a path out of the tree, a symlink out, too large). */
export type IndexedFile = { index: BindingIndex } | { missing: true } | { problem: LayoutProblem };

export class TreeBindings {
  private readonly files = new Map<string, Promise<IndexedFile>>();

  constructor(readonly tree: NixpkgsTree) {}

  file(path: string): Promise<IndexedFile> {
    let read = this.files.get(path);
    if (!read) {
      read = this.read(path);
      this.files.set(path, read);
    }
    return read;
  }

  private async read(path: string): Promise<IndexedFile> {
    const read = await attempt(() => this.tree.readText(path));
    if ('problem' in read) return { problem: read.problem };
    if (read.value === undefined) return { missing: true };
    return { index: new BindingIndex(new NixSource(path, read.value)) };
  }
}
