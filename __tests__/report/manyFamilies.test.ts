// A run of many families, as the release manager reads it: each family said
// once and short when it has nothing to do (a line in the terminal, a collapsed
// section in the job summary), a notice many families share said once for the
// run naming them, and the last line counting the families instead of naming
// fourteen. The job summary is also rendered by GitHub's engine (cmark-gfm),
// where it is installed, to see the collapsed sections are HTML and not text.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import type { AuditReport } from '../../src/domain/audit.js';
import type { Finding } from '../../src/domain/types.js';
import { familyReport } from '../../src/report/model.js';
import { runReport, type RunReport } from '../../src/report/runReport.js';
import { renderRunSummary } from '../../src/report/runSummary.js';
import { renderTerminal } from '../../src/report/terminal.js';
import { buildReport, itemsOf, masterAudit, stableAudit } from './builders.js';

const DECLARED: Array<[string, string]> = [
  ['postgresql', 'PostgreSQL'],
  ['php', 'PHP'],
  ['nodejs', 'Node.js'],
  ['python', 'Python'],
  ['go', 'Go'],
  ['linux', 'Linux'],
  ['ruby', 'Ruby'],
  ['erlang', 'Erlang/OTP'],
  ['mariadb', 'MariaDB'],
  ['zabbix', 'Zabbix'],
  ['electron', 'Electron'],
  ['nextcloud', 'Nextcloud'],
  ['rke2', 'rke2'],
];
const WHY = (product: string): string => `not read offline; give --endoflife DIR holding ${product}.json`;

/** minor-eol's one notice of a branch whose family's lifecycle is unknown this run. */
function lifecycleUnknown(name: string, product: string, branch: string): Finding {
  return {
    rule: 'minor-eol',
    severity: 'notice',
    branch,
    message:
      `Not checked which ${name} cycles on ${branch} have reached their end of life: ` +
      `the lifecycle of ${product} is unknown this run (${WHY(product)}).`,
  };
}

/** A family packaged on release-24.11 with nothing to do there, its lifecycle unknown (`unknown`) or known. */
function declared(id: string, name: string, options: { unknown?: boolean; own?: Finding[] } = {}): AuditReport {
  const base = buildReport();
  const audit = stableAudit();
  const findings = [
    ...(options.unknown === false ? [] : [lifecycleUnknown(name, id, audit.branch.name)]),
    ...(options.own ?? []),
  ];
  Object.assign(audit, { findings, workItems: itemsOf(findings) });
  return buildReport({
    family: { ...base.family, id, name },
    audits: [audit],
    upstream: {
      ...base.upstream,
      endOfLife: { product: id },
      ...(options.unknown === false ? {} : { unknown: WHY(id) }),
    },
  });
}

function run(reports: readonly AuditReport[]): RunReport {
  return runReport(reports.map((report) => familyReport(report)));
}

/** k3s with work on master, then thirteen families whose lifecycle is unknown; Nextcloud with a notice of its own. */
function fourteen(): RunReport {
  const own: Finding = {
    rule: 'layout-unrecognized',
    severity: 'notice',
    branch: 'release-24.11',
    message: 'Nextcloud reads pkgs/servers/nextcloud/packages/31.json: not in this tree; its version is not read.',
    file: 'pkgs/servers/nextcloud/packages/31.json',
  };
  return run([
    buildReport({ audits: [masterAudit()] }),
    ...DECLARED.map(([id, name]) => declared(id, name, id === 'nextcloud' ? { own: [own] } : {})),
  ]);
}

describe('the terminal report of fourteen families', () => {
  const plain = renderTerminal(fourteen(), { color: false }, 'Next: --preview.');
  const lines = plain.trimEnd().split('\n');

  test('says an unknown lifecycle once for the run, naming the families, never once per family', () => {
    expect(plain).not.toContain('Not checked which');
    const shared = lines.filter((line) => line.includes('unknown this run'));
    expect(shared).toEqual([
      '  notice   The lifecycles of 13 families are unknown this run (not read offline; give --endoflife DIR ' +
        'holding <product>.json): not checked which of their cycles have ended or end during the release: ' +
        DECLARED.map(([, name]) => name).join(', ') +
        '.',
    ]);
    expect(lines.filter((line) => line === 'Notices for the run')).toHaveLength(1);
  });

  test('gives a family with nothing to do one line, and keeps a notice one family alone has in its section', () => {
    for (const [id, name] of DECLARED) {
      const said = lines.filter((line) => line.startsWith(`${name}: `) || line.startsWith(`${name} · `));
      if (id === 'nextcloud') {
        expect(said).toEqual(['Nextcloud · release-24.11 · stable, supported · NixOS 24.11: clean (2 notices)']);
        expect(plain).toContain('Nextcloud reads pkgs/servers/nextcloud/packages/31.json: not in this tree');
      } else expect(said).toEqual([`${name}: clean on release-24.11 (k3s_1_31)`]);
    }
    // k3s, with work, keeps its section.
    expect(lines).toContain('k3s · master · unstable · next NixOS 25.05: 1 error, 1 warning, 1 notice');
  });

  test('counts the families on its last lines instead of naming fourteen', () => {
    expect(lines.slice(-2)).toEqual([
      '2 branches audited for 14 families: 1 error, 1 warning, 15 notices',
      'Next: --preview.',
    ]);
  });

  test('fits 80 columns', () => {
    const wrapped = renderTerminal(fourteen(), { color: false, width: 80 }).trimEnd().split('\n');
    expect(wrapped.filter((line) => [...line].length > 80)).toEqual([]);
    expect(wrapped.join(' ').replace(/\s+/g, ' ')).toContain(DECLARED.map(([, name]) => name).join(', '));
  });

  test('an unknown lifecycle of one family alone is said once for the run too, never once a branch', () => {
    const out = renderTerminal(run([buildReport({ audits: [masterAudit()] }), declared('php', 'PHP')]), {
      color: false,
    });
    expect(out).toContain('Notices for the run');
    expect(out.replace(/\s+/g, ' ')).toContain(
      'The lifecycle of PHP is unknown this run (not read offline; give --endoflife DIR holding <product>.json): ' +
        'not checked which of its cycles have ended or end during the release.',
    );
    expect(out).not.toContain('Not checked which PHP cycles');
    expect(out.match(/unknown this run/g)).toHaveLength(1);
  });
});

describe('the attributes whose pull requests no search of the run held', () => {
  /** A family audited on master and release-24.11, both with pull requests read, and these attributes left. */
  const left = (report: AuditReport, notSearched: string[]): AuditReport => ({
    ...report,
    audits: report.audits.map((audit) => ({ ...audit, pullRequests: { open: [], owed: [], notRead: 0 } })),
    pullRequests: { pulls: [], notRead: 0, notSearched },
  });
  const both = run([
    left(buildReport(), ['k3s_1_30']),
    { ...declared('php', 'PHP', { unknown: false }), pullRequests: { pulls: [], notRead: 0 } },
    left(declared('zabbix', 'Zabbix', { unknown: false }), ['zabbix60', 'zabbix72']),
  ]);
  const sentence = (names: string) =>
    `The pull requests of ${names} were not searched for: a run makes at most 3 searches of 6 names.`;

  test('are said once for the run in the terminal, naming every family’s, never once a branch', () => {
    const out = renderTerminal(both, { color: false }).replace(/\s+/g, ' ');
    expect(out.match(/were not searched for/g)).toHaveLength(1);
    expect(out).toContain(sentence('k3s_1_30, zabbix60, zabbix72'));
  });

  test('are said once in the job summary, each attribute as code', () => {
    const markdown = renderRunSummary(both);
    expect(markdown.match(/were not searched for/g)).toHaveLength(1);
    expect(markdown).toContain(`## Notices for the run\n\n- ℹ️ ${sentence('`k3s_1_30`, `zabbix60`, `zabbix72`')}\n`);
  });

  test('are not said when the searches held every name', () => {
    const none = run([buildReport({ pullRequests: { pulls: [], notRead: 0 } })]);
    expect(renderRunSummary(none)).not.toContain('were not searched for');
  });
});

describe('the job summary of fourteen families', () => {
  const markdown = renderRunSummary(fourteen());

  test('has one section per family, collapsed when the family has nothing to do', () => {
    for (const [id, name] of [['k3s', 'k3s'], ...DECLARED]) {
      expect(markdown.split(`# ${name} release guard\n`)).toHaveLength(2);
      const collapsed = markdown.includes(`<summary>✅ <strong>${name}</strong>: clean on 1 branch</summary>`);
      expect(collapsed).toBe(id !== 'k3s' && id !== 'nextcloud');
    }
    expect(markdown.match(/^<details>\n<summary>✅ /gm)).toHaveLength(12);
    // Every details element closes, the sections' own ("Where the facts came from") too.
    expect(markdown.match(/<details>/g)?.length).toBe(markdown.match(/<\/details>/g)?.length);
  });

  test('says an unknown lifecycle once, at the end, naming the families', () => {
    expect(markdown).not.toContain('Not checked which');
    expect(markdown.match(/unknown this run/g)).toHaveLength(1);
    expect(markdown).toContain(
      '## Notices for the run\n\n- ℹ️ The lifecycles of 13 families are unknown this run (not read offline; give ' +
        '--endoflife DIR holding `<product>.json`): not checked which of their cycles have ended or end during the release: ' +
        `${DECLARED.map(([, name]) => name).join(', ')}.\n`,
    );
  });

  test('one family alone: its job summary as before, nothing collapsed', () => {
    const one = renderRunSummary(run([declared('php', 'PHP')]));
    expect(one).not.toContain('<details>\n<summary>');
    expect(one).toContain('## Notices for the run\n\n- ℹ️ The lifecycle of PHP is unknown this run');
    expect(one.match(/unknown this run/g)).toHaveLength(1);
  });

  const cmark = spawnSync('cmark-gfm', ['--version'], { encoding: 'utf8' });
  (cmark.status === 0 ? test : test.skip)(
    "GitHub's engine (cmark-gfm) makes each collapsed section a details element, its line the summary",
    () => {
      const html = spawnSync('cmark-gfm', ['--unsafe', '-e', 'table', '-e', 'tasklist', '-e', 'autolink'], {
        input: markdown,
        encoding: 'utf8',
      }).stdout;
      expect(html.match(/<details>\n<summary>✅ /g)).toHaveLength(12);
      expect(html.match(/<details>/g)?.length).toBe(html.match(/<\/details>/g)?.length);
      expect(html).not.toContain('&lt;details');
      expect(html).toContain('<summary>✅ <strong>Python</strong>: clean on 1 branch</summary>');
      // The section inside is Markdown still: its heading is a heading.
      expect(html).toContain('<h1>Python release guard</h1>');
    },
  );
});
