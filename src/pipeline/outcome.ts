// What a run's findings mean for the job: outputs and whether it fails.
import type { FamilyProfile } from '../domain/family.js';
import { listText } from '../domain/text.js';
import type { Finding, Severity } from '../domain/types.js';
import type { FailOn } from './options.js';

const RANK: Record<Severity, number> = { error: 0, warning: 1, notice: 2 };

/** The findings that fail the job under `fail-on`, worst first. */
export function failingFindings(findings: readonly Finding[], failOn: FailOn): Finding[] {
  if (failOn === 'never') return [];
  return findings.filter((f) => RANK[f.severity] <= RANK[failOn]);
}

export function failureMessage(
  failing: readonly Finding[],
  failOn: FailOn,
  families: readonly FamilyProfile[],
): string {
  const errors = failing.filter((f) => f.severity === 'error').length;
  const warnings = failing.length - errors;
  const parts = [errors ? `${errors} error(s)` : '', warnings ? `${warnings} warning(s)` : ''].filter(Boolean);
  return `${listText(families.map((f) => f.name))} policy: ${parts.join(' and ')} (fail-on: ${failOn}). See the job summary for what to do.`;
}
