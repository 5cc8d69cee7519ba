// The single layout (k3s before 2023): one default.nix in the family folder
// packages the only minor, and all-packages.nix builds the plain alias from it
// (`k3s = callPackage ../applications/networking/cluster/k3s { };`).
import type { FolderLayout } from './folderLayout.js';
import type { PackagedMinor, PackagedState } from '../../domain/types.js';
import { minorOf } from '../../domain/version.js';
import type { AllPackagesFacts } from './allPackages.js';
import { missingFolder } from './familyFolder.js';
import { resolveAlias } from './familyState.js';
import { knownVulnerabilitiesIn } from './packageBlocks.js';
import type { NixpkgsTree } from './tree.js';
import { readVersionFile } from './versionAssignment.js';

export async function readSingle(
  family: FolderLayout,
  tree: NixpkgsTree,
  facts: AllPackagesFacts | undefined,
  state: PackagedState,
): Promise<void> {
  const { problems } = state;
  const read = await readVersionFile(family, tree, `${family.folder}/default.nix`);
  if ('missing' in read) {
    problems.push({
      file: family.folder,
      message: `the ${family.name} folder has neither minor folders (1_30/) nor a default.nix; expected 1_XX/versions.nix files or a default.nix setting ${family.versionVariable}`,
    });
  } else if ('problem' in read) {
    // A version problem says the folder has no minor folders either; a refused file is only that.
    problems.push(
      read.source
        ? { ...read.problem, message: `${read.problem.message} (no minor folders 1_XX/ either)` }
        : read.problem,
    );
  } else {
    state.layout = 'single';
    const { version, location, source } = read;
    const packaged: PackagedMinor = { minor: minorOf(version), attr: family.alias, version, location };
    const marked = knownVulnerabilitiesIn(source);
    if (marked) packaged.knownVulnerabilities = marked;
    state.minors.push(packaged);
  }
  if (!facts) return;
  for (const exposure of facts.exposures) problems.push(missingFolder(family, exposure.attr, exposure.location));
  resolveAlias(family, facts.aliases, state, 'single', new Set());
}
