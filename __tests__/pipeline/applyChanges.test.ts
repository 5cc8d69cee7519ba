// "Apply the run's changes": the change a run computed and checked, written
// into the checkout as `git apply` of its diff would leave it; nothing written
// when no change was computed, when computing it met a problem, when Nix's
// parser refused a file, or when a file to edit has uncommitted changes.
import { afterEach, describe, expect, test } from '@jest/globals';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDay } from '../../src/domain/day.js';
import type { EditRequest } from '../../src/edit/change.js';
import { prepareChange, type PreparedChange } from '../../src/edit/prepareChange.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { ApplyError, applyChanges } from '../../src/pipeline/applyChanges.js';
import { ALIASES, ALL_PACKAGES, filesOf, git, gitCopy, K3S } from '../edit/support.js';

/** k3s_1_33 removed on 2026-08-10, as k3s' layout asks it. */
const REQUESTS: EditRequest[] = [
  { kind: 'remove', file: ALL_PACKAGES, name: 'k3s_1_33' },
  { kind: 'remove', file: `${K3S}/default.nix`, name: 'k3s_1_33' },
  { kind: 'delete-folder', path: `${K3S}/1_33` },
  {
    kind: 'entry',
    file: ALIASES,
    entry: {
      name: 'k3s_1_33',
      value: { throw: "'k3s_1_33' has been removed from nixpkgs as it has reached end of life" },
      added: parseDay('2026-08-10'),
    },
    place: { set: 'mapAliases' },
  },
];

let cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups) cleanup();
  cleanups = [];
});
function copy(): string {
  const made = gitCopy('k3s-2026-08-10');
  cleanups.push(made.cleanup);
  return made.dir;
}

/** The change as the run's fix step computes it; `parsed` as Nix's parser would say (the tests need no Nix). */
async function computed(root: string, parse: 'parsed' | 'error' = 'parsed'): Promise<PreparedChange> {
  return prepareChange(localTree(root), REQUESTS, {
    parse: async (files) =>
      files.map((f) =>
        parse === 'error' && f.path === ALL_PACKAGES
          ? { path: f.path, status: 'error' as const, line: 12, message: "syntax error, unexpected '}'" }
          : { path: f.path, status: 'parsed' as const },
      ),
  });
}

describe("applying the run's change", () => {
  test('writes what git apply of its diff writes, and hands back that diff', async () => {
    const root = copy();
    const byGit = copy();
    const change = await computed(root);
    if ('problems' in change) throw new Error(JSON.stringify(change.problems));
    const applied = await applyChanges(root, change);
    expect(applied.written).toEqual([ALL_PACKAGES, `${K3S}/default.nix`, ALIASES]);
    expect(applied.deleted).toHaveLength(3);
    expect(applied.diff).toBe(change.diff);
    expect(git(byGit, ['apply', '-'], applied.diff).status).toBe(0);
    expect(filesOf(root)).toEqual(filesOf(byGit));
    // Fixed: the same work computed again is empty, and writes nothing.
    expect(await applyChanges(root, await computed(root))).toEqual({ written: [], deleted: [], diff: '' });
  });

  test('no change computed: one line that says so, nothing written', async () => {
    const root = copy();
    const before = filesOf(root);
    await expect(applyChanges(root, undefined)).rejects.toThrow(
      /^No change was computed in this run, so nothing was written: /,
    );
    expect(filesOf(root)).toEqual(before);
  });

  test('a problem computing it, or a file Nix refuses: named with its line, nothing written', async () => {
    const root = copy();
    const before = filesOf(root);
    await expect(
      applyChanges(root, {
        problems: [{ file: ALL_PACKAGES, line: 40, message: 'k3s_1_33 is bound in a shape no edit knows' }],
      }),
    ).rejects.toThrow(`Nothing was written: ${ALL_PACKAGES}, line 40: k3s_1_33 is bound in a shape no edit knows.`);
    const refused = applyChanges(root, await computed(root, 'error'));
    await expect(refused).rejects.toBeInstanceOf(ApplyError);
    await expect(refused).rejects.toThrow(
      `Nothing was written: Nix's parser refuses ${ALL_PACKAGES}, line 12: syntax error, unexpected '}'.`,
    );
    expect(filesOf(root)).toEqual(before);
  });

  test("a file with a person's uncommitted changes: refused whole, naming it", async () => {
    const root = copy();
    const change = await computed(root);
    writeFileSync(path.join(root, ALIASES), `${filesOf(root)[ALIASES]}\n# mine\n`);
    const before = filesOf(root);
    await expect(applyChanges(root, change)).rejects.toThrow(
      `Nothing was written: ${ALIASES} has uncommitted changes; commit or stash them, then run again.`,
    );
    expect(filesOf(root)).toEqual(before);
  });
});
