// The pinned part of GitHub's REST description is what the installed,
// exactly pinned @octokit/openapi says today, and the double routes only its
// operations, at the paths it gives them.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { GitHubDouble } from '../double/githubDouble.js';
import { installIssueRoutes } from '../double/issueRoutes.js';
import { DESCRIPTION_PACKAGE, type GitHubContract } from './extract.js';
import { extractInstalled, installedVersion, renderContract } from './installedDescription.js';
import { AWAITED_OPERATIONS, CONTRACT_PATH } from './operations.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const committed = readFileSync(path.join(ROOT, CONTRACT_PATH), 'utf8');
const pinned = JSON.parse(committed) as GitHubContract;
const manifest = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
  devDependencies: Record<string, string>;
};

describe(`the pinned GitHub REST description (${CONTRACT_PATH})`, () => {
  it(`comes from ${DESCRIPTION_PACKAGE} ${pinned.description.version}, pinned exactly in package.json and installed`, () => {
    expect(manifest.devDependencies[DESCRIPTION_PACKAGE]).toBe(pinned.description.version);
    expect(installedVersion()).toBe(pinned.description.version);
  });

  it('is what the installed description gives for the operations the double serves (else: npm run github-description)', () => {
    expect(committed).toBe(renderContract(extractInstalled()));
  });

  const double = new GitHubDouble();
  installIssueRoutes(double);
  const routes = double.servedOperations();

  it.each(routes)(
    '$operationId: served as GitHub describes it, at $method $template',
    ({ operationId, method, template }) => {
      const operation = pinned.operations[operationId];
      expect(`${method} ${template.replace(/\{\+/g, '{')}`).toBe(`${operation.method} ${operation.path}`);
    },
  );

  it(`holds ${Object.keys(pinned.operations).length} operations: those routed, and the awaited ones no route serves yet`, () => {
    const routed = new Set<string>(routes.map((route) => route.operationId));
    expect(Object.keys(pinned.operations).filter((id) => !routed.has(id))).toEqual(
      AWAITED_OPERATIONS.filter((id) => !routed.has(id)).sort(),
    );
  });
});
