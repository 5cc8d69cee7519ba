// The action after its first requests: the audit, the report, the issues
// and the outcome. main.ts loads this module once those requests are on
// their way, so start-up compiles only what sending them needs.
export { actionsLog } from './audit/actionsLog.js';
export { failingFindings, failureMessage } from './audit/outcome.js';
export { runAudit } from './audit/runAudit.js';
export { localTree } from './gather/nixpkgsTree.js';
export { chooseWork } from './modes/chooseWork.js';
export { splitByBase } from './modes/prCheck.js';
export { renderPullRequestSection } from './modes/pullRequestSummary.js';
export { issuesSection, publish } from './publish/publishRun.js';
export { findingsToJson } from './report/findingsJson.js';
export { renderMarkdown } from './report/markdown.js';
export { summarizeFindings } from './report/summary.js';
