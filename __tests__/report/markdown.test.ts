import { describe, expect, test } from '@jest/globals';
import type { AuditReport } from '../../src/domain/audit.js';
import { SUMMARY_ITEMS_PER_BRANCH } from '../../src/report/markdown.js';
import {
  buildReport,
  fact,
  markdownOf,
  masterAudit,
  release,
  stableAudit,
  upstreamMinors,
  withFindings,
} from './builders.js';
import { scanCodeSpans, section, tableCells } from './markdownScan.js';

/** Markdown as a reader sees it: code spans replaced by what they show. */
const read = (markdown: string): string => scanCodeSpans(markdown).reading;

/** Table rows of a branch section, keyed by the attribute (first cell); no-break spaces read as spaces. */
function tableRows(markdown: string, branch: string): Map<string, string[]> {
  const rows = section(markdown, `\`${branch}\``)
    .split('\n')
    .filter((l) => l.startsWith('| `'));
  return new Map(
    rows.map((row) => {
      const cells = tableCells(row.replace(/\u00a0/g, ' '));
      return [scanCodeSpans(cells[0]).spans[0], cells];
    }),
  );
}

describe('renderMarkdown: branch sections', () => {
  const report = buildReport();
  const md = markdownOf(report);

  test('each branch has a heading with its name, phase and NixOS release', () => {
    expect(md).toMatch(/^## `master` · unstable · next NixOS 25\.05$/m);
    expect(md).toMatch(/^## `release-24\.11` · stable, supported · NixOS 24\.11$/m);
  });

  test('every finding appears under its item, with its reason and place, never its message again; each item with its fix', () => {
    const master = section(md, '`master`');
    const findings = masterAudit().findings;
    for (const finding of findings)
      expect(read(master)).toContain(finding.fix ? `${finding.rule}: ${finding.fix.reason}` : finding.rule);
    // Its message says the fix again: the JSON output and the annotations have it.
    for (const finding of findings.filter((f) => f.fix)) expect(read(master)).not.toContain(finding.message);
    expect(master).toContain('`pkgs/applications/networking/cluster/k3s/1_30/versions.nix:2`');
    expect(master).toContain('**What to do** (3 items; 1 error, 1 warning, 1 notice)');
    expect(master).toContain('1. ❌ **`k3s_1_30`**: Remove the attribute: the current stable release');
  });

  test('work items show in the order given: one per attribute, its one fix, why under it (an icon where less severe)', () => {
    const audit = masterAudit();
    const [behind, notice, superseded] = audit.findings;
    audit.workItems = [
      {
        subject: 'k3s_1_30',
        minor: '1.30',
        severity: 'error',
        step: 'remove',
        fix: 'Remove k3s_1_30: release-24.11 already defaults to 1.31.',
        findings: [superseded, behind],
      },
      {
        subject: 'k3s_1_29',
        minor: '1.29',
        severity: 'notice',
        step: 'check',
        fix: 'Nothing to do.',
        findings: [notice],
      },
    ];
    const master = section(markdownOf(buildReport({ audits: [audit] })), '`master`');
    const lines = master.split('\n');
    const first = lines.findIndex((l) => l.startsWith('1. '));
    expect(lines.slice(first, first + 5).map(read)).toEqual([
      '1. ❌ **k3s_1_30**: Remove k3s_1_30: release-24.11 already defaults to 1.31.',
      `    - minor-superseded: ${superseded.fix!.reason} · ${superseded.file}:${superseded.line}`,
      `    - ⚠️ patch-behind: ${behind.fix!.reason} · ${behind.file}:${behind.line}`,
      '2. ℹ️ **k3s_1_29**: Nothing to do.',
      `    - eol-soon`,
    ]);
    expect(master).toContain('(2 items; 1 error, 1 warning, 1 notice)');
  });

  test('with the audited commit known, each place links to its line there', () => {
    const audit = masterAudit();
    audit.packaged = { ...audit.packaged, commit: 'a'.repeat(40) };
    const report = buildReport({ audits: [audit], repositoryUrl: 'https://github.com/NixOS/nixpkgs' });
    const master = section(markdownOf(report), '`master`');
    expect(master).toContain(
      '[`pkgs/applications/networking/cluster/k3s/1_30/versions.nix:2`]' +
        `(https://github.com/NixOS/nixpkgs/blob/${'a'.repeat(40)}/pkgs/applications/networking/cluster/k3s/1_30/versions.nix#L2)`,
    );
    expect(master).toContain(`at [\`aaaaaaaaaaaa\`](https://github.com/NixOS/nixpkgs/commit/${'a'.repeat(40)})`);
    // The table's version links to the line that sets it.
    expect(tableRows(master, 'master').get('k3s_1_30')![2]).toBe(
      `[\`1.30.2+k3s1\`](https://github.com/NixOS/nixpkgs/blob/${'a'.repeat(40)}/pkgs/applications/networking/cluster/k3s/1_30/versions.nix#L2)`,
    );
    // A commit that is not a hash links nothing.
    audit.packaged = { ...audit.packaged, commit: 'main) [x](https://evil.example' };
    expect(
      markdownOf(buildReport({ audits: [audit], repositoryUrl: 'https://github.com/NixOS/nixpkgs' })),
    ).not.toContain('](https://github.com/NixOS/nixpkgs/blob');
  });

  test('the dates of the branch’s NixOS release are stated, estimates marked', () => {
    expect(section(md, '`master`')).toContain(
      '**NixOS 25.05:** feature freeze 2025-04-21 · branch-off 2025-05-12 · release 2025-05-31 (estimated) · end of support 2025-12-31 (estimated)',
    );
  });

  test('a branch with very many items lists the first ones and counts the rest', () => {
    const audit = withFindings(
      masterAudit(),
      Array.from({ length: 300 }, (_, i) => ({
        rule: 'layout-unrecognized' as const,
        severity: 'error' as const,
        branch: 'master',
        message: `unexpected entry "x${i}"`,
        file: `pkgs/applications/networking/cluster/k3s/x${i}`,
      })),
    );
    const master = section(markdownOf(buildReport({ audits: [audit] })), '`master`');
    expect(master.match(/^\d+\. /gm)).toHaveLength(SUMMARY_ITEMS_PER_BRANCH);
    expect(master).toContain(`… and ${300 - SUMMARY_ITEMS_PER_BRANCH} more items`);
  });

  test('the verdict counts findings by severity, and a clean branch says clean', () => {
    expect(section(md, '`master`')).toMatch(/\*\*Verdict:\*\* .*1 error, 1 warning, 1 notice/);
    expect(section(md, '`release-24.11`')).toMatch(/\*\*Verdict:\*\* ✅ clean$/m);
  });

  test('notices alone leave a branch clean, with the notice still counted', () => {
    const audit = withFindings(stableAudit(), [
      { rule: 'branch-retired', severity: 'notice', branch: 'release-24.11', message: 'retired' },
    ]);
    const out = markdownOf(buildReport({ audits: [audit] }));
    expect(out).toMatch(/\*\*Verdict:\*\* ✅ clean \(1 notice\)/);
    expect(out).toContain('retired');
  });

  test('the table has one row per packaged minor: attribute and status first, then versions and EOL', () => {
    expect(section(md, '`master`')).toContain('| Attribute | Status | Version | Latest upstream | EOL |');
    const rows = tableRows(md, 'master');
    expect([...rows.keys()].sort()).toEqual(['k3s_1_30', 'k3s_1_31', 'k3s_1_32']);
    const [, status30, version30, latest30, eol30] = rows.get('k3s_1_30')!;
    // No path in the cell: it would push the row past a phone's width (the version links to it when it can).
    expect(version30).toBe('`1.30.2+k3s1`');
    expect(latest30).toContain('`v1.30.10+k3s1` (2025-02-26)');
    expect(eol30).toBe('2025-06-28');
    expect(status30).toContain('behind');
    expect(status30).not.toContain('default');

    const [, status32, , latest32, eol32] = rows.get('k3s_1_32')!;
    // 1.32.3+k3s1 is published after now: not latest yet.
    expect(latest32).toContain('`v1.32.2+k3s1`');
    expect(eol32).toBe('2026-03-10 (estimated)');
    expect(status32).toContain('up to date');
    expect(status32).toContain('default');
    expect(rows.get('k3s_1_31')![4]).not.toContain('estimated');
  });

  test('a status wraps between its parts, never inside one, in a narrow column', () => {
    const row = section(md, '`master`')
      .split('\n')
      .find((l) => l.startsWith('| `k3s_1_32` |'))!;
    expect(tableCells(row)[1]).toBe('✅\u00a0up\u00a0to\u00a0date · ⭐\u00a0default');
  });

  test.each([
    { now: '2025-06-27T23:59:59Z', status: 'up to date' },
    { now: '2025-06-28T00:00:00Z', status: 'EOL' },
    { now: '2025-06-28T18:00:00Z', status: 'EOL' },
  ])('the EOL status is right on the boundary day ($now)', ({ now, status }) => {
    const audit = masterAudit();
    audit.packaged = { ...audit.packaged, minors: audit.packaged.minors.filter((m) => m.minor === '1.30') };
    audit.packaged.minors[0] = { ...audit.packaged.minors[0], version: release('1.30.10+k3s1', '2025-02-26').version };
    const out = markdownOf(buildReport({ now: new Date(now), audits: [audit] }));
    expect(tableRows(out, 'master').get('k3s_1_30')![1]).toContain(status);
  });

  test('a minor whose files cannot be read has its row, shown as unreadable, without a version', () => {
    const audit = masterAudit();
    const file = 'pkgs/applications/networking/cluster/k3s/1_32/versions.nix';
    audit.packaged = {
      ...audit.packaged,
      minors: audit.packaged.minors.filter((m) => m.minor !== '1.32'),
      unreadable: [{ minor: '1.32', attr: 'k3s_1_32', file }],
    };
    const rows = tableRows(markdownOf(buildReport({ audits: [audit] })), 'master');
    expect([...rows.keys()]).toEqual(['k3s_1_32', 'k3s_1_31', 'k3s_1_30']);
    const [, status, version, latest] = rows.get('k3s_1_32')!;
    expect(version).toBe('—');
    expect(latest).toContain('`v1.32.2+k3s1`');
    expect(status).toBe('❌ unreadable · ⭐ default');
  });

  test('where the facts about other branches came from is stated', () => {
    const master = section(md, '`master`');
    expect(master).toContain('`release-24.11`');
    expect(master).toContain('`GitHub API (NixOS/nixpkgs@release-24.11)`');
    expect(master).toContain('`checkout /tmp/nixpkgs`');
  });

  test('a branch without any k3s attribute says so instead of an empty table', () => {
    const audit = { ...stableAudit(), packaged: { minors: [], problems: [] } };
    const out = section(markdownOf(buildReport({ audits: [audit] })), '`release-24.11`');
    expect(out).toContain('No k3s attribute');
    expect(out).not.toContain('| Attribute');
  });
});

describe('renderMarkdown: untrusted text', () => {
  const HOSTILE = '@NixOS/k3s <img src=x> [x](http://e) `tick` ``two`` a|b';

  function hostileReport(): AuditReport {
    const minors = upstreamMinors();
    const evil = { ...release('1.32.2+k3s1', '2025-02-26', HOSTILE), tag: 'v1.32.2+k3s1 @NixOS/k3s |`' };
    minors.set('1.32', { ...minors.get('1.32')!, releases: [evil] });
    return buildReport({ upstream: { repository: 'k3s-io/k3s', minors, notes: [] } });
  }

  test('release names and tags appear only inside code spans, never as mentions, HTML or links', () => {
    const md = markdownOf(hostileReport());
    const { prose } = scanCodeSpans(
      md
        .split('\n')
        .map((l) => (l.startsWith('|') ? l.replace(/\\\|/g, '|') : l))
        .join('\n'),
    );
    expect(prose).not.toMatch(/@NixOS/);
    expect(prose).not.toContain('<img');
    expect(prose).not.toContain('](http');
    expect(prose).not.toContain('tick');
  });

  test('they do not break the table and read back exactly', () => {
    const md = markdownOf(hostileReport());
    const row = section(md, '`master`')
      .split('\n')
      .find((l) => l.startsWith('| `k3s_1_32`'))!;
    const cells = tableCells(row);
    expect(cells).toHaveLength(5);
    expect(scanCodeSpans(cells[3]).spans).toEqual(['v1.32.2+k3s1 @NixOS/k3s |`', HOSTILE]);
  });

  test('messages and fixes quote checkout text inertly: no HTML, link, mention or table break', () => {
    const audit = withFindings(masterAudit(), [
      {
        rule: 'layout-unrecognized',
        severity: 'error',
        branch: 'master',
        message: 'cannot read <b>x</b> | y [z](https://evil.example) @NixOS/k3s #12',
      },
    ]);
    const md = markdownOf(buildReport({ audits: [audit] }));
    const line = md.split('\n').find((l) => l.includes('cannot read'))!;
    const { prose, reading } = scanCodeSpans(line);
    expect(prose).not.toMatch(/[<|[\]@#]/);
    expect(reading).toContain('cannot read <b>x</b> | y [z](https://evil.example) @NixOS/k3s #12');
  });
});

describe('renderMarkdown: footer', () => {
  test('names the upstream repository, its notes, estimated dates, the policy and pins', () => {
    const footer = section(markdownOf(buildReport({ runUrl: 'https://github.com/o/r/actions/runs/1' })), 'Sources');
    expect(footer).toContain('`k3s-io/k3s`');
    expect(footer).toContain('EOL of 1.32 estimated: not yet in schedule.yaml');
    expect(footer).toMatch(/GA \+ 14 months: 1\.32 2026-03-10/);
    expect(footer).toMatch(/25\.05 \(release 2025-05-31, end of support 2025-12-31\)/);
    // 26.05 is outside the timeline window: its estimates are noise here.
    expect(footer).not.toContain('26.05');
    expect(footer).toContain('`nixpkgs`');
    expect(footer).toContain('Rancher pins it');
    expect(footer).toContain('(https://github.com/o/r/actions/runs/1)');
  });

  test('a run link cannot escape its link destination', () => {
    const footer = section(markdownOf(buildReport({ runUrl: 'https://e/x) [y](http://z' })), 'Sources');
    expect(footer).toContain('(https://e/x%29%20[y]%28http://z)');
  });

  test('dates are UTC days whatever the clock time', () => {
    const md = markdownOf(buildReport({ now: new Date('2025-03-15T23:59:59Z') }));
    expect(md).toContain('Audit of 2025-03-15');
    expect(tableRows(md, 'master').get('k3s_1_30')![4]).toBe('2025-06-28');
  });
});

describe('renderMarkdown: estimated EOL from the builder', () => {
  test('"estimated" shows only for the estimated EOL', () => {
    const minors = upstreamMinors();
    minors.set('1.32', { ...minors.get('1.32')!, eol: fact('2026-02-28') });
    const md = markdownOf(buildReport({ upstream: { repository: 'k3s-io/k3s', minors, notes: [] } }));
    expect([...tableRows(md, 'master').values()].map((cells) => cells[4]).join(' ')).not.toContain('estimated');
  });
});
