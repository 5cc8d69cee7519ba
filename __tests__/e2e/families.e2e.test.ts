// k3s and rke2 in one run of the action (packages: k3s, rke2) on the
// demo world of 2026-11-29: one dashboard per family and branch, k3s's with
// the markers and titles it always had, rke2's its own; the branch-off
// checklist and its one mention for k3s only (rke2's policy has no release
// event); 26.11's trim list, one issue for both, with k3s's team told once; the
// outputs of both families; quiet re-runs; and a k3s-only run that leaves
// rke2's issues alone (the trim list is the run's: it then lists k3s alone).
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { dashboardMarker, familyIssueKind, issueMarker } from '../../src/publish/issues/markers.js';
import { REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from './demoWorld.js';
import { RKE2 } from '../families/builtIn.js';

const BOTH = {
  mode: 'auto',
  packages: 'k3s, rke2',
  'k3s-team': 'NixOS/k3s',
  // Each family's labels on its own issues, made for the run.
  'k3s-labels': 'k3s',
  'rke2-labels': 'rke2',
  'create-labels': 'true',
};

describe('k3s and rke2 kept by one scheduled run', () => {
  let world: DemoWorld;
  let first: StepRun;
  let second: StepRun;
  let k3sAlone: StepRun;

  beforeAll(async () => {
    world = await startDemoWorld();
    first = await world.run({ inputs: BOTH });
    second = await world.run({ inputs: BOTH });
    k3sAlone = await world.run({ inputs: { mode: 'auto' } });
  }, 120_000);
  afterAll(() => world.stop());

  const issues = () => world.issues.issues(REPOSITORY);
  const withMarker = (marker: string) => issues().filter((i) => i.body.includes(marker));

  test('one dashboard per family and branch: k3s under its old markers and titles, rke2 under its own', () => {
    expect({ code: first.code, stderr: first.stderr }).toEqual({ code: 1, stderr: '' });
    for (const branch of world.branches) {
      const [k3s, ...moreK3s] = withMarker(dashboardMarker(branch));
      const [rke2, ...moreRke2] = withMarker(dashboardMarker(branch, RKE2));
      expect([moreK3s, moreRke2]).toEqual([[], []]);
      expect(k3s).toMatchObject({ title: `k3s release guard: ${branch}`, labels: ['k3s'] });
      expect(rke2).toMatchObject({ title: `rke2 release guard: ${branch}`, labels: ['rke2'] });
      // The markers of one never match the other's issue.
      expect(k3s.number).not.toBe(rke2.number);
      expect(rke2.body).not.toContain(dashboardMarker(branch));
      expect(rke2.body).toContain(`<!-- k3s-release-guard:rke2:dashboard:${branch} -->`);
    }
  });

  test("the branch-off checklist of 26.11 and its one mention are k3s's; rke2 gets neither (it has no team to mention)", () => {
    expect(withMarker(issueMarker('branch-off', '26.11'))).toHaveLength(1);
    expect(withMarker(issueMarker(familyIssueKind(RKE2, 'branch-off'), '26.11'))).toEqual([]);
    expect(issues().filter((i) => i.title.startsWith('rke2') && !i.title.startsWith('rke2 release guard: '))).toEqual(
      [],
    );
    const mentions = world.issues.comments(REPOSITORY).filter((c) => /@NixOS\//.test(c.body));
    const checklist = mentions.filter((c) => !c.body.includes(':mentioned:trim-list:'));
    expect(checklist.map((c) => c.body.match(/@NixOS\/[\w-]+/)?.[0])).toEqual(['@NixOS/k3s']);
  });

  test("26.11's trim list is one issue for both families, k3s's team told by its checklist alone, rke2 listed without a team", () => {
    const [trim, ...more] = withMarker(issueMarker('trim-list', '26.11'));
    expect(more).toEqual([]);
    expect(trim.labels).toEqual([]);
    // As the run of both opened it (the run of k3s alone has rewritten it since).
    const [opened] = world.double
      .writes()
      .filter((r) => r.method === 'POST' && r.path === `/repos/${REPOSITORY}/issues`)
      .map((r) => String((r.body as { body?: unknown }).body))
      .filter((body) => body.includes(issueMarker('trim-list', '26.11')));
    expect(opened).toContain('### k3s');
    expect(opened).toContain('### rke2');
    expect(opened).toContain('Team: none named, so nobody is mentioned');
    // One voice per event: the branch-off checklist of 26.11 told k3s's team; the trim list links it and tells nobody.
    expect(world.issues.comments(REPOSITORY, trim.number)).toEqual([]);
    const [checklist] = withMarker(issueMarker('branch-off', '26.11'));
    expect(trim.body).toContain(
      `[k3s branch-off checklist for NixOS 26.11](https://github.com/${REPOSITORY}/issues/${checklist.number})`,
    );
  });

  test("the outputs speak of both: findings with their family, status over both, the first family's issue", () => {
    const findings = JSON.parse(first.outputs.findings) as Array<{ family: string; branch: string; rule: string }>;
    expect(new Set(findings.map((f) => f.family))).toEqual(new Set(['k3s', 'rke2']));
    expect(findings.filter((f) => f.family === 'rke2').map((f) => f.rule)).toContain('channel-alias-behind');
    expect(first.outputs.status).toBe('findings');
    expect(first.outputs['issue-number']).toBe(String(withMarker(dashboardMarker('master'))[0].number));
    // Each family's report in the job summary.
    expect(first.summary).toMatch(/^# k3s release guard/m);
    expect(first.summary).toMatch(/^# rke2 release guard/m);
  });

  test('a second run writes nothing, and a run of k3s alone leaves the rke2 issues as they are', () => {
    expect(second.writes).toEqual([]);
    expect({ code: k3sAlone.code, stderr: k3sAlone.stderr }).toEqual({ code: 1, stderr: '' });
    // Only the trim list changes: it is the run's families' list, and lists k3s alone now.
    const [trim] = withMarker(issueMarker('trim-list', '26.11'));
    expect(k3sAlone.writes).toEqual([{ method: 'PATCH', path: `/repos/${REPOSITORY}/issues/${trim.number}` }]);
    expect(trim.body).not.toContain('### rke2');
    for (const branch of world.branches)
      expect(withMarker(dashboardMarker(branch, RKE2))[0]).toMatchObject({ state: 'open' });
  });
});
