// `--preview` says what a run would write, exactly: the CLI's preview of the
// demo world is compared with what the action then writes there (issues,
// labels, comments), first offline (as if no issue existed), then with a token
// against the issues the run left (nothing to change), then after a change to
// the checkout (the edit the next run makes, body for body). The CLI writes
// nothing in any of them.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { runCli, type ProcessResult } from './support/actionProcess.js';
import { CHECKOUT_COMMIT, DEMO_DAY, REPOSITORY, startDemoWorld, type DemoWorld } from './demoWorld.js';

interface PreviewIssue {
  headline: string;
  labels?: string[];
  title?: string;
  /** Each body block, in order: the issue's new body. */
  bodies: string[];
  comments: string[];
  lines: string[];
}

/** The preview's blocks, read back: the text between the markers is what would be sent. */
function parsePreview(text: string): PreviewIssue[] {
  const issues: PreviewIssue[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const head = /^=== Issue \d+ of \d+: (.*) ===$/.exec(line);
    if (head) {
      issues.push({ headline: head[1], bodies: [], comments: [], lines: [] });
      continue;
    }
    const issue = issues.at(-1);
    if (!issue) continue;
    issue.lines.push(line);
    const block = /^--- (body|comment) \(\d+ characters\) ---$/.exec(line);
    if (block) {
      const end = lines.indexOf(`--- end of ${block[1]} ---`, i + 1);
      const content = lines.slice(i + 1, end).join('\n');
      (block[1] === 'body' ? issue.bodies : issue.comments).push(content);
      i = end;
    } else if (line.startsWith('Labels: ')) {
      const labels = line.slice('Labels: '.length);
      issue.labels = labels === 'none' ? [] : labels.split(', ');
    } else if (line.startsWith('Title: ')) issue.title = line.slice('Title: '.length);
  }
  return issues;
}

/** The families the demo audits, as the action is asked for them. */
const BOTH = 'k3s, rke2';
/** Labels for both families, which the repository lacks: the first run creates them. */
const LABELS = { 'k3s-labels': 'k3s', 'rke2-labels': 'rke2', 'create-labels': 'true' };
const LABEL_OPTIONS = ['--k3s-labels', 'k3s', '--rke2-labels', 'rke2', '--create-labels'];

describe('--preview against what the action writes', () => {
  let world: DemoWorld;
  const withToken = (): Promise<ProcessResult> =>
    runCli(['--preview', '--packages', BOTH, '--now', DEMO_DAY, '--commit', CHECKOUT_COMMIT, world.checkout], {
      GITHUB_API_URL: world.double.url,
      GITHUB_TOKEN: 'ghs_cliPreview',
    });
  const cliWrites = (): number =>
    world.double.writes().filter((r) => r.headers.authorization === 'token ghs_cliPreview').length;

  beforeAll(async () => {
    world = await startDemoWorld();
  }, 30_000);
  afterAll(() => world.stop());

  test('offline, it shows every issue, label and comment the first run then writes, as written', async () => {
    // The demo's k3s and rke2, the families the action's run is given (the demo's declared families read endoflife.date).
    const preview = await runCli([
      '--demo',
      '--preview',
      '--packages',
      BOTH,
      '--commit',
      CHECKOUT_COMMIT,
      ...LABEL_OPTIONS,
    ]);
    expect(preview.stderr).toBe('');
    expect(preview.stdout).toMatch(/shown as if none existed yet\. Nothing was written\./);
    const shown = parsePreview(preview.stdout);

    const run = await world.run({ inputs: { packages: BOTH, ...LABELS } });
    expect(run.code).toBe(1);
    const created = world.issues.issues(REPOSITORY).sort((a, b) => a.number - b.number);
    expect(created.length).toBeGreaterThan(1);
    expect(shown.map((p) => p.headline)).toEqual(created.map(() => 'create a new issue'));
    // Offline, the demo's other branches are folders whose commits are unknown, so their file
    // places carry no link; everything else is as the run writes it.
    // A link to another issue of the run is to the issue it creates: a preview cannot number it yet.
    const unlinked = (body: string | undefined): string | undefined =>
      body
        ?.replace(/\[(`[^`\n]*`)\]\(https:\/\/[^)\s]*\) <!-- k3s-release-guard:run-link -->/g, '$1')
        .replace(/\]\((https:\/\/github\.com\/NixOS\/nixpkgs\/issues\/\d+|#new-issue)\)/g, '](issue)');
    expect(shown.map((p) => ({ title: p.title, labels: p.labels, body: unlinked(p.bodies[0]) }))).toEqual(
      created.map((i) => ({ title: i.title, labels: i.labels, body: unlinked(i.body) })),
    );
    // The checkout's own places are linked at the commit given, as the run links them.
    expect(shown[0].bodies[0]).toContain(`/blob/${CHECKOUT_COMMIT}/`);
    expect(shown.flatMap((p) => p.comments)).toEqual(world.issues.comments(REPOSITORY).map((c) => c.body));
    expect(shown[0].lines).toContain(`Label: create label "${world.issues.labels(REPOSITORY)[0].name}"`);
  }, 60_000);

  test('with a token, it reads the issues the run left: every one is up to date, and it writes nothing', async () => {
    const preview = await withToken();
    expect(preview.stderr).toBe('');
    expect(preview.stdout).toMatch(new RegExp(`compared with the issues of ${REPOSITORY} now`));
    const shown = parsePreview(preview.stdout);
    const issues = world.issues.issues(REPOSITORY).sort((a, b) => a.number - b.number);
    expect(shown.map((p) => p.headline)).toEqual(
      issues.map((i) => expect.stringMatching(`^#${i.number} .* is up to date$`)),
    );
    expect(shown.every((p) => p.lines.includes('Nothing would be written.'))).toBe(true);
    expect(cliWrites()).toBe(0);
  }, 30_000);

  test('after a change, it shows the edit the next run makes, body for body', async () => {
    // A patch update of k3s_1_35 on master: its patch-behind finding goes away.
    world.edit('pkgs/applications/networking/cluster/k3s/1_35/versions.nix', (text) =>
      text.replace(/k3sVersion = "1\.35\.\d+\+k3s1"/, 'k3sVersion = "1.35.12+k3s1"'),
    );
    const shown = parsePreview((await withToken()).stdout);
    const edits = shown.filter((p) => p.headline.startsWith('edit #'));
    expect(edits).toHaveLength(1);
    const number = Number(/^edit #(\d+)/.exec(edits[0].headline)![1]);

    await world.run({ inputs: { packages: BOTH, ...LABELS } });
    expect(world.issues.issue(REPOSITORY, number)!.body).toBe(edits[0].bodies[0]);
    expect(cliWrites()).toBe(0);
  }, 60_000);
});
