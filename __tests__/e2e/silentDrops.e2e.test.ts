// Input the action is given and cannot use is never dropped with no word
// (issue 29, "No silent drops"): a `keep` pin that changes nothing and a
// `release-date` the trees contradict are each one warning annotation of the
// run, however many branches and families it audits. The action runs in this
// process, on the demo's world of 2026-11-29 served by the GitHub double.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { startDemoWorld, type DemoWorld, type StepRun } from './demoWorld.js';

let world: DemoWorld;
beforeAll(async () => {
  world = await startDemoWorld();
});
afterAll(() => world.stop());

/** The run's warning annotations that start with `start`. */
const warnings = (run: StepRun, start: string): string[] =>
  run.stdout.split('\n').filter((line) => line.startsWith(`::warning::${start}`));

test('a keep pin of a minor no branch packages, and one of a family not audited: one warning each', async () => {
  const run = await world.run({
    inputs: { mode: 'audit', 'dry-run': 'true', keep: '1.25: Rancher 2.7\n1.36: kept\npostgresql 12: a legacy app' },
  });
  expect(warnings(run, 'Input keep')).toEqual([
    '::warning::Input keep pins k3s 1.25, which no branch audited packages (master, release-26.05, release-26.11): ' +
      'the pin changes nothing. Remove it, or pin a minor a branch packages.',
    '::warning::Input keep pins PostgreSQL 12, but the run does not audit PostgreSQL (input packages k3s): ' +
      'the pin changes nothing. Add postgresql to input packages, or remove the pin.',
  ]);
});

test('a release-date before the day audited while nixpkgs has no tag of that release: one warning', async () => {
  const run = await world.run({ inputs: { mode: 'audit', 'dry-run': 'true', 'release-date': '2026-11-25' } });
  expect(warnings(run, 'Input release-date')).toEqual([
    '::warning::Input release-date 2026-11-25 is on or before the day audited, 2026-11-29, but nixpkgs has no tag ' +
      '26.11: NixOS 26.11 has not been released. The run keeps the date as given; correct input release-date, or drop it.',
  ]);
});
