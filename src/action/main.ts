// The action: read inputs, audit, publish (issues, or a pull request check),
// report to the job summary and outputs, fail per `fail-on`.
import * as core from '@actions/core';
import { statSync } from 'node:fs';
import path from 'node:path';
import { actionsCacheStore, type ResponseCacheStore } from './cacheStore.js';
import type { FamilyTraits } from '../domain/family.js';
import type { Finding } from '../domain/types.js';
import { actionsLog } from './log.js';
import { failingFindings, failureMessage } from '../pipeline/outcome.js';
import { runAudit } from '../pipeline/runAudit.js';
import { localTree } from '../gather/nixpkgs/tree.js';
import { chooseWork } from '../pipeline/chooseWork.js';
import { splitByBase } from '../evaluate/prComparison.js';
import { renderPullRequestSection } from '../report/pullRequestSummary.js';
import { issuesSection, publish } from '../publish/publishRun.js';
import { findingsToJson } from '../report/findingsJson.js';
import { renderMarkdown } from '../report/markdown.js';
import { summarizeFindings } from '../report/summary.js';
import { createGitHubClient } from '../github/client.js';
import type { ResponseCache } from '../github/responseCache.js';
import { InputError, readInputs, type Inputs } from './inputs.js';
import { readRunContext, type RunContext } from './runContext.js';

/** The checkout's folder; a wrong nixpkgs-path is an input error, not an ENOENT from deep in the reader. */
function existingFolder(root: string): string {
  let folder = false;
  try {
    folder = statSync(root).isDirectory();
  } catch {
    // Missing or unreadable: said below.
  }
  if (!folder) {
    throw new InputError('nixpkgs-path', `${root} is not a folder; give the path of the nixpkgs checkout, relative to the workspace (the path: of actions/checkout).`);
  }
  return root;
}

/** File annotations on the lines that carry the findings (paths relative to the workspace). */
function annotate(findings: readonly Finding[], nixpkgsPath: string, family: FamilyTraits): void {
  for (const finding of findings) {
    const properties: core.AnnotationProperties = { title: `${family.name} ${finding.rule}` };
    if (finding.file) {
      properties.file = path.posix.normalize(path.posix.join(nixpkgsPath.split(path.sep).join('/'), finding.file));
      if (finding.line) properties.startLine = finding.line;
    }
    if (finding.severity === 'error') core.error(finding.message, properties);
    else if (finding.severity === 'warning') core.warning(finding.message, properties);
    else core.notice(finding.message, properties);
  }
}

/** The request cache of this run: kept in the runner's temp folder, carried between runs by the Actions cache. */
function responseCacheStore(inputs: Inputs, run: RunContext): ResponseCacheStore | undefined {
  if (!inputs.cache || !run.runnerTemp) return undefined;
  const file = path.join(run.runnerTemp, 'k3s-release-guard', 'http-cache.json');
  return actionsCacheStore(file, run.runKey, (message) => core.warning(message));
}

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  // How far the run got, so a failure can say whether any issue may have changed.
  let stage: 'inputs' | 'audit' | 'publish' | 'report' = 'inputs';
  let cacheStore: ResponseCacheStore | undefined;
  let cache: ResponseCache | undefined;
  try {
    const inputs = readInputs((name) => core.getInput(name));
    if (inputs.token) core.setSecret(inputs.token);
    const runContext = readRunContext(env);
    const checkoutRoot = existingFolder(path.resolve(runContext.workspace, inputs.nixpkgsPath));
    const now = inputs.now ?? new Date();
    stage = 'audit';
    cacheStore = responseCacheStore(inputs, runContext);
    cache = await cacheStore?.load();
    const client = createGitHubClient({ token: inputs.token, baseUrl: env.GITHUB_API_URL, log: (m) => core.info(m), cache });
    const prCheck = inputs.mode === 'pr-check' || (inputs.mode === 'auto' && runContext.eventName?.startsWith('pull_request') === true);

    const report = await runAudit({
      inputs,
      checkout: localTree(checkoutRoot),
      context: { baseRef: runContext.baseRef, ref: runContext.ref },
      now,
      client,
      log: actionsLog,
      allBranches: !prCheck,
      withBase: prCheck,
      runUrl: runContext.runUrl
    });
    const work = chooseWork({
      mode: inputs.mode,
      calendar: report.calendar,
      now,
      eventName: runContext.eventName,
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
      summary += '\n' + renderPullRequestSection(split, primary.branch.name, report.family);
    } else {
      // A dry run writes nothing: its failures leave every issue as it was.
      if (!inputs.dryRun) stage = 'publish';
      const { results, refused } = await publish(report, work, inputs, client, runContext.repository);
      // desiredIssues puts the checkout branch's dashboard first.
      const dashboard = work.dashboards ? results[0]?.issue : undefined;
      if (dashboard) core.setOutput('issue-number', String(dashboard.number));
      if (results.length > 0) summary += '\n' + issuesSection(results, inputs.dryRun);
      if (refused) summary += `\n## Issues\n\n${refused}\n`;
    }

    stage = 'report';
    annotate(blamed, inputs.nixpkgsPath, report.family);
    core.setOutput('findings', findingsToJson(report.audits.flatMap((audit) => audit.findings)));
    core.setOutput('status', summarizeFindings(primary.findings).status);
    if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(summary, true).write();

    const failing = failingFindings(blamed, inputs.failOn);
    if (failing.length > 0) core.setFailed(failureMessage(failing, inputs.failOn, report.family));
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
  } finally {
    // What was learnt is valid whatever happened later in the run: answers are validated by GitHub on use.
    if (cacheStore && cache) core.info(`Request cache: ${await cacheStore.save(cache)}`);
  }
}
