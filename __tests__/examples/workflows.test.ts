// The example workflows (examples/*.yml) and the action's own
// (.github/workflows/), held to what a nixpkgs reviewer asks of a workflow:
// valid for GitHub's schemas (a real validator), actions pinned by commit with
// their version beside it, no permission at the top and the least each job
// needs, no race on an issue, inputs action.yml still declares, and path
// filters and sparse checkouts that are exactly the files the action reads,
// taken from the code's own list. Every workflow the README and the docs show
// is one of the examples, or a part of one.
import { describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, promisify } from 'node:util';
import semver from 'semver';
import { parse } from 'yaml';
import { sparsePathsText } from '../../src/cli/sparsePaths.js';
import { attrOfCycle, parseAttributePattern } from '../../src/domain/attributePattern.js';
import { builtInCatalogue } from '../../src/families/catalogue.js';
import { foldersOf } from '../families/builtIn.js';
import { NIXPKGS_PATHS } from '../../src/gather/nixpkgs/packagedState.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
/**
 * The action as the examples use it: `@v1` until the first release, then
 * `@<commit> # vX.Y.Z` (release.test.ts holds them to the release's story).
 */
const ACTION_REF = (() => {
  const refs = new Set(
    readdirSync(path.join(ROOT, 'examples')).flatMap((file) =>
      [...readFileSync(path.join(ROOT, 'examples', file), 'utf8').matchAll(/uses: (k3s-release-guard\/\S+)/g)].map(
        (m) => m[1],
      ),
    ),
  );
  expect(refs.size).toBe(1);
  return [...refs][0];
})();

interface Step {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
  with?: Record<string, unknown>;
}
interface Job {
  if?: string;
  permissions?: Record<string, string> | string;
  strategy?: { matrix?: Record<string, unknown> };
  needs?: string | string[];
  steps: Step[];
}
interface Workflow {
  on: Record<string, Record<string, unknown> | null>;
  permissions?: Record<string, string> | string;
  concurrency?: { group?: string; 'cancel-in-progress'?: boolean } | string;
  jobs: Record<string, Job>;
}

const read = (file: string): string => readFileSync(path.join(ROOT, file), 'utf8');
const workflow = (file: string): Workflow => parse(read(file)) as Workflow;
const actionInputs = Object.keys((parse(read('action.yml')) as { inputs: Record<string, unknown> }).inputs);
const steps = (flow: Workflow): Step[] => Object.values(flow.jobs).flatMap((job) => job.steps);
const lines = (text: unknown): string[] =>
  (typeof text === 'string' ? text : '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .sort();

/** What `k3s-release-guard --sparse-paths --packages <packages>` prints: the patterns of what a run reads. */
const sparsePaths = (packages: unknown): string[] => lines(sparsePathsText({ packages: String(packages) }, ROOT));
/** The paths a run of every family reads, as a gate's `git diff -- PATHS` names them. */
const ALL_READS = sparsePaths('all').map((pattern) => pattern.slice(1));

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
  /** The events it runs on. */
  on: string[];
  mode: string;
  /** Each job's permissions. */
  permissions: Record<string, Record<string, string>>;
  /** Writes issues: shares the writers' concurrency group and never cancels one. */
  writes: boolean;
  /** Checks out the whole tree (what `fix` searches), not the sparse paths an audit reads. */
  wholeTree?: true;
}

const EXAMPLES: Example[] = [
  {
    file: 'examples/scheduled-audit.yml',
    on: ['schedule'],
    mode: 'auto',
    permissions: { audit: { contents: 'read', issues: 'write' } },
    writes: true,
  },
  {
    file: 'examples/scheduled-audit-elsewhere.yml',
    on: ['schedule'],
    mode: 'auto',
    // The app's token writes the issues; the run's own only checks nixpkgs out.
    permissions: { audit: { contents: 'read' } },
    writes: true,
  },
  {
    file: 'examples/release-checklists.yml',
    on: ['workflow_dispatch'],
    mode: '${{ inputs.mode }}',
    permissions: { checklists: { contents: 'read', issues: 'write' } },
    writes: true,
  },
  {
    file: 'examples/pull-request-check.yml',
    on: ['pull_request'],
    mode: 'pr-check',
    permissions: { check: { contents: 'read' } },
    writes: false,
  },
  {
    file: 'examples/nixpkgs-pull-request-check.yml',
    on: ['workflow_call'],
    mode: 'pr-check',
    permissions: { 'release-guard': { contents: 'read' } },
    writes: false,
  },
  {
    file: 'examples/trim-pull-request.yml',
    on: ['workflow_dispatch'],
    mode: 'audit',
    // The bot's token (a secret) pushes to its fork and opens the pull request; the run's own only reads.
    permissions: { trim: { contents: 'read' } },
    writes: false,
    wholeTree: true,
  },
];

const OWN = ['.github/workflows/self-test.yml', '.github/workflows/release.yml'];
const WORKFLOWS = [...EXAMPLES.map((e) => e.file), ...OWN];

test('every workflow in examples/ and .github/workflows/ is covered here', () => {
  const below = (folder: string) =>
    readdirSync(path.join(ROOT, folder))
      .filter((f) => f.endsWith('.yml') || f.endsWith('.yaml'))
      .map((f) => `${folder}/${f}`);
  expect(below('examples').sort()).toEqual(EXAMPLES.map((e) => e.file).sort());
  expect(below('.github/workflows').sort()).toEqual([...OWN].sort());
});

/** What @action-validator/cli (GitHub's schemas for workflows and action.yml) says of a file: nothing when valid. */
async function validate(file: string): Promise<{ code: number; errors: string }> {
  const cli = path.join(ROOT, 'node_modules', '@action-validator', 'cli', 'cli.mjs');
  try {
    await promisify(execFile)(process.execPath, [cli, file], { cwd: ROOT });
    return { code: 0, errors: '' };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, errors: `${stdout}${stderr}` };
  }
}

describe('a real workflow validator (@action-validator/cli, offline)', () => {
  test.each(WORKFLOWS)('%s is valid for GitHub', async (file) => {
    expect(await validate(path.join(ROOT, file))).toEqual({ code: 0, errors: '' });
  });

  test('action.yml is valid for GitHub (its schema predates node24, which GitHub runs)', async () => {
    const text = read('action.yml');
    expect(text).toMatch(/^ {2}using: node24$/m);
    const folder = mkdtempSync(path.join(tmpdir(), 'action-yml-'));
    try {
      // The validator's schema lists node12, node16 and node20: the one field it cannot know is set to one it does.
      writeFileSync(path.join(folder, 'action.yml'), text.replace(/^( {2}using:) node24$/m, '$1 node20'));
      expect(await validate(path.join(folder, 'action.yml'))).toEqual({ code: 0, errors: '' });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  test('it finds a broken workflow and a broken action.yml', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'broken-'));
    try {
      const flow = read('examples/scheduled-audit.yml').replace('runs-on: ubuntu-latest', 'runs_on: ubuntu-latest');
      writeFileSync(path.join(folder, 'broken.yml'), flow);
      writeFileSync(
        path.join(folder, 'action.yml'),
        read('action.yml').replace('  using: node24', '  using: node20').replace('  main: dist/index.js', '  mian: x'),
      );
      for (const file of ['broken.yml', 'action.yml'])
        expect(await validate(path.join(folder, file))).toMatchObject({
          code: 1,
          errors: expect.stringContaining('"errors"'),
        });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe.each(WORKFLOWS)('%s', (file) => {
  const flow = workflow(file);

  test('pins every action it does not own by commit, with the version in a comment', () => {
    const used = read(file)
      .split('\n')
      .filter((line) => /^\s*(- )?uses: /.test(line));
    expect(used.length).toBeGreaterThan(0);
    for (const line of used) {
      const ref = /uses: (\S+)/.exec(line)![1];
      if (ref === './') continue;
      // The action itself, until its first release, names the tag that release will make.
      if (ref === 'k3s-release-guard/k3s-release-guard@v1' && ref === ACTION_REF)
        expect(line).toMatch(/ # not released yet: see the README's status$/);
      else expect(line).toMatch(/uses: [\w.-]+\/[\w.-]+@[0-9a-f]{40} # v\d+\.\d+\.\d+$/);
    }
  });

  test('grants no permission at the top; every job says what it needs', () => {
    expect(flow.permissions).toEqual({});
    for (const job of Object.values(flow.jobs)) expect(typeof job.permissions).toBe('object');
  });
});

describe.each(EXAMPLES)('$file', ({ file, on, mode, permissions, writes, wholeTree }) => {
  const flow = workflow(file);

  test(`runs on ${on.join(', ')}`, () => {
    expect(Object.keys(flow.on)).toEqual(on);
  });

  test('gives each job only what it needs', () => {
    expect(Object.fromEntries(Object.entries(flow.jobs).map(([name, job]) => [name, job.permissions]))).toEqual(
      permissions,
    );
  });

  test(`runs ${ACTION_REF} in mode ${mode}, with inputs action.yml declares`, () => {
    const step = guardStep(flow, ACTION_REF);
    expect(step.with?.mode).toBe(mode);
    for (const input of Object.keys(step.with ?? {})) expect(actionInputs).toContain(input);
  });

  test(
    wholeTree
      ? 'checks out the whole tree, without keeping the token'
      : 'checks out what --sparse-paths prints for its packages (file patterns), without keeping the token',
    () => {
      const checkout = steps(flow).find((s) => s.uses?.startsWith('actions/checkout@'));
      if (wholeTree) expect(checkout?.with?.['sparse-checkout']).toBeUndefined();
      else {
        expect(lines(checkout?.with?.['sparse-checkout'])).toEqual(
          sparsePaths(guardStep(flow, ACTION_REF).with?.packages),
        );
        // In cone mode git takes every pattern for a folder: lib/.version would not be checked out.
        expect(checkout?.with?.['sparse-checkout-cone-mode']).toBe(false);
      }
      expect(checkout?.with?.['persist-credentials']).toBe(false);
    },
  );

  test(writes ? 'queues behind the other writers of the issues, never cancelling one' : 'writes nothing', () => {
    if (writes) expect(flow.concurrency).toMatchObject({ group: expect.any(String), 'cancel-in-progress': false });
    else expect(Object.values(permissions).every((p) => Object.values(p).every((v) => v === 'read'))).toBe(true);
  });
});

test('the writers share one concurrency group; a pull request check is never in it', () => {
  const writers = new Set(EXAMPLES.filter((e) => e.writes).map((e) => concurrencyGroup(workflow(e.file))));
  expect(writers.size).toBe(1);
  for (const example of EXAMPLES.filter((e) => !e.writes))
    expect(writers.has(concurrencyGroup(workflow(example.file)))).toBe(false);
});

describe("trim-pull-request (a draft pull request from a bot's fork)", () => {
  const flow = workflow('examples/trim-pull-request.yml');
  const all = steps(flow);
  const guard = guardStep(flow, ACTION_REF);

  test('asks for a family, on workflow_dispatch, and audits it with fix on master, writing no issue', () => {
    const inputs = flow.on.workflow_dispatch?.inputs as Record<string, { type: string; required?: boolean }>;
    expect(inputs.family).toMatchObject({ type: 'string', required: true });
    expect(guard.with).toMatchObject({
      packages: '${{ inputs.family }}',
      fix: true,
      branch: 'master',
      'dry-run': true,
    });
  });

  test("checks out the whole of NixOS/nixpkgs and installs Debian's nix-bin before the action runs", () => {
    const checkout = all.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with).toMatchObject({ repository: 'NixOS/nixpkgs', ref: 'master' });
    expect(checkout?.with?.['sparse-checkout']).toBeUndefined();
    const install = all.findIndex((s) => /sudo apt-get install -y nix-bin/.test(s.run ?? ''));
    expect(install).toBeGreaterThan(all.indexOf(checkout!));
    expect(install).toBeLessThan(all.indexOf(guard));
  });

  test("opens a draft pull request from the bot's fork with the bot's token from a secret, through an action pinned by commit", () => {
    const open = all.filter((s) => s.uses?.startsWith('peter-evans/create-pull-request@'));
    expect(open).toHaveLength(1);
    expect(open[0].uses).toMatch(/@[0-9a-f]{40}$/);
    expect(open[0].with).toMatchObject({
      token: '${{ secrets.TRIM_BOT_TOKEN }}',
      'push-to-fork': expect.stringMatching(/^\$\{\{ vars\.\w+ \}\}$/),
      base: 'master',
      draft: true,
    });
    expect(all.indexOf(open[0])).toBeGreaterThan(all.indexOf(guard));
  });

  test('its body is the items, their places and the checks, built from the outputs through the environment, with no @', () => {
    const body = all.find((s) => s.name === "The pull request's body");
    expect(body?.env).toMatchObject({
      FINDINGS: '${{ steps.guard.outputs.findings }}',
      PATCH: '${{ steps.guard.outputs.patch }}',
      FAMILY: '${{ inputs.family }}',
    });
    // No expression in the script's text: a family or a finding cannot become shell.
    expect(body?.run).not.toContain('${{');
    expect(body?.run).toContain('.item.fix');
    expect(body?.run).toMatch(/Nix's parser .* second audit/s);
    expect(body?.run).toMatch(/\| tr -d '@' > "\$RUNNER_TEMP\/trim-body\.md"$/m);
    const open = all.find((s) => s.uses?.startsWith('peter-evans/create-pull-request@'));
    expect(open?.with?.['body-path']).toBe('${{ runner.temp }}/trim-body.md');
  });
});

test('scheduled-audit runs daily, in auto: the dashboards, and the checklists when they are due', () => {
  const flow = workflow('examples/scheduled-audit.yml');
  const schedule = flow.on.schedule as unknown as Array<{ cron: string }>;
  expect(schedule).toHaveLength(1);
  const [minute, hour, dayOfMonth, month, dayOfWeek] = schedule[0].cron.trim().split(/\s+/);
  expect([minute, hour].every((f) => /^\d+$/.test(f))).toBe(true);
  expect([dayOfMonth, month, dayOfWeek]).toEqual(['*', '*', '*']);
  expect(guardStep(flow, ACTION_REF).with?.mode).toBe('auto');
});

test('release-checklists asks for a mode (auto, audit, feature-freeze, branch-off) and a dry-run switch', () => {
  const flow = workflow('examples/release-checklists.yml');
  const inputs = flow.on.workflow_dispatch?.inputs as Record<string, { type: string; options?: string[] }>;
  expect(inputs.mode).toMatchObject({ type: 'choice', options: ['auto', 'audit', 'feature-freeze', 'branch-off'] });
  expect(inputs['dry-run']).toMatchObject({ type: 'boolean', default: false });
  expect(guardStep(flow, ACTION_REF).with?.['dry-run']).toBe('${{ inputs.dry-run }}');
});

describe('pull-request-check (a plain pull_request workflow)', () => {
  const flow = workflow('examples/pull-request-check.yml');
  const [job] = Object.values(flow.jobs);
  const gate = job.steps.find((s) => s.id === 'touched')!;

  test('runs for every pull request, so that it can be a required check: no path filter on the trigger', () => {
    // A workflow filtered by paths never reports on the other pull requests, which then wait for it forever.
    expect(flow.on.pull_request ?? {}).not.toHaveProperty('paths');
    expect(flow.on.pull_request ?? {}).not.toHaveProperty('paths-ignore');
    expect(job.if).toBeUndefined();
    expect(flow.concurrency).toMatchObject({ 'cancel-in-progress': true });
    expect(concurrencyGroup(flow)).toContain('github.event.pull_request.number');
  });

  test('skips the work when the pull request changes none of the files the action reads', () => {
    const guard = guardStep(flow, ACTION_REF);
    expect(job.steps.indexOf(guard)).toBeGreaterThan(job.steps.indexOf(gate));
    expect(guard.if).toBe("steps.touched.outputs.reads == 'true'");
    expect(guardStep(flow, ACTION_REF).with?.packages).toBe('all');
    expect(lines(gate.env?.READS)).toEqual(ALL_READS);
  });

  test('compares with the commit the merge commit was made on, which the gate reads from the checkout', () => {
    const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    // The merge commit and its first parent.
    expect(checkout?.with?.['fetch-depth']).toBe(2);
    expect(gate.run).toContain('base=$(git rev-parse HEAD^1)');
    expect(guardStep(flow, ACTION_REF).with?.['base-sha']).toBe('${{ steps.touched.outputs.base }}');
  });
});

describe('nixpkgs-pull-request-check (a reusable job of the nixpkgs PR workflow)', () => {
  const flow = workflow('examples/nixpkgs-pull-request-check.yml');
  const [job] = Object.values(flow.jobs);
  const gate = job.steps.find((s) => s.id === 'touched')!;

  test('takes the merge and target commits as the PR workflow gives them to its other jobs', () => {
    expect(flow.on.workflow_call?.inputs).toMatchObject({
      mergedSha: { required: true, type: 'string' },
      targetSha: { required: true, type: 'string' },
    });
    const checkout = job.steps.find((s) => s.uses?.startsWith('actions/checkout@'));
    expect(checkout?.with?.ref).toBe('${{ inputs.mergedSha }}');
    expect(gate.env?.TARGET_SHA).toBe('${{ inputs.targetSha }}');
    // The caller's concurrency group (one per pull request) governs it.
    expect(flow.concurrency).toBeUndefined();
  });

  test('runs the action only when the gate says the pull request changes what it reads', () => {
    const guard = guardStep(flow, ACTION_REF);
    expect(job.steps.indexOf(guard)).toBeGreaterThan(job.steps.indexOf(gate));
    expect(guard.if).toBe("steps.touched.outputs.reads == 'true'");
  });

  test('reads the base at the target commit, the one the other jobs of the PR workflow compare with', () => {
    expect(guardStep(flow, ACTION_REF).with?.['base-sha']).toBe('${{ inputs.targetSha }}');
  });

  test('the gate looks at the files the action reads, all-packages.nix for the lines of every family', () => {
    expect(guardStep(flow, ACTION_REF).with?.packages).toBe('all');
    expect(gate.env?.ALL_PACKAGES).toBe(NIXPKGS_PATHS.allPackages);
    expect([...lines(gate.env?.READS), gate.env?.ALL_PACKAGES].sort()).toEqual(ALL_READS);
    // An extended regular expression, as the gate's `grep -qE` reads it.
    const marker = new RegExp(String(gate.env?.ALL_PACKAGES_LINES));
    expect(gate.run).toContain('grep -qE "$ALL_PACKAGES_LINES"');
    for (const traits of [foldersOf('k3s'), foldersOf('rke2')]) {
      // The lines of all-packages.nix the reader looks at: the exposure of the folder, the attributes, the alias.
      for (const line of [
        `  inherit (callPackage ${traits.allPackagesRef} { })`,
        `  }) ${traits.attrPrefix}1_35 ${traits.attrPrefix}1_36;`,
        `    ${traits.attrPrefix}1_36`,
        `  ${traits.alias} = ${traits.attrPrefix}1_36;`,
      ])
        expect(line).toMatch(marker);
    }
    // Each attribute template of the catalogue's families, at a cycle of its shape.
    const declared = builtInCatalogue().families.flatMap((family) => family.layout.attributes);
    expect(declared.length).toBeGreaterThanOrEqual(20);
    for (const template of declared) {
      const parsed = parseAttributePattern(template);
      if ('error' in parsed) throw new Error(parsed.error);
      const attr = ['16', '3.13', '1.24', '6.12', '10.11', '8.4', '7.0']
        .map((c) => attrOfCycle(parsed.pattern, c))
        .find(Boolean);
      expect({ template, attr }).toEqual({ template, attr: expect.any(String) });
      for (const line of [`    ${attr}`, `  ${attr} = callPackage ../x { };`, `  foo = ${attr};`])
        expect({ line, matches: marker.test(line) }).toEqual({ line, matches: true });
    }
    for (const other of [
      '  jq = callPackage ../development/tools/jq { };',
      '  k9s = callPackage ../applications/networking/cluster/k9s { };',
      '  phpstan = callPackage ../by-name/ph/phpstan { };',
      '  python3Packages = python3.pkgs;',
      '  nodejs = nodejs-slim;',
      '  golangci-lint = callPackage ../by-name/go/golangci-lint { };',
      '  mylinux_6 = null;',
    ])
      expect({ other, matches: marker.test(other) }).toEqual({ other, matches: false });
  });
});

describe('.github/workflows/self-test.yml', () => {
  const flow = workflow('.github/workflows/self-test.yml');

  test('runs on push and pull_request', () => {
    expect(Object.keys(flow.on).sort()).toEqual(['pull_request', 'push']);
  });

  test('installs and tests on the oldest Node line package.json promises, and on the one action.yml runs', () => {
    const promised = (JSON.parse(read('package.json')) as { engines: { node: string } }).engines.node;
    const runsOn = (parse(read('action.yml')) as { runs: { using: string } }).runs.using;
    const { test: tests } = flow.jobs;
    expect(tests.permissions).toEqual({ contents: 'read' });
    const matrix = (tests.strategy?.matrix?.node as number[]) ?? [];
    expect(matrix).toContain(semver.minVersion(promised)!.major);
    expect(matrix).toContain(Number(runsOn.replace(/^node/, '')));
    expect(tests.steps.find((s) => s.uses?.startsWith('actions/setup-node@'))?.with?.['node-version']).toBe(
      '${{ matrix.node }}',
    );
    expect(tests.steps.some((s) => /npm ci/.test(s.run ?? '') && /npm test/.test(s.run ?? ''))).toBe(true);
  });

  test("uploads the browser test's screenshots, whether the tests passed or not", () => {
    const { test: tests } = flow.jobs;
    const upload = tests.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'));
    expect(upload).toMatchObject({ if: 'always()', with: { path: '.screenshots/' } });
    expect(tests.steps.indexOf(upload!)).toBeGreaterThan(tests.steps.findIndex((s) => /npm test/.test(s.run ?? '')));
    expect(read('.gitignore').split('\n')).toContain('.screenshots/');
  });

  test('then runs the action from the repository in a dry run on a fixture tree, reading only', () => {
    const { action } = flow.jobs;
    expect(action.needs).toBe('test');
    expect(action.permissions).toEqual({ contents: 'read', issues: 'read' });
    const guard = action.steps.findIndex((s) => s.uses === './');
    const inputs = action.steps[guard].with ?? {};
    expect(inputs).toMatchObject({ 'dry-run': true, 'fail-on': 'never' });
    expect(existsSync(path.join(ROOT, String(inputs['nixpkgs-path']), 'lib', '.version'))).toBe(true);
    for (const input of Object.keys(inputs)) expect(actionInputs).toContain(input);
    // The outputs are printed by a later step that reads them from the guard step's id.
    const id = action.steps[guard].id!;
    const printed = action.steps.slice(guard + 1).map((s) => JSON.stringify(s));
    for (const output of ['status', 'findings', 'issue-number'])
      expect(printed.join('\n')).toContain(`steps.${id}.outputs.${output}`);
  });
});

/**
 * Whether `part` is `whole` or a part of it, anywhere inside: the same value, a
 * mapping whose keys all hold the same values there, or a list whose items are
 * all items there.
 */
function isPartOf(part: unknown, whole: unknown): boolean {
  const inside = (node: unknown): unknown[] =>
    node !== null && typeof node === 'object'
      ? Object.values(node as Record<string, unknown>).flatMap((v): unknown[] => [v, ...inside(v)])
      : [];
  const fits = (node: unknown): boolean => {
    if (isDeepStrictEqual(part, node)) return true;
    if (Array.isArray(part) && Array.isArray(node))
      return part.every((item) => node.some((other) => isDeepStrictEqual(item, other)));
    if (part !== null && typeof part === 'object' && !Array.isArray(part) && node !== null && typeof node === 'object')
      return Object.entries(part).every(([key, value]) =>
        isDeepStrictEqual((node as Record<string, unknown>)[key], value),
      );
    return false;
  };
  return [whole, ...inside(whole)].some(fits);
}

describe.each(['README.md', 'docs/DEPLOYING.md'])('the workflows %s shows', (file) => {
  const blocks = [...read(file).matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]);

  test('are each one of examples/, or a part of one', () => {
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      const parsed = parse(block) as unknown;
      const homes = EXAMPLES.filter((e) => isPartOf(parsed, workflow(e.file))).map((e) => e.file);
      expect({ block, homes: homes.length > 0 }).toEqual({ block, homes: true });
    }
  });
});

describe("docs/DEPLOYING.md's route before 1.0.0: a commit of main", () => {
  const page = read('docs/DEPLOYING.md');
  const section = /^## Before 1\.0\.0: a commit of main\n([\s\S]*?)(?=^## )/m.exec(page)?.[1] ?? '';
  // Its shell blocks, as a reader copies them out of the list they are in.
  const scripts = [...section.matchAll(/^( *)```sh\n([\s\S]*?)^\1```/gm)].map(([, indent, body]) =>
    body
      .split('\n')
      .map((line) => line.slice(indent.length))
      .join('\n'),
  );
  const commit = 'c0ffee0c0ffee0c0ffee0c0ffee0c0ffee0c0ffe';

  test("takes the commit from main of the action's repository", () => {
    expect(scripts[0]).toContain(
      `sha=$(git ls-remote https://github.com/k3s-release-guard/k3s-release-guard refs/heads/main`,
    );
  });

  test('gives workflows valid for GitHub, pinned to that commit, and the checklists runnable in a fork', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'deploy-'));
    try {
      const workflows = path.join(folder, '.github', 'workflows');
      mkdirSync(workflows, { recursive: true });
      const copies = EXAMPLES.map(({ file }) => {
        const name = path.basename(file);
        const copy = `k3s-release-guard-${name === 'release-checklists.yml' ? 'checklists.yml' : name}`;
        writeFileSync(path.join(workflows, copy), read(file));
        return path.join(workflows, copy);
      });
      // Every block but the first, which asks GitHub for the commit: here it is given.
      for (const script of scripts.slice(1))
        await promisify(execFile)('sh', ['-c', script], {
          cwd: folder,
          env: { ...process.env, sha: commit, owner: 'a-k3s-maintainer' },
        });
      for (const copy of copies) {
        const uses = [...readFileSync(copy, 'utf8').matchAll(/uses: (k3s-release-guard\/\S+.*)$/gm)].map((m) => m[1]);
        expect(uses.length).toBeGreaterThan(0);
        for (const line of uses)
          expect(line).toMatch(
            new RegExp(
              `^k3s-release-guard/k3s-release-guard@${commit} # main of \\d{4}-\\d{2}-\\d{2}, before v1\\.0\\.0$`,
            ),
          );
        expect(await validate(copy)).toEqual({ code: 0, errors: '' });
      }
      const checklists = parse(
        readFileSync(path.join(workflows, 'k3s-release-guard-checklists.yml'), 'utf8'),
      ) as Workflow;
      expect(checklists.jobs.checklists.if).toBe("github.repository_owner == 'a-k3s-maintainer'");
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

test("the README's daily audit is scheduled-audit.yml, whole", () => {
  const blocks = [...read('README.md').matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => parse(m[1]) as unknown);
  expect(blocks).toContainEqual(workflow('examples/scheduled-audit.yml'));
});

test('a part that is not in an example is found out', () => {
  const flow = workflow('examples/scheduled-audit.yml');
  expect(isPartOf(flow.jobs.audit.steps.slice(0, 1), flow)).toBe(true);
  expect(isPartOf({ mode: 'auto', 'fail-on': 'never' }, flow)).toBe(true);
  expect(isPartOf({ mode: 'auto', 'fail-on': 'error' }, flow)).toBe(false);
  expect(isPartOf([{ run: 'npm test' }], flow)).toBe(false);
});
