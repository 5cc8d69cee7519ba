// The report of a run, built once from its audits: what every output shows.
// The job summary and the dashboards (Markdown), the terminal and the JSON
// output are formatters of this model: they word it and lay it out, and
// decide nothing of what is said (which items, which findings each holds and
// why, the counts, the rows, which facts and sources). A family is a section of
// it like any other: whatever packages it audits, each gets the same parts.
import type { ItemChange } from '../domain/itemChange.js';
import type { AuditReport } from '../domain/audit.js';
import type { FamilyProfile } from '../domain/family.js';
import { compareMinors } from '../domain/minor.js';
import type {
  BackportThrough,
  Branch,
  BranchAudit,
  BranchDefault,
  BranchPullRequests,
  DatedFact,
  Day,
  Finding,
  Minor,
  NixosRelease,
  PolicyName,
  RuleId,
  Severity,
  StablePhase,
  WorkItem,
} from '../domain/types.js';
import type { BackportLabel } from '../evaluate/backportLabels.js';
import type { PullRequestComparison } from '../evaluate/prComparison.js';
import { addMonths, dayOf } from './dayText.js';
import { findingWhy } from './itemWhy.js';
import { minorRows, type MinorRow } from './minorRows.js';
import { branchLinks, type SourceLinks } from './sourceLinks.js';
import { summarizeFindings, type FindingsSummary } from './summary.js';
import { chartContents, type TimelineOptions } from './timeline.js';
import { upcomingDates, type UpcomingDate } from './upcomingDates.js';

/** Why one finding puts its item there: a line under the item. */
export interface WhyLine {
  rule: RuleId;
  /** The finding's severity, only where it is not its item's (then it is said). */
  severity?: Severity;
  /** The rule's short reason, or the finding's message; absent when the item's line says it all. */
  text?: string;
  /** Where in the tree, when the finding has a place. */
  file?: string;
  line?: number;
}

/** A work item as every output shows it: evaluate's item (its subject, severity, one fix, the pull requests that answer it) and why. */
export interface ReportItem {
  item: WorkItem;
  /** A line per finding of the item, in its order (most severe first). */
  why: WhyLine[];
  /** Its mechanical change, when it has one and the run computed it ("The change" in the issues). */
  change?: ItemChange;
}

/** A finding of a branch and the item that holds it: the JSON output's object. */
export interface ReportFinding {
  finding: Finding;
  /** Every finding is in one item of its branch; absent only if an audit broke that. */
  item?: WorkItem;
}

/** Which other branch's default a fact is: the branch section says where each came from. */
export type DefaultRole = 'current-stable' | 'live' | 'next' | 'unstable';

export interface BranchReport {
  branch: Branch;
  /** A stable branch's phase; absent for unstable. */
  phase?: StablePhase;
  /** The NixOS release the branch is, or (unstable) heads for; its dates when the calendar has them. */
  releaseName?: string;
  release?: NixosRelease;
  counts: FindingsSummary;
  /** One per packaged minor, newest first. */
  rows: MinorRow[];
  /** In the order a maintainer works. */
  items: ReportItem[];
  /** Every finding, in the audit's order, with its item. */
  findings: ReportFinding[];
  /** Its pull requests in flight, when the run read them. */
  pullRequests?: BranchPullRequests;
  /** Links to its files at the commit read. */
  links?: SourceLinks;
  /** Where its packaged state was read ("checkout nixpkgs", "GitHub API NixOS/nixpkgs@release-26.05"). */
  source: string;
  /** The defaults of other branches its rules read, each once. */
  defaults: { role: DefaultRole; fact: BranchDefault }[];
  /** Its own chart (a dashboard's): its minors, its work, its release's events, the reader's today. */
  chart: TimelineOptions;
}

/** One part of a pull request check: findings of one side and the items holding them. */
export interface CheckPart {
  counts: FindingsSummary;
  items: ReportItem[];
  /** Links to the files of that side. */
  links?: SourceLinks;
}

/** A pull request check: its head (the checkout's branch) against its base. */
export interface CheckReport {
  /** The base branch's name. */
  base: string;
  /** What it adds (blamed), fixes and leaves; absent when the base could not be read (nothing is blamed). */
  compared?: { introduced: CheckPart; fixed: CheckPart; preExisting: CheckPart };
  /** The backport labels a pull request of master will need once merged. */
  backportLabels: readonly BackportLabel[];
}

/** Where the facts of a family's report came from, and what of them is estimated. */
export interface ReportSources {
  upstream: { repository: string; /** The local file its releases were read from, as shown. */ file?: string };
  /** How the facts were obtained (fallbacks, local files); untrusted text. */
  notes: string[];
  /** EOL dates estimated as GA + 14 months, of minors that ended at most a year ago or later. */
  estimatedEols: { minor: Minor; date: Day }[];
  /** The NixOS releases the summary's chart shows with their estimated dates. */
  estimatedReleases: { name: string; dates: { what: string; date: Day }[] }[];
  /** The family's policy choices, when it has any. */
  policy?: { policy: PolicyName; backportThrough: BackportThrough };
  /** The `keep` pins, oldest minor first. */
  kept: { minor: Minor; reason: string }[];
  runUrl?: string;
}

/** One family's part of a run. */
export interface FamilyReport {
  family: FamilyProfile;
  now: Date;
  /** The audit the report was built from: the timeline draws from its upstream lifecycles and calendar. */
  audit: AuditReport;
  /** Over every branch audited. */
  counts: FindingsSummary;
  /** The checkout's branch first. */
  branches: BranchReport[];
  /** In a pull request check. */
  check?: CheckReport;
  /** The NixOS dates to plan around, soonest first (a packaged minor's end of life is in its row). */
  upcoming: UpcomingDate[];
  /** The job summary's chart: the checkout's branch, every audited branch's release marked, the audit day. */
  chart: TimelineOptions;
  sources: ReportSources;
}

/** What a pull request check found, as the pipeline asks evaluate. */
export interface PullRequestFacts {
  /** Head and base compared; absent when the base could not be read. */
  comparison?: PullRequestComparison;
  backportLabels?: readonly BackportLabel[];
}

/** The report items of evaluate's work items, each with why. */
export function reportItems(items: readonly WorkItem[]): ReportItem[] {
  return items.map((item) => ({
    item,
    why: item.findings.map((finding) => {
      const text = findingWhy(item, finding);
      return {
        rule: finding.rule,
        ...(finding.severity !== item.severity ? { severity: finding.severity } : {}),
        ...(text ? { text } : {}),
        ...(finding.file !== undefined ? { file: finding.file } : {}),
        ...(finding.line !== undefined ? { line: finding.line } : {}),
      };
    }),
  }));
}

/** One family's report; `pullRequest` in a pull request check. */
export function familyReport(report: AuditReport, pullRequest?: PullRequestFacts): FamilyReport {
  const head = report.audits.at(0);
  const marked = [...new Map(report.audits.flatMap((a) => (a.release ? [[a.release.name, a.release]] : []))).values()];
  const chart: TimelineOptions = { ...(head ? { audit: head, items: head.workItems } : {}), marked, auditDay: true };
  return {
    family: report.family,
    now: report.now,
    audit: report,
    counts: summarizeFindings(report.audits.flatMap((audit) => audit.findings)),
    branches: report.audits.map((audit) => branchReport(report, audit)),
    ...(pullRequest && head ? { check: checkReport(report, head, pullRequest) } : {}),
    upcoming: upcomingDates(report, { eols: 0, nixos: 4 }),
    chart,
    sources: sourcesOf(report, chart),
  };
}

function branchReport(report: AuditReport, audit: BranchAudit): BranchReport {
  const items = reportItems(audit.workItems);
  const itemOf = new Map(audit.workItems.flatMap((item) => item.findings.map((f) => [f, item] as const)));
  const releaseName = audit.release?.name ?? audit.branch.release;
  const links = branchLinks(report, audit);
  return {
    branch: audit.branch,
    ...(audit.phase ? { phase: audit.phase } : {}),
    ...(releaseName !== undefined ? { releaseName } : {}),
    ...(audit.release ? { release: audit.release } : {}),
    counts: summarizeFindings(audit.findings),
    rows: minorRows(audit.packaged, report.upstream, report.now, audit.findings),
    items,
    findings: audit.findings.map((finding) => {
      const item = itemOf.get(finding);
      return item ? { finding, item } : { finding };
    }),
    ...(audit.pullRequests ? { pullRequests: audit.pullRequests } : {}),
    ...(links ? { links } : {}),
    source: audit.source,
    defaults: defaultsOf(audit),
    // The reader's today, not the audit's: a dashboard stays the same on a quiet day.
    chart: { audit, items: audit.workItems, marked: audit.release ? [audit.release] : [], auditDay: false },
  };
}

function defaultsOf(audit: BranchAudit): BranchReport['defaults'] {
  const { currentStableDefault, liveReleases, nextReleaseDefault, unstableDefault } = audit.others;
  // The current stable is a live release: said once.
  const otherLive = (liveReleases ?? []).filter((fact) => fact.branch !== currentStableDefault?.branch);
  const facts: [BranchDefault | undefined, DefaultRole][] = [
    [currentStableDefault, 'current-stable'],
    ...otherLive.map((fact): [BranchDefault, DefaultRole] => [fact, 'live']),
    [nextReleaseDefault, 'next'],
    [unstableDefault, 'unstable'],
  ];
  return facts.flatMap(([fact, role]) => (fact ? [{ role, fact }] : []));
}

function checkReport(report: AuditReport, head: BranchAudit, facts: PullRequestFacts): CheckReport {
  const { comparison } = facts;
  const links = branchLinks(report, head);
  const part = (side: PullRequestComparison['introduced'], sideLinks: SourceLinks | undefined): CheckPart => ({
    counts: summarizeFindings(side.findings),
    items: reportItems(side.items),
    ...(sideLinks ? { links: sideLinks } : {}),
  });
  return {
    base: head.branch.name,
    ...(comparison
      ? {
          compared: {
            introduced: part(comparison.introduced, links),
            // What it fixes is found on the base: its files, its lines.
            fixed: part(comparison.fixed, report.base ? branchLinks(report, report.base) : undefined),
            preExisting: part(comparison.preExisting, links),
          },
        }
      : {}),
    backportLabels: facts.backportLabels ?? [],
  };
}

function sourcesOf(report: AuditReport, chart: TimelineOptions): ReportSources {
  const windowStart = addMonths(dayOf(report.now), -12);
  // A declared family's projected ends are its upstream notes' to word (endoflife.date's cycles are not GA + 14 months).
  const estimatedEols = report.upstream.endOfLife
    ? []
    : [...report.upstream.minors.values()]
        .sort((a, b) => compareMinors(a.minor, b.minor))
        .flatMap(({ minor, eol }) => (eol?.estimated && eol.date >= windowStart ? [{ minor, date: eol.date }] : []));
  // The estimates a reader sees in the timeline, not the whole calendar.
  const estimatedReleases = chartContents(report, chart).releases.flatMap((r) => {
    const facts: [DatedFact, string][] = [
      [r.featureFreeze, 'feature freeze'],
      [r.branchOff, 'branch-off'],
      [r.release, 'release'],
      [r.endOfSupport, 'end of support'],
    ];
    const dates = facts.filter(([fact]) => fact.estimated).map(([fact, what]) => ({ what, date: fact.date }));
    return dates.length > 0 ? [{ name: r.name, dates }] : [];
  });
  const { options, upstream } = report;
  return {
    upstream: {
      repository: upstream.repository,
      ...(upstream.releasesFile !== undefined ? { file: upstream.releasesFile } : {}),
    },
    notes: upstream.notes,
    estimatedEols,
    estimatedReleases,
    // A family with one policy (rke2) has no choice to state.
    ...(report.family.policy.choices
      ? { policy: { policy: options.policy, backportThrough: options.backportThrough } }
      : {}),
    kept: [...options.keep].sort(([a], [b]) => compareMinors(a, b)).map(([minor, reason]) => ({ minor, reason })),
    ...(report.runUrl ? { runUrl: report.runUrl } : {}),
  };
}
