// A valid change to one family's entry never changes the advice for another
// family: every family is made from its own entry, its parts its own, and the
// run shares only the facts all of them read (the calendar, the trees, the
// branches that matter). On the demo world with every family of the catalogue.
import { describe, expect, it } from '@jest/globals';
import { demo } from '../../src/cli/demo.js';
import { silentLog } from '../../src/domain/runLog.js';
import { builtInCatalogue, loadCatalogue, type Catalogue } from '../../src/families/catalogue.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources } from '../../src/gather/sources.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { runGuard } from '../../src/pipeline/run.js';

/** Each family's report as every output shows it (report/model.ts), as text: Maps as their entries. */
async function reports(catalogue: Catalogue): Promise<Map<string, string>> {
  const world = demo();
  const given: Record<string, string> = { ...world.options, packages: 'all', mode: 'feature-freeze' };
  const result = await runGuard({
    options: readRunOptions((name) => given[name] ?? '', catalogue),
    catalogue,
    checkout: localTree(world.nixpkgsPath),
    sources: localSources(world.local),
    context: {},
    log: silentLog,
  });
  const text = (value: unknown): string =>
    JSON.stringify(value, (_key, v: unknown) => (v instanceof Map ? [...v.entries()] : v));
  return new Map(result.families.map((family) => [family.report.family.id, text(family.model)]));
}

describe("one family's entry changed", () => {
  it.each([
    ['its policy', 'families:\n  - id: postgresql\n    policy: { kind: lts-only }\n'],
    ['its team and labels', 'families:\n  - id: postgresql\n    team: "@NixOS/someone"\n    labels: [db]\n'],
    [
      'its attributes',
      'families:\n  - id: postgresql\n    attributes: ["postgresql_{cycle}"]\n    files: [pkgs/top-level/all-packages.nix]\n',
    ],
    [
      'its upstream',
      'families:\n  - id: postgresql\n    lifecycle: { endoflife: postgresql, projection: { kind: months-after-release, months: 12 } }\n',
    ],
  ])('%s: every other family says exactly what it said', async (_what, own) => {
    const before = await reports(builtInCatalogue());
    const after = await reports(loadCatalogue({ file: 'own.yaml', text: own }));
    expect([...after.keys()]).toEqual([...before.keys()]);
    expect(before.size).toBe(14);
    for (const [id, report] of before)
      if (id !== 'postgresql') expect({ id, report: after.get(id) }).toEqual({ id, report });
  });

  it("changes that family's own advice, which the comparison above would see", async () => {
    const before = await reports(builtInCatalogue());
    const after = await reports(
      loadCatalogue({ file: 'own.yaml', text: 'families:\n  - id: postgresql\n    policy: { kind: lts-only }\n' }),
    );
    expect(after.get('postgresql')).not.toEqual(before.get('postgresql'));
  });
});
