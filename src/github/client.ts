// The one GitHub API client: Octokit with throttling and retry composed once.
import { Octokit } from '@octokit/rest';
import { retry } from '@octokit/plugin-retry';
import { throttling } from '@octokit/plugin-throttling';
import Bottleneck from 'bottleneck';

const GuardOctokit = Octokit.plugin(throttling, retry);
export type GitHubClient = InstanceType<typeof GuardOctokit>;

export interface ClientOptions {
  token?: string;
  /** API root; defaults to GITHUB_API_URL, then https://api.github.com. */
  baseUrl?: string;
  /** Longest wait for a rate limit reset we accept before failing the run. */
  maxRateLimitWaitSeconds?: number;
  /** Retries of transient failures (5xx, resets). */
  retries?: number;
  log?: (message: string) => void;
  /**
   * Spacing of writes in ms. Default: the throttling plugin's (1 s, 3 s for
   * issues and comments), which keeps clear of GitHub's secondary limits.
   */
  writeSpacingMs?: number;
}

export function createGitHubClient(options: ClientOptions = {}): GitHubClient {
  const maxWait = options.maxRateLimitWaitSeconds ?? 60;
  const log = options.log ?? (() => undefined);
  return new GuardOctokit({
    auth: options.token || undefined,
    baseUrl: (options.baseUrl ?? process.env.GITHUB_API_URL ?? 'https://api.github.com').replace(/\/+$/, ''),
    userAgent: 'k3s-release-guard',
    // Octokit logs every 4xx as a warning; 404s are expected answers here.
    log: { debug: () => undefined, info: () => undefined, warn: () => undefined, error: () => undefined },
    retry: { retries: options.retries ?? 3, doNotRetry: [400, 401, 403, 404, 410, 422, 451] },
    throttle: {
      ...(options.writeSpacingMs !== undefined ? writeGroups(options.writeSpacingMs) : {}),
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
      }
    }
  });
}

// Writes stay serial (one at a time) whatever the spacing.
function writeGroups(minTime: number): { write: Bottleneck.Group; notifications: Bottleneck.Group } {
  return {
    write: new Bottleneck.Group({ maxConcurrent: 1, minTime }),
    notifications: new Bottleneck.Group({ maxConcurrent: 1, minTime })
  };
}
