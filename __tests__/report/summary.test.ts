import { describe, expect, test } from '@jest/globals';
import type { Finding, Severity } from '../../src/domain/types.js';
import { countsText, summarizeFindings } from '../../src/report/summary.js';

function findings(...severities: Severity[]): Finding[] {
  return severities.map((severity, i) => ({ rule: 'patch-behind', severity, branch: 'master', message: `f${i}` }));
}

describe('summarizeFindings', () => {
  test.each([
    { severities: [] as Severity[], status: 'clean', errors: 0, warnings: 0, notices: 0 },
    { severities: ['notice'] as Severity[], status: 'clean', errors: 0, warnings: 0, notices: 1 },
    { severities: ['warning'] as Severity[], status: 'findings', errors: 0, warnings: 1, notices: 0 },
    { severities: ['error', 'notice', 'error'] as Severity[], status: 'findings', errors: 2, warnings: 0, notices: 1 },
    {
      severities: ['warning', 'error', 'warning', 'notice'] as Severity[],
      status: 'findings',
      errors: 1,
      warnings: 2,
      notices: 1,
    },
  ])('$severities -> $status', ({ severities, status, errors, warnings, notices }) => {
    const summary = summarizeFindings(findings(...severities));
    expect(summary).toEqual({ errors, warnings, notices, total: severities.length, status });
  });

  test('counts read as a sentence, zero counts left out', () => {
    expect(countsText(summarizeFindings(findings('error', 'error', 'notice')))).toBe('2 errors, 1 notice');
    expect(countsText(summarizeFindings(findings('warning')))).toBe('1 warning');
    expect(countsText(summarizeFindings([]))).toBe('');
  });
});
