// The action's own client of endoflife.date's API v1: GET
// /api/v1/products/<product>, once per product per run, conditionally on the
// answer kept from an earlier run (the same ResponseCache as GitHub's answers),
// with the time limits and retries of the GitHub client (github/transport.ts).
// It never throws: what cannot be read is an answer that says why.
import { cacheableEndpoint, endOfLifeProduct, type EndOfLifeProductJson } from '../../github/cacheableEndpoints.js';
import { cacheKey, MAX_ENTRY_BYTES, type ResponseCache } from '../../github/responseCache.js';
import {
  ApiUnreachable,
  failureText,
  REQUEST_LIMITS,
  retriedStatus,
  retryWaitMs,
  type RequestLimits,
} from '../../github/transport.js';
import {
  DEFAULT_ENDOFLIFE_URL,
  isProductName,
  parseProduct,
  productUrl,
  type EndOfLifeCycle,
  type ProductLifecycle,
} from './endOfLife.js';

const ACCEPT = 'application/json';

export interface EndOfLifeClientOptions extends Partial<RequestLimits> {
  /** Where endoflife.date (or a mirror) is: input `endoflife-url`. Default https://endoflife.date. */
  baseUrl?: string;
  /** Answers kept between runs; each product's request becomes conditional on its kept answer. */
  cache?: ResponseCache;
  /** Each retry, in one line. */
  log?: (message: string) => void;
}

/** A product's answer: its fields as read, or why there is none. */
export type EndOfLifeAnswer =
  | {
      ok: true;
      /** The URL asked. */
      url: string;
      /** Its fields as read (what the cache keeps). */
      answer: EndOfLifeProductJson;
      /** Its cycles, each checked. */
      cycles: EndOfLifeCycle[];
      /** Answered 304: the answer kept from an earlier run, unchanged upstream. */
      revalidated: boolean;
    }
  | {
      ok: false;
      url: string;
      why: string;
      /** endoflife.date has no such product: it answered 404. */
      notFound?: true;
    };

export interface EndOfLifeClient {
  readonly baseUrl: string;
  /** The product's answer; asked once a run, however many times it is called. */
  product(name: string): Promise<EndOfLifeAnswer>;
}

/** An exchange that got an HTTP answer, or none after the retries. */
type Exchange = { status: number; etag?: string; text?: string; retryAfter?: string } | { failure: string };

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export function createEndOfLifeClient(options: EndOfLifeClientOptions = {}): EndOfLifeClient {
  const baseUrl = (options.baseUrl ?? DEFAULT_ENDOFLIFE_URL).replace(/\/+$/, '');
  const limits: RequestLimits = { ...REQUEST_LIMITS, ...definedOf(options) };
  const log = options.log ?? (() => undefined);
  const asked = new Map<string, Promise<EndOfLifeAnswer>>();
  // Once a request has spent its retries without an answer, the host is not tried again this run.
  let unreachable: ApiUnreachable | undefined;

  /** One GET, retried as the GitHub client retries: no answer in time, a reset, a server error. */
  async function exchange(url: string, etag: string | undefined): Promise<Exchange> {
    const { host, pathname } = new URL(url);
    for (let attempt = 1; ; attempt += 1) {
      const retrying = attempt <= limits.retries;
      const say = (why: string): void =>
        log(`GET ${host}${decodeURIComponent(pathname)}: ${why}; retrying (${attempt} of ${limits.retries}).`);
      const controller = new AbortController();
      const seconds = limits.readTimeoutMs / 1000;
      const timer = setTimeout(
        () => controller.abort(new Error(`no answer within ${seconds} s`)),
        limits.readTimeoutMs,
      );
      try {
        const response = await fetch(url, {
          headers: {
            accept: ACCEPT,
            'user-agent': 'k3s-release-guard',
            ...(etag ? { 'if-none-match': etag } : {}),
          },
          signal: controller.signal,
        });
        if (retrying && retriedStatus(response.status)) {
          await response.body?.cancel();
          say(`HTTP ${response.status}`);
          await sleep(retryWaitMs(attempt, limits.retryAfterBaseMs));
          continue;
        }
        const length = Number(response.headers.get('content-length') ?? '0');
        if (response.status === 200 && length > MAX_ENTRY_BYTES) {
          await response.body?.cancel();
          return { status: 200, text: undefined };
        }
        const text = response.status === 304 ? undefined : await response.text();
        return {
          status: response.status,
          etag: response.headers.get('etag') ?? undefined,
          text,
          retryAfter: response.headers.get('retry-after') ?? undefined,
        };
      } catch (error) {
        const failure = failureText(error);
        if (!retrying) {
          unreachable = new ApiUnreachable(host, failure, attempt);
          return { failure: unreachable.message };
        }
        say(failure);
        await sleep(retryWaitMs(attempt, limits.retryAfterBaseMs));
      } finally {
        clearTimeout(timer);
      }
    }
  }

  async function read(product: string): Promise<EndOfLifeAnswer> {
    const url = productUrl(baseUrl, product);
    if (!isProductName(product)) return { ok: false, url, why: `"${product}" is not a product name of endoflife.date` };
    if (unreachable)
      return {
        ok: false,
        url,
        why: new ApiUnreachable(unreachable.host, unreachable.reason, unreachable.attempts).message,
      };
    const key = cacheKey(url, ACCEPT);
    // A kept answer comes from an earlier run: checked before it is used, like any other input.
    const entry = options.cache?.lookup(key);
    const kept = entry && (cacheableEndpoint(url)?.project(entry.data) as EndOfLifeProductJson | undefined);
    const keptCycles = kept && parseProduct(kept);
    const usable = kept && keptCycles && 'cycles' in keptCycles ? { kept, cycles: keptCycles.cycles } : undefined;
    const answer = await exchange(url, usable ? entry?.etag : undefined);
    if ('failure' in answer) return { ok: false, url, why: answer.failure };
    if (answer.status === 304 && usable && options.cache) {
      options.cache.stats.revalidated += 1;
      return { ok: true, url, answer: usable.kept, cycles: usable.cycles, revalidated: true };
    }
    if (answer.status !== 200)
      return {
        ok: false,
        url,
        why: statusWhy(product, answer.status, answer.retryAfter),
        ...(answer.status === 404 ? { notFound: true as const } : {}),
      };
    // Counted as GitHub's are: an answer in full, whatever its shape.
    if (options.cache) options.cache.stats.fetched += 1;
    if (answer.text === undefined)
      return { ok: false, url, why: `the answer is over the ${MAX_ENTRY_BYTES / 1024 / 1024} MiB it may take` };
    let data: unknown;
    try {
      data = JSON.parse(answer.text);
    } catch {
      return { ok: false, url, why: 'the answer is not JSON' };
    }
    const projected = endOfLifeProduct(data);
    if ('problem' in projected) return { ok: false, url, why: notOfShape(projected.problem) };
    const parsed = parseProduct(projected.kept);
    if ('problem' in parsed) return { ok: false, url, why: notOfShape(parsed.problem) };
    // Kept only once it is known good: a kept answer is never one this run refused.
    if (options.cache && answer.etag) options.cache.store(key, { etag: answer.etag, data: projected.kept });
    return { ok: true, url, answer: projected.kept, cycles: parsed.cycles, revalidated: false };
  }

  return {
    baseUrl,
    product(name) {
      let answer = asked.get(name);
      if (!answer) {
        answer = read(name);
        asked.set(name, answer);
      }
      return answer;
    },
  };
}

const notOfShape = (problem: string): string => `the answer is not of API v1's shape: ${problem}`;

/** A product's lifecycle through the API: never throws; what went wrong makes it unknown. */
export async function fetchProductLifecycle(client: EndOfLifeClient, product: string): Promise<ProductLifecycle> {
  const read = await client.product(product);
  if (!read.ok)
    return {
      product,
      known: false,
      why: read.why,
      from: read.url,
      ...(read.notFound ? { notFound: read.notFound } : {}),
    };
  return {
    product,
    known: true,
    cycles: read.cycles,
    source: { from: read.url, lastModified: read.answer.last_modified, revalidated: read.revalidated },
  };
}

/** Why an answer of another status than 200 is none. */
function statusWhy(product: string, status: number, retryAfter: string | undefined): string {
  if (status === 404) return `endoflife.date has no product "${product}" (HTTP 404)`;
  if (status === 429)
    return `endoflife.date refused it as too many requests (HTTP 429${retryAfter ? `, retry after ${retryAfter} s` : ''})`;
  if (status === 304) return 'endoflife.date answered 304 to a request that was not conditional';
  return `endoflife.date answered HTTP ${status}`;
}

/** The limits `options` sets, without those it leaves undefined (which would hide the defaults). */
function definedOf(options: Partial<RequestLimits>): Partial<RequestLimits> {
  const { readTimeoutMs, retries, retryAfterBaseMs } = options;
  return {
    ...(readTimeoutMs !== undefined ? { readTimeoutMs } : {}),
    ...(retries !== undefined ? { retries } : {}),
    ...(retryAfterBaseMs !== undefined ? { retryAfterBaseMs } : {}),
  };
}
