import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import {
  branchDefault,
  input,
  line,
  MASTER,
  packaged,
  stableBranch,
  summary,
  upstream,
} from '../../../__tests__/evaluate/builders.js';

const UP = {
  '1.9': line('1.9.5+k3s2', '2024-09-10'),
  '1.10': line('1.10.3+k3s1', '2025-06-28'),
  '1.11': line('1.11.1+k3s1', '2025-10-28'),
};
const problems = [
  {
    file: 'pkgs/applications/networking/cluster/k3s/1_11/versions.nix',
    line: 4,
    message: 'k3sVersion is not a string literal',
  },
  { file: 'pkgs/applications/networking/cluster/k3s/default.nix', message: 'no k3s_1_XX attributes found' },
];

describe('layout-unrecognized', () => {
  it.each([
    ['unstable', MASTER, '2024-09-01', {}],
    ['stable pre-release', stableBranch('24.11'), '2024-11-20', {}],
    ['stable supported', stableBranch('24.05'), '2024-09-01', { unstableDefault: branchDefault('master', '1.10') }],
  ])('on %s: one error per unreadable file, and the other rules still run', (_case, branch, now, others) => {
    const result = evaluate(
      input({
        now,
        branch,
        packaged: packaged({ minors: { '1.10': '1.10.2+k3s1' }, default: '1.10', problems }),
        upstream: upstream(UP),
        others,
      }),
    );
    const layout = result.findings.filter((f) => f.rule === 'layout-unrecognized');
    expect(layout).toEqual([
      expect.objectContaining({ severity: 'error', file: problems[0].file, line: 4 }),
      expect.objectContaining({ severity: 'error', file: problems[1].file }),
    ]);
    expect(layout[1]).not.toHaveProperty('line');
    expect(layout[0].message).toBe(
      `Could not read ${problems[0].file} line 4: k3sVersion is not a string literal. What it defines was not checked; ` +
        'fix the file, or report the layout to k3s-release-guard if the file is right.',
    );
    expect(layout[1].message).toContain(`Could not read ${problems[1].file}: no k3s_1_XX attributes found.`);
    expect(summary(result.findings)).toContain('patch-behind warning 1.10');
    // One item per file (in the order of their paths), to check rather than edit.
    expect(result.workItems.filter((item) => item.subject?.endsWith('.nix'))).toEqual([
      expect.objectContaining({ subject: problems[0].file, step: 'check', severity: 'error' }),
      expect.objectContaining({ subject: problems[1].file, step: 'check', severity: 'error' }),
    ]);
  });
});
