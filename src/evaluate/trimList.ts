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
import type { BranchAudit, BranchKind, DatedFact, Finding, NixosRelease, RuleId } from '../domain/types.js';
import { itemsWith } from './workItems.js';

/** What the trim list reads of a family's audit. */
export type TrimListInput = Pick<AuditReport, 'family' | 'now' | 'upstream' | 'calendar' | 'audits'>;

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

/** One family's part of R's trim list. */
export function familyTrim(report: TrimListInput, release: NixosRelease): FamilyTrim {
  const master = report.audits.find((a) => a.branch.kind === 'unstable');
  const live = report.audits
    .filter(isLive)
    // The newest release first: the one being prepared, then the supported ones.
    .sort((a, b) => (b.branch.release ?? '').localeCompare(a.branch.release ?? ''));
  const heading = master?.release?.name;
  const masterHeadsFor = heading !== undefined && heading !== release.name ? heading : undefined;

  const items: TrimItem[] = [];
  const undecided: Finding[] = [];
  for (const audit of [...(master ? [master] : []), ...live]) {
    const relevant = itemsWith(audit.workItems, (f) => sectionOf(audit, f) !== undefined);
    for (const item of relevant) {
      const asked = item.findings.filter((f) => f.severity !== 'notice');
      if (asked.length === 0) continue;
      const [first] = asked;
      const section = sectionOf(audit, first)!;
      // Once R has branched off, what master must drop before a branch-off is the next release's.
      if (section === 'before-branch-off' && masterHeadsFor !== undefined) continue;
      const end = item.minor !== undefined ? trimEnd(report.upstream.minors.get(item.minor)?.eol) : undefined;
      items.push({ section, branch: audit.branch.name, item, rule: first.rule, ...(end ? { end } : {}) });
    }
    // A notice of these rules about a cycle without a known end (or about no cycle: facts missing) is a rule that could not decide.
    undecided.push(
      ...relevant
        .flatMap((item) => item.findings)
        .filter(
          (f) =>
            f.severity === 'notice' &&
            (f.minor === undefined || report.upstream.minors.get(f.minor)?.eol === undefined),
        ),
    );
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
    items,
    read: [...(master ? [master] : []), ...live].map((a) => a.branch.name),
    undecided: [...new Map(undecided.map((f) => [`${f.branch}\n${f.message}`, f])).values()],
    declaration: report.audits.flatMap((audit) => audit.findings.filter((f) => f.rule === 'declaration-mismatch')),
    unread,
    ...(masterHeadsFor !== undefined ? { masterHeadsFor } : {}),
  };
}

/** R's trim list over every family of a run, in the run's order. */
export function trimList(reports: readonly TrimListInput[], release: NixosRelease): TrimList {
  return { release, families: reports.map((report) => familyTrim(report, release)) };
}

/** Whether a trim list asks for nothing and knows it: no item, every branch it asks about read, every declaration right. */
export function isTrimmed(list: TrimList): boolean {
  return list.families.every(
    (family) => family.items.length === 0 && family.unread.length === 0 && family.declaration.length === 0,
  );
}
