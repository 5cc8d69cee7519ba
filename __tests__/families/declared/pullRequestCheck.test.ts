// The pull request check of declared families, in process as the CLI runs it
// (--mode pr-check, the base branch from its tree): the head is a copy of a
// real day's tree (__tests__/fixtures/families/2025-10-02/) with the pull
// request's edit, the base that tree as it was. A pull request is blamed for
// a cycle it adds past its end, and for a cycle it removes from a release
// branch whose family's policy keeps it there; one that touches none of a
// family's files passes.
import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cliWords } from '../../../src/cli/words.js';
import type { RunLog } from '../../../src/domain/runLog.js';
import { NIXPKGS_PATHS } from '../../../src/gather/nixpkgs/paths.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { localSources } from '../../../src/gather/sources.js';
import { readRunOptions } from '../../../src/pipeline/options.js';
import { runGuard, type RunResult } from '../../../src/pipeline/run.js';

const DAY = path.resolve(import.meta.dirname, '../../fixtures/families/2025-10-02');
const DECLARED = 'postgresql, php, nodejs, python, go, linux, ruby, erlang, mariadb, zabbix, electron, nextcloud';
const { allPackages: ALL_PACKAGES, aliases: ALIASES } = NIXPKGS_PATHS;
const POSTGRESQL = 'pkgs/servers/sql/postgresql/default.nix';
const NEXTCLOUD = 'pkgs/servers/nextcloud/default.nix';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

type Edits = Record<string, (text: string) => string>;

/** A copy of the day's tree of `branch` with `edits` made (each must change its file). */
function treeWith(branch: string, edits: Edits): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'pr-check-declared-'));
  folders.push(folder);
  cpSync(path.join(DAY, branch), folder, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const full = path.join(folder, file);
    const before = readFileSync(full, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} changes nothing`);
    writeFileSync(full, after);
  }
  return folder;
}

const quiet: RunLog = { group: (_title, work) => work(), info: () => undefined, warning: () => undefined };

/** The pull request check of `head` against `base` (folders), the base branch `branch`, on `now`. */
async function prCheck(given: { branch: string; base: string; head: string; now: string; packages: string }) {
  const options: Record<string, string> = {
    mode: 'pr-check',
    branch: given.branch,
    now: given.now,
    packages: given.packages,
  };
  const result: RunResult = await runGuard({
    options: readRunOptions((name) => options[name] ?? ''),
    checkout: localTree(given.head),
    sources: localSources({
      trees: new Map([[given.branch, given.base]]),
      endoflife: path.join(DAY, 'endoflife'),
    }),
    context: {},
    log: quiet,
    words: cliWords(true),
  });
  return {
    result,
    blamed: result.failing.map((f) => `${f.attr} ${f.rule} ${f.severity}`),
  };
}

/** Removes a line holding exactly `text` (with its indentation). */
const dropLine = (text: string) => (file: string) => file.replace(new RegExp(`^ *${text}\\n`, 'm'), '');

describe('on master', () => {
  it('blames a pull request that adds nodejs_18 back, ended on 2025-04-30, and takes its throw away', async () => {
    const head = treeWith('master', {
      [ALL_PACKAGES]: (text) =>
        text.replace(
          '  nodejs_20 = callPackage',
          '  nodejs_18 = callPackage ../development/web/nodejs/v18.nix { };\n\n  nodejs_20 = callPackage',
        ),
      [ALIASES]: dropLine('nodejs_18 = throw .*'),
    });
    const { blamed, result } = await prCheck({
      branch: 'master',
      base: path.join(DAY, 'master'),
      head,
      now: '2025-10-02',
      packages: 'nodejs',
    });
    expect(blamed).toEqual(['nodejs_18 minor-eol error']);
    expect(result.failing[0].message).toMatch(/^nodejs_18 reached its end of life on 2025-04-30/);
  });

  it("blames one that adds postgresql_13 back after its end (2025-11-13), once master has dropped it as PostgreSQL's November asks", async () => {
    // The base as PR 462543 left master on 2025-11-17: the major gone, its throws left.
    const base = treeWith('master', {
      [ALL_PACKAGES]: (text) => dropLine('postgresql_13_jit')(dropLine('postgresql_13')(text)),
      [POSTGRESQL]: dropLine('postgresql_13 = ./13.nix;'),
      [ALIASES]: (text) =>
        text.replace(
          /^(mapAliases \{\n)/m,
          '$1  postgresql_13 = throw "postgresql_13 has been removed since it reached its EOL upstream"; # Added 2025-11-17\n' +
            '  postgresql_13_jit = throw "postgresql_13_jit has been removed since it reached its EOL upstream"; # Added 2025-11-17\n',
        ),
    });
    const { blamed } = await prCheck({
      branch: 'master',
      base,
      head: path.join(DAY, 'master'),
      now: '2025-11-20',
      packages: 'postgresql',
    });
    expect(blamed).toEqual(['postgresql_13 minor-eol error']);
  });

  it('passes a pull request that touches none of the families, though master has findings of its own', async () => {
    const head = treeWith('master', {
      [ALL_PACKAGES]: (text) =>
        text.replace(/\n\}\s*$/, '\n  hello-unrelated = callPackage ../applications/misc/hello { };\n}\n'),
    });
    const { blamed, result } = await prCheck({
      branch: 'master',
      base: path.join(DAY, 'master'),
      head,
      now: '2025-11-20',
      packages: DECLARED,
    });
    expect(blamed).toEqual([]);
    // What master already has is there, listed, not blamed.
    const onHead = result.families.flatMap(({ report }) => report.audits.flatMap((a) => a.findings));
    expect(onHead.some((f) => f.attr === 'postgresql_13' && f.rule === 'minor-eol')).toBe(true);
  });
});

describe('on a release branch (release-25.05, released)', () => {
  it('blames a pull request that removes nextcloud30, which the release keeps for the upgrade path', async () => {
    const head = treeWith('release-25.05', {
      [ALL_PACKAGES]: dropLine('nextcloud30'),
      [NEXTCLOUD]: (text) => text.replace(/^ {2}nextcloud30 = generic \{[\s\S]*?^ {2}\};\n\n?/m, ''),
    });
    const { blamed, result } = await prCheck({
      branch: 'release-25.05',
      base: path.join(DAY, 'release-25.05'),
      head,
      now: '2025-10-02',
      packages: 'nextcloud',
    });
    expect(blamed).toEqual(['nextcloud30 cycle-removed error']);
    expect(result.failing[0].message).toBe(
      'nextcloud30 is removed from release-25.05 by this pull request, but NixOS 25.05 keeps it for the upgrade path ' +
        '(marked, as it has ended): leave it in.',
    );
  });

  it('blames one that removes postgresql_13, a major NixOS 25.05 keeps to its end of support', async () => {
    const head = treeWith('release-25.05', {
      [ALL_PACKAGES]: (text) => dropLine('postgresql_13_jit')(dropLine('postgresql_13')(text)),
      [POSTGRESQL]: dropLine('postgresql_13 = ./13.nix;'),
    });
    const { blamed } = await prCheck({
      branch: 'release-25.05',
      base: path.join(DAY, 'release-25.05'),
      head,
      now: '2025-11-20',
      packages: 'postgresql',
    });
    expect(blamed).toEqual(['postgresql_13 cycle-removed error']);
  });

  it('passes one that touches none of the families', async () => {
    const head = treeWith('release-25.05', {
      [ALL_PACKAGES]: (text) =>
        text.replace(/\n\}\s*$/, '\n  hello-unrelated = callPackage ../applications/misc/hello { };\n}\n'),
    });
    const { blamed } = await prCheck({
      branch: 'release-25.05',
      base: path.join(DAY, 'release-25.05'),
      head,
      now: '2025-11-20',
      packages: DECLARED,
    });
    expect(blamed).toEqual([]);
  });
});
