// The machine-readable findings: the action's `findings` output and the CLI's `--json`.
import type { Finding } from '../domain/types.js';

/** A finding as published: the documented key order, absent fields left out. */
export type JsonFinding = Partial<Finding> & Pick<Finding, 'rule' | 'severity' | 'branch' | 'message'>;

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

export function toJsonFindings(findings: readonly Finding[]): JsonFinding[] {
  return findings.map((finding) => {
    const out: Record<string, unknown> = {};
    for (const key of KEY_ORDER) {
      const value = finding[key];
      if (value !== undefined) out[key] = value;
    }
    return out as JsonFinding;
  });
}

export function findingsToJson(findings: readonly Finding[]): string {
  return JSON.stringify(toJsonFindings(findings));
}
