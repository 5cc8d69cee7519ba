// The findings as people work through them: one item per attribute (the
// findings about one minor together, the most severe first) with one combined
// fix, and the items in the order a maintainer works: add, point the default,
// remove (with the alias throw and the release note), backport, mark, update,
// then what only needs a look. Pure; the findings themselves stay as they are.
import { compareMinors } from '../domain/minor.js';
import type { Finding, FixEdit, Minor, Severity, WorkItem, WorkStep } from '../domain/types.js';
import { compareFindings } from './findingOrder.js';
import { attrOf } from './fixes.js';
import { describeEdits } from './fixText.js';
import type { RuleContext } from './ruleContext.js';

const STEP_ORDER: readonly WorkStep[] = ['add', 'point-default', 'remove', 'backport', 'mark', 'update', 'check'];
const EDIT_ORDER: readonly FixEdit['kind'][] = [
  'add',
  'point-default',
  'remove',
  'throw',
  'release-note',
  'mark',
  'update',
];
const SEVERITY_RANK: Readonly<Record<Severity, number>> = { error: 0, warning: 1, notice: 2 };

interface Group {
  subject?: string;
  minor?: Minor;
  findings: Finding[];
}

export function workItemsOf(context: RuleContext, findings: readonly Finding[]): WorkItem[] {
  const groups = new Map<string, Group>();
  for (const finding of findings) {
    const { key, subject, minor } = subjectOf(context, finding);
    const group = groups.get(key) ?? { ...(subject ? { subject } : {}), ...(minor ? { minor } : {}), findings: [] };
    group.findings.push(finding);
    groups.set(key, group);
  }
  const aliasKey = `alias:${context.family.alias}`;
  const alias = groups.get(aliasKey);
  if (alias) {
    // Another item that points the alias elsewhere settles the alias's findings too: one fix, not two that disagree.
    const pointing = [...groups.entries()]
      .filter(([key]) => key !== aliasKey)
      .map(([key, group]) => ({ key, item: itemOf(context, group) }))
      .filter(({ item }) => item.edits?.some((edit) => edit.kind === 'point-default' && edit.alias === undefined))
      .sort((a, b) => compareItems(a.item, b.item))[0];
    if (pointing) {
      groups.get(pointing.key)!.findings.push(...alias.findings);
      groups.delete(aliasKey);
    }
  }
  return [...groups.values()].map((group) => itemOf(context, group)).sort(compareItems);
}

function subjectOf(context: RuleContext, finding: Finding): { key: string; subject?: string; minor?: Minor } {
  const { alias, channelAliases } = context.family;
  if (finding.attr === alias) return { key: `alias:${alias}`, subject: alias };
  // A channel alias (rke2_stable) is an item of its own, whatever minor it points to now.
  if (
    finding.attr !== undefined &&
    (finding.attr === channelAliases?.stable || finding.attr === channelAliases?.latest)
  )
    return { key: `alias:${finding.attr}`, subject: finding.attr };
  const { minor } = finding;
  if (minor !== undefined) {
    const subject = attrOf(context, minor);
    return { key: `minor:${subject}`, subject, minor };
  }
  if (finding.file !== undefined) return { key: `file:${finding.file}`, subject: finding.file };
  return { key: 'branch' };
}

function itemOf(context: RuleContext, group: Group): WorkItem {
  const findings = [...group.findings].sort(compareFindings);
  const edits: FixEdit[] = [];
  for (const finding of findings) {
    const fix = finding.fix;
    if (!fix || fix.edits.some((edit) => conflicts(edit, edits))) continue;
    for (const edit of fix.edits) if (!edits.some((taken) => sameEdit(taken, edit))) edits.push(edit);
  }
  // Stable: edits of one kind keep the order their findings gave them.
  edits.sort((a, b) => EDIT_ORDER.indexOf(a.kind) - EDIT_ORDER.indexOf(b.kind));
  // Why is each finding's reason, said under the item: the item's line is the fix alone.
  const fix = edits.length > 0 ? describeEdits(context, edits) : [...new Set(findings.map((f) => f.message))].join(' ');
  return {
    ...(group.subject ? { subject: group.subject } : {}),
    ...(group.minor ? { minor: group.minor } : {}),
    severity: findings[0].severity,
    step: stepOf(context, edits),
    fix,
    edits,
    findings,
  };
}

function sameEdit(a: FixEdit, b: FixEdit): boolean {
  return a.kind === b.kind && a.minor === b.minor;
}

/**
 * An edit that undoes or contradicts one already taken: the two fixes cannot
 * both be followed. A throw in aliases.nix for a minor that is added back is
 * one: nixpkgs refuses an alias of a packaged attribute.
 */
function conflicts(edit: FixEdit, taken: readonly FixEdit[]): boolean {
  return taken.some((other) => {
    const same = other.minor === edit.minor;
    const builds = (e: FixEdit): boolean => e.kind === 'add' || e.kind === 'point-default';
    const drops = (e: FixEdit): boolean => e.kind === 'remove' || e.kind === 'throw';
    if (same && ((drops(edit) && builds(other)) || (drops(other) && builds(edit)))) return true;
    return edit.kind === 'point-default' && other.kind === 'point-default' && !same;
  });
}

function stepOf(context: RuleContext, edits: readonly FixEdit[]): WorkStep {
  const first = edits[0];
  if (!first) return 'check';
  switch (first.kind) {
    case 'add':
      return context.branch.kind === 'unstable' ? 'add' : 'backport';
    case 'point-default':
      return 'point-default';
    case 'release-note':
      // A note about a minor the branch keeps announces its new default.
      return context.packagedMinor(first.minor) ? 'point-default' : 'remove';
    case 'remove':
    case 'throw':
      return 'remove';
    case 'mark':
      return 'mark';
    case 'update':
      return 'update';
  }
}

function compareItems(a: WorkItem, b: WorkItem): number {
  return (
    STEP_ORDER.indexOf(a.step) - STEP_ORDER.indexOf(b.step) ||
    SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity] ||
    compareSubjects(a, b)
  );
}

/** Items about a minor in numeric order, after the alias, a file and the branch (alphabetically). */
function compareSubjects(a: WorkItem, b: WorkItem): number {
  if (a.minor !== undefined && b.minor !== undefined) return compareMinors(a.minor, b.minor);
  if (a.minor !== undefined || b.minor !== undefined) return a.minor === undefined ? -1 : 1;
  return (a.subject ?? '').localeCompare(b.subject ?? '');
}

/** The findings of the items, in the order they are shown. */
export function findingsOf(items: readonly WorkItem[]): Finding[] {
  return items.flatMap((item) => item.findings);
}

/**
 * The items restricted to the findings `keep` accepts (a checklist's rules, what
 * a pull request adds), items left without findings dropped, each item's
 * severity the worst of the findings it still shows.
 */
export function itemsWith(items: readonly WorkItem[], keep: (finding: Finding) => boolean): WorkItem[] {
  return items.flatMap((item) => {
    const findings = item.findings.filter(keep);
    if (findings.length === 0) return [];
    const severity = [...findings].sort((a, b) => SEVERITY_RANK[a.severity] - SEVERITY_RANK[b.severity])[0].severity;
    return [{ ...item, severity, findings }];
  });
}
