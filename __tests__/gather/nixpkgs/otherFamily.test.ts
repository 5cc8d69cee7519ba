// The reader of packaged state takes every name from the family it is handed:
// a tree that packages k3s and a made-up second family reads as two families.
import { describe, expect, it } from '@jest/globals';
import { NIXPKGS_PATHS, readPackagedState } from '../../../src/gather/nixpkgs/packagedState.js';
import { MK8S_FOLDERS as MK8S } from '../../families/madeUpFamily.js';
import { ALL_PACKAGES, K3S, memoryTree, recording } from './fixtureTrees.js';
import { k3s } from '../../families/builtIn.js';

const MK8S_FOLDER = MK8S.folder;

const files: Record<string, string> = {
  [NIXPKGS_PATHS.libVersion]: '26.05\n',
  [`${K3S}/1_33/versions.nix`]: '{\n  k3sVersion = "1.33.1+k3s1";\n}\n',
  [`${MK8S_FOLDER}/1_33/versions.nix`]: '{\n  mk8sVersion = "1.33.4+mk8sr1";\n}\n',
  [`${MK8S_FOLDER}/1_34/versions.nix`]:
    '{\n  # k3sVersion = "1.34.1+k3s1"; is another family\'s\n  mk8sVersion = "1.34.2+mk8sr2";\n}\n',
  [`${MK8S_FOLDER}/builder.nix`]: '{ }\n',
  [ALL_PACKAGES]: [
    '{',
    '  inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_33;',
    '  k3s = k3s_1_33;',
    '  inherit (callPackage ../applications/networking/cluster/mk8s { }) mk8s_1_33 mk8s_1_34;',
    '  mk8s = mk8s_1_34;',
    '}',
    '',
  ].join('\n'),
};

describe('a second family read from the same tree', () => {
  it('reads its own minors, versions and alias, and nothing of k3s', async () => {
    const state = await readPackagedState(memoryTree(files), MK8S);
    expect(state.problems).toEqual([]);
    expect(state.layout).toBe('per-minor-versions');
    expect(state.minors.map((m) => [m.minor, m.attr, m.version?.text, m.location])).toEqual([
      ['1.33', 'mk8s_1_33', '1.33.4+mk8sr1', { file: `${MK8S_FOLDER}/1_33/versions.nix`, line: 2 }],
      ['1.34', 'mk8s_1_34', '1.34.2+mk8sr2', { file: `${MK8S_FOLDER}/1_34/versions.nix`, line: 3 }],
    ]);
    expect(state).toMatchObject({
      defaultAttr: 'mk8s_1_34',
      defaultMinor: '1.34',
      defaultLocation: { file: ALL_PACKAGES, line: 5 },
    });
  });

  it('leaves k3s reading as before, blind to the second family', async () => {
    const state = await k3s.layout.read(memoryTree(files));
    expect(state.problems).toEqual([]);
    expect(state.minors.map((m) => [m.attr, m.version?.text])).toEqual([['k3s_1_33', '1.33.1+k3s1']]);
    expect(state).toMatchObject({ defaultAttr: 'k3s_1_33', defaultMinor: '1.33' });
  });

  it('lists only its own folder and reads only its own files', async () => {
    const { tree, calls } = recording(memoryTree(files));
    await readPackagedState(tree, MK8S);
    expect(calls.filter((c) => c.op === 'listDir').map((c) => c.path)).toEqual([MK8S_FOLDER]);
    expect(calls.filter((c) => c.op === 'readText' && c.path.startsWith(K3S))).toEqual([]);
  });

  it('words its problems with its own names', async () => {
    const broken = {
      ...files,
      [`${MK8S_FOLDER}/1_34/versions.nix`]: '{\n  mk8sVersion = "1.34.2+k3s1";\n}\n',
      [ALL_PACKAGES]: files[ALL_PACKAGES].replace('  mk8s = mk8s_1_34;\n', ''),
    };
    const state = await readPackagedState(memoryTree(broken), MK8S);
    expect(state.problems.map((p) => p.message)).toEqual([
      'mk8sVersion "1.34.2+k3s1" is not a mk8s version; expected the form "1.30.2+mk8sr1" (or a pre-release such as "1.30.0-rc1+mk8sr1")',
      'no mk8s attribute found; expected mk8s = mk8s_1_XX; naming a packaged minor',
    ]);
    expect(state.minors.map((m) => m.attr)).toEqual(['mk8s_1_33']);
  });

  it('has no single-file layout unless its traits declare one', async () => {
    const single = {
      [NIXPKGS_PATHS.libVersion]: '22.05\n',
      [`${MK8S_FOLDER}/default.nix`]: '{\n  mk8sVersion = "1.23.6+mk8sr1";\n}\n',
      [ALL_PACKAGES]: '{\n  mk8s = callPackage ../applications/networking/cluster/mk8s { };\n}\n',
    };
    const state = await readPackagedState(memoryTree(single), MK8S);
    expect(state.minors).toEqual([]);
    expect(state.problems).toEqual([
      {
        file: MK8S_FOLDER,
        message: 'the mk8s folder has no minor folders (1_30/); expected 1_XX/versions.nix files setting mk8sVersion',
      },
    ]);
    // The same tree, had the family declared the layout, is one minor under the plain alias.
    const declared = await readPackagedState(memoryTree(single), { ...MK8S, singleFileLayout: { era: 'long ago' } });
    expect(declared).toMatchObject({ layout: 'single', problems: [], defaultAttr: 'mk8s', defaultMinor: '1.23' });
    expect(declared.minors.map((m) => [m.attr, m.version?.text])).toEqual([['mk8s', '1.23.6+mk8sr1']]);
  });
});
