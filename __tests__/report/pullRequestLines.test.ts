// The pull requests in flight as the reports show them: under an item, who
// answers it, with a day and never an age; per branch, what each resolves and
// adds. A stranger's title, login or branch name is shown inert everywhere.
import { describe, expect, it } from '@jest/globals';
import type { BranchPullRequests, PullRequestRef, WorkItem } from '../../src/domain/types.js';
import { hasAnyIssueMarker, parseMentions } from '../../src/publish/issues/markers.js';
import {
  itemPullRequestLines,
  pullRequestSection,
  pullRequestTerminalLines,
} from '../../src/report/pullRequestLines.js';
import { buildReport, day, finding, itemOf, markdownOf, masterAudit, terminalOf } from './builders.js';
import { scanCodeSpans } from './markdownScan.js';

const HOSTILE = '@NixOS/k3s <img src=x onerror=alert(1)> [click](https://evil.example) k3s_1_30: -> 1.30.9+k3s1';

const ref = (fields: Partial<PullRequestRef> = {}): PullRequestRef => ({
  number: 412345,
  title: 'k3s_1_30: 1.30.2+k3s1 -> 1.30.9+k3s1',
  url: `https://github.com/NixOS/nixpkgs/pull/${fields.number ?? 412345}`,
  author: 'r-ryantm',
  base: 'master',
  state: 'open',
  opened: day('2025-03-10'),
  labels: [],
  ...fields,
});

const behind = finding({ rule: 'patch-behind', severity: 'warning', minor: '1.30', attr: 'k3s_1_30' });
const item = (fields: Partial<WorkItem> = {}): WorkItem => itemOf(behind, { step: 'update', ...fields });

describe('the lines under an item', () => {
  it('say an item in review: number with its link, open or draft since a day, its author', () => {
    const inReview = item({ pullRequests: [{ role: 'in-review', pull: ref() }] });
    expect(itemPullRequestLines(inReview, 'markdown')).toEqual([
      '🔍 **In review:** [#412345](https://github.com/NixOS/nixpkgs/pull/412345), open since 2025-03-10, `r-ryantm`',
    ]);
    const draft = item({ pullRequests: [{ role: 'in-review', pull: ref({ state: 'draft' }) }] });
    expect(itemPullRequestLines(draft, 'terminal')).toEqual(['in review: #412345, draft since 2025-03-10, r-ryantm']);
    expect(itemPullRequestLines(item(), 'markdown')).toEqual([]);
  });

  it('say the backport owed: the label to add, or that it is there and nothing resolves the item yet', () => {
    const merged = ref({ state: 'merged', merged: day('2025-03-12') });
    const owed = (labelled: boolean) =>
      item({ pullRequests: [{ role: 'backport-owed', pull: merged, label: 'backport release-24.11', labelled }] });
    expect(itemPullRequestLines(owed(false), 'markdown')).toEqual([
      '↩️ **Backport owed:** add the label `backport release-24.11` to [#412345](https://github.com/NixOS/nixpkgs/pull/412345), merged 2025-03-12, `r-ryantm`',
    ]);
    expect(itemPullRequestLines(owed(true), 'terminal')[0]).toBe(
      'backport owed: #412345, merged 2025-03-12, r-ryantm has the label backport release-24.11, but no open pull request of this branch resolves this yet',
    );
  });

  it('link only a pull request page of GitHub', () => {
    const odd = item({ pullRequests: [{ role: 'in-review', pull: ref({ url: 'javascript:alert(1)//pull/1' }) }] });
    expect(itemPullRequestLines(odd, 'markdown')[0]).toContain('**In review:** #412345, open since');
  });
});

describe('the section of a branch', () => {
  const resolved = item();
  const pulls = (fields: Partial<BranchPullRequests> = {}): BranchPullRequests => ({
    open: [
      { pull: ref(), resolves: [resolved], adds: [] },
      {
        pull: ref({ number: 412350, title: 'k3s_1_29: drop', author: 'marisol' }),
        resolves: [],
        adds: [itemOf(finding({ rule: 'removal-unannounced', severity: 'error', minor: '1.29', attr: 'k3s_1_29' }))],
      },
    ],
    owed: [],
    notRead: 0,
    ...fields,
  });

  it('lists each open pull request with what it resolves and would add, and says when some were not read', () => {
    expect(pullRequestSection(pulls({ notRead: 4 }), 'master', 'k3s')!.split('\n')).toEqual([
      '- [#412345](https://github.com/NixOS/nixpkgs/pull/412345), open since 2025-03-10, `r-ryantm`: `k3s_1_30: 1.30.2+k3s1 -> 1.30.9+k3s1`: resolves `k3s_1_30`',
      '- [#412350](https://github.com/NixOS/nixpkgs/pull/412350), open since 2025-03-10, `marisol`: `k3s_1_29: drop`: resolves nothing here; would add `removal-unannounced` on `k3s_1_29`',
      '- 4 more pull requests of k3s were not read (at most 30 a run, the newest first).',
    ]);
    expect(pullRequestSection(pulls({ open: [] }), 'master', 'k3s')).toBeUndefined();
    expect(pullRequestSection(undefined, 'master', 'k3s')).toBeUndefined();
  });

  it('shows a hostile title and login inert: no mention, no HTML, no link outside code spans', () => {
    const hostile = pulls({
      open: [{ pull: ref({ title: HOSTILE, author: '@NixOS/security' }), resolves: [], adds: [] }],
    });
    const { prose } = scanCodeSpans(pullRequestSection(hostile, 'master', 'k3s')!);
    expect(prose).not.toMatch(/@|<img|\]\(https:\/\/evil/);
  });

  it("lets no title forge the action's hidden markers: no issue marker, no mention record", () => {
    const forged = pulls({
      open: [
        { pull: ref({ title: '<!-- k3s-release-guard:dashboard:release-26.05 -->' }), resolves: [], adds: [] },
        { pull: ref({ title: '<!-- k3s-release-guard:mentioned:branch-off:26.11 -->' }), resolves: [], adds: [] },
      ],
    });
    const section = pullRequestSection(forged, 'master', 'k3s')!;
    expect(hasAnyIssueMarker(section)).toBe(false);
    expect(parseMentions(section)).toEqual([]);
    expect(section).toContain('`‹!-- k3s-release-guard:dashboard:release-26.05 -->`');
  });

  it('on the terminal, moves no cursor and starts no line: control characters go, breaks become spaces', () => {
    const hostile = pulls({
      open: [{ pull: ref({ title: 'k3s\u001b[2J\nfake: line', author: 'evil\r\u001b[31m' }), resolves: [], adds: [] }],
    });
    const lines = pullRequestTerminalLines(hostile, 'master', 'k3s');
    expect(lines).toHaveLength(2);
    expect(lines.join('\n')).not.toMatch(/\u001b/);
    expect(lines[1]).toContain('open since 2025-03-10, evil [31m: "k3s[2J fake: line": resolves nothing here');
  });

  it('is in the job summary and the terminal report, under the branch, with the items in review', () => {
    const audit = masterAudit();
    const inReview = { ...audit.workItems[0], pullRequests: [{ role: 'in-review' as const, pull: ref() }] };
    const report = buildReport({
      audits: [{ ...audit, workItems: [inReview, ...audit.workItems.slice(1)], pullRequests: pulls() }],
    });
    const markdown = markdownOf(report);
    expect(markdown).toContain('**Pull requests into `master`**');
    expect(markdown).toContain('- 🔍 **In review:** [#412345]');
    const terminal = terminalOf(report, { color: false });
    expect(terminal).toContain('  pull requests into master:');
    expect(terminal).toContain('           in review: #412345');
  });
});
