// Text from a checkout is anyone's: a pull request can name a file, write
// lib/.version or an attribute as it likes. Run through the action
// against the GitHub double, that text shows in every output (job summary,
// annotations, log, dashboards, checklists) as inert text only: no HTML, no
// link, no mention, no heading, no workflow command; and every output stays
// within GitHub's limits however much of it there is.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { logLine } from '../../src/action/log.js';
import { SUMMARY_LIMIT_BYTES } from '../../src/report/summaryLimit.js';
import { CHECKOUT_COMMIT, REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from '../e2e/demoWorld.js';
import { ALL_PACKAGES, K3S_DIR } from '../e2e/support/upstreamData.js';
import { scanCodeSpans } from '../report/markdownScan.js';

/** A folder name that closes a code span, starts a heading and opens HTML, were it pasted into Markdown. */
const EVIL_ENTRY = 'x`\n# ✅ clean\n<img src=x onerror=alert(1)>';
const EVIL_VERSION = '[text](https://evil.example) @NixOS/security';
const EVIL_ALIAS = '[docs](https://evil.example/alias) @NixOS/evil-team';

/** What a reader must never meet outside code spans: live HTML, links, mentions, forged headings. */
function expectInert(markdown: string, where: string): void {
  // GFM table rows escape `|` inside code spans; read them back as a renderer does.
  const unescaped = markdown
    .split('\n')
    .map((line) => (line.startsWith('|') ? line.replace(/\\\|/g, '|') : line))
    .join('\n');
  const { prose } = scanCodeSpans(unescaped);
  const found = [/<img/, /\]\(https:\/\/evil/, /https:\/\/evil/, /@NixOS\/(security|evil-team)/].filter((p) =>
    p.test(prose),
  );
  expect({ where, found }).toEqual({ where, found: [] });
  expect(markdown.split('\n').filter((line) => /^#+ ✅ clean/.test(line) || line.startsWith('<img'))).toEqual([]);
}

/** The lines of the log the runner would read as workflow commands. */
function commandLines(stdout: string): string[] {
  return stdout.split('\n').filter((line) => /^\s*(::|##\[)/.test(line));
}

/** The parsed `::error file=...::message` annotations of a run. */
function annotations(stdout: string): { properties: string; message: string }[] {
  return stdout.split('\n').flatMap((line) => {
    const m = /^::(?:error|warning|notice)(?: ([^:]*))?::(.*)$/.exec(line);
    return m ? [{ properties: m[1] ?? '', message: m[2] }] : [];
  });
}

describe('hostile names in a checkout', () => {
  let world: DemoWorld;
  let scheduled: StepRun;
  let pullRequest: StepRun;

  beforeAll(async () => {
    world = await startDemoWorld();
    mkdirSync(path.join(world.checkout, K3S_DIR, EVIL_ENTRY));
    world.edit('lib/.version', () => `${EVIL_VERSION}\n`);
    world.edit(ALL_PACKAGES, (text) => text.replace(/^(\s*)k3s = k3s_1_36;/m, `$1k3s = ${EVIL_ALIAS};`));
    scheduled = await world.run({ inputs: { mode: 'auto', branch: 'master', 'fail-on': 'never' } });
    pullRequest = await world.run({
      inputs: { 'fail-on': 'never' },
      env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'master', GITHUB_REF: 'refs/pull/7/merge' },
    });
  }, 120_000);
  afterAll(() => world.stop());

  test('the runs complete and report the broken files', () => {
    for (const run of [scheduled, pullRequest]) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const findings = JSON.parse(run.outputs.findings) as { rule: string; file?: string }[];
      expect(findings.map((f) => f.file)).toEqual(
        expect.arrayContaining(['lib/.version', `${K3S_DIR}/${EVIL_ENTRY}`, ALL_PACKAGES]),
      );
    }
    expect(world.issues.issues(REPOSITORY).length).toBeGreaterThan(0);
  });

  test('the job summaries show the names as code, word for word, and nothing live', () => {
    for (const [where, run] of [
      ['scheduled summary', scheduled],
      ['pull request summary', pullRequest],
    ] as const) {
      expectInert(run.summary, where);
      const { reading } = scanCodeSpans(run.summary);
      expect(reading).toContain(EVIL_ENTRY.replace(/\n/g, ' '));
      expect(reading).toContain(EVIL_VERSION);
    }
    // The pull request's verdict comes first, the branch's report after it.
    expect(pullRequest.summary.indexOf('**Verdict:** ')).toBeLessThan(pullRequest.summary.indexOf('## Timeline'));
  });

  test('every dashboard and checklist body is inert', () => {
    const issues = world.issues.issues(REPOSITORY);
    for (const issue of issues) expectInert(issue.body, `issue ${issue.title}`);
    const dashboard = issues.find((issue) => issue.body.includes('k3s-release-guard:dashboard:master'));
    expect(scanCodeSpans(dashboard!.body).reading).toContain(EVIL_ALIAS);
    // Its places link to their lines at the audited commit; the hostile name stays inside its link, encoded.
    const links = [...dashboard!.body.matchAll(/\]\((https:\/\/github\.com\/[^)]*)\)/g)].map((m) => m[1]);
    expect(links).toContainEqual(
      expect.stringContaining(`/NixOS/nixpkgs/blob/${CHECKOUT_COMMIT}/${K3S_DIR}/x%60%0A%23%20`),
    );
    for (const link of links) expect(link).not.toMatch(/[\s<>()[\]`]/);
    for (const comment of world.issues.comments(REPOSITORY)) expectInert(comment.body, 'comment');
  });

  test('the log and the annotations carry the names on one line each, never as a command', () => {
    for (const run of [scheduled, pullRequest]) {
      const lines = run.stdout.split('\n');
      // The folder name's line breaks start no line of their own.
      expect(lines.filter((line) => line.startsWith('# ✅ clean') || line.startsWith('<img'))).toEqual([]);
      for (const line of commandLines(run.stdout)) {
        expect(line).toMatch(/^::(error|warning|notice|group|endgroup|add-mask|debug)[ :]/);
      }
      const marked = annotations(run.stdout).filter((a) => a.message.includes('x`'));
      expect(marked.length).toBeGreaterThan(0);
      // One line in the annotation too: the break is a space, not an escaped newline.
      for (const annotation of marked) expect(annotation.message).not.toContain('%0A');
    }
  });
});

describe('300,000 assignments in one versions.nix', () => {
  let world: DemoWorld;
  let run: StepRun;
  const file = `${K3S_DIR}/1_36/versions.nix`;

  beforeAll(async () => {
    world = await startDemoWorld();
    world.edit(file, (text) => text + '  k3sVersion = "1.36.1+k3s1";\n'.repeat(300_000));
    run = await world.run({ inputs: { mode: 'auto', 'fail-on': 'never' } });
  }, 120_000);
  afterAll(() => world.stop());

  test('the run completes and names the file', () => {
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    const findings = JSON.parse(run.outputs.findings) as { rule: string; file?: string }[];
    expect(findings).toContainEqual(expect.objectContaining({ rule: 'layout-unrecognized', file }));
  });

  test('no log line grows past a few kilobytes', () => {
    const longest = Math.max(...run.stdout.split('\n').map((line) => Buffer.byteLength(line)));
    expect(longest).toBeLessThan(8_192);
  });

  test('the job summary stays under 1 MiB, and every issue body under GitHub’s limit', () => {
    expect(Buffer.byteLength(run.summary)).toBeLessThan(SUMMARY_LIMIT_BYTES);
    for (const issue of world.issues.issues(REPOSITORY)) expect(issue.body.length).toBeLessThan(65_536);
  });
});

describe('a log line', () => {
  test.each([
    ['a line break and a command', 'file\n::set-output name=x::y', 'file ::set-output name=x::y'],
    ['a command at the start', '::error::forged', "'::error::forged"],
    ['a command after spaces', '   ::warning::forged', "   '::warning::forged"],
    ['an old-style command', '##[group]forged', "'##[group]forged"],
    ['escape sequences', 'a\u001b[31mred\u001b[0m', 'a[31mred[0m'],
  ])('%s: shown as text', (_name, text, shown) => {
    expect(logLine(text)).toBe(shown);
  });
});
