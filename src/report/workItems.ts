// The findings of a branch as people work through them: evaluate's work items
// (one per attribute, with one combined fix, in the order a maintainer works),
// which every report and issue renders. Nothing here decides policy: it reads
// the items, or, for an audit made without them, shows each finding as an item
// of its own.
import type { FamilyTraits } from '../domain/family.js';
import type { BranchAudit, Finding, RuleId, Severity, WorkItem, WorkStep } from '../domain/types.js';
import { remedyFor } from './remedy.js';
import { SEVERITY_ORDER } from './wording.js';

// The kind of change that fixes a finding of each rule, for audits without work items.
const STEP_OF_RULE: Record<RuleId, WorkStep> = {
  'minor-missing': 'add',
  'default-not-newest': 'point-default',
  'minor-eol': 'remove',
  'minor-superseded': 'remove',
  'extra-at-release': 'remove',
  'backport-missing': 'backport',
  'patch-behind': 'update',
  'eol-soon': 'check',
  'eol-before-eos': 'check',
  'branch-retired': 'check',
  'layout-unrecognized': 'check',
  'calendar-mismatch': 'check',
  'eol-during-next': 'remove',
  // The throw goes with a removal.
  'removal-unannounced': 'remove',
  'release-note-missing': 'remove',
  'release-default-not-newest': 'point-default',
  'default-changed': 'point-default',
  'channel-alias-behind': 'point-default',
  'minor-added-on-stable': 'remove',
  // Restoring a minor a release dropped is adding it back.
  'minor-removed-on-stable': 'add',
};

const worstFirst = (a: { severity: Severity }, b: { severity: Severity }): number =>
  SEVERITY_ORDER.indexOf(a.severity) - SEVERITY_ORDER.indexOf(b.severity);

/** What a finding is about, as an item names it: the attribute, the file of an unreadable one, or nothing for the branch. */
function subjectOf(finding: Finding, family: FamilyTraits): string | undefined {
  if (finding.attr) return finding.attr;
  if (finding.minor) return `${family.attrPrefix}${finding.minor.replace('.', '_')}`;
  return finding.file;
}

/** A finding as an item of its own. */
export function itemOfFinding(finding: Finding, family: FamilyTraits): WorkItem {
  const subject = subjectOf(finding, family);
  return {
    ...(subject !== undefined ? { subject } : {}),
    ...(finding.minor !== undefined ? { minor: finding.minor } : {}),
    severity: finding.severity,
    step: STEP_OF_RULE[finding.rule],
    fix: remedyFor(finding, family),
    findings: [finding],
  };
}

/**
 * The items of a branch in the order given: evaluate's, or, when the audit has
 * none, one item per finding, the most severe first.
 */
export function workItemsOf(
  audit: { findings: readonly Finding[]; workItems?: BranchAudit['workItems'] },
  family: FamilyTraits,
): WorkItem[] {
  if (audit.workItems) return audit.workItems;
  // A stable sort: the evaluator's order holds within a severity.
  return [...audit.findings].sort(worstFirst).map((finding) => itemOfFinding(finding, family));
}
