// Where each layout marks a cycle on a released branch. Per-minor folders (k3s,
// rke2 since 2025): its package block in the family's default.nix, as nixpkgs
// #469591 marked k3s_1_31 on release-25.11 (the reader's release-marked tree,
// its k3s_1_31 block taken back to its neighbours' shape): the layout writes
// that very file, and reads the cycle marked after. No mechanical place, a
// person's sentence naming the file: rke2's channel folders, k3s' single-file
// era, a declared family that marks in meta.knownVulnerabilities itself.
import { afterEach, describe, expect, test } from '@jest/globals';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseDay } from '../../src/domain/day.js';
import type { FixEdit } from '../../src/domain/types.js';
import { prepareChange } from '../../src/edit/prepareChange.js';
import { builtInCatalogue, familyIn } from '../../src/families/catalogue.js';
import type { LayoutEdits, PackageFamily } from '../../src/families/family.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { changedTree } from '../../src/pipeline/fixRun.js';
import { copyFixture, fixture, K3S, tempDir } from '../gather/nixpkgs/fixtureTrees.js';

const familyOf = (id: string): PackageFamily => familyIn(builtInCatalogue(), id)!;
const NOW = parseDay('2025-12-10');

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

async function marksOf(family: PackageFamily, root: string, edit: FixEdit): Promise<LayoutEdits> {
  const tree = localTree(root);
  const packaged = await family.layout.read(tree);
  return family.layout.edits!([edit], { tree, packaged, now: NOW });
}

describe('per-minor folders: the package block in the family default.nix', () => {
  test('k3s_1_31 on release-25.11 is marked as #469591 marked it, and read marked after; a second time changes nothing', async () => {
    const temp = tempDir();
    cleanup = temp.cleanup;
    const root = copyFixture('release-marked', temp.dir);
    const file = path.join(root, K3S, 'default.nix');
    const marked = readFileSync(file, 'utf8');
    const start = marked.indexOf('  k3s_1_31 =');
    const unmarked = `${marked.slice(0, start)}${marked
      .slice(marked.indexOf('  k3s_1_32 ='), marked.indexOf('\n\n  k3s_1_33 ='))
      .replaceAll('32', '31')}${marked.slice(marked.indexOf('\n\n  k3s_1_32 ='))}`;
    writeFileSync(file, unmarked);

    const k3s = familyOf('k3s');
    const tree = localTree(root);
    const before = await k3s.layout.read(tree);
    expect(before.minors.find((m) => m.minor === '1.31')?.knownVulnerabilities).toBeUndefined();
    const edit: FixEdit = { kind: 'mark', minor: '1.31', attr: 'k3s_1_31', endOfLife: parseDay('2025-10-28') };
    const edits = await marksOf(k3s, root, edit);
    expect(edits).toEqual({
      requests: [
        {
          kind: 'mark',
          file: `${K3S}/default.nix`,
          name: 'k3s_1_31',
          mark: { vulnerability: 'k3s_1_31 has reached end-of-life on 2025-10-28' },
        },
      ],
      removed: [],
      own: [],
      forAPerson: [],
    });
    const prepared = await prepareChange(tree, edits.requests, { parse: async () => [] });
    if ('problems' in prepared) throw new Error(JSON.stringify(prepared.problems));
    expect(prepared.change.files).toEqual([{ path: `${K3S}/default.nix`, before: unmarked, after: marked }]);
    const after = await k3s.layout.read(changedTree(tree, prepared.change));
    expect(after.minors.find((m) => m.minor === '1.31')?.knownVulnerabilities?.file).toBe(`${K3S}/default.nix`);

    writeFileSync(file, marked);
    const again = await prepareChange(localTree(root), edits.requests, { parse: async () => [] });
    if ('problems' in again) throw new Error(JSON.stringify(again.problems));
    expect(again.diff).toBe('');
  });

  test('without a date the wording says none', async () => {
    const edits = await marksOf(familyOf('k3s'), fixture('release-marked'), {
      kind: 'mark',
      minor: '1.32',
      attr: 'k3s_1_32',
    });
    expect(edits.requests).toEqual([
      expect.objectContaining({ mark: { vulnerability: 'k3s_1_32 has reached end-of-life' } }),
    ]);
  });
});

describe("no mechanical place: a person's, naming the file", () => {
  test("rke2's channel folders", async () => {
    const edits = await marksOf(familyOf('rke2'), fixture('rke2-channel-folders'), {
      kind: 'mark',
      minor: '1.31',
      attr: 'rke2_stable',
    });
    expect(edits.requests).toEqual([]);
    expect(edits.forAPerson).toEqual([
      'Mark rke2_stable as vulnerable by hand: add meta.knownVulnerabilities to its package in pkgs/applications/networking/cluster/rke2/default.nix.',
    ]);
  });

  test("k3s' single-file era: its default.nix is the package, with no block to mark", async () => {
    const edits = await marksOf(familyOf('k3s'), fixture('single'), { kind: 'mark', minor: '1.24', attr: 'k3s' });
    expect(edits.requests).toEqual([]);
    expect(edits.forAPerson).toEqual([
      `Mark k3s as vulnerable by hand: add meta.knownVulnerabilities to its package in ${K3S}/default.nix.`,
    ]);
  });
});

test('a declared family that marks in meta.knownVulnerabilities itself (PostgreSQL): where its files bind it', async () => {
  const root = fileURLToPath(new URL('../fixtures/families/2025-10-02/release-25.05/', import.meta.url));
  const postgresql = familyOf('postgresql');
  const edits = await marksOf(postgresql, root, { kind: 'mark', minor: '13', attr: 'postgresql_13' });
  expect(edits.requests).toEqual([]);
  expect(edits.forAPerson).toEqual([
    'Mark postgresql_13 as vulnerable by hand: add meta.knownVulnerabilities to its package in ' +
      'pkgs/top-level/all-packages.nix or pkgs/servers/sql/postgresql/default.nix.',
  ]);
});
