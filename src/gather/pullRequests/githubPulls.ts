// The pull requests of nixpkgs through the GitHub API: one issue search (the
// one counted request of this source in a run where nothing changed), then
// each pull request's page and files, which the request cache makes
// conditional, and its head's files at its head commit, as other branches are read.
import type { GitHubClient } from '../../github/client.js';
import { remoteTree } from '../nixpkgs/remoteTree.js';
import { readChangedFiles, readPullRequest, readSearchAnswer } from './answers.js';
import type { PullRequestSource } from './source.js';

/** Pages of 100 files read of one pull request: a pull request of more files is no package update. */
export const FILE_PAGES = 3;

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function githubPullRequests(client: GitHubClient, repository: string): PullRequestSource {
  const [owner, repo] = repository.split('/') as [string, string];

  return {
    async search(query) {
      const { data } = await client.rest.search.issuesAndPullRequests({
        q: query,
        sort: 'updated',
        order: 'desc',
        per_page: 100,
        // The run does without pull requests: one retry, and no answer in time fails the search alone.
        request: { optional: true, retries: 1 },
      });
      return readSearchAnswer(data, `The search of the pull requests of ${repository}`);
    },

    async read(number) {
      const what = `pull request #${number} of ${repository}`;
      try {
        let pages = 0;
        const [pull, files] = await Promise.all([
          client.rest.pulls.get({ owner, repo, pull_number: number }),
          client.paginate(
            client.rest.pulls.listFiles,
            { owner, repo, pull_number: number, per_page: 100 },
            (page, done) => {
              if (++pages >= FILE_PAGES) done();
              return page.data;
            },
          ),
        ]);
        return { pull: readPullRequest(pull.data, what), files: readChangedFiles(files, `The files of ${what}`) };
      } catch (error) {
        throw new Error(`Could not read ${what}: ${message(error)}`, { cause: error });
      }
    },

    headTree: (commit) => remoteTree(client, repository, commit),
  };
}
