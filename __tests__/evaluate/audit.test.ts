import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../../src/evaluate/evaluate.js';
import { sortFindings } from '../../src/evaluate/findingOrder.js';
import type { Finding } from '../../src/domain/types.js';
import { branchDefault, input, line, MASTER, packaged, stableBranch, summary, upstream } from './builders.js';

const UP = {
  '1.9': line('1.9.5+k3s2', '2024-09-10'),
  '1.10': line('1.10.3+k3s1', '2025-06-28'),
  '1.11': line('1.11.1+k3s1', '2025-10-28'),
};

describe('layout-unrecognized', () => {
  const problems = [
    {
      file: 'pkgs/applications/networking/cluster/k3s/1_11/versions.nix',
      line: 4,
      message: 'k3sVersion is not a string literal',
    },
    { file: 'pkgs/applications/networking/cluster/k3s/default.nix', message: 'no k3s_1_XX attributes found' },
  ];

  it.each([
    ['unstable', MASTER, '2024-09-01', {}],
    ['stable pre-release', stableBranch('24.11'), '2024-11-20', {}],
    ['stable supported', stableBranch('24.05'), '2024-09-01', { unstableDefault: branchDefault('master', '1.10') }],
  ])('on %s: one error per unreadable file, and the other rules still run', (_case, branch, now, others) => {
    const findings = evaluate(
      input({
        now,
        branch,
        packaged: packaged({ minors: { '1.10': '1.10.2+k3s1' }, default: '1.10', problems }),
        upstream: upstream(UP),
        others,
      }),
    ).findings;
    const layout = findings.filter((f) => f.rule === 'layout-unrecognized');
    expect(layout).toEqual([
      expect.objectContaining({ severity: 'error', file: problems[0].file, line: 4 }),
      expect.objectContaining({ severity: 'error', file: problems[1].file }),
    ]);
    expect(layout[1]).not.toHaveProperty('line');
    expect(layout[0].message).toContain('k3sVersion is not a string literal');
    expect(summary(findings)).toContain('patch-behind warning 1.10');
  });
});

describe('the audit', () => {
  const build = () =>
    input({
      now: '2024-09-01',
      packaged: packaged({
        minors: { '1.10': '1.10.2+k3s1', '1.9': '1.9.5+k3s1' },
        default: '1.9',
        problems: [{ file: 'x.nix', message: 'bad' }],
      }),
      upstream: upstream(UP),
      others: { currentStableDefault: branchDefault('release-24.05', '1.10') },
    });

  it('sorts findings by severity, then minor numerically, then rule', () => {
    expect(summary(evaluate(build()).findings)).toEqual([
      'layout-unrecognized error',
      'default-not-newest error 1.9',
      'minor-superseded error 1.9',
      'minor-missing error 1.11',
      'eol-soon warning 1.9',
      'patch-behind warning 1.9',
      'patch-behind warning 1.10',
    ]);
  });

  it('is pure: same input, same audit; the input is not changed', () => {
    const given = build();
    // The rule table is functions, which cannot be cloned; it is compared as it is.
    const before = { ...structuredClone({ ...given, rules: undefined }), rules: given.rules };
    const first = evaluate(given);
    expect(evaluate(given)).toEqual(first);
    expect(given).toEqual(before);
  });

  it('carries the branch, the release master will become, the packaged state and the source', () => {
    const given = build();
    const result = evaluate(given);
    expect(result.branch).toBe(given.branch);
    expect(result.phase).toBeUndefined();
    expect(result.release?.name).toBe('24.11');
    expect(result.packaged).toBe(given.packaged);
    expect(result.source).toBe('test checkout');
  });

  it('stable audits carry their release and phase', () => {
    const result = evaluate(
      input({
        now: '2024-09-01',
        branch: stableBranch('24.05'),
        packaged: packaged({ minors: {} }),
        upstream: upstream(UP),
      }),
    );
    expect(result.release?.name).toBe('24.05');
    expect(result.phase).toBe('supported');
  });
});

describe('sortFindings', () => {
  const f = (rule: Finding['rule'], severity: Finding['severity'], minor?: string): Finding => ({
    rule,
    severity,
    branch: 'master',
    message: rule,
    ...(minor ? { minor } : {}),
  });

  it.each([
    ['severity first', [f('patch-behind', 'notice', '1.1'), f('patch-behind', 'error', '1.9')], ['error', 'notice']],
    [
      'then minor, numerically',
      [f('patch-behind', 'warning', '1.10'), f('patch-behind', 'warning', '1.9')],
      ['1.9', '1.10'],
    ],
    ['then rule', [f('patch-behind', 'warning', '1.9'), f('eol-soon', 'warning', '1.9')], ['eol-soon', 'patch-behind']],
  ])('%s', (_case, findings, order) => {
    const sorted = sortFindings(findings);
    expect(
      sorted.map((x) => (order.includes(x.severity) ? x.severity : order.includes(x.minor!) ? x.minor : x.rule)),
    ).toEqual(order);
  });
});
