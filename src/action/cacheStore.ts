// Where the conditional-request cache lives between runs: a file, which in
// GitHub Actions is carried from run to run by the Actions cache service.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ResponseCache } from '../github/responseCache.js';

export interface ResponseCacheStore {
  load(): Promise<ResponseCache>;
  /** Saves when the cache changed; returns one line for the log. */
  save(cache: ResponseCache): Promise<string>;
}

const KEY_PREFIX = 'k3s-release-guard-http-v1-';

function summary(cache: ResponseCache): string {
  const { revalidated, fetched } = cache.stats;
  return `${revalidated} of ${revalidated + fetched} GET request(s) answered 304 from the cache`;
}

/** A cache in one JSON file; a missing or unreadable file is an empty cache. */
export function fileCacheStore(file: string): ResponseCacheStore {
  return {
    async load() {
      return ResponseCache.parse(await readFile(file, 'utf8').catch(() => undefined));
    },
    async save(cache) {
      if (!cache.dirty) return `${summary(cache)}; nothing new to keep.`;
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, cache.serialize());
      return `${summary(cache)}; kept in ${file}.`;
    }
  };
}

/**
 * The file, restored from and saved to the Actions cache when the runner offers
 * one. Cache entries are immutable, so each run that learnt something saves
 * under its own key and the next run restores the newest by prefix.
 */
export function actionsCacheStore(file: string, runKey: string, warn: (message: string) => void): ResponseCacheStore {
  const local = fileCacheStore(file);
  // The cache client is large: it is loaded only on a runner that offers the
  // service (which then sets ACTIONS_RUNTIME_TOKEN); elsewhere the file alone is used.
  const service = async () => {
    if (!process.env.ACTIONS_RUNTIME_TOKEN) return undefined;
    const cache = await import('@actions/cache');
    return cache.isFeatureAvailable() ? cache : undefined;
  };
  return {
    async load() {
      try {
        const cache = await service();
        await cache?.restoreCache([file], `${KEY_PREFIX}${runKey}`, [KEY_PREFIX]);
      } catch (error) {
        warn(`The request cache could not be restored (${error instanceof Error ? error.message : String(error)}); this run makes full requests.`);
      }
      return local.load();
    },
    async save(cache) {
      const line = await local.save(cache);
      if (!cache.dirty) return line;
      try {
        await (await service())?.saveCache([file], `${KEY_PREFIX}${runKey}`);
      } catch (error) {
        warn(`The request cache could not be saved (${error instanceof Error ? error.message : String(error)}); the next run makes full requests.`);
      }
      return line;
    }
  };
}
