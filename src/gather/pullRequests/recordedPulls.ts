// The pull requests of a recorded answer (--pulls FILE), for offline runs and
// the demo: GitHub's own answers kept in one JSON file, read by the same
// readers as the API's.
//
//   search    the answer of GET /search/issues
//   pulls     answers of GET /repos/{owner}/{repo}/pulls/{number}
//   files     by number: the answer of GET /repos/{owner}/{repo}/pulls/{number}/files
//   contents  by head commit, by path: the text of each file the pull request changes at its head
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { LocalFileError } from '../localFile.js';
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

/** What the file should be, for the message when it is not. */
const EXPECTED =
  "a recorded answer of nixpkgs' pull requests: one JSON object with search, pulls, files and contents (docs/PULL-REQUESTS.md)";

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** The user gave this file: one that cannot be used stops the run, naming it (LocalFileError) as `file` does. */
async function load(file: string, folder: string | undefined): Promise<Recorded> {
  let text: string;
  try {
    text = await readFile(folder === undefined ? file : path.resolve(folder, file), 'utf8');
  } catch (error) {
    throw new LocalFileError(file, `cannot be read (${errorText(error)})`, EXPECTED);
  }
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new LocalFileError(file, `not valid JSON (${errorText(error)})`, EXPECTED);
  }
  const contents = isRecord(data) ? data.contents : undefined;
  if (
    !isRecord(data) ||
    !Array.isArray(data.pulls) ||
    !isRecord(data.files) ||
    !isRecord(contents) ||
    !Object.values(contents).every(isRecord)
  )
    throw new LocalFileError(file, 'not a recorded answer (it lacks search, pulls, files or contents)', EXPECTED);
  return { search: data.search, pulls: data.pulls, files: data.files, contents: contents as Recorded['contents'] };
}

/** `read` of the file's answer, or a LocalFileError naming the file and what in it is wrong. */
function answerIn<T>(file: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    throw new LocalFileError(file, errorText(error), EXPECTED);
  }
}

/** A recorded answer as a source; `check` reads the file and its search before a run, as the run would. */
export interface RecordedPullRequests extends PullRequestSource {
  check(): Promise<void>;
}

/** The recorded answer `file` (read from `folder`, the process's when absent); it is read once, when first asked. */
export function recordedPullRequests(file: string, folder?: string): RecordedPullRequests {
  let recorded: Promise<Recorded> | undefined;
  const read = (): Promise<Recorded> => (recorded ??= load(file, folder));

  return {
    async check() {
      const { search } = await read();
      answerIn(file, () => readSearchAnswer(search, 'its search'));
    },

    async search() {
      const { search } = await read();
      return answerIn(file, () => readSearchAnswer(search, 'its search'));
    },

    async read(number) {
      const { pulls, files } = await read();
      const page = pulls.find((pull) => isRecord(pull) && pull.number === number);
      const changed = files[String(number)];
      // Its search lists the pull request: a recording without its page or files is incomplete.
      if (page === undefined || changed === undefined)
        throw new LocalFileError(
          file,
          `no page or no files of pull request #${number}, which its search lists`,
          EXPECTED,
        );
      return answerIn(file, () => ({
        pull: readPullRequest(page, `its pull request #${number}`),
        files: readChangedFiles(changed, `its files of pull request #${number}`),
      }));
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
