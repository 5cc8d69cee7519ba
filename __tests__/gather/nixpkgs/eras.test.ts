// nixpkgs k3s files of every era, in the formats nixpkgs used, read right:
// the 2023 transition, versions.nix from 1_26 to 1_37 (a packaged pre-release
// among them), a release branch that marks an end-of-life minor and throws a
// removed one.
import { describe, expect, it } from '@jest/globals';
import type { PackagedState } from '../../../src/domain/types.js';
import { NIXPKGS_PATHS } from '../../../src/gather/nixpkgs/packagedState.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { ALL_PACKAGES, fixture, K3S, lineOf } from './fixtureTrees.js';
import { k3s } from '../../families/builtIn.js';

const read = (name: string): Promise<PackagedState> => k3s.layout.read(localTree(fixture(name)));
const ALIASES = NIXPKGS_PATHS.aliases;

describe('the 2023 transition: k3s/default.nix sets 1.26 inline while 1_27/versions.nix exists', () => {
  it('reads every minor, 1.26 from its inline block, with no problem', async () => {
    const root = fixture('2023-transition');
    const state = await read('2023-transition');
    expect(state.problems).toEqual([]);
    expect(state.minors.map((m) => [m.attr, m.version?.text, m.location])).toEqual([
      [
        'k3s_1_24',
        '1.24.13+k3s1',
        {
          file: `${K3S}/1_24/default.nix`,
          line: lineOf(root, `${K3S}/1_24/default.nix`, (l) => l.includes('k3sVersion =')),
        },
      ],
      [
        'k3s_1_25',
        '1.25.9+k3s1',
        {
          file: `${K3S}/1_25/default.nix`,
          line: lineOf(root, `${K3S}/1_25/default.nix`, (l) => l.includes('k3sVersion =')),
        },
      ],
      [
        'k3s_1_26',
        '1.26.4+k3s1',
        { file: `${K3S}/default.nix`, line: lineOf(root, `${K3S}/default.nix`, (l) => l.includes('k3sVersion =')) },
      ],
      [
        'k3s_1_27',
        '1.27.1+k3s1',
        {
          file: `${K3S}/1_27/versions.nix`,
          line: lineOf(root, `${K3S}/1_27/versions.nix`, (l) => l.includes('k3sVersion =')),
        },
      ],
    ]);
    expect(state).toMatchObject({ defaultAttr: 'k3s_1_26', defaultMinor: '1.26', nixosVersion: '23.05' });
    // The tree has no aliases.nix: thrown(branch) is unknown, not empty.
    expect(state.thrown).toBeUndefined();
  });

  it('still says so when the inline block is gone too', async () => {
    const tree = localTree(fixture('2023-transition'));
    const state = await k3s.layout.read({
      ...tree,
      readText: async (p) =>
        p === `${K3S}/default.nix` ? (await tree.readText(p))?.replace(/k3sVersion = "[^"]*";/, '') : tree.readText(p),
    });
    expect(state.minors.map((m) => m.attr)).toEqual(['k3s_1_24', 'k3s_1_25', 'k3s_1_27']);
    expect(state.problems).toEqual([
      {
        file: `${K3S}/1_26/versions.nix`,
        message: expect.stringMatching(/1_26\/ has no versions\.nix .* sets no k3sVersion for k3s_1_26/) as unknown,
      },
    ]);
  });
});

describe('versions.nix from 1_26 to 1_37', () => {
  it('reads the version of every minor, whatever the fields of its era, and a pre-release as packaged state', async () => {
    const root = fixture('versions-1_26-to-1_37');
    const state = await read('versions-1_26-to-1_37');
    expect(state.problems).toEqual([]);
    expect(state.layout).toBe('per-minor-versions');
    expect(state.minors.map((m) => m.version?.text)).toEqual([
      '1.26.15+k3s1',
      '1.27.16+k3s1',
      '1.28.15+k3s1',
      '1.29.15+k3s1',
      '1.30.14+k3s2',
      '1.31.14+k3s1',
      '1.32.13+k3s1',
      '1.33.11+k3s1',
      '1.34.6+k3s1',
      '1.35.3+k3s1',
      '1.36.1+k3s1',
      '1.37.0-rc3+k3s1',
    ]);
    const rc = state.minors.at(-1);
    expect(rc).toMatchObject({
      minor: '1.37',
      attr: 'k3s_1_37',
      version: { major: 1, minor: 37, patch: 0, build: 1, preRelease: { label: 'rc', number: 3 } },
      location: { file: `${K3S}/1_37/versions.nix`, line: 2 },
    });
    expect(state).toMatchObject({ defaultAttr: 'k3s_1_36', defaultMinor: '1.36' });
    expect(state.minors.every((m) => m.knownVulnerabilities === undefined)).toBe(true);
    expect(state.thrown).toEqual([
      {
        attr: 'k3s_1_24',
        minor: '1.24',
        location: { file: ALIASES, line: lineOf(root, ALIASES, (l) => l.startsWith('  k3s_1_24 =')) },
      },
      {
        attr: 'k3s_1_25',
        minor: '1.25',
        location: { file: ALIASES, line: lineOf(root, ALIASES, (l) => l.startsWith('  k3s_1_25 =')) },
      },
    ]);
  });
});

describe('a release branch that marks an end-of-life minor (meta.knownVulnerabilities) and throws a removed one', () => {
  it('reads marked(branch) at the line of the marking, for the marked minor only', async () => {
    const root = fixture('release-marked');
    const state = await read('release-marked');
    expect(state.problems).toEqual([]);
    expect(state.nixosVersion).toBe('25.11');
    expect(state.minors.map((m) => [m.attr, m.knownVulnerabilities])).toEqual([
      [
        'k3s_1_31',
        {
          file: `${K3S}/default.nix`,
          line: lineOf(root, `${K3S}/default.nix`, (l) => l.includes('meta.knownVulnerabilities')),
        },
      ],
      ['k3s_1_32', undefined],
      ['k3s_1_33', undefined],
      ['k3s_1_34', undefined],
    ]);
    expect(state.thrown).toEqual([
      {
        attr: 'k3s_1_30',
        minor: '1.30',
        location: { file: ALIASES, line: lineOf(root, ALIASES, (l) => l.startsWith('  k3s_1_30 =')) },
      },
    ]);
    expect(state.defaultLocation?.line).toBe(lineOf(root, ALL_PACKAGES, (l) => l === '  k3s = k3s_1_34;'));
  });
});
