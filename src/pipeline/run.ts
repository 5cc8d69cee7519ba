// One run, whoever starts it: audit, choose the work the mode asks for, check
// the pull request or publish the issues, and say what the outcome is. The
// action and the CLI only turn their inputs into this request and its result
// into their outputs.
import { contradictedDates, treesRead } from '../calendar/treeDates.js';
import type { Finding, WorkItem } from '../domain/types.js';
import type { ItemChange } from '../domain/itemChange.js';
import type { AuditReport } from '../domain/audit.js';
import { ACTION_WORDS, type OptionWords } from '../domain/optionWords.js';
import type { RunLog } from '../domain/runLog.js';
import { backportLabelsNeeded, type BackportLabel } from '../evaluate/backportLabels.js';
import { idlePinWarnings } from '../evaluate/keepPins.js';
import { compareWithBase, type PullRequestComparison } from '../evaluate/prComparison.js';
import { checklistPlans } from '../evaluate/releasePlan.js';
import { trimList } from '../evaluate/trimList.js';
import type { TrimList } from '../domain/trimList.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { DataSources } from '../gather/sources.js';
import { builtInCatalogue, familyIn, type Catalogue } from '../families/catalogue.js';
import type { PackageFamily } from '../families/family.js';
import { dueChecklists, type IssueWork } from '../publish/issues/desiredIssues.js';
import { dashboardMarker } from '../publish/issues/markers.js';
import { issuesSection, publishRun, type Published } from '../publish/publishRun.js';
import type { IssuePublisher } from '../publish/publisher.js';
import { familyReport, type FamilyReport } from '../report/model.js';
import { runReport, type RunReport } from '../report/runReport.js';
import { renderRunSummary } from '../report/runSummary.js';
import { chooseWork, isPullRequestCheck, type Work } from './chooseWork.js';
import { itemFixes, shownChange, type ItemFix } from './itemChanges.js';
import { failingFindings } from './outcome.js';
import type { RunOptions } from './options.js';
import { auditRun } from './runAudit.js';

/** How far a run got: a failure says whether any issue may have changed. */
export type RunStage = 'audit' | 'publish' | 'report';

export interface RunContextFacts {
  /** GITHUB_EVENT_NAME, in Actions. */
  eventName?: string;
  /** A pull request's base branch, and the pushed ref. */
  baseRef?: string;
  ref?: string;
  runUrl?: string;
  /** GITHUB_SHA: the commit of the checkout, for links to its lines. */
  sha?: string;
  /** A pull request check's base commit (input base-sha): the base is read at it, not at its branch's head. */
  baseSha?: string;
  /** The GitHub web address ("https://github.com"): reports link the audited files there. */
  serverUrl?: string;
}

export interface RunRequest {
  options: RunOptions;
  checkout: NixpkgsTree;
  sources: DataSources;
  context: RunContextFacts;
  log: RunLog;
  /** Where issues go; without one, a run that keeps issues only reports them. */
  publisher?: IssuePublisher;
  /** Audit only the checkout's branch instead of every branch that matters (the CLI's default). */
  checkoutOnly?: boolean;
  /**
   * Compute the mechanical change of each item of every audited branch, in
   * memory, from the tree the branch was read from: "The change" of the issues,
   * what `--fix` writes. A run that publishes or previews issues computes it
   * without being asked.
   */
  changes?: boolean;
  /** Read the pull requests in flight (outside a pull request check); `false` for an audit that shows none of them. */
  pullRequests?: boolean;
  /** How the front end names its options in the hints of messages; the action's inputs when absent. */
  words?: OptionWords;
  /** The families the options were read with (`readRunOptions`); the shipped catalogue when absent. */
  catalogue?: Catalogue;
  onStage?: (stage: RunStage) => void;
}

/** What one family came to in a run. */
export interface FamilyResult {
  report: AuditReport;
  /** What every output shows of it (report/model.ts), built once: the job summary, the terminal, the JSON, the dashboards. */
  model: FamilyReport;
  /** What annotations and `fail-on` concern: the checkout's branch, or in a pull request what the PR adds. */
  blamed: Finding[];
  pullRequest?: PullRequestComparison;
  /** In a pull request check of master: the `backport release-R` labels it will need (a notice, never a failure). */
  backportLabels?: BackportLabel[];
  /** The family's dashboard issue of the checkout's branch, when the run keeps dashboards. */
  dashboardIssue?: number;
  /** Each item of the checkout's branch with its change, when the run computed changes (RunRequest.changes). */
  fixes?: ItemFix[];
}

export interface RunResult {
  /** One per family audited, in the order of the `packages` input. */
  families: FamilyResult[];
  /** The run as every output shows it: the families' reports together. */
  report: RunReport;
  work: Work;
  /** The trim list of the release the work names (`work.trimList`), every family's part of it. */
  trimList?: TrimList;
  published?: Published;
  /** The blamed findings of every family that fail the run under `fail-on`. */
  failing: Finding[];
  /** The job summary: each family's report (a quiet one collapsed), the notices several share, then the pull request's verdicts or what became of the issues. */
  summary: string;
}

export async function runGuard(request: RunRequest): Promise<RunResult> {
  const { options, log, context } = request;
  const now = options.now ?? new Date();
  const prCheck = isPullRequestCheck(options.mode, context.eventName);
  request.onStage?.('audit');
  const catalogue = request.catalogue ?? builtInCatalogue();
  const audited = options.families.map((chosen) => ({ chosen, family: familyOf(catalogue, chosen.family) }));
  const { reports, treeOf } = await auditRun({
    options,
    families: audited.map(({ chosen, family }) => ({
      family,
      upstreamRepository: chosen.upstreamRepository,
      policy: chosen.policy,
    })),
    checkout: request.checkout,
    sources: request.sources,
    context: { baseRef: context.baseRef, ref: context.ref, sha: context.sha, baseSha: context.baseSha },
    now,
    log,
    allBranches: !prCheck && !request.checkoutOnly,
    withBase: prCheck,
    // A pull request check compares its head with its base; the pull requests in flight are for dashboards and reports.
    pullRequestsOf: prCheck || request.pullRequests === false ? undefined : options.nixpkgsRepository,
    runUrl: context.runUrl,
    words: request.words,
    repositoryUrl: context.serverUrl ? `${context.serverUrl}/${options.nixpkgsRepository}` : undefined,
  });
  // Every family reads the same branches: the calendar and the branches read are the same in each report.
  const [first] = reports;
  // What the run was given and cannot use is said once: pins that change nothing, dates the trees contradict.
  const words = request.words ?? ACTION_WORDS;
  for (const warning of [
    ...idlePinWarnings(reports, options.keepNotAudited ?? [], words),
    ...contradictedDates(first.calendar, now, treesRead(reports), words),
  ])
    log.warning(warning);
  const work = chooseWork({
    mode: options.mode,
    prCheck,
    calendar: first.calendar,
    now,
    eventName: context.eventName,
    // Audited, or read as a live release master is compared with (the CLI audits the checkout's branch alone).
    releaseBranchExists: (release) =>
      reports.some((r) =>
        r.audits.some(
          (a) =>
            (a.branch.kind === 'stable' && a.branch.release === release) ||
            (a.others.liveReleases ?? []).some((live) => live.branch === `release-${release}`),
        ),
      ),
  });
  for (const reason of work.reasons) log.info(reason);
  // Every family's part of the release's trim list, as evaluate picks it from their audits.
  const trim = work.trimList ? trimList(reports, work.trimList) : undefined;

  // A checklist is planned only when one is due: a release event the run publishes (or previews) for the family.
  const planned = !prCheck && request.publisher ? reports.map((report) => withPlans(report, work)) : reports;
  // Every audited branch's change is computed from its own tree, so a dashboard reads the same whichever branch
  // the run checked out.
  const fixes =
    !prCheck && (request.changes || request.publisher)
      ? await Promise.all(
          audited.map(({ family }, index) =>
            Promise.all(reports[index].audits.map((audit) => itemFixes(family, audit, treeOf(audit.branch), now))),
          ),
        )
      : undefined;
  const checked = planned.map((report, index) => withChanges(checkOf(report, prCheck), fixes?.[index], now));
  let published: Published | undefined;
  if (!prCheck && request.publisher) {
    // A dry run writes nothing: its failures leave every issue as it was.
    if (!request.publisher.dryRun) request.onStage?.('publish');
    published = await publishRun(
      audited.map(({ chosen }, index) => ({
        model: checked[index].model,
        options: { team: chosen.team, labels: chosen.labels, runUrl: context.runUrl },
      })),
      work,
      request.publisher,
      log,
      trim,
    );
  }
  const families = checked.map((result): FamilyResult => {
    const dashboardIssue = work.dashboards ? dashboardOf(result.report, published) : undefined;
    return dashboardIssue === undefined ? result : { ...result, dashboardIssue };
  });
  const report = runReport(families.map((result) => result.model));
  let summary = renderRunSummary(report);
  if (published && published.results.length > 0)
    summary += '\n' + issuesSection(published.results, request.publisher?.dryRun ?? false);
  if (published?.refused) summary += `\n## Issues\n\n${published.refused}\n`;
  request.onStage?.('report');
  const blamed = families.flatMap((result) => result.blamed);
  return {
    families,
    report,
    work,
    ...(trim ? { trimList: trim } : {}),
    ...(published ? { published } : {}),
    failing: failingFindings(blamed, options.failOn),
    summary,
  };
}

/**
 * What one family's report comes to before anything is published: the findings
 * blamed, its report as the outputs show it, made once. In
 * a pull request check the pull request's verdict opens the summary; with no
 * base read, nothing is blamed.
 */
function checkOf(report: AuditReport, prCheck: boolean): FamilyResult {
  const head = report.audits[0];
  const made = (result: Omit<FamilyResult, 'model'>, model: FamilyReport): FamilyResult => ({ ...result, model });
  if (!prCheck) return made({ report, blamed: head.findings }, familyReport(report));
  // Any finding of the head may already be on the base, so none is blamed on the pull request.
  if (!report.base) return made({ report, blamed: [] }, familyReport(report, {}));
  const unreadable = (head.packaged.unreadable ?? []).map((u) => u.minor);
  const pullRequest = compareWithBase(head, report.base, unreadable);
  const backportLabels = backportLabelsNeeded(report, head, report.base);
  return made(
    {
      report,
      blamed: pullRequest.introduced.findings,
      pullRequest,
      ...(backportLabels.length > 0 ? { backportLabels } : {}),
    },
    familyReport(report, { comparison: pullRequest, backportLabels }),
  );
}

/** The result with each item's change on its branch, as the issues and summaries show it; the checkout's items as `--fix` takes them. */
function withChanges(result: FamilyResult, fixes: ItemFix[][] | undefined, now: Date): FamilyResult {
  if (!fixes) return result;
  const changes = new Map<WorkItem, ItemChange>();
  for (const [index, branchFixes] of fixes.entries())
    for (const fix of branchFixes) {
      const change = shownChange(fix, now, result.report.audits[index].branch.name);
      if (change) changes.set(fix.item, change);
    }
  const branches = result.model.branches.map((branch) => ({
    ...branch,
    items: branch.items.map((entry) => {
      const change = changes.get(entry.item);
      return change ? { ...entry, change } : entry;
    }),
  }));
  return { ...result, fixes: fixes[0] ?? [], model: { ...result.model, branches } };
}

/** The report with the plans of the checklists due for its family, when any is. */
function withPlans(report: AuditReport, work: IssueWork): AuditReport {
  const due = dueChecklists(work, report.family);
  const releases = [due.branchOff, due.featureFreeze].filter((release) => release !== undefined);
  return releases.length > 0 ? { ...report, plans: checklistPlans(report, releases) } : report;
}

/** The number of the family's dashboard issue of the checkout's branch, when the run kept it. */
function dashboardOf(report: AuditReport, published: Published | undefined): number | undefined {
  const marker = dashboardMarker(report.audits[0].branch.name, report.family);
  return published?.results.find((r) => r.plan.marker === marker)?.issue?.number;
}

/** The catalogue's family of an id `readRunOptions` accepted. */
function familyOf(catalogue: Catalogue, id: string): PackageFamily {
  const family = familyIn(catalogue, id);
  if (!family) throw new Error(`No package family "${id}" is known.`);
  return family;
}
