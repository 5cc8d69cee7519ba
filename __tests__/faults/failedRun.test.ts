// The action (in this process) on the demo world when upstream breaks
// after a first good run: the job fails with one message naming what broke,
// and not a single write reaches the issues (the open dashboards stay open).
// Then a run that fails while publishing, and the run after it converging.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { dashboardMarker } from '../../src/publish/issues/markers.js';
import type { IssueRecord } from '../double/issueRoutes.js';
import { REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from '../e2e/demoWorld.js';

const AUDIT = { mode: 'audit' };
const RELEASES = 'k3s-io/k3s';
const SCHEDULE_KEY = 'kubernetes/website@main:data/releases/schedule.yaml';

const errorLines = (run: StepRun): string[] => run.stdout.split('\n').filter((line) => line.startsWith('::error'));

describe('failed runs of the action leave the dashboards alone', () => {
  let world: DemoWorld;
  let dashboards: IssueRecord[];

  beforeAll(async () => {
    world = await startDemoWorld();
    const first = await world.run({ inputs: AUDIT });
    expect(first.writes.length).toBeGreaterThan(0);
    dashboards = world.issues.issues(REPOSITORY).map((issue) => ({ ...issue }));
    expect(dashboards.length).toBe(world.branches.length);
    expect(dashboards.every((issue) => issue.state === 'open')).toBe(true);
  }, 60_000);
  afterAll(() => world.stop());

  /** Breaks the world with `breakIt`, runs, repairs; returns the failed run. */
  async function runBroken(breakIt: () => () => void): Promise<StepRun> {
    const repair = breakIt();
    try {
      return await world.run({ inputs: AUDIT });
    } finally {
      repair();
    }
  }

  const breakages: Array<{ name: string; breakIt: () => () => void; says: RegExp }> = [
    {
      name: 'the upstream repository answers 404',
      breakIt: () => {
        const saved = world.double.releases.get(RELEASES)!;
        world.double.releases.delete(RELEASES);
        return () => world.double.setReleases(RELEASES, saved);
      },
      says: /Upstream repository k3s-io\/k3s was not found/,
    },
    {
      name: 'the upstream repository has no releases',
      breakIt: () => {
        const saved = world.double.releases.get(RELEASES)!;
        world.double.setReleases(RELEASES, []);
        return () => world.double.setReleases(RELEASES, saved);
      },
      says: /Upstream repository k3s-io\/k3s has no releases/,
    },
    {
      name: 'schedule.yaml is not valid YAML',
      breakIt: () => {
        const saved = world.double.contents.get(SCHEDULE_KEY)!;
        world.double.contents.set(SCHEDULE_KEY, 'schedules:\n- release: "1.35\n  endOfLifeDate: [2026-\n');
        return () => world.double.contents.set(SCHEDULE_KEY, saved);
      },
      says: /kubernetes\/website@main:data\/releases\/schedule\.yaml: not valid YAML/,
    },
    {
      name: 'the releases list is rate limited for an hour',
      breakIt: () => {
        const reset = String(Math.floor(Date.now() / 1000) + 3600);
        world.double.faults.push({
          method: 'GET',
          path: /^\/repos\/k3s-io\/k3s\/releases$/,
          times: 5,
          status: 403,
          headers: { 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': reset },
          body: { message: 'API rate limit exceeded for installation ID 1.' },
        });
        return () => (world.double.faults.length = 0);
      },
      says: /rate limit hit on GET \/repos\/k3s-io\/k3s\/releases \(HTTP 403\): it lifts in 3\d{3} s \(at [\d:T-]+Z\), more than the 60 s this run waits/,
    },
  ];

  it.each(breakages)(
    '$name: one clear failure, no write, every dashboard still open and unchanged',
    async ({ breakIt, says }) => {
      const run = await runBroken(breakIt);
      expect(run.code).toBe(1);
      const errors = errorLines(run);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatch(says);
      expect(errors[0]).toMatch(/No issue was changed\.$/);
      expect(run.writes).toEqual([]);
      expect(world.issues.issues(REPOSITORY)).toEqual(dashboards);
    },
    60_000,
  );

  it('after the breakage is repaired, a run is quiet again', async () => {
    const run = await world.run({ inputs: AUDIT });
    expect(errorLines(run).join('\n')).not.toMatch(/not found|no releases|not valid YAML|rate limit/);
    expect(run.writes).toEqual([]);
    expect(world.issues.issues(REPOSITORY)).toEqual(dashboards);
  }, 60_000);

  it('a run refused while writing says issues may have changed; the next run converges on one dashboard per branch', async () => {
    const master = dashboards.find((issue) => issue.body.includes(dashboardMarker('master')))!;
    // The maintainers closed master's dashboard by hand: the next run must reopen it, and is refused once.
    world.issues.issue(REPOSITORY, master.number)!.state = 'closed';
    world.double.faults.push({
      method: 'PATCH',
      path: new RegExp(`^/repos/${REPOSITORY}/issues/${master.number}$`),
      times: 1,
      status: 422,
      body: {
        message: 'Validation Failed',
        documentation_url: 'https://docs.github.com/rest/issues/issues#update-an-issue',
      },
    });
    const refused = await world.run({ inputs: AUDIT });
    expect(refused.code).toBe(1);
    const errors = errorLines(refused);
    expect(errors).toHaveLength(1);
    // Octokit puts GitHub's documentation link after the message, as a real 422 carries one.
    expect(errors[0]).toMatch(
      /Validation Failed - https:\/\/docs\.github\.com\/rest\/issues\/issues#update-an-issue\. It failed while updating issues.*the next run completes them/,
    );
    expect(world.issues.issue(REPOSITORY, master.number)!.state).toBe('closed');

    const next = await world.run({ inputs: AUDIT });
    expect(
      next.writes.filter((w) => w.path === `/repos/${REPOSITORY}/issues/${master.number}`).map((w) => w.method),
    ).toEqual(['PATCH']);
    expect(world.issues.issues(REPOSITORY)).toHaveLength(dashboards.length);
    expect(world.issues.issue(REPOSITORY, master.number)).toMatchObject({ state: 'open', body: master.body });
    expect((await world.run({ inputs: AUDIT })).writes).toEqual([]);
  }, 90_000);
});
