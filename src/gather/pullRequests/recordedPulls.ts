// The pull requests of a recorded answer (--pulls FILE), for offline runs and
// the demo: GitHub's own answers kept in one JSON file, read by the same
// readers as the API's.
//
//   search    the answer of GET /search/issues
//   pulls     answers of GET /repos/{owner}/{repo}/pulls/{number}
//   files     by number: the answer of GET /repos/{owner}/{repo}/pulls/{number}/files
//   contents  by head commit, by path: the text of each file the pull request changes at its head
import { readFile } from 'node:fs/promises';
import { treePathSegments, type NixpkgsTree } from '../nixpkgs/tree.js';
import { readChangedFiles, readPullRequest, readSearchAnswer } from './answers.js';
import type { PullRequestSource } from './source.js';

interface Recorded {
  search: unknown;
  pulls: unknown[];
  files: Record<string, unknown>;
  contents: Record<string, Record<string, unknown>>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

async function load(file: string): Promise<Recorded> {
  let data: unknown;
  try {
    data = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new Error(
      `Cannot read the pull requests file ${file}: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  const contents = isRecord(data) ? data.contents : undefined;
  if (
    !isRecord(data) ||
    !Array.isArray(data.pulls) ||
    !isRecord(data.files) ||
    !isRecord(contents) ||
    !Object.values(contents).every(isRecord)
  )
    throw new Error(
      `The pull requests file ${file} needs search, pulls, files and contents (see docs/PULL-REQUESTS.md).`,
    );
  return { search: data.search, pulls: data.pulls, files: data.files, contents: contents as Recorded['contents'] };
}

export function recordedPullRequests(file: string): PullRequestSource {
  let recorded: Promise<Recorded> | undefined;
  const read = (): Promise<Recorded> => (recorded ??= load(file));

  return {
    async search() {
      return readSearchAnswer((await read()).search, `The search in ${file}`);
    },

    async read(number) {
      const { pulls, files } = await read();
      const page = pulls.find((pull) => isRecord(pull) && pull.number === number);
      const changed = files[String(number)];
      if (page === undefined || changed === undefined)
        throw new Error(`The pull requests file ${file} has no page or no files of pull request #${number}.`);
      return {
        pull: readPullRequest(page, `Pull request #${number} in ${file}`),
        files: readChangedFiles(changed, `The files of pull request #${number} in ${file}`),
      };
    },

    headTree(commit) {
      const text = async (path: string): Promise<string | undefined> => {
        const value = (await read()).contents[commit]?.[treePathSegments(path).join('/')];
        return typeof value === 'string' ? value : undefined;
      };
      // Only the files a pull request changes are recorded: its tree lists nothing (pullRequestTree lists the base).
      const tree: NixpkgsTree = {
        describe: `${file} at ${commit.slice(0, 7)}`,
        readText: text,
        listDir: async () => undefined,
      };
      return tree;
    },
  };
}
