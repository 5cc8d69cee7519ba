// lib/.version: the NixOS release a tree is or heads for ("25.05").
import type { LayoutProblem } from '../../domain/types.js';
import { excerpt } from './nixSource.js';
import { NIXPKGS_PATHS } from './paths.js';
import type { NixpkgsTree } from './tree.js';
import { attempt } from './treeRead.js';

export async function readNixosVersion(tree: NixpkgsTree): Promise<{ nixosVersion?: string; problem?: LayoutProblem }> {
  const file = NIXPKGS_PATHS.libVersion;
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) return { problem: read.problem };
  if (read.value === undefined) {
    return {
      problem: {
        file,
        message:
          'not found; expected the NixOS release of this tree, such as "25.05" (is this the root of a nixpkgs checkout?)',
      },
    };
  }
  const text = read.value.trim();
  if (!/^\d{2}\.\d{2}$/.test(text)) {
    return {
      problem: { file, line: 1, message: `"${excerpt(text)}" is not a NixOS release; expected such as "25.05"` },
    };
  }
  return { nixosVersion: text };
}
