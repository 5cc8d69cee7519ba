import { describe, expect, test } from '@jest/globals';
import { runTerminalOf, buildReport, masterAudit, stableAudit, terminalOf, withFindings } from './builders.js';

const ESC = '\u001b';

function branchBlock(out: string, branch: string): string[] {
  const lines = out.split('\n');
  const start = lines.findIndex((l) => l.startsWith(`${branch} `));
  const end = lines.findIndex((l, i) => i > start && l === '');
  return lines.slice(start, end);
}

describe('renderTerminal', () => {
  const plain = terminalOf(buildReport(), { color: false });

  test('without colour there are no escape codes; with colour the severities are coloured', () => {
    expect(plain).not.toContain(ESC);
    const coloured = terminalOf(buildReport(), { color: true });
    expect(coloured).toContain(`${ESC}[31merror`);
    expect(coloured).toContain(`${ESC}[33mwarning`);
  });

  test('each branch has a header line with its verdict; a clean branch says clean', () => {
    expect(plain).toMatch(/^master · unstable · next NixOS 25\.05: 1 error, 1 warning, 1 notice$/m);
    expect(plain).toMatch(/^release-24\.11 · stable, supported · NixOS 24\.11: clean$/m);
  });

  test('the table of packaged minors is aligned in columns: attribute, version, EOL, status', () => {
    const block = branchBlock(plain, 'master');
    const header = block[1];
    const rows = block.slice(2, 5);
    expect(rows.map((r) => r.trim().split(/\s+/)[0])).toEqual(['k3s_1_32', 'k3s_1_31', 'k3s_1_30']);
    expect(header.trim().split(/\s+/)).toEqual(['ATTRIBUTE', 'VERSION', 'EOL', 'STATUS']);
    for (const column of ['VERSION', 'EOL', 'STATUS']) {
      const at = header.indexOf(column);
      for (const row of rows) {
        expect(row[at - 1]).toBe(' ');
        expect(row[at]).not.toBe(' ');
      }
    }
    // Upstream's latest is the why of the item of a minor behind it, not a column.
    expect(rows[2]).toMatch(/^ {2}k3s_1_30 +1\.30\.2\+k3s1 +\S+ +behind$/);
    expect(rows[0]).toContain('2026-03-10 (estimated)');
    expect(rows[0]).toContain('default');
  });

  test('a minor behind upstream names the latest in its row, unless a finding under it asks for it', () => {
    const row = (audit: ReturnType<typeof masterAudit>): string | undefined =>
      branchBlock(terminalOf(buildReport({ audits: [audit] }), { color: false }), 'master').find((l) =>
        l.startsWith('  k3s_1_30 '),
      );
    expect(row(masterAudit())).toMatch(/ behind$/);
    const unasked = masterAudit();
    withFindings(
      unasked,
      unasked.findings.filter((f) => f.rule !== 'patch-behind'),
    );
    expect(row(unasked)).toMatch(/ behind, latest 1\.30\.10\+k3s1$/);
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
    const block = branchBlock(terminalOf(buildReport({ audits: [audit] }), { color: false }), 'master');
    expect(block[2].trim().split(/\s{2,}/)).toEqual(['k3s_1_32', '-', '2026-03-10 (estimated)', 'unreadable, default']);
  });

  test('items carry a severity tag, subject and fix; under each, why: the rule, its short reason and file:line; errors first', () => {
    const block = branchBlock(plain, 'master').join('\n');
    const error = block.indexOf('  error    k3s_1_30: Remove the attribute');
    expect(block).toContain(
      '\n           minor-superseded: older than k3s 1.31, the default of NixOS 24.11 ' +
        '(pkgs/applications/networking/cluster/k3s/1_30/versions.nix:2)',
    );
    const warning = block.indexOf('  warning  k3s_1_30: Update the version');
    const notice = block.indexOf('  notice   k3s_1_29: Plan the removal');
    expect(error).toBeGreaterThan(-1);
    expect(error).toBeLessThan(warning);
    expect(warning).toBeLessThan(notice);
    // Never the message, which says the fix again.
    expect(block).not.toContain('is older than the default of release-24.11');
    expect(block).toContain('\n           patch-behind: 1.30.2+k3s1 → 1.30.10+k3s1, released 2025-02-26 (');
  });

  test('an item of findings without a fix is their messages; under it, each rule and place, nothing said again', () => {
    const audit = masterAudit();
    const notice = audit.workItems[2];
    const out = terminalOf(buildReport({ audits: [audit] }), { color: false });
    expect(notice.fix).toBe('Plan the removal and make sure a newer minor is packaged.');
    expect(out).toMatch(/^ {11}eol-soon$/m);
    // With an edit to word, a finding without one says its message under the item.
    const mixed = masterAudit();
    mixed.workItems[0].findings.push(mixed.findings[1]);
    const text = terminalOf(buildReport({ audits: [mixed] }), { color: false });
    expect(text).toContain('\n           notice eol-soon: k3s_1_29 is kept: Rancher pins it\n');
  });

  test('a place is said once an item; by its name alone when the fix names the whole path', () => {
    const audit = masterAudit();
    const [remove, update] = audit.workItems;
    const file = 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix';
    remove.findings.push({ ...update.findings[0], severity: 'error' });
    update.fix = `Update ${file} to 1.30.10+k3s1.`;
    const block = branchBlock(terminalOf(buildReport({ audits: [audit] }), { color: false }), 'master');
    const under = (item: string): string[] => {
      const at = block.findIndex((line) => line.startsWith(item));
      const end = block.findIndex((line, i) => i > at && /^ {2}\S/.test(line));
      return block.slice(at + 1, end === -1 ? undefined : end);
    };
    expect(under('  error    k3s_1_30').join('\n').split(file)).toHaveLength(2);
    expect(under('  warning  k3s_1_30')).toEqual([
      '           patch-behind: 1.30.2+k3s1 → 1.30.10+k3s1, released 2025-02-26 (versions.nix:2)',
    ]);
  });

  test('with a width, every line but a table row fits it, continuations under a hanging indent', () => {
    const narrow = terminalOf(buildReport(), { color: false, width: 44 });
    const lines = narrow.split('\n');
    const rows = lines.filter((line) => /^ {2}(ATTRIBUTE|k3s_1_\d+) /.test(line));
    expect(rows.length).toBeGreaterThan(3);
    for (const line of lines.filter((l) => !rows.includes(l))) {
      // A word longer than the room (a path) stands alone past it.
      if (line.length > 44) expect(line.trim()).not.toContain(' ');
    }
    expect(lines.some((line) => line.length > 40 && line.length <= 44)).toBe(true);
    const fix = lines.findIndex((line) => line.startsWith('  error    k3s_1_30: Remove'));
    expect(lines[fix + 1]).toMatch(/^ {11}\S/);
    expect(narrow.split(/\s+/).join(' ')).toBe(plain.split(/\s+/).join(' '));
  });

  test('no Mermaid; the upcoming NixOS dates instead, soonest first, nothing already past; EOLs are in the table', () => {
    expect(plain).not.toContain('gantt');
    expect(plain).not.toContain('```');
    const lines = plain.split('\n');
    const start = lines.indexOf('Upcoming dates');
    const upcoming = lines.slice(start + 1, lines.indexOf('', start));
    const dates = upcoming.map((l) => l.trim().slice(0, 10));
    expect(dates).toEqual([...dates].sort());
    expect(dates.every((d) => d >= '2025-03-15')).toBe(true);
    expect(upcoming).toContain('  2025-05-31  NixOS 25.05 release (estimated)');
    expect(upcoming.every((line) => line.includes('NixOS'))).toBe(true);
    expect(plain).not.toContain('end of life');
    expect(branchBlock(plain, 'master').find((l) => l.includes('k3s_1_30  '))).toContain('2025-06-28');
  });

  test('the last line sums up the run', () => {
    expect(plain.trimEnd().split('\n').at(-1)).toBe('2 branches audited: 1 error, 1 warning, 1 notice');
    const clean = terminalOf(buildReport({ audits: [stableAudit()] }), { color: false });
    expect(clean.trimEnd().split('\n').at(-1)).toBe('1 branch audited: clean');
  });

  test('several families: each branch under its family (one with nothing to do on a line), the upcoming dates once, a day on one line, one verdict, then the next step', () => {
    const k3s = buildReport({ audits: [masterAudit()] });
    const rke2 = buildReport({ audits: [stableAudit()], family: { ...k3s.family, id: 'rke2', name: 'rke2' } });
    const out = runTerminalOf([{ report: k3s }, { report: rke2 }], { color: false }, 'Next: do this.');
    const lines = out.trimEnd().split('\n');
    expect(lines).toContain('k3s · master · unstable · next NixOS 25.05: 1 error, 1 warning, 1 notice');
    expect(lines).toContain('rke2: clean on release-24.11 (k3s_1_31)');
    expect(lines.filter((line) => line === 'Upcoming dates')).toHaveLength(1);
    const release = lines.filter((line) => line.includes('NixOS 25.05 release'));
    expect(release).toEqual(['  2025-05-31  NixOS 25.05 release (estimated)']);
    expect(lines.slice(-2)).toEqual([
      '2 branches audited for k3s and rke2: 1 error, 1 warning, 1 notice',
      'Next: do this.',
    ]);
  });

  test('control characters in messages or branch names cannot reach the terminal', () => {
    const audit = masterAudit();
    audit.branch = { ...audit.branch, name: `master${ESC}]0;owned\u0007` };
    withFindings(audit, [
      { rule: 'layout-unrecognized', severity: 'error', branch: 'master', message: `bad ${ESC}[2J file` },
    ]);
    const out = terminalOf(buildReport({ audits: [audit] }), { color: false });
    expect(out).not.toContain(ESC);
    expect(out).not.toContain('\u0007');
    expect(out).toContain('bad ');
  });
});
