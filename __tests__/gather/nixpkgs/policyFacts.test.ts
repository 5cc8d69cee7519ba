// The facts policy version 2 reads from a tree besides versions and the
// default: marked(branch) in every way Nix can set meta.knownVulnerabilities on
// a package, thrown(branch) from aliases.nix, and problems for what cannot be
// read, quoted in bounded messages.
import { describe, expect, it } from '@jest/globals';
import { NIXPKGS_PATHS } from '../../../src/gather/nixpkgs/packagedState.js';
import { ALL_PACKAGES, K3S, memoryTree } from './fixtureTrees.js';
import { k3s } from '../../families/builtIn.js';

const ALIASES = NIXPKGS_PATHS.aliases;
const INHERIT = 'inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_33 k3s_1_34;';

/** A tree with k3s_1_33 and k3s_1_34, whose k3s/default.nix blocks are given. */
function tree(blocks: string, extra: Record<string, string> = {}) {
  return memoryTree({
    [NIXPKGS_PATHS.libVersion]: '25.11\n',
    [`${K3S}/1_33/versions.nix`]: '{\n  k3sVersion = "1.33.6+k3s1";\n}\n',
    [`${K3S}/1_34/versions.nix`]: '{\n  k3sVersion = "1.34.2+k3s1";\n}\n',
    [`${K3S}/default.nix`]: `{ lib, callPackage, ... }@args:\nlet\n  common = opts: callPackage (import ./builder.nix lib opts);\nin\n{\n${blocks}}\n`,
    [ALL_PACKAGES]: `{\n  ${INHERIT}\n  k3s = k3s_1_34;\n}\n`,
    ...extra,
  });
}

const plain34 = '  k3s_1_34 = common (import ./1_34/versions.nix) { };\n';

describe('marked(branch): meta.knownVulnerabilities on the package block', () => {
  it.each([
    [
      'the form the rke2 README documents: (common ...).overrideAttrs { meta.knownVulnerabilities = [ ... ]; }',
      '  k3s_1_33 =\n    (common (import ./1_33/versions.nix) { }).overrideAttrs\n      {\n        meta.knownVulnerabilities = [ "k3s_1_33 has reached end-of-life on 2026-06-28" ];\n      };\n',
      9,
    ],
    [
      'overrideAttrs with a function extending the old meta',
      '  k3s_1_33 = (common (import ./1_33/versions.nix) { }).overrideAttrs (old: {\n    meta = old.meta // {\n      knownVulnerabilities = [ "end of life" ];\n    };\n  });\n',
      8,
    ],
    [
      'a nested meta attribute set',
      '  k3s_1_33 = (common (import ./1_33/versions.nix) { }).overrideAttrs {\n    meta = {\n      knownVulnerabilities = [ "end of life" ];\n    };\n  };\n',
      8,
    ],
    [
      'a list that keeps the old entries',
      '  k3s_1_33 = (common (import ./1_33/versions.nix) { }).overrideAttrs (old: {\n    meta.knownVulnerabilities = (old.meta.knownVulnerabilities or [ ]) ++ [ "end of life" ];\n  });\n',
      7,
    ],
  ])('reads %s', async (_name, block, line) => {
    const state = await k3s.layout.read(tree(block + plain34));
    expect(state.problems).toEqual([]);
    expect(state.minors.map((m) => [m.attr, m.knownVulnerabilities])).toEqual([
      ['k3s_1_33', { file: `${K3S}/default.nix`, line }],
      ['k3s_1_34', undefined],
    ]);
  });

  it.each([
    [
      'an empty list, which marks nothing',
      '  k3s_1_33 = (common (import ./1_33/versions.nix) { }).overrideAttrs {\n    meta.knownVulnerabilities = [ ];\n  };\n',
    ],
    [
      'a marking in a comment',
      '  # k3s_1_33 = ... meta.knownVulnerabilities = [ "eol" ];\n  k3s_1_33 = common (import ./1_33/versions.nix) { };\n',
    ],
    [
      'a marking inside a string',
      '  k3s_1_33 = common (import ./1_33/versions.nix) { description = "meta.knownVulnerabilities = [ x ]"; };\n',
    ],
    [
      'a read of the old list, no marking',
      '  k3s_1_33 = (common (import ./1_33/versions.nix) { }).overrideAttrs (old: {\n    passthru.wasMarked = old.meta.knownVulnerabilities or [ ];\n  });\n',
    ],
  ])('does not take %s for a marking', async (_name, block) => {
    const state = await k3s.layout.read(tree(block + plain34));
    expect(state.problems).toEqual([]);
    expect(state.minors.map((m) => m.knownVulnerabilities)).toEqual([undefined, undefined]);
  });

  it("marks only the block it is in, not the next minor's", async () => {
    const marked34 =
      '  k3s_1_34 = (common (import ./1_34/versions.nix) { }).overrideAttrs { meta.knownVulnerabilities = [ "x" ]; };\n';
    const state = await k3s.layout.read(tree('  k3s_1_33 = common (import ./1_33/versions.nix) { };\n' + marked34));
    expect(state.minors.map((m) => m.knownVulnerabilities?.line)).toEqual([undefined, 7]);
  });

  it('reads the marking of a 2023 per-minor derivation in its own default.nix', async () => {
    const file = `${K3S}/1_26/default.nix`;
    const state = await k3s.layout.read(
      memoryTree({
        [NIXPKGS_PATHS.libVersion]: '23.11\n',
        [file]:
          '{ buildGoModule }:\nlet\n  k3sVersion = "1.26.9+k3s1";\nin\nbuildGoModule {\n  meta = {\n    knownVulnerabilities = [ "k3s 1.26 is end of life" ];\n  };\n}\n',
        [ALL_PACKAGES]:
          '{\n  k3s_1_26 = callPackage ../applications/networking/cluster/k3s/1_26 { };\n  k3s = k3s_1_26;\n}\n',
      }),
    );
    expect(state.problems).toEqual([]);
    expect(state.minors[0].knownVulnerabilities).toEqual({ file, line: 7 });
  });

  it('says which block never ends, instead of reading past it', async () => {
    const state = await k3s.layout.read(tree('  k3s_1_33 = common (import ./1_33/versions.nix { };\n' + plain34));
    expect(state.problems).toContainEqual({
      file: `${K3S}/default.nix`,
      line: 6,
      message: expect.stringMatching(/^the value of k3s_1_33 does not end with ";"/) as unknown,
    });
  });

  it('says when a block sets the version that the minor folder sets too', async () => {
    const block = '  k3s_1_33 = common ((import ./1_33/versions.nix) // { k3sVersion = "1.33.7+k3s1"; }) { };\n';
    const state = await k3s.layout.read(tree(block + plain34));
    expect(state.minors[0].version?.text).toBe('1.33.6+k3s1');
    expect(state.problems).toEqual([
      {
        file: `${K3S}/default.nix`,
        line: 6,
        message: `k3s_1_33 sets k3sVersion here and in ${K3S}/1_33/versions.nix; expected it in one place (reading ${K3S}/1_33/versions.nix)`,
      },
    ]);
  });
});

describe('thrown(branch): the throws aliases.nix leaves for removed minors', () => {
  const withAliases = (entries: string) =>
    tree('  k3s_1_33 = common (import ./1_33/versions.nix) { };\n' + plain34, {
      [ALIASES]: `lib: self: super:\nwith self;\nmapAliases {\n${entries}}\n`,
    });

  it('reads throws in the forms aliases.nix uses, at their lines', async () => {
    const state = await k3s.layout.read(
      withAliases(
        [
          '  k3s_1_30 = throw "\'k3s_1_30\' has been removed from nixpkgs as it has reached end of life"; # Added 2025-09-01',
          '  k3s_1_31 =',
          '    throw "\'k3s_1_31\' has been removed from nixpkgs as it has reached end of life; see ${lib.versions.majorMinor "25.11"}"; # Added 2025-12-10',
          "  k3s_1_32 = throw ''",
          '    \'k3s_1_32\' has been removed; k3s_1_99 = throw "not an entry";',
          "  ''; # Added 2026-03-31",
          '  kube3d = k3d; # k3s_1_29 = throw "in a comment";',
          '',
        ].join('\n'),
      ),
    );
    expect(state.problems).toEqual([]);
    expect(state.thrown).toEqual([
      { attr: 'k3s_1_30', minor: '1.30', location: { file: ALIASES, line: 4 } },
      { attr: 'k3s_1_31', minor: '1.31', location: { file: ALIASES, line: 5 } },
      { attr: 'k3s_1_32', minor: '1.32', location: { file: ALIASES, line: 7 } },
    ]);
  });

  it('reads an aliases.nix without k3s entries as thrown(branch) empty', async () => {
    const state = await k3s.layout.read(withAliases('  kube3d = k3d;\n'));
    expect(state.thrown).toEqual([]);
  });

  it.each([
    [
      'a redirect instead of a throw',
      '  k3s_1_30 = k3s_1_33; # Added 2025-09-01\n',
      4,
      /^k3s_1_30 = k3s_1_33 is not a throw with a message; a removed minor is announced as k3s_1_30 = throw/,
    ],
    [
      'a warning alias',
      '  k3s_1_30 = warnAlias "use k3s_1_33" k3s_1_33;\n',
      4,
      /^k3s_1_30 = warnAlias "use k3s_1_33" k3s_1_33 is not a throw/,
    ],
    ['a throw with more than a message', '  k3s_1_30 = throw "removed" + "!";\n', 4, /is not a throw with a message/],
    [
      'an entry that never ends',
      '  k3s_1_30 = throw "removed"\n}\n{\n',
      4,
      /^the entry of k3s_1_30 does not end with ";"/,
    ],
    [
      'a minor thrown twice',
      '  k3s_1_30 = throw "a";\n  k3s_1_30 = throw "b";\n',
      5,
      /^k3s_1_30 is thrown 2 times \(lines 4, 5\); expected once/,
    ],
    [
      'a throw for a minor still packaged',
      '  k3s_1_33 = throw "removed";\n',
      4,
      /^k3s_1_33 is thrown here but still packaged/,
    ],
  ])('reports %s in aliases.nix, never reads it as clean', async (_name, entries, line, message) => {
    const state = await k3s.layout.read(withAliases(entries));
    const problem = state.problems.find((p) => p.file === ALIASES);
    expect(problem).toMatchObject({ file: ALIASES, line });
    expect(problem?.message).toMatch(message);
  });
});

describe('messages that quote lists stay short', () => {
  it('caps the lines of a 300,000-line versions.nix that assigns the version on every line', async () => {
    const lines = Array.from({ length: 300_000 }, () => '  k3sVersion = "1.33.6+k3s1";').join('\n');
    const state = await k3s.layout.read(tree(plain34, { [`${K3S}/1_33/versions.nix`]: `{\n${lines}\n}\n` }));
    const problem = state.problems.find((p) => p.file === `${K3S}/1_33/versions.nix`);
    expect(problem?.message).toBe(
      'k3sVersion is assigned 300000 times (lines 2, 3, 4, 5, 6, ... and 299,995 more); expected exactly one',
    );
  });
});
