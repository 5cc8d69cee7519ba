// The glue to the Actions cache service, with the service mocked (it exists only on GitHub's runners).
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** The saved cache file, as far as these tests read it. */
type SavedCache = { entries: Record<string, { etag: string }> };

const restoreCache = jest.fn(
  async (_paths: string[], _key: string, _restoreKeys?: string[]): Promise<string | undefined> => undefined,
);
const saveCache = jest.fn(async (_paths: string[], _key: string): Promise<number> => 1);
const isFeatureAvailable = jest.fn(() => true);
jest.unstable_mockModule('@actions/cache', () => ({ restoreCache, saveCache, isFeatureAvailable }));

const { actionsCacheStore } = await import('../../src/action/cacheStore.js');
const { MAX_FILE_BYTES, ResponseCache } = await import('../../src/github/responseCache.js');

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

  const KEY =
    'https://api.github.com/repos/NixOS/nixpkgs/contents/lib%2F.version?ref=master application/vnd.github.v3.raw';
  const scheduled = (runKey: string) => ({ eventName: 'schedule', runKey });

  function learnt(): InstanceType<typeof ResponseCache> {
    const cache = new ResponseCache();
    cache.store(KEY, { etag: '"1"', data: '26.05\n' });
    return cache;
  }

  it('restores the newest cache saved by a trusted event, and saves what this run learnt under a key naming its event', async () => {
    const store = actionsCacheStore(file, scheduled('123-1'), warn);
    await store.load();
    expect(restoreCache).toHaveBeenCalledWith([file], 'k3s-release-guard-http-v2-schedule-', [
      'k3s-release-guard-http-v2-workflow_dispatch-',
      'k3s-release-guard-http-v2-push-',
    ]);
    await store.save(learnt());
    expect(saveCache).toHaveBeenCalledWith([file], 'k3s-release-guard-http-v2-schedule-123-1');
    expect((JSON.parse(readFileSync(file, 'utf8')) as SavedCache).entries[KEY].etag).toBe('"1"');
  });

  it.each(['workflow_dispatch', 'push'])('saves from a %s run too', async (eventName) => {
    await actionsCacheStore(file, { eventName, runKey: '130-2' }, warn).save(learnt());
    expect(saveCache).toHaveBeenCalledWith([file], `k3s-release-guard-http-v2-${eventName}-130-2`);
  });

  it.each(['pull_request', 'pull_request_target', 'issue_comment', 'issues', 'workflow_run', undefined])(
    'a run of event %s restores what trusted runs saved but saves nothing, not even the file',
    async (eventName) => {
      const store = actionsCacheStore(file, { eventName, runKey: '131-1' }, warn);
      await store.load();
      expect(restoreCache).toHaveBeenCalledWith([file], 'k3s-release-guard-http-v2-schedule-', expect.any(Array));
      const line = await store.save(learnt());
      expect(saveCache).not.toHaveBeenCalled();
      expect(existsSync(file)).toBe(false);
      expect(line).toContain('not kept');
    },
  );

  it('saves nothing when the run learnt nothing new', async () => {
    const store = actionsCacheStore(file, scheduled('124-1'), warn);
    await store.save(new ResponseCache());
    expect(saveCache).not.toHaveBeenCalled();
  });

  it('without a cache service on the runner, uses the file alone', async () => {
    delete process.env.ACTIONS_RUNTIME_TOKEN;
    const store = actionsCacheStore(file, scheduled('125-1'), warn);
    await store.save(learnt());
    const again = await actionsCacheStore(file, scheduled('126-1'), warn).load();
    expect(restoreCache).not.toHaveBeenCalled();
    expect(saveCache).not.toHaveBeenCalled();
    expect(again.lookup(KEY)?.data).toEqual('26.05\n');
  });

  it('a restored file over its bound is dropped with a warning, unread', async () => {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, Buffer.alloc(MAX_FILE_BYTES + 1, 0x20));
    const cache = await actionsCacheStore(file, scheduled('128-1'), warn).load();
    expect(cache.lookup(KEY)).toBeUndefined();
    expect(warnings).toEqual([expect.stringContaining('over the 16 MiB it may take; dropped')]);
  });

  it('a failing cache service costs a warning, never the run', async () => {
    restoreCache.mockRejectedValueOnce(new Error('cache service unavailable'));
    saveCache.mockRejectedValueOnce(new Error('reserve failed'));
    const store = actionsCacheStore(file, scheduled('127-1'), warn);
    const cache = await store.load();
    expect(cache.dirty).toBe(false);
    await store.save(learnt());
    expect(warnings).toEqual([
      expect.stringContaining('could not be restored (cache service unavailable)'),
      expect.stringContaining('could not be saved (reserve failed)'),
    ]);
  });
});
