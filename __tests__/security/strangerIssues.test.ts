// Issues strangers cannot steer: the action (in this process), run as
// scheduled runs on fresh runners against the GitHub double and the Actions
// cache service, in a nixpkgs where a stranger has opened issues carrying the
// action's hidden markers, ticks and mention records, and where maintainers
// edit the marker line out, remove a label, lock, delete and transfer the
// action's issues. The action trusts only what its own identity wrote: it
// adopts, closes and reads nothing of the stranger's, pings the team once per
// event, loses no tick, makes no duplicate, and a locked issue is a warning.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  dashboardMarker,
  hasMarker,
  issueMarker,
  keyComment,
  mentionMarker,
  parseTicks,
} from '../../src/publish/issues/markers.js';
import { startActionsCacheService, type ActionsCacheService } from '../double/actionsCacheService.js';
import type { IssueRecord } from '../double/issueRoutes.js';
import { REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from '../e2e/demoWorld.js';
import { K3S_DIR } from '../e2e/support/upstreamData.js';

const TOKEN = 'ghs_e2e_publish';
const STRANGER = 'mallory';
const BRANCH_OFF = issueMarker('branch-off', '26.11');
const BRANCH_OFF_MENTIONED = mentionMarker('branch-off:26.11');
const GITHUB_BODY_LIMIT = 65_536;

let world: DemoWorld;
let service: ActionsCacheService;
let runner: string;
let runs = 0;
/** The stranger's issues as they were opened. */
let strangers: IssueRecord[];

/** A scheduled run on a fresh runner (empty RUNNER_TEMP, the Actions cache service), as each workflow run is. */
async function scheduledRun(): Promise<StepRun> {
  runs += 1;
  const runnerTemp = path.join(runner, '_temp');
  rmSync(runnerTemp, { recursive: true, force: true });
  mkdirSync(runnerTemp);
  return world.run({
    // The repository's label, which the strangers' issues carry too.
    inputs: { mode: 'auto', 'fail-on': 'never', 'k3s-labels': 'k3s' },
    env: {
      RUNNER_TEMP: runnerTemp,
      ACTIONS_RUNTIME_TOKEN: 'runtime-token',
      ACTIONS_CACHE_URL: service.url,
      GITHUB_RUN_ID: String(5000 + runs),
      GITHUB_RUN_ATTEMPT: '1',
    },
  });
}

const own = (): IssueRecord[] => world.issues.issues(REPOSITORY).filter((i) => i.user.login === world.issues.login);
function ownWith(marker: string): IssueRecord {
  const marked = own().filter((i) => hasMarker(i.body, marker));
  if (marked.length !== 1) throw new Error(`${marked.length} own issues carry ${marker}`);
  return marked[0];
}
/** Comments that pinged the team, ever (a deleted or moved issue takes its comments along). */
/** The checklist's pings (the team is told of the trim list too, on an issue of its own). */
const pings = () =>
  world.double
    .writes()
    .filter((r) => r.method === 'POST' && r.path.endsWith('/comments') && r.status === 201)
    .filter((r) => /@NixOS\/k3s/.test(String((r.body as { body?: unknown }).body)))
    .filter((r) => !/:mentioned:trim-list:/.test(String((r.body as { body?: unknown }).body)));

/** Every output of a run within GitHub's limits, and the token nowhere. */
function expectWithinLimitsAndNoToken(run: StepRun): void {
  expect(Buffer.byteLength(run.summary)).toBeLessThan(1024 * 1024);
  for (const issue of world.issues.issues(REPOSITORY)) {
    expect(issue.title.length).toBeLessThanOrEqual(256);
    expect(issue.body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(issue.body).not.toContain(TOKEN);
  }
  for (const comment of world.issues.comments(REPOSITORY)) {
    expect(comment.body.length).toBeLessThanOrEqual(GITHUB_BODY_LIMIT);
    expect(comment.body).not.toContain(TOKEN);
  }
  // The runner hides what `::add-mask::` names: the one line where the token may stand.
  const log = run.stdout
    .split('\n')
    .filter((line) => line !== `::add-mask::${TOKEN}`)
    .join('\n');
  for (const text of [log, run.stderr, run.summary, JSON.stringify(run.outputs)]) expect(text).not.toContain(TOKEN);
  expect(run.stderr).toBe('');
  expect(run.stdout).not.toMatch(/^::error::|failed while updating issues/m);
}

beforeAll(async () => {
  world = await startDemoWorld();
  service = await startActionsCacheService();
  runner = mkdtempSync(path.join(tmpdir(), 'runner-'));
  // Opened before the action ever ran, so they are the oldest issues carrying the markers.
  strangers = [
    world.issues.seed(REPOSITORY, {
      title: 'k3s release guard: master',
      body: [
        'All done here, nothing to see.',
        `- [x] \`minor-eol\` \`k3s_1_34\`: done ${keyComment('minor-eol:1.34')}`,
        `- [x] \`minor-missing\` \`k3s_1_37\`: done ${keyComment('minor-missing:1.37')}`,
        dashboardMarker('master'),
        BRANCH_OFF_MENTIONED,
      ].join('\n'),
      labels: ['k3s'],
      user: { login: STRANGER },
    }),
    // 60 kB of mention records: adopted, they would push the action's body past 65,536 characters.
    world.issues.seed(REPOSITORY, {
      title: 'k3s branch-off checklist for NixOS 26.11',
      body: [BRANCH_OFF, ...Array.from({ length: 1_200 }, () => BRANCH_OFF_MENTIONED)].join('\n'),
      labels: ['k3s'],
      user: { login: STRANGER },
    }),
  ].map((issue) => ({ ...issue }));
  expect(strangers[1].body.length).toBeGreaterThan(60_000);
}, 30_000);
afterAll(async () => {
  await world?.stop();
  await service?.stop();
  rmSync(runner, { recursive: true, force: true });
});

describe("a stranger's issues carrying the action's markers", () => {
  let first: StepRun;
  beforeAll(async () => {
    first = await scheduledRun();
  }, 90_000);

  test('are neither adopted, edited, closed nor commented; the action opens its own', () => {
    expectWithinLimitsAndNoToken(first);
    for (const stranger of strangers) expect(world.issues.issue(REPOSITORY, stranger.number)).toEqual(stranger);
    expect(world.issues.comments(REPOSITORY).filter((c) => strangers.some((s) => s.number === c.issue))).toEqual([]);
    // One dashboard per branch and the branch-off checklist, each the action's own.
    for (const marker of [...world.branches.map((branch) => dashboardMarker(branch)), BRANCH_OFF])
      expect(ownWith(marker)).toMatchObject({ state: 'open', labels: ['k3s'] });
    expect(first.outputs['issue-number']).toBe(String(ownWith(dashboardMarker('master')).number));
  });

  test("the stranger's ticks are not taken, and the team is pinged once in spite of the stranger's records", () => {
    expect(parseTicks(ownWith(dashboardMarker('master')).body)).toEqual(new Set());
    const checklist = ownWith(BRANCH_OFF);
    expect(pings().map((r) => r.path)).toEqual([`/repos/${REPOSITORY}/issues/${checklist.number}/comments`]);
    expect(world.issues.comments(REPOSITORY, checklist.number)).toEqual([
      expect.objectContaining({ user: { login: world.issues.login } }),
    ]);
    expect(checklist.body.split(BRANCH_OFF_MENTIONED)).toHaveLength(2);
  });

  test('the next run writes nothing', async () => {
    const again = await scheduledRun();
    expect(again.writes).toEqual([]);
    expectWithinLimitsAndNoToken(again);
  }, 60_000);
});

describe("maintainers' edits to the action's issues", () => {
  let checklist: IssueRecord;
  let ticked: string;
  let master: IssueRecord;
  let dashboard26_11: IssueRecord;
  let tampered: StepRun;

  beforeAll(async () => {
    checklist = ownWith(BRANCH_OFF);
    master = ownWith(dashboardMarker('master'));
    dashboard26_11 = ownWith(dashboardMarker('release-26.11'));
    // The marker line and the mention record edited out, and a box ticked.
    const box = checklist.body.split('\n').find((line) => line.startsWith('- [ ] '));
    if (!box) throw new Error('the checklist has no box to tick');
    ticked = box.replace('- [ ]', '- [x]');
    checklist.body = checklist.body
      .replace(box, ticked)
      .split('\n')
      .filter((line) => !line.startsWith('<!-- k3s-release-guard:'))
      .join('\n');
    dashboard26_11.labels = [];
    // Locked, and master changes so that its dashboard would be edited.
    master.locked = true;
    world.edit(`${K3S_DIR}/1_35/versions.nix`, (text) => text.replace('1.35.10+k3s1', '1.35.12+k3s1'));
    tampered = await scheduledRun();
  }, 90_000);

  test('a locked issue is a warning; the run goes on with the others', () => {
    expectWithinLimitsAndNoToken(tampered);
    expect(tampered.code).toBe(0);
    expect(tampered.stdout).toMatch(new RegExp(`^::warning::Issue #${master.number} .* is locked`, 'm'));
    // The summary shows the warning inert: the issue number may stand in a code span.
    expect(tampered.summary).toMatch(new RegExp(`\\*\\*warning:\\*\\* Issue \`?#${master.number}\`? .* is locked`));
    expect(tampered.writes.filter((w) => w.path.includes(`/issues/${master.number}`))).toEqual([]);
    expect(world.issues.issue(REPOSITORY, master.number)?.body).toContain('1.35.10+k3s1');
  });

  test('the checklist is found by its exact title: no duplicate, the marker restored, the tick kept, no second ping', () => {
    expect(tampered.writes.filter((w) => w.method === 'POST' && w.path === `/repos/${REPOSITORY}/issues`)).toEqual([]);
    const restored = world.issues.issue(REPOSITORY, checklist.number)!;
    expect(restored.body).toContain(BRANCH_OFF);
    expect(restored.body).toContain(BRANCH_OFF_MENTIONED);
    expect(restored.body).toContain(ticked);
    expect(pings()).toHaveLength(1);
  });

  test("a removed label stays removed: the labels are people's, the issue is found by author and marker", () => {
    expect(world.issues.issue(REPOSITORY, dashboard26_11.number)?.labels).toEqual([]);
    expect(tampered.writes.filter((w) => w.path.endsWith('/labels'))).toEqual([]);
  });

  test('the next run writes nothing, the locked issue still a warning', async () => {
    const again = await scheduledRun();
    expect(again.writes).toEqual([]);
    expect(again.stdout).toMatch(/^::warning::Issue #\d+ .* is locked/m);
  }, 60_000);
});

describe("the action's checklist deleted, then transferred", () => {
  test.each([
    ['deleted', (number: number) => world.issues.remove(REPOSITORY, number)],
    ['transferred', (number: number) => void world.issues.transfer(REPOSITORY, number, 'NixOS/nixos-org')],
  ])(
    '%s: recreated once, and the team is not pinged again',
    async (_what, vanish) => {
      const before = ownWith(BRANCH_OFF);
      vanish(before.number);
      const recreating = await scheduledRun();
      expectWithinLimitsAndNoToken(recreating);
      expect(
        recreating.writes.filter((w) => w.method === 'POST' && w.path === `/repos/${REPOSITORY}/issues`),
      ).toHaveLength(1);
      const after = ownWith(BRANCH_OFF);
      expect(after.number).not.toBe(before.number);
      // The mention, remembered by the run's record, is recorded on the new issue too.
      expect(after.body).toContain(BRANCH_OFF_MENTIONED);
      expect(pings()).toHaveLength(1);
      expect((await scheduledRun()).writes).toEqual([]);
    },
    90_000,
  );
});
