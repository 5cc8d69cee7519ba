// The pull request check of the action (in this process): the base
// (master) is read from the GitHub double, the head is the checkout. Only what
// the PR introduces fails the job and is annotated; what master already had is
// listed, not blamed; and the check writes nothing to GitHub.
import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CHECKOUT_AT, REPOSITORY, startDemoWorld, type DemoWorld, type StepOptions } from './demoWorld.js';
import { ALL_PACKAGES, K3S_DIR, filesOf, serveBranch } from './support/upstreamData.js';

interface Finding {
  rule: string;
  severity: string;
  attr?: string;
  file?: string;
}

const TRIGGERS: ReadonlyArray<[name: string, options: StepOptions]> = [
  [
    'mode auto on a pull_request event',
    { env: { GITHUB_EVENT_NAME: 'pull_request', GITHUB_BASE_REF: 'master', GITHUB_REF: 'refs/pull/4242/merge' } },
  ],
  [
    'mode pr-check on a manual run',
    {
      inputs: { mode: 'pr-check', branch: 'master' },
      env: { GITHUB_EVENT_NAME: 'workflow_dispatch', GITHUB_REF: 'refs/heads/k3s-1.33' },
    },
  ],
];

/**
 * Adds k3s_1_33 (EOL 2026-06-28) back to the head checkout, as a PR would: its folder, its attribute, its
 * inherit, and without the throw aliases.nix kept since its removal (nixpkgs refuses both at once).
 */
function addEolMinor(world: DemoWorld): { file: string; line: number } {
  const dir = path.join(world.checkout, K3S_DIR);
  cpSync(path.join(dir, '1_34'), path.join(dir, '1_33'), { recursive: true });
  const file = `${K3S_DIR}/1_33/versions.nix`;
  world.edit(file, (text) => text.replace(/k3sVersion = "[^"]+"/, 'k3sVersion = "1.33.14+k3s1"'));
  world.edit(`${K3S_DIR}/default.nix`, (text) => {
    const block34 = / {2}k3s_1_34 = common \([\s\S]*?\) extraArgs;\n/.exec(text)![0];
    return text.replace(block34, `${block34.replaceAll('1_34', '1_33').replace('"34"', '"33"')}\n${block34}`);
  });
  world.edit(ALL_PACKAGES, (text) => text.replace('}) k3s_1_34 ', '}) k3s_1_33 k3s_1_34 '));
  world.edit('pkgs/top-level/aliases.nix', (text) => text.replace(/^ {2}k3s_1_33 = throw .*\n/m, ''));
  const line =
    readFileSync(path.join(world.checkout, file), 'utf8')
      .split('\n')
      .findIndex((l) => l.includes('k3sVersion')) + 1;
  return { file, line };
}

/** `::error ...::message` workflow commands the run printed, with their properties. */
function errorAnnotations(stdout: string): Array<{ file?: string; line?: string; message: string }> {
  return [...stdout.matchAll(/^::error(?: ([^:]*))?::(.*)$/gm)].map((m) => {
    const properties = Object.fromEntries(
      (m[1] ?? '')
        .split(',')
        .filter(Boolean)
        .map((p) => p.split('=') as [string, string]),
    );
    return {
      ...(properties.file ? { file: properties.file } : {}),
      ...(properties.line ? { line: properties.line } : {}),
      message: m[2],
    };
  });
}

/** The job summary section under a `### heading` starting with `title`, up to the next heading. */
function section(summary: string, title: string): string {
  const start = summary.indexOf(`### ${title}`);
  if (start === -1) return '';
  const end = summary.indexOf('\n#', start + 4);
  return summary.slice(start, end === -1 ? undefined : end);
}

describe.each(TRIGGERS)('pull request check (%s)', (_name, trigger) => {
  let world: DemoWorld;
  beforeEach(async () => {
    world = await startDemoWorld();
  });
  afterEach(async () => world.stop());

  const run = (world: DemoWorld) => world.run({ inputs: { ...trigger.inputs }, env: { ...trigger.env } });

  test('a PR adding an end-of-life minor fails with an annotation on its versions.nix', async () => {
    const added = addEolMinor(world);
    const result = await run(world);

    expect(result.code).toBe(1);
    const annotations = errorAnnotations(result.stdout).filter((a) => a.file);
    const expectedFile = path.posix.join(CHECKOUT_AT, added.file);
    expect(annotations).toContainEqual(
      expect.objectContaining({
        file: expectedFile,
        line: String(added.line),
        message: expect.stringMatching(/k3s_1_33.*end of life/),
      }),
    );
    // Only the new minor is blamed: master's own findings (1.34 is EOL, 1.37 is missing) are not annotated.
    for (const annotation of annotations) expect(annotation.file).toContain('/1_33/');
    expect(result.stdout).toMatch(/^::error::.*fail-on: error/m);

    // The summary opens with the pull request's verdict; the branch's report (base errors, timeline) follows.
    expect(result.summary).toMatch(
      /^# k3s release guard\n\n## Pull request check against `master`\n\n\*\*Verdict:\*\* ❌ This pull request adds \d+ errors?/,
    );
    expect(result.summary.indexOf('**Verdict:** ❌ This pull request')).toBeLessThan(
      result.summary.indexOf('## `master`'),
    );
    const introduced = section(result.summary, 'Added by this pull request');
    expect(introduced).toContain('**`k3s_1_33`**');
    expect(introduced).toMatch(/^ {2}- `minor-eol`: end of life \d{4}-\d{2}-\d{2}/m);
    expect(introduced).not.toContain('k3s_1_34');
    const already = section(result.summary, 'Already on `master`');
    expect(already).toContain('**`k3s_1_34`**');
    expect(already).toContain('`minor-eol`');
    expect(result.writes).toEqual([]);
    expect(world.double.writes()).toEqual([]);
  });

  test('a PR touching nothing k3s passes and lists what master already has', async () => {
    const result = await run(world);

    expect(result.code).toBe(0);
    expect(errorAnnotations(result.stdout)).toEqual([]);
    expect(result.summary).toContain('**Verdict:** ✅ This pull request adds no k3s finding.');
    expect(result.summary).toContain('Nothing: this pull request adds no k3s finding.');
    const all = JSON.parse(result.outputs.findings) as Finding[];
    const head = all.filter((f) => f.severity !== 'notice');
    expect(head.some((f) => f.severity === 'error')).toBe(true);
    const already = section(result.summary, 'Already on `master`');
    expect(already).toMatch(new RegExp(`\\(${head.length} findings?\\)`));
    for (const finding of head) {
      expect(already).toContain(`\`${finding.rule}\`: `);
      // The alias's finding, and the line about k3s_1_36, are under k3s_1_37's item: adding k3s_1_37 as the
      // default settles both.
      const subject =
        finding.attr === 'k3s' || (finding.rule === 'release-note-missing' && finding.attr === 'k3s_1_36')
          ? 'k3s_1_37'
          : finding.attr;
      if (subject) expect(already).toContain(`**\`${subject}\`**`);
    }
    expect(already).not.toContain('**`k3s_1_36`**');
    expect(world.double.writes()).toEqual([]);
    expect(world.issues.issues(REPOSITORY)).toEqual([]);
  });
});

describe('pull request check when the base cannot be read', () => {
  let world: DemoWorld;
  beforeEach(async () => {
    world = await startDemoWorld();
  });
  afterEach(async () => world.stop());

  test('says so, and blames the pull request for nothing that may already be on the base', async () => {
    addEolMinor(world);
    // master is gone from the API (a renamed default branch, an outage of the contents API).
    for (const key of [...world.double.contents.keys()])
      if (key.startsWith(`${REPOSITORY}@master:`)) world.double.contents.delete(key);
    const [, trigger] = TRIGGERS[0];
    const result = await world.run({ inputs: { ...trigger.inputs }, env: { ...trigger.env } });

    expect(result.code).toBe(0);
    expect(errorAnnotations(result.stdout)).toEqual([]);
    expect(result.stdout).toMatch(
      /^::warning::The base branch master could not be read, so the pull request check blames nothing/m,
    );
    expect(result.summary).toContain(
      'The base branch `master` could not be read (the log says why), so this check cannot tell what the pull request adds',
    );
    expect(result.summary).not.toMatch(/### Introduced by this pull request/);
    // The checkout's findings are still reported above, the new minor's among them.
    const head = JSON.parse(result.outputs.findings) as Finding[];
    expect(head.some((f) => f.attr === 'k3s_1_33' && f.severity === 'error')).toBe(true);
    expect(world.double.writes()).toEqual([]);
  });
});

describe('pull request check: a broken file, an unknown entry, the base commit', () => {
  let world: DemoWorld;
  beforeEach(async () => {
    world = await startDemoWorld();
  });
  afterEach(async () => world.stop());

  const [, trigger] = TRIGGERS[0];
  const run = (inputs: Record<string, string> = {}) =>
    world.run({ inputs: { ...trigger.inputs, ...inputs }, env: { ...trigger.env } });
  const VERSIONS_135 = `${K3S_DIR}/1_35/versions.nix`;

  test('a PR breaking a versions.nix is blamed for that file alone, and fixes nothing of its minor', async () => {
    // An unterminated string: k3s_1_35 is still in all-packages.nix, its version cannot be read.
    world.edit(VERSIONS_135, (text) => text.replace('k3sVersion = "1.35.10+k3s1";', 'k3sVersion = "1.35.10+k3s1;'));
    const result = await run();

    expect(result.code).toBe(1);
    const errors = errorAnnotations(result.stdout).filter((a) => a.file);
    expect(errors).toEqual([
      expect.objectContaining({
        file: path.posix.join(CHECKOUT_AT, VERSIONS_135),
        message: expect.stringMatching(/^Could not read .*1_35\/versions\.nix line 2: /),
      }),
    ]);
    const head = (JSON.parse(result.outputs.findings) as Finding[]).filter((f) => f.attr === 'k3s_1_35');
    expect(head).toEqual([]);
    expect(result.summary).toMatch(/\*\*Verdict:\*\* ❌ This pull request adds 1 error\. It leaves/);
    expect(section(result.summary, 'Added by this pull request')).toContain('`layout-unrecognized`');
    // master's patch-behind of k3s_1_35 is not fixed by breaking the file.
    expect(result.summary).not.toContain('### Fixed by this pull request');
    // The table shows the minor, unreadable.
    expect(result.summary).toMatch(/^\| `k3s_1_35` \| ❌\sunreadable \| — \| .*\|$/m);
  });

  test('a PR adding a file the action does not know to the k3s folder passes, with a notice naming it', async () => {
    writeFileSync(path.join(world.checkout, K3S_DIR, 'notes.txt'), 'Remember to run the update script.\n');
    const result = await run();

    expect(result.code).toBe(0);
    expect(errorAnnotations(result.stdout)).toEqual([]);
    expect(result.stdout).toMatch(
      /^::notice title=k3s layout-unrecognized,file=nixpkgs\/pkgs\/applications\/networking\/cluster\/k3s\/notes\.txt::Unexpected entry .*notes\.txt in the k3s folder, ignored/m,
    );
    expect(result.summary).toContain('✅ This pull request adds no k3s error or warning, only 1 notice.');
  });

  test('with base-sha, the base is read at that commit, not at the head of master', async () => {
    // The base commit the PR workflow compares with: master as the demo has it...
    const sha = 'ba5e0000000000000000000000000000000000a1';
    serveBranch(world.double, REPOSITORY, sha, filesOf(world.checkout));
    // ...while master itself has moved on: it packages k3s_1_33 again, as the pull request does.
    addEolMinor(world);
    serveBranch(world.double, REPOSITORY, 'master', filesOf(world.checkout));
    const before = world.double.requests.length;
    const result = await run({ 'base-sha': sha });

    // Compared with the base commit, which lacks k3s_1_33, the PR adds it; master's head would have hidden that.
    expect(result.code).toBe(1);
    expect(section(result.summary, 'Added by this pull request')).toContain('**`k3s_1_33`**');
    const baseReads = world.double.requests
      .slice(before)
      .filter((r) => r.path.startsWith(`/repos/${REPOSITORY}/contents/`))
      .map((r) => r.query.get('ref'));
    expect(baseReads).toContain(sha);
    expect(baseReads).not.toContain('master');
  });
});
