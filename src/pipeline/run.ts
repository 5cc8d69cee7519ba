// One run, whoever starts it: audit, choose the work the mode asks for, check
// the pull request or publish the issues, and say what the outcome is. The
// action and the CLI only turn their inputs into this request and its result
// into their outputs.
import type { Finding } from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import type { RunLog } from '../domain/runLog.js';
import { splitByBase, type PullRequestFindings } from '../evaluate/prComparison.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { DataSources } from '../gather/sources.js';
import { issuesSection, publishRun, type Published } from '../publish/publishRun.js';
import type { IssuePublisher } from '../publish/publisher.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderBaseUnreadSection, renderPullRequestSummary } from '../report/pullRequestSummary.js';
import { chooseWork, isPullRequestCheck, type Work } from './chooseWork.js';
import { failingFindings } from './outcome.js';
import type { RunOptions } from './options.js';
import { runAudit } from './runAudit.js';

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
  onStage?: (stage: RunStage) => void;
}

export interface RunResult {
  report: AuditReport;
  work: Work;
  /** What annotations and `fail-on` concern: the checkout's branch, or in a pull request what the PR adds. */
  blamed: Finding[];
  pullRequest?: PullRequestFindings;
  published?: Published;
  /** The checkout branch's dashboard issue, when the run keeps dashboards. */
  dashboardIssue?: number;
  failing: Finding[];
  /** The job summary: the report, then the pull request's verdict or what became of the issues. */
  summary: string;
}

export async function runGuard(request: RunRequest): Promise<RunResult> {
  const { options, log, context } = request;
  const now = options.now ?? new Date();
  const prCheck = isPullRequestCheck(options.mode, context.eventName);
  request.onStage?.('audit');
  const report = await runAudit({
    options,
    checkout: request.checkout,
    sources: request.sources,
    context: { baseRef: context.baseRef, ref: context.ref, sha: context.sha },
    now,
    log,
    allBranches: !prCheck && !request.checkoutOnly,
    withBase: prCheck,
    runUrl: context.runUrl,
  });
  if (context.serverUrl) report.repositoryUrl = `${context.serverUrl}/${options.nixpkgsRepository}`;
  const work = chooseWork({
    mode: options.mode,
    calendar: report.calendar,
    now,
    eventName: context.eventName,
    releaseBranchExists: (release) =>
      report.audits.some((a) => a.branch.kind === 'stable' && a.branch.release === release),
  });
  for (const reason of work.reasons) log.info(reason);

  const primary = report.audits[0];
  let summary = renderMarkdown(report);
  const result: Omit<RunResult, 'failing' | 'summary'> = { report, work, blamed: primary.findings };
  if (work.prCheck && !report.base) {
    // The base could not be read: any finding of the head may already be on it, so none is blamed on the pull request.
    result.blamed = [];
    summary = renderBaseUnreadSection(primary.branch.name, report.family) + '\n' + summary;
  } else if (work.prCheck) {
    const split = splitByBase(primary.findings, report.base?.findings ?? []);
    result.pullRequest = split;
    result.blamed = split.introduced;
    // The pull request's own verdict opens its summary; the branch's report follows.
    summary = renderPullRequestSummary(report, split);
  } else if (request.publisher) {
    // A dry run writes nothing: its failures leave every issue as it was.
    if (!request.publisher.dryRun) request.onStage?.('publish');
    const published = await publishRun(
      report,
      work,
      { team: options.team, labels: options.labels, runUrl: report.runUrl },
      request.publisher,
      log,
    );
    result.published = published;
    // The desired issues put the checkout branch's dashboard first.
    const dashboard = work.dashboards ? published.results[0]?.issue : undefined;
    if (dashboard) result.dashboardIssue = dashboard.number;
    if (published.results.length > 0) summary += '\n' + issuesSection(published.results, request.publisher.dryRun);
    if (published.refused) summary += `\n## Issues\n\n${published.refused}\n`;
  }
  request.onStage?.('report');
  return { ...result, failing: failingFindings(result.blamed, options.failOn), summary };
}
