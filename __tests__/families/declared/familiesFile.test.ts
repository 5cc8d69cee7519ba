// The action's families-file: a path in the nixpkgs repository, read from the
// checkout for an audit and, in a pull request check, from the base commit
// through the API, never from the pull request: a stranger's pull request
// cannot change which families are judged, nor whom the action mentions.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { familiesOf } from '../../../src/action/main.js';
import type { RunContext } from '../../../src/action/runContext.js';
import { familyIn } from '../../../src/families/catalogue.js';
import { GitHubDouble } from '../../double/githubDouble.js';

const FILE = '.github/release-guard-families.yaml';
const BASE_SHA = 'b'.repeat(40);
const own = (team: string): string => `families:\n  - id: postgresql\n    team: "${team}"\n`;

const double = new GitHubDouble();
let workspace: string;

beforeAll(async () => {
  await double.start();
  workspace = mkdtempSync(path.join(tmpdir(), 'families-file-'));
  mkdirSync(path.join(workspace, '.github'));
  // The pull request's head, checked out: it names another team.
  writeFileSync(path.join(workspace, FILE), own('@stranger/team'));
  double.setFile('NixOS/nixpkgs', BASE_SHA, FILE, own('@NixOS/postgres-reviewers'));
});
afterAll(() => double.stop());

function context(eventName: string): RunContext {
  return { eventName, runKey: 'test-1', workspace, baseRef: 'master' };
}

function inputs(values: Record<string, string>): (name: string) => string {
  return (name) => values[name] ?? '';
}

describe('where the action reads its families file', () => {
  it('an audit reads it from the checkout', async () => {
    const catalogue = await familiesOf(inputs({ 'families-file': FILE }), context('schedule'), {});
    expect(familyIn(catalogue, 'postgresql')?.team).toBe('stranger/team');
  });

  it("a pull request check reads it from the base commit, not from the pull request's head", async () => {
    const catalogue = await familiesOf(
      inputs({ 'families-file': FILE, 'base-sha': BASE_SHA, 'github-token': 'test-token' }),
      context('pull_request_target'),
      { GITHUB_API_URL: double.url },
    );
    expect(familyIn(catalogue, 'postgresql')?.team).toBe('NixOS/postgres-reviewers');
  });

  it('a file that cannot be used stops the run with one line naming the input', async () => {
    await expect(familiesOf(inputs({ 'families-file': 'none.yaml' }), context('schedule'), {})).rejects.toThrow(
      /^Input "families-file": none\.yaml is not in checkout .+; give the path of a families file in the nixpkgs repository, such as \.github\/release-guard-families\.yaml\.$/,
    );
  });

  it('without one, the catalogue alone', async () => {
    const catalogue = await familiesOf(inputs({}), context('schedule'), {});
    expect(familyIn(catalogue, 'postgresql')?.team).toBe('NixOS/postgres');
  });
});
