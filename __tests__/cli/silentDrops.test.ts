// What the CLI is given and cannot use is never dropped with no word (issue
// 29, "No silent drops"): a --keep that changes nothing and a date option the
// trees contradict are each one warning line on stderr, and the run goes on.
// The CLI runs in this process, on the demo and on a tree of our own.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIT } from '../../src/cli/usage.js';
import type { Finding } from '../../src/domain/types.js';
import type { ProcessResult } from '../e2e/support/actionProcess.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';

const lines = (run: ProcessResult): string[] => run.stderr.split('\n').filter(Boolean);

test('the demo, given nothing it cannot use, says nothing on stderr', async () => {
  const run = await runCliInProcess(['--demo', '--keep', '1.36: kept', '--keep', 'postgresql 14: kept']);
  expect(run.code).not.toBe(EXIT.usage);
  expect(run.stderr).toBe('');
});

describe('--keep', () => {
  test('of a minor no audited branch packages: one warning, and the run goes on', async () => {
    const run = await runCliInProcess(['--demo', '--packages', 'k3s', '--keep', '1.25: Rancher 2.7']);
    expect(run.code).toBe(EXIT.findings);
    expect(lines(run)).toEqual([
      'k3s-release-guard: warning: --keep pins k3s 1.25, which no branch audited packages (master): ' +
        'the pin changes nothing. Remove it, or pin a minor a branch packages.',
    ]);
  });

  test('of a family the run does not audit: one warning naming --packages', async () => {
    const run = await runCliInProcess(['--demo', '--packages', 'k3s,rke2', '--keep', 'postgresql 14: legacy app']);
    expect(lines(run)).toEqual([
      'k3s-release-guard: warning: --keep pins PostgreSQL 14, but the run does not audit PostgreSQL ' +
        '(--packages k3s,rke2): the pin changes nothing. Add postgresql to --packages, or remove the pin.',
    ]);
  });
});

describe('a date option the trees contradict', () => {
  test('a branch-off after the day audited while the release branch exists: one warning, no notice per family', async () => {
    const run = await runCliInProcess([
      '--demo',
      '--branch',
      'release-26.11',
      '--branch-off-date',
      '2026-12-05',
      '--json',
    ]);
    expect(lines(run)).toEqual([
      'k3s-release-guard: warning: --branch-off-date 2026-12-05 is after the day audited, 2026-11-29, but ' +
        'release-26.11 exists (checkout demo/branches/release-26.11): NixOS 26.11 has branched off. ' +
        'The run keeps the date as given; correct --branch-off-date, or drop it.',
    ]);
    const findings = JSON.parse(run.stdout) as Finding[];
    expect(findings.filter((f) => f.rule === 'calendar-mismatch')).toEqual([]);
  });

  test("a branch-off after the day audited while master's lib/.version has moved on: that date is named, not --now", async () => {
    const run = await runCliInProcess(['--demo', '--branch-off-date', '2026-12-05']);
    expect(lines(run)).toEqual([
      "k3s-release-guard: warning: --branch-off-date 2026-12-05 is after the day audited, 2026-11-29, but master's " +
        'lib/.version names 27.05 (checkout demo/nixpkgs): NixOS 26.11 has branched off. ' +
        'The run keeps the date as given; correct --branch-off-date, or drop it.',
    ]);
  });

  describe('on a master that still heads for 26.11', () => {
    let scratch = '';
    let checkout = '';
    beforeAll(() => {
      scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-dates-'));
      checkout = path.join(scratch, 'nixpkgs');
      cpSync('demo/nixpkgs', checkout, { recursive: true });
      writeFileSync(path.join(checkout, 'lib', '.version'), '26.11');
    });
    afterAll(() => rmSync(scratch, { recursive: true, force: true }));

    const offline = ['--offline', '--packages', 'postgresql', '--endoflife', 'demo/recorded/endoflife'];
    const day = ['--now', '2026-11-29', '--branch', 'master'];

    test('a release-date before the day audited: one warning that the release has not happened', async () => {
      const run = await runCliInProcess([...offline, ...day, '--release-date', '2026-11-25', checkout]);
      expect(run.code).not.toBe(EXIT.usage);
      expect(lines(run)).toEqual([
        'k3s-release-guard: warning: --release-date 2026-11-25 is on or before the day audited, 2026-11-29, but ' +
          "master's lib/.version still names 26.11 (checkout nixpkgs): NixOS 26.11 has not been released. " +
          'The run keeps the date as given; correct --release-date, or drop it.',
      ]);
    });

    test('a branch-off before the day audited: one warning that it has not branched off', async () => {
      const run = await runCliInProcess([...offline, ...day, '--branch-off-date', '2026-11-18', checkout]);
      expect(lines(run)).toEqual([
        'k3s-release-guard: warning: --branch-off-date 2026-11-18 is on or before the day audited, 2026-11-29, but ' +
          "master's lib/.version still names 26.11 (checkout nixpkgs): NixOS 26.11 has not branched off. " +
          'The run keeps the date as given; correct --branch-off-date, or drop it.',
      ]);
    });

    test('dates the tree agrees with say nothing', async () => {
      const run = await runCliInProcess([...offline, ...day, '--branch-off-date', '2026-12-02', checkout]);
      expect(run.stderr).toBe('');
    });
  });
});
