// Dashboards kept by the action (in this process, demoWorld.ts) over many workflow runs
// against the GitHub double: created once, quiet while nothing changes, closed
// with a reason when the branch is fixed, reopened when it regresses, and a dry
// run that writes nothing. The world is the demo's (2026-11-29).
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { dashboardMarker } from '../../src/publish/issues/markers.js';
import type { IssueRecord } from '../double/issueRoutes.js';
import { DEMO, REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from './demoWorld.js';
import { scanCodeSpans } from '../report/markdownScan.js';
import { ALL_PACKAGES, K3S_DIR } from './support/upstreamData.js';

// The label of nixpkgs' k3s issues: the repository has it (the maintainer's issue below carries it).
const AUDIT = { mode: 'audit', 'k3s-labels': 'k3s' };

function dashboardOf(world: DemoWorld, branch: string): IssueRecord | undefined {
  const marked = world.issues.issues(REPOSITORY).filter((i) => i.body.includes(dashboardMarker(branch)));
  if (marked.length > 1) throw new Error(`${marked.length} dashboards for ${branch}`);
  return marked[0];
}

function findingsOf(run: StepRun, branch: string): Array<{ rule: string; severity: string; attr?: string }> {
  const all = JSON.parse(run.outputs.findings ?? '[]') as Array<{
    rule: string;
    severity: string;
    attr?: string;
    branch: string;
  }>;
  return all.filter((f) => f.branch === branch);
}

function replaceIn(world: DemoWorld, file: string, pattern: RegExp | string, replacement: string): void {
  world.edit(file, (text) => text.replace(pattern, replacement));
}

/** What the maintainers would do on master: drop the EOL 1.34, update 1.35, add 1.37 and make it the default. */
function fixMaster(world: DemoWorld): void {
  rmSync(path.join(world.checkout, K3S_DIR, '1_34'), { recursive: true });
  cpSync(path.join(world.checkout, K3S_DIR, '1_36'), path.join(world.checkout, K3S_DIR, '1_37'), { recursive: true });
  replaceIn(world, `${K3S_DIR}/1_37/versions.nix`, /k3sVersion = "[^"]+"/, 'k3sVersion = "1.37.3+k3s1"');
  replaceIn(world, `${K3S_DIR}/1_35/versions.nix`, 'k3sVersion = "1.35.10+k3s1"', 'k3sVersion = "1.35.12+k3s1"');
  world.edit(`${K3S_DIR}/default.nix`, (text) => {
    const block = (minor: string): RegExp => new RegExp(`  k3s_1_${minor} = common \\([\\s\\S]*?\\) extraArgs;\\n`);
    const without34 = text.replace(new RegExp(`${block('34').source}\\n`), '');
    const block36 = block('36').exec(without34)?.[0];
    if (!block36) throw new Error('default.nix has no k3s_1_36 block');
    const block37 = block36.replaceAll('1_36', '1_37').replace('"36"', '"37"');
    return without34.replace(block36, `${block36}\n${block37}`);
  });
  replaceIn(world, ALL_PACKAGES, 'k3s_1_34 k3s_1_35 k3s_1_36', 'k3s_1_35 k3s_1_36 k3s_1_37');
  replaceIn(world, ALL_PACKAGES, 'k3s = k3s_1_36;', 'k3s = k3s_1_37;');
  // A new default is announced in the next release's notes.
  replaceIn(
    world,
    'nixos/doc/manual/release-notes/rl-2705.section.md',
    /(## Other Notable Changes[^\n]*\n\n[^\n]*\n\n)/,
    '$1- `k3s` now defaults to k3s 1.37.\n',
  );
}

describe('dashboards kept by scheduled runs on the demo world', () => {
  let world: DemoWorld;
  beforeEach(async () => {
    world = await startDemoWorld();
  });
  afterEach(async () => world.stop());

  test('20 runs on an unchanged world: one dashboard per audited branch, no write after the first run', async () => {
    // A maintainer's issue under the same label: the action must neither count nor touch it.
    const unrelated = world.issues.seed(REPOSITORY, {
      title: 'k3s: containerd fails to start on aarch64',
      body: 'Seen on 26.05.',
      labels: ['k3s'],
    });
    const runs: StepRun[] = [];
    for (let day = 0; day < 20; day++) runs.push(await world.run({ inputs: AUDIT }));

    const dashboards = world.issues.issues(REPOSITORY).filter((i) => i.number !== unrelated.number);
    expect(dashboards).toHaveLength(world.branches.length);
    for (const branch of world.branches) {
      const dashboard = dashboardOf(world, branch);
      expect(dashboard).toMatchObject({ state: 'open', labels: ['k3s'] });
      expect(dashboard!.title).toBe(`k3s release guard: ${branch}`);
    }
    expect(runs[0].writes.filter((w) => w.method === 'POST' && w.path === `/repos/${REPOSITORY}/issues`)).toHaveLength(
      world.branches.length,
    );
    expect(runs.slice(1).flatMap((run) => run.writes)).toEqual([]);
    expect(world.issues.comments(REPOSITORY)).toEqual([]);
    expect(world.issues.issue(REPOSITORY, unrelated.number)).toMatchObject({
      state: 'open',
      title: unrelated.title,
      body: 'Seen on 26.05.',
    });

    // Every run says the same: master's errors fail the job, and issue-number names master's dashboard.
    const master = dashboardOf(world, 'master')!;
    for (const run of runs) {
      expect(run.code).toBe(1);
      expect(run.outputs['issue-number']).toBe(String(master.number));
    }

    // From a release-26.05 checkout, issue-number names that branch's dashboard, and no issue is added.
    cpSync(path.join(DEMO, 'branches', 'release-26.05'), path.join(world.workspace, 'release-26.05'), {
      recursive: true,
    });
    const fromRelease = await world.run({
      inputs: { ...AUDIT, 'nixpkgs-path': 'release-26.05' },
      env: { GITHUB_REF: 'refs/heads/release-26.05' },
    });
    const release = dashboardOf(world, 'release-26.05')!;
    expect(release.number).not.toBe(master.number);
    expect(fromRelease.outputs['issue-number']).toBe(String(release.number));
    // Same world seen from another checkout: no dashboard text may depend on where the checkout lies.
    expect(fromRelease.writes).toEqual([]);
    expect(world.issues.issues(REPOSITORY)).toHaveLength(world.branches.length + 1);
    // 21 runs of the bundle one after the other: about 20 s on an idle machine, more on a busy one.
  }, 120_000);

  test('a fixed master: a dry run only says it would close; the real run closes with a reason; a regression reopens', async () => {
    await world.run({ inputs: AUDIT });
    const master = dashboardOf(world, 'master')!;
    const others = new Map(world.branches.filter((b) => b !== 'master').map((b) => [b, { ...dashboardOf(world, b)! }]));
    fixMaster(world);

    const dry = await world.run({ inputs: { ...AUDIT, 'dry-run': 'true' } });
    expect(dry.outputs.status).toBe('clean');
    // Notices ask for nothing: they keep no dashboard open.
    expect(findingsOf(dry, 'master').filter((f) => f.severity !== 'notice')).toEqual([]);
    expect(dry.writes).toEqual([]);
    expect(scanCodeSpans(dry.summary).reading).toContain(`would close #${master.number}`);
    expect(dashboardOf(world, 'master')!.state).toBe('open');

    const fixed = await world.run({ inputs: AUDIT });
    expect(fixed.code).toBe(0);
    expect(fixed.writes).toEqual([
      { method: 'PATCH', path: `/repos/${REPOSITORY}/issues/${master.number}` },
      { method: 'POST', path: `/repos/${REPOSITORY}/issues/${master.number}/comments` },
    ]);
    expect(dashboardOf(world, 'master')).toMatchObject({
      number: master.number,
      state: 'closed',
      state_reason: 'completed',
    });
    const [reason, ...more] = world.issues.comments(REPOSITORY, master.number);
    expect(more).toEqual([]);
    expect(reason.body).toMatch(/master/);
    expect(reason.body).toMatch(/resolved/i);
    for (const [branch, before] of others) expect(dashboardOf(world, branch)).toEqual(before);

    // Closed and still clean: nothing to write.
    expect((await world.run({ inputs: AUDIT })).writes).toEqual([]);

    // Regress: 1.35 falls behind again. A warning does not fail the job, but the dashboard must come back.
    replaceIn(world, `${K3S_DIR}/1_35/versions.nix`, '1.35.12+k3s1', '1.35.10+k3s1');
    const regressed = await world.run({ inputs: AUDIT });
    expect(regressed.code).toBe(0);
    expect(findingsOf(regressed, 'master').filter((f) => f.severity !== 'notice')).toEqual([
      expect.objectContaining({ rule: 'patch-behind', severity: 'warning', attr: 'k3s_1_35' }),
    ]);
    expect(regressed.writes).toEqual([{ method: 'PATCH', path: `/repos/${REPOSITORY}/issues/${master.number}` }]);
    const reopened = dashboardOf(world, 'master')!;
    expect(reopened).toMatchObject({ state: 'open', state_reason: 'reopened' });
    // The title is stable (the count is in the body): a changed count renames nothing.
    expect(reopened.title).toBe('k3s release guard: master');
    expect(reopened.body).toContain('1 warning');
    // Its list holds the regression alone (the pull requests and the timeline below it still name every minor).
    const list = reopened.body.slice(0, reopened.body.indexOf('### Pull requests'));
    expect(list).toContain('k3s_1_35');
    expect(list).not.toContain('k3s_1_34');
    expect(regressed.outputs['issue-number']).toBe(String(master.number));

    expect((await world.run({ inputs: AUDIT })).writes).toEqual([]);
    expect(world.issues.issues(REPOSITORY)).toHaveLength(world.branches.length);
  }, 40_000);

  test('dry run on a repository without dashboards: writes nothing; the job summary names each dashboard it would create', async () => {
    const run = await world.run({ inputs: { ...AUDIT, 'dry-run': 'true' } });
    expect(run.code).toBe(1);
    expect(world.double.writes()).toEqual([]);
    expect(world.issues.issues(REPOSITORY)).toEqual([]);
    expect(world.issues.labels(REPOSITORY)).toEqual([]);
    expect(run.outputs['issue-number']).toBeUndefined();
    expect(run.summary).toMatch(/dry run/i);
    for (const branch of world.branches)
      expect(run.summary).toContain(`would create issue "k3s release guard: ${branch}"`);
    // This repository has no label k3s: the issues would go without it, and the summary says so once.
    expect(run.summary).not.toContain('would create label');
    expect(run.summary.match(/The label "k3s" does not exist in the repository/g)).toHaveLength(1);
    const creating = await world.run({ inputs: { ...AUDIT, 'dry-run': 'true', 'create-labels': 'true' } });
    expect(creating.summary).toContain('would create label "k3s"');
    expect(world.double.writes()).toEqual([]);
  });
});
