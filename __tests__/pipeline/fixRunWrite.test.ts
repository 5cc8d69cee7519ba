// What --fix makes of the writer's refusal, by its kind and never by its
// words: a file with a person's uncommitted changes is a refusal (exit 2, the
// person's to commit or stash), a file that changed after the change was
// computed from it is a failed check (exit 1). Both write nothing. A small
// attributes-layout family on a checkout on disk; the file changes while the
// change is being checked (in the parse step), as an editor saving it would.
import { afterEach, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo } from '../../src/cli/demo.js';
import { silentLog } from '../../src/domain/runLog.js';
import { loadCatalogue } from '../../src/families/catalogue.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources } from '../../src/gather/sources.js';
import { fixRun, type FixOutcome } from '../../src/pipeline/fixRun.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { git } from '../edit/support.js';

const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
const ALIASES = 'pkgs/top-level/aliases.nix';
const OWN = `families:
  - id: pgx
    name: Pgx
    attributes: ['pgx_{cycle}']
    files: [${ALL_PACKAGES}]
    lifecycle: { endoflife: postgresql }
    policy: { kind: before-branch-off }
`;
const catalogue = loadCatalogue({ file: 'own.yaml', text: OWN });
const world = demo();

const FILES: Record<string, string> = {
  'lib/.version': '27.05\n',
  [ALL_PACKAGES]: `{ pkgs }:\nwith pkgs;\n{\n  pgx_13 = callPackage ../servers/pgx/13.nix { };\n  pgx_18 = callPackage ../servers/pgx/18.nix { };\n}\n`,
  [ALIASES]: `lib: self: super:\nlet\n  mapAliases = aliases: aliases;\nin\nmapAliases {\n  aaa = throw "aaa was removed"; # Added 2025-01-01\n}\n`,
};

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function checkout(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-fix-write-'));
  cleanup = () => rmSync(dir, { recursive: true, force: true });
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

/** --fix on `root`, where aliases.nix gets a person's line while the change is checked. */
async function fixWhileEdited(root: string): Promise<FixOutcome> {
  const given: Record<string, string> = { now: world.options.now, branch: 'master', packages: 'pgx' };
  return fixRun({
    run: {
      options: readRunOptions((name) => given[name] ?? '', catalogue),
      catalogue,
      checkout: localTree(root),
      sources: localSources({ ...world.local, trees: new Map() }),
      context: {},
      log: silentLog,
      checkoutOnly: true,
    },
    write: true,
    root,
    parse: async (files) => {
      writeFileSync(path.join(root, ALIASES), `${FILES[ALIASES]}# a person's line\n`);
      return files.map((f) => ({ path: f.path, status: 'parsed' as const }));
    },
  });
}

test('outside git, a file changed after it was read: a failed check (exit 1), nothing written', async () => {
  const root = checkout();
  const outcome = await fixWhileEdited(root);
  expect(outcome.refused).toBeUndefined();
  expect(outcome.failures).toEqual([{ file: ALIASES, message: 'changed since it was read; nothing was written' }]);
  expect(outcome.written).toBeUndefined();
  expect(readFileSync(path.join(root, ALL_PACKAGES), 'utf8')).toBe(FILES[ALL_PACKAGES]);
});

test("in a git work tree, the same edit is a person's uncommitted change: a refusal (exit 2), nothing written", async () => {
  const root = checkout();
  git(root, ['init', '-q']);
  git(root, ['add', '-A']);
  git(root, ['commit', '-qm', 'tree']);
  const outcome = await fixWhileEdited(root);
  expect(outcome.failures).toEqual([]);
  expect(outcome.refused).toEqual({
    file: ALIASES,
    message: 'has uncommitted changes; commit or stash them, then run again',
  });
  expect(readFileSync(path.join(root, ALL_PACKAGES), 'utf8')).toBe(FILES[ALL_PACKAGES]);
});
