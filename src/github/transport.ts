// How requests reach GitHub when the network is slow or gone: a read that gets
// no answer within seconds is aborted (and retried by plugin-retry like any
// failed connection), each retry is said in one line, and once a request has
// used up its retries without reaching the host, every later request to it
// fails at once, so a run without network ends in seconds, not minutes. An
// optional read (`request: { optional: true }`, the pull request search) that
// gets no answer fails alone: a slow search says nothing of the host.
import type { Octokit } from '@octokit/rest';

/**
 * The time limits and retries of every client of the action (GitHub's and
 * endoflife.date's): how long a read waits for an answer, how many times a
 * request without a usable answer is retried, and the base of the backoff
 * (waits of base * 1, 4, 9 ... before the retries, as plugin-retry waits).
 */
export interface RequestLimits {
  readTimeoutMs: number;
  retries: number;
  retryAfterBaseMs: number;
}

export const REQUEST_LIMITS: RequestLimits = { readTimeoutMs: 10_000, retries: 3, retryAfterBaseMs: 1000 };

/**
 * Answers never retried: they will not change on a second asking. 429 is a rate
 * limit: GitHub's throttling waits it out within bounds, and a backoff retry would ignore its reset.
 */
export const NOT_RETRIED: readonly number[] = [400, 401, 403, 404, 410, 422, 429, 451];

/** Whether an answer of this status is retried (server errors, and the 4xx not in NOT_RETRIED). */
export function retriedStatus(status: number): boolean {
  return status >= 400 && !NOT_RETRIED.includes(status);
}

/** The wait before retry `retry` (1, 2 ...): base * retry², as plugin-retry spaces GitHub's. */
export function retryWaitMs(retry: number, baseMs: number): number {
  return retry * retry * baseMs;
}

/** A request that never reached the API host, after its retries: no network, a wrong host, a firewall. */
export class ApiUnreachable extends Error {
  constructor(
    /** "api.github.com" (with its port when not the default). */
    readonly host: string,
    /** The last failure: "connect ECONNREFUSED 127.0.0.1:9", "no answer within 4 s". */
    readonly reason: string,
    readonly attempts: number,
    options?: { cause?: unknown },
  ) {
    super(`${host} could not be reached: ${reason} (${attempts} attempt${attempts === 1 ? '' : 's'})`, options);
    this.name = 'ApiUnreachable';
  }
}

/** The ApiUnreachable an error was caused by, however many times it was wrapped on the way up. */
export function unreachableCause(error: unknown): ApiUnreachable | undefined {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 10; e = e.cause, depth += 1) {
    if (e instanceof ApiUnreachable) return e;
  }
  return undefined;
}

/** The reason a fetch of no answer gives, as the abort reason, so it reaches the error message. */
class NoAnswer extends Error {
  constructor(seconds: number) {
    super(`no answer within ${seconds} s`);
    this.name = 'NoAnswer';
  }
}

export interface TransportOptions {
  /** How long a read may wait for the answer's headers. */
  readTimeoutMs: number;
  /** The retries plugin-retry makes of a failed request (its `retries`). */
  retries: number;
  /** Whether plugin-retry retries an answer of this status (the client's one list). */
  retriedStatus: (status: number) => boolean;
  log: (message: string) => void;
}

/** A request that got no HTTP answer at all: Octokit's RequestError for a failed fetch has no response. */
function transportFailure(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    error.status === 500 &&
    !('response' in error && error.response)
  );
}

/**
 * What went wrong, in the words of the deepest cause: "connect ECONNREFUSED ..."
 * rather than "fetch failed". Duck-typed: fetch's errors may come from another realm.
 */
export function failureText(error: unknown): string {
  let text = String(error);
  for (let e: unknown = error, depth = 0; typeof e === 'object' && e !== null && depth < 10; depth += 1) {
    if ('message' in e && typeof e.message === 'string' && e.message) text = e.message;
    e = 'cause' in e ? e.cause : undefined;
  }
  return text;
}

function where(url: string): { host: string; call: string } {
  const parsed = new URL(url);
  return { host: parsed.host, call: `${decodeURIComponent(parsed.pathname)}${parsed.search}` };
}

/**
 * Installs the transport rules on a client. The hook is registered after the
 * plugins, so it sees each request once, after plugin-retry has done its retries.
 */
export function useTransport(octokit: Octokit, options: TransportOptions): void {
  let unreachable: ApiUnreachable | undefined;

  octokit.hook.wrap('request', async (request, requestOptions) => {
    // The same outage, said again for this request; it is not tried.
    if (unreachable) throw new ApiUnreachable(unreachable.host, unreachable.reason, unreachable.attempts);
    const method = requestOptions.method.toUpperCase();
    const baseFetch: typeof fetch = (requestOptions.request?.fetch as typeof fetch | undefined) ?? globalThis.fetch;
    let attempt = 0;
    let lastFailure = '';
    // A request may ask for fewer retries than the client makes (plugin-retry's `request.retries`).
    const retries =
      typeof requestOptions.request?.retries === 'number' ? requestOptions.request.retries : options.retries;

    // One fetch per request, so it knows which attempt it is making.
    const attemptFetch: typeof fetch = async (input, init) => {
      attempt += 1;
      const url = input instanceof Request ? input.url : String(input);
      const { host, call } = where(url);
      const retrying = attempt <= retries;
      const say = (why: string): void =>
        options.log(`${method} ${host}${call}: ${why}; retrying (${attempt} of ${retries}).`);
      // A write that timed out may still have been applied; retrying it could open an issue twice. Only reads are cut short.
      const timed = method === 'GET' || method === 'HEAD';
      const controller = new AbortController();
      const timer = timed
        ? setTimeout(() => controller.abort(new NoAnswer(options.readTimeoutMs / 1000)), options.readTimeoutMs)
        : undefined;
      const signal = init?.signal ? AbortSignal.any([init.signal, controller.signal]) : controller.signal;
      try {
        const response = await baseFetch(input, { ...init, signal });
        if (retrying && options.retriedStatus(response.status)) say(`HTTP ${response.status}`);
        return response;
      } catch (error) {
        lastFailure = failureText(error);
        if (retrying) say(lastFailure);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    };

    // In place: the hooks inside this one were bound to this options object.
    requestOptions.request = { ...requestOptions.request, fetch: attemptFetch };
    try {
      return await request(requestOptions);
    } catch (error) {
      if (!transportFailure(error) || requestOptions.request?.optional === true) throw error;
      const { host } = where(octokit.request.endpoint.parse(requestOptions).url);
      unreachable = new ApiUnreachable(host, lastFailure || failureText(error), attempt, { cause: error });
      throw unreachable;
    }
  });
}
