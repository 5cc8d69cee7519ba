// For generated trees of an attributes-layout family (its cycles bound in an
// all-packages.nix-like file, plain or inherited, among other bindings; an
// aliases.nix of mapAliases with a keep-sorted block), `--diff` computes the
// change of every item and audits the edited tree again: the fixed items are
// gone and no error or warning is new (fixRun's own checks, which refuse the
// change otherwise), and the counts never grow. In memory, on the demo's day
// and its endoflife.date answers; the parser is a stand-in (Nix's own judges
// the toolkit's output in __tests__/edit/).
import { afterAll, describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo } from '../../src/cli/demo.js';
import { silentLog } from '../../src/domain/runLog.js';
import { keepSortedOptions, compareEntries } from '../../src/edit/keepSorted.js';
import { parseNixFiles } from '../../src/edit/nixParser.js';
import { loadCatalogue } from '../../src/families/catalogue.js';
import { localSources } from '../../src/gather/sources.js';
import { fixRun, type FixOutcome } from '../../src/pipeline/fixRun.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { NIX } from '../edit/support.js';
import { memoryTree } from '../gather/nixpkgs/fixtureTrees.js';

const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';
const ALIASES = 'pkgs/top-level/aliases.nix';
const ORDER = keepSortedOptions('# keep-sorted start case=no numeric=yes block=yes');

/** A family of the catalogue's shape, its cycles PostgreSQL's (the demo's endoflife.date answers): pgx_13, pgx_13_jit, pgx13Packages. */
const OWN = `families:
  - id: pgx
    name: Pgx
    attributes: ['pgx_{cycle}', 'pgx_{cycle}_jit', 'pgx{cycle}Packages']
    files: [${ALL_PACKAGES}]
    lifecycle: { endoflife: postgresql }
    policy: { kind: before-branch-off }
    removal: { throw: '{attr} has been removed since it reached its EOL upstream' }
`;
const catalogue = loadCatalogue({ file: 'own.yaml', text: OWN });
const world = demo();
const emptyRoot = mkdtempSync(path.join(tmpdir(), 'k3s-guard-fix-property-'));
afterAll(() => rmSync(emptyRoot, { recursive: true, force: true }));

interface Cycle {
  cycle: string;
  jit: boolean;
  packages: boolean;
  /** Bound by `inherit (pgxVersions) …;` rather than `pgx_N = …;`. */
  inherited: boolean;
}

interface Shape {
  cycles: Cycle[];
  /** Other bindings of all-packages.nix, between which the family's fall. */
  others: string[];
  /** Entries of aliases.nix's keep-sorted block, each a throw or an alias. */
  aliases: Array<{ name: string; alias: boolean }>;
}

const otherName = fc
  .tuple(
    fc.constantFrom('a', 'k', 'p', 'q', 'z'),
    fc.array(fc.constantFrom('a', 'b', 's', '3', '1', '-'), { maxLength: 6 }),
  )
  .map(([first, rest]) => `${first}${rest.join('')}`)
  .filter((n) => !n.startsWith('pgx'));

const shape: fc.Arbitrary<Shape> = fc.record({
  cycles: fc
    .uniqueArray(fc.constantFrom('13', '14', '15', '16', '17', '18'), { minLength: 1, maxLength: 6 })
    .chain((names) =>
      fc.tuple(
        ...names.map((cycle) =>
          fc.record({ cycle: fc.constant(cycle), jit: fc.boolean(), packages: fc.boolean(), inherited: fc.boolean() }),
        ),
      ),
    ),
  others: fc.uniqueArray(otherName, { maxLength: 8 }),
  aliases: fc.uniqueArray(fc.record({ name: otherName, alias: fc.boolean() }), {
    selector: (e) => e.name.toLowerCase(),
    maxLength: 10,
  }),
});

function allPackages(s: Shape): string {
  const lines: string[] = [];
  const others = [...s.others];
  const other = (): void => {
    const name = others.shift();
    if (name !== undefined) lines.push(`  ${name} = callPackage ../misc/${name} { };`, '');
  };
  other();
  const inherited = s.cycles.filter((c) => c.inherited);
  if (inherited.length > 0) {
    lines.push('  inherit (pgxVersions)');
    for (const c of inherited) {
      lines.push(`    pgx_${c.cycle}`);
      if (c.jit) lines.push(`    pgx_${c.cycle}_jit`);
    }
    lines.push('    ;', '');
  }
  for (const c of s.cycles) {
    other();
    if (!c.inherited) {
      lines.push(`  pgx_${c.cycle} = callPackage ../servers/pgx/${c.cycle}.nix { };`);
      if (c.jit) lines.push(`  pgx_${c.cycle}_jit = pgx_${c.cycle}.override { jitSupport = true; };`);
    }
    if (c.packages) lines.push(`  pgx${c.cycle}Packages = recurseIntoAttrs pgx_${c.cycle}.pkgs;`);
    lines.push('');
  }
  while (others.length > 0) other();
  return ['{ lib, pkgs, pgxVersions }:', 'self: super:', 'with pkgs;', '{', ...lines, '}', ''].join('\n');
}

function aliases(s: Shape): string {
  const entries = s.aliases
    .map((e) =>
      e.alias
        ? `  ${e.name} = other; # Added 2024-01-01`
        : `  ${e.name} = throw "${e.name} was removed"; # Added 2025-01-01`,
    )
    .sort((a, b) => compareEntries(a.trim(), b.trim(), ORDER));
  return [
    'lib: self: super:',
    'with self;',
    'let',
    '  mapAliases = aliases: aliases;',
    'in',
    'mapAliases {',
    '  # keep-sorted start case=no numeric=yes block=yes',
    '',
    ...entries,
    '',
    '  # keep-sorted end',
    '}',
    '',
  ].join('\n');
}

async function fixOf(s: Shape): Promise<FixOutcome> {
  const given: Record<string, string> = { now: world.options.now, branch: 'master', packages: 'pgx' };
  return fixRun({
    run: {
      options: readRunOptions((name) => given[name] ?? '', catalogue),
      catalogue,
      checkout: memoryTree({ 'lib/.version': '27.05\n', [ALL_PACKAGES]: allPackages(s), [ALIASES]: aliases(s) }),
      sources: localSources({ ...world.local, trees: new Map() }),
      context: {},
      log: silentLog,
      checkoutOnly: true,
    },
    write: false,
    root: emptyRoot,
    parse: async (files) => files.map((f) => ({ path: f.path, status: 'parsed' as const })),
  });
}

describe('--diff of every item on generated attributes-layout trees', () => {
  test('an example: 13 and 14 ended, 15 ends during 27.05; all three go, their throws are sorted in', async () => {
    const outcome = await fixOf({
      cycles: [
        { cycle: '13', jit: true, packages: true, inherited: true },
        { cycle: '14', jit: false, packages: true, inherited: false },
        { cycle: '15', jit: true, packages: false, inherited: false },
        { cycle: '18', jit: true, packages: true, inherited: true },
      ],
      others: ['abc', 'zed'],
      aliases: [
        { name: 'aaa', alias: false },
        { name: 'qq', alias: true },
      ],
    });
    expect(outcome.failures).toEqual([]);
    expect(outcome.items.filter((i) => i.status === 'changed').length).toBeGreaterThan(0);
    expect(outcome.after!.errors + outcome.after!.warnings).toBeLessThan(
      outcome.before.errors + outcome.before.warnings,
    );
    expect(outcome.diff).toContain('-    pgx_13\n');
    expect(outcome.diff).toContain('+  pgx_13 = throw "pgx_13 has been removed since it reached its EOL upstream";');
    expect(outcome.diff).not.toMatch(/^[-+] .*pgx_18/m);
    // The generated files and the edited ones are Nix, where Nix is installed.
    if (NIX.present) {
      const edited = outcome.change!.files;
      const texts = [
        ...edited.map((f) => ({ path: f.path, text: f.before })),
        ...edited.map((f) => ({ path: f.path, text: f.after })),
      ];
      expect((await parseNixFiles(texts)).map((r) => r.status)).toEqual(texts.map(() => 'parsed'));
    }
  });

  test('the second audit never finds an error or a warning the first did not', async () => {
    let changed = 0;
    await fc.assert(
      fc.asyncProperty(shape, async (s) => {
        const outcome = await fixOf(s);
        expect(outcome.failures).toEqual([]);
        expect(outcome.refused).toBeUndefined();
        if (outcome.items.some((i) => i.status === 'changed')) changed++;
        if (outcome.after) {
          expect(outcome.after.errors).toBeLessThanOrEqual(outcome.before.errors);
          expect(outcome.after.warnings).toBeLessThanOrEqual(outcome.before.warnings);
        }
      }),
      { numRuns: 15 },
    );
    // Most trees hold an ended or ending cycle (13, 14 or 15 of the six): the property is not vacuous.
    expect(changed).toBeGreaterThan(0);
  });
});
