import { describe, expect, test } from '@jest/globals';
import type { AuditReport } from '../../src/domain/audit.js';
import { buildReport, fact, lifecycle, markdownOf, masterAudit, release, upstreamMinors } from './builders.js';

interface Task {
  name: string;
  tags: string[];
  id: string;
  start: string;
  end: string;
}

// The task form the chart uses: `name :[tags, ]id, YYYY-MM-DD, YYYY-MM-DD|0d`.
const TASK =
  /^ {4}([^:#;]+?) :((?:(?:done|active|crit|milestone), )*)([A-Za-z][A-Za-z0-9_]*), (\d{4}-\d{2}-\d{2}), (\d{4}-\d{2}-\d{2}|0d)$/;

function mermaidBlock(report: AuditReport): string[] {
  const md = markdownOf(report);
  const match = /^```mermaid\n([\s\S]*?)\n```$/m.exec(md);
  if (!match) throw new Error('no mermaid block');
  return match[1].split('\n');
}

function tasks(lines: string[]): Task[] {
  return lines
    .filter(
      (l) => l.startsWith('    ') && !/^ {4}(title|dateFormat|axisFormat|tickInterval|todayMarker|section) /.test(l),
    )
    .map((line) => {
      const m = TASK.exec(line);
      if (!m) throw new Error(`not a task line: ${JSON.stringify(line)}`);
      return { name: m[1], tags: m[2].split(', ').filter(Boolean), id: m[3], start: m[4], end: m[5] };
    });
}

describe('timeline (Mermaid gantt)', () => {
  const lines = mermaidBlock(buildReport());
  const all = tasks(lines);
  const byName = (prefix: string): Task | undefined => all.find((t) => t.name.startsWith(prefix));

  test('is a gantt chart with ISO dates, sections and well-formed task lines', () => {
    expect(lines[0]).toBe('gantt');
    expect(lines).toContain('    dateFormat YYYY-MM-DD');
    expect(lines.filter((l) => l.startsWith('    section ')).length).toBeGreaterThanOrEqual(2);
    expect(all.length).toBeGreaterThan(0);
  });

  test('task ids are unique and names hold no raw `:` or `#`', () => {
    const ids = all.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of all) expect(t.name).not.toMatch(/[:#;]/);
  });

  test('minors run GA -> EOL, from the oldest the branch packages: older ones ask nothing of it', () => {
    expect(byName('k3s 1.30')).toMatchObject({ start: '2024-04-25', end: '2025-06-28' });
    // 1.29 reached EOL two weeks before now, and master packages nothing that old.
    expect(byName('k3s 1.29')).toBeUndefined();
    expect(byName('k3s 1.26')).toBeUndefined();
  });

  test('the feature freeze, branch-off and release of each audited branch’s release are marked', () => {
    const events = all.filter((t) => t.tags.includes('milestone')).map((t) => `${t.name} ${t.start}`);
    expect(events).toEqual(
      expect.arrayContaining([
        '25.05 feature freeze 2025-04-21',
        '25.05 branch-off 2025-05-12',
        '25.05 release (est.) 2025-05-31',
        '24.11 release 2024-11-30',
      ]),
    );
  });

  test('an estimated EOL is visibly marked, a known one is not', () => {
    expect(byName('k3s 1.32')!.name).toMatch(/est/);
    expect(byName('k3s 1.31')!.name).not.toMatch(/est/);
  });

  test('NixOS releases run REL -> EOS, only those overlapping the window, cut to its start', () => {
    expect(byName('NixOS 24.11')).toMatchObject({ start: '2024-11-30', end: '2025-06-30' });
    expect(byName('NixOS 25.05')!.name).toMatch(/est/);
    // The window opens with the GA of 1.30 (2024-04-25): 23.11 ends in it, 23.05 before it;
    // 26.05 is released after the last EOL shown.
    expect(byName('NixOS 23.11')).toMatchObject({ start: '2024-04-25', end: '2024-06-30' });
    expect(byName('NixOS 23.05')).toBeUndefined();
    expect(byName('NixOS 26.05')).toBeUndefined();
  });

  test('on a branch of young minors the chart opens six months before the first of the month', () => {
    const young = (now: string): Task[] => {
      const audit = masterAudit();
      audit.packaged = { ...audit.packaged, minors: audit.packaged.minors.filter((m) => m.minor === '1.32') };
      return tasks(mermaidBlock(buildReport({ now: new Date(now), audits: [audit] })));
    };
    const early = young('2025-03-02T10:00:00Z');
    // 1.32's GA (2025-01-10) is later than 2024-09-01: the chart starts there, no bar before it.
    expect(
      early
        .filter((t) => t.end !== '0d')
        .map((t) => t.start)
        .sort()[0],
    ).toBe('2024-09-01');
    expect(early.find((t) => t.name.startsWith('NixOS 24.05'))).toMatchObject({ start: '2024-09-01' });
    expect(early.map((t) => t.name)).not.toContain('k3s 1.31');
    // Later in the month, the same window: a dashboard's chart does not move every day.
    const bars = (all: Task[]): Task[] => all.filter((t) => !t.name.startsWith('audited'));
    expect(bars(young('2025-03-31T10:00:00Z'))).toEqual(bars(early));
  });

  test('marks the audit day with a milestone', () => {
    const milestone = all.find((t) => t.tags.includes('milestone') && t.name.startsWith('audited'));
    expect(milestone).toMatchObject({ start: '2025-03-15', end: '0d' });
  });

  test('names and ids from odd calendar entries are sanitized and still unique', () => {
    const report = buildReport();
    const base = report.calendar.releases.find((r) => r.name === '25.05')!;
    report.calendar.releases.push({ ...base, name: '25.05: #dup; <x>' }, { ...base, name: '25.05' });
    const odd = tasks(mermaidBlock(report));
    const ids = odd.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(odd.filter((t) => t.name.startsWith('NixOS 25.05')).length).toBe(3);
  });

  test('a minor without a GA (never released) has no bar', () => {
    const minors = upstreamMinors();
    minors.set('1.33', {
      ...lifecycle('1.33', '2025-04-23', fact('2026-06-28', true), [release('1.33.0+k3s1', '2025-04-30')]),
      ga: undefined,
    });
    const chart = tasks(mermaidBlock(buildReport({ upstream: { repository: 'k3s-io/k3s', minors, notes: [] } })));
    expect(chart.find((t) => t.name.startsWith('k3s 1.33'))).toBeUndefined();
  });
});
