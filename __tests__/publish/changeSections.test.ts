// "The change" in the issues: under each dashboard item and each trim-list item
// whose report item has a change; kept ticks; and near GitHub's limit, the
// change sections shrink (to files and counts) before they go, and both before
// any item is cut.
import { describe, expect, it } from '@jest/globals';
import type { ItemChange } from '../../src/domain/itemChange.js';
import type { WorkItem } from '../../src/domain/types.js';
import { trimList } from '../../src/evaluate/trimList.js';
import { BODY_BUDGET, renderDashboardBody } from '../../src/publish/issues/dashboardBody.js';
import { parseTicks } from '../../src/publish/issues/markers.js';
import { trimChangeKey, trimListIssue } from '../../src/publish/issues/trimListIssue.js';
import { sharedIssues } from '../../src/publish/publishRun.js';
import { familyReport, reportItems, type ReportItem } from '../../src/report/model.js';
import { K3S } from '../families/builtIn.js';
import { itemOf } from '../report/builders.js';
import { K3S_1_33 } from '../report/itemChanges.js';
import { minorEol } from './findingFixtures.js';
import { release, scenario } from './checklists/scenario.js';

const BRANCH = 'master';
const boxes = (body: string): string[] => body.split('\n').filter((l) => /^- \[[ x]\] /.test(l));

/** `count` removal items of k3s 1.NN on master, each with `change(n)`. */
function removals(count: number, change: (n: number) => ItemChange | undefined): ReportItem[] {
  const items: WorkItem[] = Array.from({ length: count }, (_, n) =>
    itemOf(minorEol(BRANCH, `1.${n + 10}`), { step: 'remove', fix: `Remove k3s_1_${n + 10} from master.` }),
  );
  return reportItems(items).map((item, n) => {
    const made = change(n);
    return made ? { ...item, change: made } : item;
  });
}

/** A change of `files` files of `lines` lines each, of `width` characters. */
function bigChange(files: number, lines: number, width = 100): ItemChange {
  return {
    files: Array.from({ length: files }, (_, f) => ({
      path: `pkgs/development/big/file-${f}.nix`,
      removed: Array.from({ length: lines }, (_, l) => `  line${l} = "${'x'.repeat(width)}";`),
      added: [],
    })),
    command: 'node dist/cli.js --fix --packages k3s',
  };
}

const dashboard = (items: ReportItem[], previousBody?: string): string =>
  renderDashboardBody({
    family: K3S,
    branch: BRANCH,
    summaryMarkdown: '',
    items,
    ...(previousBody ? { previousBody } : {}),
  });

describe('"The change" in a dashboard', () => {
  it('goes under its item, after why, and before the next item; an item without one has none', () => {
    const items = removals(2, (n) => (n === 0 ? K3S_1_33 : undefined));
    const body = dashboard(items);
    const first = body.indexOf('**`k3s_1_10`**');
    const section = body.indexOf('  <details><summary>The change</summary>');
    expect(first).toBeGreaterThan(-1);
    expect(section).toBeGreaterThan(first);
    expect(section).toBeLessThan(body.indexOf('**`k3s_1_11`**'));
    expect(body.match(/<summary>The change<\/summary>/g)).toHaveLength(1);
    expect(body).toContain('  +  k3s_1_33 = throw');
  });

  it('keeps a maintainer tick on an item with a change, and reads no tick from the change', () => {
    const items = removals(2, () => K3S_1_33);
    const ticked = dashboard(items).replace('- [ ] ❌ **`k3s_1_10`**', '- [x] ❌ **`k3s_1_10`**');
    const again = dashboard(items, ticked);
    expect([...parseTicks(again)]).toEqual(['remove:k3s_1_10']);
    expect(again).toBe(ticked);
  });

  it('near the limit, the sections are counted first: every item is still there', () => {
    // 30 items of 50 lines of 120 characters: 180 kB of lines, a few kB counted.
    const items = removals(30, () => bigChange(1, 50));
    const body = dashboard(items);
    expect(body.length).toBeLessThanOrEqual(BODY_BUDGET);
    expect(boxes(body)).toHaveLength(30);
    expect(body).not.toContain('```diff');
    expect(body.match(/Its files \(counted to fit the issue\):/g)).toHaveLength(30);
    expect(body).toContain('  - `pkgs/development/big/file-0.nix`: 50 lines removed, 0 added');
  });

  it('then they go, before any item does', () => {
    // 200 files each: counted, 30 items still come to far more than an issue holds.
    const items = removals(30, () => bigChange(200, 1));
    const body = dashboard(items);
    expect(body.length).toBeLessThanOrEqual(BODY_BUDGET);
    expect(boxes(body)).toHaveLength(30);
    expect(body).not.toContain('The change');
    expect(body).not.toContain('more item');
  });
});

describe('"The change" in the trim list', () => {
  const R = release('25.05');
  const NOW = '2025-04-20';
  const report = scenario({ now: NOW });
  const list = trimList([report], R);
  const options = { teams: new Map([['k3s', 'NixOS/k3s']]), now: new Date(`${NOW}T09:30:00Z`) };

  it('goes under the item whose dashboard item has it, from the run report (sharedIssues)', () => {
    const model = familyReport(report);
    const master = model.branches.find((b) => b.branch.name === 'master')!;
    const entry = list.families[0].items.find((i) => i.branch === 'master')!;
    expect(entry).toBeDefined();
    // The dashboard's item of the same attribute and step carries the change.
    const index = master.items.findIndex((r) => r.item.subject === entry.subject && r.item.step === entry.step);
    expect(index).toBeGreaterThan(-1);
    master.items[index] = { ...master.items[index], change: K3S_1_33 };
    const [issue] = sharedIssues(
      [{ model, options: { team: 'NixOS/k3s', labels: [] } }],
      { dashboards: true, trimList: R },
      list,
    );
    const lines = issue.body.split('\n');
    const at = lines.findIndex((l) => l.startsWith('- [ ]') && l.includes(`**\`${entry.subject}\`**`));
    expect(at).toBeGreaterThan(-1);
    expect(lines[at + 1]).toBe('  <details><summary>The change</summary>');
    expect(issue.body.match(/<summary>The change<\/summary>/g)).toHaveLength(1);
  });

  it('near the limit, counted first, then gone; every family still listed whole', () => {
    const keyed = (change: ItemChange): Map<string, ItemChange> =>
      new Map(list.families[0].items.map((i) => [trimChangeKey('k3s', i.branch, i), change]));
    const count = list.families[0].items.length;
    expect(count).toBeGreaterThan(0);
    // 60 lines each, within what one item shows, but too long together.
    const width = Math.ceil(BODY_BUDGET / count / 60);
    const counted = trimListIssue(list, { ...options, changes: keyed(bigChange(1, 60, width)) });
    expect(counted.body).not.toContain('```diff');
    expect(counted.body.match(/counted to fit the issue/g)).toHaveLength(count);
    const gone = trimListIssue(list, { ...options, changes: keyed(bigChange(Math.ceil(BODY_BUDGET / count / 40), 1)) });
    expect(gone.body).not.toContain('The change');
    expect(gone.body).not.toContain('too many to list here');
    expect(gone.body.length).toBeLessThanOrEqual(BODY_BUDGET + 5_000);
  });
});
