// Publishing against the GitHub double through the production client: whose
// issues are the action's own (the token's login, else own-issues-author), and what
// happens when an issue changes between the listing and the write (deleted,
// transferred, locked), or when its body lost the record of a mention.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { cliWords } from '../../src/cli/words.js';
import type { RunLog } from '../../src/domain/runLog.js';
import { createGitHubClient } from '../../src/github/client.js';
import { dashboardIssue } from '../../src/publish/issues/dashboardIssue.js';
import { createIssueStore, type IssueStore } from '../../src/publish/issues/issueStore.js';
import { dashboardMarker, mentionMarker } from '../../src/publish/issues/markers.js';
import { KeptMentions } from '../../src/publish/issues/mentionRecord.js';
import { publishIssues } from '../../src/publish/issues/publishIssues.js';
import type { DesiredIssue, MentionRequest } from '../../src/publish/issues/syncIssue.js';
import { githubIssuePublisher } from '../../src/publish/publisher.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes, type IssueTracker } from '../double/issueRoutes.js';
import { minorEol } from './findingFixtures.js';
import { reportItemsOf } from '../report/builders.js';
import { K3S } from '../families/builtIn.js';

const BRANCH = 'release-26.05';
const NOW = new Date('2026-11-29T06:00:00Z');
const BOT = 'github-actions[bot]';
const branchOff: MentionRequest = { team: 'NixOS/k3s', eventKey: 'branch-off:26.11', text: 'please look.' };

function desired(extra: Partial<DesiredIssue> = {}): DesiredIssue {
  return {
    ...dashboardIssue({
      family: K3S,
      branch: BRANCH,
      items: reportItemsOf([minorEol(BRANCH, '1.29')]),
      labels: [],
      now: NOW,
    }),
    ...extra,
  };
}

function recordingLog(): RunLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    group: (_title, work) => work(),
    info: (message) => void lines.push(`info: ${message}`),
    warning: (message) => void lines.push(`warning: ${message}`),
  };
}

describe('the action’s own issues', () => {
  const double = new GitHubDouble();
  const tracker: IssueTracker = installIssueRoutes(double);
  let count = 0;
  beforeAll(() => double.start());
  afterAll(() => double.stop());

  const repository = () => ({ owner: 'nixos', repo: `own-${(count += 1)}` });
  const full = (repo: { owner: string; repo: string }) => `${repo.owner}/${repo.repo}`;
  const client = () => createGitHubClient({ baseUrl: double.url, token: 'test-token', retries: 0, writeSpacingMs: 0 });
  const pings = (repo: { owner: string; repo: string }) =>
    tracker.comments(full(repo)).filter((c) => c.body.includes('@NixOS/k3s'));

  it('are those of the token’s login when the token can tell it, and the log says so', async () => {
    const repo = repository();
    tracker.tokenLogin = 'k3s-guard-bot';
    tracker.login = 'k3s-guard-bot';
    try {
      // Opened by the workflow's bot before the switch to a personal token: not the token's.
      const earlier = tracker.seed(full(repo), { title: 'old', body: dashboardMarker(BRANCH), user: { login: BOT } });
      const log = recordingLog();
      const publisher = githubIssuePublisher(client(), repo, {
        dryRun: false,
        author: BOT,
        createLabels: false,
        askTokenLogin: true,
      });
      const { results } = await publisher.publish([desired()], log);
      expect(results[0].outcome).toBe('create');
      expect(log.lines).toContain(
        "info: The token acts as k3s-guard-bot: only its issues and comments are the action's own (the token's login is used, not the input own-issues-author github-actions[bot]).",
      );
      expect(tracker.issue(full(repo), earlier.number)).toMatchObject({ body: dashboardMarker(BRANCH), state: 'open' });
      expect(double.requests.filter((r) => r.path === `/repos/${full(repo)}/issues` && r.method === 'GET')).toEqual([
        expect.objectContaining({
          query: new URLSearchParams({ state: 'all', per_page: '100', creator: 'k3s-guard-bot' }),
        }),
      ]);
    } finally {
      tracker.tokenLogin = undefined;
      tracker.login = BOT;
    }
  });

  it('are those of own-issues-author when the token cannot tell, and then it is not asked', async () => {
    const repo = repository();
    const log = recordingLog();
    const before = double.requests.length;
    await githubIssuePublisher(client(), repo, {
      dryRun: false,
      author: BOT,
      createLabels: false,
      askTokenLogin: false,
    }).publish([desired()], log);
    expect(double.requests.slice(before).filter((r) => r.path === '/user')).toEqual([]);
    expect(log.lines[0]).toBe(
      "info: The token cannot tell its login (as GITHUB_TOKEN and app tokens cannot): only issues and comments by github-actions[bot] (input own-issues-author) are the action's own.",
    );
  });

  it('are named in the words of the front end: the CLI says --own-issues-author', async () => {
    const log = recordingLog();
    await githubIssuePublisher(client(), repository(), {
      dryRun: true,
      author: BOT,
      createLabels: false,
      askTokenLogin: false,
      words: cliWords(false),
    }).publish([desired()], log);
    expect(log.lines[0]).toBe(
      "info: The token cannot tell its login (as GITHUB_TOKEN and app tokens cannot): only issues and comments by github-actions[bot] (--own-issues-author) are the action's own.",
    );
  });

  /** The store, with `meanwhile` run once right after the listing: what changes between list and write. */
  function changingAfterList(repo: { owner: string; repo: string }, meanwhile: () => void): IssueStore {
    const store = createIssueStore(client(), repo);
    return {
      ...store,
      list: async (query) => {
        const listed = await store.list(query);
        meanwhile();
        return listed;
      },
    };
  }

  it.each([
    ['deleted', (repo: string, n: number) => tracker.remove(repo, n), /^Issue #1 was deleted;/],
    [
      'transferred',
      (repo: string, n: number) => void tracker.transfer(repo, n, 'nixos/elsewhere'),
      /^Issue #1 was transferred to another repository;/,
    ],
  ])(
    '%s between the listing and the write: recreated, with a warning and without a second ping',
    async (_w, vanish, says) => {
      const repo = repository();
      await publishIssues(createIssueStore(client(), repo), [desired({ mention: branchOff })], {
        dryRun: false,
        identity: BOT,
      });
      expect(pings(repo)).toHaveLength(1);
      const [result] = await publishIssues(
        changingAfterList(repo, () => vanish(full(repo), 1)),
        [desired({ mention: branchOff, body: 'findings changed' })],
        { dryRun: false, identity: BOT },
      );
      expect(result.outcome).toBe('create');
      expect(result.warnings).toEqual([
        expect.stringMatching(says),
        'A new issue takes its place; the team is not mentioned again.',
      ]);
      expect(tracker.issues(full(repo)).map((i) => i.number)).toEqual([2]);
      expect(tracker.issue(full(repo), 2)?.body).toContain(mentionMarker('branch-off:26.11'));
      expect(pings(repo)).toEqual([]);
    },
  );

  it('locked between the listing and the write: left alone, with a warning; the next issue is still kept', async () => {
    const repo = repository();
    const other = desired({ marker: dashboardMarker('master'), title: 'k3s release guard: master' });
    await publishIssues(createIssueStore(client(), repo), [desired()], { dryRun: false, identity: BOT });
    const before = double.writes().length;
    const results = await publishIssues(
      changingAfterList(repo, () => (tracker.issue(full(repo), 1)!.locked = true)),
      [desired({ body: 'findings changed' }), other],
      { dryRun: false, identity: BOT },
    );
    expect(results.map((r) => r.outcome)).toEqual(['none', 'create']);
    expect(results[0].warnings).toEqual([
      expect.stringMatching(/^Issue #1 .* is locked, so k3s-release-guard leaves it/),
    ]);
    expect(
      double
        .writes()
        .slice(before)
        .filter((r) => r.path.includes('/issues/1')),
    ).toEqual([]);
  });

  it('a comment GitHub refuses on a locked issue is a warning, not the run’s failure', async () => {
    const repo = repository();
    await publishIssues(createIssueStore(client(), repo), [desired()], { dryRun: false, identity: BOT });
    double.faults.push({
      method: 'POST',
      path: new RegExp(`^/repos/${full(repo)}/issues/1/comments$`),
      times: 1,
      status: 403,
      body: { message: 'Unable to create comment because issue is locked.' },
    });
    const [result] = await publishIssues(createIssueStore(client(), repo), [desired({ clean: true })], {
      dryRun: false,
      identity: BOT,
    });
    expect(result.warnings).toEqual([
      expect.stringMatching(/^GitHub refused a write to issue #1 because it is locked/),
    ]);
  });

  it("a mention recorded only in the action's own comment is not made again; a stranger's comment records nothing", async () => {
    const repo = repository();
    await publishIssues(createIssueStore(client(), repo), [desired({ mention: branchOff })], {
      dryRun: false,
      identity: BOT,
    });
    const issue = tracker.issue(full(repo), 1)!;
    // A maintainer's edit drops the body's record; the action's comment still carries it.
    issue.body = issue.body.replace(mentionMarker('branch-off:26.11'), '');
    await publishIssues(createIssueStore(client(), repo), [desired({ mention: branchOff })], {
      dryRun: false,
      identity: BOT,
    });
    expect(pings(repo)).toHaveLength(1);
    expect(tracker.issue(full(repo), 1)?.body).toContain(mentionMarker('branch-off:26.11'));

    // Elsewhere, only a stranger's comment claims the mention: the team is pinged.
    const next = repository();
    await publishIssues(createIssueStore(client(), next), [desired()], { dryRun: false, identity: BOT });
    tracker.seedComment(full(next), 1, `done ${mentionMarker('branch-off:26.11')}`, 'mallory');
    await publishIssues(createIssueStore(client(), next), [desired({ mention: branchOff })], {
      dryRun: false,
      identity: BOT,
    });
    expect(pings(next)).toHaveLength(1);
  });

  it("the run's record keeps a mention whose issue is gone; a new mention is added to it", async () => {
    const repo = repository();
    const { record } = KeptMentions.parse(
      JSON.stringify({ version: 1, mentions: { 'branch-off:26.11': { issue: 9 } } }),
    );
    await publishIssues(createIssueStore(client(), repo), [desired({ mention: branchOff })], {
      dryRun: false,
      identity: BOT,
      record,
    });
    expect(pings(repo)).toEqual([]);
    expect(record.dirty).toBe(false);
    const featureFreeze = { ...branchOff, eventKey: 'feature-freeze:27.05' };
    await publishIssues(createIssueStore(client(), repo), [desired({ mention: featureFreeze })], {
      dryRun: false,
      identity: BOT,
      record,
    });
    expect(pings(repo)).toHaveLength(1);
    expect([...record.made].sort()).toEqual(['branch-off:26.11', 'feature-freeze:27.05']);
    expect(KeptMentions.parse(record.serialize()).record.made).toEqual(record.made);
  });

  it.each([
    ['not JSON', '{'],
    ['another version', JSON.stringify({ version: 2, mentions: {} })],
    ['a key that is no release event', JSON.stringify({ version: 1, mentions: { 'whatever:1': { issue: 1 } } })],
    ['an entry without an issue number', JSON.stringify({ version: 1, mentions: { 'branch-off:26.11': {} } })],
  ])('a restored record that is %s is dropped whole, saying why', (_what, text) => {
    const { record, dropped } = KeptMentions.parse(text);
    expect(record.made.size).toBe(0);
    expect(dropped).toMatch(/^(it is|an entry)/);
  });
});
