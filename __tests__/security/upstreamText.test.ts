// Upstream release titles are untrusted: 100 kB of mentions, issue references,
// HTML and Markdown links in every release name of the demo world, run through
// the bundled action and the CLI (in this process). Wherever a title shows
// (job summary, dashboards, checklists, terminal), it is cut to
// UPSTREAM_TEXT_LIMIT characters with an ellipsis and sits inside a code span:
// nobody is pinged, no issue is linked, no HTML renders, no issue body nears
// GitHub's limit.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { clipText, codeSpan, UPSTREAM_TEXT_LIMIT } from '../../src/report/inertText.js';
import { REPOSITORY, startDemoWorld, DEMO_DAY, type DemoWorld, type StepRun } from '../e2e/demoWorld.js';
import type { ProcessResult } from '../e2e/support/actionProcess.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { scanCodeSpans } from '../report/markdownScan.js';

const PIECE = '@someone #123 <img src=x onerror=alert(1)> [click](https://evil.example/) **bold** a|b `tick` ';
const HOSTILE = PIECE.repeat(Math.ceil(100_000 / PIECE.length));
/** How the title must read inside its code span: cut, on one line, trailing spaces kept. */
const SHOWN = clipText(HOSTILE, UPSTREAM_TEXT_LIMIT);

/** GFM table rows escape `|` inside code spans; read them back as a renderer does. */
function unescapeTables(markdown: string): string {
  return markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replace(/\\\|/g, '|') : line))
    .join('\n');
}

/** What a reader sees of `markdown`: the prose is where mentions, references, links and HTML would come alive. */
function expectInert(markdown: string): void {
  const { prose, spans } = scanCodeSpans(unescapeTables(markdown));
  expect(prose).not.toMatch(/@someone|#123|<img|\]\(https:\/\/evil|\*\*bold/);
  // The title shows, cut, and never longer than the limit.
  const titles = spans.filter((span) => span.includes('@someone'));
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) {
    expect(Array.from(title).length).toBeLessThanOrEqual(UPSTREAM_TEXT_LIMIT);
    expect(title).toBe(SHOWN);
  }
}

describe('100 kB hostile release titles', () => {
  let world: DemoWorld;
  let run: StepRun;
  let terminal: ProcessResult;
  let cliMarkdown: ProcessResult;

  beforeAll(async () => {
    world = await startDemoWorld();
    const releases = world.double.releases.get('k3s-io/k3s')!;
    for (const release of releases) release.name = HOSTILE;
    run = await world.run({ inputs: { mode: 'auto' } });
    const cli = [world.checkout, '--now', DEMO_DAY, '--no-color', '--fail-on', 'never'];
    const env = { GITHUB_API_URL: world.double.url };
    [terminal, cliMarkdown] = await Promise.all([
      runCliInProcess(cli, env),
      runCliInProcess([...cli, '--markdown'], env),
    ]);
  }, 90_000);
  afterAll(() => world.stop());

  test('the run completes: summary written, issues kept, no failure from the issue writes', () => {
    expect(run.stderr).toBe('');
    expect(run.summary).toMatch(/^# k3s release guard/m);
    expect(run.stdout).not.toMatch(/over GitHub's/);
    expect(world.issues.issues(REPOSITORY).length).toBeGreaterThan(0);
  });

  test('the job summary shows each title cut to the limit, inside a code span', () => {
    expect(run.summary).not.toContain(PIECE.repeat(2));
    expectInert(run.summary);
    expect(unescapeTables(run.summary)).toContain(SHOWN);
  });

  test('every dashboard and checklist body is inert and bounded', () => {
    const issues = world.issues.issues(REPOSITORY);
    // The dashboards of each branch plus the branch-off checklist (auto mode on the demo day).
    expect(issues.length).toBeGreaterThan(world.branches.length);
    for (const issue of issues) {
      expect(issue.body.length).toBeLessThan(30_000);
      expect(issue.body).not.toContain(PIECE.repeat(2));
      const { prose } = scanCodeSpans(unescapeTables(issue.body));
      expect(prose).not.toMatch(/@someone|#123|<img|\]\(https:\/\/evil/);
      expect(issue.title).not.toContain('@someone');
    }
    // The dashboards carry the minor table, with the cut title.
    const dashboards = issues.filter((issue) => issue.body.includes('| Attribute'));
    expect(dashboards.length).toBe(world.branches.length);
    for (const dashboard of dashboards) expectInert(dashboard.body);
    for (const comment of world.issues.comments(REPOSITORY)) expect(comment.body).not.toContain('@someone');
  });

  test('the terminal report and the CLI Markdown stay bounded', () => {
    expect(terminal.code).toBe(0);
    expect(cliMarkdown.code).toBe(0);
    for (const line of terminal.stdout.split('\n')) expect(line.length).toBeLessThan(400);
    expect(terminal.stdout).not.toContain(PIECE.repeat(2));
    expect(cliMarkdown.stdout).not.toContain(PIECE.repeat(2));
    expectInert(cliMarkdown.stdout);
  });
});

describe('cutting upstream text', () => {
  test.each([
    ['short text stays whole', 'v1.32.2+k3s1', 80, 'v1.32.2+k3s1'],
    ['text of exactly the limit stays whole', 'a'.repeat(80), 80, 'a'.repeat(80)],
    ['longer text is cut to the limit, ellipsis included', 'b'.repeat(81), 80, `${'b'.repeat(79)}…`],
    ['an emoji is never split in half', `${'c'.repeat(78)}🚀🚀🚀`, 80, `${'c'.repeat(78)}🚀…`],
  ])('%s', (_name, text, max, shown) => {
    expect(clipText(text, max)).toBe(shown);
    expect(scanCodeSpans(codeSpan(text, { maxLength: max })).spans).toEqual([shown]);
  });

  test('the cut comes before the table escaping, so no escape is split', () => {
    const cell = codeSpan(`${'d'.repeat(78)}|||`, { inTable: true, maxLength: 80 });
    expect(cell).toBe(`\`${'d'.repeat(78)}\\|…\``);
  });
});
