// The release-event checklists kept by the action (run in this process as a
// runner starts it) against the GitHub double: `auto` adds the branch-off checklist while
// release-R exists unreleased and the feature-freeze checklist in the 14 days
// before the freeze; the explicit modes make only their checklist (feature-freeze
// with its release's trim list, docs/TRIM-LIST.md, tested in trimList.e2e.test.ts).
// The team is mentioned once per event, however often the action runs or the
// findings change.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { MUST_LAND_RULES } from '../../src/publish/issues/checklists/featureFreeze.js';
import { dashboardMarker, hasMarker, issueMarker } from '../../src/publish/issues/markers.js';
import type { CommentRecord, IssueRecord } from '../double/issueRoutes.js';
import { REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from './demoWorld.js';
import { scanCodeSpans } from '../report/markdownScan.js';
import { ALL_PACKAGES, K3S_DIR } from './support/upstreamData.js';

const BRANCH_OFF_TITLE = 'k3s branch-off checklist for NixOS 26.11';
const BRANCH_OFF_26_11 = issueMarker('branch-off', '26.11');
const FEATURE_FREEZE_27_05 = issueMarker('feature-freeze', '27.05');
const TRIM_27_05_TITLE = 'NixOS 27.05: versioned packages to trim before the branch-off';
const ISSUES_PATH = `/repos/${REPOSITORY}/issues`;

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  attr?: string;
  file?: string;
}

function findingsOf(run: StepRun, branch: string): FindingJson[] {
  return (JSON.parse(run.outputs.findings ?? '[]') as FindingJson[]).filter((f) => f.branch === branch);
}

function issueWith(world: DemoWorld, marker: string): IssueRecord | undefined {
  const marked = world.issues.issues(REPOSITORY).filter((i) => hasMarker(i.body, marker));
  if (marked.length > 1) throw new Error(`${marked.length} issues carry ${marker}`);
  return marked[0];
}

/** Comments that ping a team (`@owner/slug`) for a release event, wherever they were posted (not a trim list's). */
function mentions(world: DemoWorld): CommentRecord[] {
  return world.issues
    .comments(REPOSITORY)
    .filter((c) => /@[A-Za-z0-9-]+\/[A-Za-z0-9_.-]+/.test(c.body) && !c.body.includes(':mentioned:trim-list:'));
}

/** The comments of the trim list of `release` (the team is told of it once, on that issue). */
function trimListComments(world: DemoWorld, release: string): CommentRecord[] {
  const trim = issueWith(world, issueMarker('trim-list', release));
  return trim ? world.issues.comments(REPOSITORY, trim.number) : [];
}

/** The job summary's list of issue actions (the report above it names the calendar's dates too). */
function issuesSection(run: StepRun): string {
  const at = run.summary.indexOf('## Issues');
  if (at === -1) throw new Error('The job summary has no Issues section');
  return run.summary.slice(at);
}

function checklistItemsOf(body: string): string[] {
  return body.split('\n').filter((line) => /^- \[[ x]\] /.test(line));
}

/** The checkbox of `attr`'s item whose finding lines (indented under it) include `rule` and `text`. */
function itemBoxes(body: string, attr: string | RegExp, rule: string, text: string): string[] {
  const lines = body.split('\n');
  const about = (line: string): boolean =>
    typeof attr === 'string'
      ? line.includes(`**\`${attr}\`**`)
      : [...line.matchAll(/\*\*`([^`]+)`\*\*/g)].some((m) => attr.test(m[1]));
  return lines.filter((line, i) => {
    if (!/^- \[[ x]\] /.test(line) || !about(line)) return false;
    const under: string[] = [];
    for (let j = i + 1; j < lines.length && lines[j].startsWith('  - '); j++) under.push(lines[j]);
    return under.some((l) => l.includes(`\`${rule}\``) && l.includes(text));
  });
}

/**
 * What a finding's item is about: its attribute (that of its minor), or its file; the alias's finding is
 * listed under whichever item points the alias where it asks, so any attribute of k3s.
 */
function subjectOf(finding: { attr?: string; minor?: string; file?: string }): string | RegExp {
  if (finding.attr === 'k3s') return /^k3s_\d+_\d+$/;
  return finding.attr ?? (finding.minor ? `k3s_${finding.minor.replace('.', '_')}` : (finding.file ?? ''));
}

/** The job summary as a reader sees it: code spans shown as their text. */
const read = (markdown: string): string => scanCodeSpans(markdown).reading;

/** Edits a file of a branch the double serves (a push to that branch). */
function editServed(world: DemoWorld, ref: string, file: string, edit: (text: string) => string): void {
  const key = `${REPOSITORY}@${ref}:${file}`;
  const text = world.double.contents.get(key);
  if (text === undefined) throw new Error(`The double serves no ${file} on ${ref}`);
  const next = edit(text);
  if (next === text) throw new Error(`The edit of ${ref}:${file} changed nothing`);
  world.double.setFile(REPOSITORY, ref, file, next);
}

/** `k3s_1_XX = common ( ... ) extraArgs;` of a default.nix, with its trailing newline. */
function minorBlock(minor: string): RegExp {
  return new RegExp(`\\n  k3s_1_${minor} = common \\([\\s\\S]*?\\) extraArgs;\\n`);
}

/** What the maintainers would push to release-26.11: drop the extra minor 1.36, keep the default 1.37. */
function dropExtraMinorOnRelease(world: DemoWorld): void {
  const ref = 'release-26.11';
  const prefix = `${REPOSITORY}@${ref}:${K3S_DIR}/1_36/`;
  const dropped = [...world.double.contents.keys()].filter((key) => key.startsWith(prefix));
  if (dropped.length === 0) throw new Error('release-26.11 serves no k3s 1_36 folder');
  for (const key of dropped) world.double.contents.delete(key);
  editServed(world, ref, `${K3S_DIR}/default.nix`, (text) => text.replace(minorBlock('36'), '\n'));
  editServed(world, ref, ALL_PACKAGES, (text) => text.replace('}) k3s_1_36 k3s_1_37;', '}) k3s_1_37;'));
}

/** Backports of 1.36 and 1.37 to release-26.05 (copied from release-26.11 as first served), keeping 1.35 the default. */
function backportToPreviousStable(world: DemoWorld, files: ReadonlyMap<string, string>): void {
  const ref = 'release-26.05';
  for (const minor of ['36', '37']) {
    for (const [key, text] of files) {
      const prefix = `${REPOSITORY}@release-26.11:${K3S_DIR}/1_${minor}/`;
      if (key.startsWith(prefix))
        world.double.setFile(REPOSITORY, ref, `${K3S_DIR}/1_${minor}/${key.slice(prefix.length)}`, text);
    }
  }
  editServed(world, ref, `${K3S_DIR}/default.nix`, (text) => {
    const block35 = minorBlock('35').exec(text)?.[0];
    if (!block35) throw new Error('release-26.05 default.nix has no k3s_1_35 block');
    const copy = (minor: string): string =>
      block35.slice(1).replaceAll('1_35', `1_${minor}`).replace('"35"', `"${minor}"`);
    return text.replace(block35, `${block35}\n${copy('36')}\n${copy('37')}`);
  });
  editServed(world, ref, ALL_PACKAGES, (text) => text.replace('}) k3s_1_35;', '}) k3s_1_35 k3s_1_36 k3s_1_37;'));
}

describe('release-event checklists kept by the action on the demo world', () => {
  let world: DemoWorld;
  beforeEach(async () => {
    world = await startDemoWorld();
  });
  afterEach(async () => world.stop());

  test('auto on 2026-11-29: one branch-off checklist for 26.11, one mention, quiet re-runs, edited and closed without a second mention', async () => {
    const servedAtStart = new Map(world.double.contents);
    const first = await world.run({ inputs: { mode: 'auto' } });

    // Dashboards per branch plus the one checklist and 26.11's trim list (kept from 2026-10-05, eight weeks before its
    // release); no feature-freeze checklist (26.11's freeze is past).
    const all = world.issues.issues(REPOSITORY);
    expect(all).toHaveLength(world.branches.length + 2);
    expect(issueWith(world, issueMarker('trim-list', '26.11'))).toBeDefined();
    for (const branch of world.branches)
      expect(all.filter((i) => i.title === `k3s release guard: ${branch}`)).toHaveLength(1);
    expect(all.filter((i) => /feature freeze/.test(i.title))).toEqual([]);
    const checklist = issueWith(world, BRANCH_OFF_26_11)!;
    // No label unless the inputs name one.
    expect(checklist).toMatchObject({ title: BRANCH_OFF_TITLE, state: 'open', labels: [] });
    expect(first.outputs['issue-number']).not.toBe(String(checklist.number));

    // Every branch-off finding of release-26.11 is a box naming its attribute and file; the demo has exactly one.
    const due = findingsOf(first, 'release-26.11').filter(
      (f) => f.rule === 'extra-at-release' || f.rule === 'eol-before-eos',
    );
    expect(due.map((f) => [f.rule, f.attr])).toEqual([['extra-at-release', 'k3s_1_36']]);
    for (const finding of due) {
      expect(itemBoxes(checklist.body, finding.attr!, finding.rule, finding.file!)).toHaveLength(1);
    }
    // Warnings of the branch (patch-behind of 1.36) belong to its dashboard, not to the branch-off checklist.
    expect(checklist.body).not.toContain('patch-behind');

    // Exactly one comment, the mention, on the checklist: one voice per event. The trim list of 26.11 mentions
    // nobody (k3s has checklists of its own) and links the checklist, created before it in the same run.
    const [mention, ...moreComments] = world.issues.comments(REPOSITORY, checklist.number);
    expect(moreComments).toEqual([]);
    expect(world.issues.comments(REPOSITORY).filter((c) => c.issue !== checklist.number)).toEqual([]);
    expect(trimListComments(world, '26.11')).toEqual([]);
    expect(issueWith(world, issueMarker('trim-list', '26.11'))!.body).toContain(
      `mentioned by its release checklists, not here · [${BRANCH_OFF_TITLE}](https://github.com/${REPOSITORY}/issues/${checklist.number})`,
    );
    expect(mention.body).toContain('@NixOS/k3s');
    expect(mention.body).toContain('26.11');
    expect(read(first.summary)).toContain(`mention @NixOS/k3s on #${checklist.number} for branch-off:26.11`);

    // Five more scheduled runs of an unchanged world: not a single write.
    for (let day = 0; day < 5; day++) {
      const again = await world.run({ inputs: { mode: 'auto' } });
      expect(again.writes).toEqual([]);
    }
    expect(world.issues.comments(REPOSITORY)).toHaveLength(1);

    // A maintainer ticks a backport box; then release-26.11 drops its extra minor.
    const backportBox = checklistItemsOf(checklist.body).find((line) =>
      line.includes('<!-- key:backport:k3s_1_36 -->'),
    );
    expect(backportBox).toBeDefined();
    checklist.body = checklist.body.replace(backportBox!, backportBox!.replace('- [ ]', '- [x]'));
    dropExtraMinorOnRelease(world);

    const dropped = await world.run({ inputs: { mode: 'auto' } });
    expect(findingsOf(dropped, 'release-26.11').filter((f) => f.rule === 'extra-at-release')).toEqual([]);
    const checklistWrites = dropped.writes.filter((w) => w.path.startsWith(`${ISSUES_PATH}/${checklist.number}`));
    expect(checklistWrites).toEqual([{ method: 'PATCH', path: `${ISSUES_PATH}/${checklist.number}` }]);
    // release-26.11 is now clean: its dashboard closes with a reason; no other issue gets a comment.
    const dashboard26_11 = issueWith(world, dashboardMarker('release-26.11'))!;
    expect(dashboard26_11.state).toBe('closed');
    expect(dropped.writes.filter((w) => w.method === 'POST')).toEqual([
      { method: 'POST', path: `${ISSUES_PATH}/${dashboard26_11.number}/comments` },
    ]);
    const edited = issueWith(world, BRANCH_OFF_26_11)!;
    expect(edited).toMatchObject({ number: checklist.number, state: 'open' });
    expect(edited.body).not.toContain('extra-at-release');
    expect(edited.body).toMatch(/Nothing left: `release-26\.11` passes every branch-off check/);
    // The backports to release-26.05 are still owed: they hold it open, and the tick stays.
    expect(checklistItemsOf(edited.body).filter((line) => line.includes('<!-- key:backport:k3s_1_36 -->'))).toEqual([
      backportBox!.replace('- [ ]', '- [x]'),
    ]);
    expect(mentions(world)).toHaveLength(1);
    expect((await world.run({ inputs: { mode: 'auto' } })).writes).toEqual([]);

    // release-26.05 gets its backports: nothing is left, the checklist closes with a reason, and the team is not pinged.
    backportToPreviousStable(world, servedAtStart);
    const ready = await world.run({ inputs: { mode: 'auto' } });
    expect(findingsOf(ready, 'release-26.05').filter((f) => f.rule === 'backport-missing')).toEqual([]);
    expect(ready.writes.filter((w) => w.path.startsWith(`${ISSUES_PATH}/${checklist.number}`))).toEqual([
      { method: 'PATCH', path: `${ISSUES_PATH}/${checklist.number}` },
      { method: 'POST', path: `${ISSUES_PATH}/${checklist.number}/comments` },
    ]);
    expect(issueWith(world, BRANCH_OFF_26_11)).toMatchObject({
      number: checklist.number,
      state: 'closed',
      state_reason: 'completed',
    });
    const [, closing, ...rest] = world.issues.comments(REPOSITORY, checklist.number);
    expect(rest).toEqual([]);
    expect(closing.body).toMatch(/release-26\.11 is ready/);
    expect(closing.body).not.toContain('@');
    expect(mentions(world)).toEqual([mention]);
    expect((await world.run({ inputs: { mode: 'auto' } })).writes).toEqual([]);
    expect(world.issues.issues(REPOSITORY)).toHaveLength(world.branches.length + 2);
    expect(trimListComments(world, '26.11')).toEqual([]);
  }, 60_000);

  test('auto before the 27.05 feature freeze: a checklist from 14 days before (estimated or given date), one mention, none 20 days before', async () => {
    const FF_TITLE = 'k3s before the NixOS 27.05 feature freeze';
    // 20 days before the estimated freeze (2027-04-30): dashboards only.
    const early = await world.run({ inputs: { mode: 'auto', now: '2027-04-10', 'dry-run': 'true' } });
    expect(early.writes).toEqual([]);
    expect(early.summary).toContain('would create issue "k3s release guard: master"');
    expect(issuesSection(early)).not.toMatch(/feature freeze/i);
    // 27.05's trim list is kept from 2027-04-05 (eight weeks before its release); k3s's checklist will mention its team.
    expect(read(issuesSection(early))).toContain(`would create issue "${TRIM_27_05_TITLE}"`);
    expect(issuesSection(early)).not.toContain('mention');

    // The same distance with the freeze given as an input: the checklist is due.
    const given = await world.run({
      inputs: { mode: 'auto', now: '2027-04-01', 'feature-freeze-date': '2027-04-10', 'dry-run': 'true' },
    });
    expect(given.writes).toEqual([]);
    expect(read(given.summary)).toContain(`would create issue "${FF_TITLE}"`);
    expect(read(given.summary)).toContain('would mention @NixOS/k3s on the new issue for feature-freeze:27.05');

    // Ten days before the estimated freeze: created, with one mention.
    const due = await world.run({ inputs: { mode: 'auto', now: '2027-04-20' } });
    const checklist = issueWith(world, FEATURE_FREEZE_27_05)!;
    expect(checklist).toMatchObject({ title: FF_TITLE, state: 'open', labels: [] });
    expect(checklist.body).toContain('- Feature freeze: 2027-04-30 (estimated)');
    // No release-27.05 branch yet: no branch-off checklist; every other issue is a branch's dashboard, or the trim list.
    const trim = issueWith(world, issueMarker('trim-list', '27.05'))!;
    const others = world.issues
      .issues(REPOSITORY)
      .filter((i) => i.number !== checklist.number && i.number !== trim.number);
    expect(issueWith(world, dashboardMarker('master'))).toBeDefined();
    for (const issue of others)
      expect(world.branches.filter((b) => hasMarker(issue.body, dashboardMarker(b)))).toHaveLength(1);
    expect(world.issues.issues(REPOSITORY).filter((i) => /branch-off checklist/.test(i.title))).toEqual([]);
    // Every must-land finding of master is a box.
    const mustLand = findingsOf(due, 'master').filter(
      (f) => (MUST_LAND_RULES as readonly string[]).includes(f.rule) && f.severity !== 'notice',
    );
    expect(mustLand.length).toBeGreaterThan(0);
    for (const finding of mustLand)
      expect(itemBoxes(checklist.body, subjectOf(finding), finding.rule, '').length).toBeGreaterThan(0);
    const [mention, ...more] = world.issues.comments(REPOSITORY, checklist.number);
    expect(more).toEqual([]);
    expect(mention.body).toContain('@NixOS/k3s');
    expect(mention.body).toContain('27.05');
    expect(trimListComments(world, '27.05')).toEqual([]);
    expect(trim.body).toContain(`[${FF_TITLE}](https://github.com/${REPOSITORY}/issues/${checklist.number})`);

    // The same day again: nothing written. A later day in the window: no second mention.
    expect((await world.run({ inputs: { mode: 'auto', now: '2027-04-20' } })).writes).toEqual([]);
    const later = await world.run({ inputs: { mode: 'auto', now: '2027-04-27' } });
    expect(later.writes.filter((w) => w.method === 'POST')).toEqual([]);
    expect(mentions(world)).toEqual([mention]);
    expect(issueWith(world, FEATURE_FREEZE_27_05)).toMatchObject({ number: checklist.number, state: 'open' });
  }, 40_000);

  test('workflow_dispatch with mode feature-freeze and branch-off: only their checklist, dry runs write nothing, the given team is mentioned', async () => {
    const dispatch = { GITHUB_EVENT_NAME: 'workflow_dispatch' };
    // 26.11's freeze has passed (it is branched off): the next freeze is 27.05's.
    const FF_TITLE = 'k3s before the NixOS 27.05 feature freeze';
    const team = 'my-org/release-team';

    const dryFreeze = await world.run({
      inputs: { mode: 'feature-freeze', 'k3s-team': team, 'dry-run': 'true' },
      env: dispatch,
    });
    expect(world.double.writes()).toEqual([]);
    expect(dryFreeze.summary).toMatch(/dry run/i);
    expect(read(dryFreeze.summary)).toContain(`would create issue "${FF_TITLE}"`);
    expect(read(dryFreeze.summary)).toContain(`would mention @${team} on the new issue for feature-freeze:27.05`);
    expect(dryFreeze.summary).not.toContain('would create issue "k3s release guard');
    expect(dryFreeze.summary).not.toContain(BRANCH_OFF_TITLE);
    // The trim list of the same release, whatever the day; the checklist alone tells the team.
    expect(read(dryFreeze.summary)).toContain(`would create issue "${TRIM_27_05_TITLE}"`);
    expect(read(dryFreeze.summary)).not.toContain('trim-list:27.05:k3s');

    const freeze = await world.run({ inputs: { mode: 'feature-freeze', 'k3s-team': team }, env: dispatch });
    const [ffIssue, trim, ...others] = world.issues.issues(REPOSITORY);
    expect(others).toEqual([]);
    expect(ffIssue).toMatchObject({ title: FF_TITLE, state: 'open' });
    expect(trim).toMatchObject({ title: TRIM_27_05_TITLE, state: 'open' });
    expect(freeze.outputs['issue-number']).toBeUndefined();
    const [ffMention, ...moreComments] = world.issues.comments(REPOSITORY, ffIssue.number);
    expect(moreComments).toEqual([]);
    expect(trimListComments(world, '27.05')).toEqual([]);
    expect(ffMention).toMatchObject({ issue: ffIssue.number });
    expect(ffMention.body).toContain(`@${team}`);
    expect(ffMention.body).not.toContain('@NixOS/k3s');

    const dryBranchOff = await world.run({ inputs: { mode: 'branch-off', 'dry-run': 'true' }, env: dispatch });
    expect(dryBranchOff.writes).toEqual([]);
    expect(read(dryBranchOff.summary)).toContain(`would create issue "${BRANCH_OFF_TITLE}"`);
    expect(read(dryBranchOff.summary)).toContain('would mention @NixOS/k3s on the new issue for branch-off:26.11');
    expect(dryBranchOff.summary).not.toContain('would create issue "k3s release guard');
    expect(dryBranchOff.summary).not.toContain(FF_TITLE);

    await world.run({ inputs: { mode: 'branch-off' }, env: dispatch });
    const branchOff = issueWith(world, BRANCH_OFF_26_11)!;
    expect(branchOff).toMatchObject({ title: BRANCH_OFF_TITLE, state: 'open' });
    expect(world.issues.issues(REPOSITORY)).toHaveLength(3);
    expect(mentions(world).map((c) => [c.issue, /@NixOS\/k3s/.test(c.body)])).toEqual([
      [ffIssue.number, false],
      [branchOff.number, true],
    ]);

    // Dispatched again: each event was mentioned already, nothing is written.
    expect((await world.run({ inputs: { mode: 'feature-freeze', 'k3s-team': team }, env: dispatch })).writes).toEqual(
      [],
    );
    expect((await world.run({ inputs: { mode: 'branch-off' }, env: dispatch })).writes).toEqual([]);
  }, 40_000);
});
