// The pull requests in flight of each family of a run: one search for all of
// them (started as the run starts, as it depends on nothing else), then the
// pull requests chosen read once each, kept for a family when they change its
// files and merge into a branch the run audits, and each head's packaged
// state read for the family as a tree over its base (and, for one merged into
// master, over each live release branch, as its backport). A search that fails
// costs the run its pull requests only: every family's result says why.
import { formatDay } from '../../domain/day.js';
import type { LayoutProfile } from '../../domain/family.js';
import {
  PULL_REQUESTS_PER_FAMILY,
  type BackportHead,
  type FamilyPullRequest,
  type FamilyPullRequests,
  type PullRequest,
} from '../../domain/pullRequests.js';
import type { RunLog } from '../../domain/runLog.js';
import { listText } from '../../domain/text.js';
import type { Branch, PackagedState } from '../../domain/types.js';
import { LocalFileError } from '../localFile.js';
import { readReleaseNotes } from '../nixpkgs/releaseNotes.js';
import type { NixpkgsTree } from '../nixpkgs/tree.js';
import type { ChangedFile, PullRequestRead, PullRequestSearchAnswer } from './answers.js';
import { choosePullRequests, pullRequestQuery, titleTerms } from './candidates.js';
import { familyChanges } from './familyFiles.js';
import { pullRequestTree } from './headTree.js';
import type { PullRequestSource } from './source.js';

/** A family as this reader needs it: its names, and its layout (its attributes, and how it reads them from a tree). */
export interface PullRequestFamily {
  id: string;
  name: string;
  layout: Pick<LayoutProfile, 'folder' | 'attributes' | 'defaults'> & {
    read(tree: NixpkgsTree): Promise<PackagedState>;
  };
}

/**
 * The search of a run: its answer, or the sentence that says why there is none
 * (`chosen` when the run went without them on purpose: offline, no token).
 */
export type PullRequestSearchOutcome = { answer: PullRequestSearchAnswer } | { failed: string; chosen?: true };

/** The one search of a run, started, with what its pull requests are read from and for. */
export interface PullRequestSearch {
  source: PullRequestSource;
  /** The families searched for, in the order given: those a title can name (`titleTerms`); the others have none read. */
  families: readonly PullRequestFamily[];
  /** A failure is part of the outcome; it rejects only for a local file the user gave that cannot be used (LocalFileError). */
  outcome: Promise<PullRequestSearchOutcome>;
}

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A reason as the end of a sentence. */
const sentence = (text: string): string => (/\w$/.test(text) ? `${text}.` : text);

/**
 * Starts the one search of a run for the pull requests of `repository` that
 * name a family in their title; undefined when no family has a term to search.
 */
export function searchPullRequests(
  source: PullRequestSource,
  repository: string,
  asked: readonly PullRequestFamily[],
): PullRequestSearch | undefined {
  const families = asked.filter((family) => titleTerms(family).length > 0);
  if (families.length === 0) return undefined;
  if (source.notRead !== undefined) {
    const failed = sentence(`The pull requests of ${repository} are not read: ${source.notRead}`);
    return { source, families, outcome: Promise.resolve({ failed, chosen: true }) };
  }
  const outcome = source.search(pullRequestQuery(repository, families)).then(
    (answer): PullRequestSearchOutcome => ({ answer }),
    (error: unknown) => {
      // The user's own file is the command line's to fix, not a search that failed.
      if (error instanceof LocalFileError) throw error;
      return { failed: sentence(`The pull requests of ${repository} could not be read: ${message(error)}`) };
    },
  );
  // Awaited by readPullRequests, after the branches are read: a rejection until then is not unhandled.
  outcome.catch(() => undefined);
  return { source, families, outcome };
}

export interface PullRequestReading {
  /** The branches a pull request may merge into to be read: master and the live release branches. */
  branches: readonly Branch[];
  /** The release branches the run audits: a pull request merged into master is laid over each, as its backport. */
  backportBranches: readonly Branch[];
  /** A base branch's tree as the run reads it, so its files are read once for the branch and its pull requests. */
  baseTree(branch: Branch): NixpkgsTree;
  now: Date;
  log: RunLog;
}

/** One result per family, in the order of `reading.families`. */
export async function readPullRequests(
  { source, families, outcome }: PullRequestSearch,
  reading: PullRequestReading,
): Promise<FamilyPullRequests[]> {
  const { log } = reading;
  const search = await outcome;
  if ('failed' in search) {
    // What the run chose to go without is said (with -v), not warned of.
    if (search.chosen) log.info(search.failed);
    else log.warning(`${search.failed} The run goes on without them.`);
    return families.map(() => ({ pulls: [], notRead: 0, unread: search.failed }));
  }
  const { answer } = search;
  const candidates = choosePullRequests(answer.found, families, reading.now);
  const reads = await Promise.all(candidates.toRead.map((number) => readOne(number, source, reading)));
  const incomplete = answer.incompleteResults
    ? "GitHub's search ran out of time and listed only some pull requests."
    : answer.total > answer.listed
      ? `The search matched ${answer.total} pull requests; the ${answer.listed} most recently updated were read.`
      : undefined;
  if (incomplete) log.info(incomplete);

  const results = await Promise.all(
    families.map(async (family, index): Promise<FamilyPullRequests> => {
      const found = await Promise.all(
        reads.map(async (read): Promise<FamilyPullRequest | undefined> => {
          const changes = read ? familyChanges(family, read.files) : [];
          const head = read && changes.length > 0 ? await headState(family, read) : undefined;
          if (!read || !head) return undefined;
          const backports = await backportHeads(family, read);
          return {
            ...read.pull,
            changes,
            head,
            headSource: read.tree.describe,
            ...(backports.length > 0 ? { backports } : {}),
          };
        }),
      );
      const kept = found.filter((pull) => pull !== undefined);
      const over = Math.max(kept.length - PULL_REQUESTS_PER_FAMILY, 0);
      return {
        pulls: kept.slice(0, PULL_REQUESTS_PER_FAMILY),
        notRead: candidates.byFamily[index].notRead + over,
        incomplete,
      };
    }),
  );
  // In the order of the families, whichever was read first.
  for (const [index, result] of results.entries()) log.info(describeFamily(families[index], result));
  return results;

  /** A merged pull request of master over each live release branch: what its backport would package there. */
  async function backportHeads(family: PullRequestFamily, read: ReadOne): Promise<BackportHead[]> {
    const heads = await Promise.all(
      read.over.map(async ({ branch, tree }): Promise<BackportHead | undefined> => {
        const head = await headState(family, { ...read, branch, tree });
        return head && { branch: branch.name, head, headSource: tree.describe };
      }),
    );
    return heads.filter((head) => head !== undefined);
  }

  async function headState(
    family: PullRequestFamily,
    read: Pick<ReadOne, 'pull' | 'branch' | 'tree'>,
  ): Promise<PackagedState | undefined> {
    try {
      const state = await family.layout.read(read.tree);
      state.commit = read.pull.headCommit;
      // An unstable base heads for a release: its notes are part of what a pull request may change.
      if (read.branch.kind !== 'unstable' || state.nixosVersion === undefined) return state;
      const { notes, problem } = await readReleaseNotes(read.tree, state.nixosVersion);
      return { ...state, releaseNotes: notes, problems: problem ? [...state.problems, problem] : state.problems };
    } catch (error) {
      log.warning(`${read.tree.describe} could not be read for ${family.name}: ${message(error)}`);
      return undefined;
    }
  }
}

/** A pull request read, open or merged on a branch the run audits, with the tree of what it makes of its base. */
interface ReadOne {
  pull: PullRequest;
  files: ChangedFile[];
  branch: Branch;
  tree: NixpkgsTree;
  /** Merged into master: the tree its changes make of each live release branch, as a backport would. */
  over: Array<{ branch: Branch; tree: NixpkgsTree }>;
}

async function readOne(
  number: number,
  source: PullRequestSource,
  reading: PullRequestReading,
): Promise<ReadOne | undefined> {
  const { log } = reading;
  let read: PullRequestRead;
  try {
    read = await source.read(number);
  } catch (error) {
    if (error instanceof LocalFileError) throw error;
    log.warning(message(error));
    return undefined;
  }
  const { files } = read;
  const { changedFiles, state, ...pull } = read.pull;
  if (state === 'closed') {
    log.info(`#${number} was closed unmerged since it was found; left out.`);
    return undefined;
  }
  const branch = reading.branches.find((b) => b.name === pull.base);
  if (!branch) {
    log.info(`#${number} merges into a branch this run does not audit; left out.`);
    return undefined;
  }
  if (files.length < changedFiles)
    log.info(`#${number} changes ${changedFiles} files; the first ${files.length} were read.`);
  // One tree of the head for every base it is laid over: each of its files is read once.
  const head = source.headTree(pull.headCommit);
  const over = (base: Branch): NixpkgsTree =>
    pullRequestTree({
      base: reading.baseTree(base),
      head,
      files,
      headCommit: pull.headCommit,
      describe: `pull request #${number} at ${pull.headCommit.slice(0, 7)} over ${base.name}`,
    });
  // What master merged, a live release branch may still owe: its backport is its changes over that branch.
  const releases = state === 'merged' && branch.kind === 'unstable' ? reading.backportBranches : [];
  return {
    pull: { ...pull, state },
    files,
    branch,
    tree: over(branch),
    over: releases.map((release) => ({ branch: release, tree: over(release) })),
  };
}

/** One log line per family: its pull requests by number and state, never by title. */
function describeFamily(family: PullRequestFamily, result: FamilyPullRequests): string {
  const pulls = result.pulls.map(
    (p) => `#${p.number} ${p.state === 'merged' && p.merged ? `merged ${formatDay(p.merged)}` : p.state} on ${p.base}`,
  );
  const more = result.notRead > 0 ? ` ${result.notRead} more were not read (at most ${PULL_REQUESTS_PER_FAMILY}).` : '';
  return `${family.name}: ${pulls.length === 0 ? 'no pull request in flight.' : `${pulls.length} pull request(s) in flight: ${listText(pulls)}.`}${more}`;
}
