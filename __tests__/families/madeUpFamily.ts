// A second package family, made up for the tests: laid out like k3s but under
// names of its own, to show that gather, evaluate, report and publish take
// every name from the family they are handed and none from k3s. Made from an
// entry, as every family is.
import type { CompleteDeclaration, FolderLayoutDeclaration } from '../../src/families/declared/declarations.js';
import { folderLayout } from '../../src/families/layouts/minorFolders.js';
import { familyOf } from '../../src/families/registry.js';
import type { ReleasesFamily } from '../../src/gather/upstream/releases.js';

const LAYOUT: FolderLayoutDeclaration = {
  kind: 'minor-folders',
  folder: 'pkgs/applications/networking/cluster/mk8s',
  attribute: 'mk8s_{major}_{minor}',
  default: 'mk8s',
  'version-variable': 'mk8sVersion',
  'build-tag': 'mk8sr',
  'packaging-entries': ['builder.nix', 'update-script.sh', 'default.nix', 'README.md'],
};

export const MK8S_ENTRY: CompleteDeclaration = {
  id: 'mk8s',
  name: 'mk8s',
  layout: LAYOUT,
  upstream: { kind: 'github-releases', repository: 'example/mk8s', 'build-tag': 'mk8sr', lifecycle: 'kubernetes' },
  policy: { kind: 'k3s' },
  'cycle-word': 'minor',
};

export const mk8s = familyOf(MK8S_ENTRY);
/** As evaluate, the reports and the issues take it. */
export const MK8S = mk8s.profile;
/** As its layout's readers take it. */
export const MK8S_FOLDERS = folderLayout(LAYOUT, 'mk8s');
/** As its upstream's readers take it. */
export const MK8S_RELEASES: ReleasesFamily = {
  id: 'mk8s',
  name: 'mk8s',
  repository: 'example/mk8s',
  buildTag: 'mk8sr',
};
