// The order findings are shown in: severity, then minor (numerically), then rule.
import type { Finding, Minor, Severity } from '../domain/types.js';
import { compareMinors } from '../domain/minor.js';

const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, notice: 2 };

function compareFindingMinors(a: Minor | undefined, b: Minor | undefined): number {
  // Branch-wide findings (no minor) come before per-minor ones.
  if (a === undefined || b === undefined) return (a === undefined ? 0 : 1) - (b === undefined ? 0 : 1);
  return compareMinors(a, b);
}

export function compareFindings(a: Finding, b: Finding): number {
  return (
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    compareFindingMinors(a.minor, b.minor) ||
    a.rule.localeCompare(b.rule) ||
    a.message.localeCompare(b.message)
  );
}

export function sortFindings(findings: readonly Finding[]): Finding[] {
  return [...findings].sort(compareFindings);
}
