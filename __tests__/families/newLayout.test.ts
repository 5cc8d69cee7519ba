// A family with a layout the action does not have is one part: here a made-up
// one, a file listing the cycles a tree packages, beside the upstream and the
// policy the catalogue's kinds make. The family it builds is audited, shown
// and checked out like any other; nothing else knows its layout.
import { describe, expect, it } from '@jest/globals';
import path from 'node:path';
import { silentLog } from '../../src/domain/runLog.js';
import { normalizeCycle } from '../../src/domain/minor.js';
import type { PackageFamily } from '../../src/families/family.js';
import { checkoutPaths } from '../../src/families/checkoutPaths.js';
import { makeFamily, type Layout } from '../../src/families/family.js';
import { policyOf, upstreamOf } from '../../src/families/registry.js';
import { localSources } from '../../src/gather/sources.js';
import { DEFAULT_POLICY_CHOICES } from '../../src/pipeline/options.js';
import { runAudit } from '../../src/pipeline/runAudit.js';
import { familyReport } from '../../src/report/model.js';
import { memoryTree } from '../gather/nixpkgs/fixtureTrees.js';

const LIST = 'pkgs/servers/sql/fakedb/cycles.txt';

/** The whole part: what it reads, the attributes it names, and its reader. */
const cycleList: Layout = {
  folder: path.posix.dirname(LIST),
  attributes: ['fakedb_{cycle}'],
  defaults: [],
  reads: [LIST],
  async read(tree) {
    const text = (await tree.readText(LIST)) ?? '';
    const minors = text
      .split('\n')
      .map((line, index) => ({ cycle: normalizeCycle(line), line: index + 1 }))
      .flatMap(({ cycle, line }) =>
        cycle === undefined ? [] : [{ minor: cycle, attr: `fakedb_${cycle}`, location: { file: LIST, line } }],
      );
    return { nixosVersion: (await tree.readText('lib/.version'))?.trim(), minors, problems: [] };
  },
};

const fakedb: PackageFamily = makeFamily(
  { id: 'fakedb', name: 'FakeDB', team: '', issueScope: 'fakedb', words: { cycle: 'major' } },
  {
    layout: cycleList,
    // PostgreSQL's lifecycle, recorded for the demo, and the catalogue's usual policy.
    upstream: upstreamOf({ kind: 'endoflife', product: 'postgresql' }, { id: 'fakedb', name: 'FakeDB' }),
    policy: policyOf({ kind: 'before-branch-off' }, { id: 'fakedb', name: 'FakeDB' }),
  },
);

describe('a family with a layout of its own', () => {
  it('is audited by its policy from what its layout reads, as any family', async () => {
    const [report] = await runAudit({
      options: { branch: 'master' },
      families: [{ family: fakedb, policy: { ...DEFAULT_POLICY_CHOICES, defaultTarget: 'newest', keep: new Map() } }],
      checkout: memoryTree({ 'lib/.version': '27.05\n', [LIST]: '13\n16\n17\n' }),
      sources: localSources({ endoflife: path.resolve(import.meta.dirname, '../../demo/recorded/endoflife') }),
      context: {},
      now: new Date('2026-11-29T06:00:00Z'),
      log: silentLog,
    });
    expect(report.family).toEqual(fakedb.profile);
    const [master] = report.audits;
    expect(master.packaged.minors.map((m) => m.attr)).toEqual(['fakedb_13', 'fakedb_16', 'fakedb_17']);
    // PostgreSQL 13 ended on 2025-11-13: its item is removed from master, where the layout says it is.
    expect(master.findings.map((f) => [f.rule, f.attr, f.file, f.line])).toEqual([['minor-eol', 'fakedb_13', LIST, 1]]);
    // Its rows, the newest first, as every family's.
    expect(familyReport(report).branches[0].rows.map((row) => row.attr)).toEqual([
      'fakedb_17',
      'fakedb_16',
      'fakedb_13',
    ]);
  });

  it('is checked out by what its layout reads', () => {
    expect(checkoutPaths([fakedb])).toContain(`/${LIST}`);
  });
});
