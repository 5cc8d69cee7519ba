// A wrong declaration in the action (issue 29, section 3), run in this process
// on the demo world of 2026-11-29 with a families file in the nixpkgs checkout
// (input families-file) and endoflife.date's double on loopback: a product it
// does not have (404, its HTML page) is one error finding, annotated on the
// families file, in PostgreSQL's master dashboard and in 26.11's trim list,
// and with fail-on: error it fails the run; two families claiming one
// attribute fail it with the one line that says so, before any request.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dashboardMarker, issueMarker } from '../../src/publish/issues/markers.js';
import { EndOfLifeDouble } from '../double/endoflifeDouble.js';
import { DEMO, REPOSITORY, startDemoWorld, type DemoWorld, type StepRun } from './demoWorld.js';
import { builtInCatalogue, familyIn } from '../../src/families/catalogue.js';

const FILE = '.github/release-guard-families.yaml';
const POSTGRES = { mode: 'auto', packages: 'postgresql', 'families-file': FILE };

describe('a product endoflife.date does not have, in a scheduled run of the action', () => {
  const endoflife = new EndOfLifeDouble();
  let world: DemoWorld;
  let failing: StepRun;
  let passing: StepRun;

  beforeAll(async () => {
    const recorded = path.join(DEMO, 'recorded/endoflife');
    for (const file of readdirSync(recorded).filter((f) => f.endsWith('.json')))
      endoflife.setProduct(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(recorded, file), 'utf8')));
    await endoflife.start();
    world = await startDemoWorld();
    mkdirSync(path.join(world.checkout, '.github'));
    writeFileSync(
      path.join(world.checkout, FILE),
      'families:\n  - id: postgresql\n    lifecycle: { endoflife: postgres }\n    team: NixOS/postgres\n',
    );
    const inputs = { ...POSTGRES, 'endoflife-url': endoflife.url };
    failing = await world.run({ inputs: { ...inputs, 'fail-on': 'error' } });
    passing = await world.run({ inputs: { ...inputs, 'fail-on': 'never' } });
  }, 120_000);
  afterAll(async () => {
    await world.stop();
    await endoflife.stop();
  });

  const issues = () => world.issues.issues(REPOSITORY);

  test('fail-on error fails the run: one error annotation on the families file, and the failure line', () => {
    expect(failing.code).toBe(1);
    const errors = failing.stdout.split('\n').filter((l) => l.startsWith('::error'));
    expect(errors).toEqual([
      expect.stringMatching(
        /^::error title=PostgreSQL declaration-mismatch,file=nixpkgs\/\.github\/release-guard-families\.yaml::endoflife\.date has no product "postgres" \(HTTP 404\), which \.github\/release-guard-families\.yaml names as the lifecycle of PostgreSQL: /,
      ),
      expect.stringMatching(/^::error::PostgreSQL policy: 1 error\(s\) .*fail-on: error/),
    ]);
    // Said by its finding alone: no warning of the log says the lifecycle is unknown.
    expect(failing.stdout).not.toMatch(/^::warning::The lifecycle of postgres/m);
    const findings = JSON.parse(failing.outputs.findings) as Array<{ rule: string; branch: string }>;
    expect(findings.filter((f) => f.rule === 'declaration-mismatch').map((f) => f.branch)).toEqual(['master']);
  });

  test('fail-on never: the same finding, and the run passes', () => {
    expect(passing.code).toBe(0);
    expect(JSON.parse(passing.outputs.findings)).toEqual(JSON.parse(failing.outputs.findings));
  });

  test("it is in PostgreSQL's master dashboard, and in PostgreSQL's part of 26.11's trim list, once each", () => {
    const postgres = familyIn(builtInCatalogue(), 'postgresql')!.profile;
    const [master] = issues().filter((i) => i.body.includes(dashboardMarker('master', postgres)));
    expect(master.body.match(/has no product "postgres"/g)).toHaveLength(1);
    for (const branch of world.branches.filter((b) => b !== 'master'))
      for (const issue of issues().filter((i) => i.body.includes(dashboardMarker(branch, postgres))))
        expect(issue.body).not.toContain('has no product');
    const [trim] = issues().filter((i) => i.body.includes(issueMarker('trim-list', '26.11')));
    expect(trim.body).toContain('**Fix its declaration first**');
    expect(trim.body.match(/has no product "postgres"/g)).toHaveLength(1);
    expect(trim.state).toBe('open');
  });
});

test('two families claiming one attribute fail the action with the one line that names both, before any request', async () => {
  const world = await startDemoWorld();
  try {
    mkdirSync(path.join(world.checkout, '.github'));
    writeFileSync(
      path.join(world.checkout, FILE),
      "families:\n  - id: pg\n    name: PG\n    attributes: ['postgresql_{cycle}']\n    files: [pkgs/top-level/all-packages.nix]\n    lifecycle: { endoflife: postgresql }\n    policy: { kind: before-branch-off }\n",
    );
    const before = world.double.requests.length;
    const run = await world.run({ inputs: POSTGRES });
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n').filter((l) => l.startsWith('::error'))).toEqual([
      `::error::Input "families-file": ${FILE}: family "pg": field "attributes[0]": postgresql_{cycle} claims postgresql_1, which family "postgresql" (families/catalogue.yaml) claims with postgresql_{cycle}; an attribute is one family's: to change postgresql, override it by its id.`,
    ]);
    expect(world.double.requests.slice(before)).toEqual([]);
  } finally {
    await world.stop();
  }
});
