// Where a run's data comes from: the GitHub API, or local files for offline
// use (the CLI's data options and its demo). The pipeline asks these
// questions only, so it cannot tell the two apart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { channelFileOf, type FamilyTraits } from '../domain/family.js';
import type { RunLog } from '../domain/runLog.js';
import type { StableChannel } from '../domain/types.js';
import type { GitHubClient } from '../github/client.js';
import { LocalFileError, shownPath } from './localFile.js';
import { localTree, type NixpkgsTree } from './nixpkgs/tree.js';
import { remoteTree } from './nixpkgs/remoteTree.js';
import { githubPullRequests } from './pullRequests/githubPulls.js';
import { recordedPullRequests } from './pullRequests/recordedPulls.js';
import { unreadPullRequests, type PullRequestSource } from './pullRequests/source.js';
import { sayLifecycle, type ProductLifecycle } from './upstream/endOfLife.js';
import { createEndOfLifeClient, fetchProductLifecycle, type EndOfLifeClient } from './upstream/endOfLifeClient.js';
import { readProductLifecycleFile } from './upstream/endOfLifeFile.js';
import { fetchKubernetesLifecycle, type KubernetesLifecycle } from './upstream/kubernetesLifecycle.js';
import { fetchStableChannel, readStableChannelFile } from './upstream/stableChannel.js';
import {
  fetchReleases,
  selectStableReleases,
  type FetchedReleases,
  type FetchReleasesOptions,
  type ReleaseRecord,
} from './upstream/releases.js';

export interface DataSources {
  /** Stable releases of an upstream repository. */
  releases(options: FetchReleasesOptions): Promise<FetchedReleases>;
  /** Kubernetes end-of-life dates. */
  kubernetesLifecycle(): Promise<KubernetesLifecycle>;
  /** A nixpkgs branch (or tag) other than the checkout. */
  nixpkgsTree(ref: string): NixpkgsTree;
  /**
   * channel(t): the upstream stable channel as channel.yaml stood on the day of
   * `now`. What the API cannot answer is said in `source`, not thrown; a local
   * file (--channel) that cannot be read is an error naming it.
   */
  stableChannel(options: StableChannelOptions): Promise<StableChannel>;
  /** The pull requests of nixpkgs: one search, then each one chosen read (gather/pullRequests/). */
  pullRequests(): PullRequestSource;
  /**
   * A product's upstream lifecycle from endoflife.date, read once a run however
   * often it is asked, its one line said then as progress (an unknown one the report says, once).
   * What the API cannot answer makes it unknown, never an error; a recorded
   * file (--endoflife DIR) that cannot be used is an error naming it.
   */
  endOfLife(options: EndOfLifeOptions): Promise<ProductLifecycle>;
}

export interface EndOfLifeOptions {
  /** endoflife.date's product: "postgresql", "go", "linux". */
  product: string;
  /** Where the product's line goes, the first time it is read. */
  log: Pick<RunLog, 'info' | 'warning'>;
}

/** Reads each product once, and says its line then; later asks get the same lifecycle, unsaid. */
function oncePerProduct(read: (product: string) => Promise<ProductLifecycle>): DataSources['endOfLife'] {
  const asked = new Map<string, Promise<ProductLifecycle>>();
  return ({ product, log }) => {
    let lifecycle = asked.get(product);
    if (!lifecycle) {
      lifecycle = read(product).then((found) => sayLifecycle(found, log));
      asked.set(product, lifecycle);
    }
    return lifecycle;
  };
}

export interface StableChannelOptions {
  /** "owner/name" of the upstream repository, e.g. "k3s-io/k3s". */
  repository: string;
  family: Pick<FamilyTraits, 'id' | 'name' | 'buildTag' | 'channelFile'>;
  now: Date;
}

export interface LifecycleFiles {
  /** Local schedule.yaml, read instead of kubernetes/website's. */
  schedule?: string;
  /** Local eol.yaml, read instead of kubernetes/website's. */
  eol?: string;
}

/**
 * Everything through the API, but the lifecycle files given as local paths;
 * endoflife.date through its own client (its URL and the run's cache).
 */
export function githubSources(
  client: GitHubClient,
  nixpkgsRepository: string,
  lifecycle: LifecycleFiles = {},
  endoflife: EndOfLifeClient = createEndOfLifeClient(),
): DataSources {
  return {
    releases: (options) => fetchReleases(client, options),
    kubernetesLifecycle: () =>
      fetchKubernetesLifecycle(client, { scheduleFile: lifecycle.schedule, eolFile: lifecycle.eol }),
    nixpkgsTree: (ref) => remoteTree(client, nixpkgsRepository, ref),
    stableChannel: ({ repository, family, now }) => fetchStableChannel(client, repository, family, now),
    pullRequests: () => githubPullRequests(client, nixpkgsRepository),
    endOfLife: oncePerProduct((product) => fetchProductLifecycle(endoflife, product)),
  };
}

export interface LocalData {
  /**
   * By family id: a JSON array of release objects as the GitHub API lists them
   * (`GET /repos/{owner}/{repo}/releases`).
   */
  releases?: ReadonlyMap<string, string>;
  lifecycle?: LifecycleFiles;
  /** Checkouts of other nixpkgs branches (or release tags such as 24.05), by name. */
  trees?: ReadonlyMap<string, string>;
  /** By family id: its upstream channel file, read as it is (no history: the file is taken for the audited day). */
  channels?: ReadonlyMap<string, string>;
  /** A recorded answer of nixpkgs' pull requests (gather/pullRequests/recordedPulls.ts). */
  pulls?: string;
  /** Why the pull requests are not read through the API this run has (the CLI without a token); absent: they are. */
  pullsUnread?: string;
  /** A folder of endoflife.date's recorded answers, `<product>.json` each (--endoflife DIR): read instead of the API. */
  endoflife?: string;
  /**
   * The folder the paths above are relative to (the CLI's working folder), from
   * which reports name them; the process's when absent. Errors name a file as given.
   */
  folder?: string;
  /** How the command line names a family's file option, for the messages ("--rke2-releases"); `--releases` when absent. */
  optionFor?: (familyId: string, option: 'releases' | 'channel') => string;
}

/**
 * Local files where given, the API (when there is one) for the rest. Without
 * an API, a question no file answers fails with one line naming the option
 * that would answer it.
 */
export function localSources(local: LocalData, api?: DataSources): DataSources {
  const offline = (what: string, option: string): Error =>
    new Error(`${what} needs the GitHub API, which this run does not use; give ${option}.`);
  const optionFor = local.optionFor ?? ((_family: string, option: string) => `--${option}`);
  const { endoflife } = local;
  const recordedEndOfLife =
    endoflife !== undefined
      ? oncePerProduct((product) => readProductLifecycleFile(endoflife, product, local.folder))
      : oncePerProduct(async (product) => ({
          product,
          known: false,
          why: `not read offline; give --endoflife DIR holding ${product}.json`,
        }));
  return {
    async releases(options) {
      const file = local.releases?.get(options.family.id);
      if (file !== undefined) return readReleasesFile(file, options, local.folder);
      if (!api)
        throw offline(
          `Reading the releases of ${options.repository}`,
          `${optionFor(options.family.id, 'releases')} FILE`,
        );
      return api.releases(options);
    },
    async kubernetesLifecycle() {
      const files = local.lifecycle ?? {};
      if (files.schedule !== undefined && files.eol !== undefined)
        return fetchKubernetesLifecycle(undefined, {
          scheduleFile: files.schedule,
          eolFile: files.eol,
          folder: local.folder,
        });
      if (!api)
        throw offline(
          'Reading the Kubernetes end-of-life dates',
          '--kubernetes-schedule FILE and --kubernetes-eol FILE',
        );
      return api.kubernetesLifecycle();
    },
    nixpkgsTree(ref) {
      const folder = local.trees?.get(ref);
      if (folder !== undefined) return localTree(folder, { shownFrom: local.folder });
      if (!api) return absentTree(ref);
      return api.nixpkgsTree(ref);
    },
    async stableChannel(options) {
      const file = local.channels?.get(options.family.id);
      if (file !== undefined) return readStableChannelFile(options.family, file, local.folder);
      if (!api)
        return {
          source: `${options.repository} ${channelFileOf(options.family)}: not read offline (give ${optionFor(options.family.id, 'channel')} FILE)`,
        };
      return api.stableChannel(options);
    },
    pullRequests() {
      if (local.pulls !== undefined) return recordedPullRequests(local.pulls);
      if (!api) return unreadPullRequests('this run does not use the GitHub API; give --pulls FILE');
      return local.pullsUnread !== undefined ? unreadPullRequests(local.pullsUnread) : api.pullRequests();
    },
    // The folder answers for every product: one it has no file of is unknown, not asked online.
    endOfLife: (options) => (endoflife === undefined && api ? api.endOfLife(options) : recordedEndOfLife(options)),
  };
}

/** A branch offline and without a local tree: it reads as a branch that does not exist. */
function absentTree(ref: string): NixpkgsTree {
  return {
    describe: `no local tree for ${ref} (give --tree ${ref}=PATH)`,
    notGiven: true,
    readText: async () => undefined,
    listDir: async () => undefined,
  };
}

async function readReleasesFile(
  file: string,
  { repository, family, log }: FetchReleasesOptions,
  folder: string | undefined,
): Promise<FetchedReleases> {
  const expected = `a JSON array of GitHub release objects, as GET /repos/${repository}/releases answers`;
  let text: string;
  try {
    text = await readFile(folder === undefined ? file : path.resolve(folder, file), 'utf8');
  } catch (error) {
    throw new LocalFileError(file, `cannot be read (${errorText(error)})`, expected);
  }
  let records: unknown;
  try {
    records = JSON.parse(text);
  } catch (error) {
    throw new LocalFileError(file, `not valid JSON (${errorText(error)})`, expected);
  }
  if (!Array.isArray(records) || !records.every(isReleaseRecord))
    throw new LocalFileError(file, 'not a JSON array of release objects (each with a tag_name)', expected);
  const releases = selectStableReleases(family, records, log);
  if (releases.length === 0) throw new LocalFileError(file, `holds no stable release of ${repository}`, expected);
  return { releases, pagesFetched: 0, complete: true, file: shownPath(file, folder) };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isReleaseRecord(value: unknown): value is ReleaseRecord {
  return typeof value === 'object' && value !== null && 'tag_name' in value && typeof value.tag_name === 'string';
}
