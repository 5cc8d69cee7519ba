// --sparse-paths: the list a workflow's sparse checkout takes is what a run
// reads of the checkout. Runs in process on a tree that records every path
// asked of it: the demo (k3s and rke2, master and a release branch as the
// checkout) and the declared families' real days (__tests__/fixtures/families/);
// every path a run asks for is in the list, and every file of the list is
// asked for by one of the runs.
import { describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo, DEMO_DAY } from '../../src/cli/demo.js';
import { sparsePathsText } from '../../src/cli/sparsePaths.js';
import { cliWords } from '../../src/cli/words.js';
import { builtInCatalogue } from '../../src/families/catalogue.js';
import { checkoutPaths, inCheckout, matchesPattern } from '../../src/families/checkoutPaths.js';
import type { RunLog } from '../../src/domain/runLog.js';
import { localTree, type NixpkgsTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources, type LocalData } from '../../src/gather/sources.js';
import { auditedFamilies, OptionError, readRunOptions } from '../../src/pipeline/options.js';
import { runGuard } from '../../src/pipeline/run.js';
import { ROOT } from '../e2e/support/upstreamData.js';

const FIXTURES = path.join(ROOT, '__tests__', 'fixtures', 'families');
const DECLARED = 'postgresql, php, nodejs, python, go, linux, ruby, erlang, mariadb, zabbix, electron, nextcloud';
const quiet: RunLog = { group: (_title, work) => work(), info: () => undefined, warning: () => undefined };

/** The tree, with every path asked of it noted (a folder listed as `folder/`). */
function recording(tree: NixpkgsTree, asked: Set<string>): NixpkgsTree {
  return {
    describe: tree.describe,
    readText: (file) => {
      asked.add(file);
      return tree.readText(file);
    },
    listDir: (folder) => {
      asked.add(`${folder}/`);
      return tree.listDir(folder);
    },
    ...(tree.commit ? { commit: () => tree.commit!() } : {}),
  };
}

/** The paths one run of `given` asks of its checkout. */
async function pathsAsked(checkout: string, given: Record<string, string>, local: LocalData): Promise<Set<string>> {
  const asked = new Set<string>();
  await runGuard({
    options: readRunOptions((name) => given[name] ?? ''),
    checkout: recording(localTree(checkout), asked),
    sources: localSources(local),
    context: {},
    log: quiet,
    words: cliWords(true),
  });
  return asked;
}

const patternsOf = (packages: string): string[] =>
  checkoutPaths(auditedFamilies((name) => (name === 'packages' ? packages : ''), builtInCatalogue()));

const RUNS: ReadonlyArray<{ name: string; packages: string; runs: () => Promise<Set<string>>[] }> = [
  {
    name: 'k3s and rke2 on the demo, master and release-26.05 as the checkout',
    packages: 'k3s, rke2',
    runs: () =>
      ['master', 'release-26.05'].map((branch) => {
        const example = demo(undefined, branch);
        return pathsAsked(
          example.nixpkgsPath,
          { ...example.options, now: DEMO_DAY, branch, packages: 'k3s, rke2', 'all-branches': 'true' },
          example.local,
        );
      }),
  },
  {
    name: 'the declared families on their real days, master and the live release as the checkout',
    packages: DECLARED,
    runs: () =>
      (
        [
          ['2025-03-27', 'master'],
          ['2025-03-27', 'release-24.11'],
          ['2025-10-02', 'master'],
          ['2025-10-02', 'release-25.05'],
        ] as const
      ).map(([day, branch]) =>
        pathsAsked(
          path.join(FIXTURES, day, branch),
          { now: day, branch, packages: DECLARED },
          { endoflife: path.join(FIXTURES, day, 'endoflife') },
        ),
      ),
  },
];

describe.each(RUNS)('$name', ({ packages, runs }) => {
  it('asks its checkout for nothing --sparse-paths leaves out, and for every file it lists', async () => {
    const patterns = patternsOf(packages);
    const asked = new Set((await Promise.all(runs())).flatMap((set) => [...set]));
    expect([...asked].filter((treePath) => !inCheckout(patterns, treePath.replace(/\/$/, '')))).toEqual([]);
    // A listed folder is read whole: something in it is asked for.
    const unused = patterns.filter(
      (pattern) => ![...asked].some((treePath) => matchesPattern(pattern, treePath.replace(/\/$/, ''))),
    );
    expect(unused).toEqual([]);
  });
});

describe('the lines --sparse-paths prints', () => {
  const lines = (values: Record<string, string>, checkout?: string): string[] =>
    sparsePathsText(values, ROOT, checkout).trimEnd().split('\n');

  it('are the reads of the families --packages names, sorted, each once, anchored at the root', () => {
    expect(lines({ packages: 'postgresql' })).toEqual([
      '/lib/.version',
      '/nixos/doc/manual/release-notes/',
      '/nixos/modules/misc/version.nix',
      // Each major's own file, where its version is read, and default.nix with them.
      '/pkgs/servers/sql/postgresql/*.nix',
      '/pkgs/top-level/aliases.nix',
      '/pkgs/top-level/all-packages.nix',
    ]);
    // k3s alone without --packages, as a run; every family's files with all.
    expect(lines({})).toEqual(patternsOf('k3s'));
    expect(lines({ packages: 'all' })).toEqual(
      patternsOf(
        builtInCatalogue()
          .families.map((f) => f.id)
          .join(),
      ),
    );
    expect(lines({ packages: 'all' })).toContain('/pkgs/development/tools/electron/binary/generic.nix');
  });

  it('add the families of --families-file and the file itself, as a path of the checkout', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'sparse-paths-'));
    try {
      mkdirSync(path.join(folder, '.github'));
      const file = path.join(folder, '.github', 'families.yaml');
      writeFileSync(
        file,
        [
          'families:',
          '  - id: redis',
          '    name: Redis',
          "    attributes: ['redis_{major}_{minor}']",
          '    files: [pkgs/servers/nosql/redis/default.nix]',
          '    lifecycle: { endoflife: redis }',
          '    policy: { kind: before-branch-off }',
          '',
        ].join('\n'),
      );
      const listed = lines({ packages: 'k3s, redis', 'families-file': file }, folder);
      expect(listed).toContain('/.github/families.yaml');
      expect(listed).toContain('/pkgs/servers/nosql/redis/default.nix');
      expect(listed).toContain('/pkgs/applications/networking/cluster/k3s/');
      // A file outside the checkout is not read from it.
      expect(
        lines({ packages: 'redis', 'families-file': file }, path.join(folder, '.github', 'nixpkgs')),
      ).not.toContain(expect.stringContaining('families.yaml'));
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('refuse a family nobody declared, as a run does', () => {
    expect(() => sparsePathsText({ packages: 'k3s, cobol' }, ROOT)).toThrow(OptionError);
  });
});
