// The whole run as every output shows it: the families' reports together,
// with what several of them share said once (sharedNotices.ts).
import { sharedNotices, type SharedNotice } from './sharedNotices.js';
import type { FamilyReport } from './model.js';
import { summarizeFindings, type FindingsSummary } from './summary.js';

/** The whole run. */
export interface RunReport {
  /** Without the items the shared notices say. */
  families: FamilyReport[];
  /** Notices several families share, said once for the run (sharedNotices.ts). */
  shared: SharedNotice[];
  /** Over every family and branch. */
  counts: FindingsSummary;
  /** Branches audited, each counted once whatever families it was audited for. */
  branches: number;
}

/** The run of one or more families: what several of them share is said once. */
export function runReport(reports: readonly FamilyReport[]): RunReport {
  const branches = reports.flatMap((family) => family.branches);
  const { shared, families } = sharedNotices(reports);
  return {
    families,
    shared,
    counts: summarizeFindings(branches.flatMap((branch) => branch.findings.map((f) => f.finding))),
    branches: new Set(branches.map((branch) => branch.branch.name)).size,
  };
}
