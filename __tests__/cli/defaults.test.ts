// A family's defaults, end to end through the CLI in process (issue 29,
// section 2): on the demo (`nodejs = nodejs_22;`, the day before NixOS 26.11
// is released) and on a tree of one's own (Zabbix, LTS only, `zabbix =
// zabbix60;`: __tests__/fixtures/declarations/zabbix-lts-2026-11), offline,
// with endoflife.date's recorded answers. A cycle a default points to
// is removed only by the item that first points the defaults elsewhere, on
// master and on a release branch before its release; a released branch keeps
// it, marked once ended; erlang's default, an indirection, is said once.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DAY } from '../../src/cli/demo.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { ROOT } from '../e2e/support/upstreamData.js';

const ZABBIX = path.join(ROOT, '__tests__/fixtures/declarations/zabbix-lts-2026-11');
const ZABBIX_ANSWER = path.join(ROOT, '__tests__/fixtures/families/2025-10-02/endoflife/zabbix.json');

interface JsonFinding {
  rule: string;
  severity: string;
  branch: string;
  family: string;
  attr?: string;
  message: string;
  item?: { subject?: string; fix: string };
}

let folder: string;

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'defaults-'));
  writeFileSync(path.join(folder, 'own.yaml'), 'families:\n  - id: zabbix\n    policy: { kind: lts-only }\n');
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
});

async function json(args: string[], cwd?: string): Promise<JsonFinding[]> {
  const run = await runCliInProcess([...args, '--json', '--fail-on', 'never'], {}, cwd);
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout) as JsonFinding[];
}

/** Each branch's item fixes, once each. */
function fixes(findings: readonly JsonFinding[]): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const f of findings)
    if (f.item && !(out[f.branch] ??= []).includes(`${f.item.subject}: ${f.item.fix}`))
      out[f.branch].push(`${f.item.subject}: ${f.item.fix}`);
  return out;
}

const NODEJS_MOVED =
  'Point nodejs and nodejs-slim to nodejs_24 and nodejs-slim_24 in pkgs/top-level/all-packages.nix. ' +
  'Then remove nodejs_22, nodejs-slim_22 and corepack_22 from';

describe('the demo: nodejs = nodejs_22;', () => {
  it(`on its day (${DEMO_DAY}, the day before 26.11's release): master and release-26.11 move the defaults first, 26.05 keeps them`, async () => {
    const findings = await json(['--demo', '--packages', 'nodejs', '--all-branches']);
    expect(fixes(findings)).toEqual({
      master: [`nodejs_22: ${NODEJS_MOVED} master: leave a throw for each in pkgs/top-level/aliases.nix.`],
      'release-26.11': [`nodejs_22: ${NODEJS_MOVED} release-26.11 before the release on 2026-11-30 (estimated).`],
    });
  });

  it('the terminal says it on the item line, and marks the default row', async () => {
    const run = await runCliInProcess(['--demo', '--packages', 'nodejs', '--fail-on', 'never', '--no-color']);
    expect(run.stdout).toMatch(/nodejs_22 +22\.22\.0 +2027-04-30 +supported, default/);
    expect(run.stdout).toContain(`warning  nodejs_22: ${NODEJS_MOVED} master`);
  });

  it('once 26.11 is released and nodejs_22 has ended there: kept and marked, never removed from release-26.11', async () => {
    const findings = await json(['--demo', '--packages', 'nodejs', '--all-branches', '--now', '2027-05-02']);
    const release = findings.filter((f) => f.branch === 'release-26.11');
    expect(release.map((f) => `${f.rule} ${f.severity} ${f.attr}`)).toEqual(['minor-eol warning nodejs_22']);
    expect(release[0].item?.fix).toBe(
      'Mark nodejs_22 with meta.knownVulnerabilities in its package (bound in pkgs/top-level/all-packages.nix).',
    );
  });

  it('a cycle no default points to goes alone: python3 = python313; and postgresql = postgresql_17; stay', async () => {
    const findings = await json(['--demo', '--packages', 'python,postgresql', '--all-branches']);
    expect(fixes(findings).master.sort()).toEqual([
      'postgresql_14: Remove postgresql_14 and postgresql_14_jit from master: leave a throw for each in pkgs/top-level/aliases.nix.',
      'python310: Remove python310 from master: leave a throw for it in pkgs/top-level/aliases.nix.',
      'python311: Remove python311 from master: leave a throw for it in pkgs/top-level/aliases.nix.',
    ]);
  });
});

describe('a tree of its own: Zabbix, LTS only, zabbix = zabbix60;', () => {
  const ON_ZABBIX = [
    '--offline',
    '--families-file',
    'own.yaml',
    '--endoflife',
    path.dirname(ZABBIX_ANSWER),
    '--packages',
    'zabbix',
    '--tree',
    `release-26.11=${ZABBIX}/release-26.11`,
    '--all-branches',
  ];

  it('the day before 26.11 is released: the default moves to 7.0, the newest LTS cycle that lasts, before 6.0 goes', async () => {
    const findings = await json([...ON_ZABBIX, '--now', '2026-11-29', `${ZABBIX}/master`], folder);
    const moved = 'Point zabbix to zabbix70 in pkgs/top-level/all-packages.nix. Then remove zabbix60 from';
    expect(fixes(findings)).toEqual({
      master: [
        'zabbix74: Remove zabbix74 from master: leave a throw for it in pkgs/top-level/aliases.nix.',
        `zabbix60: ${moved} master: leave a throw for it in pkgs/top-level/aliases.nix.`,
      ],
      'release-26.11': [
        `zabbix60: ${moved} release-26.11 before the release on 2026-11-30 (estimated).`,
        'zabbix74: Remove zabbix74 from release-26.11 before the release on 2026-11-30 (estimated).',
      ],
    });
  });

  it('once 26.11 is released, its default zabbix60 is kept (it has not ended); the ended zabbix74 is marked', async () => {
    const findings = await json([...ON_ZABBIX, '--now', '2026-12-05', `${ZABBIX}/master`], folder);
    const release = findings.filter((f) => f.branch === 'release-26.11');
    expect(release.map((f) => `${f.rule} ${f.severity} ${f.attr}`)).toEqual(['minor-eol warning zabbix74']);
  });
});

describe('the families fixtures of a real day: an indirection said once a run', () => {
  it('erlang on master and release-24.11: one notice, on the checkout branch', async () => {
    const day = path.join(ROOT, '__tests__/fixtures/families/2025-03-27');
    const findings = await json([
      '--offline',
      '--endoflife',
      path.join(day, 'endoflife'),
      '--packages',
      'erlang',
      '--now',
      '2025-03-27',
      '--tree',
      `release-24.11=${day}/release-24.11`,
      '--all-branches',
      `${day}/master`,
    ]);
    const unknown = findings.filter((f) => f.rule === 'default-unknown');
    expect(unknown.map((f) => [f.branch, f.severity])).toEqual([['master', 'notice']]);
    expect(unknown[0].message).toBe(
      'Not read which Erlang/OTP major release erlang points to: erlang is inherited from "beam.interpreters", which only ' +
        'evaluating Nix would follow. No removal advice moves it: before removing a major release, check that it does not point to it.',
    );
  });
});
