// The action: read inputs, audit, publish (issues, or a pull request check),
// report to the job summary and outputs, fail per `fail-on`.
import * as core from '@actions/core';
import path from 'node:path';
import { actionsLog } from './audit/actionsLog.js';
import { failingFindings, failureMessage } from './audit/outcome.js';
import { runAudit } from './audit/runAudit.js';
import type { AuditReport, Finding } from './domain/types.js';
import { localTree } from './gather/nixpkgsTree.js';
import { createGitHubClient, type GitHubClient } from './github/client.js';
import { readInputs, type Inputs } from './inputs.js';
import { chooseWork, type Work } from './modes/chooseWork.js';
import { splitByBase } from './modes/prCheck.js';
import { renderPullRequestSection } from './modes/pullRequestSummary.js';
import { desiredIssues } from './publish/desiredIssues.js';
import { createIssueStore } from './publish/issueStore.js';
import { publishIssues } from './publish/publishIssues.js';
import type { IssueSyncResult } from './publish/syncIssue.js';
import { findingsToJson } from './report/findingsJson.js';
import { renderMarkdown } from './report/markdown.js';
import { summarizeFindings } from './report/summary.js';

function runUrl(env: NodeJS.ProcessEnv): string | undefined {
  const { GITHUB_SERVER_URL, GITHUB_REPOSITORY, GITHUB_RUN_ID } = env;
  return GITHUB_SERVER_URL && GITHUB_REPOSITORY && GITHUB_RUN_ID
    ? `${GITHUB_SERVER_URL}/${GITHUB_REPOSITORY}/actions/runs/${GITHUB_RUN_ID}`
    : undefined;
}

/** File annotations on the lines that carry the findings (paths relative to the workspace). */
function annotate(findings: readonly Finding[], nixpkgsPath: string): void {
  for (const finding of findings) {
    const properties: core.AnnotationProperties = { title: `k3s ${finding.rule}` };
    if (finding.file) {
      properties.file = path.posix.normalize(path.posix.join(nixpkgsPath.split(path.sep).join('/'), finding.file));
      if (finding.line) properties.startLine = finding.line;
    }
    if (finding.severity === 'error') core.error(finding.message, properties);
    else if (finding.severity === 'warning') core.warning(finding.message, properties);
    else core.notice(finding.message, properties);
  }
}

function issuesSection(results: readonly IssueSyncResult[], dryRun: boolean): string {
  const lines = results.flatMap((r) => r.actions.map((a) => `- ${a.url ? `[${a.text}](${a.url})` : a.text}`));
  const heading = dryRun ? '## Issues (dry run: nothing was written)' : '## Issues';
  return `${heading}\n\n${lines.length > 0 ? lines.join('\n') : 'No issue needed a change.'}\n`;
}

async function publish(report: AuditReport, work: Work, inputs: Inputs, client: GitHubClient, env: NodeJS.ProcessEnv): Promise<IssueSyncResult[]> {
  const repository = env.GITHUB_REPOSITORY;
  const desired = desiredIssues(report, work, { team: inputs.team, labels: inputs.labels, runUrl: report.runUrl });
  if (desired.length === 0) return [];
  if (!repository || !repository.includes('/')) {
    core.warning('GITHUB_REPOSITORY is not set: no issue can be kept outside a workflow run.');
    return [];
  }
  const [owner, repo] = repository.split('/') as [string, string];
  return core.group(inputs.dryRun ? 'Issues (dry run)' : 'Issues', async () => {
    const results = await publishIssues(createIssueStore(client, { owner, repo }), desired, { dryRun: inputs.dryRun, labels: inputs.labels });
    for (const action of results.flatMap((r) => r.actions)) core.info(action.url ? `${action.text}: ${action.url}` : action.text);
    if (results.every((r) => r.actions.length === 0)) core.info('Every issue is up to date; nothing written.');
    return results;
  });
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // How far the run got, so a failure can say whether any issue may have changed.
  let stage: 'inputs' | 'audit' | 'publish' | 'report' = 'inputs';
  try {
    const inputs = readInputs((name) => core.getInput(name));
    if (inputs.token) core.setSecret(inputs.token);
    const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
    const now = inputs.now ?? new Date();
    const client = createGitHubClient({ token: inputs.token, baseUrl: env.GITHUB_API_URL, log: (m) => core.info(m) });
    stage = 'audit';
    const prCheck = inputs.mode === 'pr-check' || (inputs.mode === 'auto' && env.GITHUB_EVENT_NAME?.startsWith('pull_request') === true);

    const report = await runAudit({
      inputs,
      checkout: localTree(path.resolve(workspace, inputs.nixpkgsPath)),
      context: { baseRef: env.GITHUB_BASE_REF || undefined, ref: env.GITHUB_REF || undefined },
      now,
      client,
      log: actionsLog,
      allBranches: !prCheck,
      withBase: prCheck,
      runUrl: runUrl(env)
    });
    const work = chooseWork({
      mode: inputs.mode,
      calendar: report.calendar,
      now,
      eventName: env.GITHUB_EVENT_NAME,
      releaseBranchExists: (release) => report.audits.some((a) => a.branch.kind === 'stable' && a.branch.release === release)
    });
    for (const reason of work.reasons) core.info(reason);

    const primary = report.audits[0]!;
    // Annotations and fail-on concern the checkout's branch (in a PR: what the PR adds); other branches go to their issues.
    let blamed: Finding[] = primary.findings;
    let summary = renderMarkdown(report);
    if (work.prCheck) {
      const split = splitByBase(primary.findings, report.base?.findings ?? []);
      blamed = split.introduced;
      summary += '\n' + renderPullRequestSection(split, primary.branch.name);
    } else {
      // A dry run writes nothing: its failures leave every issue as it was.
      if (!inputs.dryRun) stage = 'publish';
      const results = await publish(report, work, inputs, client, env);
      // desiredIssues puts the checkout branch's dashboard first.
      const dashboard = work.dashboards ? results[0]?.issue : undefined;
      if (dashboard) core.setOutput('issue-number', String(dashboard.number));
      if (results.length > 0) summary += '\n' + issuesSection(results, inputs.dryRun);
    }

    stage = 'report';
    annotate(blamed, inputs.nixpkgsPath);
    core.setOutput('findings', findingsToJson(report.audits.flatMap((audit) => audit.findings)));
    core.setOutput('status', summarizeFindings(primary.findings).status);
    if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summary, true).write();

    const failing = failingFindings(blamed, inputs.failOn);
    if (failing.length > 0) core.setFailed(failureMessage(failing, inputs.failOn));
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).trimEnd();
    const message = /\w$/.test(text) ? `${text}.` : text;
    const issues = {
      inputs: '',
      audit: ' No issue was changed.',
      publish: ' It failed while updating issues, some of which may have changed; the next run completes them.',
      report: ''
    }[stage];
    core.setFailed(message + issues);
  }
}
