// The trim list of NixOS 26.11 kept by the pipeline in process against the
// GitHub double's issues, as src/action/main.ts wires a scheduled run (runGuard,
// the issue publisher over the real Octokit client, the record of mentions
// kept between runs); nixpkgs and upstream are the demo's local files, as the
// year of runs reads them. REL(26.11) is 2026-11-30 (estimated): the feature
// freeze is announced, and the list opened, on 2026-10-05. In the demo, k3s has
// something to trim from then, rke2 only once release-26.05 keeps an rke2 minor
// past its end (2026-11-29). k3s has release checklists: they, not the trim
// list, mention its team (one voice per event); rke2 has none, so the trim list
// tells its team.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { demo } from '../../src/cli/demo.js';
import type { RunLog } from '../../src/domain/runLog.js';
import { trimList } from '../../src/evaluate/trimList.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources } from '../../src/gather/sources.js';
import { createGitHubClient } from '../../src/github/client.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { runGuard, type RunResult } from '../../src/pipeline/run.js';
import { issueMarker, mentionMarker, parseMentions } from '../../src/publish/issues/markers.js';
import { KeptMentions } from '../../src/publish/issues/mentionRecord.js';
import { TEAMS_PER_COMMENT } from '../../src/publish/issues/trimListIssue.js';
import { publishRun } from '../../src/publish/publishRun.js';
import { githubIssuePublisher, type IssuePublisher } from '../../src/publish/publisher.js';
import { expectFitsGitHub } from '../contract/githubContract.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes, type IssueRecord, type IssueTracker } from '../double/issueRoutes.js';
import { DEMO, REPOSITORY } from './demoWorld.js';

const TRIM_26_11 = issueMarker('trim-list', '26.11');
const TITLE = 'NixOS 26.11: versioned packages to trim before the branch-off';
const TEAMS = { 'k3s-team': 'NixOS/k3s', 'rke2-team': 'NixOS/rke2' };

let double: GitHubDouble;
let issues: IssueTracker;

beforeEach(async () => {
  double = new GitHubDouble();
  issues = installIssueRoutes(double);
  await double.start();
});
afterEach(async () => {
  // Every exchange of the test, as GitHub's REST description has it.
  expectFitsGitHub(double.requests);
  await double.stop();
});

const warnings: string[] = [];
const log: RunLog = {
  group: (_title, work) => work(),
  info: () => undefined,
  warning: (message) => void warnings.push(message),
};

function publisher(record: KeptMentions): IssuePublisher {
  const client = createGitHubClient({ baseUrl: double.url, token: 'ghs_trim', retries: 0, writeSpacingMs: 0 });
  return githubIssuePublisher(
    client,
    { owner: 'NixOS', repo: 'nixpkgs' },
    { dryRun: false, author: issues.login, createLabels: false, askTokenLogin: false, record },
  );
}

interface DayRun {
  result: RunResult;
  /** The writes the double saw in this run. */
  writes: string[];
}

/** One scheduled run on `day` with both families, their teams named, and the run's record of mentions. */
async function runOn(day: string, record: KeptMentions, inputs: Record<string, string> = {}): Promise<DayRun> {
  const given: Record<string, string> = { mode: 'auto', now: day, packages: 'k3s, rke2', ...TEAMS, ...inputs };
  const world = demo(DEMO);
  const before = double.requests.length;
  const result = await runGuard({
    options: readRunOptions((name) => given[name] ?? ''),
    checkout: localTree(world.nixpkgsPath),
    sources: localSources(world.local),
    context: {
      eventName: 'schedule',
      ref: 'refs/heads/master',
      runUrl: 'https://github.com/NixOS/nixpkgs/actions/runs/1',
    },
    log,
    publisher: publisher(record),
  });
  const writes = double.requests
    .slice(before)
    .filter((r) => r.method !== 'GET' && r.method !== 'HEAD')
    .map((r) => `${r.method} ${r.path}`);
  return { result, writes };
}

/** The action's own trim list of 26.11 (exactly one), or none. */
function trimIssue(): IssueRecord | undefined {
  const own = issues.issues(REPOSITORY).filter((i) => i.user.login === issues.login && i.body.includes(TRIM_26_11));
  if (own.length > 1) throw new Error(`${own.length} trim lists of 26.11`);
  return own[0];
}

const commentsOn = (issue: IssueRecord): string[] => issues.comments(REPOSITORY, issue.number).map((c) => c.body);

describe('the trim list kept on the demo world', () => {
  test('opens with the announcement, tells rke2 once when it joins, k3s never (its checklists do), and closes at the release', async () => {
    const record = new KeptMentions();

    // The day before the announcement: no trim list.
    const early = await runOn('2026-10-04', record);
    expect(early.result.work.trimList).toBeUndefined();
    expect(trimIssue()).toBeUndefined();

    // The announcement day: opened, nobody told: k3s's team hears from its checklists (none is due yet), and rke2,
    // listed, has nothing to trim.
    await runOn('2026-10-05', record);
    const opened = trimIssue()!;
    expect(opened).toMatchObject({ title: TITLE, state: 'open', labels: [] });
    expect(opened.body).toContain('### k3s');
    expect(opened.body).toContain('### rke2');
    expect(opened.body).toMatch(/- \[ \] \*\*`k3s_1_34`\*\*: Remove `k3s_1_34` from master/);
    expect(opened.body).toContain('mentioned by its release checklists, not here · [its policy]');
    expect(commentsOn(opened)).toEqual([]);
    expect(record.made).toEqual(new Set());

    // Re-runs of an unchanged world, with the record or without it (a lost cache): nothing written.
    expect((await runOn('2026-10-05', record)).writes).toEqual([]);
    expect((await runOn('2026-10-05', new KeptMentions())).writes).toEqual([]);

    // rke2 joins: release-26.05 keeps an rke2 minor past its end. The list is edited in place, rke2's team told alone.
    const joined = await runOn('2026-11-29', record);
    const kept = trimIssue()!;
    expect(kept.number).toBe(opened.number);
    expect(joined.writes).toContain(`PATCH /repos/${REPOSITORY}/issues/${opened.number}`);
    expect(kept.body).toMatch(
      /\*\*On `release-26\.05`, a live release\*\*\n\n- \[ \] \*\*`rke2_1_34`\*\*: Mark `rke2_1_34`/,
    );
    const [second, ...rest] = commentsOn(kept);
    expect(rest).toEqual([]);
    expect(second).toMatch(/^@NixOS\/rke2 \(rke2\): /);
    expect(second).not.toContain('@NixOS/k3s');
    expect(parseMentions(kept.body)).toEqual(['trim-list:26.11:rke2']);
    // release-26.11 exists: k3s's branch-off checklist is kept from this run on, tells its team, and the list links it.
    const checklist = issues.issues(REPOSITORY).find((i) => i.body.includes(issueMarker('branch-off', '26.11')))!;
    expect(kept.body).toContain(
      `[k3s branch-off checklist for NixOS 26.11](https://github.com/${REPOSITORY}/issues/${checklist.number})`,
    );
    expect((await runOn('2026-11-29', new KeptMentions())).writes).toEqual([]);

    // Each team was told once for the release, whatever ran in between: rke2 by the trim list, k3s by its checklist.
    const told = issues
      .comments(REPOSITORY)
      .map((c) => c.body)
      .join('\n');
    expect(told.match(/@NixOS\/k3s/g)).toHaveLength(1);
    expect(told.match(/@NixOS\/rke2/g)).toHaveLength(1);

    // The release day: closed with what was left undone, and never reopened.
    await runOn('2026-11-30', record);
    const closed = trimIssue()!;
    expect(closed).toMatchObject({ number: opened.number, state: 'closed', state_reason: 'not_planned' });
    expect(commentsOn(closed).at(-1)).toMatch(
      /^NixOS 26\.11 was released on 2026-11-30 \(estimated\); \d+ items? left undone:/,
    );
    expect((await runOn('2026-12-01', record)).writes.filter((w) => w.includes(`/issues/${opened.number}`))).toEqual(
      [],
    );
    expect(warnings).toEqual([]);
  }, 60_000);

  test('an edited record or comment never mentions twice: the body, the comments and the record each suffice', async () => {
    const RKE2 = 'trim-list:26.11:rke2';
    await runOn('2026-11-29', new KeptMentions());
    const issue = trimIssue()!;
    expect(commentsOn(issue)).toHaveLength(1);

    // A maintainer edits the record out of the body, and the cache is lost: the action's comment still says it.
    issue.body = issue.body.replace(mentionMarker(RKE2), '');
    await runOn('2026-11-29', new KeptMentions());
    expect(commentsOn(issue)).toHaveLength(1);
    expect(parseMentions(trimIssue()!.body)).toEqual([RKE2]);

    // Someone edits the comment's record away too; the run's record alone still holds it.
    const [comment] = issues.comments(REPOSITORY, issue.number);
    comment.body = comment.body.replace(mentionMarker(RKE2), '');
    issue.body = issue.body.replace(mentionMarker(RKE2), '');
    const record = new KeptMentions();
    record.add(RKE2, issue.number);
    await runOn('2026-11-29', record);
    expect(commentsOn(issue)).toHaveLength(1);
  }, 60_000);

  test("a stranger's issue with the trim list's marker is not the action's: left alone, and the team still told", async () => {
    const forged = issues.seed(REPOSITORY, {
      title: TITLE,
      body: `Tick nothing.\n\n${TRIM_26_11}\n${mentionMarker('trim-list:26.11:rke2')}`,
      user: { login: 'mallory' },
    });
    const before = { ...forged };
    await runOn('2026-11-29', new KeptMentions());
    const own = trimIssue()!;
    expect(own.number).not.toBe(forged.number);
    expect(commentsOn(own)).toEqual([expect.stringMatching(/^@NixOS\/rke2 \(rke2\): /)]);
    expect(issues.issue(REPOSITORY, forged.number)).toEqual(before);
    expect(issues.comments(REPOSITORY, forged.number)).toEqual([]);
  }, 60_000);

  test(`more teams than ${TEAMS_PER_COMMENT} are told over comments, each once, and a re-run tells none again`, async () => {
    const { result } = await runOn('2026-10-05', new KeptMentions(), { mode: 'audit' });
    const k3s = result.families[0].model;
    const ids = Array.from({ length: TEAMS_PER_COMMENT + 3 }, (_, i) => `fam${String(i + 1).padStart(2, '0')}`);
    const families = ids.map((id) => {
      // Families without release checklists, as the declared ones: the trim list tells their teams.
      const family = { ...k3s.family, id, name: id, policy: { ...k3s.family.policy, releaseEvents: [] } };
      return {
        model: { ...k3s, family, audit: { ...k3s.audit, family } },
        options: { team: `NixOS/team-${id}`, labels: [] },
      };
    });
    const release = k3s.audit.calendar.releases.find((r) => r.name === '26.11')!;
    const list = trimList(
      families.map(({ model }) => model.audit),
      release,
    );
    const work = { dashboards: false, trimList: release };
    const record = new KeptMentions();
    await publishRun(families, work, publisher(record), log, list);
    const issue = trimIssue()!;
    const comments = commentsOn(issue);
    expect(comments.map((c) => [...c.matchAll(/@NixOS\/team-(fam\d+)/g)].map((m) => m[1]))).toEqual([
      ids.slice(0, TEAMS_PER_COMMENT),
      ids.slice(TEAMS_PER_COMMENT),
    ]);
    expect(record.made.size).toBe(ids.length);

    const before = double.requests.length;
    await publishRun(families, work, publisher(new KeptMentions()), log, list);
    expect(double.requests.slice(before).filter((r) => r.method !== 'GET')).toEqual([]);
  }, 60_000);
});
