// The trim list of NixOS release R from the audits of a run, every family
// alike: which of their work items R's release managers must see, and in which
// section. The rules decide what each attribute needs; this module only picks
// the items whose findings belong to a trim list, by the table below. Pure.
import { liveReleases } from '../calendar/releaseCalendar.js';
import type { AuditReport } from '../domain/audit.js';
import {
  TRIM_SECTIONS,
  type FamilyTrim,
  type TrimEnd,
  type TrimItem,
  type TrimList,
  type TrimSection,
} from '../domain/trimList.js';
import type { BranchAudit, BranchKind, DatedFact, Finding, NixosRelease, RuleId, WorkItem } from '../domain/types.js';
import { releasePlan } from './releasePlan.js';
import { itemsWith } from './workItems.js';

/** What the trim list reads of a family's audit. */
export type TrimListInput = Pick<AuditReport, 'family' | 'now' | 'upstream' | 'calendar' | 'options' | 'audits'>;

/**
 * The section a finding puts its item in, by the rule and the kind of branch;
 * a rule not named here is no part of a trim list. A family's rules join by
 * their ids: a declared family's `ends-during-release` and `not-lts`, k3s's
 * `eol-during-next`, `minor-superseded` and `extra-at-release`, and
 * `minor-eol`, which k3s, rke2 and the declared families share.
 */
export const SECTION_OF_RULE: Readonly<Record<BranchKind, Partial<Record<RuleId, TrimSection>>>> = {
  unstable: {
    'ends-during-release': 'before-branch-off',
    'not-lts': 'before-branch-off',
    'eol-during-next': 'before-branch-off',
    'minor-eol': 'past-end-on-master',
    'minor-superseded': 'past-end-on-master',
  },
  stable: {
    'minor-eol': 'live-releases',
    'extra-at-release': 'live-releases',
    'ends-during-release': 'live-releases',
  },
};

function sectionOf(audit: BranchAudit, finding: Finding): TrimSection | undefined {
  return SECTION_OF_RULE[audit.branch.kind][finding.rule];
}

/** How sure an end of life is: a family's projection says "projected" in its source (gather/upstream/cycleEnds.ts). */
function trimEnd(fact: DatedFact | undefined): TrimEnd | undefined {
  if (!fact) return undefined;
  const kind = !fact.estimated ? 'known' : /^projected\b/i.test(fact.source) ? 'projected' : 'estimated';
  return { date: fact.date, kind };
}

/** The branches R's trim list reads: master and the branch of each release live on the audited day. */
function wantedBranches(report: TrimListInput): { unstable: boolean; releases: NixosRelease[] } {
  return { unstable: true, releases: liveReleases(report.calendar, report.now) };
}

function isLive(audit: BranchAudit): boolean {
  return audit.branch.kind === 'stable' && (audit.phase === 'pre-release' || audit.phase === 'supported');
}

/** The short reasons of an item's findings of the trim list's rules, each once: the rules' own words (`Fix.reason`). */
function reasonOf(findings: readonly Finding[]): string | undefined {
  const reasons = [...new Set(findings.flatMap((f) => (f.fix ? [f.fix.reason] : [])))];
  return reasons.length > 0 ? reasons.join('; ') : undefined;
}

/** A work item as a trim item: its fix, its reason and its end. */
function workTrimItem(
  report: TrimListInput,
  audit: BranchAudit,
  section: TrimSection,
  item: WorkItem,
  asked: readonly Finding[],
): TrimItem {
  const end = item.minor !== undefined ? trimEnd(report.upstream.minors.get(item.minor)?.eol) : undefined;
  // The reasons of the rules of its section: a finding of another section (k3s's eol-during-next) is not why it is here.
  const reason = reasonOf(asked.filter((f) => sectionOf(audit, f) === section));
  return {
    section,
    branch: audit.branch.name,
    ...(item.subject !== undefined ? { subject: item.subject } : {}),
    step: item.step,
    fix: item.fix,
    ...(reason !== undefined ? { reason } : {}),
    rule: asked[0].rule,
    ...(end ? { end } : {}),
    item,
  };
}

/**
 * The minors the family's release plan for R drops at the branch-off, as its
 * feature-freeze checklist lists them: those not already due now.
 */
function droppedByPlan(
  report: TrimListInput,
  release: NixosRelease,
  due: ReadonlySet<string>,
  asked: ReadonlyMap<string, TrimItem>,
): TrimItem[] {
  const plan = releasePlan(report, release);
  if (plan.basis !== 'master') return [];
  return plan.dropped
    .filter((minor) => !due.has(minor.attr))
    .map((minor): TrimItem => {
      // What a rule of master asks for it already (eol-during-next in the freeze window): its item, in its words.
      const item = asked.get(minor.attr);
      if (item) return item;
      const end = trimEnd(minor.eol);
      return {
        section: 'before-branch-off',
        branch: minor.removedFrom ?? plan.basis!,
        subject: minor.attr,
        step: 'remove',
        fix: `${minor.reason.charAt(0).toUpperCase()}${minor.reason.slice(1)}.`,
        ...(end ? { end } : {}),
      };
    });
}

/**
 * The items this list holds that an item names to do first: those of the same
 * branch it holds too stay named in its fix; the others are said to be elsewhere.
 */
function withItemsFirst(entry: TrimItem, items: readonly TrimItem[]): TrimItem {
  const after = entry.item?.after ?? [];
  const here = after.filter((subject) => items.some((o) => o.branch === entry.branch && o.subject === subject));
  const elsewhere = after.filter((subject) => !here.includes(subject));
  if (elsewhere.length === 0 || entry.item?.ownFix === undefined) return entry;
  return {
    ...entry,
    fix: entry.item.ownFix,
    ...(here.length > 0 ? { first: here } : {}),
    firstElsewhere: elsewhere,
  };
}

/** One family's part of R's trim list. */
export function familyTrim(report: TrimListInput, release: NixosRelease): FamilyTrim {
  const master = report.audits.find((a) => a.branch.kind === 'unstable');
  const live = report.audits
    .filter(isLive)
    // The newest release first: the one being prepared, then the supported ones.
    .sort((a, b) => (b.branch.release ?? '').localeCompare(a.branch.release ?? ''));
  const heading = master?.release?.name;
  const masterHeadsFor = heading !== undefined && heading !== release.name ? heading : undefined;
  // A family with release checklists: what master drops at the branch-off is what its plan drops, as its checklist says.
  const checklists = (report.family.policy.releaseEvents ?? []).length > 0;
  const endOfLife = report.upstream.endOfLife;
  const lifecycleUnknown = report.upstream.unknown;

  const items: TrimItem[] = [];
  const undecided: Finding[] = [];
  /** A family with checklists: master's items to drop before the branch-off, which its plan's drops take up. */
  const beforeBranchOff = new Map<string, TrimItem>();
  for (const audit of [...(master ? [master] : []), ...live]) {
    const relevant = itemsWith(audit.workItems, (f) => sectionOf(audit, f) !== undefined);
    for (const item of relevant) {
      const asked = item.findings.filter((f) => f.severity !== 'notice');
      if (asked.length === 0) continue;
      const section = sectionOf(audit, asked[0])!;
      // Once R has branched off, what master must drop before a branch-off is the next release's.
      if (section === 'before-branch-off' && masterHeadsFor !== undefined) continue;
      const entry = workTrimItem(report, audit, section, item, asked);
      if (section === 'before-branch-off' && checklists) beforeBranchOff.set(entry.subject ?? '', entry);
      else items.push(entry);
    }
    // A notice of these rules about a cycle without a known end (or about no cycle: facts missing) is a rule that
    // could not decide; a lifecycle unknown as a whole is said once for the family, not once a branch.
    undecided.push(
      ...relevant
        .flatMap((item) => item.findings)
        .filter(
          (f) =>
            f.severity === 'notice' &&
            (f.minor === undefined || report.upstream.minors.get(f.minor)?.eol === undefined) &&
            !(lifecycleUnknown !== undefined && f.minor === undefined),
        ),
    );
  }
  if (checklists && master && masterHeadsFor === undefined) {
    const due = new Set(items.filter((entry) => entry.branch === master.branch.name).flatMap((e) => e.subject ?? []));
    items.push(...droppedByPlan(report, release, due, beforeBranchOff));
  }
  items.sort((a, b) => TRIM_SECTIONS.indexOf(a.section) - TRIM_SECTIONS.indexOf(b.section));

  const wanted = wantedBranches(report);
  const read = new Set(report.audits.map((a) => a.branch.name));
  const unread = [
    ...(wanted.unstable && !master ? ['master'] : []),
    ...wanted.releases.map((r) => `release-${r.name}`).filter((branch) => !read.has(branch)),
  ];
  return {
    family: report.family,
    checklists,
    items: items.map((entry) => withItemsFirst(entry, items)),
    read: [...(master ? [master] : []), ...live].map((a) => a.branch.name),
    undecided: [...new Map(undecided.map((f) => [`${f.branch}\n${f.message}`, f])).values()],
    declaration: report.audits.flatMap((audit) => audit.findings.filter((f) => f.rule === 'declaration-mismatch')),
    // A product endoflife.date does not have is the declaration's error above, said once: not undecided besides.
    ...(endOfLife && lifecycleUnknown !== undefined && !endOfLife.notFound
      ? { lifecycleUnknown: { product: endOfLife.product, why: lifecycleUnknown } }
      : {}),
    unread,
    ...(masterHeadsFor !== undefined ? { masterHeadsFor } : {}),
  };
}

/** R's trim list over every family of a run, in the run's order. */
export function trimList(reports: readonly TrimListInput[], release: NixosRelease): TrimList {
  const families = reports.map((report) => familyTrim(report, release));
  return { release, families, unread: [...new Set(families.flatMap((family) => family.unread))] };
}

/**
 * Whether an item holds the list open: everything but what a family's plan
 * drops from release-R at the branch-off, a branch that does not exist yet
 * (as the feature-freeze checklist's branch-off boxes do not hold it open).
 */
export function holdsOpen(entry: TrimItem): boolean {
  return !(entry.item === undefined && entry.branch !== 'master');
}

/** Whether a trim list asks for nothing and knows it: no item to do now, every branch it asks about read, every declaration right. */
export function isTrimmed(list: TrimList): boolean {
  return list.families.every(
    (family) => !family.items.some(holdsOpen) && family.unread.length === 0 && family.declaration.length === 0,
  );
}
