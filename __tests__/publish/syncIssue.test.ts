import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { Finding } from '../../src/domain/types.js';
import { createGitHubClient } from '../../src/github/client.js';
import { dashboardIssue } from '../../src/publish/issues/dashboardIssue.js';
import { createIssueStore } from '../../src/publish/issues/issueStore.js';
import { dashboardMarker, parseTicks } from '../../src/publish/issues/markers.js';
import { syncIssue } from '../../src/publish/issues/publishIssues.js';
import type { IssueSyncResult, MentionRequest } from '../../src/publish/issues/syncIssue.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { scanCodeSpans } from '../report/markdownScan.js';
import { minorEol, patchBehind } from './findingFixtures.js';
import { reportItemsOf } from '../report/builders.js';
import { K3S } from '../families/builtIn.js';

const BRANCH = 'release-26.05';
const NOW = new Date('2026-11-29T00:00:00Z');

describe('dashboard issue sync against the GitHub double', () => {
  const double = new GitHubDouble();
  const tracker = installIssueRoutes(double);
  let repoCount = 0;
  beforeAll(() => double.start());
  afterAll(() => double.stop());

  /** A fresh repository per test: state persists across the runs inside one test only. */
  function repository(): { owner: string; repo: string; full: string } {
    repoCount += 1;
    return { owner: 'nixos', repo: `nixpkgs-${repoCount}`, full: `nixos/nixpkgs-${repoCount}` };
  }

  interface RunOptions {
    dryRun?: boolean;
    mention?: MentionRequest;
    runUrl?: string;
    now?: Date;
    labels?: string[];
    createLabels?: boolean;
  }

  function run(
    repo: { owner: string; repo: string },
    findings: Finding[],
    options: RunOptions = {},
  ): Promise<IssueSyncResult> {
    const client = createGitHubClient({ baseUrl: double.url, token: 'test-token', retries: 0, writeSpacingMs: 0 });
    const store = createIssueStore(client, repo);
    const desired = dashboardIssue({
      family: K3S,
      branch: BRANCH,
      items: reportItemsOf(findings),
      labels: options.labels ?? ['k3s'],
      now: options.now ?? NOW,
      ...(options.runUrl ? { runUrl: options.runUrl } : {}),
      ...(options.mention ? { mention: options.mention } : {}),
    });
    return syncIssue(store, desired, {
      dryRun: options.dryRun ?? false,
      identity: tracker.login,
      createLabels: options.createLabels ?? false,
    });
  }

  const writesTo = (full: string) => double.writes().filter((r) => r.path.startsWith(`/repos/${full}/`));
  const mentionComments = (full: string) => tracker.comments(full).filter((c) => c.body.includes('@NixOS/k3s'));
  const branchOff: MentionRequest = {
    team: 'NixOS/k3s',
    eventKey: 'branch-off:26.11',
    text: 'the branch-off checklist for 26.11 needs a look.',
  };

  const dirty = [minorEol(BRANCH, '1.29'), patchBehind(BRANCH, '1.30', '1.30.2+k3s1', '1.30.4+k3s1')];

  it('creates one issue, then writes nothing on 20 runs over an unchanged world', async () => {
    const repo = repository();
    const first = await run(repo, dirty);
    expect(first.outcome).toBe('create');
    const writesAfterFirst = writesTo(repo.full).length;
    expect(writesAfterFirst).toBeGreaterThan(0);

    const numbers: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const again = await run(repo, dirty);
      expect(again.outcome).toBe('none');
      numbers.push(again.issue!.number);
    }
    expect(writesTo(repo.full)).toHaveLength(writesAfterFirst);
    expect(tracker.issues(repo.full)).toHaveLength(1);
    expect(new Set(numbers)).toEqual(new Set([first.issue!.number]));
    expect(first.issue!.url).toBe(`https://github.com/${repo.full}/issues/${first.issue!.number}`);
  });

  it('creates nothing for a clean branch that never had an issue', async () => {
    const repo = repository();
    const result = await run(repo, []);
    expect(result.outcome).toBe('none');
    expect(result.issue).toBeUndefined();
    expect(writesTo(repo.full)).toHaveLength(0);
    expect(tracker.labels(repo.full)).toHaveLength(0);
  });

  it('closes with the reason when fixed, stays quiet while clean, reopens with the new body on regression', async () => {
    const repo = repository();
    const created = await run(repo, dirty);
    const number = created.issue!.number;

    const closed = await run(repo, [], { now: new Date('2026-11-29T15:00:00Z') });
    expect(closed.outcome).toBe('close');
    const issue = tracker.issue(repo.full, number)!;
    expect(issue).toMatchObject({ state: 'closed', state_reason: 'completed' });
    const reasons = tracker.comments(repo.full, number);
    expect(reasons).toHaveLength(1);
    expect(reasons[0].body).toContain('release-26.05');
    expect(reasons[0].body).toContain('2026-11-29');
    expect(issue.body).not.toContain('minor-eol');

    const quietFrom = writesTo(repo.full).length;
    await run(repo, [], { now: new Date('2026-11-30T00:00:00Z') });
    await run(repo, [], { now: new Date('2026-12-01T00:00:00Z') });
    expect(writesTo(repo.full)).toHaveLength(quietFrom);

    const regression = [patchBehind(BRANCH, '1.31', '1.31.0+k3s1', '1.31.1+k3s1')];
    const reopened = await run(repo, regression);
    expect(reopened.outcome).toBe('reopen');
    expect(reopened.issue).toMatchObject({ number, state: 'open' });
    const patches = writesTo(repo.full)
      .slice(quietFrom)
      .filter((r) => r.method === 'PATCH');
    // One PATCH reopens and rewrites the body together.
    expect(patches).toHaveLength(1);
    expect(patches[0].body).toMatchObject({ state: 'open' });
    expect(String((patches[0].body as { body?: string }).body)).toContain('k3s_1_31');
    expect(tracker.issue(repo.full, number)).toMatchObject({ state: 'open' });
    expect(tracker.issues(repo.full)).toHaveLength(1);
  });

  it('keeps a maintainer tick while its finding persists and drops it when the finding goes', async () => {
    const repo = repository();
    const findings = (latest: string) => [
      patchBehind(BRANCH, '1.30', '1.30.2+k3s1', latest),
      patchBehind(BRANCH, '1.31', '1.31.0+k3s1', '1.31.1+k3s1'),
    ];
    const { issue } = await run(repo, findings('1.30.4+k3s1'));
    const record = tracker.issue(repo.full, issue!.number)!;
    // The web UI ticks the box and saves with CRLF line endings.
    record.body = record.body.replace(/- \[ \](.*key:check:k3s_1_30 )/, '- [x]$1').replace(/\n/g, '\r\n');
    expect(parseTicks(record.body)).toEqual(new Set(['check:k3s_1_30']));

    const before = writesTo(repo.full).length;
    expect((await run(repo, findings('1.30.4+k3s1'))).outcome).toBe('none');
    expect(writesTo(repo.full)).toHaveLength(before);

    // Upstream moves on: the message changes, the finding (and its tick) persists.
    expect((await run(repo, findings('1.30.5+k3s1'))).outcome).toBe('edit');
    expect(record.body).toContain('1.30.5+k3s1');
    expect(parseTicks(record.body)).toEqual(new Set(['check:k3s_1_30']));

    await run(repo, [patchBehind(BRANCH, '1.31', '1.31.0+k3s1', '1.31.1+k3s1')]);
    expect(parseTicks(record.body)).toEqual(new Set());
    await run(repo, findings('1.30.6+k3s1'));
    expect(record.body).toContain('key:check:k3s_1_30');
    expect(parseTicks(record.body)).toEqual(new Set());
  });

  it('mentions the team once per release event, whatever re-runs and re-renders follow', async () => {
    const repo = repository();
    const first = await run(repo, dirty, { mention: branchOff });
    expect(first.actions.map((a) => a.what)).toContain('mention');
    for (let i = 0; i < 5; i += 1) await run(repo, dirty, { mention: branchOff });
    await run(repo, [patchBehind(BRANCH, '1.31', '1.31.0+k3s1', '1.31.1+k3s1')], { mention: branchOff });
    expect(mentionComments(repo.full)).toHaveLength(1);
    const issue = tracker.issues(repo.full)[0];
    expect(issue.body).toContain('<!-- k3s-release-guard:mentioned:branch-off:26.11 -->');
    // The body itself never pings: the mention lives in a comment.
    expect(issue.body).not.toMatch(/@NixOS/);

    const featureFreeze: MentionRequest = {
      team: '@NixOS/k3s',
      eventKey: 'feature-freeze:27.05',
      text: 'feature freeze of 27.05 is near.',
    };
    for (let i = 0; i < 3; i += 1) await run(repo, dirty, { mention: featureFreeze });
    await run(repo, dirty, { mention: branchOff });
    const mentions = mentionComments(repo.full);
    expect(mentions).toHaveLength(2);
    expect(mentions[1].body).toContain('feature freeze of 27.05');
    expect(mentions[1].body.match(/@NixOS\/k3s/g)).toHaveLength(1);
    expect(tracker.issues(repo.full)[0].body).toContain('mentioned:branch-off:26.11');
  });

  it('does not record a mention whose comment failed, so the next run makes it', async () => {
    const repo = repository();
    await run(repo, dirty);
    double.faults.push({
      method: 'POST',
      path: new RegExp(`^/repos/${repo.full}/issues/\\d+/comments$`),
      times: 1,
      status: 500,
    });
    await expect(run(repo, dirty, { mention: branchOff })).rejects.toMatchObject({ status: 500 });
    expect(tracker.issues(repo.full)[0].body).not.toContain('mentioned:branch-off');
    await run(repo, dirty, { mention: branchOff });
    await run(repo, dirty, { mention: branchOff });
    expect(mentionComments(repo.full)).toHaveLength(1);
  });

  it('closes younger issues with the same marker as duplicates of the oldest, ignoring pull requests', async () => {
    const repo = repository();
    const marker = dashboardMarker(BRANCH);
    tracker.seed(repo.full, {
      title: 'a PR quoting the marker',
      body: `copied ${marker}`,
      labels: ['k3s'],
      pull_request: true,
    });
    const oldest = tracker.seed(repo.full, {
      title: 'old dashboard',
      body: `old\n${marker}`,
      labels: ['k3s'],
      user: { login: tracker.login },
    });
    const twin = tracker.seed(repo.full, {
      title: 'twin',
      body: `twin\n${marker}`,
      labels: ['k3s'],
      user: { login: tracker.login },
    });
    const closedTwin = tracker.seed(repo.full, {
      title: 'closed twin',
      body: marker,
      labels: ['k3s'],
      state: 'closed',
      state_reason: 'completed',
    });
    tracker.seed(repo.full, { title: 'another branch', body: dashboardMarker('release-26.11'), labels: ['k3s'] });

    const result = await run(repo, dirty);
    expect(result.issue!.number).toBe(oldest.number);
    expect(result.plan.duplicates.map((d) => d.number)).toEqual([twin.number]);
    expect(tracker.issue(repo.full, twin.number)).toMatchObject({ state: 'closed', state_reason: 'not_planned' });
    expect(tracker.comments(repo.full, twin.number).map((c) => c.body)).toEqual([`Duplicate of #${oldest.number}`]);
    expect(tracker.issue(repo.full, oldest.number)!.body).toContain('minor-eol');
    // Already closed: left alone.
    expect(tracker.comments(repo.full, closedTwin.number)).toHaveLength(0);
    expect(tracker.issue(repo.full, 1)!.body).toBe(`copied ${marker}`);

    const quiet = writesTo(repo.full).length;
    await run(repo, dirty);
    expect(writesTo(repo.full)).toHaveLength(quiet);
  });

  it("finds its issue among several pages of its identity's issues, and never takes a stranger's for it", async () => {
    const repo = repository();
    await run(repo, dirty);
    // Other workflows of the repository open issues under the same bot login.
    for (let i = 0; i < 230; i += 1)
      tracker.seed(repo.full, { title: `nightly failed ${i}`, body: 'see the run', user: { login: tracker.login } });
    const before = double.requests.length;
    const again = await run(repo, dirty);
    expect(again.outcome).toBe('none');
    const lists = double.requests.slice(before).filter((r) => r.path === `/repos/${repo.full}/issues`);
    expect(lists).toHaveLength(3);
    expect(lists.every((r) => r.query.get('creator') === tracker.login && !r.query.has('labels'))).toBe(true);

    // Someone pasted the marker into their own labelled issue: it is not the action's.
    const other = repository();
    tracker.seed(other.full, {
      title: 'pasted',
      body: `${dashboardMarker(BRANCH)}`,
      labels: ['k3s'],
      user: { login: 'someone' },
    });
    const mine = await run(other, dirty);
    expect(mine.outcome).toBe('create');
    expect(tracker.issue(other.full, 1)).toMatchObject({ state: 'open', body: dashboardMarker(BRANCH) });
    expect(tracker.issues(other.full)).toHaveLength(2);
  });

  it('writes nothing in a dry run and returns the whole plan', async () => {
    const repo = repository();
    const planned = await run(repo, dirty, { dryRun: true, mention: branchOff, createLabels: true });
    expect(writesTo(repo.full)).toHaveLength(0);
    expect(planned.dryRun).toBe(true);
    expect(planned.outcome).toBe('create');
    expect(planned.issue).toBeUndefined();
    expect(planned.actions.map((a) => a.what)).toEqual(['create-label', 'create', 'mention']);
    expect(planned.actions.every((a) => a.text.startsWith('would '))).toBe(true);
    expect(planned.plan.steps.find((s) => s.kind === 'create')).toMatchObject({ labels: ['k3s'] });

    await run(repo, dirty);
    const baseline = writesTo(repo.full).length;
    const closing = await run(repo, [], { dryRun: true });
    expect(closing.actions.map((a) => a.what)).toEqual(['close', 'comment']);
    expect(closing.actions[0].text).toContain(`#${closing.issue!.number}`);
    expect(writesTo(repo.full)).toHaveLength(baseline);
    expect(tracker.issues(repo.full)[0].state).toBe('open');
  });

  it('keeps a huge findings list under the body limit, counts the cut, and ignores the changing run link', async () => {
    const repo = repository();
    const many: Finding[] = [];
    for (let i = 0; i < 2500; i += 1) {
      many.push(patchBehind(BRANCH, `1.${i}`, `1.${i}.0+k3s1`, `1.${i}.1+k3s1`));
      if (i % 10 === 0) many.push(minorEol(BRANCH, `1.${i}`));
    }
    const result = await run(repo, many, { runUrl: 'https://github.com/nixos/nixpkgs/actions/runs/1' });
    const body = tracker.issue(repo.full, result.issue!.number)!.body;
    expect(body.length).toBeLessThan(65_536);
    const shown = body.split('\n').filter((l) => l.startsWith('- [ ] ')).length;
    const cut = /… and (\d+) more items, see the run's job summary: (\S+)/.exec(body);
    expect(cut).not.toBeNull();
    expect(shown + Number(cut![1])).toBe(many.length);
    expect(cut![2]).toBe('https://github.com/nixos/nixpkgs/actions/runs/1');
    // All 250 errors come before any warning.
    const lines = body.split('\n').filter((l) => l.startsWith('- [ ] '));
    expect(lines.slice(0, 250).every((l) => l.startsWith('- [ ] ❌'))).toBe(true);
    expect(lines.slice(250).every((l) => l.startsWith('- [ ] ⚠️'))).toBe(true);

    const quiet = writesTo(repo.full).length;
    await run(repo, many, { runUrl: 'https://github.com/nixos/nixpkgs/actions/runs/2' });
    expect(writesTo(repo.full)).toHaveLength(quiet);
  });

  it('with create-labels, creates a missing label once, only when about to open an issue, and never again', async () => {
    const repo = repository();
    const labels = ['k3s', '6.topic: k3s'];
    tracker.addLabel(repo.full, 'k3s');
    await run(repo, [], { labels, createLabels: true });
    expect(tracker.labels(repo.full).map((l) => l.name)).toEqual(['k3s']);

    await run(repo, dirty, { labels, createLabels: true });
    const labelPosts = () => writesTo(repo.full).filter((r) => r.path === `/repos/${repo.full}/labels`);
    expect(labelPosts().map((r) => (r.body as { name: string }).name)).toEqual(['6.topic: k3s']);
    expect(tracker.issues(repo.full)[0].labels).toEqual(labels);

    await run(repo, [minorEol(BRANCH, '1.29')], { labels, createLabels: true });
    await run(repo, [], { labels, createLabels: true });
    expect(labelPosts()).toHaveLength(1);
    expect(tracker.labels(repo.full)).toHaveLength(2);
  });

  it('without create-labels, opens the issue without a label the repository lacks, says so, and creates none', async () => {
    const repo = repository();
    tracker.addLabel(repo.full, 'k3s');
    const result = await run(repo, dirty, { labels: ['k3s', '6.topic: k3s'] });
    expect(writesTo(repo.full).filter((r) => r.path === `/repos/${repo.full}/labels`)).toEqual([]);
    // GitHub makes a label it lacks on the fly when an issue names it: the request names only the one there is.
    const opened = writesTo(repo.full).find((r) => r.method === 'POST' && r.path === `/repos/${repo.full}/issues`);
    expect((opened?.body as { labels: string[] }).labels).toEqual(['k3s']);
    expect(tracker.labels(repo.full).map((l) => l.name)).toEqual(['k3s']);
    expect(tracker.issues(repo.full)[0].labels).toEqual(['k3s']);
    expect(result.warnings).toEqual([
      'The label "6.topic: k3s" does not exist in the repository, so the issues the action opens go without it; create it there, or set create-labels: true to let the action create it.',
    ]);
  });

  it('never puts back a label a person removed: the issue is found by author and marker', async () => {
    const repo = repository();
    tracker.addLabel(repo.full, 'k3s');
    const created = await run(repo, dirty, { labels: ['k3s'] });
    const issue = tracker.issue(repo.full, created.issue!.number)!;
    expect(issue.labels).toEqual(['k3s']);
    issue.labels = [];
    const edited = await run(repo, [minorEol(BRANCH, '1.29')], { labels: ['k3s'], createLabels: true });
    expect(edited.outcome).toBe('edit');
    expect(edited.actions.map((a) => a.what)).toEqual(['edit']);
    expect(writesTo(repo.full).filter((r) => r.path.endsWith('/labels'))).toEqual([]);
    expect(tracker.issue(repo.full, created.issue!.number)!.labels).toEqual([]);
  });

  it('never lets an @name from a finding message ping anyone', async () => {
    const repo = repository();
    const hostile: Finding = {
      ...minorEol(BRANCH, '1.29'),
      message: 'release by @octocat, see @NixOS/security and email a@b.c',
    };
    await run(repo, [hostile]);
    const body = tracker.issues(repo.full)[0].body;
    expect(body).toContain('octocat');
    // Code spans never ping: only the prose around them could.
    expect(scanCodeSpans(body).prose).not.toMatch(/@[A-Za-z0-9]/);
  });
});
