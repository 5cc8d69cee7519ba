// A family's tables show the columns something was read for, and it speaks of
// its cycles in its own word: PostgreSQL's majors, Node.js' release lines,
// Ruby's series. A family whose layout reads no version (Ruby) has no VERSION
// column, never a column of "-"; one that reads them (PostgreSQL) shows them,
// linked to the line of the cycle's file that sets them.
import { describe, expect, test } from '@jest/globals';
import type { AuditReport } from '../../src/domain/audit.js';
import { aCycle, cycleWord, type FamilyProfile } from '../../src/domain/family.js';
import type { BranchAudit, MinorLifecycle, PackagedMinor } from '../../src/domain/types.js';
import { plainVersion } from '../../src/domain/version.js';
import { builtInCatalogue, familyIn } from '../../src/families/catalogue.js';
import { timelineMarkdown } from '../../src/report/timeline.js';
import { familyReport } from '../../src/report/model.js';
import { buildReport, day, fact, markdownOf, packagedMinor, stableAudit, terminalOf } from './builders.js';

const profile = (id: string): FamilyProfile => familyIn(builtInCatalogue(), id)!.profile;

/** PostgreSQL 16 and 17 on release-24.11, their versions read (`withVersions`) or not, as a catalogue family. */
function postgresql(withVersions: boolean, id = 'postgresql'): AuditReport {
  const family = profile(id);
  const [item] = family.layout.attributes;
  const minor = (cycle: '16' | '17', version: string, line: number): PackagedMinor => ({
    minor: cycle,
    attr: item.replace('{cycle}', cycle).replace('{major}_{minor}', '3_4'),
    location: { file: 'pkgs/top-level/all-packages.nix', line },
    ...(withVersions
      ? {
          version: plainVersion(version)!,
          versionLocation: { file: `pkgs/servers/sql/postgresql/${cycle}.nix`, line: 2 },
        }
      : {}),
  });
  const lifecycle = (cycle: '16' | '17', ga: string, eol: string, latest: string): MinorLifecycle => ({
    minor: cycle,
    ga: day(ga),
    eol: fact(eol, false, 'endoflife.date'),
    releases: [{ version: plainVersion(latest)!, tag: latest, publishedAt: day('2025-02-20') }],
  });
  const audit: BranchAudit = {
    ...stableAudit(),
    packaged: { minors: [minor('17', '17.4', 80), minor('16', '16.7', 79)], problems: [] },
    findings: [],
    workItems: [],
  };
  const base = buildReport();
  return buildReport({
    family,
    audits: [audit],
    upstream: {
      repository: 'endoflife.date postgresql',
      minors: new Map([
        ['16', lifecycle('16', '2023-09-14', '2028-11-09', '16.8')],
        ['17', lifecycle('17', '2024-09-26', '2029-11-08', '17.4')],
      ]),
      notes: [],
      endOfLife: { product: 'postgresql' },
    },
    calendar: base.calendar,
  });
}

describe('the VERSION column', () => {
  test('is absent from the terminal and the job summary when no row has a version', () => {
    const terminal = terminalOf(postgresql(false));
    expect(terminal).toMatch(/^ {2}ATTRIBUTE +EOL +STATUS$/m);
    expect(terminal).not.toContain('VERSION');
    expect(terminal).toMatch(/^ {2}postgresql_17 +2029-11-08 +supported$/m);
    const markdown = markdownOf(postgresql(false));
    expect(markdown).toContain('| Attribute | Status | Latest upstream | EOL |');
    expect(markdown).not.toContain('| Version |');
    expect(markdown).not.toMatch(/\| — \| `17/);
  });

  test('shows each version read, behind or up to date with upstream, and where its own file sets it', () => {
    const terminal = terminalOf(postgresql(true));
    expect(terminal).toMatch(/^ {2}ATTRIBUTE +VERSION +EOL +STATUS$/m);
    expect(terminal).toMatch(/^ {2}postgresql_17 +17\.4 +2029-11-08 +up to date$/m);
    expect(terminal).toMatch(/^ {2}postgresql_16 +16\.7 +2028-11-09 +behind, latest 16\.8$/m);
    // A status keeps its words together with no-break spaces.
    const markdown = markdownOf(postgresql(true)).replace(/\u00a0/g, ' ');
    expect(markdown).toContain('| Attribute | Status | Version | Latest upstream | EOL |');
    expect(markdown).toContain('| `postgresql_17` | ✅ up to date | `17.4` | `17.4` (2025-02-20) | 2029-11-08 |');
    expect(markdown).toContain('| `postgresql_16` | ⚠️ behind | `16.7` | `16.8` (2025-02-20) | 2028-11-09 |');
    // The version links, at a commit, to the line of the major's own file that sets it, not to its binding.
    expect(familyReport(postgresql(true)).branches[0].rows[0].location).toEqual({
      file: 'pkgs/servers/sql/postgresql/17.nix',
      line: 2,
    });
  });

  test('stays for k3s, whose rows all have a version, and an unreadable row among them says "-"', () => {
    const audit: BranchAudit = {
      ...stableAudit(),
      packaged: {
        minors: [packagedMinor('1.31.6+k3s1')],
        unreadable: [
          { minor: '1.30', attr: 'k3s_1_30', file: 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix' },
        ],
        problems: [],
      },
    };
    const terminal = terminalOf(buildReport({ audits: [audit] }));
    expect(terminal).toMatch(/^ {2}ATTRIBUTE +VERSION +EOL +STATUS$/m);
    expect(terminal).toMatch(/^ {2}k3s_1_30 +- +/m);
  });
});

describe('a family in its own words', () => {
  test.each([
    ['k3s', 'minor', 'minors', 'a minor'],
    ['postgresql', 'major', 'majors', 'a major'],
    ['nodejs', 'release line', 'release lines', 'a release line'],
    ['go', 'major release', 'major releases', 'a major release'],
    ['ruby', 'series', 'series', 'a series'],
  ])('%s: one %s, many %s, %s', (id, one, many, article) => {
    const family = profile(id);
    expect([cycleWord(family), cycleWord(family, 'many'), aCycle(family)]).toEqual([one, many, article]);
  });

  test('every family of the catalogue names its cycles in a word of its own', () => {
    for (const family of builtInCatalogue().families)
      expect([family.id, family.words.cycle]).not.toEqual([family.id, 'cycle']);
  });

  test.each([
    ['postgresql', 'PostgreSQL majors'],
    ['nodejs', 'Node.js release lines'],
  ])('the %s chart and its key say "%s"', (id, words) => {
    const report = postgresql(true, id);
    const chart = timelineMarkdown(report, { audit: report.audits[0], marked: [], auditDay: true });
    expect(chart).toContain(`    section ${words}\n`);
    expect(chart).toContain(`<sub>${words} on \`release-24.11\`:`);
  });
});
