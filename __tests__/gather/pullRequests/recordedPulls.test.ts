// A recorded answer of nixpkgs' pull requests (--pulls FILE) is a file the
// user gave: one that cannot be used stops the run naming it (LocalFileError,
// exit code 2 in the CLI), never a report with the pull requests silently
// gone. A search that fails is a warning; pull requests the run chose to go
// without (offline, no token) are said, not warned of.
import { describe, expect, test } from '@jest/globals';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { RunLog } from '../../../src/domain/runLog.js';
import type { Branch } from '../../../src/domain/types.js';
import { LocalFileError } from '../../../src/gather/localFile.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { readPullRequests } from '../../../src/gather/pullRequests/familyPullRequests.js';
import { recordedPullRequests } from '../../../src/gather/pullRequests/recordedPulls.js';
import { unreadPullRequests, type PullRequestSource } from '../../../src/gather/pullRequests/source.js';
import { ROOT } from '../../e2e/support/upstreamData.js';
import { k3s } from '../../families/builtIn.js';

const DEMO = path.join(ROOT, 'demo');
const RECORDED = path.join(DEMO, 'recorded', 'pulls.json');
const BRANCHES: Branch[] = [{ name: 'master', kind: 'unstable' }];
const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-pulls-'));

function file(name: string, text: string): string {
  const at = path.join(scratch, name);
  writeFileSync(at, text);
  return at;
}

function recordingLog(): RunLog & { warnings: string[]; infos: string[] } {
  const warnings: string[] = [];
  const infos: string[] = [];
  return { group: (_t, work) => work(), info: (m) => infos.push(m), warning: (m) => warnings.push(m), warnings, infos };
}

function gather(source: PullRequestSource, log = recordingLog()) {
  return readPullRequests(
    { source, repository: 'NixOS/nixpkgs', families: [k3s] },
    {
      branches: BRANCHES,
      backportBranches: [],
      baseTree: () => localTree(path.join(DEMO, 'nixpkgs')),
      workItems: [[]],
      now: new Date('2026-11-29T06:00:00Z'),
      log,
    },
  );
}

/** The demo's recording without the page of #412301, a k3s update its search lists and a run reads. */
function withoutAPage(): string {
  const recorded = JSON.parse(readFileSync(RECORDED, 'utf8')) as { pulls: Array<{ number: number }> };
  return JSON.stringify({ ...recorded, pulls: recorded.pulls.filter((pull) => pull.number !== 412301) });
}

describe('a --pulls file that cannot be used stops the run, naming it', () => {
  test.each([
    ['empty', '', /^not valid JSON \(/],
    ['not JSON', 'search: []\n', /^not valid JSON \(/],
    ['an empty object', '{}', /^not a recorded answer \(it lacks search, pulls, files or contents\)$/],
    [
      'a search that is no answer of the search',
      JSON.stringify({ search: { items: 'none' }, pulls: [], files: {}, contents: {} }),
      /^its search is not in the shape of GitHub's answer: it needs total_count and items$/,
    ],
    [
      'a listed pull request without its page',
      withoutAPage(),
      /^no page or no files of pull request #412301, which its search lists$/,
    ],
  ])('%s', async (name, text, problem) => {
    const at = file(`${name.replace(/\W+/g, '-')}.json`, text);
    const log = recordingLog();
    const failure = await gather(recordedPullRequests(at), log).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(LocalFileError);
    expect(failure).toMatchObject({ file: at, problem: expect.stringMatching(problem) });
    expect((failure as LocalFileError).expected).toMatch(
      /^a recorded answer of nixpkgs' pull requests: .*docs\/PULL-REQUESTS\.md/,
    );
    expect(log.warnings).toEqual([]);
  });
});

test('the demo recording is read', async () => {
  const [ofK3s] = await gather(recordedPullRequests(RECORDED));
  expect(ofK3s.unread).toBeUndefined();
  expect(ofK3s.pulls.length).toBeGreaterThan(0);
});

test('a search that fails is a warning, and the run goes on without them', async () => {
  const failing: PullRequestSource = {
    search: () => Promise.reject(new Error('GET /search/issues: 422 Validation Failed')),
    read: () => Promise.reject(new Error('not asked')),
    headTree: () => localTree(path.join(DEMO, 'nixpkgs')),
  };
  const log = recordingLog();
  const [ofK3s] = await gather(failing, log);
  expect(ofK3s.pulls).toEqual([]);
  expect(log.warnings).toEqual([
    'The pull requests of NixOS/nixpkgs could not be read: GET /search/issues: 422 Validation Failed. The run goes on without them.',
  ]);
});

test('pull requests the run chose to go without are said, not warned of', async () => {
  const log = recordingLog();
  const [ofK3s] = await gather(unreadPullRequests('this run does not use the GitHub API; give --pulls FILE'), log);
  expect(ofK3s).toMatchObject({ pulls: [], unread: expect.stringContaining('give --pulls FILE') });
  expect(log.warnings).toEqual([]);
  expect(log.infos).toContain(
    'The pull requests of NixOS/nixpkgs are not read: this run does not use the GitHub API; give --pulls FILE.',
  );
});
