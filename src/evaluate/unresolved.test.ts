// Facts that cannot be resolved never crash the audit: each rule that needed
// them says, as a notice under its own id, what it did not check.
import { describe, expect, it } from '@jest/globals';
import { evaluate } from './evaluate.js';
import type { Branch, OtherBranchFacts, PackagedState } from '../domain/types.js';
import {
  branchDefault,
  input,
  line,
  MASTER,
  packaged,
  stableBranch,
  summary,
  upstream,
} from '../../__tests__/evaluate/builders.js';

const UP = { '1.30': line('1.30.6+k3s1', '2025-06-28'), '1.31': line('1.31.2+k3s1', '2025-10-28') };
// Other branches whose default names no minor (an alias the reader could not resolve, as gathered).
const garbled: OtherBranchFacts = {
  currentStableDefault: { branch: 'release-24.05', attr: 'k3s', minors: ['1.30'], source: 'x' },
  unstableDefault: { branch: 'master', attr: 'k3s_unstable', source: 'x' },
  nextReleaseDefault: { branch: 'release-24.11', source: 'x' },
  defaultAtRelease: { branch: '24.05', attr: 'k3s_v1', source: 'x' },
  base: { branch: 'master', attr: 'k3s_default', minors: [], source: 'x' },
};

const cases: Array<[string, Branch, string]> = [
  ['master', MASTER, '2024-10-17'],
  ['release-24.11 before its release', stableBranch('24.11'), '2024-11-20'],
  ['release-24.05, supported', stableBranch('24.05'), '2024-10-17'],
];

describe('a default alias that cannot be resolved', () => {
  const states: Array<[string, PackagedState]> = [
    [
      'points to an attribute that is not packaged',
      packaged({ minors: { '1.30': '1.30.6+k3s1' }, defaultAttr: 'k3s_1_29' }),
    ],
    ['was not found', packaged({ minors: { '1.30': '1.30.6+k3s1' } })],
    ['names no minor', { ...packaged({ minors: { '1.30': '1.30.6+k3s1' } }), defaultAttr: 'k3s_latest' }],
  ];
  describe.each(states)('that %s', (_state, state) => {
    it.each(cases)('on %s: the audit completes, and what needed the default says so', (_case, branch, now) => {
      const audit = evaluate(input({ now, branch, packaged: state, upstream: upstream(UP), others: garbled }));
      const unchecked = audit.findings.filter((f) => /(not checked|could not decide|could not find)/i.test(f.message));
      expect(unchecked.length).toBeGreaterThan(0);
      for (const f of unchecked) expect(f.severity).toBe('notice');
      expect(audit.workItems.flatMap((item) => item.findings)).toHaveLength(audit.findings.length);
    });
  });
});

describe('a packaged minor that no upstream fact knows', () => {
  it.each(cases)('on %s: minor-eol says its end of life was not checked; nothing crashes', (_case, branch, now) => {
    const audit = evaluate(
      input({
        now,
        branch,
        packaged: packaged({ minors: { '1.30': '1.30.6+k3s1', '1.99': '1.99.0+k3s1' }, default: '1.99' }),
        upstream: upstream(UP),
        others: { ...garbled, unstableDefault: branchDefault('master', '1.99') },
      }),
    );
    expect(summary(audit.findings.filter((f) => f.minor === '1.99' && f.rule === 'minor-eol'))).toEqual([
      'minor-eol notice 1.99',
    ]);
  });
});
