// What a run works out once, and what it works out only when it is needed:
// the branches that matter, once a run for every family, its pull requests
// and the CLI's last line; a checklist's plan only when a checklist is due (a
// release event the run publishes or previews, for a family whose policy has
// it). Counted by wrapping the two functions, on the demo world, offline.
import { describe, expect, it, jest } from '@jest/globals';
import type { Branch, ReleaseCalendar } from '../../src/domain/types.js';

const actualBranches = await import('../../src/calendar/otherBranches.js');
const actualPlans = await import('../../src/evaluate/releasePlan.js');
const branchesThatMatter = jest.fn<(calendar: ReleaseCalendar, now: Date) => Branch[]>(
  actualBranches.branchesThatMatter,
);
const checklistPlans = jest.fn(actualPlans.checklistPlans);
jest.unstable_mockModule('../../src/calendar/otherBranches.js', () => ({ ...actualBranches, branchesThatMatter }));
jest.unstable_mockModule('../../src/evaluate/releasePlan.js', () => ({ ...actualPlans, checklistPlans }));

const { demo } = await import('../../src/cli/demo.js');
const { nextStep } = await import('../../src/cli/nextStep.js');
const { silentLog } = await import('../../src/domain/runLog.js');
const { localTree } = await import('../../src/gather/nixpkgs/tree.js');
const { localSources } = await import('../../src/gather/sources.js');
const { readRunOptions } = await import('../../src/pipeline/options.js');
const { runGuard } = await import('../../src/pipeline/run.js');
const { previewIssuePublisher } = await import('../../src/publish/preview.js');

/** One run of the demo world with every family it packages, as `--demo --all-branches [--preview]` makes it. */
async function demoRun(inputs: Record<string, string>, preview: boolean) {
  const world = demo();
  const given: Record<string, string> = { ...world.options, ...inputs };
  return runGuard({
    options: readRunOptions((name) => given[name] ?? ''),
    checkout: localTree(world.nixpkgsPath),
    sources: localSources(world.local),
    context: {},
    log: silentLog,
    ...(preview
      ? {
          publisher: previewIssuePublisher({
            author: 'github-actions[bot]',
            createLabels: false,
            show: () => undefined,
          }),
        }
      : {}),
  });
}

describe('a run of five families', () => {
  it('works out the branches that matter once, for every family, its pull requests and the next step it names', async () => {
    branchesThatMatter.mockClear();
    const result = await demoRun({ mode: 'audit' }, false);
    expect(result.families.map((f) => f.report.family.id)).toEqual(['k3s', 'rke2', 'postgresql', 'nodejs', 'python']);
    // Every family audited master and the release branches that matter on the demo's day.
    for (const { report } of result.families)
      expect(report.audits.map((a) => a.branch.name)).toEqual(['master', 'release-26.05', 'release-26.11']);
    expect(nextStep(result, { allBranches: true })).toMatch(/^Next: --preview/);
    expect(branchesThatMatter).toHaveBeenCalledTimes(1);
  });

  it('plans no checklist when none is due, and plans only the due one, for the families whose policy has it', async () => {
    checklistPlans.mockClear();
    // The daily audit keeps dashboards only: nothing to plan.
    await demoRun({ mode: 'audit' }, true);
    expect(checklistPlans).not.toHaveBeenCalled();
    // Without a publisher, nothing is published or previewed: nothing to plan either.
    await demoRun({ mode: 'feature-freeze' }, false);
    expect(checklistPlans).not.toHaveBeenCalled();
    // The feature-freeze checklist of 27.05, previewed: k3s's alone (rke2's and the catalogue's policies have none).
    const result = await demoRun({ mode: 'feature-freeze' }, true);
    expect(checklistPlans).toHaveBeenCalledTimes(1);
    const [[report, releases]] = checklistPlans.mock.calls;
    expect(report.family.id).toBe('k3s');
    expect(releases.map((release) => release?.name)).toEqual(['27.05']);
    expect(result.families.map((f) => [f.report.family.id, (f.report.plans ?? []).map((p) => p.release.name)])).toEqual(
      [
        ['k3s', ['27.05']],
        ['rke2', []],
        ['postgresql', []],
        ['nodejs', []],
        ['python', []],
      ],
    );
    // And the checklist it is for is the one previewed.
    expect(result.published?.results.map((r) => r.plan.marker)).toContain(
      '<!-- k3s-release-guard:feature-freeze:27.05 -->',
    );
  });
});
