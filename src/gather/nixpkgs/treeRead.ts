// One read of a nixpkgs tree, with an entry the tree refuses turned into a
// layout problem naming it; every other failure (the network) propagates.
import type { LayoutProblem } from '../../domain/types.js';
import { UnreadableEntry } from './tree.js';

export type Attempt<T> = { value: T | undefined } | { problem: LayoutProblem };

/** Runs one tree read; a refused entry becomes a problem naming it, real failures propagate. */
export async function attempt<T>(read: () => Promise<T | undefined>): Promise<Attempt<T>> {
  try {
    return { value: await read() };
  } catch (error) {
    if (error instanceof UnreadableEntry)
      return { problem: { file: error.path, message: `cannot be read: ${error.reason}` } };
    throw error;
  }
}
