// The machine-readable findings: the action's `findings` output and the CLI's `--json`.
import type { AuditReport } from '../domain/audit.js';
import type { Finding } from '../domain/types.js';

/** A finding as published: the documented key order, absent fields left out, and the family it is of. */
export type JsonFinding = Partial<Finding> &
  Pick<Finding, 'rule' | 'severity' | 'branch' | 'message'> & { family?: string };

// Consumers diff and grep this output, so the key order is part of the contract.
const KEY_ORDER = [
  'rule',
  'severity',
  'branch',
  'minor',
  'attr',
  'packaged',
  'expected',
  'message',
  'file',
  'line',
] as const satisfies readonly (keyof Finding)[];

/** The findings in the documented key order; `family` (its id, "k3s") last when given. */
export function toJsonFindings(findings: readonly Finding[], family?: string): JsonFinding[] {
  return findings.map((finding) => {
    const out: Record<string, unknown> = {};
    for (const key of KEY_ORDER) {
      const value = finding[key];
      if (value !== undefined) out[key] = value;
    }
    // Last, so that what consumers matched before (`{"rule":...`) still matches.
    if (family !== undefined) out.family = family;
    return out as JsonFinding;
  });
}

export function findingsToJson(findings: readonly Finding[]): string {
  return JSON.stringify(toJsonFindings(findings));
}

/** Every finding of every family's report, each with its family: the `findings` output and `--json`. */
export function reportsToJson(reports: readonly AuditReport[]): string {
  return JSON.stringify(
    reports.flatMap((report) =>
      toJsonFindings(
        report.audits.flatMap((audit) => audit.findings),
        report.family.id,
      ),
    ),
  );
}
