// The example workflows (examples/*.yml) and the action's own CI
// (.github/workflows/self-test.yml) parsed as YAML, so that what users copy
// keeps the least permissions, never races on an issue, and only passes inputs
// action.yml still declares.
import { describe, expect, test } from '@jest/globals';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { K3S_TRAITS } from '../../src/families/k3s/traits.js';
import { NIXPKGS_PATHS } from '../../src/gather/nixpkgs/packagedState.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ACTION_REF = 'k3s-release-guard/k3s-release-guard@v1';
// Every path the action reads of a checkout, so a file it starts reading fails here until the examples check it out.
const SPARSE_PATHS = [
  `/${NIXPKGS_PATHS.libVersion}`,
  `/${K3S_TRAITS.folder}/`,
  `/${NIXPKGS_PATHS.allPackages}`,
  `/${NIXPKGS_PATHS.aliases}`,
  `/${NIXPKGS_PATHS.releaseNotes}/`,
];

interface Step {
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}
interface Job {
  permissions?: unknown;
  steps: Step[];
}
interface Workflow {
  on: Record<string, Record<string, unknown> | null>;
  permissions?: Record<string, string> | string;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean } | string;
  jobs: Record<string, Job>;
}

function workflow(file: string): Workflow {
  return parse(readFileSync(path.join(ROOT, file), 'utf8')) as Workflow;
}

const actionInputs = Object.keys(
  (parse(readFileSync(path.join(ROOT, 'action.yml'), 'utf8')) as { inputs: Record<string, unknown> }).inputs,
);

function steps(flow: Workflow): Step[] {
  return Object.values(flow.jobs).flatMap((job) => job.steps);
}

/** The step that runs the action, by the reference a workflow uses for it. */
function guardStep(flow: Workflow, ref: string): Step {
  const found = steps(flow).filter((s) => s.uses === ref);
  expect(found).toHaveLength(1);
  return found[0];
}

function concurrencyGroup(flow: Workflow): string | undefined {
  return typeof flow.concurrency === 'string' ? flow.concurrency : flow.concurrency?.group;
}

interface Example {
  file: string;
  mode: string;
  permissions: Record<string, string>;
  /** Whether the example writes issues (and so must share the writers' concurrency group and never cancel). */
  writes: boolean;
}

const EXAMPLES: Example[] = [
  {
    file: 'examples/scheduled-audit.yml',
    mode: 'audit',
    permissions: { contents: 'read', issues: 'write' },
    writes: true,
  },
  {
    file: 'examples/release-checklists.yml',
    mode: '${{ inputs.mode }}',
    permissions: { contents: 'read', issues: 'write' },
    writes: true,
  },
  { file: 'examples/pull-request-check.yml', mode: 'pr-check', permissions: { contents: 'read' }, writes: false },
];

test('every example in examples/ is covered here', () => {
  const files = readdirSync(path.join(ROOT, 'examples')).filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'));
  expect(files.map((f) => `examples/${f}`).sort()).toEqual(EXAMPLES.map((e) => e.file).sort());
});

describe.each(EXAMPLES)('$file', ({ file, mode, permissions, writes }) => {
  const flow = workflow(file);

  test(`has exactly the permissions it needs (${Object.entries(permissions)
    .map(([k, v]) => `${k}: ${v}`)
    .join(', ')})`, () => {
    expect(flow.permissions).toEqual(permissions);
    // A job-level block would override the workflow's; none may widen it.
    for (const job of Object.values(flow.jobs)) expect(job.permissions).toBeUndefined();
  });

  test(`runs ${ACTION_REF} in mode ${mode}, with inputs action.yml declares`, () => {
    const step = guardStep(flow, ACTION_REF);
    expect(step.with?.mode).toBe(mode);
    for (const input of Object.keys(step.with ?? {})) expect(actionInputs).toContain(input);
  });

  test('checks out only what the audit reads (sparse, file patterns)', () => {
    const checkout = steps(flow).find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout).toBeDefined();
    const patterns = `${(checkout!.with?.['sparse-checkout'] as string | undefined) ?? ''}`
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(patterns.sort()).toEqual([...SPARSE_PATHS].sort());
    // In cone mode git takes every pattern for a directory: lib/.version would not be checked out.
    expect(checkout!.with?.['sparse-checkout-cone-mode']).toBe(false);
    expect(checkout!.with?.['persist-credentials']).toBe(false);
  });

  test(
    writes ? 'queues behind the other writers of k3s issues, never cancelling one' : 'has its own concurrency group',
    () => {
      expect(concurrencyGroup(flow)).toBeTruthy();
      if (writes) {
        expect(flow.concurrency).toMatchObject({ 'cancel-in-progress': false });
      }
    },
  );
});

test('the writers share one concurrency group; the pull request check is grouped per pull request', () => {
  const groups = EXAMPLES.map((e) => ({ ...e, group: concurrencyGroup(workflow(e.file)) }));
  const writerGroups = new Set(groups.filter((g) => g.writes).map((g) => g.group));
  expect(writerGroups.size).toBe(1);
  const pr = groups.find((g) => g.file.endsWith('pull-request-check.yml'))!;
  expect(writerGroups.has(pr.group)).toBe(false);
  expect(pr.group).toContain('github.event.pull_request.number');
});

test('scheduled-audit runs daily', () => {
  const schedule = workflow('examples/scheduled-audit.yml').on.schedule as unknown as Array<{ cron: string }>;
  expect(schedule).toHaveLength(1);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = schedule[0].cron.trim().split(/\s+/);
  expect([minute, hour].every((f) => /^\d+$/.test(f))).toBe(true);
  expect([dayOfMonth, month, dayOfWeek]).toEqual(['*', '*', '*']);
});

test('release-checklists asks for a mode (auto, audit, feature-freeze, branch-off) and a dry-run switch', () => {
  const inputs = workflow('examples/release-checklists.yml').on.workflow_dispatch?.inputs as Record<
    string,
    { type: string; options?: string[] }
  >;
  expect(inputs.mode).toMatchObject({ type: 'choice', options: ['auto', 'audit', 'feature-freeze', 'branch-off'] });
  expect(inputs['dry-run']).toMatchObject({ type: 'boolean', default: false });
  expect(guardStep(workflow('examples/release-checklists.yml'), ACTION_REF).with?.['dry-run']).toBe(
    '${{ inputs.dry-run }}',
  );
});

test('pull-request-check runs only for pull requests touching k3s', () => {
  const on = workflow('examples/pull-request-check.yml').on;
  expect(Object.keys(on)).toEqual(['pull_request']);
  expect(on.pull_request?.paths).toEqual([
    'pkgs/applications/networking/cluster/k3s/**',
    'pkgs/top-level/all-packages.nix',
  ]);
});

describe('.github/workflows/self-test.yml', () => {
  const flow = workflow('.github/workflows/self-test.yml');

  test('runs on push and pull_request, reading only', () => {
    expect(Object.keys(flow.on).sort()).toEqual(['pull_request', 'push']);
    expect(flow.permissions).toEqual({ contents: 'read', issues: 'read' });
  });

  test('installs, tests, then runs the action from the repository in a dry run on a fixture tree', () => {
    const all = steps(flow);
    const testStep = all.findIndex((s) => /npm ci/.test(s.run ?? '') && /npm test/.test(s.run ?? ''));
    const guard = all.findIndex((s) => s.uses === './');
    expect(testStep).toBeGreaterThanOrEqual(0);
    expect(guard).toBeGreaterThan(testStep);
    const inputs = all[guard].with ?? {};
    expect(inputs).toMatchObject({ 'dry-run': true, 'fail-on': 'never' });
    expect(existsSync(path.join(ROOT, String(inputs['nixpkgs-path']), 'lib', '.version'))).toBe(true);
    for (const input of Object.keys(inputs)) expect(actionInputs).toContain(input);
    // The outputs are printed by a later step that reads them from the guard step's id.
    const id = all[guard].id!;
    const printed = all.slice(guard + 1).map((s) => JSON.stringify(s));
    for (const output of ['status', 'findings', 'issue-number'])
      expect(printed.join('\n')).toContain(`steps.${id}.outputs.${output}`);
  });
});
