// Each catalogue family's layout turns a work item's edits (FixEdit, as
// evaluate makes them) into the toolkit's requests, on the real-shape trees of
// __tests__/fixtures/edits/: the cycle's companions as the layout reads them
// from the tree, the family's own throw wording, its extra throw files, its
// default moved, its release notes where its entry declares them. For each:
// the diff applies with `git apply`, the edited files parse, the layout reads
// the edited tree without the cycle and with its throws, and the same edits on
// the fixed tree change nothing.
import { afterEach, describe, expect, test } from '@jest/globals';
import { parseDay } from '../../src/domain/day.js';
import type { FixEdit, Minor, PackagedState } from '../../src/domain/types.js';
import { parseNixFiles } from '../../src/edit/nixParser.js';
import { prepareChange } from '../../src/edit/prepareChange.js';
import { builtInCatalogue, familyIn } from '../../src/families/catalogue.js';
import type { LayoutEdits, PackageFamily } from '../../src/families/family.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { changedTree } from '../../src/pipeline/fixRun.js';
import { fixturePath, git, gitCopy, NIX } from '../edit/support.js';

if (!NIX.present) console.warn(`Skipping the parse of the edited files: ${NIX.reason}.`);

interface Case {
  family: string;
  tree: string;
  now: string;
  /** The release the tree heads for (its lib/.version; the fixtures have none). */
  release: string;
  minor: Minor;
  /** The edits besides the removal and its throw (a default moved). */
  more?: FixEdit[];
  companions: string[];
  deleted: string[];
  added: string[];
}

const CASES: Case[] = [
  {
    family: 'postgresql',
    tree: 'postgresql-2025-11-17',
    now: '2025-11-17',
    release: '25.11',
    minor: '13',
    companions: ['postgresql_13_jit', 'postgresql13Packages'],
    deleted: ['pkgs/servers/sql/postgresql/13.nix'],
    added: [
      '+  postgresql13Packages = throw "postgresql13Packages has been removed since it reached its EOL upstream"; # Added 2025-11-17',
      '+  postgresql_13 = throw "postgresql_13 has been removed since it reached its EOL upstream"; # Added 2025-11-17',
    ],
  },
  {
    family: 'nodejs',
    tree: 'nodejs-2026-04-23',
    now: '2026-04-23',
    release: '26.05',
    minor: '20',
    more: [
      { kind: 'point-default', minor: '24', attr: 'nodejs_24', alias: 'nodejs' },
      { kind: 'point-default', minor: '24', attr: 'nodejs-slim_24', alias: 'nodejs-slim' },
      { kind: 'point-default', minor: '24', attr: 'corepack_24', alias: 'corepack' },
    ],
    companions: ['nodejs-slim_20', 'corepack_20'],
    deleted: ['pkgs/development/web/nodejs/v20.nix'],
    added: [
      '+  nodejs_20 = throw "Node.js 20.x has reached End-Of-Life and has been removed"; # Added 2026-04-23',
      '+  nodejs-slim_20 = nodejs_20; # Added 2026-04-23',
      '+  corepack_20 = nodejs_20; # Added 2026-04-23',
      '+  nodejs = nodejs_24;',
      '+  corepack = hiPrio corepack_24;',
      '+- `nodejs_20`, `nodejs-slim_20` and `corepack_20` (Node.js 20) have been removed.',
      '+- `nodejs` now points to `nodejs_24`; `nodejs-slim` now points to `nodejs-slim_24`; `corepack` now points to `corepack_24` (Node.js 24).',
    ],
  },
  {
    family: 'python',
    tree: 'python-2025-04-08',
    now: '2025-04-08',
    release: '25.05',
    minor: '3.9',
    companions: ['python39Packages'],
    deleted: [],
    added: [
      '+  python39 = throw "python39 has been removed from nixpkgs as it reached its end of life"; # Added 2025-04-08',
      '+  python39Packages = throw "python39Packages has been removed from nixpkgs as it reached its end of life"; # Added 2025-04-08',
    ],
  },
  {
    family: 'php',
    tree: 'php-2025-10-04',
    now: '2025-10-04',
    release: '25.11',
    minor: '8.1',
    companions: ['php81Extensions', 'php81Packages'],
    deleted: ['pkgs/development/interpreters/php/8.1.nix'],
    added: [
      '+  php81 = throw "php81 is EOL"; # Added 2025-10-04',
      '+  php81Extensions = throw "php81 is EOL"; # Added 2025-10-04',
      '+  php81Packages = throw "php81 is EOL"; # Added 2025-10-04',
    ],
  },
  {
    family: 'linux',
    tree: 'linux-2025-06-22',
    now: '2025-06-22',
    release: '25.11',
    minor: '6.13',
    companions: ['linuxPackages_6_13'],
    deleted: [],
    added: [
      '+        linux_6_13 = throw "linux 6.13 was removed because it has reached its end of life upstream";',
      '+      linux_6_13 = throw "linux 6.13 was removed because it has reached its end of life upstream"; # Added 2025-06-22',
      '+  linux_6_13 = throw "linux 6.13 was removed because it has reached its end of life upstream"; # Added 2025-06-22',
      '+  linuxPackages_6_13 = throw "linux 6.13 was removed because it has reached its end of life upstream"; # Added 2025-06-22',
    ],
  },
];

const familyOf = (id: string): PackageFamily => familyIn(builtInCatalogue(), id)!;

async function editsOn(root: string, c: Case): Promise<{ edits: LayoutEdits; packaged: PackagedState }> {
  const family = familyOf(c.family);
  const tree = localTree(root);
  const packaged = { ...(await family.layout.read(tree)), nixosVersion: c.release };
  const read = packaged.minors.find((m) => m.minor === c.minor);
  const attr = read?.attr ?? '';
  const companions = read?.companions ?? [];
  const fixEdits: FixEdit[] = [
    { kind: 'remove', minor: c.minor, attr, companions },
    { kind: 'throw', minor: c.minor, attr, companions },
    ...(c.more ?? []),
  ];
  const edits = await family.layout.edits!(fixEdits, { tree, packaged, now: parseDay(c.now) });
  return { edits, packaged };
}

describe.each(CASES)('$family $minor on $tree', (c) => {
  let cleanup: (() => void) | undefined;
  afterEach(() => cleanup?.());

  test('its companions are read from the tree as the catalogue declares them', async () => {
    const { packaged } = await editsOn(fixturePath(c.tree), c);
    expect(packaged.minors.find((m) => m.minor === c.minor)?.companions).toEqual(c.companions);
  });

  test("the layout's change: the family's throws, deleted files, a diff git apply takes; the tree parses; twice changes nothing", async () => {
    const copy = gitCopy(c.tree);
    cleanup = copy.cleanup;
    const { edits } = await editsOn(copy.dir, c);
    expect(edits.forAPerson).toEqual([]);
    const tree = localTree(copy.dir);
    const prepared = await prepareChange(tree, edits.requests, { parse: async () => [] });
    if ('problems' in prepared) throw new Error(JSON.stringify(prepared.problems));
    const { change, diff } = prepared;
    expect(change.deleted.map((f) => f.path)).toEqual(c.deleted);
    const lines = diff.split('\n');
    for (const line of c.added) expect(lines).toContain(line);
    if (NIX.present) {
      const parsed = await parseNixFiles(change.files.map((f) => ({ path: f.path, text: f.after })));
      expect(parsed.filter((r) => r.status !== 'parsed')).toEqual([]);
    }

    // The layout reads the edited tree without the cycle, its attributes thrown.
    const family = familyOf(c.family);
    const after = await family.layout.read(changedTree(tree, change));
    expect(after.minors.map((m) => m.minor)).not.toContain(c.minor);
    // The fixtures hold the files a removal touches, not lib/.version.
    expect(after.problems.filter((p) => p.file !== 'lib/.version')).toEqual([]);

    expect(git(copy.dir, ['apply', '-'], diff)).toEqual({ status: 0, output: '' });
    const again = await prepareChange(localTree(copy.dir), edits.requests, { parse: async () => [] });
    if ('problems' in again) throw new Error(JSON.stringify(again.problems));
    expect(again.diff).toBe('');
  });
});

test('a families file sets a wording, never a path: a hostile wording stays one Nix string, and deletes nothing more', async () => {
  const c = CASES[0];
  const copy = gitCopy(c.tree);
  try {
    const { familyOf: makeFamily } = await import('../../src/families/registry.js');
    const base = familyOf('postgresql');
    const hostile = makeFamily({
      id: 'postgresql',
      name: 'PostgreSQL',
      layout: {
        kind: 'attributes',
        attributes: ['postgresql_{cycle}', 'postgresql_{cycle}_jit', 'postgresql{cycle}Packages'],
        files: ['pkgs/top-level/all-packages.nix', 'pkgs/servers/sql/postgresql/default.nix'],
      },
      upstream: { kind: 'endoflife', product: 'postgresql' },
      policy: { kind: 'before-branch-off' },
      removal: { throw: '"; } rm -rf / ${builtins.abort "x"} # {attr}\n' },
    });
    expect(base.layout.attributes).toEqual(hostile.layout.attributes);
    const tree = localTree(copy.dir);
    const packaged = await hostile.layout.read(tree);
    const read = packaged.minors.find((m) => m.minor === '13')!;
    const edits = await hostile.layout.edits!(
      [
        { kind: 'remove', minor: '13', attr: read.attr, companions: read.companions },
        { kind: 'throw', minor: '13', attr: read.attr, companions: read.companions },
      ],
      { tree, packaged, now: parseDay(c.now) },
    );
    expect(edits.requests.filter((r) => r.kind === 'delete-folder')).toEqual([]);
    const prepared = await prepareChange(tree, edits.requests, { parse: async () => [] });
    if ('problems' in prepared) throw new Error(JSON.stringify(prepared.problems));
    expect(prepared.change.deleted.map((f) => f.path)).toEqual(c.deleted);
    if (NIX.present) {
      const parsed = await parseNixFiles(prepared.change.files.map((f) => ({ path: f.path, text: f.after })));
      expect(parsed.filter((r) => r.status !== 'parsed')).toEqual([]);
    }
  } finally {
    copy.cleanup();
  }
});
