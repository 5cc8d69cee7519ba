// Two runs of the bundled action at once (what the documented `concurrency`
// group prevents, but a manual dispatch beside a scheduled run can still do):
// the worst case is a duplicate issue, which the next run closes as a
// duplicate of the oldest; no body is ever lost or half-written, and the runs
// after converge to exactly what one undisturbed run writes.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { comparableBody, hasMarker } from '../../src/publish/issues/markers.js';
import type { IssueRecord } from '../double/issueRoutes.js';
import { REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from '../e2e/demoWorld.js';

/** The hidden marker line of an issue body (the dashboard of a branch, a checklist). */
function markerOf(issue: IssueRecord): string {
  // Not the mention markers, nor the tag on lines whose links change every run.
  const marker = /<!-- k3s-release-guard:(?!mentioned:|run-link )\S+ -->/.exec(issue.body)?.[0];
  if (!marker) throw new Error(`issue #${issue.number} carries no marker`);
  return marker;
}

function byMarker(issues: readonly IssueRecord[]): Map<string, IssueRecord[]> {
  const groups = new Map<string, IssueRecord[]>();
  for (const issue of [...issues].sort((a, b) => a.number - b.number)) {
    const list = groups.get(markerOf(issue)) ?? [];
    list.push(issue);
    groups.set(markerOf(issue), list);
  }
  return groups;
}

/** A link to another issue of the repository (the trim list's to a checklist): its words and its number. */
const ISSUE_LINK = new RegExp(`\\[([^\\]]+)\\]\\(https://github\\.com/${REPOSITORY}/issues/(\\d+)\\)`, 'g');

/**
 * Issue text without the mention markers (a race may record a mention on either
 * copy), and without the numbers of the issues it links: two worlds number
 * their issues apart (which issue a link points to is checked once the runs converge).
 */
function content(issue: IssueRecord): string {
  return comparableBody(
    issue.body.replace(/^<!-- k3s-release-guard:mentioned:\S+ -->$/gm, '').replace(ISSUE_LINK, '[$1](#issue)'),
  );
}

describe('two runs at once', () => {
  let reference: DemoWorld;
  let world: DemoWorld;
  /** marker -> the issue one undisturbed run writes. */
  let expected: Map<string, IssueRecord>;
  let pair: StepRun[];

  beforeAll(async () => {
    [reference, world] = await Promise.all([startDemoWorld(), startDemoWorld()]);
    const alone = await reference.run();
    expect(alone.stderr).toBe('');
    expected = new Map([...byMarker(reference.issues.issues(REPOSITORY))].map(([marker, [issue]]) => [marker, issue]));
    expect(expected.size).toBeGreaterThan(1);
    // Both runs list the issues before either writes: the double answers the first listing of each only once
    // both have asked, however far apart a busy machine starts them.
    world.double.holds.push({ method: 'GET', path: /^\/repos\/NixOS\/nixpkgs\/issues$/, count: 2 });
    // Two processes, as two runners: runs in this process take turns.
    pair = await Promise.all([world.run({ bundle: true }), world.run({ bundle: true })]);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([reference?.stop(), world?.stop()]);
  });

  test('both runs finish as a single run would: same exit code, no crash', () => {
    for (const run of pair) {
      expect(run.stderr).toBe('');
      expect(run.stdout).not.toMatch(/^\s+at |failed while updating issues/m);
    }
    expect(new Set(pair.map((run) => run.code)).size).toBe(1);
  });

  test('at worst one duplicate per issue, and every copy holds the whole body', () => {
    const groups = byMarker(world.issues.issues(REPOSITORY));
    expect([...groups.keys()].sort()).toEqual([...expected.keys()].sort());
    // The race did happen (both runs listed before either created), or this test would prove nothing.
    expect(world.double.holds).toEqual([]);
    expect([...groups.values()].some((copies) => copies.length === 2)).toBe(true);
    for (const [marker, copies] of groups) {
      expect(copies.length).toBeGreaterThanOrEqual(1);
      expect(copies.length).toBeLessThanOrEqual(2);
      for (const copy of copies) {
        expect(copy.title).toBe(expected.get(marker)!.title);
        expect(content(copy)).toBe(content(expected.get(marker)!));
      }
    }
  });

  test('the next run closes the duplicates and keeps the oldest; the one after writes nothing', async () => {
    const before = byMarker(world.issues.issues(REPOSITORY));
    const next = await world.run();
    expect(next.stderr).toBe('');
    for (const [marker, copies] of before) {
      const [oldest, ...younger] = copies;
      expect(world.issues.issue(REPOSITORY, oldest.number)).toMatchObject({
        state: 'open',
        title: expected.get(marker)!.title,
      });
      expect(content(world.issues.issue(REPOSITORY, oldest.number)!)).toBe(content(expected.get(marker)!));
      for (const duplicate of younger) {
        expect(world.issues.issue(REPOSITORY, duplicate.number)).toMatchObject({
          state: 'closed',
          state_reason: 'not_planned',
        });
        expect(world.issues.comments(REPOSITORY, duplicate.number).map((c) => c.body)).toContain(
          `Duplicate of #${oldest.number}`,
        );
      }
    }
    const quiet = await world.run();
    expect(quiet.writes).toEqual([]);
    // A release event's team mention is made at most once per copy in the race, and never again after it.
    const mentions = world.issues.comments(REPOSITORY).filter((c) => c.body.startsWith('@NixOS/k3s'));
    const checklists = [...before.values()].filter((copies) => copies.some((c) => c.body.includes(':mentioned:')));
    expect(mentions.length).toBeLessThanOrEqual(checklists.reduce((n, copies) => n + copies.length, 0));
    expect(next.writes.filter((w) => w.method === 'POST' && w.path.endsWith('/comments')).length).toBe(
      [...before.values()].reduce((n, copies) => n + copies.length - 1, 0),
    );
    // One open issue per marker, each what the undisturbed run wrote.
    const open = world.issues.issues(REPOSITORY).filter((issue) => issue.state === 'open');
    expect(open.map(markerOf).sort()).toEqual([...expected.keys()].sort());
    for (const issue of open) expect(hasMarker(issue.body, markerOf(issue))).toBe(true);
    // A link to another of the action's issues points to the one kept, open, under the title it names.
    const links = open.flatMap((issue) => [...issue.body.matchAll(ISSUE_LINK)]);
    expect(links.length).toBeGreaterThan(0);
    for (const [, title, number] of links)
      expect(world.issues.issue(REPOSITORY, Number(number))).toMatchObject({ title, state: 'open' });
  }, 90_000);
});
