// The one GitHub API client: Octokit with throttling and retry composed once.
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck';
import { isIPv4 } from 'node:net';
import { useResponseCache, type ResponseCache } from './responseCache.js';
import { NOT_RETRIED, REQUEST_LIMITS, retriedStatus, useTransport } from './transport.js';

const GuardOctokit = Octokit.plugin(throttling, retry);
export type GitHubClient = InstanceType<typeof GuardOctokit>;

export interface ClientOptions {
  token?: string;
  /** API root; defaults to GITHUB_API_URL, then https://api.github.com. */
  baseUrl?: string;
  /** Longest wait for a rate limit reset we accept before failing the run. */
  maxRateLimitWaitSeconds?: number;
  /** Retries of transient failures (5xx, resets, reads without an answer). Defaults: REQUEST_LIMITS (transport.ts). */
  retries?: number;
  /** How long a read waits for an answer before it is retried. Default 10 s (REQUEST_LIMITS). */
  readTimeoutMs?: number;
  log?: (message: string) => void;
  /**
   * Spacing of writes in ms, and of searches. Default: the throttling plugin's
   * (1 s, 3 s for issues and comments, 2 s between searches), which keeps clear
   * of GitHub's secondary limits. Honoured only against a loopback API (a test's
   * double, see isLoopbackApi).
   */
  writeSpacingMs?: number;
  /**
   * How long one second of a rate limit's wait lasts, in ms. Default 1000.
   * Honoured only against a loopback API, as writeSpacingMs.
   */
  rateLimitSecondMs?: number;
  /**
   * Base of the retry backoff in ms: plugin-retry waits base * 1, 4, 9... before
   * retries. Default 1000 (REQUEST_LIMITS). Tests shorten it.
   */
  retryAfterBaseMs?: number;
  /**
   * Kept GET answers: requests become conditional, and 304s are served from it.
   * With or without it, answers of cacheable endpoints carry only the fields read.
   */
  cache?: ResponseCache;
}

/**
 * The variable a test harness sets to space the writes of a bundled run by
 * that many ms instead of GitHub's 1 s and 3 s (docs/DEVELOPMENT.md). Never an
 * input; and an environment variable alone cannot make a run write to GitHub
 * faster, since the spacing is honoured only against a loopback API.
 */
export const TEST_WRITE_SPACING_VARIABLE = 'K3S_RELEASE_GUARD_TEST_WRITE_SPACING_MS';

/** The write spacing `env` asks for through TEST_WRITE_SPACING_VARIABLE (whole ms), if any. */
export function testWriteSpacing(env: NodeJS.ProcessEnv): number | undefined {
  const text = env[TEST_WRITE_SPACING_VARIABLE]?.trim();
  return text && /^\d+$/.test(text) ? Number(text) : undefined;
}

/**
 * Whether the API is on this machine: a loopback address written as such
 * (127.0.0.0/8, [::1]), never a name that could resolve elsewhere. Only there,
 * where a test's double answers and GitHub never does, are GitHub's waits shortened.
 */
export function isLoopbackApi(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return false;
  }
  return host === '[::1]' || (isIPv4(host) && host.startsWith('127.'));
}

/** GitHub's own API root, where GITHUB_API_URL names no other. */
export const GITHUB_API = 'https://api.github.com';

export function createGitHubClient(options: ClientOptions = {}): GitHubClient {
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const retries = options.retries ?? REQUEST_LIMITS.retries;
  const log = options.log ?? (() => undefined);
  const baseUrl = (options.baseUrl ?? process.env.GITHUB_API_URL ?? GITHUB_API).replace(/\/+$/, '');
  const waits = githubWaits(baseUrl, options, log);
  const octokit = new GuardOctokit({
    auth: options.token || undefined,
    baseUrl,
    userAgent: 'k3s-release-guard',
    // Octokit logs every 4xx as a warning; 404s are expected answers here.
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    retry: {
      retries,
      doNotRetry: [...NOT_RETRIED],
      retryAfterBaseValue: options.retryAfterBaseMs ?? REQUEST_LIMITS.retryAfterBaseMs,
    },
    throttle: {
      ...(waits.writeSpacingMs !== undefined ? writeGroups(waits.writeSpacingMs) : {}),
      ...(waits.rateLimitSecondMs !== undefined ? { retryAfterBaseValue: waits.rateLimitSecondMs } : {}),
      onRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
        const call = `${requestOptions.method} ${requestOptions.url}`;
        if (retryCount < 2 && retryAfter <= maxWait) {
          log(`Rate limit reached on ${call}; retrying in ${retryAfter} s.`);
          return true;
        }
        log(`Rate limit reached on ${call}; reset in ${retryAfter} s, more than the ${maxWait} s this run waits.`);
        return false;
      },
      onSecondaryRateLimit: (retryAfter, requestOptions, _octokit, retryCount) => {
        const call = `${requestOptions.method} ${requestOptions.url}`;
        if (retryCount < 2 && retryAfter <= maxWait) {
          log(`Secondary rate limit on ${call}; retrying in ${retryAfter} s.`);
          return true;
        }
        return false;
      },
    },
  });
  useResponseCache(octokit, options.cache);
  useTransport(octokit, {
    readTimeoutMs: options.readTimeoutMs ?? REQUEST_LIMITS.readTimeoutMs,
    retries,
    retriedStatus,
    log,
  });
  // Registered last, so it sees a rate limit only once throttling has given up on it.
  octokit.hook.error('request', (error) => {
    const described = rateLimitDescription(error, maxWait);
    if (described && error instanceof Error) error.message = described;
    throw error;
  });
  return octokit;
}

function header(headers: unknown, name: string): string | undefined {
  if (typeof headers !== 'object' || headers === null) return undefined;
  const value: unknown = (headers as Record<string, unknown>)[name];
  return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
}

/**
 * One sentence for a 403/429 that is a rate limit: the call, how long until the limit
 * lifts, and why the run did not wait. The fetchers quote it when they wrap the error,
 * so it reaches the job's failure message whatever the call. Undefined for other errors.
 */
export function rateLimitDescription(error: unknown, maxWaitSeconds: number, now = Date.now()): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, request, response, message } = error as {
    status?: unknown;
    request?: { method?: string; url?: string };
    response?: { headers?: unknown };
    message?: unknown;
  };
  if (status !== 403 && status !== 429) return undefined;
  const headers = response?.headers;
  const remaining = header(headers, 'x-ratelimit-remaining');
  const retryAfter = Number(header(headers, 'retry-after'));
  const secondary = /secondary rate/i.test(String(message));
  let wait: number | undefined;
  if (Number.isFinite(retryAfter) && header(headers, 'retry-after') !== undefined) wait = retryAfter;
  else if (remaining === '0') {
    const reset = Number(header(headers, 'x-ratelimit-reset'));
    if (Number.isFinite(reset)) wait = Math.max(Math.ceil(reset - now / 1000), 0);
  }
  if (wait === undefined && remaining !== '0' && !secondary) return undefined;
  const call =
    `${request?.method ?? 'request'} ${request?.url ? new URL(request.url, 'http://api.invalid').pathname : ''}`.trim();
  const kind = secondary ? 'secondary rate limit' : 'rate limit';
  const until =
    wait === undefined
      ? 'GitHub did not say when it lifts'
      : `it lifts in ${wait} s (at ${new Date(now + wait * 1000).toISOString().replace(/\.\d{3}Z$/, 'Z')})`;
  const why =
    wait !== undefined && wait > maxWaitSeconds
      ? `, more than the ${maxWaitSeconds} s this run waits`
      : '; it outlasted the retries';
  return `GitHub API ${kind} hit on ${call} (HTTP ${status}): ${until}${why}.`;
}

/** The shortened waits of `options` the client honours: all against a loopback API, none against any other. */
function githubWaits(
  baseUrl: string,
  options: ClientOptions,
  log: (message: string) => void,
): Pick<ClientOptions, 'writeSpacingMs' | 'rateLimitSecondMs'> {
  const { writeSpacingMs, rateLimitSecondMs } = options;
  if (isLoopbackApi(baseUrl)) return { writeSpacingMs, rateLimitSecondMs };
  if (writeSpacingMs !== undefined || rateLimitSecondMs !== undefined)
    log(
      `Shortened waits (write spacing, rate limits) are honoured only against a loopback API; ${baseUrl} gets GitHub's.`,
    );
  return {};
}

// Writes and searches stay serial (one at a time) whatever the spacing. The plugin's own search group is
// shared by every client of the process, so without this a double's runs in one process wait 2 s per search.
function writeGroups(minTime: number): {
  write: Bottleneck.Group;
  notifications: Bottleneck.Group;
  search: Bottleneck.Group;
} {
  return {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime }),
    search: new Bottleneck.Group({ maxConcurrent: 1, minTime }),
  };
}
