import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createGitHubClient } from '../../../src/github/client.js';
import { branchOffChecklist } from '../../../src/publish/issues/checklists/branchOff.js';
import { featureFreezeChecklist } from '../../../src/publish/issues/checklists/featureFreeze.js';
import { createIssueStore } from '../../../src/publish/issues/issueStore.js';
import { syncIssue } from '../../../src/publish/issues/publishIssues.js';
import type { DesiredIssue, IssueSyncResult } from '../../../src/publish/issues/syncIssue.js';
import { GitHubDouble } from '../../double/githubDouble.js';
import { installIssueRoutes } from '../../double/issueRoutes.js';
import { AFTER_BRANCH_OFF, BEFORE_FREEZE, NEXT_EXTRA, release, scenario } from './scenario.js';

describe('release checklists synced against the GitHub double', () => {
  const double = new GitHubDouble();
  const tracker = installIssueRoutes(double);
  beforeAll(() => double.start());
  afterAll(() => double.stop());

  async function sync(repo: string, desired: DesiredIssue): Promise<IssueSyncResult> {
    // No write spacing: the double has no secondary limits to respect.
    const client = createGitHubClient({ baseUrl: double.url, token: 'test-token', retries: 0, writeSpacingMs: 0 });
    const store = createIssueStore(client, { owner: 'nixos', repo });
    return syncIssue(store, desired, { dryRun: false, identity: tracker.login });
  }

  const options = { team: 'NixOS/k3s', labels: ['k3s'] };
  const mentions = (full: string) => tracker.comments(full).filter((c) => c.body.includes('@NixOS/k3s'));

  it.each([
    [
      'feature freeze',
      'nixpkgs-ff',
      () => featureFreezeChecklist(scenario({ now: BEFORE_FREEZE }), release('25.05'), options),
    ],
    [
      'branch-off',
      'nixpkgs-bo',
      () => branchOffChecklist(scenario({ now: AFTER_BRANCH_OFF, next: NEXT_EXTRA }), release('25.05'), options),
    ],
  ] as const)('%s: two runs make one issue and one mention', async (_, repo, build) => {
    const full = `nixos/${repo}`;
    const first = await sync(repo, build());
    expect(first.outcome).toBe('create');
    const second = await sync(repo, build());
    expect(second.outcome).toBe('none');
    expect(second.actions).toEqual([]);

    const issues = tracker.issues(full);
    expect(issues).toHaveLength(1);
    expect(issues[0].title).toBe(build().title);
    expect(issues[0].state).toBe('open');
    expect(mentions(full)).toHaveLength(1);
    expect(mentions(full)[0].body).toContain(build().mention!.text);
  });
});
