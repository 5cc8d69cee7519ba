// The timeline, read by Mermaid's own code: its parser and its gantt database,
// which compute every bar as GitHub's renderer will draw it (dates, done,
// active, crit, milestone). What the chart says is checked there, not in our
// own reading of the text.
import { describe, expect, test } from '@jest/globals';
import fc from 'fast-check';
import mermaid from 'mermaid';
import type { AuditReport } from '../../src/domain/audit.js';
import type { Minor, WorkItem } from '../../src/domain/types.js';
import { renderTimeline, type TimelineOptions } from '../../src/report/timeline.js';
import { buildReport, calendar, fact, lifecycle, masterAudit, release, upstreamMinors } from './builders.js';

/** A bar as Mermaid's gantt database computes it. */
interface MermaidTask {
  task: string;
  id: string;
  section: string;
  startTime: Date;
  endTime: Date;
  done?: boolean;
  active?: boolean;
  crit?: boolean;
  milestone?: boolean;
}

interface GanttDiagram {
  type: string;
  db: { getTasks(): MermaidTask[] };
}

/** The chart's bars as Mermaid reads them; throws where Mermaid would refuse the chart. */
async function mermaidTasks(source: string): Promise<MermaidTask[]> {
  await mermaid.parse(source);
  const diagram = (await mermaid.mermaidAPI.getDiagramFromText(source)) as unknown as GanttDiagram;
  expect(diagram.type).toBe('gantt');
  return diagram.db.getTasks();
}

/** The local calendar day Mermaid (dayjs) parsed a date to. */
function day(date: Date): string {
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function looks(task: MermaidTask): string {
  const flags = (['done', 'active', 'crit', 'milestone'] as const).filter((flag) => task[flag]);
  return flags.join('+') || 'plain';
}

const item = (minor: Minor, step: WorkItem['step']): WorkItem => ({
  subject: `k3s_${minor.replace('.', '_')}`,
  minor,
  severity: 'error',
  step,
  fix: `Add k3s_${minor.replace('.', '_')}.`,
  findings: [],
});

/** master packages 1.30, 1.31, 1.32; upstream also has 1.33 (GA before now), which master must add. */
function reportWithMissing(now = '2025-05-01T10:00:00Z'): { report: AuditReport; options: TimelineOptions } {
  const minors = upstreamMinors();
  minors.set('1.33', lifecycle('1.33', '2025-04-23', fact('2026-06-28', true), [release('1.33.0+k3s1', '2025-04-25')]));
  const report = buildReport({ now: new Date(now), upstream: { repository: 'k3s-io/k3s', minors, notes: [] } });
  const audit = masterAudit();
  return {
    report,
    options: { audit, items: [item('1.33', 'add')], marked: audit.release ? [audit.release] : [], auditDay: true },
  };
}

describe('the timeline, as Mermaid reads it', () => {
  test('minors are coloured by how the branch packages them: packaged, missing', async () => {
    const { report, options } = reportWithMissing();
    const tasks = await mermaidTasks(renderTimeline(report, options));
    const minor = (name: string): MermaidTask | undefined => tasks.find((t) => t.task.startsWith(`k3s ${name} `));
    expect(looks(minor('1.31')!)).toBe('plain');
    expect(minor('1.31')!.task).toMatch(/packaged/);
    expect(looks(minor('1.33')!)).toBe('active+crit');
    expect(minor('1.33')!.task).toMatch(/missing/);
    // 1.29 is older than every minor master packages: history, not on its chart.
    expect(minor('1.29')).toBeUndefined();
    expect(day(minor('1.30')!.startTime)).toBe('2024-04-25');
    expect(day(minor('1.30')!.endTime)).toBe('2025-06-28');
    // The chart opens with the oldest packaged minor.
    expect(Math.min(...tasks.map((t) => t.startTime.getTime()))).toBe(minor('1.30')!.startTime.getTime());
  });

  test('a minor past its end of life and still packaged is red, not grey like history', async () => {
    // 1.30 reached its end of life on 2025-06-28 and master still packages it.
    const { report, options } = reportWithMissing('2025-06-28T00:00:00Z');
    const tasks = await mermaidTasks(renderTimeline(report, options));
    const eol = tasks.find((t) => t.task.startsWith('k3s 1.30'))!;
    expect(looks(eol)).toBe('crit');
    expect(eol.task).toMatch(/EOL/);
    // The day before, it was still simply packaged.
    const before = reportWithMissing('2025-06-27T23:59:59Z');
    const earlier = await mermaidTasks(renderTimeline(before.report, before.options));
    expect(looks(earlier.find((t) => t.task.startsWith('k3s 1.30'))!)).toBe('plain');
  });

  test('a minor the branch does not package, and every minor without a branch, is grey; light is NixOS alone', async () => {
    const { report, options } = reportWithMissing();
    const tasks = await mermaidTasks(renderTimeline(report, { ...options, items: [] }));
    expect(looks(tasks.find((t) => t.task.startsWith('k3s 1.33'))!)).toBe('done');
    const plain = await mermaidTasks(renderTimeline(report, { auditDay: true }));
    // Without a branch, the minors of the six months before the first of the month (2024-11-01), ended or not.
    expect(looks(plain.find((t) => t.task.startsWith('k3s 1.31'))!)).toBe('done');
    expect(looks(plain.find((t) => t.task.startsWith('k3s 1.29'))!)).toBe('done');
    for (const all of [tasks, plain]) {
      const light = all.filter((t) => looks(t) === 'active').map((t) => t.section);
      expect(new Set(light)).toEqual(new Set(['NixOS<br>releases']));
    }
    // 24.11 ended on 2025-06-30, and is light all the same: a NixOS release, in no colour of a minor's.
    const ended = await mermaidTasks(renderTimeline(reportWithMissing('2025-07-01T10:00:00Z').report, options));
    expect(looks(ended.find((t) => t.task.startsWith('NixOS 24.11'))!)).toBe('active');
  });

  test('feature freeze, branch-off and release of the marked release are milestones on their days', async () => {
    const { report, options } = reportWithMissing();
    const tasks = await mermaidTasks(renderTimeline(report, options));
    const events = tasks.filter((t) => t.section === 'NixOS<br>events' && t.milestone);
    expect(events.map((t) => [t.task.trim(), day(t.startTime)])).toEqual([
      ['25.05 feature freeze', '2025-04-21'],
      ['25.05 branch-off', '2025-05-12'],
      ['25.05 release (est.)', '2025-05-31'],
      ['audited 2025-05-01', '2025-05-01'],
    ]);
    const nixos = tasks.find((t) => t.task.startsWith('NixOS 24.11'))!;
    expect([day(nixos.startTime), day(nixos.endTime)]).toEqual(['2024-11-30', '2025-06-30']);
  });

  test('an issue carries no date of its own: no audit-day milestone, Mermaid shows the reader’s today', async () => {
    const { report, options } = reportWithMissing();
    const source = renderTimeline(report, { ...options, auditDay: false });
    expect(source).not.toContain('todayMarker off');
    expect(source).not.toContain('2025-05-01');
    expect((await mermaidTasks(source)).some((t) => t.task.startsWith('audited'))).toBe(false);
  });

  test('a bar that began before the chart opens says when it began, not only where it is cut', async () => {
    // The chart opens with 1.30's GA (2024-04-25); NixOS 23.11 was released on 2023-11-29.
    const { report, options } = reportWithMissing();
    const tasks = await mermaidTasks(renderTimeline(report, options));
    const cut = tasks.find((t) => t.task.startsWith('NixOS 23.11'))!;
    expect(day(cut.startTime)).toBe('2024-04-25');
    expect(cut.task.trim()).toBe('NixOS 23.11 (from 2023-11-29)');
    // A bar drawn whole says nothing of the kind.
    expect(tasks.find((t) => t.task.startsWith('NixOS 24.11'))!.task.trim()).toBe('NixOS 24.11');
    expect(tasks.find((t) => t.task.startsWith('k3s 1.30'))!.task.trim()).toBe('k3s 1.30 packaged');
    // A minor's bar too: without a branch the chart opens on 2024-11-01, after 1.29's GA.
    const plain = await mermaidTasks(renderTimeline(report, { auditDay: true }));
    const minor = plain.find((t) => t.task.startsWith('k3s 1.29'))!;
    expect(day(minor.startTime)).toBe('2024-11-01');
    expect(minor.task.trim()).toBe('k3s 1.29 (from 2024-01-16)');
  });

  test('Mermaid refuses a broken chart: the check can fail', async () => {
    const { report, options } = reportWithMissing();
    const source = renderTimeline(report, options);
    await expect(mermaidTasks(source.replace('2024-04-25', '2024-13-45'))).rejects.toThrow(/Invalid date/);
    await expect(mermaidTasks(`${source}\n    not a task`)).rejects.toThrow(/Parse error/);
    // A bad end day is drawn as a bar of no length: the dates asserted above are what catch it.
    const [bar] = (await mermaidTasks(source.replace('2025-06-28', '2025-13-45'))).filter((t) => t.id === 'k3s_1_30');
    expect(day(bar.endTime)).not.toBe('2025-06-28');
  });

  test('whatever the names of releases and minors, the chart parses with one bar each (property)', async () => {
    const name = fc.string({
      unit: fc.constantFrom(...':#;,%`@<>\n\r\t-_ ()'.split(''), 'a', '9', 'é'),
      maxLength: 12,
    });
    await fc.assert(
      fc.asyncProperty(fc.array(name, { minLength: 1, maxLength: 4 }), async (names) => {
        const report = buildReport();
        const base = calendar().find((r) => r.name === '25.05')!;
        report.calendar.releases.push(...names.map((n) => ({ ...base, name: n })));
        const tasks = await mermaidTasks(
          renderTimeline(report, { audit: masterAudit(), marked: [base], auditDay: true }),
        );
        const releases = tasks.filter((t) => t.section === 'NixOS<br>releases');
        expect(releases.filter((t) => day(t.startTime) === '2025-05-31')).toHaveLength(names.length + 1);
      }),
      { numRuns: 30 },
    );
  });
});

describe("a declared family's chart, whose cycles live for years (PostgreSQL's five)", () => {
  /** PostgreSQL 14 to 18 (releases and ends as endoflife.date gives them), all packaged, audited on 2026-11-29. */
  function postgresql(): { report: AuditReport; options: TimelineOptions } {
    const cycles: Array<[Minor, string, string]> = [
      ['14', '2021-09-30', '2026-11-12'],
      ['15', '2022-10-13', '2027-11-11'],
      ['16', '2023-09-14', '2028-11-09'],
      ['17', '2024-09-26', '2029-11-08'],
      ['18', '2025-09-25', '2030-11-14'],
    ];
    const base = buildReport();
    const audit = masterAudit();
    audit.packaged = {
      ...audit.packaged,
      minors: cycles.map(([minor]) => ({ minor, attr: `postgresql_${minor}`, location: { file: 'x.nix', line: 1 } })),
    };
    const report = buildReport({
      family: { ...base.family, id: 'postgresql', name: 'PostgreSQL' },
      now: new Date('2026-11-29T06:00:00Z'),
      upstream: {
        repository: 'endoflife.date/postgresql',
        minors: new Map(cycles.map(([minor, ga, eol]) => [minor, lifecycle(minor, ga, fact(eol), [])])),
        notes: [],
        endOfLife: { product: 'postgresql' },
      },
      audits: [audit],
    });
    return { report, options: { audit, marked: [], auditDay: true } };
  }

  test('labels its axis at most five times over nine years, in an interval Mermaid steps straight (weeks)', async () => {
    const { report, options } = postgresql();
    const source = renderTimeline(report, options);
    // Mermaid steps months by their month of the year: "24month" would label every January again.
    const interval = /^ {4}tickInterval (\d+)(week|month)$/m.exec(source);
    expect(interval?.[2]).toBe('week');
    const years = Number(interval?.[1]) / 52;
    expect(Number.isInteger(years)).toBe(true);
    expect((2030 - 2021) / years).toBeLessThanOrEqual(5);
    await mermaidTasks(source);
  });

  test('names each bar by its cycle, the section naming the family, so the bar text stays short', async () => {
    const { report, options } = postgresql();
    const source = renderTimeline(report, options);
    expect(source).toContain('    section PostgreSQL minors');
    const tasks = await mermaidTasks(source);
    const bars = tasks.filter((t) => t.section === 'PostgreSQL minors').map((t) => t.task.trim());
    expect(bars).toEqual(['14 EOL', '15 packaged', '16 packaged', '17 packaged', '18 packaged']);
  });
});
