// A token that may read but not write issues (a pull_request from a fork, or a
// workflow without `issues: write`): GitHub answers every write with 403
// "Resource not accessible by integration". The action still writes the
// job summary, the annotations and the outputs, warns once, says in the summary
// that the issues could not be written and why, and fails only per fail-on.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { IssueRecord } from '../double/issueRoutes.js';
import { REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from '../e2e/demoWorld.js';

interface FindingJson {
  rule: string;
  severity: string;
  branch: string;
  file?: string;
  item?: { subject?: string; fix: string };
}

const DENIED = {
  message: 'Resource not accessible by integration',
  documentation_url: 'https://docs.github.com/rest/issues/issues#create-an-issue',
};

/** Every write to the repository is refused, as for a read-only GITHUB_TOKEN. */
function denyWrites(world: DemoWorld): () => void {
  for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
    world.double.faults.push({
      method,
      path: new RegExp(`^/repos/${REPOSITORY}/`),
      times: 1_000,
      status: 403,
      body: DENIED,
    });
  }
  return () => (world.double.faults.length = 0);
}

const findingsOf = (run: StepRun): FindingJson[] => JSON.parse(run.outputs.findings ?? 'null') as FindingJson[];
const lines = (run: StepRun, prefix: string): string[] =>
  run.stdout.split('\n').filter((line) => line.startsWith(prefix));
/** Failure lines: `::error::` without properties (annotations carry file=...). */
const failures = (run: StepRun): string[] => lines(run, '::error::');

function expectReportedDespiteRefusal(run: StepRun): void {
  expect(run.stderr).toBe('');
  // The job summary: the whole report, then the line saying why no issue was written.
  expect(run.summary).toMatch(/^# k3s release guard/m);
  expect(run.summary).toMatch(/^## Timeline/m);
  expect(run.summary).toMatch(/The issues could not be written: the token lacks `issues: write`/);
  // One warning in the log saying the same.
  expect(lines(run, '::warning::').filter((l) => l.includes('issues: write'))).toHaveLength(1);
  // Annotations on the checkout's work items, each once, as in any run.
  const own = findingsOf(run).filter((f) => f.branch === 'master' && f.file);
  expect(own.length).toBeGreaterThan(0);
  expect(run.stdout.split('\n').filter((l) => /^::(error|warning|notice) .*file=nixpkgs\//.test(l))).toHaveLength(
    new Set(own.map((f) => f.item?.subject)).size,
  );
  expect(run.outputs.status).toBe('findings');
  expect(run.outputs['issue-number']).toBeUndefined();
  // No crash, and not the "failed while updating issues" path.
  expect(run.stdout).not.toMatch(/^\s+at |failed while updating issues/m);
}

describe('a token that cannot write issues (audit mode)', () => {
  let world: DemoWorld;
  beforeAll(async () => {
    world = await startDemoWorld();
  });
  afterAll(() => world.stop());

  test('on a repository without dashboards: nothing is written, everything is reported, fail-on decides', async () => {
    const allow = denyWrites(world);
    let run: StepRun;
    try {
      run = await world.run({ inputs: { mode: 'audit' } });
    } finally {
      allow();
    }
    expectReportedDespiteRefusal(run);
    expect(run.summary).toMatch(/No issue was changed\./);
    // The first write was refused and the run tried no other.
    expect(run.writes).toHaveLength(1);
    expect(world.issues.issues(REPOSITORY)).toEqual([]);
    // fail-on error (the default): the job fails on the master's errors alone, with the policy's one line.
    const errors = findingsOf(run).filter((f) => f.branch === 'master' && f.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(run.code).toBe(1);
    expect(failures(run)).toEqual([
      expect.stringMatching(new RegExp(`^::error::k3s policy: ${errors.length} error\\(s\\).*fail-on: error`)),
    ]);
  }, 60_000);

  test('with fail-on never, dashboards that need an edit stay as they were and the job passes', async () => {
    const first = await world.run({ inputs: { mode: 'audit' } });
    expect(first.writes.length).toBeGreaterThan(0);
    const before: IssueRecord[] = world.issues.issues(REPOSITORY).map((issue) => ({ ...issue }));
    // A change on the checkout that master's dashboard must show.
    world.edit('pkgs/top-level/all-packages.nix', (text) =>
      text.replace(/^(\s*k3s = k3s_1_)(\d+);/m, (_m, head: string, minor: string) => `${head}${Number(minor) - 1};`),
    );

    const allow = denyWrites(world);
    let run: StepRun;
    try {
      run = await world.run({ inputs: { mode: 'audit', 'fail-on': 'never' } });
    } finally {
      allow();
    }
    expectReportedDespiteRefusal(run);
    expect(run.code).toBe(0);
    expect(failures(run)).toEqual([]);
    expect(run.writes).toHaveLength(1);
    expect(world.issues.issues(REPOSITORY)).toEqual(before);

    // Given the permission, the next run brings the dashboard in line.
    const granted = await world.run({ inputs: { mode: 'audit', 'fail-on': 'never' } });
    expect(granted.writes.length).toBeGreaterThan(0);
    expect(granted.summary).not.toMatch(/could not be written/);
  }, 90_000);
});
