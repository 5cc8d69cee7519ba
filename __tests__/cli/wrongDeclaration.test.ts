// A wrong declaration is loud (issue 29, section 3): the CLI in process, with
// a families file of one's own, on the demo and on a tree of one's own (Zabbix,
// LTS only: __tests__/fixtures/declarations/zabbix-lts), endoflife.date served
// by its double on loopback (a product it does not have answers 404 with the
// site's HTML page, as the real API does). Each mistake is said once a run:
// a product endoflife.date does not have is an error, what the file names and
// no branch audited has is a warning, two families claiming one attribute and
// an empty file stop the run with one line (exit 2), and a team is written
// either way and mentioned as @org/team.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DAY } from '../../src/cli/demo.js';
import { EXIT } from '../../src/cli/usage.js';
import { EndOfLifeDouble } from '../double/endoflifeDouble.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { ROOT } from '../e2e/support/upstreamData.js';

const ZABBIX = path.join(ROOT, '__tests__/fixtures/declarations/zabbix-lts');
const ZABBIX_ANSWER = path.join(ROOT, '__tests__/fixtures/families/2025-10-02/endoflife/zabbix.json');
const DEMO = path.join(ROOT, 'demo');

interface JsonFinding {
  rule: string;
  severity: string;
  branch: string;
  family: string;
  message: string;
  file?: string;
}

const endoflife = new EndOfLifeDouble();
let folder: string;

beforeAll(async () => {
  endoflife.setProduct('zabbix', JSON.parse(readFileSync(ZABBIX_ANSWER, 'utf8')));
  const recorded = path.join(DEMO, 'recorded/endoflife');
  for (const file of readdirSync(recorded).filter((f) => f.endsWith('.json')))
    endoflife.setProduct(file.replace(/\.json$/, ''), JSON.parse(readFileSync(path.join(recorded, file), 'utf8')));
  await endoflife.start();
  folder = mkdtempSync(path.join(tmpdir(), 'wrong-declaration-'));
});
afterAll(async () => {
  await endoflife.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The CLI from a folder holding own.yaml (`own`), named as typed: own.yaml. */
async function cli(own: string, args: string[]) {
  writeFileSync(path.join(folder, 'own.yaml'), own);
  const run = await runCliInProcess(
    ['--families-file', 'own.yaml', '--endoflife-url', endoflife.url, ...args],
    {},
    folder,
  );
  const json = args.includes('--json') && run.code !== EXIT.usage ? (JSON.parse(run.stdout) as JsonFinding[]) : [];
  return { ...run, json };
}

/** Zabbix on 2026-04-20 (26.05's trim list is open), master and release-25.11, every branch audited, read locally. */
const ON_ZABBIX = [
  '--packages',
  'zabbix',
  '--now',
  '2026-04-20',
  '--tree',
  `release-25.11=${ZABBIX}/release-25.11`,
  '--tree',
  `25.11=${ZABBIX}/release-25.11`,
  '--all-branches',
  `${ZABBIX}/master`,
];

/** The demo's trees on its day, PostgreSQL alone, every branch audited, read locally (not --demo: that is offline). */
const ON_DEMO = [
  '--packages',
  'postgresql',
  '--now',
  DEMO_DAY,
  '--tree',
  `release-26.05=${DEMO}/branches/release-26.05`,
  '--tree',
  `release-26.11=${DEMO}/branches/release-26.11`,
  '--tree',
  `26.05=${DEMO}/tags/26.05`,
  '--all-branches',
  `${DEMO}/nixpkgs`,
];

/** Zabbix as the repository keeps it: LTS cycles only. */
const LTS_ONLY = 'families:\n  - id: zabbix\n    policy: { kind: lts-only }\n';

const ofRule = (findings: readonly JsonFinding[], rule: string): JsonFinding[] =>
  findings.filter((f) => f.rule === rule);

describe('a product endoflife.date does not have: one error finding a run', () => {
  it('on a tree of its own: named with the file that named it, on the checkout branch alone; the run fails', async () => {
    const asked = endoflife.asked().length;
    const run = await cli(`${LTS_ONLY}    lifecycle: { endoflife: zabix }\n`, [...ON_ZABBIX, '--json']);
    expect(run.code).toBe(EXIT.findings);
    expect(run.json.map((f) => `${f.branch} ${f.rule} ${f.severity}`)).toEqual(['master declaration-mismatch error']);
    expect(run.json[0]).toMatchObject({ family: 'zabbix', file: 'own.yaml' });
    expect(run.json[0].message).toMatch(
      /^endoflife\.date has no product "zabix" \(HTTP 404\), which own\.yaml names as the lifecycle of Zabbix: /,
    );
    // Asked once, answered with the site's page; nothing of it on stderr: the finding says it.
    expect(endoflife.asked().slice(asked)).toEqual(['zabix']);
    expect(endoflife.exchanges.at(-1)?.answer).toMatchObject({ status: 404, text: expect.stringContaining('<html') });
    expect(run.stderr).toBe('');
    // Below fail-on, the run passes.
    expect(
      (await cli(`${LTS_ONLY}    lifecycle: { endoflife: zabix }\n`, [...ON_ZABBIX, '--fail-on', 'never'])).code,
    ).toBe(EXIT.ok);
  });

  it("on the demo: in the terminal once, in the master dashboard and in the family's part of the trim list", async () => {
    const own = 'families:\n  - id: postgresql\n    lifecycle: { endoflife: postgres }\n';
    const terminal = await cli(own, ON_DEMO);
    expect(terminal.code).toBe(EXIT.findings);
    expect(terminal.stdout.match(/has no product "postgres"/g)).toHaveLength(1);
    const preview = await cli(own, [...ON_DEMO, '--preview']);
    const issues = preview.stdout.split(/^=== Issue \d+ of \d+: /m);
    const dashboard = issues.find((i) => i.includes('Title: PostgreSQL release guard: master'))!;
    expect(dashboard).toContain('endoflife.date has no product "postgres" (HTTP 404), which own.yaml names');
    const trim = issues.find((i) => i.includes('Title: NixOS 26.11: versioned packages to trim'))!;
    expect(trim).toMatch(
      /### PostgreSQL\n\n[^\n]+\n\n\*\*Fix its declaration first\*\*\n\n- endoflife\.date has no product "postgres"/,
    );
    expect(trim).not.toContain('Nothing to trim');
    for (const issue of issues.filter((i) => i.includes('release guard: release-')))
      expect(issue).not.toContain('has no product');
  });

  it('offline, a product with no recorded answer stays unknown: no error, nothing that needs an end decided', async () => {
    const run = await cli('families:\n  - id: postgresql\n    lifecycle: { endoflife: postgres }\n', [
      '--demo',
      '--packages',
      'postgresql',
      '--json',
    ]);
    expect(run.code).toBe(EXIT.ok);
    expect(ofRule(run.json, 'declaration-mismatch')).toEqual([]);
    expect(run.json.map((f) => `${f.rule} ${f.severity}`)).toEqual(['minor-eol notice']);
  });
});

describe("what one's own file names and no branch audited has: one warning each, said once", () => {
  it('a template that matches no attribute (zabbix_{major}_{minor}), on the tree of its own', async () => {
    const run = await cli(`${LTS_ONLY}    attributes: ['zabbix_{major}_{minor}']\n`, [...ON_ZABBIX, '--json']);
    expect(run.code).toBe(EXIT.ok);
    // zabbix = zabbix60; names none of the family's attributes either: unknown, said once.
    expect(run.json.map((f) => `${f.branch} ${f.rule} ${f.severity}`)).toEqual([
      'master declaration-mismatch warning',
      'master default-unknown notice',
    ]);
    expect(run.json[0].message).toMatch(
      /^The template zabbix_\{major\}_\{minor\} of own\.yaml matches no attribute on master or release-25\.11, /,
    );
  });

  it("a template that matches no attribute, on the demo; the shipped catalogue's families the demo lacks stay notices", async () => {
    const run = await cli("families:\n  - id: postgresql\n    attributes: ['postgres_{cycle}']\n", [
      ...ON_DEMO,
      '--json',
    ]);
    expect(ofRule(run.json, 'declaration-mismatch').map((f) => `${f.branch} ${f.severity}`)).toEqual([
      'master warning',
    ]);
    expect(ofRule(run.json, 'layout-unrecognized')).toEqual([]);
    const shipped = await cli(LTS_ONLY, [...ON_DEMO.slice(0, 1), 'zabbix', ...ON_DEMO.slice(2), '--json']);
    expect(ofRule(shipped.json, 'declaration-mismatch')).toEqual([]);
    expect(new Set(shipped.json.map((f) => f.severity))).toEqual(new Set(['notice']));
  });

  it('a declared file missing on every branch, on the tree of its own and on the demo; the family is still audited', async () => {
    const missing = 'pkgs/servers/monitoring/zabbix/default.nix';
    const run = await cli(`${LTS_ONLY}    files: [pkgs/top-level/all-packages.nix, ${missing}]\n`, [
      ...ON_ZABBIX,
      '--json',
    ]);
    const said = ofRule(run.json, 'declaration-mismatch');
    expect(said.map((f) => `${f.branch} ${f.severity}`)).toEqual(['master warning']);
    expect(said[0].message).toMatch(
      new RegExp(
        `^own\\.yaml declares ${missing} for Zabbix, and no branch audited has it \\(master or release-25\\.11\\)`,
      ),
    );
    expect(run.json.filter((f) => f.message.includes(missing))).toEqual(said);
    // Its attributes are still read from the file that is there: zabbix74 is not LTS.
    expect(ofRule(run.json, 'not-lts').map((f) => f.branch)).toEqual(['master']);

    const demo = await cli(
      'families:\n  - id: postgresql\n    files: [pkgs/top-level/all-packages.nix, pkgs/servers/sql/postgresql/packages.nix]\n',
      [...ON_DEMO, '--json'],
    );
    expect(ofRule(demo.json, 'declaration-mismatch').map((f) => `${f.branch} ${f.severity}`)).toEqual([
      'master warning',
    ]);
  });

  it("cycle names that are none of the product's (zabbix{cycle} names 60, endoflife.date 6.0): one warning, no notice a cycle", async () => {
    const run = await cli(`${LTS_ONLY}    attributes: ['zabbix{cycle}']\n`, [...ON_ZABBIX, '--json']);
    expect(run.json.map((f) => `${f.branch} ${f.rule} ${f.severity}`)).toEqual(['master declaration-mismatch warning']);
    expect(run.json[0].message).toMatch(
      /^None of the cycles the attributes of Zabbix name \(50, 60, 64, 70 and 2 more\) is a cycle of endoflife\.date's zabbix \(7\.4, 7\.2, 7\.0, 6\.0 and 1 older\)/,
    );
    const demo = await cli('families:\n  - id: postgresql\n    lifecycle: { endoflife: python }\n', [
      ...ON_DEMO,
      '--json',
    ]);
    expect(ofRule(demo.json, 'declaration-mismatch').map((f) => `${f.branch} ${f.severity}`)).toEqual([
      'master warning',
    ]);
    expect(ofRule(demo.json, 'minor-eol').filter((f) => f.severity === 'notice')).toEqual([]);
  });
});

describe('a families file that cannot be used stops the run: exit 2, one line ending in one full stop', () => {
  it.each([
    [
      'two families claiming one attribute, on the tree of its own',
      "families:\n  - id: zabbix-lts\n    name: Zabbix LTS\n    attributes: ['zabbix{major:1}{minor}']\n    files: [pkgs/top-level/all-packages.nix]\n    lifecycle: { endoflife: zabbix }\n    policy: { kind: lts-only }\n",
      ON_ZABBIX,
      'k3s-release-guard: --families-file own.yaml: family "zabbix-lts": field "attributes[0]": zabbix{major:1}{minor} claims zabbix11, which family "zabbix" (families/catalogue.yaml) claims with zabbix{major:1}{minor}; an attribute is one family\'s: to change zabbix, override it by its id.',
    ],
    [
      'two families claiming one attribute, on the demo',
      "families:\n  - id: pg\n    name: PG\n    attributes: ['postgresql_{cycle}']\n    files: [pkgs/top-level/all-packages.nix]\n    lifecycle: { endoflife: postgresql }\n    policy: { kind: before-branch-off }\n",
      ON_DEMO,
      'k3s-release-guard: --families-file own.yaml: family "pg": field "attributes[0]": postgresql_{cycle} claims postgresql_1, which family "postgresql" (families/catalogue.yaml) claims with postgresql_{cycle}; an attribute is one family\'s: to change postgresql, override it by its id.',
    ],
    ['an empty file', '', ON_ZABBIX, 'k3s-release-guard: --families-file own.yaml is empty.'],
    ['a file of comments', '# our families, soon\n', ON_DEMO, 'k3s-release-guard: --families-file own.yaml is empty.'],
    [
      'a schema whose description ends with its own full stop',
      'families:\n',
      ON_DEMO,
      expect.stringMatching(
        /^k3s-release-guard: --families-file own\.yaml: field "families": null is not a list; one entry per family\. .* keeps the others\.$/,
      ) as unknown as string,
    ],
  ])('%s', async (_case, own, args, line) => {
    const run = await cli(own, args);
    expect(run.code).toBe(EXIT.usage);
    expect(run.stdout).toBe('');
    expect(run.stderr.split('\n').filter(Boolean)).toEqual([line]);
    expect(run.stderr.trimEnd()).toMatch(/[^.]\.$/);
  });
});

describe('a team, written NixOS/x or @NixOS/x, in a families file and in the inputs alike', () => {
  /** The trim list's mention comment in a preview. */
  const mention = (preview: string): string | undefined => /^(@\S+ \([^)]*\)):/m.exec(preview)?.[1];

  it.each(['NixOS/zabbix', '@NixOS/zabbix'])(
    'team: %s in the families file is mentioned as @NixOS/zabbix',
    async (team) => {
      const run = await cli(`${LTS_ONLY}    team: '${team}'\n`, [...ON_ZABBIX, '--preview']);
      expect(mention(run.stdout)).toBe('@NixOS/zabbix (Zabbix)');
    },
  );

  it.each(['NixOS/k3s-maintainers', '@NixOS/k3s-maintainers'])(
    '--k3s-team %s is mentioned as @NixOS/k3s-maintainers',
    async (team) => {
      const run = await runCliInProcess(['--demo', '--mode', 'feature-freeze', '--preview', '--k3s-team', team]);
      expect(run.stdout).toMatch(/^@NixOS\/k3s-maintainers /m);
      expect(run.stdout).not.toContain('@@');
    },
  );
});
