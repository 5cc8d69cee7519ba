// A pull request is blamed only for what it adds: findings on the head
// checkout that its base branch does not have. Head and base are compared as
// audits, work items included: each part of the comparison holds its side's
// findings and that side's items showing only those findings.
import { findingKey } from '../domain/findingKey.js';
import type { BranchAudit, Finding, Minor, WorkItem } from '../domain/types.js';
import { itemsWith } from './workItems.js';

/** The audit of one side of the comparison: what a pull request's head or its base has. */
export type ComparedAudit = Pick<BranchAudit, 'findings' | 'workItems'>;

/** Findings of one part, and the items of their side that hold them. */
export interface ComparedPart {
  /** In the order of the side's findings. */
  findings: Finding[];
  /** The side's items, in their order, each showing only this part's findings; items left without any dropped. */
  items: WorkItem[];
}

export interface PullRequestComparison {
  /** On head, not on base: these fail the check and are annotated. */
  introduced: ComparedPart;
  /** On head and on base: listed, not blamed. */
  preExisting: ComparedPart;
  /** On base, not on head: what the pull request fixes. */
  fixed: ComparedPart;
}

/**
 * Findings match by `findingKey` (rule and subject, never versions): a patch bump does not add its finding again.
 * `unreadableOnHead`: minors whose files the head breaks. Their only head finding is about the broken
 * file; what the base found about them is not fixed by the pull request, only no longer known.
 */
export function compareWithBase(
  head: ComparedAudit,
  base: ComparedAudit,
  unreadableOnHead: readonly Minor[] = [],
): PullRequestComparison {
  const baseKeys = new Set(base.findings.map(findingKey));
  const headKeys = new Set(head.findings.map(findingKey));
  const unknownOnHead = (f: Finding): boolean => f.minor !== undefined && unreadableOnHead.includes(f.minor);
  const part = (side: ComparedAudit, keep: (finding: Finding) => boolean): ComparedPart => ({
    findings: side.findings.filter(keep),
    items: itemsWith(side.workItems, keep),
  });
  return {
    introduced: part(head, (f) => !baseKeys.has(findingKey(f))),
    preExisting: part(head, (f) => baseKeys.has(findingKey(f))),
    fixed: part(base, (f) => !headKeys.has(findingKey(f)) && !unknownOnHead(f)),
  };
}
