// What a maintainer sees first, from the CLI on the demo: each fix said once,
// the report short (issue 21: at most 60% of the 4,610 bytes it had), every
// finding still there, lines wrapped to the terminal, and colour as NO_COLOR,
// FORCE_COLOR and TERM=dumb ask. The CLI runs in this process, but in a
// terminal of its own, where the bundle (dist/cli.js) runs under `script`.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { builtInCatalogue, familyIn } from '../../src/families/catalogue.js';
import type { ProcessResult } from '../e2e/support/actionProcess.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { ROOT } from '../e2e/support/upstreamData.js';

/** The demo's terminal report when issue 21 was filed, in bytes. */
const BEFORE_BYTES = 4_610;
const ESC = '\u001b[';

interface FindingJson {
  rule: string;
  severity: string;
  attr?: string;
  expected?: string;
  family: string;
}

/**
 * Lines about pull requests are left out of the count: they are new, and another part of the report. So is
 * the default-not-newest line: under POLICY 2.2 the demo's k3s is measured against the stable channel (1.37).
 */
function withoutPullRequestLines(text: string): string {
  return text
    .split('\n')
    .filter((line) => !/pull request|#\d+|default-not-newest/i.test(line))
    .join('\n');
}

/**
 * Sentences: the text cut at each line end and after each full stop. Headings are
 * none: a line of two words or fewer, or of capitals alone (a table's header).
 */
function sentences(text: string): string[] {
  return text
    .split('\n')
    .flatMap((line) => line.split(/(?<=\.)\s+/))
    .map((sentence) => sentence.trim().replace(/\s+/g, ' '))
    .filter((sentence) => sentence.split(' ').length > 2 && sentence !== sentence.toUpperCase());
}

/**
 * The sentences of each item's fix (a Markdown item: "- [ ] ❌ **`k3s_1_34`**: Remove ...", "1. ❌ ...")
 * that the item lines and the lines under them say more than once.
 */
function fixesSaidTwice(markdown: string): string[] {
  const lines = markdown.split('\n').map((line) => line.replace(/<!--.*?-->/g, ''));
  const items = lines.filter((line) => /^(-|\d+\.) (\[[ x]\] )?(❌|⚠️|ℹ️) /.test(line));
  const said = [...items, ...lines.filter((line) => /^\s+- /.test(line))].join('\n');
  const fixes = items.flatMap((line) => sentences(line.replace(/^(-|\d+\.) (\[[ x]\] )?\S+ (\*\*.*?\*\*: )?/, '')));
  return fixes.filter((sentence) => said.split(sentence).length - 1 !== 1);
}

function repeated(list: readonly string[]): string[] {
  return [...new Set(list.filter((item, i) => list.indexOf(item) !== i))];
}

const runs: Record<string, ProcessResult> = {};

beforeAll(async () => {
  const commands: Record<string, [string[], Record<string, string>?]> = {
    plain: [['--demo', '--fail-on', 'never']],
    // The families of the demo when issue 21 measured it.
    k3sAndRke2: [['--demo', '--packages', 'k3s, rke2', '--fail-on', 'never']],
    allBranches: [['--demo', '--all-branches', '--fail-on', 'never']],
    json: [['--demo', '--json', '--fail-on', 'never']],
    preview: [['--demo', '--preview', '--fail-on', 'never']],
    markdown: [['--demo', '--markdown', '--fail-on', 'never']],
    narrow: [['--demo', '--fail-on', 'never'], { COLUMNS: '60' }],
    forced: [['--demo', '--fail-on', 'never'], { FORCE_COLOR: '1' }],
    forcedNoColor: [['--demo', '--fail-on', 'never'], { FORCE_COLOR: '1', NO_COLOR: '1' }],
    forcedFlag: [['--demo', '--fail-on', 'never', '--no-color'], { FORCE_COLOR: '1' }],
    forcedOff: [['--demo', '--fail-on', 'never'], { FORCE_COLOR: '0' }],
  };
  await Promise.all(
    Object.entries(commands).map(async ([name, [args, env]]) => (runs[name] = await runCliInProcess(args, env))),
  );
}, 60_000);

describe("the demo's terminal report", () => {
  test('is at most 60% of its size before, leaving out the lines about pull requests', () => {
    const { code, stdout, stderr } = runs.k3sAndRke2;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const bytes = Buffer.byteLength(withoutPullRequestLines(stdout));
    expect(bytes).toBeLessThanOrEqual(Math.floor(BEFORE_BYTES * 0.6));
  });

  test('says no sentence twice', () => {
    const said = sentences(withoutPullRequestLines(runs.plain.stdout));
    expect(said.length).toBeGreaterThan(20);
    expect(repeated(said)).toEqual([]);
  });

  // A release-notes line that another item's edits make moot is that item's: adding k3s_1_37 and pointing k3s to
  // it leaves master's default as release-26.11's, so the line about k3s_1_36 is not asked apart.
  // The alias's finding is under the item that points the alias where it asks (k3s_1_37's), and so is
  // the note about k3s_1_36: adding k3s_1_37 as the default makes it moot.
  const itemOf = (finding: FindingJson): string | undefined =>
    finding.attr === 'k3s'
      ? finding.expected
      : finding.rule === 'release-note-missing' && finding.attr === 'k3s_1_36'
        ? 'k3s_1_37'
        : finding.attr;

  test('still has every finding of the demo: its rule under an item that names its attribute, or the item that settles it', () => {
    const findings = JSON.parse(runs.json.stdout) as FindingJson[];
    expect(findings.length).toBeGreaterThan(5);
    const lines = runs.plain.stdout.split('\n');
    for (const finding of findings) {
      // The family's branch, then its item, then the finding's line.
      const name = familyIn(builtInCatalogue(), finding.family)?.name ?? finding.family;
      const family = lines.findIndex((line) => line.startsWith(`${name} · `));
      const end = lines.findIndex((line, i) => i > family && line === '');
      const block = lines.slice(family, end);
      const at = block.flatMap((line, i) =>
        new RegExp(`^ {11}(?:${finding.severity} )?${finding.rule}\\b`).test(line) ? [i] : [],
      );
      const items = at.map((i) =>
        block
          .slice(0, i)
          .reverse()
          .find((line) => /^ {2}(error|warning|notice) /.test(line)),
      );
      const subject = itemOf(finding);
      expect(items.some((item) => subject === undefined || item?.includes(` ${subject}: `))).toBe(true);
    }
  });

  test('ends with the next step: the branches a scheduled run audits too, and what it would open', () => {
    const last = runs.plain.stdout.trimEnd().split('\n').at(-1);
    expect(last).toBe(
      'Next: --all-branches audits release-26.05, release-26.11 too; ' +
        '--preview shows the issues a scheduled run would write, with the branch-off checklist of NixOS 26.11.',
    );
    // Every branch audited: what is left is to see the issues.
    expect(runs.allBranches.stdout.trimEnd().split('\n').at(-1)).toBe(
      'Next: --preview shows the issues a scheduled run would write, with the branch-off checklist of NixOS 26.11.',
    );
  });
});

describe('--preview', () => {
  test('says no fix twice in any issue', () => {
    const { code, stdout, stderr } = runs.preview;
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const bodies = stdout.split(/^=== Issue \d+ of \d+: .* ===$/m).slice(1);
    expect(bodies.length).toBeGreaterThan(3);
    for (const body of bodies) expect(fixesSaidTwice(body)).toEqual([]);
    // Each dashboard and checklist has items: the check looks at something.
    expect(bodies.filter((body) => /^- \[ \] /m.test(body)).length).toBeGreaterThan(3);
  });

  test('each dashboard says its verdict once', () => {
    const dashboards = runs.preview.stdout
      .split(/^=== Issue \d+ of \d+: .* ===$/m)
      .filter((issue) => /^Title: .*release guard: /m.test(issue));
    expect(dashboards.length).toBeGreaterThan(3);
    for (const issue of dashboards) {
      const head = issue.split('### ')[0];
      const verdicts = head.split('\n').filter((line) => /\bclean\b|\d+ (errors?|warnings?|notices?)\b/.test(line));
      expect(verdicts).toHaveLength(1);
    }
  });
});

describe('the job summary (--markdown)', () => {
  test('says no fix twice', () => {
    // Five items: three of k3s's master (the line about k3s_1_36 goes with adding k3s_1_37), two of rke2's.
    expect(runs.markdown.stdout.split('\n').filter((line) => /^\d+\. /.test(line)).length).toBeGreaterThan(4);
    expect(fixesSaidTwice(runs.markdown.stdout)).toEqual([]);
  });
});

describe('the terminal', () => {
  test('COLUMNS=60 into a pipe: prose wraps at 60 under a hanging indent, table rows stay whole', () => {
    const lines = runs.narrow.stdout.split('\n');
    const table = (line: string): boolean => /^ {2}(ATTRIBUTE|k3s_|rke2_)/.test(line);
    for (const line of lines.filter((l) => !table(l))) {
      // A word longer than the line (a path) may stand alone past it.
      if (line.length > 60) expect(line.trim()).not.toContain(' ');
    }
    const unwrapped = runs.plain.stdout.split('\n').filter((l) => !table(l));
    expect(lines.length).toBeGreaterThan(unwrapped.length + 5);
    // The same words, only broken otherwise.
    const words = (text: string): string => text.split(/\s+/).join(' ');
    expect(words(runs.narrow.stdout)).toBe(words(runs.plain.stdout));
  });

  test('into a pipe, no colour; FORCE_COLOR=1 gives it', () => {
    expect(runs.plain.stdout).not.toContain(ESC);
    expect(runs.forced.stdout).toContain(`${ESC}31merror`);
    expect(runs.forced.stdout).toContain(`${ESC}33mwarning`);
  });

  test('--no-color wins over FORCE_COLOR; FORCE_COLOR=0 is none', () => {
    for (const run of ['forcedFlag', 'forcedOff']) {
      expect(runs[run].stderr).toBe('');
      expect(runs[run].stdout).not.toContain(ESC);
      expect(runs[run].stdout).toBe(runs.plain.stdout);
    }
  });

  test("FORCE_COLOR wins over NO_COLOR, as Node's own warning says it does (Node 24 prints it when both are set)", () => {
    expect(runs.forcedNoColor.stdout).toBe(runs.forced.stdout);
    const ours = runs.forcedNoColor.stderr
      .split('\n')
      .filter(
        (line) =>
          line !== '' &&
          !/^\(node:\d+\) Warning: The 'NO_COLOR' env is ignored|^\(Use `node --trace-warnings/.test(line),
      );
    expect(ours).toEqual([]);
  });

  // In a terminal of its own (util-linux `script` gives the CLI a pseudo-terminal).
  const script = ['/usr/bin/script', '/bin/script'].find((file) => existsSync(file));
  (script ? test : test.skip)('in a terminal, colour; TERM=dumb and NO_COLOR turn it off', () => {
    const inTerminal = (env: Record<string, string>): string => {
      const command = `${JSON.stringify(process.execPath)} dist/cli.js --demo --fail-on never`;
      const result = spawnSync(script!, ['-qec', command, '/dev/null'], {
        cwd: ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', TERM: 'xterm', ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 30_000,
      });
      expect(result.status).toBe(0);
      return result.stdout;
    };
    expect(inTerminal({})).toContain(`${ESC}31merror`);
    expect(inTerminal({ TERM: 'dumb' })).not.toContain(ESC);
    expect(inTerminal({ NO_COLOR: '1' })).not.toContain(ESC);
  });
});
