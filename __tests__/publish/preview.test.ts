// The preview publisher against issues that exist (read through the production
// client from the GitHub double): it names what each issue would become (edit,
// reopen, close a duplicate, nothing), shows the new bodies and comments, and
// writes nothing; the bodies it shows are the ones a real run then writes.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { silentLog } from '../../src/domain/runLog.js';
import { createGitHubClient } from '../../src/github/client.js';
import { dashboardIssue } from '../../src/publish/issues/dashboardIssue.js';
import { createIssueStore } from '../../src/publish/issues/issueStore.js';
import { dashboardMarker } from '../../src/publish/issues/markers.js';
import { previewIssuePublisher } from '../../src/publish/preview.js';
import { storeIssuePublisher } from '../../src/publish/publisher.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { minorEol } from './findingFixtures.js';
import { reportItemsOf } from '../report/builders.js';
import { K3S } from '../families/builtIn.js';

const NOW = new Date('2026-11-29T06:00:00Z');
const REPO = 'nixos/preview';
/** The action's own login: the preview compares with its issues only. */
const AUTHOR = 'github-actions[bot]';

describe('the preview of a run against existing issues', () => {
  const double = new GitHubDouble();
  const tracker = installIssueRoutes(double);
  const store = () =>
    createIssueStore(createGitHubClient({ baseUrl: double.url, retries: 0, writeSpacingMs: 0 }), {
      owner: 'nixos',
      repo: 'preview',
    });
  const desired = [
    dashboardIssue({
      family: K3S,
      branch: 'master',
      items: reportItemsOf([minorEol('master', '1.34')]),
      labels: ['k3s'],
      now: NOW,
    }),
    dashboardIssue({
      family: K3S,
      branch: 'release-26.05',
      items: reportItemsOf([minorEol('release-26.05', '1.33')]),
      labels: ['k3s'],
      now: NOW,
    }),
    dashboardIssue({
      family: K3S,
      branch: 'release-26.11',
      items: reportItemsOf([]),
      labels: ['k3s'],
      now: NOW,
    }),
  ];
  let text = '';
  let writesDuringPreview = -1;
  const numbers: Record<string, number> = {};

  beforeAll(async () => {
    await double.start();
    tracker.addLabel(REPO, 'k3s');
    numbers.master = tracker.seed(REPO, {
      title: 'old title',
      body: `old findings\n\n${dashboardMarker('master')}`,
      labels: ['k3s'],
      user: { login: AUTHOR },
    }).number;
    numbers.duplicate = tracker.seed(REPO, {
      title: 'a second copy',
      body: `copy\n\n${dashboardMarker('master')}`,
      labels: ['k3s'],
      user: { login: AUTHOR },
    }).number;
    numbers.stable = tracker.seed(REPO, {
      title: 'k3s release guard: release-26.05',
      body: `was clean\n\n${dashboardMarker('release-26.05')}`,
      state: 'closed',
      state_reason: 'completed',
      labels: ['k3s'],
      user: { login: AUTHOR },
    }).number;

    const before = double.writes().length;
    await previewIssuePublisher({
      author: AUTHOR,
      createLabels: false,
      existing: { store: store(), repository: REPO },
      show: (preview) => (text = preview),
    }).publish(desired, silentLog);
    writesDuringPreview = double.writes().length - before;
  });
  afterAll(() => double.stop());

  const sections = (): string[] => text.split(/^(?==== Issue )/m).slice(1);
  const block = (section: string, what: string): string =>
    new RegExp(`^--- ${what} \\(\\d+ characters\\) ---\\n([\\s\\S]*?)\\n--- end of ${what} ---$`, 'm').exec(
      section,
    )![1];

  test('writes nothing, and says where it read the issues', () => {
    expect(writesDuringPreview).toBe(0);
    expect(text.split('\n')[0]).toBe(
      `Preview of the issues this run would write; compared with the issues of ${REPO} now. Nothing was written.`,
    );
  });

  test('names what becomes of each issue', () => {
    const url = (n: number) => `https://github.com/${REPO}/issues/${n}`;
    expect(sections().map((s) => s.split('\n')[0])).toEqual([
      `=== Issue 1 of 3: edit #${numbers.master} ${url(numbers.master)} ===`,
      `=== Issue 2 of 3: reopen #${numbers.stable} ${url(numbers.stable)} ===`,
      '=== Issue 3 of 3: no issue needed: nothing to act on ===',
    ]);
    const [master, stable, clean] = sections();
    expect(master).toContain(`\nClose as a duplicate (not planned) #${numbers.duplicate}\n`);
    expect(block(master, 'comment')).toBe(`Duplicate of #${numbers.master}`);
    expect(stable).toContain(`\nReopen #${numbers.stable}\n`);
    expect(clean).toContain('\nNothing would be written.\n');
  });

  test('the bodies it shows are the ones the run then writes', async () => {
    await storeIssuePublisher(store(), {
      dryRun: false,
      author: AUTHOR,
      createLabels: false,
      askTokenLogin: false,
    }).publish(desired, silentLog);
    const [master, stable] = sections();
    expect(block(master, 'body')).toBe(tracker.issue(REPO, numbers.master)!.body);
    expect(block(stable, 'body')).toBe(tracker.issue(REPO, numbers.stable)!.body);
    expect(tracker.issue(REPO, numbers.duplicate)!.state).toBe('closed');
  });
});
