// rke2's layouts in nixpkgs, read by the rke2 family: the per-minor folders
// with rke2_stable / rke2_latest set in rke2/default.nix (the shared reader),
// the older stable/, latest/ and testing/ folders and the transition between
// them (rke2's own reader). The fixture trees are hand-written in the formats
// of each era (__tests__/fixtures/nixpkgs/README.md).
import { describe, expect, it } from '@jest/globals';
import type { PackagedState } from '../../src/domain/types.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { filesOf } from '../e2e/support/upstreamData.js';
import { ALL_PACKAGES, fixture, lineOf, memoryTree } from '../gather/nixpkgs/fixtureTrees.js';
import { k3s, rke2 } from './builtIn.js';

const RKE2 = 'pkgs/applications/networking/cluster/rke2';
const DEFAULT_NIX = `${RKE2}/default.nix`;
const ALIASES = 'pkgs/top-level/aliases.nix';

const line = (tree: string, file: string, text: string): number => lineOf(fixture(tree), file, (l) => l.includes(text));
const at = (tree: string, file: string, text: string) => ({ file, line: line(tree, file, text) });

/** What a maintainer checks of a packaged state: attribute, minor, version, mark. */
const minors = (state: PackagedState) =>
  state.minors.map((m) => [m.attr, m.minor, m.version?.text, m.knownVulnerabilities ? 'marked' : '']);
const channels = (state: PackagedState) => state.channelAliases?.map((a) => [a.attr, a.target, a.minor]);

/** A fixture tree in memory with one file rewritten; a rewrite that changes nothing fails the test. */
function edited(name: string, file: string, edit: (text: string) => string) {
  const files = filesOf(fixture(name));
  const next = edit(files[file]);
  if (next === files[file]) throw new Error(`the edit of ${file} changed nothing`);
  return memoryTree({ ...files, [file]: next });
}

describe('the per-minor layout (2025 on): rke2_stable and rke2_latest set in rke2/default.nix', () => {
  const tree = 'rke2-per-minor';

  it('reads every minor, the marked one, both channel aliases and rke2 = rke2_stable', async () => {
    const state = await rke2.layout.read(localTree(fixture(tree)));
    expect(state.problems).toEqual([]);
    expect(state.layout).toBe('per-minor-versions');
    expect(state.nixosVersion).toBe('25.11');
    expect(minors(state)).toEqual([
      ['rke2_1_31', '1.31', '1.31.14+rke2r1', 'marked'],
      ['rke2_1_32', '1.32', '1.32.11+rke2r1', ''],
      ['rke2_1_33', '1.33', '1.33.7+rke2r1', ''],
      ['rke2_1_34', '1.34', '1.34.3+rke2r2', ''],
    ]);
    expect(state.minors[0].knownVulnerabilities).toEqual(at(tree, DEFAULT_NIX, 'meta.knownVulnerabilities'));
    expect(state.minors[3].location).toEqual(at(tree, `${RKE2}/1_34/versions.nix`, 'rke2Version'));
    expect(channels(state)).toEqual([
      ['rke2_stable', 'rke2_1_33', '1.33'],
      ['rke2_latest', 'rke2_1_34', '1.34'],
    ]);
    expect(state.channelAliases?.[0].location).toEqual(at(tree, DEFAULT_NIX, 'rke2_stable ='));
    expect(state).toMatchObject({
      defaultAttr: 'rke2_stable',
      defaultMinor: '1.33',
      defaultLocation: at(tree, ALL_PACKAGES, 'rke2 = rke2_stable'),
    });
    expect(state.thrown).toEqual([
      { attr: 'rke2_1_30', minor: '1.30', location: at(tree, ALIASES, 'rke2_1_30 = throw') },
    ]);
  });

  it.each([
    [
      'a channel alias naming a minor that is not packaged',
      DEFAULT_NIX,
      (t: string) => t.replace('rke2_latest = rke2_1_34;', 'rke2_latest = rke2_1_35;'),
      'rke2_latest points to rke2_1_35, which is not packaged here',
    ],
    [
      'a channel alias that is not an attribute',
      DEFAULT_NIX,
      (t: string) => t.replace('rke2_stable = rke2_1_33;', 'rke2_stable = rke2_1_33.override { };'),
      'rke2_stable = rke2_1_33.override { } is not understood',
    ],
    [
      'a channel alias bound twice',
      DEFAULT_NIX,
      (t: string) => t.replace('rke2_latest = rke2_1_34;', 'rke2_latest = rke2_1_34;\n  rke2_latest = rke2_1_33;'),
      'rke2_latest is bound 2 times',
    ],
    [
      'a channel alias missing',
      DEFAULT_NIX,
      (t: string) => t.replace('  rke2_latest = rke2_1_34;\n', ''),
      'no rke2_latest binding found',
    ],
    [
      'a channel alias not exposed',
      ALL_PACKAGES,
      (t: string) => t.replace('    rke2_latest\n', ''),
      'rke2_latest is not exposed',
    ],
  ])('reports %s, naming the file', async (_what, file, edit, message) => {
    const state = await rke2.layout.read(edited(tree, file, edit));
    expect(state.problems.map((p) => p.message)).toEqual([expect.stringContaining(message)]);
  });

  it('resolves rke2 through rke2_stable, and says nothing twice when rke2_stable is broken', async () => {
    const state = await rke2.layout.read(
      edited(tree, DEFAULT_NIX, (t) => t.replace('rke2_stable = rke2_1_33;', 'rke2_stable = rke2_1_30;')),
    );
    expect(state.defaultAttr).toBe('rke2_stable');
    expect(state.defaultMinor).toBeUndefined();
    expect(state.problems).toHaveLength(1);
  });

  it('leaves k3s blind to rke2 in the same tree, and rke2 blind to k3s', async () => {
    const files = filesOf(fixture(tree));
    const both = memoryTree({
      ...files,
      'pkgs/applications/networking/cluster/k3s/1_34/versions.nix': '{\n  k3sVersion = "1.34.2+k3s1";\n}\n',
      [ALL_PACKAGES]: files[ALL_PACKAGES].replace(
        '  rmapi =',
        '  inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_34;\n  k3s = k3s_1_34;\n\n  rmapi =',
      ),
      [ALIASES]: files[ALIASES].replace(
        'mapAliases {\n',
        'mapAliases {\n  k3s_1_30 = throw "gone"; # Added 2025-09-01\n',
      ),
    });
    const k3sState = await k3s.layout.read(both);
    expect(k3sState.problems).toEqual([]);
    expect(k3sState.minors.map((m) => m.attr)).toEqual(['k3s_1_34']);
    expect(k3sState.thrown?.map((t) => t.attr)).toEqual(['k3s_1_30']);
    expect(k3sState.channelAliases).toBeUndefined();
    const rke2State = await rke2.layout.read(both);
    expect(rke2State.problems).toEqual([]);
    expect(rke2State.thrown?.map((t) => t.attr)).toEqual(['rke2_1_30']);
    expect(rke2State.minors.map((m) => m.attr)).toEqual(['rke2_1_31', 'rke2_1_32', 'rke2_1_33', 'rke2_1_34']);
  });
});

describe('the older layout: stable/, latest/ and testing/ folders, each a package', () => {
  const tree = 'rke2-channel-folders';

  it('packages the minor of each channel folder under the channel attribute, pre-releases included', async () => {
    const state = await rke2.layout.read(localTree(fixture(tree)));
    expect(state.problems).toEqual([]);
    expect(state.layout).toBe('channel-folders');
    expect(minors(state)).toEqual([
      ['rke2_stable', '1.30', '1.30.7+rke2r1', ''],
      ['rke2_latest', '1.31', '1.31.3+rke2r1', ''],
      ['rke2_testing', '1.31', '1.31.4-rc1+rke2r1', 'marked'],
    ]);
    expect(state.minors[0].location).toEqual(at(tree, `${RKE2}/stable/versions.nix`, 'rke2Version'));
    expect(channels(state)).toEqual([
      ['rke2_stable', undefined, '1.30'],
      ['rke2_latest', undefined, '1.31'],
    ]);
    expect(state).toMatchObject({ defaultAttr: 'rke2_stable', defaultMinor: '1.30' });
    expect(state.thrown).toEqual([]);
  });

  it.each([
    [
      'a channel folder without versions.nix',
      `${RKE2}/latest/versions.nix`,
      undefined,
      'folder latest/ has no versions.nix',
    ],
    [
      'a channel package whose folder is gone',
      `${RKE2}/latest/versions.nix`,
      null,
      'rke2_latest = common ( (import ./latest/versions.nix)',
    ],
    [
      'a channel package built from another folder',
      DEFAULT_NIX,
      (t: string) => t.replace('(import ./latest/versions.nix)', '(import ./stable/versions.nix)'),
      'rke2_latest = ',
    ],
    [
      'a channel attribute not exposed',
      ALL_PACKAGES,
      (t: string) => t.replace('    rke2_testing\n', ''),
      'rke2_testing is not exposed although',
    ],
  ])('reports %s', async (_what, file, edit, message) => {
    const files = filesOf(fixture(tree));
    const next = { ...files };
    if (edit) next[file] = edit(files[file] ?? '');
    else delete next[file];
    // undefined: the folder stays, with another file in it; null: the folder goes.
    if (edit === undefined) next[file.replace('versions.nix', 'images-versions.json')] = '{ }\n';
    const state = await rke2.layout.read(memoryTree(next));
    expect(state.problems.map((p) => p.message)).toEqual([expect.stringContaining(message)]);
  });

  it('notes a stranger in the folder and reads the rest as if it were not there', async () => {
    const files = {
      ...filesOf(fixture(tree)),
      [`${RKE2}/nightly/versions.nix`]: '{ rke2Version = "1.32.0+rke2r1"; }\n',
    };
    const state = await rke2.layout.read(memoryTree(files));
    expect(state.problems).toEqual([]);
    expect(state.unknownEntries).toEqual([
      {
        file: `${RKE2}/nightly`,
        expected:
          'the channel folders stable, latest, testing, minor folders named like 1_30 and known packaging files',
      },
    ]);
  });
});

describe('the transition: per-minor folders beside latest/, rke2_stable naming a minor', () => {
  const tree = 'rke2-transition';

  it('reads the minors, latest/ as rke2_latest, and rke2_stable as an alias of rke2_1_31', async () => {
    const state = await rke2.layout.read(localTree(fixture(tree)));
    expect(state.problems).toEqual([]);
    expect(minors(state)).toEqual([
      ['rke2_1_29', '1.29', '1.29.12+rke2r1', ''],
      ['rke2_1_30', '1.30', '1.30.8+rke2r1', ''],
      ['rke2_1_31', '1.31', '1.31.4+rke2r1', ''],
      ['rke2_latest', '1.32', '1.32.0+rke2r1', ''],
    ]);
    expect(channels(state)).toEqual([
      ['rke2_stable', 'rke2_1_31', '1.31'],
      ['rke2_latest', undefined, '1.32'],
    ]);
    expect(state).toMatchObject({ defaultAttr: 'rke2_stable', defaultMinor: '1.31' });
  });
});
