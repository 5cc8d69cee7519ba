// The trim-list issue of a release as people read it and as the sync keeps it:
// one section per family with its team, its policy and its boxes (fix and
// date); opened, edited in place with the ticks kept, a done item leaving,
// closed at the release with what is undone; each family's team mentioned
// once, at most TEAMS_PER_COMMENT to a comment, a family that joins later in a
// comment of its own.
import { describe, expect, it } from '@jest/globals';
import type { AuditReport } from '../../src/domain/audit.js';
import type { FamilyProfile } from '../../src/domain/family.js';
import { trimList } from '../../src/evaluate/trimList.js';
import { endedTrimLists } from '../../src/publish/issues/endedIssues.js';
import type { ExistingIssue, IssueStore } from '../../src/publish/issues/issueStore.js';
import { hasMarker, mentionMarker, parseMentions, parseTicks } from '../../src/publish/issues/markers.js';
import {
  applyIssuePlan,
  planIssueSync,
  type DesiredIssue,
  type IssuePlan,
  withLinks,
} from '../../src/publish/issues/syncIssue.js';
import {
  TEAMS_PER_COMMENT,
  trimListIssue,
  trimListMarker,
  type TrimListOptions,
} from '../../src/publish/issues/trimListIssue.js';
import { scanCodeSpans } from '../report/markdownScan.js';
import { calendar, PREVIOUS_BARE, release, scenario } from './checklists/scenario.js';
import { K3S, RKE2 } from '../families/builtIn.js';

const R = release('25.05');
/** In 25.05's freeze window, before its branch-off: k3s has two items on master. */
const NOW = '2025-04-20';
/** master with nothing to trim: 1.31 (ends 2026-01-28) and 1.32 outlive 25.05's support (to 2025-12-31). */
const MASTER_CLEAN = {
  minors: { '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' },
  default: '1.32',
  nixosVersion: '25.05',
};
const PREVIOUS_CLEAN = { minors: { '1.31': '1.31.6+k3s1' }, default: '1.31', nixosVersion: '24.11' };

const as = (report: AuditReport, family: FamilyProfile): AuditReport => ({ ...report, family });
const busy = (): AuditReport => scenario({ now: NOW });
const quiet = (): AuditReport => scenario({ now: NOW, master: MASTER_CLEAN, previous: PREVIOUS_CLEAN });

function options(teams: Record<string, string>): TrimListOptions {
  return {
    teams: new Map(Object.entries(teams)),
    now: new Date(`${NOW}T09:30:00Z`),
    runUrl: 'https://example.org/run/1',
  };
}

/** The issue as publishing writes it: its links to other issues resolved from `pages` (by marker), none by default. */
function issueOf(
  reports: readonly AuditReport[],
  teams: Record<string, string>,
  pages: ReadonlyMap<string, string> = new Map(),
): DesiredIssue {
  return withLinks(trimListIssue(trimList(reports, R), options(teams)), (marker) => pages.get(marker));
}

/** A family of its own id and name, laid out as k3s (the audits are k3s's), without release checklists, as a declared one. */
const family = (id: string): FamilyProfile => ({
  ...K3S,
  id,
  name: id.toUpperCase(),
  policyText: undefined,
  policy: { ...K3S.policy, releaseEvents: [] },
});

/** The issue as GitHub holds it once the plan was applied: created by the action, as `number`. */
function created(plan: IssuePlan, number = 7): ExistingIssue {
  const step = plan.steps.find((s) => s.kind === 'create');
  if (step?.kind !== 'create') throw new Error('expected a create step');
  return {
    number,
    title: step.title,
    body: step.body,
    state: 'open',
    labels: step.labels,
    createdAt: '2025-03-28T06:00:00Z',
    url: `https://github.com/NixOS/nixpkgs/issues/${number}`,
    author: 'github-actions[bot]',
  };
}

/** The issue once an edit of the plan went through. */
function edited(issue: ExistingIssue, plan: IssuePlan): ExistingIssue {
  const update = plan.steps.find((s) => s.kind === 'update');
  return update?.kind === 'update'
    ? { ...issue, ...(update.body ? { body: update.body } : {}), ...(update.state ? { state: update.state } : {}) }
    : issue;
}

const mentionComments = (plan: IssuePlan) => plan.steps.filter((s) => s.kind === 'comment' && s.why === 'mention');
const boxes = (body: string) => body.split('\n').filter((line) => /^- \[[ x]\] /.test(line));

describe('the trim-list issue', () => {
  it('is titled and marked for the release, one issue for every family', () => {
    const issue = issueOf([busy(), as(quiet(), RKE2)], { k3s: 'NixOS/k3s' });
    expect(issue.title).toBe('NixOS 25.05: versioned packages to trim before the branch-off');
    expect(issue.marker).toBe('<!-- k3s-release-guard:trim-list:25.05 -->');
    expect(issue.body.endsWith(issue.marker)).toBe(true);
    expect(issue.clean).toBe(false);
    expect(issue.labels).toEqual([]);
  });

  it('gives each family a section: its name, its team, its policy, then its boxes by section with fix and date', () => {
    const issue = issueOf([busy(), as(quiet(), RKE2)], { k3s: 'NixOS/k3s', rke2: '' });
    const { reading } = scanCodeSpans(issue.body);
    const k3s = reading.slice(reading.indexOf('### k3s'), reading.indexOf('### rke2'));
    expect(k3s).toContain(
      'Team: [NixOS/k3s](https://github.com/orgs/NixOS/teams/k3s), mentioned by its release checklists, not here · ' +
        '[its policy](https://github.com/NixOS/nixpkgs/blob/master/pkgs/applications/networking/cluster/k3s/docs/VERSIONING.md)',
    );
    // Sections in order (what is late first), each box with the item's one fix and why: its rules' reasons, dated.
    // k3s has checklists: what its plan drops at the branch-off, in the checklist's words.
    const remove = k3s.indexOf('**Dropped at the branch-off**');
    const past = k3s.indexOf('**Remove from master now**');
    expect(past).toBeGreaterThan(0);
    expect(remove).toBeGreaterThan(past);
    const [ended, before] = boxes(k3s);
    // Removing k3s_1_30 needs k3s_1_29 gone first: its item is above, and named rather than asked twice.
    expect(before).toMatch(
      /^- \[ \] \*\*k3s_1_30\*\*: Do the k3s_1_29 item first\. Then point k3s to k3s_1_31 .* · end of life 2025-06-28, before NixOS 25\.05 ends; its feature freeze is on 2025-04-25 <!-- key:trim:k3s:master:/,
    );
    expect(ended).toMatch(
      /^- \[ \] \*\*k3s_1_29\*\*: Remove k3s_1_29 from master: .* · end of life 2025-02-28; older than k3s 1\.30, the default of NixOS 24\.11 <!-- key:/,
    );
    expect(k3s.indexOf(before)).toBeGreaterThan(remove);
    expect(k3s.indexOf(ended)).toBeGreaterThan(past);

    // rke2: nothing to trim, no team named, its own policy linked.
    const rke2 = reading.slice(reading.indexOf('### rke2'), reading.indexOf('---'));
    expect(rke2).toContain(
      'Team: none named, so nobody is mentioned · [its policy](https://github.com/NixOS/nixpkgs/blob/master/pkgs/applications/networking/cluster/rke2/README.md)',
    );
    expect(rke2).toContain('Nothing to trim on master and release-24.11.');
    expect(boxes(rke2)).toEqual([]);
  });

  it('says under a box the open pull request that resolves its item, as its dashboard does; the box is unchanged', () => {
    const report = busy();
    const before = issueOf([report], { k3s: 'NixOS/k3s' });
    const review = {
      role: 'in-review' as const,
      pull: {
        number: 412188,
        title: '@NixOS/k3s k3s_1_29: drop',
        url: 'https://github.com/NixOS/nixpkgs/pull/412188',
        author: 'marisol-k8s',
        base: 'master',
        state: 'draft' as const,
        opened: new Date('2025-04-18T00:00:00Z'),
        labels: [],
      },
    };
    const audits = report.audits.map((audit) => ({
      ...audit,
      workItems: audit.workItems.map((item) =>
        item.subject === 'k3s_1_29' && audit.branch.kind === 'unstable' ? { ...item, pullRequests: [review] } : item,
      ),
    }));
    const after = issueOf([{ ...report, audits }], { k3s: 'NixOS/k3s' });
    expect(boxes(after.body)).toEqual(boxes(before.body));
    const lines = after.body.split('\n');
    const box = lines.findIndex((l) => l.startsWith('- [ ] **`k3s_1_29`**: Remove'));
    expect(lines[box + 1]).toBe(
      '  - 🔍 **In review:** [#412188](https://github.com/NixOS/nixpkgs/pull/412188), draft since 2025-04-18, `marisol-k8s`',
    );
    expect(after.body.replace(`${lines[box + 1]}\n`, '')).toBe(before.body);
  });

  it('says the release dates, an estimated end, what was not read, and a live release’s part', () => {
    const cycles = scenario({
      now: NOW,
      eols: { '1.30': '2025-06-28' },
      previous: { ...PREVIOUS_BARE, minors: { ...PREVIOUS_BARE.minors, '1.29': '1.29.14+k3s1' } },
    });
    const estimated = new Map(cycles.upstream.minors);
    const lifecycle = estimated.get('1.30')!;
    estimated.set('1.30', { ...lifecycle, eol: { ...lifecycle.eol!, estimated: true, source: 'GA + 14 months' } });
    const unread = scenario({ now: NOW, previous: null });
    const issue = issueOf(
      [{ ...cycles, upstream: { ...cycles.upstream, minors: estimated } }, as(unread, family('other'))],
      {},
    );
    const { reading } = scanCodeSpans(issue.body);
    expect(reading).toContain('- Release: 2025-05-23');
    // The rule decided on a known end; upstream now says it is estimated: the item says so beside its reason.
    expect(reading).toContain('its feature freeze is on 2025-04-25; end of life 2025-06-28 (estimated)');
    expect(reading).toContain('**On release-24.11, a live release**');
    const k3s = reading.slice(0, reading.indexOf('### OTHER'));
    expect(boxes(k3s).filter((b) => b.includes('**k3s_1_29**'))).toEqual([
      expect.stringMatching(/^- \[ \] \*\*k3s_1_29\*\*: Remove k3s_1_29 from master/),
      expect.stringMatching(/^- \[ \] \*\*k3s_1_29\*\*: Mark k3s_1_29 /),
    ]);
    // Said once for the list, not under each family.
    expect(reading).toContain('Not read in this run: release-24.11; what it holds is unknown for every family below.');
    expect(reading.match(/Not read in this run/g)).toHaveLength(1);
  });

  it('is inert Markdown: names in code spans, no mention or link in the body but the teams’ and policies’ pages', () => {
    const hostile = {
      ...family('evil'),
      id: 'evil',
      name: '@NixOS/everyone [x](https://evil.example) <b>',
      policyText: 'javascript:alert(1)',
    };
    const issue = issueOf([busy(), as(busy(), hostile)], { k3s: 'NixOS/k3s', evil: 'not a team' });
    const { prose, spans } = scanCodeSpans(issue.body);
    // Nobody is pinged by the body: every @ is inside a code span.
    expect(prose).not.toMatch(/@/);
    expect(spans).toEqual(expect.arrayContaining(['@NixOS/everyone', '[x](https://evil.example', '<b>', 'k3s_1_29']));
    expect(prose).not.toContain('evil.example');
    expect(prose).not.toContain('<b>');
    const links = [...prose.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]);
    expect(new Set(links)).toEqual(
      new Set([
        'https://github.com/orgs/NixOS/teams/k3s',
        'https://github.com/NixOS/nixpkgs/blob/master/pkgs/applications/networking/cluster/k3s/docs/VERSIONING.md',
      ]),
    );
    // The family with no team that looks like one is listed, unmentioned; k3s's checklists mention its team.
    expect(issue.teamMentions).toBeUndefined();
    // Every box has a key of its own, so each tick stays with its item.
    const keys = boxes(issue.body).map((b) => /<!-- key:(\S+) -->$/.exec(b)?.[1]);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('is clean when no family has anything to trim and every branch was read', () => {
    const issue = issueOf([quiet(), as(quiet(), RKE2)], { k3s: 'NixOS/k3s' });
    expect(issue.clean).toBe(true);
    expect(issue.teamMentions).toBeUndefined();
    expect(issue.closeReason).toBe(
      'As of 2025-04-20, no family has anything left to trim for NixOS 25.05; closing. This issue reopens if an item returns.',
    );
  });
});

describe('one voice per event: a family with release checklists', () => {
  const ff = '<!-- k3s-release-guard:feature-freeze:25.05 -->';
  const bo = '<!-- k3s-release-guard:branch-off:25.05 -->';

  it('is never mentioned by the trim list, which links its checklists once they exist', () => {
    const before = issueOf([busy()], { k3s: 'NixOS/k3s' });
    expect(before.teamMentions).toBeUndefined();
    expect(parseMentions(created(planIssueSync([], before)).body)).toEqual([]);
    const line = (issue: DesiredIssue) =>
      scanCodeSpans(issue.body)
        .reading.split('\n')
        .find((l) => l.startsWith('Team:'));
    // Before the checklists exist: said, without a link and without a placeholder left behind.
    expect(line(before)).toBe(
      'Team: [NixOS/k3s](https://github.com/orgs/NixOS/teams/k3s), mentioned by its release checklists, not here · ' +
        '[its policy](https://github.com/NixOS/nixpkgs/blob/master/pkgs/applications/networking/cluster/k3s/docs/VERSIONING.md)',
    );
    expect(before.body).not.toContain('k3s-release-guard-link');

    const pages = new Map([
      [ff, 'https://github.com/NixOS/nixpkgs/issues/11'],
      [bo, 'https://github.com/NixOS/nixpkgs/issues/12'],
    ]);
    expect(line(issueOf([busy()], { k3s: 'NixOS/k3s' }, pages))).toBe(
      'Team: [NixOS/k3s](https://github.com/orgs/NixOS/teams/k3s), mentioned by its release checklists, not here · ' +
        '[k3s before the NixOS 25.05 feature freeze](https://github.com/NixOS/nixpkgs/issues/11) · ' +
        '[k3s branch-off checklist for NixOS 25.05](https://github.com/NixOS/nixpkgs/issues/12) · ' +
        '[its policy](https://github.com/NixOS/nixpkgs/blob/master/pkgs/applications/networking/cluster/k3s/docs/VERSIONING.md)',
    );
  });

  it('"do the X item first" names an item of this list, or says where X is', () => {
    const list = trimList([busy()], R);
    const [k3s] = list.families;
    // k3s_1_30's removal waits for k3s_1_29's (on this list) and, say, for k3s_1_31's addition (not on it).
    const entry = k3s.items.find((e) => e.subject === 'k3s_1_30')!;
    const waiting = {
      ...entry,
      fix: 'Remove k3s_1_30 from master.',
      first: ['k3s_1_29'],
      firstElsewhere: ['k3s_1_31'],
    };
    const items = k3s.items.map((e) => (e === entry ? waiting : e));
    const issue = (pages: ReadonlyMap<string, string>) =>
      withLinks(trimListIssue({ ...list, families: [{ ...k3s, items }] }, options({ k3s: 'NixOS/k3s' })), (marker) =>
        pages.get(marker),
      );
    const box = (desired: DesiredIssue) =>
      boxes(scanCodeSpans(desired.body).reading).find((b) => b.includes('**k3s_1_30**'));
    // Its checklist of the feature freeze holds what must land on master first: linked once it exists.
    expect(box(issue(new Map([[ff, 'https://github.com/NixOS/nixpkgs/issues/11']])))).toMatch(
      /^- \[ \] \*\*k3s_1_30\*\*: Do the k3s_1_31 item on \[the k3s checklist\]\(https:\/\/github\.com\/NixOS\/nixpkgs\/issues\/11\) and the k3s_1_29 item first\. Then remove k3s_1_30 from master\. · /,
    );
    // Else the branch's dashboard, linked, or named.
    expect(
      box(
        issue(new Map([['<!-- k3s-release-guard:dashboard:master -->', 'https://github.com/NixOS/nixpkgs/issues/3']])),
      ),
    ).toMatch(
      /: Do the k3s_1_31 item on \[the master dashboard\]\(https:\/\/github\.com\/NixOS\/nixpkgs\/issues\/3\) and the k3s_1_29 item first\./,
    );
    expect(box(issue(new Map()))).toMatch(
      /: Do the k3s_1_31 item on its master dashboard and the k3s_1_29 item first\./,
    );
  });
});

describe('what the list could not decide', () => {
  it('never says "Nothing to trim" of a branch it could not decide', () => {
    // master packages a cycle nobody knows the end of; release-24.11 has nothing to trim.
    const unknown = scenario({
      now: NOW,
      master: { ...MASTER_CLEAN, minors: { ...MASTER_CLEAN.minors, '1.33': '1.33.1+k3s1' } },
      previous: PREVIOUS_CLEAN,
    });
    const { reading } = scanCodeSpans(issueOf([as(unknown, family('pg'))], {}).body);
    expect(reading).toContain('Nothing to trim on release-24.11.');
    expect(reading).not.toMatch(/Nothing to trim on master/);
    expect(reading).toMatch(/Not decided:\n\n- master: Not checked whether k3s_1_33 has reached its end of life/);
  });

  it('says a lifecycle unknown as a whole once for the family, not once a branch, and never "Nothing to trim"', () => {
    const report = quiet();
    const unknown = {
      ...report,
      upstream: { ...report.upstream, endOfLife: { product: 'php' }, unknown: 'no recorded answer' },
    };
    // In the family's own word for its cycles.
    const php = { ...family('php'), words: { cycle: 'version' } };
    const { reading } = scanCodeSpans(issueOf([as(unknown, php)], {}).body);
    expect(reading).toContain(
      'Not decided: the lifecycle of php is unknown this run (no recorded answer), so none of its versions was checked.',
    );
    expect(reading).not.toContain('Nothing to trim');
  });
});

describe('keeping the trim-list issue', () => {
  it('opens it with one comment naming each team with something to trim, once', () => {
    const desired = issueOf([busy(), as(busy(), family('pg')), as(busy(), RKE2), as(quiet(), family('quiet'))], {
      k3s: 'NixOS/k3s',
      pg: 'NixOS/postgres',
      rke2: 'NixOS/rke2',
      quiet: 'NixOS/quiet',
    });
    const plan = planIssueSync([], desired);
    expect(plan.outcome).toBe('create');
    expect(plan.steps.map((s) => s.kind)).toEqual(['create', 'comment']);
    const [comment] = mentionComments(plan);
    expect(comment).toMatchObject({ issue: 'new', why: 'mention' });
    const body = (comment as { body: string }).body;
    expect(body).toMatch(/^@NixOS\/postgres \(PG\), @NixOS\/rke2 \(rke2\): the trim list of NixOS 25\.05 above /);
    expect(body).toContain(
      'the trim list of NixOS 25.05 above lists what your family must remove or mark for the release: its branch-off is on 2025-05-16, the release on 2025-05-23. The list is kept up to date until then.',
    );
    // A family with nothing to trim is not told; k3s is told by its own checklists, never here.
    expect(body).not.toContain('NixOS/quiet');
    expect(body).not.toContain('NixOS/k3s');
    expect(parseMentions(body)).toEqual(['trim-list:25.05:pg', 'trim-list:25.05:rke2']);
    // The issue records them before the comment that makes them.
    const issue = created(plan);
    expect(parseMentions(issue.body).sort()).toEqual(['trim-list:25.05:pg', 'trim-list:25.05:rke2']);

    // The same world again: nothing to write.
    expect(planIssueSync([issue], desired).steps).toEqual([]);
  });

  it(`splits more than ${TEAMS_PER_COMMENT} teams over comments, each recording its own`, () => {
    const ids = Array.from({ length: TEAMS_PER_COMMENT + 2 }, (_, i) => `fam${String(i + 1).padStart(2, '0')}`);
    const teams = Object.fromEntries(ids.map((id) => [id, `org/team-${id}`]));
    const desired = issueOf(
      ids.map((id) => as(busy(), family(id))),
      teams,
    );
    const plan = planIssueSync([], desired);
    const comments = mentionComments(plan).map((s) => (s as { body: string }).body);
    expect(comments).toHaveLength(2);
    const handles = comments.map((c) => [...c.matchAll(/@org\/team-(fam\d+)/g)].map((m) => m[1]));
    expect(handles).toEqual([ids.slice(0, TEAMS_PER_COMMENT), ids.slice(TEAMS_PER_COMMENT)]);
    expect(comments.map((c) => parseMentions(c).length)).toEqual([TEAMS_PER_COMMENT, 2]);
    expect(planIssueSync([created(plan)], desired).steps).toEqual([]);
  });

  it('says a branch-off no source dates as having happened', () => {
    const list = trimList([as(busy(), family('pg'))], { ...R, branchOff: { ...R.branchOff, undated: true } });
    const desired = trimListIssue(list, options({ pg: 'NixOS/postgres' }));
    expect(desired.teamMentions?.text).toContain('for the release: it has branched off, the release on 2025-05-23.');
  });

  it('names a team that keeps two families once, with both', () => {
    const desired = issueOf([as(busy(), family('pg')), as(busy(), RKE2)], {
      pg: 'NixOS/databases',
      rke2: '@NixOS/databases',
    });
    const [comment] = mentionComments(planIssueSync([], desired));
    expect((comment as { body: string }).body).toMatch(/^@NixOS\/databases \(PG, rke2\): /);
  });

  it('mentions a family that joins later in a comment of its own, and only it', () => {
    const first = planIssueSync(
      [],
      issueOf([as(busy(), family('pg')), as(quiet(), RKE2)], { pg: 'NixOS/postgres', rke2: 'NixOS/rke2' }),
    );
    const issue = created(first);
    expect(parseMentions(issue.body)).toEqual(['trim-list:25.05:pg']);

    // rke2 now has something to trim: the body is edited, and rke2's team alone is told.
    const later = issueOf([as(busy(), family('pg')), as(busy(), RKE2)], {
      pg: 'NixOS/postgres',
      rke2: 'NixOS/rke2',
    });
    const plan = planIssueSync([issue], later);
    expect(plan.steps.map((s) => [s.kind, s.kind === 'comment' ? s.why : ''])).toEqual([
      ['update', ''],
      ['comment', 'mention'],
    ]);
    const body = (mentionComments(plan)[0] as { body: string }).body;
    expect(body).toMatch(/^@NixOS\/rke2 \(rke2\): /);
    expect(body).not.toContain('@NixOS/postgres');
    expect(plan.teams).toEqual([{ team: 'NixOS/rke2', eventKey: 'trim-list:25.05:rke2' }]);
  });

  it('never mentions a team again that a record of the run or another issue holds', () => {
    const desired = issueOf([as(busy(), family('pg'))], { pg: 'NixOS/postgres' });
    const plan = planIssueSync([], desired, { mentioned: new Set(['trim-list:25.05:pg']) });
    expect(plan.steps.map((s) => s.kind)).toEqual(['create']);
    // The body still records it, so the next run knows without the record.
    expect(parseMentions(created(plan).body)).toEqual(['trim-list:25.05:pg']);
  });

  it('edits in place: a tick stays while its item does, an item that is done leaves', () => {
    const previous = { ...PREVIOUS_BARE, minors: { ...PREVIOUS_BARE.minors, '1.29': '1.29.14+k3s1' } };
    const first = planIssueSync([], issueOf([scenario({ now: NOW, previous })], { k3s: 'NixOS/k3s' }));
    let issue = created(first);
    const reads = (line: string, text: string): boolean => scanCodeSpans(line).reading.includes(text);
    const markBox = boxes(issue.body).find((b) => reads(b, 'Mark k3s_1_29'))!;
    const removeBox = boxes(issue.body).find((b) => reads(b, 'Remove k3s_1_29 from master'))!;
    // A release manager ticks the mark on release-24.11 and the removal from master.
    issue = {
      ...issue,
      body: issue.body
        .replace(markBox, markBox.replace('- [ ]', '- [x]'))
        .replace(removeBox, removeBox.replace('- [ ]', '- [X]')),
    };

    // release-24.11 gets its mark: that item is done and leaves; master still packages 1.29, its tick stays.
    const marked = scenario({ now: NOW, previous: { ...previous, marked: ['1.29'] } });
    const plan = planIssueSync([issue], issueOf([marked], { k3s: 'NixOS/k3s' }));
    expect(plan.outcome).toBe('edit');
    expect(mentionComments(plan)).toEqual([]);
    const after = edited(issue, plan);
    expect(scanCodeSpans(after.body).reading).not.toContain('Mark k3s_1_29');
    expect(boxes(after.body).filter((b) => b.startsWith('- [x]'))).toEqual([removeBox.replace('- [ ]', '- [x]')]);
    expect(parseTicks(after.body).size).toBe(1);
    expect(planIssueSync([after], issueOf([marked], { k3s: 'NixOS/k3s' })).steps).toEqual([]);
  });

  it('closes at the release with what was left undone, and never opens once the release is out', () => {
    const issue = created(planIssueSync([], issueOf([busy()], { k3s: 'NixOS/k3s' })));
    const ticked = boxes(issue.body)[0];
    const held = { ...issue, body: issue.body.replace(ticked, ticked.replace('- [ ]', '- [x]')) };

    const released = new Date('2025-05-23T08:00:00Z');
    const ended = endedTrimLists(calendar(), released).find((d) => d.marker === trimListMarker(R))!;
    expect(ended).toBeDefined();
    // Not before its release day.
    expect(endedTrimLists(calendar(), new Date('2025-05-22T23:00:00Z')).map((d) => d.marker)).not.toContain(
      trimListMarker(R),
    );
    const plan = planIssueSync([held], ended);
    expect(plan.steps[0]).toMatchObject({ kind: 'update', issue: 7, state: 'closed', stateReason: 'not_planned' });
    const comment = plan.steps[1] as { kind: string; body: string };
    expect(comment.kind).toBe('comment');
    // The box's line as it stood, inert again: the ticked one was done, the other left undone.
    expect(scanCodeSpans(comment.body).reading).toMatch(
      /^NixOS 25\.05 was released on 2025-05-23; 2 items left undone:\n\n- \*\*k3s_1_30\*\*: Do the k3s_1_29 item first\. .* · end of life 2025-06-28,.*\n- \*\*k3s_1_31\*\*: NixOS 25\.05 ships one k3s minor; .*\n\nClosing\.$/,
    );
    expect(comment.body.endsWith('Closing.')).toBe(true);
    // Nothing is created for a release that is out.
    expect(planIssueSync([], ended).steps).toEqual([]);
  });

  it('takes back the records of the mentions a failed comment did not make, so the next run makes them', async () => {
    const ids = Array.from({ length: TEAMS_PER_COMMENT + 1 }, (_, i) => `fam${i}`);
    const desired = issueOf(
      ids.map((id) => as(busy(), family(id))),
      Object.fromEntries(ids.map((id) => [id, `org/t${id}`])),
    );
    const plan = planIssueSync([], desired);
    const writes: Array<{ what: string; body?: string }> = [];
    let comments = 0;
    const store: IssueStore = {
      list: async () => [],
      get: async () => ({ gone: 'not found' }),
      comments: async () => [],
      tokenLogin: async () => undefined,
      labelExists: async () => true,
      createLabel: async () => undefined,
      create: async (issue) => {
        writes.push({ what: 'create', body: issue.body });
        return { ...created(plan), body: issue.body };
      },
      update: async (_n, patch) => {
        writes.push({ what: 'update', body: patch.body });
        return created(plan);
      },
      comment: async () => {
        comments += 1;
        if (comments === 2) throw Object.assign(new Error('Server Error'), { status: 502 });
        writes.push({ what: 'comment' });
        return { url: 'https://github.com/NixOS/nixpkgs/issues/7#c' };
      },
    };
    await expect(applyIssuePlan(store, plan, { dryRun: false, createLabels: false })).rejects.toMatchObject({
      status: 502,
    });
    const restored = writes.at(-1)!;
    expect(restored.what).toBe('update');
    // The first comment's ten stay recorded; the eleventh, never posted, is not.
    expect(parseMentions(restored.body!).sort()).toEqual(
      ids
        .slice(0, TEAMS_PER_COMMENT)
        .map((id) => `trim-list:25.05:${id}`)
        .sort(),
    );
    expect(hasMarker(restored.body!, desired.marker)).toBe(true);
    expect(restored.body).not.toContain(mentionMarker(`trim-list:25.05:${ids.at(-1)!}`));
  });
});
