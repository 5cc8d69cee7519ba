// The Nix files of one tree, each read and scanned once however many readers
// ask for it (k3s's, rke2's and every declared family's): all-packages.nix and
// aliases.nix are the largest files a run reads, and every family reads them.
// Each file is also indexed once, on the first question of a declared family.
import type { LayoutProblem } from '../../domain/types.js';
import { BindingIndex } from './bindingIndex.js';
import { NixSource } from './nixSource.js';
import type { NixpkgsTree } from './tree.js';
import { attempt, type Attempt } from './treeRead.js';

/** A file as the tree answered: indexed, not there, or refused (a path out of the tree, a symlink out, too large). */
export type IndexedFile = { index: BindingIndex } | { missing: true } | { problem: LayoutProblem };

export class TreeBindings {
  private readonly sources = new Map<string, Promise<Attempt<NixSource>>>();
  private readonly files = new Map<string, Promise<IndexedFile>>();

  constructor(readonly tree: NixpkgsTree) {}

  /** The file, read and scanned; `value` undefined when it is not there. */
  source(path: string): Promise<Attempt<NixSource>> {
    return once(this.sources, path, async () => {
      const read = await attempt(() => this.tree.readText(path));
      if ('problem' in read) return read;
      return { value: read.value === undefined ? undefined : new NixSource(path, read.value) };
    });
  }

  file(path: string): Promise<IndexedFile> {
    return once(this.files, path, async () => {
      const read = await this.source(path);
      if ('problem' in read) return { problem: read.problem };
      if (read.value === undefined) return { missing: true };
      return { index: new BindingIndex(read.value) };
    });
  }
}

function once<T>(cache: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let made = cache.get(key);
  if (!made) {
    made = make();
    cache.set(key, made);
  }
  return made;
}

// One per tree a run reads: the run's families share its trees (one per branch, tag or pull request head).
const byTree = new WeakMap<NixpkgsTree, TreeBindings>();

/** The files of `tree`, shared by every reader of the run. */
export function treeBindings(tree: NixpkgsTree): TreeBindings {
  let bindings = byTree.get(tree);
  if (!bindings) {
    bindings = new TreeBindings(tree);
    byTree.set(tree, bindings);
  }
  return bindings;
}
