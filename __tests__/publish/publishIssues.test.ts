import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../src/github/client.js';
import { dashboardIssue } from '../../src/publish/issues/dashboardIssue.js';
import { createIssueStore } from '../../src/publish/issues/issueStore.js';
import { publishIssues } from '../../src/publish/issues/publishIssues.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { minorEol } from './findingFixtures.js';
import { reportItemsOf } from '../report/builders.js';
import { K3S } from '../families/builtIn.js';

describe('publishing the issues of one run', () => {
  const double = new GitHubDouble();
  beforeAll(() => double.start().then(() => installIssueRoutes(double)));
  afterAll(() => double.stop());

  const NOW = new Date('2026-11-29T06:00:00Z');
  const desired = ['master', 'release-26.05', 'release-26.11'].map((branch) =>
    dashboardIssue({
      family: K3S,
      branch,
      items: reportItemsOf([minorEol(branch, '1.34')]),
      labels: ['k3s'],
      now: NOW,
    }),
  );

  async function publish(repo: string, dryRun: boolean, createLabels = true) {
    const client = createGitHubClient({ baseUrl: double.url, retries: 0, writeSpacingMs: 0 });
    const before = double.requests.length;
    const results = await publishIssues(createIssueStore(client, { owner: 'o', repo }), desired, {
      dryRun,
      identity: 'github-actions[bot]',
      createLabels,
    });
    return { results, requests: double.requests.slice(before) };
  }

  it('lists the issues once and looks a missing label up once for three issues', async () => {
    const { results, requests } = await publish('one-list', false);
    expect(results.map((r) => r.outcome)).toEqual(['create', 'create', 'create']);
    expect(requests.filter((r) => r.method === 'GET' && r.path === '/repos/o/one-list/issues')).toHaveLength(1);
    expect(requests.filter((r) => r.path === '/repos/o/one-list/labels/k3s')).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/repos/o/one-list/labels')).toHaveLength(1);
  });

  it('a dry run says once that it would create the label', async () => {
    const { results, requests } = await publish('dry', true);
    const lines = results.flatMap((r) => r.actions.map((a) => a.text));
    expect(lines.filter((line) => line === 'would create label "k3s"')).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('would create issue'))).toHaveLength(3);
    expect(requests.filter((r) => r.method !== 'GET')).toEqual([]);
  });

  it('without create-labels, looks a missing label up once and says once that the issues go without it', async () => {
    const { results, requests } = await publish('without', false, false);
    expect(requests.filter((r) => r.path === '/repos/o/without/labels/k3s')).toHaveLength(1);
    expect(requests.filter((r) => r.method === 'POST' && r.path === '/repos/o/without/labels')).toEqual([]);
    expect(results.flatMap((r) => r.warnings)).toEqual([expect.stringMatching(/^The label "k3s" does not exist/)]);
    expect(results.flatMap((r) => r.actions.filter((a) => a.what === 'create').map((a) => a.labels))).toEqual([
      [],
      [],
      [],
    ]);
  });
});
