// Where the conditional-request cache lives between runs: a file, which in
// GitHub Actions is carried from run to run by the Actions cache service.
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ResponseCache, restoredFileTooLarge } from '../github/responseCache.js';

export interface ResponseCacheStore {
  load(): Promise<ResponseCache>;
  /** Saves when the cache changed; returns one line for the log. */
  save(cache: ResponseCache): Promise<string>;
}

/**
 * Events whose runs only people with write access start, on code already in the
 * repository. Only these save the cache: a run started by a stranger (a pull
 * request, an issue or comment, pull_request_target) must not decide what a
 * later scheduled run restores.
 */
export const TRUSTED_EVENTS = ['schedule', 'workflow_dispatch', 'push'] as const;

const KEY_PREFIX = 'k3s-release-guard-http-v2-';

export function isTrustedEvent(eventName: string | undefined): boolean {
  return (TRUSTED_EVENTS as readonly string[]).includes(eventName ?? '');
}

/**
 * The Actions cache client, on a runner that offers the service (which then sets
 * ACTIONS_RUNTIME_TOKEN); elsewhere undefined, and the files alone are used.
 * The client is large: it is loaded only then.
 */
export async function actionsCacheService(): Promise<typeof import('@actions/cache') | undefined> {
  if (!process.env.ACTIONS_RUNTIME_TOKEN) return undefined;
  const cache = await import('@actions/cache');
  return cache.isFeatureAvailable() ? cache : undefined;
}

function summary(cache: ResponseCache): string {
  const { revalidated, fetched } = cache.stats;
  return `${revalidated} of ${revalidated + fetched} cacheable GET request(s) answered 304 from the cache`;
}

/** A cache in one JSON file; a missing, oversized or unreadable file is an empty cache. */
export function fileCacheStore(file: string, warn: (message: string) => void): ResponseCacheStore {
  return {
    async load() {
      // Checked before reading: a restored file is whatever the cache entry held.
      const size = await stat(file).then(
        (s) => s.size,
        () => undefined,
      );
      if (size === undefined) return new ResponseCache();
      const tooLarge = restoredFileTooLarge(size);
      if (tooLarge) {
        warn(tooLarge);
        return new ResponseCache();
      }
      return ResponseCache.parse(await readFile(file, 'utf8').catch(() => undefined), warn);
    },
    async save(cache) {
      if (!cache.dirty) return `${summary(cache)}; nothing new to keep.`;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, cache.serialize());
      return `${summary(cache)}; kept in ${file}.`;
    },
  };
}

/**
 * The file, restored from and saved to the Actions cache when the runner offers
 * one. Cache entries are immutable, so each trusted run that learnt something
 * saves under its own key, `k3s-release-guard-http-v2-<event>-<run id>-<attempt>`,
 * and every run restores the newest entry saved by a trusted event.
 *
 * Relied on, from GitHub's "Dependency caching reference"
 * (docs.github.com/en/actions/reference/dependency-caching-reference):
 * - restoring looks for an exact match of the key, then for the newest entry
 *   whose key starts with the key, then with each restore key in order;
 * - a run restores entries saved on its own branch, its base branch and the
 *   default branch; a pull_request run saves for its merge ref, which no other
 *   branch restores.
 * Runs of events such as issues, issue_comment or pull_request_target run on
 * the default branch, so what they saved would be restored by scheduled runs:
 * the event decides, not the branch.
 */
export function actionsCacheStore(
  file: string,
  run: { eventName?: string; runKey: string },
  warn: (message: string) => void,
): ResponseCacheStore {
  const local = fileCacheStore(file, warn);
  const trusted = isTrustedEvent(run.eventName);
  return {
    async load() {
      try {
        const cache = await actionsCacheService();
        // No entry is saved under a bare prefix, so each is a prefix match: the newest entry of its event.
        const [first, ...others] = TRUSTED_EVENTS.map((event) => `${KEY_PREFIX}${event}-`) as [string, ...string[]];
        await cache?.restoreCache([file], first, others);
      } catch (error) {
        warn(
          `The request cache could not be restored (${error instanceof Error ? error.message : String(error)}); this run makes full requests.`,
        );
      }
      return local.load();
    },
    async save(cache) {
      if (!trusted) {
        const which = run.eventName ? `a ${run.eventName} run` : 'a run with no event';
        return `${summary(cache)}; not kept: ${which} does not save the request cache (only ${TRUSTED_EVENTS.join(', ')} runs do).`;
      }
      const line = await local.save(cache);
      if (!cache.dirty) return line;
      try {
        await (await actionsCacheService())?.saveCache([file], `${KEY_PREFIX}${run.eventName}-${run.runKey}`);
      } catch (error) {
        warn(
          `The request cache could not be saved (${error instanceof Error ? error.message : String(error)}); the next run makes full requests.`,
        );
      }
      return line;
    },
  };
}
