// evaluate runs exactly the rule table it is handed, and the rules word their
// findings with the family they are handed.
import { describe, expect, it } from '@jest/globals';
import type { Finding, PackagedState, UpstreamFacts } from '../../src/domain/types.js';
import { parseVersion } from '../../src/domain/version.js';
import { evaluate } from '../../src/evaluate/evaluate.js';
import type { Rule } from '../../src/evaluate/ruleContext.js';
import type { RuleTable } from '../../src/evaluate/ruleTable.js';
import { K3S_RULES } from '../../src/families/policies/k3s.js';
import { minorMissing } from '../../src/evaluate/rules/minor-missing.js';
import { MK8S, MK8S_FOLDERS, MK8S_RELEASES } from '../families/madeUpFamily.js';
import { branchDefault, input, line, MASTER, packaged, stableBranch, summary, upstream } from './builders.js';

const UP = {
  '1.9': line('1.9.5+k3s2', '2024-09-10'),
  '1.10': line('1.10.3+k3s1', '2025-06-28'),
  '1.11': line('1.11.1+k3s1', '2025-10-28'),
};
// On master: 1.9 is behind and not the newest, 1.10 is missing, 1.11 is packaged.
const MASTER_INPUT = {
  now: '2024-09-01',
  packaged: packaged({ minors: { '1.9': '1.9.4+k3s1', '1.11': '1.11.1+k3s1' }, default: '1.9' }),
  upstream: upstream(UP),
  others: { currentStableDefault: branchDefault('release-24.05', '1.9', ['1.9']) },
};

const table = (unstable: readonly Rule[]): RuleTable => ({ unstable, 'pre-release': [], supported: [], retired: [] });

describe('the rule table handed to evaluate', () => {
  it('is exactly what runs: a table of one made-up rule yields its finding and nothing of k3s', () => {
    const only: Rule = (context) => [
      context.finding({ rule: 'branch-retired', severity: 'notice', message: `made up for ${context.branch.name}` }),
    ];
    const findings = evaluate({ ...input(MASTER_INPUT), rules: table([only]) }).findings;
    expect(findings).toEqual([
      { rule: 'branch-retired', severity: 'notice', branch: 'master', message: 'made up for master' },
    ]);
  });

  it('leaves a rule out when the table does: k3s without minor-missing reports no missing minor', () => {
    const k3s = evaluate(input(MASTER_INPUT)).findings;
    expect(summary(k3s)).toContain('minor-missing error 1.10');
    const without = evaluate({
      ...input(MASTER_INPUT),
      rules: table(K3S_RULES.unstable.filter((rule) => rule !== minorMissing)),
    }).findings;
    expect(summary(without)).toEqual(summary(k3s).filter((s) => !s.startsWith('minor-missing')));
  });

  it("runs the table's rules of the branch's phase only", () => {
    const tagged =
      (tag: string): Rule =>
      (context) => [context.finding({ rule: 'branch-retired', severity: 'notice', message: tag })];
    const rules: RuleTable = {
      unstable: [tagged('unstable')],
      'pre-release': [tagged('pre-release')],
      supported: [tagged('supported')],
      retired: [tagged('retired')],
    };
    const messages = (branch: typeof MASTER, now: string): string[] =>
      evaluate({ ...input({ ...MASTER_INPUT, branch, now }), rules }).findings.map((f: Finding) => f.message);
    expect(messages(MASTER, '2024-09-01')).toEqual(['unstable']);
    expect(messages(stableBranch('24.11'), '2024-11-20')).toEqual(['pre-release']);
    expect(messages(stableBranch('24.05'), '2024-09-01')).toEqual(['supported']);
    expect(messages(stableBranch('24.05'), '2025-03-01')).toEqual(['retired']);
  });
});

describe('rules of another family', () => {
  const version = (text: string) => parseVersion(MK8S_FOLDERS, text)!;
  const mk8sPackaged: PackagedState = {
    layout: 'per-minor-versions',
    minors: [
      {
        minor: '1.9',
        attr: 'mk8s_1_9',
        version: version('1.9.5+mk8sr1'),
        location: { file: `${MK8S.layout.folder}/1_9/versions.nix`, line: 2 },
      },
      {
        minor: '1.11',
        attr: 'mk8s_1_11',
        version: version('1.11.1+mk8sr1'),
        location: { file: `${MK8S.layout.folder}/1_11/versions.nix`, line: 2 },
      },
    ],
    defaultAttr: 'mk8s_1_9',
    defaultMinor: '1.9',
    defaultLocation: { file: 'pkgs/top-level/all-packages.nix', line: 40 },
    problems: [],
  };

  // The same upstream history, tagged as the family tags its versions.
  const k3sUpstream = upstream(UP);
  const mk8sUpstream: UpstreamFacts = {
    ...k3sUpstream,
    repository: MK8S_RELEASES.repository,
    minors: new Map(
      [...k3sUpstream.minors].map(([minor, lifecycle]) => [
        minor,
        {
          ...lifecycle,
          releases: lifecycle.releases.map((r) => ({
            ...r,
            version: version(r.version.text.replace('+k3s', '+mk8sr')),
          })),
        },
      ]),
    ),
  };

  it('speak its names, never k3s', () => {
    const findings = evaluate({
      ...input({ ...MASTER_INPUT, packaged: mk8sPackaged, upstream: mk8sUpstream }),
      family: MK8S,
    }).findings;
    expect(summary(findings)).toEqual([
      'minor-missing error 1.10',
      'default-not-newest warning 1.9',
      'eol-soon warning 1.9',
      'patch-behind warning 1.9',
    ]);
    const missing = findings.find((f) => f.rule === 'minor-missing')!;
    expect(missing).toMatchObject({ minor: '1.10', attr: 'mk8s_1_10' });
    expect(missing.message).toMatch(
      /^mk8s 1\.10 is supported upstream .* but master has no mk8s_1_10\. Add mk8s_1_10 in pkgs\/applications\/networking\/cluster\/mk8s\/1_10\//,
    );
    const alias = findings.find((f) => f.rule === 'default-not-newest')!;
    expect(alias).toMatchObject({ attr: 'mk8s', packaged: 'mk8s_1_9', expected: 'mk8s_1_11' });
    expect(alias.message).toBe(
      'mk8s points to mk8s_1_9 (1.9.5+mk8sr1), but the newest packaged minor is mk8s_1_11. Point mk8s to mk8s_1_11 in pkgs/top-level/all-packages.nix.',
    );
    for (const finding of findings) expect(`${finding.attr ?? ''} ${finding.message}`).not.toMatch(/k3s/);
  });
});
