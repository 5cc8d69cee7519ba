// Conditional requests: GET answers are kept with their ETag, and asked for
// again with If-None-Match. GitHub answers an unchanged resource with 304,
// which does not count against the rate limit; the kept answer is used then.
// endoflife.date's answers are kept in the same file, by its own client
// (gather/upstream/endOfLifeClient.ts), through lookup() and store().
// A cache miss only costs a request. Only the endpoints of cacheableEndpoints.ts
// are kept, and only the fields the action reads: a kept file comes from an
// earlier run and is checked before use like any other input.
import type { Octokit } from '@octokit/rest';
import { cacheableEndpoint } from './cacheableEndpoints.js';

interface CachedResponse {
  etag: string;
  /** Pagination links, the one header callers read; the rest are not kept. */
  link?: string;
  /** The endpoint's projection of the answer. */
  data: unknown;
}

interface CacheFile {
  version: 2;
  entries: Record<string, CachedResponse>;
}

/** Bounds of a kept file; the largest answer kept, a branch's all-packages.nix, is over 1 MB. */
export const MAX_ENTRY_BYTES = 4 * 1024 * 1024;
export const MAX_FILE_BYTES = 16 * 1024 * 1024;

export interface CacheStats {
  /** Answered 304 and served from the cache. */
  revalidated: number;
  /** Fetched in full (no entry, or the resource changed). */
  fetched: number;
}

const MiB = (bytes: number): string => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MiB`;
const jsonBytes = (value: unknown): number => Buffer.byteLength(JSON.stringify(value) ?? '');

/**
 * The key of a kept answer: its URL and media type (a raw file and its JSON
 * description are different answers). Every client that keeps answers here keys them so.
 */
export function cacheKey(url: string, accept: string | undefined): string {
  return `${url} ${accept ?? ''}`;
}

/** The request URL of a key (`<url> <accept>`). */
function keyUrl(key: string): string {
  return key.split(' ', 1)[0] ?? '';
}

/**
 * True when every link of a kept Link header leads to the same endpoint on the
 * same host as `url`, and "next" to a later page: a forged link could otherwise
 * send the token to another host, or page in a circle. (GitHub's own links name
 * the repository by id, so the path itself may differ.)
 */
function linksStayOn(link: string, url: string): boolean {
  const own = new URL(url);
  const endpoint = cacheableEndpoint(url)?.name;
  const page = (target: URL): number => Number(target.searchParams.get('page') ?? '1');
  for (const [, target] of link.matchAll(/<([^<>]*)>/g)) {
    let linked: URL;
    try {
      linked = new URL(target ?? '');
    } catch {
      return false;
    }
    if (linked.origin !== own.origin || cacheableEndpoint(linked.href)?.name !== endpoint) return false;
  }
  // The same pattern as Octokit's paginate, so both read the same "next".
  const next = /<([^<>]+)>;\s*rel="next"/.exec(link)?.[1];
  return next === undefined || page(new URL(next)) > page(own);
}

/** The warning for a restored file of `bytes`, when that is over MAX_FILE_BYTES. */
export function restoredFileTooLarge(bytes: number): string | undefined {
  if (bytes <= MAX_FILE_BYTES) return undefined;
  return `The restored request cache is ${MiB(bytes)}, over the ${MiB(MAX_FILE_BYTES)} it may take; dropped, this run makes full requests.`;
}

type Refusal = 'endpoint' | 'size' | 'shape';

/** A restored entry as this run may use it, or why it is dropped. */
function restoredEntry(key: string, value: unknown): CachedResponse | Refusal {
  const url = keyUrl(key);
  const project = cacheableEndpoint(url)?.project;
  if (!project) return 'endpoint';
  if (jsonBytes(value) > MAX_ENTRY_BYTES) return 'size';
  if (typeof value !== 'object' || value === null) return 'shape';
  const { etag, link, data } = value as Record<string, unknown>;
  if (typeof etag !== 'string' || (link !== undefined && (typeof link !== 'string' || !linksStayOn(link, url))))
    return 'shape';
  const kept = project(data);
  if (kept === undefined) return 'shape';
  return { etag, data: kept, ...(typeof link === 'string' ? { link } : {}) };
}

/** One line for what parse() dropped; of a stranger's keys it quotes one path, shortened. */
function droppedLine(refused: Record<Refusal, string[]>, total: number): string {
  const parts: string[] = [];
  const [example] = refused.endpoint;
  if (example !== undefined) {
    let path = keyUrl(example);
    try {
      path = new URL(path).pathname;
    } catch {
      // Not a URL: quoted as found.
    }
    parts.push(`${refused.endpoint.length} of an endpoint never cached (such as GET ${path.slice(0, 80)})`);
  }
  if (refused.size.length) parts.push(`${refused.size.length} over the ${MiB(MAX_ENTRY_BYTES)} an entry may take`);
  if (refused.shape.length) parts.push(`${refused.shape.length} not in the shape of its endpoint's answer`);
  const count = refused.endpoint.length + refused.size.length + refused.shape.length;
  return `Dropped ${count} of the ${total} entries of the restored request cache: ${parts.join('; ')}. They are requested in full.`;
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

  /**
   * Reads a saved cache, keeping only entries of a cacheable endpoint, within
   * the size bounds and of their endpoint's shape; `warn` gets one line for
   * what was dropped. Anything unreadable is an empty cache (it only costs requests).
   */
  static parse(text: string | undefined, warn: (message: string) => void = () => undefined): ResponseCache {
    if (text === undefined) return new ResponseCache();
    const tooLarge = restoredFileTooLarge(Buffer.byteLength(text));
    if (tooLarge) {
      warn(tooLarge);
      return new ResponseCache();
    }
    let file: unknown;
    try {
      file = JSON.parse(text);
    } catch {
      file = undefined;
    }
    const entries =
      typeof file === 'object' && file !== null && 'version' in file && file.version === 2 && 'entries' in file
        ? file.entries
        : undefined;
    if (typeof entries !== 'object' || entries === null || Array.isArray(entries)) {
      warn('The restored request cache is not a request cache of this version; dropped, this run makes full requests.');
      return new ResponseCache();
    }
    const kept = new Map<string, CachedResponse>();
    const refused: Record<Refusal, string[]> = { endpoint: [], size: [], shape: [] };
    const all = Object.entries(entries);
    for (const [key, value] of all) {
      const entry = restoredEntry(key, value);
      if (typeof entry === 'string') refused[entry].push(key);
      else kept.set(key, entry);
    }
    if (kept.size < all.length) warn(droppedLine(refused, all.length));
    return new ResponseCache(kept);
  }

  /** True when this run learnt something a later run can use, or dropped what it no longer needs. */
  get dirty(): boolean {
    return this.changed || this.used.size !== this.entries.size;
  }

  /** The entries this run used, as long as they fit in MAX_FILE_BYTES: the file always passes parse(). */
  serialize(): string {
    const entries: Record<string, CachedResponse> = {};
    // Less the file's wrapper; each entry costs its key, its value, a colon and a comma.
    let room = MAX_FILE_BYTES - 64;
    for (const key of this.used) {
      const entry = this.entries.get(key);
      if (!entry) continue;
      const bytes = jsonBytes(key) + jsonBytes(entry) + 2;
      if (bytes > room) continue;
      room -= bytes;
      entries[key] = entry;
    }
    const file: CacheFile = { version: 2, entries };
    return JSON.stringify(file);
  }

  lookup(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key);
    if (entry) this.used.add(key);
    return entry;
  }

  /** Keeps a fresh answer; one over MAX_ENTRY_BYTES is not kept, and whatever was kept under its key goes. */
  store(key: string, entry: CachedResponse): void {
    this.changed = true;
    if (jsonBytes(entry) > MAX_ENTRY_BYTES) {
      this.entries.delete(key);
      this.used.delete(key);
      return;
    }
    this.entries.set(key, entry);
    this.used.add(key);
  }
}

function headerValue(headers: Record<string, unknown> | undefined, name: string): string | undefined {
  const value = headers?.[name];
  return typeof value === 'string' ? value : undefined;
}

function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/**
 * Serves every GET of a cacheable endpoint as its projection, with or without a
 * cache, so no reader can come to depend on a field a cached answer lacks. With
 * `cache`, those GETs become conditional on what it holds. Other requests pass
 * untouched, and are never kept.
 */
export function useResponseCache(octokit: Octokit, cache: ResponseCache | undefined): void {
  octokit.hook.wrap('request', async (request, options) => {
    if (options.method !== 'GET') return request(options);
    const parsed = octokit.request.endpoint.parse(options);
    const project = cacheableEndpoint(parsed.url)?.project;
    if (!project) return request(options);
    const key = cacheKey(parsed.url, headerValue(parsed.headers, 'accept'));
    const entry = cache?.lookup(key);
    if (entry) options.headers = { ...options.headers, 'if-none-match': entry.etag };
    try {
      const response = await request(options);
      const data = project(response.data);
      const headers = response.headers as Record<string, unknown>;
      const etag = headerValue(headers, 'etag');
      const link = headerValue(headers, 'link');
      if (cache) {
        cache.stats.fetched += 1;
        // An answer not of the endpoint's shape is served as it came, and not kept.
        if (data !== undefined && etag && response.status === 200)
          cache.store(key, { etag, data, ...(link ? { link } : {}) });
      }
      return data === undefined ? response : { ...response, data };
    } catch (error) {
      if (statusOf(error) !== 304 || !entry || !cache) throw error;
      cache.stats.revalidated += 1;
      return {
        status: 200,
        url: parsed.url,
        headers: { etag: entry.etag, ...(entry.link ? { link: entry.link } : {}) },
        data: entry.data,
      };
    }
  });
}
