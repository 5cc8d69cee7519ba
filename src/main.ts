// The action: read inputs, audit, report to the job summary and outputs, fail per `fail-on`.
import * as core from '@actions/core';
import path from 'node:path';
import { actionsLog } from './audit/actionsLog.js';
import { failingFindings, failureMessage } from './audit/outcome.js';
import { runAudit } from './audit/runAudit.js';
import type { Finding } from './domain/types.js';
import { localTree } from './gather/nixpkgsTree.js';
import { createGitHubClient } from './github/client.js';
import { readInputs } from './inputs.js';
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

export async function run(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  try {
    const inputs = readInputs((name) => core.getInput(name));
    if (inputs.token) core.setSecret(inputs.token);
    const workspace = env.GITHUB_WORKSPACE ?? process.cwd();
    const report = await runAudit({
      inputs,
      checkout: localTree(path.resolve(workspace, inputs.nixpkgsPath)),
      context: { baseRef: env.GITHUB_BASE_REF || undefined, ref: env.GITHUB_REF || undefined },
      now: inputs.now ?? new Date(),
      client: createGitHubClient({ token: inputs.token, baseUrl: env.GITHUB_API_URL, log: (m) => core.info(m) }),
      log: actionsLog,
      runUrl: runUrl(env)
    });

    const findings = report.audits.flatMap((audit) => audit.findings);
    annotate(findings, inputs.nixpkgsPath);
    core.setOutput('findings', findingsToJson(findings));
    core.setOutput('status', summarizeFindings(findings).status);
    if (env.GITHUB_STEP_SUMMARY) await core.summary.addRaw(renderMarkdown(report), true).write();

    const failing = failingFindings(findings, inputs.failOn);
    if (failing.length > 0) core.setFailed(failureMessage(failing, inputs.failOn));
  } catch (error) {
    core.setFailed(error instanceof Error ? error.message : String(error));
  }
}
