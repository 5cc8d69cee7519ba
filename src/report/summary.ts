// Counts of findings for the action outputs and the verdict lines.
import type { Finding, Severity } from '../domain/types.js';

export interface FindingsSummary {
  errors: number;
  warnings: number;
  notices: number;
  total: number;
  /**
   * `clean` when there is no error and no warning. Notices never ask for a change
   * (a retired branch, a pinned minor kept on purpose), so they do not make a
   * branch dirty; they are still counted and listed.
   */
  status: 'clean' | 'findings';
}

export function summarizeFindings(findings: readonly Finding[]): FindingsSummary {
  const count = (severity: Severity): number => findings.filter((f) => f.severity === severity).length;
  const errors = count('error');
  const warnings = count('warning');
  const notices = count('notice');
  return {
    errors,
    warnings,
    notices,
    total: findings.length,
    status: errors + warnings === 0 ? 'clean' : 'findings',
  };
}

/** "2 errors, 1 warning" (zero counts left out); "" when there is nothing. */
export function countsText(summary: FindingsSummary): string {
  const parts: string[] = [];
  const add = (n: number, word: string): void => {
    if (n > 0) parts.push(`${n} ${word}${n === 1 ? '' : 's'}`);
  };
  add(summary.errors, 'error');
  add(summary.warnings, 'warning');
  add(summary.notices, 'notice');
  return parts.join(', ');
}
