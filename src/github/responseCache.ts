// Conditional requests: GET answers are kept with their ETag, and asked for
// again with If-None-Match. GitHub answers an unchanged resource with 304,
// which does not count against the rate limit; the kept answer is used then.
// A cache miss only costs a request: every answer is still validated by GitHub.
import type { Octokit } from '@octokit/rest';

interface CachedResponse {
  etag: string;
  url: string;
  /** The headers callers read (pagination links); the rest are not kept. */
  link?: string;
  data: unknown;
}

interface CacheFile {
  version: 1;
  entries: Record<string, CachedResponse>;
}

export interface CacheStats {
  /** Answered 304 and served from the cache. */
  revalidated: number;
  /** Fetched in full (no entry, or the resource changed). */
  fetched: number;
}

export class ResponseCache {
  private readonly entries: Map<string, CachedResponse>;
  /** Keys read or written in this run: only those are saved, so the file never grows stale. */
  private readonly used = new Set<string>();
  private changed = false;
  readonly stats: CacheStats = { revalidated: 0, fetched: 0 };

  constructor(entries: Map<string, CachedResponse> = new Map()) {
    this.entries = entries;
  }

  /** Reads a saved cache; anything unreadable is an empty cache (it only costs requests). */
  static parse(text: string | undefined): ResponseCache {
    if (!text) return new ResponseCache();
    try {
      const file = JSON.parse(text) as Partial<CacheFile>;
      if (file.version !== 1 || typeof file.entries !== 'object' || file.entries === null) return new ResponseCache();
      const entries = new Map<string, CachedResponse>();
      for (const [key, entry] of Object.entries(file.entries)) {
        if (entry && typeof entry.etag === 'string' && typeof entry.url === 'string') entries.set(key, entry);
      }
      return new ResponseCache(entries);
    } catch {
      return new ResponseCache();
    }
  }

  /** True when this run learnt something a later run can use, or dropped what it no longer needs. */
  get dirty(): boolean {
    return this.changed || this.used.size !== this.entries.size;
  }

  serialize(): string {
    const entries: Record<string, CachedResponse> = {};
    for (const key of this.used) {
      const entry = this.entries.get(key);
      if (entry) entries[key] = entry;
    }
    const file: CacheFile = { version: 1, entries };
    return JSON.stringify(file);
  }

  lookup(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) this.used.add(key);
    return entry;
  }

  store(key: string, entry: CachedResponse): void {
    this.entries.set(key, entry);
    this.used.add(key);
    this.changed = true;
  }
}

function headerValue(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = headers?.[name];
  return typeof value === 'string' ? value : undefined;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number' ? error.status : undefined;
}

/** Makes every GET of `octokit` conditional on what `cache` holds. */
export function useConditionalRequests(octokit: Octokit, cache: ResponseCache): void {
  octokit.hook.wrap('request', async (request, options) => {
    if (options.method !== 'GET') return request(options);
    const parsed = octokit.request.endpoint.parse(options);
    // The media type is part of the key: a raw file and its JSON description are different answers.
    const key = `${parsed.url} ${headerValue(parsed.headers, 'accept') ?? ''}`;
    const entry = cache.lookup(key);
    if (entry) options.headers = { ...options.headers, 'if-none-match': entry.etag };
    try {
      const response = await request(options);
      const etag = headerValue(response.headers as Record<string, unknown>, 'etag');
      if (etag && response.status === 200) {
        const link = headerValue(response.headers as Record<string, unknown>, 'link');
        cache.store(key, { etag, url: response.url, data: response.data, ...(link ? { link } : {}) });
      }
      cache.stats.fetched += 1;
      return response;
    } catch (error) {
      if (statusOf(error) !== 304 || !entry) throw error;
      cache.stats.revalidated += 1;
      return { status: 200, url: entry.url, headers: { etag: entry.etag, ...(entry.link ? { link: entry.link } : {}) }, data: entry.data };
    }
  });
}
