// The action's `patch` output: the unified diff of what `fix` wrote, as a file
// in the runner's temporary folder, for a later step (a pull request, an
// artifact). Never in the checkout: a patch file there would be part of the
// change it describes, and of what a later `git add` takes.
import { mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Writes `diff` to `fix.patch` in RUNNER_TEMP (the system's temporary folder outside a runner); its path. */
export async function writePatch(diff: string, checkoutRoot: string, runnerTemp: string | undefined): Promise<string> {
  const folder = path.resolve(runnerTemp ?? tmpdir(), 'k3s-release-guard');
  const file = path.join(folder, 'fix.patch');
  const relative = path.relative(path.resolve(checkoutRoot), file);
  if (!relative.startsWith('..') && !path.isAbsolute(relative))
    throw new Error(
      `The runner's temporary folder ${folder} is inside the checkout ${checkoutRoot}: the patch is never written into the checkout; check out nixpkgs elsewhere (the path: of actions/checkout).`,
    );
  await mkdir(folder, { recursive: true });
  await writeFile(file, diff);
  return file;
}
