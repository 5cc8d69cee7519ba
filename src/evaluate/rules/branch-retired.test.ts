import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { input, line, packaged, stableBranch, summary, upstream } from '../../../__tests__/evaluate/builders.js';

const UP = {
  '1.26': line('1.26.15+k3s1', '2024-02-28'),
  '1.27': line('1.27.16+k3s1', '2024-06-28'),
};

describe('branch-retired: a retired stable branch yields one notice and nothing else', () => {
  it.each([
    ['the day after its end of support', '24.05', '2025-01-01', 'NixOS 24.05 reached its end of support on 2024-12-31'],
    ['older than the calendar', '23.05', '2025-01-01', 'NixOS 23.05 is older than the release calendar'],
  ])('%s', (_case, release, now, text) => {
    const result = evaluate(
      input({
        now,
        branch: stableBranch(release),
        packaged: packaged({
          minors: { '1.26': '1.26.1+k3s1', '1.27': '1.27.1+k3s1' },
          default: '1.26',
          problems: [{ file: 'pkgs/x.nix', message: 'garbled' }],
        }),
        upstream: upstream(UP),
      }),
    );
    expect(result.phase).toBe('retired');
    expect(summary(result.findings)).toEqual(['branch-retired notice']);
    expect(result.findings[0].message).toBe(
      `release-${release} is retired: ${text}. Nothing is checked on it; stop auditing this branch.`,
    );
    expect(result.workItems).toEqual([
      expect.objectContaining({ step: 'check', severity: 'notice', fix: result.findings[0].message }),
    ]);
  });
});
