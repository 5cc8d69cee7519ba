// The fetch Octokit sends its requests with, over node:http and node:https.
// Why not the global fetch: its first call loads the undici that Node bundles,
// a large module, before the first request of every run (`npm run bench`,
// start-up). node:http is loaded with require because on Node 24 an ESM
// import of it loads that same undici through its facade.
// Covers what Octokit asks of fetch: method, headers, a string body, redirects,
// an abort signal, compressed answers, and fetch's errors (TypeError "fetch
// failed" with the cause), so Octokit's messages and retries stay the same.
import { createRequire } from 'node:module';
import type { IncomingHttpHeaders, IncomingMessage, RequestOptions } from 'node:http';

type HttpModule = typeof import('node:http');
type ZlibModule = typeof import('node:zlib');

const load = createRequire(import.meta.url);
// node:https has the same request() as node:http, over TLS; require() keeps each once.
const httpModule = (protocol: string): HttpModule => (protocol === 'https:' ? load('node:https') : load('node:http')) as HttpModule;

export interface FetchInit {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | null;
  /** As fetch's: follow (the default), manual (answer the redirect itself) or error. */
  redirect?: 'follow' | 'manual' | 'error';
  signal?: AbortSignal | null;
}

/** The answer's headers, read as fetch's Headers are: lower-case names, repeated ones joined by ", ". */
export class ResponseHeaders implements Iterable<[string, string]> {
  readonly #values: Map<string, string>;

  constructor(headers: IncomingHttpHeaders) {
    const entries: Array<[string, string]> = [];
    for (const [name, value] of Object.entries(headers)) {
      if (value !== undefined) entries.push([name.toLowerCase(), Array.isArray(value) ? value.join(', ') : value]);
    }
    this.#values = new Map(entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  }

  get(name: string): string | null {
    return this.#values.get(name.toLowerCase()) ?? null;
  }

  [Symbol.iterator](): IterableIterator<[string, string]> {
    return this.#values.entries();
  }
}

export class FetchResponse {
  readonly ok: boolean;
  readonly body = null;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly url: string,
    readonly headers: ResponseHeaders,
    readonly redirected: boolean,
    private readonly bytes: Buffer
  ) {
    this.ok = status >= 200 && status < 300;
  }

  async text(): Promise<string> {
    return this.bytes.toString('utf8');
  }

  async json(): Promise<unknown> {
    return JSON.parse(this.bytes.toString('utf8')) as unknown;
  }

  async arrayBuffer(): Promise<ArrayBuffer> {
    return new Uint8Array(this.bytes).buffer;
  }
}

export interface NodeFetchOptions {
  /** A connection silent for this long fails the request (fetch's own limit is 300 s). */
  idleTimeoutMs?: number;
  /** Called as each request is handed to node:http, its connection opening. */
  onRequest?: () => void;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 20;
// deflate is left out: servers disagree on whether it is zlib-wrapped or raw.
const ACCEPTED_ENCODINGS = 'gzip, br';

let zlib: ZlibModule | undefined;
function decode(encoding: string | undefined, bytes: Buffer): Promise<Buffer> {
  const method = encoding?.trim().toLowerCase();
  if (!method || method === 'identity' || bytes.length === 0) return Promise.resolve(bytes);
  zlib ??= load('node:zlib') as ZlibModule;
  const z = zlib;
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer): void => (error ? reject(error) : resolve(result));
    if (method === 'gzip' || method === 'x-gzip') z.gunzip(bytes, { finishFlush: z.constants.Z_SYNC_FLUSH }, done);
    else if (method === 'deflate') z.inflate(bytes, done);
    else if (method === 'br') z.brotliDecompress(bytes, done);
    else reject(new Error(`unsupported content-encoding "${encoding}"`));
  });
}

/** fetch rejects network failures with TypeError("fetch failed") and the cause; Octokit reports the cause. */
function fetchFailed(cause: unknown): TypeError {
  return new TypeError('fetch failed', { cause });
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('This operation was aborted', 'AbortError');
}

interface Exchange {
  response: IncomingMessage;
  bytes: Buffer;
}

function exchange(url: URL, options: RequestOptions, body: string | Uint8Array | undefined, fetchOptions: NodeFetchOptions, signal?: AbortSignal | null): Promise<Exchange> {
  const idleTimeoutMs = fetchOptions.idleTimeoutMs ?? 300_000;
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    let settled = false;
    const fail = (error: unknown): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    };
    const request = httpModule(url.protocol).request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error) => fail(fetchFailed(error)));
      // The server closed the connection before the whole body came.
      response.on('close', () => {
        if (!response.complete) fail(fetchFailed(new Error('other side closed')));
      });
      response.on('end', () => {
        if (settled) return;
        settled = true;
        signal?.removeEventListener('abort', onAbort);
        resolve({ response, bytes: Buffer.concat(chunks) });
      });
    });
    const onAbort = (): void => {
      fail(abortReason(signal!));
      request.destroy();
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    request.setTimeout(idleTimeoutMs, () => request.destroy(new Error(`no answer from ${url.host} for ${Math.round(idleTimeoutMs / 1000)} s`)));
    request.on('error', (error) => fail(fetchFailed(error)));
    request.end(body);
    fetchOptions.onRequest?.();
  });
}

function requestHeaders(headers: Record<string, string> | undefined, body: string | Uint8Array | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) result[name.toLowerCase()] = value;
  result['accept-encoding'] ??= ACCEPTED_ENCODINGS;
  if (body !== undefined) result['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
  return result;
}

export function createNodeFetch(options: NodeFetchOptions = {}): (input: string | URL, init?: FetchInit) => Promise<FetchResponse> {
  return async function nodeFetch(input, init = {}) {
    let url = new URL(input);
    let method = (init.method ?? 'GET').toUpperCase();
    let body = init.body ?? undefined;
    let headers = requestHeaders(init.headers, body);
    for (let redirects = 0; ; redirects++) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw fetchFailed(new Error(`unsupported protocol ${url.protocol}`));
      const { response, bytes } = await exchange(url, { method, headers }, body, options, init.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (REDIRECTS.has(status) && location && init.redirect !== 'manual') {
        if (init.redirect === 'error') throw fetchFailed(new Error(`redirect to ${location} refused (redirect: "error")`));
        if (redirects === MAX_REDIRECTS) throw fetchFailed(new Error(`more than ${MAX_REDIRECTS} redirects`));
        const next = new URL(location, url);
        // As fetch: a 303, or a 301/302 after a POST, continues as a GET without the body.
        if (status === 303 ? method !== 'HEAD' : (status === 301 || status === 302) && method === 'POST') {
          method = 'GET';
          body = undefined;
          const { 'content-length': _length, 'content-type': _type, ...rest } = headers;
          headers = rest;
        }
        // The token goes to the origin it was given for, not to wherever a redirect points.
        if (next.origin !== url.origin) {
          const { authorization: _token, ...rest } = headers;
          headers = rest;
        }
        url = next;
        continue;
      }
      const decoded = method === 'HEAD' ? bytes : await decode(response.headers['content-encoding'], bytes).catch((error: unknown) => {
        throw fetchFailed(error);
      });
      return new FetchResponse(status, response.statusMessage ?? '', url.href, new ResponseHeaders(response.headers), redirects > 0, decoded);
    }
  };
}
