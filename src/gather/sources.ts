// Where a run's data comes from: the GitHub API, or local files for offline
// use (the CLI's data options and its demo). The pipeline asks these
// questions only, so it cannot tell the two apart.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RunLog } from '../domain/runLog.js';
import type { StableChannel } from '../domain/types.js';
import type { GitHubClient } from '../github/client.js';
import { LocalFileError, shownPath } from './localFile.js';
import { localTree, type NixpkgsTree } from './nixpkgs/tree.js';
import { remoteTree } from './nixpkgs/remoteTree.js';
import { githubPullRequests } from './pullRequests/githubPulls.js';
import { recordedPullRequests, type RecordedPullRequests } from './pullRequests/recordedPulls.js';
import { unreadPullRequests, type PullRequestSource } from './pullRequests/source.js';
import { sayLifecycle, type ProductLifecycle } from './upstream/endOfLife.js';
import { createEndOfLifeClient, fetchProductLifecycle, type EndOfLifeClient } from './upstream/endOfLifeClient.js';
import { readProductLifecycleFile } from './upstream/endOfLifeFile.js';
import {
  fetchKubernetesLifecycle,
  unknownLifecycle,
  type KubernetesLifecycle,
} from './upstream/kubernetesLifecycle.js';
import { fetchStableChannel, readStableChannelFile } from './upstream/stableChannel.js';
import {
  fetchReleases,
  selectStableReleases,
  type FetchedReleases,
  type FetchReleasesOptions,
  type ReleaseRecord,
  type ReleasesFamily,
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
  family: Pick<ReleasesFamily, 'id' | 'name' | 'buildTag'> & { channelFile: string };
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

/** What a run will ask of the local files given: each is read before the run (`LocalSources.check`). */
export interface LocalAsks {
  /** The families that read releases and a channel file (k3s, rke2), with the repository their releases are of. */
  families: ReadonlyArray<{ family: ReleasesFamily; repository: string }>;
  /** The endoflife.date products the run reads: the recorded answer of each, where the folder has one. */
  products: readonly string[];
}

export interface LocalSources extends DataSources {
  /**
   * Reads every local file given, one after the other in the order `--help`
   * lists their options (each family's releases and channel, the Kubernetes
   * files, the recorded answers of `asks.products`, the pull requests), before
   * the run reads anything: the first that cannot be used throws its
   * LocalFileError, so that a wrong file is the run's one line. The run's own
   * questions then get the same reads, not new ones.
   */
  check(asks: LocalAsks): Promise<void>;
}

/** A read kept by the key of its arguments: asked again, the same promise (the same answer, or the same error). */
function kept<A extends unknown[], T>(
  keyOf: (...args: A) => string,
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  const reads = new Map<string, Promise<T>>();
  return (...args) => {
    const key = keyOf(...args);
    let found = reads.get(key);
    if (!found) {
      found = read(...args);
      // A failure is the caller's to handle; kept, it is not an unhandled rejection.
      found.catch(() => undefined);
      reads.set(key, found);
    }
    return found;
  };
}

/**
 * Local files where given, the API (when there is one) for the rest. Without
 * an API, what no file answers is unknown, never an error: a family's
 * releases and the Kubernetes lifecycle answer `unknown` (the family's
 * upstream is unknown this run, and its rules say so once), a product's
 * lifecycle is unknown, a branch is not given, the pull requests are not read.
 * Only a file that was given and cannot be used is an error (LocalFileError).
 */
export function localSources(local: LocalData, api?: DataSources): LocalSources {
  const optionFor = local.optionFor ?? ((_family: string, option: string) => `--${option}`);
  const { endoflife, folder } = local;
  const releaseRecords = kept(
    (file: string, repository: string) => `${repository} ${file}`,
    (file, repository) => readReleasesFile(file, repository, folder),
  );
  const releasesOf = async (file: string, options: FetchReleasesOptions): Promise<FetchedReleases> =>
    selectedReleases(file, await releaseRecords(file, options.repository), options, folder);
  // A channel file is taken as it is, whatever the day asked: read once a family.
  const channelOf = kept(
    (family: StableChannelOptions['family']) => family.id,
    (family) => readStableChannelFile(family, local.channels!.get(family.id)!, folder),
  );
  const files = local.lifecycle ?? {};
  const { schedule, eol } = files;
  const lifecycleFiles =
    schedule !== undefined && eol !== undefined
      ? kept(
          () => 'lifecycle',
          () => fetchKubernetesLifecycle(undefined, { scheduleFile: schedule, eolFile: eol, folder }),
        )
      : undefined;
  const pulls: RecordedPullRequests | undefined =
    local.pulls !== undefined ? recordedPullRequests(local.pulls, folder) : undefined;
  const productFiles =
    endoflife !== undefined
      ? kept(
          (product: string) => product,
          (product) => readProductLifecycleFile(endoflife, product, folder),
        )
      : undefined;
  const recordedEndOfLife = oncePerProduct(
    productFiles ??
      (async (product) => ({
        product,
        known: false,
        why: `not read offline; give --endoflife DIR holding ${product}.json`,
      })),
  );
  return {
    async check({ families, products }) {
      for (const { family, repository } of families) {
        const releases = local.releases?.get(family.id);
        if (releases !== undefined) await releasesOf(releases, { repository, family });
        const { channelFile } = family;
        if (local.channels?.has(family.id) && channelFile !== undefined) await channelOf({ ...family, channelFile });
      }
      await lifecycleFiles?.();
      if (productFiles) for (const product of products) await productFiles(product);
      await pulls?.check();
    },
    async releases(options) {
      const file = local.releases?.get(options.family.id);
      if (file !== undefined) return releasesOf(file, options);
      if (api) return api.releases(options);
      return {
        releases: [],
        pagesFetched: 0,
        complete: false,
        unknown: { what: 'its releases', give: [`${optionFor(options.family.id, 'releases')} FILE`] },
      };
    },
    async kubernetesLifecycle() {
      if (lifecycleFiles) return lifecycleFiles();
      if (api) return api.kubernetesLifecycle();
      return unknownLifecycle({
        what: 'the Kubernetes end-of-life dates',
        give: ['--kubernetes-schedule FILE', '--kubernetes-eol FILE'],
      });
    },
    nixpkgsTree(ref) {
      const tree = local.trees?.get(ref);
      if (tree !== undefined) return localTree(tree, { shownFrom: folder });
      if (!api) return absentTree(ref);
      return api.nixpkgsTree(ref);
    },
    async stableChannel(options) {
      if (local.channels?.has(options.family.id)) return channelOf(options.family);
      if (!api)
        return {
          source: `${options.repository} ${options.family.channelFile}: not read offline (give ${optionFor(options.family.id, 'channel')} FILE)`,
        };
      return api.stableChannel(options);
    },
    pullRequests() {
      if (pulls) return pulls;
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

/** What a releases file must be, for the message when it is not. */
function expectedReleases(repository: string): string {
  return `a JSON array of GitHub release objects, as GET /repos/${repository}/releases answers`;
}

/** The release objects of a releases file (--k3s-releases), or a LocalFileError naming it. */
async function readReleasesFile(
  file: string,
  repository: string,
  folder: string | undefined,
): Promise<ReleaseRecord[]> {
  const expected = expectedReleases(repository);
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
  return records;
}

/** A family's stable releases among a file's records: a file with none of them is not the family's. */
function selectedReleases(
  file: string,
  records: readonly ReleaseRecord[],
  { repository, family, log }: FetchReleasesOptions,
  folder: string | undefined,
): FetchedReleases {
  const releases = selectStableReleases(family, records, log);
  if (releases.length === 0)
    throw new LocalFileError(file, `holds no stable release of ${repository}`, expectedReleases(repository));
  return { releases, pagesFetched: 0, complete: true, file: shownPath(file, folder) };
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function isReleaseRecord(value: unknown): value is ReleaseRecord {
  return typeof value === 'object' && value !== null && 'tag_name' in value && typeof value.tag_name === 'string';
}
