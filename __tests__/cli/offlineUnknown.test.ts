// --offline never stops for data it was not given: a family whose upstream no
// file gives is unknown, said once in its report, and the run goes on. Only a
// file that was given and cannot be used is a wrong command line (exit code 2),
// and every file given is read before the run says anything, so that line is
// the only one. The CLI runs in this process, from the project's folder.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIT } from '../../src/cli/usage.js';
import type { Finding } from '../../src/domain/types.js';
import type { ProcessResult } from '../e2e/support/actionProcess.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';

const DAY = ['--now', '2026-11-29'];
const UNKNOWN = /the upstream facts of (k3s|rke2) are unknown this run/;

type JsonFinding = Finding & { family: string };
const findingsOf = (run: ProcessResult): JsonFinding[] => JSON.parse(run.stdout) as JsonFinding[];

describe('a family whose upstream data no file gives', () => {
  test('--packages postgresql with endoflife.date answers alone runs, and asks for no Kubernetes file', async () => {
    const run = await runCliInProcess([
      '--offline',
      ...DAY,
      '--packages',
      'postgresql',
      '--endoflife',
      'demo/recorded/endoflife',
      '--json',
      'demo/nixpkgs',
    ]);
    expect(run.stderr).toBe('');
    // The demo's postgresql_14 ended on 2026-11-12: an error, as with the files of k3s given.
    expect(run.code).toBe(EXIT.findings);
    expect(findingsOf(run).map((f) => `${f.rule} ${f.attr ?? ''}`)).toContain('minor-eol postgresql_14');
  });

  test('k3s without --k3s-releases is unknown: one notice naming what would give it, no minor ended, exit code 0', async () => {
    const [json, terminal] = await Promise.all([
      runCliInProcess(['--offline', ...DAY, '--json', 'demo/nixpkgs']),
      runCliInProcess(['--offline', ...DAY, '--no-color', 'demo/nixpkgs']),
    ]);
    expect([json.code, terminal.code]).toEqual([EXIT.ok, EXIT.ok]);
    expect(json.stderr + terminal.stderr).toBe('');
    const findings = findingsOf(json);
    const unknown = findings.filter((f) => UNKNOWN.test(f.message));
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatchObject({ rule: 'minor-eol', severity: 'notice', branch: 'master', family: 'k3s' });
    expect(unknown[0].message).toContain(
      'its releases and the Kubernetes end-of-life dates were not read offline; ' +
        'give --k3s-releases FILE, --kubernetes-schedule FILE and --kubernetes-eol FILE',
    );
    // Nothing looks ended, nor behind, nor missing: no rule decided what needs upstream.
    expect(findings.filter((f) => f.severity !== 'notice')).toEqual([]);
    expect(findings.filter((f) => f.minor !== undefined)).toEqual([]);
    // Each row says so, where it would say a version is up to date or ended.
    for (const attr of ['k3s_1_36', 'k3s_1_35', 'k3s_1_34'])
      expect(terminal.stdout).toMatch(new RegExp(`^  ${attr} .* upstream unknown`, 'm'));
    expect(terminal.stdout).not.toMatch(/up to date/);
  });

  test('--k3s-releases without the Kubernetes files: still unknown, naming only the files missing', async () => {
    const run = await runCliInProcess([
      '--offline',
      ...DAY,
      '--k3s-releases',
      'demo/recorded/releases.json',
      '--json',
      'demo/nixpkgs',
    ]);
    expect(run.code).toBe(EXIT.ok);
    const [unknown, ...more] = findingsOf(run).filter((f) => UNKNOWN.test(f.message));
    expect(more).toEqual([]);
    expect(unknown.message).toContain(
      'the Kubernetes end-of-life dates was not read offline; give --kubernetes-schedule FILE and --kubernetes-eol FILE',
    );
  });

  test('--packages all with endoflife.date answers alone: k3s and rke2 unknown, once each, and the run goes on', async () => {
    const run = await runCliInProcess([
      '--offline',
      ...DAY,
      '--packages',
      'all',
      '--endoflife',
      'demo/recorded/endoflife',
      '--json',
      'demo/nixpkgs',
    ]);
    expect(run.code).not.toBe(EXIT.usage);
    // Whatever stderr says of products the folder has no answer of, it asks for no file of k3s, rke2 or Kubernetes.
    expect(run.stderr).not.toMatch(/--k3s-releases|--rke2-releases|--kubernetes-/);
    const unknown = findingsOf(run).filter((f) => UNKNOWN.test(f.message));
    expect(unknown.map((f) => f.family)).toEqual(['k3s', 'rke2']);
    expect(unknown[1].message).toContain('give --rke2-releases FILE, --kubernetes-schedule FILE');
    // The declared families with recorded answers are audited as with everything given.
    expect(findingsOf(run).some((f) => f.family === 'python' && f.rule === 'minor-eol' && f.severity === 'error')).toBe(
      true,
    );
  });
});

describe('a file given that cannot be used', () => {
  let scratch = '';
  let checkout = '';
  let truncated = '';
  beforeAll(() => {
    scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-offline-'));
    // A tree of our own whose reading warns (a versions.nix without its version) before any upstream data is read.
    checkout = path.join(scratch, 'nixpkgs');
    cpSync('demo/nixpkgs', checkout, { recursive: true });
    writeFileSync(path.join(checkout, 'pkgs/applications/networking/cluster/k3s/1_35/versions.nix'), '{ broken\n');
    truncated = path.join(scratch, 'releases.json');
    writeFileSync(truncated, '[{"tag_name": "v1.35.1+k3s1", "published_at": "2026-');
  });
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  test('is the one line of the run, read before the checkout warns of anything', async () => {
    const [broken, warned] = await Promise.all([
      runCliInProcess(['--offline', ...DAY, '--k3s-releases', truncated, checkout]),
      runCliInProcess(['--offline', ...DAY, checkout]),
    ]);
    // Without the broken file, the same checkout warns: that warning is not said before the file's line.
    expect(warned.stderr).toMatch(/warning: .*1_35\/versions\.nix/);
    expect(broken.code).toBe(EXIT.usage);
    expect(broken.stdout).toBe('');
    const lines = broken.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^k3s-release-guard: --k3s-releases ${truncated}: not valid JSON \\(`));
    expect(lines[0]).toMatch(
      /; give a JSON array of GitHub release objects, as GET \/repos\/k3s-io\/k3s\/releases answers\.$/,
    );
  });

  test('is checked even when the run would not read it: a channel file of a family not audited', async () => {
    const channel = path.join(scratch, 'rke2-channels.yaml');
    writeFileSync(channel, 'releases: []\n');
    const run = await runCliInProcess(['--demo', '--packages', 'k3s', '--rke2-channel', channel]);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stderr.split('\n').filter(Boolean)).toHaveLength(1);
    expect(run.stderr).toMatch(new RegExp(`^k3s-release-guard: --rke2-channel ${channel}: `));
  });
});
