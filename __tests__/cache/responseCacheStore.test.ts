// The glue to the Actions cache service, with the service mocked (it exists only on GitHub's runners).
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const restoreCache = jest.fn(async (_paths: string[], _key: string, _restoreKeys?: string[]): Promise<string | undefined> => undefined);
const saveCache = jest.fn(async (_paths: string[], _key: string): Promise<number> => 1);
const isFeatureAvailable = jest.fn(() => true);
jest.unstable_mockModule('@actions/cache', () => ({ restoreCache, saveCache, isFeatureAvailable }));

const { actionsCacheStore } = await import('../../src/action/cacheStore.js');
const { ResponseCache } = await import('../../src/github/responseCache.js');

describe('the request cache carried between runs by the Actions cache', () => {
  let dir: string;
  let file: string;
  const warnings: string[] = [];
  const warn = (message: string): void => void warnings.push(message);

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'cache-store-'));
    file = path.join(dir, 'k3s-release-guard', 'http-cache.json');
    warnings.length = 0;
    jest.clearAllMocks();
    process.env.ACTIONS_RUNTIME_TOKEN = 'runtime-token';
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    delete process.env.ACTIONS_RUNTIME_TOKEN;
  });

  function learnt(): InstanceType<typeof ResponseCache> {
    const cache = new ResponseCache();
    cache.store('GET /x', { etag: '"1"', url: 'http://api/x', data: { a: 1 } });
    return cache;
  }

  it('restores the newest cache of earlier runs by prefix, and saves what this run learnt under its own key', async () => {
    const store = actionsCacheStore(file, '123-1', warn);
    await store.load();
    expect(restoreCache).toHaveBeenCalledWith([file], 'k3s-release-guard-http-v1-123-1', ['k3s-release-guard-http-v1-']);
    await store.save(learnt());
    expect(saveCache).toHaveBeenCalledWith([file], 'k3s-release-guard-http-v1-123-1');
    expect(JSON.parse(readFileSync(file, 'utf8')).entries['GET /x'].etag).toBe('"1"');
  });

  it('saves nothing when the run learnt nothing new', async () => {
    const store = actionsCacheStore(file, '124-1', warn);
    await store.save(new ResponseCache());
    expect(saveCache).not.toHaveBeenCalled();
  });

  it('without a cache service on the runner, uses the file alone', async () => {
    delete process.env.ACTIONS_RUNTIME_TOKEN;
    const store = actionsCacheStore(file, '125-1', warn);
    await store.save(learnt());
    const again = await actionsCacheStore(file, '126-1', warn).load();
    expect(restoreCache).not.toHaveBeenCalled();
    expect(saveCache).not.toHaveBeenCalled();
    expect(again.lookup('GET /x')?.data).toEqual({ a: 1 });
  });

  it('a failing cache service costs a warning, never the run', async () => {
    restoreCache.mockRejectedValueOnce(new Error('cache service unavailable'));
    saveCache.mockRejectedValueOnce(new Error('reserve failed'));
    const store = actionsCacheStore(file, '127-1', warn);
    const cache = await store.load();
    expect(cache.dirty).toBe(false);
    await store.save(learnt());
    expect(warnings).toEqual([
      expect.stringContaining('could not be restored (cache service unavailable)'),
      expect.stringContaining('could not be saved (reserve failed)')
    ]);
  });
});
