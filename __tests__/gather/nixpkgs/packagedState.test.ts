import { afterAll, describe, expect, it } from '@jest/globals';
import { createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import path from 'node:path';
import type { PackagedState } from '../../../src/domain/types.js';
import { localTree, UnreadableEntry, type NixpkgsTree } from '../../../src/gather/nixpkgs/tree.js';
import { NIXPKGS_PATHS } from '../../../src/gather/nixpkgs/packagedState.js';
import { ALL_PACKAGES, copyFixture, fixture, K3S, lineOf, memoryTree, recording, tempDir } from './fixtureTrees.js';
import { k3s } from '../../families/builtIn.js';

const read = (name: string): Promise<PackagedState> => k3s.layout.read(localTree(fixture(name)));
const versionLine = (root: string, file: string): number => lineOf(root, file, (l) => /^\s*k3sVersion = "/.test(l));

describe('readPackagedState on the nixpkgs layouts', () => {
  it('reads the per-minor versions.nix layout (2024 on)', async () => {
    const root = fixture('current');
    const state = await read('current');
    expect(state.problems).toEqual([]);
    expect(state.layout).toBe('per-minor-versions');
    expect(state.nixosVersion).toBe('25.05');
    expect(state.minors.map((m) => [m.minor, m.attr, m.version?.text])).toEqual([
      ['1.30', 'k3s_1_30', '1.30.9+k3s1'],
      ['1.31', 'k3s_1_31', '1.31.5+k3s1'],
      ['1.32', 'k3s_1_32', '1.32.1+k3s1'],
    ]);
    for (const m of state.minors) {
      const file = `${K3S}/${m.minor.replace('.', '_')}/versions.nix`;
      expect(m.location).toEqual({ file, line: versionLine(root, file) });
    }
    expect(state.minors[2].version).toMatchObject({ major: 1, minor: 32, patch: 1, build: 1 });
    // The commented-out aliases above the real one must not count.
    expect(state.defaultAttr).toBe('k3s_1_32');
    expect(state.defaultMinor).toBe('1.32');
    expect(state.defaultLocation).toEqual({
      file: ALL_PACKAGES,
      line: lineOf(root, ALL_PACKAGES, (l) => l === '  k3s = k3s_1_32;'),
    });
  });

  it('reads the per-minor default.nix layout (2023), version inside a let with a trailing comment', async () => {
    const root = fixture('2023');
    const state = await read('2023');
    expect(state.problems).toEqual([]);
    expect(state.layout).toBe('per-minor-default');
    expect(state.nixosVersion).toBe('23.05');
    expect(state.minors.map((m) => [m.attr, m.version?.text, m.location])).toEqual(
      ['1_26', '1_27'].map((f) => {
        const file = `${K3S}/${f}/default.nix`;
        return [`k3s_${f}`, f === '1_26' ? '1.26.4+k3s1' : '1.27.1+k3s1', { file, line: versionLine(root, file) }];
      }),
    );
    expect(state).toMatchObject({ defaultAttr: 'k3s_1_27', defaultMinor: '1.27' });
    expect(state.defaultLocation?.line).toBe(lineOf(root, ALL_PACKAGES, (l) => l === '  k3s = k3s_1_27;'));
  });

  it('reads the single default.nix layout (before 2023): one minor whose attribute is k3s itself', async () => {
    const root = fixture('single');
    const state = await read('single');
    expect(state.problems).toEqual([]);
    expect(state.layout).toBe('single');
    expect(state.nixosVersion).toBe('22.05');
    const file = `${K3S}/default.nix`;
    expect(state.minors).toEqual([
      {
        minor: '1.23',
        attr: 'k3s',
        version: { major: 1, minor: 23, patch: 6, build: 1, text: '1.23.6+k3s1' },
        location: { file, line: versionLine(root, file) },
      },
    ]);
    expect(state).toMatchObject({ defaultAttr: 'k3s', defaultMinor: '1.23' });
    expect(state.defaultLocation?.line).toBe(lineOf(root, ALL_PACKAGES, (l) => l.startsWith('  k3s = callPackage')));
  });
});

// Each broken tree yields precise problems naming the file (and line where one exists).
interface BrokenCase {
  tree: string;
  problems: (root: string) => { file: string; line?: number; message: RegExp }[];
  minors: string[];
  defaultMinor?: string;
  /** Minors whose attribute exists but whose files cannot be read, with the file. */
  unreadable?: Array<[minor: string, file: string]>;
  /** Entries of the k3s folder skipped, not problems. */
  unknownEntries?: string[];
}

const aliasLine = (root: string, alias: string): number => lineOf(root, ALL_PACKAGES, (l) => l === `  k3s = ${alias};`);

const brokenCases: BrokenCase[] = [
  {
    tree: 'no-k3s-folder',
    problems: () => [{ file: K3S, message: /no k3s folder; expected pkgs\/applications\/networking\/cluster\/k3s\// }],
    minors: [],
  },
  {
    tree: 'minor-without-versions',
    problems: () => [
      { file: `${K3S}/1_31/versions.nix`, message: /1_31\/ has no versions\.nix.*k3sVersion = "1\.31\.x\+k3sN"/ },
    ],
    minors: ['1.30', '1.32'],
    defaultMinor: '1.32',
    // all-packages.nix still has k3s_1_31.
    unreadable: [['1.31', `${K3S}/1_31/versions.nix`]],
  },
  {
    tree: 'bad-version',
    problems: (root) => [
      {
        file: `${K3S}/1_32/versions.nix`,
        line: versionLine(root, `${K3S}/1_32/versions.nix`),
        message: /"1\.32\.1-k3s1" is not a k3s version/,
      },
    ],
    minors: ['1.30', '1.31'],
    unreadable: [['1.32', `${K3S}/1_32/versions.nix`]],
  },
  {
    tree: 'version-of-other-minor',
    problems: (root) => [
      {
        file: `${K3S}/1_30/versions.nix`,
        line: versionLine(root, `${K3S}/1_30/versions.nix`),
        message: /"1\.29\.13\+k3s1" belongs to minor 1\.29, but this folder is for minor 1\.30/,
      },
    ],
    minors: ['1.31', '1.32'],
    defaultMinor: '1.32',
    unreadable: [['1.30', `${K3S}/1_30/versions.nix`]],
  },
  {
    tree: 'unknown-entry',
    // Not a problem: the entry is noted and skipped, and the tree reads as it would without it.
    problems: () => [],
    minors: ['1.30', '1.31', '1.32'],
    defaultMinor: '1.32',
    unknownEntries: [`${K3S}/1_32.orig`],
  },
  {
    tree: 'two-folders-one-minor',
    problems: () => [{ file: K3S, message: /folders 1_031\/, 1_31\/ all claim minor 1\.31/ }],
    minors: ['1.30', '1.31', '1.32'],
    defaultMinor: '1.32',
  },
  {
    tree: 'alias-not-packaged',
    problems: (root) => [
      {
        file: ALL_PACKAGES,
        line: aliasLine(root, 'k3s_1_29'),
        message: /k3s points to k3s_1_29, which is not packaged here \(packaged: k3s_1_30, k3s_1_31, k3s_1_32\)/,
      },
    ],
    minors: ['1.30', '1.31', '1.32'],
  },
  {
    tree: 'alias-twice',
    problems: (root) => [
      {
        file: ALL_PACKAGES,
        line: aliasLine(root, 'k3s_1_31'),
        message: new RegExp(
          `k3s is declared 2 times \\(lines ${aliasLine(root, 'k3s_1_32')}, ${aliasLine(root, 'k3s_1_31')}\\)`,
        ),
      },
    ],
    minors: ['1.30', '1.31', '1.32'],
  },
  {
    tree: 'no-alias',
    problems: () => [{ file: ALL_PACKAGES, message: /no k3s attribute found; expected k3s = k3s_1_XX;/ }],
    minors: ['1.30', '1.31', '1.32'],
  },
  {
    tree: 'exposure-mismatch',
    problems: (root) => [
      { file: ALL_PACKAGES, message: /k3s_1_32 is not exposed although .*k3s\/1_32\/ exists/ },
      {
        file: ALL_PACKAGES,
        line: lineOf(root, ALL_PACKAGES, (l) => l.includes('}) k3s_1_29')),
        message: /k3s_1_29 is exposed here but .*k3s\/1_29\/ does not exist/,
      },
    ],
    minors: ['1.30', '1.31'],
    defaultMinor: '1.31',
    // An attribute whose folder is gone is unreadable: the attribute exists. k3s_1_32 without its attribute is not.
    unreadable: [['1.29', ALL_PACKAGES]],
  },
];

describe('readPackagedState on broken trees', () => {
  it.each(brokenCases)('$tree', async ({ tree, problems, minors, defaultMinor, unreadable, unknownEntries }) => {
    const root = fixture(tree);
    const state = await read(tree);
    const expected = problems(root);
    expect(state.problems).toHaveLength(expected.length);
    for (const [i, want] of expected.entries()) {
      const got = state.problems[i];
      expect(got.file).toBe(want.file);
      expect(got.line).toBe(want.line);
      expect(got.message).toMatch(want.message);
    }
    expect(state.minors.map((m) => m.minor)).toEqual(minors);
    expect(state.defaultMinor).toBe(defaultMinor);
    expect((state.unreadable ?? []).map((u) => [u.minor, u.file])).toEqual(unreadable ?? []);
    expect((state.unknownEntries ?? []).map((e) => e.file)).toEqual(unknownEntries ?? []);
  });

  it('never returns an empty state without saying why', async () => {
    for (const { tree } of brokenCases) {
      const state = await read(tree);
      if (state.minors.length === 0 || state.defaultMinor === undefined)
        expect(state.problems.length).toBeGreaterThan(0);
    }
  });
});

describe('readPackagedState on edge cases (in-memory trees)', () => {
  const base = {
    [NIXPKGS_PATHS.libVersion]: '26.05\n',
    [`${K3S}/1_33/versions.nix`]: '{\n  k3sVersion = "1.33.1+k3s1";\n}\n',
    [ALL_PACKAGES]:
      '{\n  inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_33;\n  k3s = k3s_1_33;\n}\n',
  };

  it('reads a minimal valid tree', async () => {
    const state = await k3s.layout.read(memoryTree(base));
    expect(state).toMatchObject({ problems: [], nixosVersion: '26.05', defaultMinor: '1.33' });
  });

  it.each([
    [
      'a version that is not a string literal',
      { [`${K3S}/1_33/versions.nix`]: '{\n  k3sVersion = latest;\n}\n' },
      `${K3S}/1_33/versions.nix`,
      2,
      /not a string literal/,
    ],
    [
      'a version assigned twice',
      { [`${K3S}/1_33/versions.nix`]: '{\n  k3sVersion = "1.33.1+k3s1";\n  k3sVersion = "1.33.2+k3s1";\n}\n' },
      `${K3S}/1_33/versions.nix`,
      3,
      /assigned 2 times \(lines 2, 3\)/,
    ],
    [
      'a junk version, quoted short (the tree may come from an untrusted pull request)',
      { [`${K3S}/1_33/versions.nix`]: `{\n  k3sVersion = "${'x'.repeat(400)}";\n}\n` },
      `${K3S}/1_33/versions.nix`,
      2,
      /^k3sVersion "x{60}\.\.\." is not a k3s version/,
    ],
    [
      'a versions file without k3sVersion',
      { [`${K3S}/1_33/versions.nix`]: '{ k3sCommit = "abc"; }\n' },
      `${K3S}/1_33/versions.nix`,
      undefined,
      /no k3sVersion assignment/,
    ],
    [
      'a version only in a block comment',
      { [`${K3S}/1_33/versions.nix`]: '{\n  /* k3sVersion = "1.33.1+k3s1"; */\n}\n' },
      `${K3S}/1_33/versions.nix`,
      undefined,
      /no k3sVersion assignment/,
    ],
    [
      'a missing lib/.version',
      { [NIXPKGS_PATHS.libVersion]: undefined },
      'lib/.version',
      undefined,
      /not found; expected the NixOS release/,
    ],
    [
      'a lib/.version that is no release',
      { [NIXPKGS_PATHS.libVersion]: 'unstable\n' },
      'lib/.version',
      1,
      /"unstable" is not a NixOS release/,
    ],
    ['a missing all-packages.nix', { [ALL_PACKAGES]: undefined }, ALL_PACKAGES, undefined, /not found/],
    [
      'a k3s alias built directly in a per-minor tree',
      {
        [ALL_PACKAGES]:
          '{\n  inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_33;\n  k3s = callPackage ../applications/networking/cluster/k3s { };\n}\n',
      },
      ALL_PACKAGES,
      3,
      /is not understood; expected k3s = k3s_1_XX/,
    ],
    [
      'an attribute built from the wrong folder',
      {
        [ALL_PACKAGES]:
          '{\n  k3s_1_33 = callPackage ../applications/networking/cluster/k3s/1_32 { };\n  k3s = k3s_1_33;\n}\n',
      },
      ALL_PACKAGES,
      2,
      /k3s_1_33 is built from folder 1_32\//,
    ],
  ] as const)('reports %s', async (_name, change, file, line, message) => {
    const files: Record<string, string> = { ...base };
    for (const [key, value] of Object.entries(change)) {
      if (value === undefined) delete files[key];
      else files[key] = value;
    }
    const state = await k3s.layout.read(memoryTree(files));
    const problem = state.problems.find((p) => p.file === file);
    expect(problem).toBeDefined();
    expect(problem?.line).toBe(line);
    expect(problem?.message).toMatch(message);
  });

  describe('a minor whose attribute exists but whose files cannot be read', () => {
    const broken = { ...base, [`${K3S}/1_33/versions.nix`]: '{\n  k3sVersion = "1.33.1+k3s1;\n}\n' };

    it('is unreadable, with one problem for its file; the alias naming it needs no second one', async () => {
      const state = await k3s.layout.read(memoryTree(broken));
      expect(state.minors).toEqual([]);
      expect(state.unreadable).toEqual([{ minor: '1.33', attr: 'k3s_1_33', file: `${K3S}/1_33/versions.nix` }]);
      expect(state.problems.map((p) => p.file)).toEqual([`${K3S}/1_33/versions.nix`]);
      expect(state).toMatchObject({ defaultAttr: 'k3s_1_33' });
      expect(state.defaultMinor).toBeUndefined();
    });

    it('is not, when all-packages.nix does not name it: then the attribute is gone too', async () => {
      const files = {
        ...broken,
        [`${K3S}/1_32/versions.nix`]: '{\n  k3sVersion = "1.32.5+k3s1";\n}\n',
        [ALL_PACKAGES]:
          '{\n  inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_32;\n  k3s = k3s_1_32;\n}\n',
      };
      const state = await k3s.layout.read(memoryTree(files));
      expect(state.unreadable).toBeUndefined();
      expect(state.problems.map((p) => p.file)).toEqual([`${K3S}/1_33/versions.nix`]);
    });
  });

  it('notes an entry of the k3s folder it does not know, and reads the rest as if it were not there', async () => {
    const files = { ...base, [`${K3S}/notes.txt`]: 'todo\n', [`${K3S}/tests/default.nix`]: '{ }\n' };
    const state = await k3s.layout.read(memoryTree(files));
    expect(state).toMatchObject({ problems: [], defaultMinor: '1.33' });
    expect(state.unknownEntries?.map((e) => e.file)).toEqual([`${K3S}/notes.txt`, `${K3S}/tests`]);
  });

  it('keeps the folder minors when all-packages.nix is missing, and says the default is unknown', async () => {
    const { [ALL_PACKAGES]: _omitted, ...files } = base;
    const state = await k3s.layout.read(memoryTree(files));
    expect(state.minors.map((m) => m.attr)).toEqual(['k3s_1_33']);
    expect(state.defaultAttr).toBeUndefined();
    expect(state.problems).toHaveLength(1);
  });

  it('does not hide tree failures other than refused entries (e.g. the network) as layout problems', async () => {
    const failing: NixpkgsTree = {
      ...memoryTree(base),
      readText: async () => Promise.reject(new Error('connection reset')),
    };
    await expect(k3s.layout.read(failing)).rejects.toThrow('connection reset');
  });

  it('turns an entry the tree refuses into a problem naming it', async () => {
    const tree = memoryTree(base);
    const refusing: NixpkgsTree = {
      ...tree,
      readText: async (p) => {
        if (p === `${K3S}/1_33/versions.nix`) throw new UnreadableEntry(p, 'too large; refused');
        return tree.readText(p);
      },
    };
    const state = await k3s.layout.read(refusing);
    expect(state.problems).toEqual([
      { file: `${K3S}/1_33/versions.nix`, message: 'cannot be read: too large; refused' },
    ]);
    expect(state.minors).toEqual([]);
  });
});

describe('what the reader touches', () => {
  const allowedReads = (p: string): boolean =>
    p === NIXPKGS_PATHS.libVersion ||
    p === ALL_PACKAGES ||
    p === NIXPKGS_PATHS.aliases ||
    (p.startsWith(`${K3S}/`) && p.split('/').length <= 7);

  it.each(['current', '2023', 'single', 'unknown-entry', 'no-k3s-folder'])(
    '%s: lists only the k3s folder and reads only its files',
    async (tree) => {
      const { tree: recorded, calls } = recording(localTree(fixture(tree)));
      await k3s.layout.read(recorded);
      expect(calls.filter((c) => c.op === 'listDir').map((c) => c.path)).toEqual([K3S]);
      const reads = calls.filter((c) => c.op === 'readText').map((c) => c.path);
      expect(reads.filter((p) => !allowedReads(p))).toEqual([]);
      expect(new Set(reads).size).toBe(reads.length);
    },
  );

  it('current: reads exactly lib/.version, all-packages.nix, aliases.nix, the k3s default.nix and one versions.nix per minor', async () => {
    const { tree, calls } = recording(localTree(fixture('current')));
    await k3s.layout.read(tree);
    expect(
      calls
        .filter((c) => c.op === 'readText')
        .map((c) => c.path)
        .sort(),
    ).toEqual(
      [
        NIXPKGS_PATHS.libVersion,
        ALL_PACKAGES,
        NIXPKGS_PATHS.aliases,
        `${K3S}/default.nix`,
        ...['1_30', '1_31', '1_32'].map((f) => `${K3S}/${f}/versions.nix`),
      ].sort(),
    );
  });
});

describe('line endings, comments and size', () => {
  const temp = tempDir();
  afterAll(() => temp.cleanup());

  it.each(['current', '2023', 'single', 'exposure-mismatch'])(
    '%s with CRLF line endings reads like LF',
    async (name) => {
      const crlf = copyFixture(name, path.join(temp.dir, 'crlf'), (text) => text.replace(/\n/g, '\r\n'));
      expect(await k3s.layout.read(localTree(crlf))).toEqual(await read(name));
    },
  );

  const versionsFile = `${K3S}/1_33/versions.nix`;
  const small = (versions: string, allPackages: string): NixpkgsTree =>
    memoryTree({ [NIXPKGS_PATHS.libVersion]: '26.05\n', [versionsFile]: versions, [ALL_PACKAGES]: allPackages });
  const plainAllPackages =
    '{\n  inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_33;\n  k3s = k3s_1_33;\n}\n';

  it('does not take a # inside a string for a comment', async () => {
    const state = await k3s.layout.read(
      small(
        '{\n  url = "https://github.com/k3s-io/k3s/blob/x/scripts/version.sh#L47"; k3sVersion = "1.33.1+k3s1";\n}\n',
        plainAllPackages,
      ),
    );
    expect(state.problems).toEqual([]);
    expect(state.minors[0].location).toEqual({ file: versionsFile, line: 2 });
  });

  it('ignores assignments in block comments and keeps the line numbers after them', async () => {
    const state = await k3s.layout.read(
      small(
        '{\r\n  /* before the bump:\r\n  k3sVersion = "1.33.0+k3s1";\r\n  */\r\n  k3sVersion = "1.33.1+k3s1"; # bumped\r\n}\r\n',
        plainAllPackages,
      ),
    );
    expect(state.problems).toEqual([]);
    expect(state.minors[0]).toMatchObject({ version: { text: '1.33.1+k3s1' }, location: { line: 5 } });
  });

  it('ignores look-alikes inside strings, indented strings and interpolations, and comments in the inherit list', async () => {
    const allPackages = [
      '{',
      '  hint = "set k3s = k3s_1_99; in your configuration";',
      "  script = ''",
      '    echo "#" k3s = k3s_1_98; ${lib.concatStrings [ "k3s = " "k3s_1_97;" ]}',
      "  '';",
      '  inherit (callPackage ../applications/networking/cluster/k3s {',
      '    go = go_1_24; # } ) not the end',
      '  }) k3s_1_33 # the only one left',
      '    ;',
      '  k3s = k3s_1_33;',
      '}',
      '',
    ].join('\n');
    const state = await k3s.layout.read(small('{ k3sVersion = "1.33.1+k3s1"; }\n', allPackages));
    expect(state.problems).toEqual([]);
    expect(state).toMatchObject({ defaultAttr: 'k3s_1_33', defaultMinor: '1.33', defaultLocation: { line: 10 } });
  });

  it('reads a huge all-packages.nix (tens of MB of unrelated lines) quickly', async () => {
    const root = copyFixture('current', path.join(temp.dir, 'huge'));
    const file = path.join(root, ALL_PACKAGES);
    const stream = createWriteStream(file);
    stream.write('{ lib, config }:\nres: pkgs: super:\nwith pkgs;\n{\n');
    let lines = 4;
    const chunk: string[] = [];
    for (let i = 0; i < 2000; i++) {
      chunk.push(`  pkg${i} = callPackage ../tools/misc/pkg${i} { };`);
      if (i % 10 === 0) chunk.push(`  # pkg${i + 1} wants go 1.24, see https://github.com/NixOS/nixpkgs/issues/${i}`);
      if (i % 20 === 0) {
        chunk.push(
          `  lib${i} = callPackage ../development/libraries/lib${i} {`,
          `    src = fetchurl { url = "https://example.org/lib${i}-1.0.tar.gz#main"; hash = "sha256-${'A'.repeat(43)}="; };`,
          '  };',
        );
      }
      // Now and then a look-alike that is no k3s assignment: in a string, a comment, a script.
      if (i % 100 === 0) {
        chunk.push(
          `  hint${i} = "k3s = k3s_1_9; # k3s_1_8 = callPackage ../applications/networking/cluster/k3s/1_8 { };";`,
          `  /* k3s_1_28 = callPackage ../applications/networking/cluster/k3s/1_28 { }; */ inherit (pkgs) k3s-ish${i};`,
          `  script${i} = ''\n    echo "#" k3s = k3s_1_1 \${pkgs.hello}\n  '';`,
        );
      }
    }
    const block = chunk.join('\n') + '\n';
    const blockLines = block.split('\n').length - 1;
    // About 30 MB of unrelated lines before the k3s ones.
    for (let r = 0; r < 250; r++) {
      stream.write(block);
      lines += blockLines;
    }
    // Whitespace runs that a backtracking pattern would choke on.
    stream.write(`  k3s_1_30 =${' '.repeat(200_000)}\n    null;\n  k3s${' '.repeat(200_000)}x = 1;\n`);
    lines += 3;
    stream.write(
      '  inherit (callPackage ../applications/networking/cluster/k3s { }) k3s_1_30 k3s_1_31 k3s_1_32;\n  k3s = k3s_1_32;\n}\n',
    );
    stream.end();
    await finished(stream);

    const state = await k3s.layout.read(localTree(root));
    expect(state.problems).toEqual([]);
    expect(state.defaultMinor).toBe('1.32');
    expect(state.defaultLocation).toEqual({ file: ALL_PACKAGES, line: lines + 2 });
    // No watch: the test's time limit is the guard. The whole test (writing the file included) took 2.9 s on a
    // 2-core machine busy with other work (load 10, 2026-12-05), less idle: the limit is twenty times that, and a
    // backtracking pattern on the 200,000-space runs (quadratic: minutes) outlasts it.
  }, 60_000);
});
