import { describe, expect, test } from '@jest/globals';
import { renderTerminal } from '../../src/report/terminal.js';
import { buildReport, masterAudit, stableAudit, withFindings } from './builders.js';

const ESC = '\u001b';

function branchBlock(out: string, branch: string): string[] {
  const lines = out.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${branch} `));
  const end = lines.findIndex((l, i) => i > start && l === '');
  return lines.slice(start, end);
}

describe('renderTerminal', () => {
  const plain = renderTerminal(buildReport(), { color: false });

  test('without colour there are no escape codes; with colour the severities are coloured', () => {
    expect(plain).not.toContain(ESC);
    const coloured = renderTerminal(buildReport(), { color: true });
    expect(coloured).toContain(`${ESC}[31merror`);
    expect(coloured).toContain(`${ESC}[33mwarning`);
  });

  test('each branch has a header line with its verdict; a clean branch says clean', () => {
    expect(plain).toMatch(/^master · unstable · next NixOS 25\.05: 1 error, 1 warning, 1 notice$/m);
    expect(plain).toMatch(/^release-24\.11 · stable, supported · NixOS 24\.11: clean$/m);
  });

  test('the table of packaged minors is aligned in columns', () => {
    const block = branchBlock(plain, 'master');
    const header = block[1];
    const rows = block.slice(2, 5);
    expect(rows.map((r) => r.trim().split(/\s+/)[0])).toEqual(['k3s_1_32', 'k3s_1_31', 'k3s_1_30']);
    for (const column of ['VERSION', 'LATEST', 'EOL', 'STATUS']) {
      const at = header.indexOf(column);
      for (const row of rows) {
        expect(row[at - 1]).toBe(' ');
        expect(row[at]).not.toBe(' ');
      }
    }
    expect(rows[2]).toContain('1.30.10+k3s1 (2025-02-26)');
    expect(rows[0]).toContain('2026-03-10 (estimated)');
    expect(rows[0]).toContain('default');
  });

  test('a minor whose files cannot be read has its row, unreadable, its version unknown', () => {
    const audit = masterAudit();
    audit.packaged = {
      ...audit.packaged,
      minors: audit.packaged.minors.filter((m) => m.minor !== '1.32'),
      unreadable: [
        { minor: '1.32', attr: 'k3s_1_32', file: 'pkgs/applications/networking/cluster/k3s/1_32/versions.nix' },
      ],
    };
    const block = branchBlock(renderTerminal(buildReport({ audits: [audit] }), { color: false }), 'master');
    expect(block[2].trim().split(/\s{2,}/)).toEqual([
      'k3s_1_32',
      '-',
      '1.32.2+k3s1 (2025-02-26)',
      '2026-03-10 (estimated)',
      'unreadable, default',
    ]);
  });

  test('items carry a severity tag, subject and fix; their findings the rule, message and file:line; errors first', () => {
    const block = branchBlock(plain, 'master').join('\n');
    const error = block.indexOf('  error    k3s_1_30: Remove the attribute');
    expect(block).toContain('\n           error minor-superseded: k3s_1_30 is older');
    const warning = block.indexOf('  warning  k3s_1_30: Update the version');
    const notice = block.indexOf('  notice   k3s_1_29: Plan the removal');
    expect(error).toBeGreaterThan(-1);
    expect(error).toBeLessThan(warning);
    expect(warning).toBeLessThan(notice);
    expect(block).toContain('(pkgs/applications/networking/cluster/k3s/1_30/versions.nix:2)');
  });

  test('no Mermaid; upcoming dates instead, soonest first, nothing already past', () => {
    expect(plain).not.toContain('gantt');
    expect(plain).not.toContain('```');
    const lines = plain.split('\n');
    const start = lines.indexOf('Upcoming dates');
    const upcoming = lines.slice(start + 1, lines.indexOf('', start));
    const dates = upcoming.map((l) => l.trim().slice(0, 10));
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= '2025-03-15')).toBe(true);
    expect(upcoming).toContain('  2025-06-28  k3s 1.30 end of life');
    expect(upcoming).toContain('  2025-05-31  NixOS 25.05 release (estimated)');
    // 1.29 reached EOL before now and is not packaged.
    expect(plain).not.toContain('k3s 1.29 end of life');
  });

  test('the last line sums up the run', () => {
    expect(plain.trimEnd().split('\n').at(-1)).toBe('2 branches audited: 1 error, 1 warning, 1 notice');
    const clean = renderTerminal(buildReport({ audits: [stableAudit()] }), { color: false });
    expect(clean.trimEnd().split('\n').at(-1)).toBe('1 branch audited: clean');
  });

  test('control characters in messages or branch names cannot reach the terminal', () => {
    const audit = masterAudit();
    audit.branch = { ...audit.branch, name: `master${ESC}]0;owned\u0007` };
    withFindings(audit, [
      { rule: 'layout-unrecognized', severity: 'error', branch: 'master', message: `bad ${ESC}[2J file` },
    ]);
    const out = renderTerminal(buildReport({ audits: [audit] }), { color: false });
    expect(out).not.toContain(ESC);
    expect(out).not.toContain('\u0007');
    expect(out).toContain('bad ');
  });
});
