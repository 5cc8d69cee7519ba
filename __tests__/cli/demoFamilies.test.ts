// The demo with its declared families, in process: its trees package
// PostgreSQL, Node.js and Python beside k3s and rke2, with endoflife.date's
// answers of its day recorded (demo/recorded/endoflife), so `npm run demo`
// shows them as it shows k3s, and `--mode feature-freeze --preview` shows the
// trim list of NixOS 27.05. Run as the CLI runs the demo (demo(), the options
// it is recorded for, local sources, the preview publisher, the terminal
// report with its next step), without spawning the bundle.
import { beforeAll, describe, expect, test } from '@jest/globals';
import { DEMO_PACKAGES, demo } from '../../src/cli/demo.js';
import { nextStep } from '../../src/cli/nextStep.js';
import { cliWords } from '../../src/cli/words.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources } from '../../src/gather/sources.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { runGuard, type RunResult } from '../../src/pipeline/run.js';
import { previewIssuePublisher } from '../../src/publish/preview.js';
import { renderTerminal } from '../../src/report/terminal.js';

interface DemoRun {
  result: RunResult;
  terminal: string;
  preview: string;
  warnings: string[];
}

/** The demo as `k3s-release-guard --demo` with these options runs it; `preview` as --preview. */
async function runDemo(given: Record<string, string>, preview = false, allBranches = preview): Promise<DemoRun> {
  // The checkout is the tree of the branch asked for, as --demo --branch checks it out.
  const example = demo(undefined, given.branch);
  const values: Record<string, string> = { ...example.options, ...given };
  const options = readRunOptions((name) => values[name] ?? '');
  let shown = '';
  const warnings: string[] = [];
  const result = await runGuard({
    options,
    checkout: localTree(example.nixpkgsPath),
    sources: localSources(example.local),
    context: {},
    log: { group: (_title, work) => work(), info: () => undefined, warning: (m) => warnings.push(m) },
    ...(preview
      ? {
          publisher: previewIssuePublisher({
            author: options.ownIssuesAuthor,
            createLabels: false,
            show: (text) => (shown += text),
            words: cliWords(true),
          }),
        }
      : {}),
    checkoutOnly: !allBranches,
    words: cliWords(true),
  });
  const terminal = renderTerminal(result.report, { color: false, width: 80 }, nextStep(result, { allBranches }));
  return { result, terminal, preview: shown, warnings };
}

/** The Markdown of the trim-list issue in a preview, from its title to the end of its body. */
function trimListBody(preview: string): string {
  const start = preview.indexOf('Title: NixOS 27.05: versioned packages to trim before the branch-off');
  expect(start).toBeGreaterThan(-1);
  return preview.slice(start, preview.indexOf('--- end of body ---', start));
}

/** The part of the trim list under a family's heading. */
function familyPart(body: string, name: string): string {
  const from = body.indexOf(`\n### ${name}\n`);
  expect(from).toBeGreaterThan(-1);
  const next = body.indexOf('\n### ', from + 1);
  return body.slice(from, next === -1 ? body.indexOf('\n---\n', from) : next);
}

const runs: Record<string, DemoRun> = {};

beforeAll(async () => {
  runs.plain = await runDemo({});
  runs.freeze = await runDemo({ mode: 'feature-freeze' }, true);
  runs.all = await runDemo({ packages: 'all' });
  runs.allBranches = await runDemo({ packages: 'all' }, false, true);
  runs.lateFreeze = await runDemo({ mode: 'feature-freeze', now: '2027-04-20' }, true);
  runs.preview = await runDemo({}, true);
  runs.fromRelease = await runDemo({ branch: 'release-26.11' }, true);
}, 90_000);

describe('npm run demo', () => {
  test('audits k3s, rke2 and the declared families its trees package, each lifecycle read from its recorded answer', () => {
    expect(DEMO_PACKAGES).toBe('k3s, rke2, postgresql, nodejs, python');
    expect(runs.plain.result.families.map((f) => f.report.family.id)).toEqual([
      'k3s',
      'rke2',
      'postgresql',
      'nodejs',
      'python',
    ]);
    expect(runs.plain.warnings.filter((w) => w.includes('endoflife.date'))).toEqual([]);
  });

  test("shows each declared family's work on master of 2026-11-29, at 80 columns", () => {
    const lines = runs.plain.terminal.split('\n');
    expect(lines.filter((line) => [...line].length > 80)).toEqual([]);
    const flat = runs.plain.terminal.replace(/\s+/g, ' ');
    // PostgreSQL 14 ended on 2026-11-12: its November is now, so master drops it.
    expect(lines).toContain('PostgreSQL · master · unstable · next NixOS 27.05: 1 error');
    expect(flat).toContain('postgresql_14: Remove postgresql_14 and postgresql_14_jit from master');
    // Node.js 22 ends on 2027-04-30, before 27.05's end of support (2027-12-31).
    expect(flat).toContain('ends-during-release: end of life 2027-04-30, before NixOS 27.05 ends on 2027-12-31');
    expect(lines).toContain('Python · master · unstable · next NixOS 27.05: 1 error, 1 warning');
    expect(flat).toContain('python310: Remove python310 from master');
    expect(flat).toContain('python311: Remove python311 from master');
    // The k3s story is told as before.
    expect(lines).toContain('k3s · master · unstable · next NixOS 27.05: 4 errors, 4 warnings');
    expect(lines).toContain('1 branch audited for 5 families: 6 errors, 8 warnings');
  });

  test('with --packages all, what the other families share is said once, naming them; every lifecycle is known', () => {
    const { terminal } = runs.all;
    const flat = terminal.replace(/\s+/g, ' ');
    const others = 'PHP, Go, Linux, Ruby, Erlang/OTP, MariaDB, Zabbix, Electron, Nextcloud';
    expect(flat).toContain(`master has no attribute of 9 families, so none of theirs was audited there: ${others}.`);
    // The demo records an answer of its day for every product of the catalogue.
    expect(flat).not.toContain('unknown this run');
    expect(runs.all.warnings).toEqual([]);
    expect(terminal).not.toMatch(/^PHP · /m);
    expect(terminal.split('\n').filter((line) => [...line].length > 80)).toEqual([]);
    expect(flat).toContain('1 branch audited for 14 families:');
  });

  test('with --all-branches too, the branches that lack the same families are named in one notice', () => {
    const flat = runs.allBranches.terminal.replace(/\s+/g, ' ');
    expect(flat).toContain(
      'master, release-26.05 and release-26.11 have no attribute of 9 families, so none of theirs was audited there: ',
    );
    expect(flat.match(/have no attribute|has no attribute/g)).toHaveLength(1);
    expect(flat).not.toContain('unknown this run');
    expect(runs.allBranches.warnings).toEqual([]);
  });
});

describe('npm run demo -- --mode feature-freeze --preview: the trim list of NixOS 27.05', () => {
  test('lists each declared family with its boxes, in the sections of the release manager', () => {
    const body = trimListBody(runs.freeze.preview);
    const postgresql = familyPart(body, 'PostgreSQL');
    expect(postgresql).toContain('Team: [NixOS/postgres](https://github.com/orgs/NixOS/teams/postgres)');
    expect(postgresql).toMatch(
      /\*\*Remove from `master` now\*\*\n\n- \[ \] \*\*`postgresql_14`\*\*: Remove `postgresql_14` and `postgresql_14_jit` from master/,
    );
    // PostgreSQL's exception: 15 ends in November 2027, during 27.05's support, after its branch-off: 27.05 keeps it.
    expect(postgresql).not.toContain('postgresql_15');
    expect(postgresql).toMatch(/\*\*On `release-26\.05`, a live release\*\*\n\n- \[ \] \*\*`postgresql_14`\*\*: Mark/);
    const nodejs = familyPart(body, 'Node.js');
    expect(nodejs).toMatch(
      /\*\*Remove from `master` before the branch-off\*\*\n\n- \[ \] \*\*`nodejs_22`\*\*: .* · end of life 2027-04-30/,
    );
    const python = familyPart(body, 'Python');
    expect(python.indexOf('`python310`')).toBeLessThan(python.indexOf('`python311`'));
    expect(python).toContain('**Remove from `master` before the branch-off**\n\n- [ ] **`python311`**');
    expect(python).toContain('end of life 2027-10-31');
  });

  test('mentions each team once: k3s by its checklist, each family without checklists by the trim list', () => {
    const { preview } = runs.freeze;
    const comment = preview.slice(preview.lastIndexOf('--- comment'));
    expect(comment).toMatch(/^--- comment \(\d+ characters\) ---\n@NixOS\/postgres \(PostgreSQL\): the trim list /);
    expect(preview.match(/^@NixOS\/k3s /gm)).toHaveLength(1);
    expect(preview.match(/@NixOS\/k3s/g)).toHaveLength(1);
    expect(preview.match(/@NixOS\/postgres/g)).toHaveLength(1);
    expect(familyPart(trimListBody(preview), 'k3s')).toContain(
      'Team: [NixOS/k3s](https://github.com/orgs/NixOS/teams/k3s), mentioned by its release checklists, not here',
    );
  });

  test("k3s's part lists what its checklist drops at the branch-off, and each item says why, dated", () => {
    const { preview } = runs.freeze;
    const checklist = preview.slice(preview.indexOf('**Dropped at the branch-off:**'), preview.indexOf('**Backports'));
    const k3s = familyPart(trimListBody(preview), 'k3s');
    // The checklist drops k3s_1_34 (due now, first on the list), k3s_1_35 and k3s_1_36: the list holds each.
    for (const attr of ['k3s_1_34', 'k3s_1_35', 'k3s_1_36']) {
      expect(checklist).toContain(`\`${attr}\``);
      expect(k3s).toContain(`**\`${attr}\`**`);
    }
    expect(k3s).toMatch(
      /\*\*Dropped at the branch-off\*\*\n\n- \[ \] \*\*`k3s_1_35`\*\*: Reaches its end of life on 2027-02-28/,
    );
    // Every box says why, with its date: its rules' reasons, or its checklist's plan.
    for (const box of trimListBody(preview)
      .split('\n')
      .filter((line) => line.startsWith('- [ ] ')))
      expect(box).toMatch(/^- \[ \] \*\*`[^`]+`\*\*: .*\b\d{4}-\d{2}-\d{2}\b.* <!-- key:/);
    expect(k3s).toContain('end of life 2026-10-27; older than k3s 1.35, the default of NixOS 26.05');
  });
});

describe('--mode feature-freeze --preview --now 2027-04-20', () => {
  test('"do the X item first" names an item of the same issue, or says where X is', () => {
    const body = trimListBody(runs.lateFreeze.preview);
    const k3s = familyPart(body, 'k3s');
    const box = k3s.split('\n').find((line) => line.startsWith('- [ ] **`k3s_1_36`**'))!;
    // k3s_1_37's addition is no trim item: the box links where it is, the checklist the same run creates.
    expect(box).toMatch(
      /^- \[ \] \*\*`k3s_1_36`\*\*: Do the `k3s_1_37` item on \[the k3s checklist\]\(#new-issue\) and the `k3s_1_34` and `k3s_1_35` items first\./,
    );
    // Every item a box names first is a box of the same issue, or is said to be elsewhere.
    for (const line of body.split('\n').filter((l) => l.startsWith('- [ ] '))) {
      const named = /Do (.*?) first\./.exec(line)?.[1] ?? '';
      const here = named.replace(
        /the (`[^`]+`(?:, `[^`]+`)*(?: and `[^`]+`)?) items? on (?:its `[^`]+` dashboard|\[[^\]]+\]\([^)]+\))/g,
        '',
      );
      for (const [, attr] of here.matchAll(/`([^`]+)`/g)) expect(body).toContain(`- [ ] **\`${attr}\`**`);
    }
  });
});

/** Each issue of a preview: its title and its body. */
function issuesOf(preview: string): { title: string; body: string }[] {
  return [...preview.matchAll(/^Title: (.*)\n--- body [^\n]*\n([\s\S]*?)\n--- end of body ---/gm)].map((m) => ({
    title: m[1],
    body: m[2],
  }));
}

/** The boxes of a body whose key is one of `kinds`, each with what follows it up to the next box or heading. */
function boxes(body: string, kinds: readonly string[]): { key: string; text: string }[] {
  const lines = body.split('\n');
  return lines.flatMap((line, index) => {
    const key = /<!-- key:(?:trim:[^:]+:[^:]+:)?([a-z-]+):([^ ]+) -->$/.exec(line);
    if (!line.startsWith('- [ ] ') || !key || !kinds.includes(key[1])) return [];
    const end = lines.findIndex((next, at) => at > index && (next.startsWith('- [ ] ') || next.startsWith('#')));
    return [{ key: `${key[1]}:${key[2]}`, text: lines.slice(index, end === -1 ? undefined : end).join('\n') }];
  });
}

describe('npm run demo -- --preview: "The change" of every branch', () => {
  test('every family of the demo shows its change under each item it can fix, on every branch it keeps a dashboard for', () => {
    const dashboards = issuesOf(runs.preview.preview).filter((issue) => / release guard: /.test(issue.title));
    const families = new Set<string>();
    for (const { title, body } of dashboards)
      for (const box of boxes(body, ['remove', 'point-default'])) {
        expect({ title, box: box.key, change: box.text.includes('<details><summary>The change</summary>') }).toEqual({
          title,
          box: box.key,
          change: true,
        });
        families.add(title.slice(0, title.indexOf(' release guard')));
      }
    expect([...families].sort()).toEqual(['Node.js', 'PostgreSQL', 'Python', 'k3s', 'rke2']);
    // Not only the checkout's branch: release-26.11 removes k3s_1_36 before its release.
    const release = dashboards.find((issue) => issue.title === 'k3s release guard: release-26.11')!;
    expect(release.body).toMatch(/key:remove:k3s_1_36 -->\n(?: {2}.*\n)*? {2}<details><summary>The change<\/summary>/);
    expect(release.body).toContain('k3s-release-guard --fix --packages k3s --now 2026-11-29 --branch release-26.11');
    // A mark is written where the layout has a place for it: rke2's per-minor block on a released branch.
    const marked = dashboards.find((issue) => issue.title === 'rke2 release guard: release-26.05')!;
    expect(
      boxes(marked.body, ['mark']).map((box) => [box.key, box.text.includes('<summary>The change</summary>')]),
    ).toEqual([['mark:rke2_1_34', true]]);
  });

  test('each dashboard reads the same whichever branch the run checked out', () => {
    const dashboards = (preview: string): Map<string, string> =>
      new Map(
        issuesOf(preview)
          .filter((issue) => / release guard: /.test(issue.title))
          .map((issue) => [issue.title, issue.body]),
      );
    const fromMaster = dashboards(runs.preview.preview);
    const fromRelease = dashboards(runs.fromRelease.preview);
    expect([...fromRelease.keys()].sort()).toEqual([...fromMaster.keys()].sort());
    for (const [title, body] of fromRelease) expect({ title, body }).toEqual({ title, body: fromMaster.get(title) });
  });
});
