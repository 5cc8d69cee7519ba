// The NixOS release notes of the release a tree heads for:
// nixos/doc/manual/release-notes/rl-2505.section.md for 25.05. Read as text;
// which lines name k3s is evaluate's question.
import type { LayoutProblem, ReleaseNotes } from '../../domain/types.js';
import { NIXPKGS_FOLDERS } from './paths.js';
import { UnreadableEntry, type NixpkgsTree } from './tree.js';

/** "25.05" -> nixos/doc/manual/release-notes/rl-2505.section.md */
export function releaseNotesFile(release: string): string {
  return `${NIXPKGS_FOLDERS.releaseNotes}/rl-${release.replace('.', '')}.section.md`;
}

/**
 * The notes of `release` in `tree`. A missing file is `text: undefined` (the
 * rules that need it say they could not decide); a file the tree refuses
 * (a symlink out, too large) is a problem naming it.
 */
export async function readReleaseNotes(
  tree: NixpkgsTree,
  release: string,
): Promise<{ notes: ReleaseNotes; problem?: LayoutProblem }> {
  const file = releaseNotesFile(release);
  try {
    const text = await tree.readText(file);
    return { notes: text === undefined ? { release, file } : { release, file, text } };
  } catch (error) {
    if (!(error instanceof UnreadableEntry)) throw error;
    return { notes: { release, file }, problem: { file, message: `cannot be read: ${error.reason}` } };
  }
}
