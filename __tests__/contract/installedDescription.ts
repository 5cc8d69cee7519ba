// The contract as the installed @octokit/openapi would give it today: what
// `npm run github-description` writes and what the pinned-description test
// compares the committed file with.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { DESCRIPTION_FILE, DESCRIPTION_PACKAGE, extractContract, type GitHubContract } from './extract.js';
import { AWAITED_OPERATIONS } from './operations.js';

const require = createRequire(import.meta.url);

/** The version of the description package in node_modules. */
export function installedVersion(): string {
  const manifest = JSON.parse(readFileSync(require.resolve(`${DESCRIPTION_PACKAGE}/package.json`), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** Every operation a route of the double serves, then those awaited, once each and sorted. */
export function operationsToExtract(): string[] {
  const double = new GitHubDouble();
  installIssueRoutes(double);
  const served = double.servedOperations().map((route) => route.operationId);
  return [...new Set<string>([...served, ...AWAITED_OPERATIONS])].sort();
}

/** The contract extracted from the installed description (reading it takes a quarter of a second). */
export function extractInstalled(): GitHubContract {
  const file = require.resolve(`${DESCRIPTION_PACKAGE}/${DESCRIPTION_FILE}`);
  return extractContract(
    JSON.parse(readFileSync(file, 'utf8')) as Parameters<typeof extractContract>[0],
    operationsToExtract(),
  );
}

/** The committed form: two-space JSON and a final newline, so that a version move diffs line by line. */
export function renderContract(contract: GitHubContract): string {
  return `${JSON.stringify(contract, null, 2)}\n`;
}
