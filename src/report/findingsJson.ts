// The machine-readable findings: the action's `findings` output and the CLI's
// `--json`. A formatter of the report model (model.ts): one object per finding,
// with the work item it belongs to, the one the other outputs show it under.
import type { Finding, WorkItem } from '../domain/types.js';
import type { RunReport } from './runReport.js';

/** The item a finding belongs to: its subject (an attribute, an alias, a file; absent for the branch) and its one fix. */
export interface JsonItem {
  subject?: string;
  fix: string;
}

/** A finding as published: the documented key order, absent fields left out, its family and its item. */
export type JsonFinding = Partial<Finding> &
  Pick<Finding, 'rule' | 'severity' | 'branch' | 'message'> & { family?: string; item?: JsonItem };

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

/** One finding in the documented key order; `family` (its id, "k3s") and `item` last when given. */
export function toJsonFinding(finding: Finding, family?: string, item?: WorkItem): JsonFinding {
  const out: Record<string, unknown> = {};
  for (const key of KEY_ORDER) {
    const value = finding[key];
    if (value !== undefined) out[key] = value;
  }
  // Last, so that what consumers matched before (`{"rule":...`) still matches.
  if (family !== undefined) out.family = family;
  if (item !== undefined)
    out.item = { ...(item.subject !== undefined ? { subject: item.subject } : {}), fix: item.fix };
  return out as JsonFinding;
}

/** Every finding of every family and branch of the run, in the audits' order: the `findings` output and `--json`. */
export function renderJson(run: RunReport): string {
  return JSON.stringify(
    run.families.flatMap(({ family, branches }) =>
      branches.flatMap((branch) => branch.findings.map(({ finding, item }) => toJsonFinding(finding, family.id, item))),
    ),
  );
}
