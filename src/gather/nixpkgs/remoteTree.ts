// A nixpkgs branch read through the GitHub contents API, behind the same
// NixpkgsTree interface as a checkout: used for facts about other branches.
import type { GitHubClient } from '../../github/client.js';
import { treePathSegments, type NixpkgsTree } from './tree.js';

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 404;
}

/** GitHub answers 422 "No commit found for SHA" for a ref that names no commit. */
function isNoCommit(error: unknown): boolean {
  return (
    isNotFound(error) || (typeof error === 'object' && error !== null && 'status' in error && error.status === 422)
  );
}

export function remoteTree(client: GitHubClient, repository: string, ref: string): NixpkgsTree {
  const [owner, repo] = repository.split('/') as [string, string];
  const describe = `GitHub API ${repository}@${ref}`;
  // Each file, folder and the commit are fetched once per tree, however often (and by however many families) asked for.
  const texts = new Map<string, Promise<string | undefined>>();
  const listings = new Map<string, Promise<string[] | undefined>>();
  let commit: Promise<string | undefined> | undefined;

  async function fetchText(path: string): Promise<string | undefined> {
    const segments = treePathSegments(path);
    try {
      // Raw format: the JSON form has no content for files over 1 MB (all-packages.nix is larger).
      const response = await client.rest.repos.getContent({
        owner,
        repo,
        ref,
        path: segments.join('/'),
        mediaType: { format: 'raw' },
      });
      const data: unknown = response.data;
      if (typeof data === 'string') return data;
      // A directory answers with its listing even in raw format.
      return undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw new Error(
        `Could not read ${path} from ${repository}@${ref}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }

  return {
    describe,

    readText(path) {
      const key = treePathSegments(path).join('/');
      let text = texts.get(key);
      if (!text) {
        text = fetchText(path);
        texts.set(key, text);
      }
      return text;
    },

    commit() {
      commit ??= fetchCommit();
      return commit;
    },

    listDir(path) {
      const key = treePathSegments(path).join('/');
      let listing = listings.get(key);
      if (!listing) {
        listing = fetchListing(key);
        listings.set(key, listing);
      }
      return listing;
    },
  };

  async function fetchCommit(): Promise<string | undefined> {
    try {
      // The sha media type answers with the bare sha: nothing else of the commit is needed.
      const { data } = await client.rest.repos.getCommit({ owner, repo, ref, mediaType: { format: 'sha' } });
      const sha: unknown = data;
      return typeof sha === 'string' && /^[0-9a-f]{40}$/.test(sha.trim()) ? sha.trim() : undefined;
    } catch (error) {
      if (isNoCommit(error)) return undefined;
      throw new Error(
        `Could not read the commit of ${repository}@${ref}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }

  async function fetchListing(path: string): Promise<string[] | undefined> {
    try {
      const { data } = await client.rest.repos.getContent({ owner, repo, ref, path });
      return Array.isArray(data) ? data.map((entry) => entry.name).sort() : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw new Error(
        `Could not list ${path} in ${repository}@${ref}: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      );
    }
  }
}
