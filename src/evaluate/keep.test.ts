// `keep` pins turn the removal findings of a minor (minor-eol, minor-superseded,
// extra-at-release, eol-during-next) into notices that quote the reason.
import { describe, expect, it } from '@jest/globals';
import { evaluate } from './evaluate.js';
import type { Branch, Minor, OtherBranchFacts, RuleId } from '../domain/types.js';
import {
  branchDefault,
  input,
  line,
  MASTER,
  packaged,
  stableBranch,
  summary,
  upstream,
  type PackagedSpec,
} from '../../__tests__/evaluate/builders.js';

const REASON = 'Rancher 2.7 supports at most 1.28';
const UP = {
  '1.28': line('1.28.15+k3s1', '2024-10-28'),
  '1.29': line('1.29.10+k3s1', '2025-02-28'),
  '1.30': line('1.30.6+k3s1', '2025-06-28'),
};

interface Row {
  rule: RuleId;
  branch: Branch;
  now: string;
  pkg: PackagedSpec;
  others: OtherBranchFacts;
  severity: 'error' | 'warning';
}

const rows: Array<[string, Row]> = [
  [
    'minor-eol on unstable',
    {
      rule: 'minor-eol',
      branch: MASTER,
      now: '2024-11-01',
      pkg: { minors: { '1.28': '1.28.15+k3s1', '1.30': '1.30.6+k3s1' }, default: '1.30' },
      others: { currentStableDefault: branchDefault('release-24.05', '1.28') },
      severity: 'error',
    },
  ],
  [
    'minor-superseded on unstable',
    {
      rule: 'minor-superseded',
      branch: MASTER,
      now: '2024-09-01',
      pkg: { minors: { '1.28': '1.28.15+k3s1', '1.30': '1.30.6+k3s1' }, default: '1.30' },
      others: { currentStableDefault: branchDefault('release-24.05', '1.29') },
      severity: 'error',
    },
  ],
  [
    'eol-during-next on unstable, inside the feature-freeze window of 24.11',
    {
      rule: 'eol-during-next',
      branch: MASTER,
      now: '2024-10-20',
      pkg: { minors: { '1.28': '1.28.15+k3s1', '1.30': '1.30.6+k3s1' }, default: '1.30' },
      others: { currentStableDefault: branchDefault('release-24.05', '1.28') },
      severity: 'warning',
    },
  ],
  [
    'extra-at-release before a release',
    {
      rule: 'extra-at-release',
      branch: stableBranch('24.11'),
      now: '2024-11-20',
      pkg: { minors: { '1.28': '1.28.15+k3s1', '1.30': '1.30.6+k3s1' }, default: '1.30' },
      others: {},
      severity: 'error',
    },
  ],
  [
    'minor-eol before a release',
    {
      rule: 'minor-eol',
      branch: stableBranch('24.11'),
      now: '2024-11-20',
      pkg: { minors: { '1.28': '1.28.15+k3s1', '1.30': '1.30.6+k3s1' }, default: '1.30' },
      others: {},
      severity: 'error',
    },
  ],
  [
    'minor-eol on a supported stable branch',
    {
      rule: 'minor-eol',
      branch: stableBranch('24.05'),
      now: '2024-11-01',
      pkg: { minors: { '1.28': '1.28.15+k3s1', '1.29': '1.29.10+k3s1' }, default: '1.29' },
      others: { unstableDefault: branchDefault('master', '1.29') },
      severity: 'warning',
    },
  ],
];

describe('keep pins turn removal findings into notices quoting the reason', () => {
  it.each(rows)('%s', (_case, row) => {
    const run = (keep: Map<Minor, string>) =>
      evaluate(
        input({
          now: row.now,
          branch: row.branch,
          packaged: packaged(row.pkg),
          upstream: upstream(UP),
          others: row.others,
          options: { keep },
        }),
      ).findings.filter((f) => f.rule === row.rule && f.minor === '1.28');

    const unpinned = run(new Map());
    expect(summary(unpinned)).toEqual([`${row.rule} ${row.severity} 1.28`]);
    expect(unpinned[0].fix).toBeDefined();

    const pinned = run(new Map([['1.28', REASON]]));
    expect(summary(pinned)).toEqual([`${row.rule} notice 1.28`]);
    expect(pinned[0].message).toBe(`Kept on purpose (keep 1.28: "${REASON}"). Without the pin: ${unpinned[0].message}`);
    expect(pinned[0]).toMatchObject({ file: unpinned[0].file, line: unpinned[0].line, attr: 'k3s_1_28' });
    // Nothing to do: a pinned minor carries no fix.
    expect(pinned[0].fix).toBeUndefined();
  });

  it('a pin on another minor changes nothing', () => {
    const row = rows[0][1];
    const findings = evaluate(
      input({
        now: row.now,
        packaged: packaged(row.pkg),
        upstream: upstream(UP),
        others: row.others,
        options: { keep: new Map([['1.30', REASON]]) },
      }),
    ).findings;
    expect(summary(findings)).toContain('minor-eol error 1.28');
  });

  it('does not soften patch-behind or eol-soon of a pinned minor', () => {
    const findings = evaluate(
      input({
        now: '2024-10-05',
        packaged: packaged({ minors: { '1.28': '1.28.15+k3s1', '1.29': '1.29.10+k3s1' }, default: '1.29' }),
        upstream: upstream({
          '1.29': UP['1.29'],
          '1.28': {
            releases: [
              ['1.28.15+k3s1', '2024-01-01'],
              ['1.28.16+k3s1', '2024-10-01'],
            ],
            eol: '2024-10-28',
          },
        }),
        others: { currentStableDefault: branchDefault('release-24.05', '1.28', ['1.28']) },
        options: { keep: new Map([['1.28', REASON]]) },
      }),
    ).findings;
    expect(summary(findings.filter((f) => f.minor === '1.28'))).toEqual([
      'eol-soon warning 1.28',
      'patch-behind warning 1.28',
    ]);
  });
});
