// The declared families on two real days (__tests__/fixtures/families/, the
// scenario tables of docs/research/families.md), audited in process as the CLI
// runs offline (readRunOptions, localSources, runGuard): master and the live
// release branch from their trees, endoflife.date's answers of the day from
// the recorded folder (--endoflife DIR) or from the loopback double.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demo } from '../../../src/cli/demo.js';
import { cliWords } from '../../../src/cli/words.js';
import type { RunLog } from '../../../src/domain/runLog.js';
import type { Finding } from '../../../src/domain/types.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { localSources, type DataSources } from '../../../src/gather/sources.js';
import { sayLifecycle } from '../../../src/gather/upstream/endOfLife.js';
import { createEndOfLifeClient, fetchProductLifecycle } from '../../../src/gather/upstream/endOfLifeClient.js';
import { readRunOptions } from '../../../src/pipeline/options.js';
import { renderJson } from '../../../src/report/findingsJson.js';
import { runGuard, type RunResult } from '../../../src/pipeline/run.js';
import { EndOfLifeDouble } from '../../double/endoflifeDouble.js';

const ROOT = path.resolve(import.meta.dirname, '../../fixtures/families');
const DECLARED = 'postgresql, php, nodejs, python, go, linux, ruby, erlang, mariadb, zabbix, electron, nextcloud';
const DAYS = { '2025-03-27': 'release-24.11', '2025-10-02': 'release-25.05' } as const;
type Day = keyof typeof DAYS;

interface DayRun {
  result: RunResult;
  warnings: string[];
}

async function runDay(day: Day, sources?: DataSources): Promise<DayRun> {
  const given: Record<string, string> = { now: day, packages: DECLARED };
  const warnings: string[] = [];
  const log: RunLog = { group: (_title, work) => work(), info: () => undefined, warning: (m) => warnings.push(m) };
  const local = {
    trees: new Map([[DAYS[day], path.join(ROOT, day, DAYS[day])]]),
    endoflife: path.join(ROOT, day, 'endoflife'),
  };
  const result = await runGuard({
    options: readRunOptions((name) => given[name] ?? ''),
    checkout: localTree(path.join(ROOT, day, 'master')),
    sources: sources ?? localSources(local),
    context: {},
    log,
    words: cliWords(true),
  });
  return { result, warnings };
}

/** "branch attr rule severity" of every finding but the notices, in the families' order. */
function asked(run: DayRun): string[] {
  return run.result.families.flatMap(({ report }) =>
    report.audits.flatMap((audit) =>
      audit.findings
        .filter((f) => f.severity !== 'notice')
        .map((f) => `${audit.branch.name} ${f.attr} ${f.rule} ${f.severity}`),
    ),
  );
}

function findingOf(run: DayRun, branch: string, attr: string): Finding[] {
  return run.result.families.flatMap(({ report }) =>
    report.audits.filter((a) => a.branch.name === branch).flatMap((a) => a.findings.filter((f) => f.attr === attr)),
  );
}

const runs = new Map<Day, DayRun>();
beforeAll(async () => {
  for (const day of Object.keys(DAYS) as Day[]) runs.set(day, await runDay(day));
});

describe('2025-03-27: what 25.05 (supported to 2025-12-31) must trim, four weeks before its feature freeze', () => {
  it('asks master, before the branch-off, to remove what ends during 25.05, and what has ended; release-24.11 to mark or remove what ended', () => {
    expect(asked(runs.get('2025-03-27')!)).toEqual([
      'master nodejs_18 ends-during-release warning',
      'master nodejs_23 ends-during-release warning',
      'master python39 ends-during-release warning',
      'master go_1_22 minor-eol error',
      'master go_1_23 ends-during-release warning',
      'release-24.11 go_1_22 minor-eol warning',
      'release-24.11 linux_6_11 minor-eol error',
      'master ruby_3_1 ends-during-release warning',
      'master erlang_25 ends-during-release warning',
      'master mariadb_105 ends-during-release warning',
      'master zabbix64 minor-eol error',
      'master zabbix50 ends-during-release warning',
      'release-24.11 zabbix64 minor-eol warning',
      'release-24.11 electron_32 minor-eol warning',
      'master nextcloud29 ends-during-release warning',
    ]);
  });

  it("lists python39 and nodejs_18 for removal before the branch-off, and not php81, which ends on 25.05's last day", () => {
    const run = runs.get('2025-03-27')!;
    expect(findingOf(run, 'master', 'python39').map((f) => f.message)).toEqual([
      'python39 reaches its end of life on 2025-10-31, before NixOS 25.05 ends its support on 2025-12-31: it leaves ' +
        'master before the branch-off on 2025-05-16. Remove python39 from master: leave a throw for it in pkgs/top-level/aliases.nix.',
    ]);
    expect(findingOf(run, 'master', 'nodejs_18').map((f) => f.fix?.edits.map((e) => e.kind))).toEqual([
      ['remove', 'throw'],
    ]);
    expect(findingOf(run, 'master', 'php81')).toEqual([]);
  });

  it("keeps postgresql_13 in 25.05 (PostgreSQL's November exception): not asked to leave before its branch-off", () => {
    expect(findingOf(runs.get('2025-03-27')!, 'master', 'postgresql_13')).toEqual([]);
  });

  it("projects Go 1.23's undecided end (its second newer release, six months after 1.24) and says so", () => {
    const [finding] = findingOf(runs.get('2025-03-27')!, 'master', 'go_1_23');
    expect(finding.message).toMatch(
      /^go_1_23 reaches its end of life on 2025-08-11 \(estimated\), before NixOS 25\.05/,
    );
    const go = runs.get('2025-03-27')!.result.families.find((f) => f.report.family.id === 'go')!;
    expect(go.report.upstream.notes).toContain(
      'go 1.23: its end is not decided upstream; projected on 2025-08-11, when the second newer release is due, 6 months after 1.24 (2025-02-11).',
    );
  });

  it('removes a non-LTS kernel past its end from the release branch too', () => {
    expect(findingOf(runs.get('2025-03-27')!, 'release-24.11', 'linux_6_11').map((f) => f.message)).toEqual([
      'linux_6_11 reached its end of life on 2024-12-05. Remove linux_6_11 and linuxPackages_6_11 from release-24.11.',
    ]);
  });

  it('asks release-24.11 to mark electron_32, ended and unmarked there; master marked it already (nothing to do)', () => {
    const run = runs.get('2025-03-27')!;
    expect(
      findingOf(run, 'release-24.11', 'electron_32').map((f) => `${f.severity}: ${f.fix?.edits[0]?.kind}`),
    ).toEqual(['warning: mark']);
    expect(findingOf(run, 'master', 'electron_32').map((f) => f.severity)).toEqual(['notice']);
  });

  it('keeps nextcloud28 on release-24.11 for the upgrade path, marked with eol = true', () => {
    expect(findingOf(runs.get('2025-03-27')!, 'release-24.11', 'nextcloud28').map((f) => f.severity)).toEqual([
      'notice',
    ]);
  });
});

describe('the outputs show a declared family as they show k3s', () => {
  it('--json: each finding with its family, its packaged version and the item it belongs to', () => {
    const json = JSON.parse(renderJson(runs.get('2025-03-27')!.result.report)) as Array<Record<string, unknown>>;
    expect(json.find((f) => f.attr === 'python39')).toEqual({
      rule: 'ends-during-release',
      severity: 'warning',
      branch: 'master',
      minor: '3.9',
      attr: 'python39',
      // The version its sourceVersion sets, as the catalogue declares it.
      packaged: '3.9.21',
      message: expect.stringMatching(/^python39 reaches its end of life on 2025-10-31/) as unknown,
      // Where its value is written, not the all-packages.nix inherit that names it.
      file: 'pkgs/development/interpreters/python/default.nix',
      line: expect.any(Number) as unknown,
      family: 'python',
      item: {
        subject: 'python39',
        fix: 'Remove python39 from master: leave a throw for it in pkgs/top-level/aliases.nix.',
      },
    });
  });

  it('the job summary: a section per family, its cycles, its upstream lifecycle and the projection it rests on', () => {
    const summary = runs.get('2025-03-27')!.result.summary;
    expect(summary).toContain('`go_1_23`');
    expect(summary).toContain('- Upstream lifecycle: `endoflife.date go`, from the local file');
    expect(summary).toContain('go 1.23: its end is not decided upstream; projected on 2025-08-11');
    // Projected ends are the notes', never "GA + 14 months", which is k3s's estimate.
    expect(summary).not.toMatch(/Go EOL dates not yet published/);
  });
});

describe('2025-10-02: what 25.11 (supported to 2026-06-30) must trim, three weeks before its feature freeze', () => {
  it('asks master and release-25.05', () => {
    expect(asked(runs.get('2025-10-02')!)).toEqual([
      'master postgresql_13 ends-during-release warning',
      'master php81 ends-during-release warning',
      'master nodejs_20 ends-during-release warning',
      'master go_1_24 ends-during-release warning',
      'release-25.05 go_1_23 minor-eol warning',
      'master linux_5_4 ends-during-release warning',
      'master ruby_3_2 ends-during-release warning',
      'master erlang_26 ends-during-release warning',
      'master zabbix72 ends-during-release warning',
      'release-25.05 electron_35 minor-eol warning',
      'master nextcloud30 minor-eol error',
      'release-25.05 nextcloud30 minor-eol warning',
    ]);
  });

  it('asks postgresql_13 to leave before the 25.11 branch-off, in November after its last minor', () => {
    expect(findingOf(runs.get('2025-10-02')!, 'master', 'postgresql_13')[0].message).toMatch(
      /^postgresql_13 reaches its end of life on 2025-11-13, before NixOS 25\.11 ends its support on 2026-06-30: it leaves master in November 2025, after its last release, before the branch-off on /,
    );
  });

  it('release-25.05 keeps postgresql_13 (the exception) and php81 (ends on its last day)', () => {
    const run = runs.get('2025-10-02')!;
    expect(findingOf(run, 'release-25.05', 'postgresql_13')).toEqual([]);
    expect(findingOf(run, 'release-25.05', 'php81')).toEqual([]);
  });

  it('asks release-25.05 to set eol = true; on nextcloud30, where its value is written', () => {
    expect(findingOf(runs.get('2025-10-02')!, 'release-25.05', 'nextcloud30')[0].message).toMatch(
      / Mark nextcloud30: set eol = true; in its binding in pkgs\/servers\/nextcloud\/default\.nix\.$/,
    );
  });
});

describe('endoflife.date answering 404 for one product', () => {
  const double = new EndOfLifeDouble();
  beforeAll(async () => {
    await double.start();
    const folder = path.join(ROOT, '2025-03-27', 'endoflife');
    for (const file of readdirSync(folder).filter((f) => f !== 'zabbix.json'))
      double.setProduct(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(folder, file), 'utf8')));
  });
  afterAll(() => double.stop());

  it("is one error of that family's declaration for the run, naming the product and the catalogue, and leaves every other family's findings as they were", async () => {
    const client = createEndOfLifeClient({ baseUrl: double.url, retries: 0 });
    const local = localSources({ trees: new Map([['release-24.11', path.join(ROOT, '2025-03-27', 'release-24.11')]]) });
    const sources: DataSources = {
      ...local,
      endOfLife: ({ product, log }) => fetchProductLifecycle(client, product).then((l) => sayLifecycle(l, log)),
    };
    const run = await runDay('2025-03-27', sources);
    const recorded = runs.get('2025-03-27')!;
    expect(asked(run).filter((line) => !line.includes('declaration-mismatch'))).toEqual(
      asked(recorded).filter((line) => !/ zabbix\d+ /.test(line)),
    );
    // Said once, by the declaration's error: not as a warning of the log, nor as an unknown lifecycle besides.
    expect(run.warnings.filter((w) => w.includes('zabbix'))).toEqual([]);
    expect(run.result.report.shared).toEqual([]);
    const zabbix = run.result.families.find((f) => f.report.family.id === 'zabbix')!;
    expect(zabbix.report.audits.map((a) => a.findings.map((f) => `${a.branch.name} ${f.rule} ${f.severity}`))).toEqual([
      ['master declaration-mismatch error'],
      [],
    ]);
    expect(zabbix.report.audits[0].findings[0].message).toBe(
      'endoflife.date has no product "zabbix" (HTTP 404), which families/catalogue.yaml names as the lifecycle of ' +
        'Zabbix: no end of its cycles is known this run, so nothing that needs one is decided. Name its product in a ' +
        'families file of your own (--families-file), and report it to k3s-release-guard.',
    );
    expect(double.exchanges.filter((e) => e.path.endsWith('/zabbix')).map((e) => e.answer?.status)).toEqual([404]);
  });
});

it('the demo audits every family of the catalogue with packages all: k3s and rke2 as before, every lifecycle from its recorded answer', async () => {
  const example = demo();
  const given: Record<string, string> = { ...example.options, packages: 'all' };
  const warnings: string[] = [];
  const result = await runGuard({
    options: readRunOptions((name) => given[name] ?? ''),
    checkout: localTree(example.nixpkgsPath),
    sources: localSources(example.local),
    context: {},
    log: { group: (_title, work) => work(), info: () => undefined, warning: (m) => warnings.push(m) },
    checkoutOnly: true,
    words: cliWords(true),
  });
  expect(result.families.map((f) => f.report.family.id)).toEqual(['k3s', 'rke2', ...DECLARED.split(', ')]);
  const [k3s, rke2] = result.families;
  expect(k3s.report.audits[0].findings.length).toBeGreaterThan(0);
  expect(rke2.report.audits[0].findings.length).toBeGreaterThan(0);
  // The demo records endoflife.date's answer of its day for every product of the catalogue: no lifecycle is unknown,
  // nothing is warned; the families its trees do not package are said once, as not in the tree.
  expect(warnings).toEqual([]);
  for (const family of result.families.slice(2)) expect(family.report.upstream.unknown).toBeUndefined();
  expect(result.report.shared.map((n) => n.kind)).toEqual(['not-in-tree']);
  const packaged = ['postgresql', 'nodejs', 'python'];
  for (const family of result.families.filter((f) => packaged.includes(f.report.family.id)))
    expect(family.report.audits[0].findings.map((f) => f.severity)).not.toContain('notice');
});
