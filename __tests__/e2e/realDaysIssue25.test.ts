// What issue 25 found wrong on four real days of 2026, pinned right on those
// days: the nixpkgs trees and upstream data of __tests__/fixtures/realday
// (attribute-sorted versions.nix, the forVersions default.nix,
// `k3s = k3s_1_35;`), run in process through the code the CLI runs offline
// (support/realDays.ts). A pull request is a copy of a day's tree with the
// edit it makes. realDays.test.ts pins what was already right on those days.
import { afterAll, describe, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nextStep } from '../../src/cli/nextStep.js';
import { parseTrees } from '../../src/cli/localPaths.js';
import { stderrLog } from '../../src/cli/stderrLog.js';
import type { AuditReport } from '../../src/domain/audit.js';
import type { BranchAudit, Finding } from '../../src/domain/types.js';
import { LocalFileError } from '../../src/gather/localFile.js';
import type { FamilyResult, RunResult } from '../../src/pipeline/run.js';
import { renderJson } from '../../src/report/findingsJson.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { REAL_DAY_ROOT, realDay, runRealDay, type RealDay, type RealDayWorld } from './support/realDays.js';
import { ROOT } from './support/upstreamData.js';
import { releasePlan } from '../../src/evaluate/releasePlan.js';

const K3S_DIR = 'pkgs/applications/networking/cluster/k3s';
const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-realday-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** A copy of a day's tree (`<day>/<ref>`) with each file edited by `edits` (path -> text -> text). */
function treeOf(from: string, name: string, edits: Record<string, (text: string) => string>): string {
  const folder = path.join(scratch, name);
  cpSync(path.join(REAL_DAY_ROOT, from), folder, { recursive: true });
  for (const [file, edit] of Object.entries(edits)) {
    const at = path.join(folder, file);
    const before = readFileSync(at, 'utf8');
    const after = edit(before);
    if (after === before) throw new Error(`the edit of ${file} in ${name} changed nothing`);
    writeFileSync(at, after);
  }
  return folder;
}

/** Master after the branch-off of 26.05: nixpkgs set lib/.version to 26.11 that day. */
const heading2611 = { 'lib/.version': (text: string) => text.replace('26.05', '26.11') };

interface PullRequestOf {
  /** The tree of master it is compared with: the day's master unless given. */
  base?: string;
  /** Other branches' trees, by name. */
  trees?: Record<string, string>;
  now?: string;
}

/** A pull request into master on `world`'s day: `head` is the tree it makes. */
function pullRequest(world: RealDayWorld, head: string, of: PullRequestOf = {}) {
  const trees = new Map([
    ...world.trees,
    ...Object.entries(of.trees ?? {}),
    ['master', of.base ?? path.join(REAL_DAY_ROOT, world.day, 'master')],
  ]);
  return runRealDay(
    { ...world, checkout: head, trees, local: { ...world.local, trees } },
    { mode: 'pr-check', ...(of.now ? { now: of.now } : {}) },
    false,
    { context: { eventName: 'pull_request', baseRef: 'master' } },
  );
}

const familyOf = (result: RunResult, id: string): FamilyResult => {
  const family = result.families.find((f) => f.report.family.id === id);
  if (!family) throw new Error(`no ${id} in the run`);
  return family;
};
const auditOf = (report: AuditReport, branch: string): BranchAudit => {
  const audit = report.audits.find((a) => a.branch.name === branch);
  if (!audit) throw new Error(`${report.family.id}: ${branch} was not audited`);
  return audit;
};
const k3sOn = (result: RunResult, branch = 'master'): BranchAudit => auditOf(familyOf(result, 'k3s').report, branch);
const ruled = (audit: BranchAudit, rule: string): Finding[] => audit.findings.filter((f) => f.rule === rule);

/** The plan of release R on the run's day, as a checklist of R would show it (planned when one is due). */
function planOf(result: RunResult, release: string) {
  const { report } = familyOf(result, 'k3s');
  return releasePlan(
    report,
    report.calendar.releases.find((r) => r.name === release)!,
  );
}

async function day(which: RealDay, inputs: Record<string, string> = {}) {
  return (await runRealDay(realDay(which), inputs)).result;
}

describe('policy 2.2 on the real days', () => {
  it('2026-09-16: k3s -> k3s_1_36 "according to update.k3s.io channels" (nixpkgs #563705) is right by default; the variant newest asks for k3s_1_37', async () => {
    const byDefault = k3sOn(await day('2026-09-16'));
    expect(ruled(byDefault, 'default-not-newest')).toEqual([]);
    const newest = k3sOn(await day('2026-09-16', { 'k3s-default-target': 'newest' }));
    expect(ruled(newest, 'default-not-newest').map((f) => [f.severity, f.attr, f.message])).toEqual([
      ['warning', 'k3s', expect.stringContaining('Point k3s to k3s_1_37')],
    ]);
  });

  it('2026-08-10: k3s -> k3s_1_35 is told to follow the stable channel (1.36.3) to k3s_1_36, not the newest minor', async () => {
    const [finding, ...more] = ruled(k3sOn(await day('2026-08-10')), 'default-not-newest');
    expect(more).toEqual([]);
    expect(finding.message).toContain("the minor of k3s's stable channel");
    expect(finding.message).toContain('Point k3s to k3s_1_36');
  });

  it('a stable channel that cannot be read is said once, and the target falls back to the newest packaged minor', async () => {
    const world = realDay('2026-09-16');
    const channels = new Map([...(world.local.channels ?? [])].filter(([family]) => family !== 'k3s'));
    const { result, warnings } = await runRealDay({ ...world, local: { ...world.local, channels } });
    const master = k3sOn(result);
    expect(ruled(master, 'default-not-newest').map((f) => f.attr)).toEqual(['k3s']);
    expect(ruled(master, 'default-not-newest')[0].message).toContain('k3s_1_37');
    const said = [
      ...warnings,
      ...familyOf(result, 'k3s').report.audits.flatMap((a) => a.findings.map((f) => f.message)),
    ].filter((text) => /stable channel.*not read/.test(text));
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('newest packaged minor');
  });

  it('2026-05-21, three days before the branch-off: the 26.05 plan ships k3s_1_35, the channel minor k3s points to, and drops the others', async () => {
    const result = await day('2026-05-21', { mode: 'feature-freeze' });
    const plan = planOf(result, '26.05');
    expect(plan?.ships).toMatchObject({ attr: 'k3s_1_35' });
    expect(plan?.dropped.map((d) => d.attr)).toEqual(['k3s_1_33', 'k3s_1_34', 'k3s_1_36']);
  });

  it('2026-05-21 under newest: the plan ships k3s_1_36 and drops k3s_1_35, which k3s points to, only after moving k3s, or offers to keep it instead', async () => {
    const result = await day('2026-05-21', { mode: 'feature-freeze', 'k3s-default-target': 'newest' });
    const plan = planOf(result, '26.05');
    expect(plan?.ships).toMatchObject({ attr: 'k3s_1_36' });
    const alias = plan?.dropped.find((d) => d.attr === 'k3s_1_35');
    expect(alias?.reason).toMatch(/point k3s to k3s_1_36 first, then remove k3s_1_35/);
    expect(alias?.reason).toMatch(/or keep k3s_1_35 as the default of NixOS 26\.05 and remove k3s_1_36/);
  });

  it('release-26.05 of 2026-09-16 on 2026-10-28, the day after 1.34 ended too: users of k3s_1_33 and rke2_1_33 climb through 1.34 to 1.35, one minor at a time, not straight to 1.35', async () => {
    // The trees and upstream data of 2026-09-16 (nothing newer was packaged or published by then in the record).
    const { result } = await runRealDay(realDay('2026-09-16'), { now: '2026-10-28' });
    for (const id of ['k3s', 'rke2']) {
      const ended = ruled(auditOf(familyOf(result, id).report, 'release-26.05'), 'minor-eol');
      expect(ended.map((f) => f.attr)).toEqual([`${id}_1_33`, `${id}_1_34`]);
      expect(ended[0].message).toContain(
        `tell its users to move to ${id}_1_34, one minor at a time: ${id}_1_33 → ${id}_1_34 → ${id}_1_35.`,
      );
      expect(ended[0].message).not.toContain(`move to ${id}_1_35`);
      expect(ended[1].message).toContain(`tell its users to move to ${id}_1_35.`);
    }
  });

  it('2026-09-14: a pull request taking k3s_1_36 from 1.36.4+k3s1 down to 1.36.2+k3s1 is an error that names both versions', async () => {
    const head = treeOf('2026-09-14/master', 'downgrade', {
      [`${K3S_DIR}/1_36/versions.nix`]: (text) => text.replace('"1.36.4+k3s1"', '"1.36.2+k3s1"'),
    });
    const { result } = await pullRequest(realDay('2026-09-14', []), head);
    const blamed = familyOf(result, 'k3s').blamed.filter((f) => f.rule === 'version-downgraded');
    expect(blamed.map((f) => [f.severity, f.attr, f.packaged])).toEqual([['error', 'k3s_1_36', '1.36.2+k3s1']]);
    expect(blamed[0].message).toContain('1.36.4+k3s1');
    expect(result.failing.map((f) => f.rule)).toContain('version-downgraded');
  });

  it('2026-05-26, between the branch-off and the release of 26.05: a master pull request updating every k3s minor (nixpkgs #523995) needs the backport label for k3s_1_35 alone, the one minor release-26.05 keeps', async () => {
    // release-26.05 is master as it branched off (the tree of 2026-05-21); the pull request gives master the
    // versions the tag 26.05 shipped.
    const base = treeOf('2026-05-21/master', 'branched-master', heading2611);
    const head = treeOf('2026-08-10/26.05', 'pr-523995', heading2611);
    const { result } = await pullRequest(realDay('2026-05-21', []), head, {
      base,
      trees: { 'release-26.05': path.join(REAL_DAY_ROOT, '2026-05-21', 'master') },
      now: '2026-05-26',
    });
    expect(familyOf(result, 'k3s').backportLabels).toEqual([
      { branch: 'release-26.05', label: 'backport release-26.05', minors: ['1.35'] },
    ]);
  });

  it('2026-09-16 without the tree of release-26.05: release-note-missing says in a notice that it could not decide', async () => {
    const { result } = await runRealDay(realDay('2026-09-16', []));
    const notes = ruled(k3sOn(result), 'release-note-missing');
    expect(notes.map((f) => f.severity)).toEqual(['notice']);
    expect(notes[0].message).toContain('release-26.05');
  });
});

describe('one fix per attribute, asked once, in every output', () => {
  it('2026-08-10: the k3s_1_34 item names the k3s_1_33 item instead of asking its removal again', async () => {
    const result = await day('2026-08-10');
    const items = k3sOn(result).workItems;
    const removing33 = items.filter((item) => /[Rr]emove k3s_1_33\b/.test(item.fix));
    expect(removing33.map((item) => item.subject)).toEqual(['k3s_1_33']);
    const item34 = items.find((item) => item.subject === 'k3s_1_34');
    expect(item34?.fix).toMatch(/^Do the k3s_1_33 item first\. Then remove k3s_1_34 /);
    // Each output shows that item as it is.
    const terminal = renderTerminal(result.report, { color: false });
    expect(terminal).toContain('k3s_1_34: Do the k3s_1_33 item first.');
    expect(result.summary).toContain('**`k3s_1_34`**: Do the `k3s_1_33` item first. Then remove `k3s_1_34`');
    const json = JSON.parse(renderJson(result.report)) as { attr?: string; branch: string; item?: { fix: string } }[];
    expect(json.find((f) => f.branch === 'master' && f.attr === 'k3s_1_34')?.item?.fix).toBe(item34?.fix);
  });

  it('2026-09-16 under newest: pointing k3s to k3s_1_37 makes the rl-2611 line about 1.36 moot, so that item holds it and no item asks for the line', async () => {
    const master = k3sOn(await day('2026-09-16', { 'k3s-default-target': 'newest' }));
    const holder = master.workItems.find((item) => item.findings.some((f) => f.rule === 'release-note-missing'));
    expect(holder?.subject).toBe('k3s');
    // Its own line, about 1.37, is the one the notes then need.
    expect(holder?.fix).toBe(
      'Point k3s to k3s_1_37 in pkgs/top-level/all-packages.nix. Then add a line to ' +
        'nixos/doc/manual/release-notes/rl-2611.section.md that names k3s 1.37.',
    );
    expect(master.workItems.filter((item) => /names k3s 1\.36/.test(item.fix))).toEqual([]);
  });

  it('2026-08-10: the item that points k3s to k3s_1_36 asks the rl-2611 line too, the one nixpkgs #563705 then left out', async () => {
    const item = k3sOn(await day('2026-08-10')).workItems.find((i) => i.subject === 'k3s');
    expect(item?.fix).toBe(
      'Point k3s to k3s_1_36 in pkgs/top-level/all-packages.nix. Then add a line to ' +
        'nixos/doc/manual/release-notes/rl-2611.section.md that names k3s 1.36.',
    );
    // Done as asked, the next run finds nothing left of it: 2026-09-16's master with the line.
    const done = treeOf('2026-09-16/master', 'after-the-item', {
      'nixos/doc/manual/release-notes/rl-2611.section.md': (text) =>
        `${text.trimEnd()}\n\n- The default \`k3s\` package is now \`k3s_1_36\` (k3s 1.36).\n`,
    });
    const after = await runRealDay({ ...realDay('2026-09-16'), checkout: done });
    expect(ruled(k3sOn(after.result), 'release-note-missing')).toEqual([]);
  });

  it('2026-09-14: a pull request that drops k3s_1_36 is one item for k3s_1_36 in the check, and --json gives each finding that item', async () => {
    const head = treeOf('2026-09-14/master', 'drop-1-36', {
      [`${K3S_DIR}/default.nix`]: (text) => text.replace(/\n *k3s_1_36 = [^\n]*/, ''),
      'pkgs/top-level/all-packages.nix': (text) => text.replace(/\n *k3s_1_36\n/, '\n'),
    });
    rmSync(path.join(head, K3S_DIR, '1_36'), { recursive: true });
    const { result } = await pullRequest(realDay('2026-09-14', []), head);
    // --json: every finding about k3s_1_36 is given the one item it belongs to.
    const json = JSON.parse(renderJson(result.report)) as {
      rule: string;
      family: string;
      attr?: string;
      item?: { subject?: string };
    }[];
    const findings136 = json.filter((f) => f.family === 'k3s' && f.attr === 'k3s_1_36');
    expect(findings136.map((f) => f.item?.subject)).toEqual(findings136.map(() => 'k3s_1_36'));
    expect(findings136.length).toBeGreaterThan(1);
    // The check (terminal and job summary) lists that one item, not a line per finding.
    const introduced = familyOf(result, 'k3s').model.check?.compared?.introduced.items ?? [];
    const about136 = introduced.filter(({ item }) => item.subject === 'k3s_1_36');
    expect(about136).toHaveLength(1);
    expect(about136[0].item.findings.map((f) => f.rule)).toEqual(findings136.map((f) => f.rule));
  });
});

describe('the CLI keeps its word on the real days', () => {
  it('2026-08-10: --tree 26.05=PATH is read as the release tag, and default-changed is decided against it', async () => {
    const folder = path.join(REAL_DAY_ROOT, '2026-08-10');
    const trees = parseTrees([`release-26.05=${folder}/release-26.05`, `26.05=${folder}/26.05`], ROOT);
    expect([...trees.keys()]).toEqual(['release-26.05', '26.05']);
    const world = realDay('2026-08-10');
    const withTag = k3sOn(
      (await runRealDay({ ...world, trees, local: { ...world.local, trees } })).result,
      'release-26.05',
    );
    expect(withTag.others.defaultAtRelease).toMatchObject({ minor: '1.35' });
    expect(ruled(withTag, 'default-changed')).toEqual([]);
    // Without the tag the rule cannot decide, and says so.
    const withoutTag = k3sOn((await runRealDay(realDay('2026-08-10', ['release-26.05']))).result, 'release-26.05');
    expect(ruled(withoutTag, 'default-changed').map((f) => f.severity)).toEqual(['notice']);
  });

  it('2026-08-10 with --all-branches and no tree of release-26.05: the run says which branch it did not audit and why, and never suggests --all-branches', async () => {
    const { result } = await runRealDay(realDay('2026-08-10', []));
    expect(k3sOn(result).branch.name).toBe('master');
    expect(familyOf(result, 'k3s').report.audits.map((a) => a.branch.name)).toEqual(['master']);
    const next = nextStep(result, { allBranches: true });
    expect(next).toContain('Not audited: release-26.05 (no tree given: --tree release-26.05=PATH)');
    expect(next).not.toContain('--all-branches');
  });

  it.each([
    ['empty', ''],
    ['not JSON', 'pull requests\n'],
    ['an empty object', '{}\n'],
  ])(
    '2026-08-10 with a --pulls file that is %s: the run stops on the file (LocalFileError, exit 2 in the CLI), no report without its pull requests',
    async (name, text) => {
      const file = path.join(scratch, `pulls-${name.replace(/\W+/g, '-')}.json`);
      writeFileSync(file, text);
      const world = realDay('2026-08-10');
      const run = runRealDay({ ...world, local: { ...world.local, pulls: file } });
      await expect(run).rejects.toThrow(LocalFileError);
      await expect(run).rejects.toMatchObject({ file });
    },
  );

  it('2026-09-14 with --now 1999-01-01: the day the tree (26.11) contradicts is a warning naming both, on stderr without -v', async () => {
    const lines: string[] = [];
    await runRealDay(realDay('2026-09-14'), { now: '1999-01-01' }, false, {
      log: stderrLog(false, (text) => lines.push(text)),
    });
    const said = lines.filter((line) => line.includes('1999-01-01'));
    expect(said).toHaveLength(1);
    expect(said[0]).toMatch(/^k3s-release-guard: warning: /);
    expect(said[0]).toContain('26.11');
  });

  it('--now 2026-09-14 on master with k3s_1_37: the minors table counts v1.37.0+k3s1, published that day at 12:00Z, as the rules do', async () => {
    const { result } = await runRealDay(realDay('2026-09-16'), { now: '2026-09-14' });
    const rows = familyOf(result, 'k3s').model.branches[0].rows;
    const row = rows.find((r) => r.attr === 'k3s_1_37');
    expect(row?.status).toBe('up-to-date');
    expect(row?.latest?.version.text).toBe('1.37.0+k3s1');
  });

  it('2026-05-21: the job summary names the local files the facts came from, relative, never a path of the runner disk', async () => {
    const { summary } = await day('2026-05-21');
    const releases = path.relative(ROOT, realDay('2026-05-21').upstream['k3s-releases']);
    expect(summary).toContain(`from the local file \`${releases}\``);
    expect(summary).not.toContain(ROOT);
    expect(summary).not.toContain(scratch);
  });

  it('2026-05-21: the timeline starts at k3s 1.33 (2025-05-09), and the NixOS 24.11 bar it cuts says it began on 2024-11-30', async () => {
    const { summary } = await day('2026-05-21');
    expect(summary).toContain('NixOS 24.11 (from 2024-11-30) :active, nixos_24_11, 2025-05-09, 2025-06-30');
    expect(summary).not.toMatch(/NixOS 24\.11 :active/);
  });
});
