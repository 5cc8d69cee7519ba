// What the line under a work item says of one of its findings: the rule's short
// reason, never the fix again (the item's line words it). A finding that asks
// for no edit (a notice, a check) has no reason: it says its message, unless the
// item's line already is its message (an item without edits is its findings' messages).
import type { Finding, WorkItem } from '../domain/types.js';

export function findingWhy(item: WorkItem, finding: Finding): string | undefined {
  if (finding.fix) return finding.fix.reason;
  return (item.edits?.length ?? 0) > 0 ? finding.message : undefined;
}
