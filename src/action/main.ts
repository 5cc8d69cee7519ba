// The action: inputs and the run's context become a run request; the run's
// result becomes the job summary, annotations, outputs and the job's status.
import * as core from '@actions/core';
import { statSync } from 'node:fs';
import path from 'node:path';
import type { Severity } from '../domain/types.js';
import { builtInCatalogue, catalogueWithFile, type Catalogue } from '../families/catalogue.js';
import { DeclarationError } from '../families/declared/declarations.js';
import { remoteTree } from '../gather/nixpkgs/remoteTree.js';
import { localTree, type NixpkgsTree } from '../gather/nixpkgs/tree.js';
import { githubSources } from '../gather/sources.js';
import { createEndOfLifeClient } from '../gather/upstream/endOfLifeClient.js';
import { createGitHubClient, testWriteSpacing, type GitHubClient } from '../github/client.js';
import type { ResponseCache } from '../github/responseCache.js';
import { isPullRequestCheck } from '../pipeline/chooseWork.js';
import { MODES, oneOf, repository } from '../pipeline/options.js';
import { failureMessage } from '../pipeline/outcome.js';
import { appliedChanges } from '../pipeline/applyChanges.js';
import { fixRun } from '../pipeline/fixRun.js';
import { runGuard, type RunRequest, type RunStage } from '../pipeline/run.js';
import { githubIssuePublisher, type IssuePublisher } from '../publish/publisher.js';
import { renderJson } from '../report/findingsJson.js';
import type { FamilyReport, ReportItem } from '../report/model.js';
import type { RunReport } from '../report/runReport.js';
import { sharedNoticeText } from '../report/sharedNotices.js';
import { summarizeFindings } from '../report/summary.js';
import type { KeptMentions } from '../publish/issues/mentionRecord.js';
import { limitSummary } from '../report/summaryLimit.js';
import { actionsCacheStore, type ResponseCacheStore } from './cacheStore.js';
import { commitInput, InputError, readInputs, type InputSource, type Inputs } from './inputs.js';
import { actionsLog, logLine } from './log.js';
import { actionsMentionRecordStore, type MentionRecordStore } from './mentionRecordStore.js';
import { writePatch } from './patchFile.js';
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
    throw new InputError(
      'nixpkgs-path',
      `${root} is not a folder; give the path of the nixpkgs checkout, relative to the workspace (the path: of actions/checkout).`,
    );
  }
  return root;
}

/**
 * The families the run knows: the shipped catalogue, with the repository's own
 * file over it when input families-file names one, a path in the nixpkgs
 * repository. A scheduled run reads it from the checkout; a pull request check
 * from its base, never from the pull request: a stranger's pull request cannot
 * change which families are judged, nor whom the action mentions.
 */
export async function familiesOf(get: InputSource, run: RunContext, env: NodeJS.ProcessEnv): Promise<Catalogue> {
  const file = get('families-file').trim();
  if (file === '') return builtInCatalogue();
  let tree: NixpkgsTree;
  if (isPullRequestCheck(oneOf(get, 'mode', MODES, 'auto'), run.eventName)) {
    const base = commitInput(get, 'base-sha') ?? run.baseRef;
    if (base === undefined)
      throw new InputError(
        'families-file',
        `a pull request check reads ${file} from its base, and this run names none; give base-sha.`,
      );
    const client = createGitHubClient({ token: get('github-token').trim(), baseUrl: env.GITHUB_API_URL });
    tree = remoteTree(client, repository(get, 'nixpkgs-repository', 'NixOS/nixpkgs'), base);
  } else
    tree = localTree(existingFolder(path.resolve(run.workspace, get('nixpkgs-path').trim() || '.')), {
      shownFrom: run.workspace,
    });
  try {
    return await catalogueWithFile(tree, file);
  } catch (error) {
    if (error instanceof DeclarationError) throw new InputError('families-file', error.message);
    throw error;
  }
}

/**
 * `fix` writes into the checkout only in a scheduled or manual run: a pull
 * request's checkout (its files, its families file) is a stranger's, so no run
 * of a pull_request event fixes anything, whatever its mode.
 */
function refuseFixOfPullRequest(inputs: Inputs, run: RunContext): void {
  if (!inputs.fix) return;
  if (isPullRequestCheck(inputs.mode, run.eventName) || run.eventName?.startsWith('pull_request'))
    throw new InputError(
      'fix',
      `true is refused in a pull request check (event ${run.eventName ?? 'none'}, mode ${inputs.mode}): a pull request's files and families file are never used to fix; run fix on schedule or workflow_dispatch.`,
    );
}

/** GitHub shows this many annotations of each kind per step; more would only fill the log. */
const ANNOTATIONS_PER_SEVERITY = 10;

/** The items a run blames, as the report shows them: the checkout's branch's, or in a pull request check what it adds. */
function blamedItems(family: FamilyReport, prCheck: boolean): readonly ReportItem[] {
  if (prCheck) return family.check?.compared?.introduced.items ?? [];
  return family.branches[0]?.items ?? [];
}

/**
 * Annotations from the report model: each blamed item once (its one fix and
 * why, on the line of its first finding that has one), then the notices said
 * once for the run, once each (paths relative to the workspace).
 */
function annotate(report: RunReport, prCheck: boolean, nixpkgsPath: string): void {
  const counts = { error: 0, warning: 0, notice: 0 };
  const say = (severity: Severity, message: string, properties: core.AnnotationProperties): void => {
    if (++counts[severity] > ANNOTATIONS_PER_SEVERITY) return;
    if (severity === 'error') core.error(logLine(message), properties);
    else if (severity === 'warning') core.warning(logLine(message), properties);
    else core.notice(logLine(message), properties);
  };
  for (const family of report.families)
    for (const { item, why } of blamedItems(family, prCheck)) {
      const properties: core.AnnotationProperties = {
        title: `${family.family.name} ${[...new Set(why.map((line) => line.rule))].join(', ')}`,
      };
      const placed = why.find((line) => line.file !== undefined);
      if (placed?.file) {
        properties.file = path.posix.normalize(path.posix.join(nixpkgsPath.split(path.sep).join('/'), placed.file));
        if (placed.line) properties.startLine = placed.line;
      }
      const reasons = [...new Set(why.flatMap((line) => (line.text !== undefined ? [line.text] : [])))];
      say(item.severity, reasons.length > 0 ? `${item.fix} (${reasons.join('; ')})` : item.fix, properties);
    }
  for (const notice of report.shared)
    say(
      'notice',
      sharedNoticeText(notice, (why) => why),
      { title: 'k3s-release-guard' },
    );
  const left = Object.values(counts).reduce((sum, n) => sum + Math.max(n - ANNOTATIONS_PER_SEVERITY, 0), 0);
  if (left > 0)
    actionsLog.info(
      `${left} more finding(s) not annotated (GitHub shows ${ANNOTATIONS_PER_SEVERITY} of each kind); the job summary lists them.`,
    );
}

/** The request cache of this run: kept in the runner's temp folder, carried between runs by the Actions cache. */
function responseCacheStore(inputs: Inputs, run: RunContext): ResponseCacheStore | undefined {
  if (!inputs.cache || !run.runnerTemp) return undefined;
  const file = path.join(run.runnerTemp, 'k3s-release-guard', 'http-cache.json');
  return actionsCacheStore(file, run, (message) => actionsLog.warning(message));
}

/** The record of team mentions made, beside the request cache; kept whatever the `cache` input (it holds no answer of GitHub's). */
function mentionRecordStore(run: RunContext): MentionRecordStore | undefined {
  if (!run.runnerTemp) return undefined;
  const file = path.join(run.runnerTemp, 'k3s-release-guard', 'mentions.json');
  return actionsMentionRecordStore(file, run, (message) => core.warning(message));
}

/** The issues of the repository the workflow runs in; outside a workflow run, a warning when there are issues to keep. */
function issuePublisher(client: GitHubClient, inputs: Inputs, run: RunContext, record?: KeptMentions): IssuePublisher {
  const [owner, repo] = run.repository?.split('/') ?? [];
  if (owner && repo)
    return githubIssuePublisher(
      client,
      { owner, repo },
      {
        dryRun: inputs.dryRun,
        author: inputs.ownIssuesAuthor,
        createLabels: inputs.createLabels,
        // `ghs_` is GitHub's prefix of installation tokens (GITHUB_TOKEN, app tokens): they cannot tell their login.
        askTokenLogin: inputs.token !== '' && !inputs.token.startsWith('ghs_'),
        ...(record ? { record } : {}),
      },
    );
  return {
    dryRun: true,
    async publish(_desired, log) {
      log.warning('GITHUB_REPOSITORY is not set: no issue can be kept outside a workflow run.');
      return { results: [] };
    },
  };
}

/**
 * One run of the action: `env` is the runner's environment (inputs, GITHUB_*),
 * `cwd` the folder the step runs in. @actions/core reads the inputs and writes
 * the outputs, the summary and the log commands through the process's.
 */
export async function run(env: NodeJS.ProcessEnv = process.env, cwd: string = process.cwd()): Promise<void> {
  let stage: 'inputs' | RunStage | 'fix' = 'inputs';
  let cacheStore: ResponseCacheStore | undefined;
  let cache: ResponseCache | undefined;
  let recordStore: MentionRecordStore | undefined;
  let record: KeptMentions | undefined;
  try {
    const get: InputSource = (name) => core.getInput(name);
    const runContext = readRunContext(env, cwd);
    // The families a run knows come first: `packages` is read against them.
    const catalogue = await familiesOf(get, runContext, env);
    const inputs = readInputs(get, catalogue);
    if (inputs.token) core.setSecret(inputs.token);
    refuseFixOfPullRequest(inputs, runContext);
    const checkoutRoot = existingFolder(path.resolve(runContext.workspace, inputs.nixpkgsPath));
    stage = 'audit';
    cacheStore = responseCacheStore(inputs, runContext);
    cache = await cacheStore?.load();
    // Only a run that writes issues can mention anyone.
    const writesIssues = !inputs.dryRun && !isPullRequestCheck(inputs.mode, runContext.eventName);
    recordStore = writesIssues ? mentionRecordStore(runContext) : undefined;
    record = await recordStore?.load();
    const client = createGitHubClient({
      token: inputs.token,
      baseUrl: env.GITHUB_API_URL,
      log: (m) => actionsLog.info(m),
      cache,
      // Set by the end-to-end tests; the client ignores it unless the API is on loopback.
      writeSpacingMs: testWriteSpacing(env),
    });

    const request: RunRequest = {
      options: inputs,
      // Reports name the checkout from the workspace, where the workflow's `path:` put it.
      checkout: localTree(checkoutRoot, { shownFrom: runContext.workspace }),
      sources: githubSources(
        client,
        inputs.nixpkgsRepository,
        { schedule: inputs.kubernetesSchedule, eol: inputs.kubernetesEol },
        // endoflife.date's answers are kept in the same cache as GitHub's.
        createEndOfLifeClient({ baseUrl: inputs.endoflifeUrl, cache, log: (m) => actionsLog.info(m) }),
      ),
      context: { ...runContext, baseSha: inputs.baseSha },
      log: actionsLog,
      catalogue,
      publisher: issuePublisher(client, inputs, runContext, record),
      onStage: (next) => (stage = next),
    };

    // With fix, the run is the fix step's: its audit, its change checked by Nix's parser and a second audit, written.
    const fixed = inputs.fix ? await fixRun({ run: request, write: true, root: checkoutRoot }) : undefined;
    const result = fixed?.result ?? (await runGuard(request));

    // The first family's dashboard: the one `packages` names first.
    const dashboard = result.families.find((f) => f.dashboardIssue !== undefined)?.dashboardIssue;
    if (dashboard !== undefined) core.setOutput('issue-number', String(dashboard));
    // Once the fix is written, the annotations and `fail-on` concern what the checkout still asks for: its second audit.
    const left = (fixed?.written && fixed.second) || result;
    annotate(left.report, left.work.prCheck, inputs.nixpkgsPath);
    // The labels a pull request of master will need: a notice each, never a failure.
    for (const { report, backportLabels } of result.families)
      for (const needed of backportLabels ?? [])
        core.notice(
          logLine(
            `This pull request changes ${report.family.name} ${needed.minors.join(', ')}, which ${needed.branch} also packages: once merged, it will need the label "${needed.label}" for its backport.`,
          ),
          { title: `${report.family.name} backport` },
        );
    const reports = result.families.map((f) => f.report);
    core.setOutput('findings', renderJson(result.report));
    // The checkout's branch of every family: clean only when all are.
    core.setOutput('status', summarizeFindings(reports.flatMap((r) => r.audits[0].findings)).status);
    if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(limitSummary(result.summary), true).write();
    if (fixed) {
      stage = 'fix';
      const applied = appliedChanges(fixed);
      const patch = await writePatch(applied.diff, checkoutRoot, runContext.runnerTemp);
      core.setOutput('patch', patch);
      actionsLog.info(
        applied.diff === ''
          ? 'Fix: nothing to write, the checkout has every mechanical edit already; the patch is empty.'
          : `Fix: ${applied.written.length} file(s) edited and ${applied.deleted.length} deleted in the checkout; the diff is the patch output.`,
      );
    }
    if (left.failing.length > 0)
      core.setFailed(
        failureMessage(
          left.failing,
          inputs.failOn,
          reports.map((r) => r.family),
        ),
      );
  } catch (error) {
    const text = (error instanceof Error ? error.message : String(error)).trimEnd();
    const message = /\w$/.test(text) ? `${text}.` : text;
    const issues = {
      inputs: '',
      audit: ' No issue was changed.',
      publish: ' It failed while updating issues, some of which may have changed; the next run completes them.',
      report: '',
      fix: '',
    }[stage];
    core.setFailed(logLine(message + issues));
  } finally {
    // What was learnt is valid whatever happened later in the run: answers are validated by GitHub on use.
    if (cacheStore && cache) actionsLog.info(`Request cache: ${await cacheStore.save(cache)}`);
    const kept = recordStore && record ? await recordStore.save(record) : undefined;
    if (kept) actionsLog.info(kept);
  }
}
