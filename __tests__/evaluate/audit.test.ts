import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../../src/evaluate/evaluate.js';
import { sortFindings } from '../../src/evaluate/findingOrder.js';
import type { Finding, Minor } from '../../src/domain/types.js';
import { branchDefault, input, line, packaged, stableBranch, summary, upstream } from './builders.js';

const UP = {
  '1.9': line('1.9.5+k3s2', '2024-09-10'),
  '1.10': line('1.10.3+k3s1', '2025-06-28'),
  '1.11': line('1.11.1+k3s1', '2025-10-28'),
};

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
      others: { currentStableDefault: branchDefault('release-24.05', '1.10', ['1.9', '1.10']) },
    });

  it('sorts findings by severity, then minor numerically, then rule', () => {
    expect(summary(evaluate(build()).findings)).toEqual([
      'layout-unrecognized error',
      'minor-superseded error 1.9',
      'minor-missing error 1.11',
      'default-not-newest warning 1.9',
      'eol-soon warning 1.9',
      'patch-behind warning 1.10',
      'release-note-missing notice',
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
  const f = (rule: Finding['rule'], severity: Finding['severity'], minor?: Minor): Finding => ({
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
