// A second package family, made up for the tests: laid out like k3s but under
// names of its own, to show that gather, evaluate, report and publish take
// every name from the family they are handed and none from k3s.
import type { FamilyTraits } from '../../src/domain/family.js';

export const MK8S: FamilyTraits = {
  id: 'mk8s',
  name: 'mk8s',
  folder: 'pkgs/applications/networking/cluster/mk8s',
  allPackagesRef: '../applications/networking/cluster/mk8s',
  attrPrefix: 'mk8s_',
  alias: 'mk8s',
  versionVariable: 'mk8sVersion',
  buildTag: 'mk8sr',
  packagingEntries: ['builder.nix', 'update-script.sh', 'default.nix', 'README.md'],
  upstreamRepository: 'example/mk8s',
  team: '',
};
