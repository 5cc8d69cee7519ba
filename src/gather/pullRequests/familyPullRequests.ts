// The pull requests in flight of each family of a run: searched for once the
// families' audits are known, by the families' defaults and the attributes
// their work items name (at most three searches a run: candidates.ts), then
// the pull requests chosen read once each, kept for a family when they change
// its files and merge into a branch the run audits, and each head's packaged
// state read for the family as a tree over its base (and, for one merged into
// master, over each live release branch, as its backport). A search that fails
// costs the families it searched for their pull requests only: each one's
// result says why.
import { formatDay } from '../../domain/day.js';
import {
  PULL_REQUESTS_PER_FAMILY,
  type BackportHead,
  type FamilyPullRequest,
  type FamilyPullRequests,
  type PullRequest,
} from '../../domain/pullRequests.js';
import type { UpstreamProfile } from '../../domain/family.js';
import type { RunLog } from '../../domain/runLog.js';
import { listText } from '../../domain/text.js';
import type { Branch, PackagedState, WorkItem } from '../../domain/types.js';
import { LocalFileError } from '../localFile.js';
import { readReleaseNotes } from '../nixpkgs/releaseNotes.js';
import type { NixpkgsTree } from '../nixpkgs/tree.js';
import type { ChangedFile, PullRequestRead, PullRequestSearchAnswer } from './answers.js';
import { choosePullRequests, planSearches } from './candidates.js';
import { familyChanges, filesReadByMany, type FamilyFiles } from './familyFiles.js';
import { pullRequestTree } from './headTree.js';
import type { PullRequestSource } from './source.js';

/**
 * A family as this reader needs it: its names, and its layout (its defaults and
 * attributes, the paths it reads, and how it reads its packages from a tree).
 */
export interface PullRequestFamily {
  id: string;
  name: string;
  layout: FamilyFiles['layout'] & {
    read(tree: NixpkgsTree): Promise<PackagedState>;
  };
  /** What its upstream reads: a family of a lifecycle alone is searched by its items' attributes, not its defaults. */
  upstream?: Pick<UpstreamProfile, 'reads'>;
}

/** Where a run's pull requests are read from, of which repository, for which families. */
export interface PullRequestQuestion {
  source: PullRequestSource;
  repository: string;
  families: readonly PullRequestFamily[];
}

/** A search's answer, or the sentence that says why there is none. */
type SearchOutcome = { answer: PullRequestSearchAnswer } | { failed: string };

const message = (error: unknown): string => (error instanceof Error ? error.message : String(error));

/** A reason as the end of a sentence. */
const sentence = (text: string): string => (/\w$/.test(text) ? `${text}.` : text);

async function search(source: PullRequestSource, repository: string, query: string): Promise<SearchOutcome> {
  try {
    return { answer: await source.search(query) };
  } catch (error) {
    // The user's own file is the command line's to fix, not a search that failed.
    if (error instanceof LocalFileError) throw error;
    return { failed: sentence(`The pull requests of ${repository} could not be read: ${message(error)}`) };
  }
}

/** Why a search's answer may lack some, as one sentence; undefined when it lists every match. */
function incompleteText(answer: PullRequestSearchAnswer): string | undefined {
  if (answer.incompleteResults) return "GitHub's search ran out of time and listed only some pull requests.";
  if (answer.total > answer.listed)
    return `The search matched ${answer.total} pull requests; the ${answer.listed} most recently updated were read.`;
  return undefined;
}

export interface PullRequestReading {
  /** The branches a pull request may merge into to be read: master and the live release branches. */
  branches: readonly Branch[];
  /** The release branches the run audits: a pull request merged into master is laid over each, as its backport. */
  backportBranches: readonly Branch[];
  /** A base branch's tree as the run reads it, so its files are read once for the branch and its pull requests. */
  baseTree(branch: Branch): NixpkgsTree;
  /**
   * Each family's work items on every branch it was audited on, in the order
   * of the families: the attributes they name are searched for.
   */
  workItems: readonly (readonly Pick<WorkItem, 'subject' | 'severity'>[])[];
  now: Date;
  log: RunLog;
}

/**
 * One result per family, in the order of `families`. Rejects only for a local
 * file the user gave that cannot be used (LocalFileError).
 */
export async function readPullRequests(
  { source, repository, families }: PullRequestQuestion,
  reading: PullRequestReading,
): Promise<FamilyPullRequests[]> {
  const { log } = reading;
  if (source.notRead !== undefined) {
    // What the run chose to go without is said (with -v), not warned of.
    const unread = sentence(`The pull requests of ${repository} are not read: ${source.notRead}`);
    log.info(unread);
    return families.map(() => ({ pulls: [], notRead: 0, unread }));
  }
  const plan = planSearches(
    repository,
    families.map((family, index) => ({
      layout: family.layout,
      ...(family.upstream ? { upstream: family.upstream } : {}),
      items: reading.workItems[index] ?? [],
    })),
  );
  const outcomes = await Promise.all(plan.searches.map((planned) => search(source, repository, planned.query)));
  for (const failed of new Set(outcomes.flatMap((o) => ('failed' in o ? [o.failed] : []))))
    log.warning(`${failed} The run goes on without them.`);
  const incompletes = outcomes.map((o) => ('answer' in o ? incompleteText(o.answer) : undefined));
  for (const text of new Set(incompletes)) if (text) log.info(text);

  // Each family's searches: those holding one of its terms. One that failed costs it its pull requests.
  const shares = plan.byFamily.map((share) => {
    const mine = plan.searches.flatMap((planned, index) =>
      planned.terms.some((term) => share.terms.includes(term)) ? [index] : [],
    );
    const failed = mine.map((index) => outcomes[index]).find((o) => 'failed' in o);
    const said = [...new Set(mine.map((index) => incompletes[index]))].filter((text) => text !== undefined);
    return { ...share, unread: failed?.failed, incomplete: said.length > 0 ? said.join(' ') : undefined };
  });

  const candidates = choosePullRequests(
    outcomes.flatMap((o) => ('answer' in o ? o.answer.found : [])),
    shares.map((share) => (share.unread === undefined ? share : { terms: [] })),
    reading.now,
  );
  const reads = await Promise.all(candidates.toRead.map((number) => readOne(number, source, reading)));
  const shared = filesReadByMany(families);

  const results = await Promise.all(
    families.map(async (family, index): Promise<FamilyPullRequests> => {
      // What the searches left is the run's to say once (report/sharedNotices.ts), not each branch's.
      const { unread, incomplete, left } = shares[index];
      if (unread !== undefined) return { pulls: [], notRead: 0, unread };
      const found = await Promise.all(
        reads.map(async (read): Promise<FamilyPullRequest | undefined> => {
          const changes = read ? familyChanges(family, read.files, shared) : [];
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
        ...(incomplete !== undefined ? { incomplete } : {}),
        ...(left.length > 0 ? { notSearched: left } : {}),
      };
    }),
  );
  // In the order of the families, whichever was read first; a family nothing was searched for has no line.
  for (const [index, result] of results.entries())
    if (shares[index].terms.length > 0 && result.unread === undefined)
      log.info(describeFamily(families[index], result));
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
