// The findings as people work through them: one item per attribute (the
// findings about one minor together, the most severe first) with one combined
// fix, and the items in the order a maintainer works: add, point the default,
// remove (with the alias throw and the release note), backport, mark, update,
// then what only needs a look. Each edit is asked once: an item whose fix
// needs another item's edits names that item and comes after it, and a
// release-notes line that an item's edits make moot is that item's finding,
// not asked. Pure; the findings themselves stay as they are.
import { defaultName } from '../domain/family.js';
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
  const aliasKey = `alias:${defaultName(context.family)}`;
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
  takeMootNotes(context, groups);
  const items = [...groups.values()].map((group) => itemOf(context, group)).sort(compareItems);
  return inWorkOrder(items.map((item) => withItemsFirst(context, item, items)).sort(compareItems));
}

/**
 * A finding that asks only for a release-notes line goes to the first item, in
 * work order, whose edits make that line moot or write it already: doing that
 * item settles it, and asking it apart would write a wrong line or the same one twice.
 */
function takeMootNotes(context: RuleContext, groups: Map<string, Group>): void {
  const noteOnly = [...groups.entries()].flatMap(([key, group]) =>
    group.findings
      .filter((f) => f.fix !== undefined && f.fix.edits.every((edit) => edit.kind === 'release-note'))
      .map((finding) => ({ key, finding })),
  );
  for (const { key, finding } of noteOnly) {
    const taker = [...groups.entries()]
      .filter(([other]) => other !== key)
      .map(([other, group]) => ({ other, item: itemOf(context, group) }))
      .filter(({ item }) =>
        finding.fix!.edits.every(
          (note) => mootNote(context, note, item.edits!) || item.edits!.some((edit) => sameEdit(edit, note)),
        ),
      )
      .sort((a, b) => compareItems(a.item, b.item))[0];
    if (!taker) continue;
    const from = groups.get(key)!;
    from.findings = from.findings.filter((f) => f !== finding);
    if (from.findings.length === 0) groups.delete(key);
    groups.get(taker.other)!.findings.push(finding);
  }
}

/**
 * Whether `edits` make a release-notes line moot: the minor it says is gone
 * comes back, or the new default it announces is pointed away from. A line
 * that goes with the minor's removal is never moot.
 */
function mootNote(context: RuleContext, note: FixEdit, edits: readonly FixEdit[]): boolean {
  if (note.kind !== 'release-note' || edits.some((edit) => edit.kind === 'remove' && edit.minor === note.minor))
    return false;
  if (!context.packagedMinor(note.minor)) return edits.some((edit) => edit.kind === 'add' && edit.minor === note.minor);
  return (
    note.minor === context.defaultMinor &&
    edits.some((edit) => edit.kind === 'point-default' && edit.alias === undefined && edit.minor !== note.minor)
  );
}

/**
 * The item with the edits about another minor that that minor's own item asks
 * for already taken out: its fix names that item instead ("Do the k3s_1_33
 * item first"). Only while the item keeps edits of its own, and never both
 * ways between two items.
 */
function withItemsFirst(context: RuleContext, item: WorkItem, items: readonly WorkItem[]): WorkItem {
  const edits = item.edits ?? [];
  const first = items.filter((other) => {
    if (other.minor === undefined || other.minor === item.minor) return false;
    const theirs = edits.filter((edit) => edit.minor === other.minor);
    const otherEdits = other.edits ?? [];
    return (
      theirs.length > 0 &&
      theirs.every((edit) => otherEdits.some((taken) => sameEdit(taken, edit))) &&
      !otherEdits.some((edit) => edit.minor === item.minor)
    );
  });
  const own = edits.filter((edit) => !first.some((other) => other.minor === edit.minor));
  if (first.length === 0 || own.length === 0) return item;
  const after = first.map((other) => other.subject!);
  return {
    ...item,
    step: stepOf(context, own),
    fix: describeEdits(context, own, after),
    edits: own,
    after,
    ownFix: describeEdits(context, own),
  };
}

/** The items in work order, each moved after the items it names to do first. */
function inWorkOrder(items: readonly WorkItem[]): WorkItem[] {
  const placed: WorkItem[] = [];
  const waiting = [...items];
  while (waiting.length > 0) {
    const ready = waiting.findIndex((item) =>
      (item.after ?? []).every((subject) => placed.some((done) => done.subject === subject)),
    );
    // The items named come from the list and never name back, so one is always ready; the guard keeps a slip from looping.
    placed.push(...waiting.splice(Math.max(ready, 0), 1));
  }
  return placed;
}

function subjectOf(context: RuleContext, finding: Finding): { key: string; subject?: string; minor?: Minor } {
  const alias = defaultName(context.family);
  const { channelAliases } = context.family.layout;
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
  // A release-notes line that the item's other edits make moot is not asked (its finding stays, with its reason).
  const asked = edits.filter((edit) => !mootNote(context, edit, edits));
  // Why is each finding's reason, said under the item: the item's line is the fix alone.
  const fix = asked.length > 0 ? describeEdits(context, asked) : [...new Set(findings.map((f) => f.message))].join(' ');
  return {
    ...(group.subject ? { subject: group.subject } : {}),
    ...(group.minor ? { minor: group.minor } : {}),
    severity: findings[0].severity,
    step: stepOf(context, asked),
    fix,
    edits: asked,
    findings,
  };
}

function sameEdit(a: FixEdit, b: FixEdit): boolean {
  // Defaults that move together are one edit each: nodejs and nodejs-slim both point to 24.
  const alias = (e: FixEdit): string | undefined => (e.kind === 'point-default' ? e.alias : undefined);
  return a.kind === b.kind && a.minor === b.minor && alias(a) === alias(b);
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
