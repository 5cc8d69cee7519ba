// Stable releases of a family from the GitHub releases API of its upstream repository.
import semver from 'semver';
import type { GitHubClient } from '../../github/client.js';
import { compareVersions, isRelease, parseVersion, type VersionFormat } from '../../domain/version.js';
import { compareMinors, normalizeMinor } from '../../domain/minor.js';
import type { Minor, PackageVersion, UpstreamRelease } from '../../domain/types.js';

/** The fields of a GitHub release object this module reads. */
export interface ReleaseRecord {
  tag_name: string;
  name?: string | null;
  draft?: boolean;
  prerelease?: boolean;
  published_at?: string | null;
  created_at?: string | null;
  html_url?: string;
}

export interface FetchedReleases {
  /** Stable releases, highest version first. */
  releases: UpstreamRelease[];
  /** Release list pages requested. */
  pagesFetched: number;
  /** True when every page was read; false when paging stopped early at oldestRelevantMinor. */
  complete: boolean;
  /** The local file they were read from instead of the API, as reports name it (`shownPath`). */
  file?: string;
  /** Set when no release was read (offline, no file given): the family's upstream is unknown this run. */
  unknown?: NotRead;
}

/** Upstream data a run did not read (offline, and no file gave it): what it is, and the option that would give it. */
export interface NotRead {
  /** "its releases", "the Kubernetes end-of-life dates". */
  what: string;
  /** The options that would give it: "--k3s-releases FILE". */
  give: readonly string[];
}

/**
 * A family whose upstream is the releases of a GitHub repository (k3s, rke2):
 * how messages name it, its repository, the build tag of its release tags and,
 * when it has channels, its channel file.
 */
export interface ReleasesFamily {
  /** The family's id: local files are given by it. */
  id: string;
  name: string;
  /** Its default repository, "k3s-io/k3s" (an input may name another). */
  repository: string;
  /** The build tag of its versions: "k3s" in v1.30.2+k3s1. */
  buildTag: string;
  /** The channel file at the root of its repository ("channel.yaml"); absent: no channels. */
  channelFile?: string;
}

export interface FetchReleasesOptions {
  /** "owner/name", e.g. "k3s-io/k3s". */
  repository: string;
  /** The family whose versions the tags are: its name, build tag (+k3sN) and default repository. */
  family: Pick<ReleasesFamily, 'id' | 'name' | 'buildTag' | 'repository'>;
  /** Minors older than this are not needed: paging stops once they are all that is left. */
  oldestRelevantMinor?: Minor;
  log?: (message: string) => void;
}

function releaseDate(record: ReleaseRecord): Date | undefined {
  // Drafts have no published_at; stable releases always do, created_at is the fallback.
  const text = record.published_at || record.created_at;
  if (!text) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Sort order: highest version first (the API promises no order). */
export function compareReleasesNewestFirst(a: UpstreamRelease, b: UpstreamRelease): number {
  return compareVersions(b.version, a.version) || a.publishedAt.getTime() - b.publishedAt.getTime();
}

/**
 * The version a tag names, when the tag is written exactly as that version
 * ("v1.30.2+k3s2" or "1.30.2+k3s2"). A tag that only reads as one after
 * trimming or Unicode normalisation (a trailing space, a full-width digit) is
 * no release of ours: `lookalike` says which version it imitates.
 */
export function tagVersion(
  family: VersionFormat,
  tag: string,
): { version: PackageVersion } | { lookalike: PackageVersion } | undefined {
  const version = parseVersion(family, tag.normalize('NFKC'));
  if (!version) return undefined;
  return tag === version.text || tag === `v${version.text}` ? { version } : { lookalike: version };
}

/**
 * Keeps stable releases only: no drafts, no releases marked prerelease, no tags that are
 * not releases of the family (rc/alpha/beta, other build tags), no tag that only looks
 * like a version (said through `log`). One release per version, highest version first.
 */
export function selectStableReleases(
  family: VersionFormat,
  records: readonly ReleaseRecord[],
  log: (message: string) => void = () => undefined,
): UpstreamRelease[] {
  const byVersion = new Map<string, UpstreamRelease>();
  for (const record of records) {
    if (record.draft || record.prerelease) continue;
    const read = tagVersion(family, record.tag_name);
    if (read && 'lookalike' in read) {
      log(
        `Ignored the release tagged ${JSON.stringify(record.tag_name.slice(0, 80))}: it is not exactly v${read.lookalike.text} ` +
          '(spaces or look-alike characters), so it is not taken for that release.',
      );
      continue;
    }
    const version = read?.version;
    const publishedAt = releaseDate(record);
    if (!version || !isRelease(version) || !publishedAt) continue;
    const release: UpstreamRelease = { version, tag: record.tag_name, publishedAt };
    if (record.name) release.name = record.name;
    if (record.html_url) release.url = record.html_url;
    // The same version under two tags (with and without "v"): the first publication counts.
    const seen = byVersion.get(version.text);
    if (!seen || seen.publishedAt > publishedAt) byVersion.set(version.text, release);
  }
  return [...byVersion.values()].sort(compareReleasesNewestFirst);
}

/** Minor of any version-like tag, pre-releases included ("v1.31.0-rc1+k3s1" -> "1.31"). */
function minorOfTag(tag: string): Minor | undefined {
  const parsed = semver.parse(tag.trim());
  return parsed ? `${parsed.major}.${parsed.minor}` : undefined;
}

function splitRepository(repository: string, example: string): { owner: string; repo: string } {
  const match = /^([A-Za-z0-9_.-]+)\/([A-Za-z0-9_.-]+)$/.exec(repository.trim());
  if (!match)
    throw new Error(`Upstream repository must be written "owner/name" (such as ${example}), got "${repository}".`);
  return { owner: match[1], repo: match[2] };
}

function httpStatus(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const status = error.status;
    return typeof status === 'number' ? status : undefined;
  }
  return undefined;
}

/**
 * Lists the stable releases of the upstream repository. GitHub lists releases newest-created
 * first and older minors keep getting patches, so with oldestRelevantMinor the listing stops at
 * the first page without any release of a relevant minor: by then the first release of every
 * relevant minor has been seen.
 */
export async function fetchReleases(client: GitHubClient, options: FetchReleasesOptions): Promise<FetchedReleases> {
  const { owner, repo } = splitRepository(options.repository, options.family.repository);
  const repository = `${owner}/${repo}`;
  const log = options.log ?? (() => undefined);
  const oldest = options.oldestRelevantMinor === undefined ? undefined : normalizeMinor(options.oldestRelevantMinor);
  if (options.oldestRelevantMinor !== undefined && oldest === undefined) {
    throw new Error(`oldestRelevantMinor must be a minor such as 1.30, got "${options.oldestRelevantMinor}".`);
  }

  const records: ReleaseRecord[] = [];
  let pagesFetched = 0;
  let complete = true;
  try {
    const pages = client.paginate.iterator(client.rest.repos.listReleases, { owner, repo, per_page: 100 });
    for await (const page of pages) {
      pagesFetched += 1;
      records.push(...page.data);
      if (oldest === undefined || page.data.length === 0) continue;
      // Pre-release tags of a relevant minor count too: a page of rc tags is not yet the past.
      const stillRelevant = page.data.some((record) => {
        const minor = minorOfTag(record.tag_name);
        return minor !== undefined && compareMinors(minor, oldest) >= 0;
      });
      if (!stillRelevant) {
        complete = !/rel="next"/.test(page.headers.link ?? '');
        log(
          `Stopped listing ${repository} releases after page ${pagesFetched}: it holds no release of ${oldest} or newer.`,
        );
        break;
      }
    }
  } catch (error) {
    if (httpStatus(error) === 404) {
      throw new Error(
        `Upstream repository ${repository} was not found (404 on its releases), or the token cannot see it.`,
        { cause: error },
      );
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not list the releases of ${repository}: ${message}`, { cause: error });
  }

  if (records.length === 0) throw new Error(`Upstream repository ${repository} has no releases.`);
  const releases = selectStableReleases(options.family, records, log);
  if (releases.length === 0) {
    throw new Error(
      `Upstream repository ${repository} has no stable ${options.family.name} releases among ${records.length} releases read.`,
    );
  }
  log(`Read ${records.length} releases of ${repository} in ${pagesFetched} page(s); ${releases.length} stable.`);
  return { releases, pagesFetched, complete };
}
