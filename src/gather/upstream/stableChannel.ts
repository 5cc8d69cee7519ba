// channel(t): the minor of the upstream `stable` channel, the `latest` of the
// channel named stable in the channel file at the root of the upstream
// repository (k3s: channel.yaml, rke2: channels.yaml), as the file stood on the
// day of t (its newest commit on or before that day). Read for k3s when master's
// target default is that channel, for a family with channel aliases always.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isMap, isScalar, isSeq, parseDocument } from 'yaml';
import { addDays, dayOf, formatDay } from '../../domain/day.js';
import type { StableChannel } from '../../domain/types.js';
import { isRelease, minorOf, parseVersion } from '../../domain/version.js';
import type { GitHubClient } from '../../github/client.js';
import { LocalFileError, shownPath } from '../localFile.js';
import type { ReleasesFamily } from './releases.js';

/** A family with a channel file: its name, its build tag and the file. */
type ChannelFamily = Pick<ReleasesFamily, 'name' | 'buildTag'> & { channelFile: string };

/** What the file says, for `where` (the commit or local file it was read from). */
export function parseStableChannel(family: ChannelFamily, text: string, where: string): StableChannel {
  const document = parseDocument(text, { schema: 'failsafe' });
  const root: unknown = document.contents;
  const channels: unknown = document.errors.length === 0 && isMap(root) ? root.get('channels', true) : undefined;
  if (!isSeq(channels)) return { source: `${where}: not a channel file (no "channels" list)` };
  const stable = channels.items.find((item) => isMap(item) && scalar(item.get('name', true)) === 'stable');
  const latest = isMap(stable) ? scalar(stable.get('latest', true)) : undefined;
  if (latest === undefined) return { source: `${where}: no channel named stable with a latest version` };
  const version = parseVersion(family, latest);
  if (!version || !isRelease(version) || latest.trim() !== latest) {
    return {
      version: latest,
      source: `${where}: the stable channel names "${latest.slice(0, 60)}", not a ${family.name} release`,
    };
  }
  return { minor: minorOf(version), version: latest, source: where };
}

function scalar(node: unknown): string | undefined {
  return isScalar(node) && typeof node.value === 'string' ? node.value : undefined;
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** The last commit touching channel.yaml on or before the UTC day of `now`, and the file at it. */
export async function fetchStableChannel(
  client: GitHubClient,
  repository: string,
  family: ChannelFamily,
  now: Date,
): Promise<StableChannel> {
  const [owner, repo] = repository.split('/') as [string, string];
  const file = family.channelFile;
  const day = formatDay(dayOf(now));
  // `until` is inclusive: the last millisecond of the day keeps every commit of that day.
  const until = new Date(addDays(dayOf(now), 1).getTime() - 1000).toISOString().replace('.000Z', 'Z');
  let commits: unknown;
  try {
    ({ data: commits } = await client.rest.repos.listCommits({ owner, repo, path: file, until, per_page: 1 }));
  } catch (error) {
    return { source: `${repository} ${file}: its history could not be read (${errorText(error)})` };
  }
  const commit = Array.isArray(commits) ? commitFacts(commits[0]) : undefined;
  if (commit === undefined) return { source: `${repository} ${file}: no commit on or before ${day}` };
  const { sha } = commit;
  const where = `${repository} ${file} at ${sha.slice(0, 7)}${commit.day ? `, ${commit.day}` : ''}`;
  let text: unknown;
  try {
    ({ data: text } = await client.rest.repos.getContent({
      owner,
      repo,
      path: file,
      ref: sha,
      mediaType: { format: 'raw' },
    }));
  } catch (error) {
    return { source: `${where}: the file could not be read (${errorText(error)})` };
  }
  if (typeof text !== 'string') return { source: `${where}: not a file` };
  return parseStableChannel(family, text, where);
}

/** The sha of a listed commit, and the day it was committed when the listing says. */
function commitFacts(commit: unknown): { sha: string; day?: string } | undefined {
  if (typeof commit !== 'object' || commit === null || !('sha' in commit)) return undefined;
  const { sha } = commit;
  if (typeof sha !== 'string' || !/^[0-9a-f]{40}$/.test(sha)) return undefined;
  const date = 'commit' in commit ? committedAt(commit.commit) : undefined;
  return date ? { sha, day: date } : { sha };
}

function committedAt(details: unknown): string | undefined {
  if (typeof details !== 'object' || details === null || !('committer' in details)) return undefined;
  const committer: unknown = details.committer;
  if (typeof committer !== 'object' || committer === null || !('date' in committer)) return undefined;
  const day = typeof committer.date === 'string' ? committer.date.slice(0, 10) : undefined;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

/** A channel file given as a local file (the CLI's --k3s-channel, --rke2-channel), read as it is. */
export async function readStableChannelFile(
  family: ChannelFamily,
  file: string,
  /** The folder `file` is relative to, and named from; the process's when absent. */
  folder?: string,
): Promise<StableChannel> {
  const expected = `a copy of ${family.channelFile} with a channel named stable and its latest ${family.name} release`;
  let text: string;
  try {
    text = await readFile(folder === undefined ? file : path.resolve(folder, file), 'utf8');
  } catch (error) {
    throw new LocalFileError(file, `cannot be read (${errorText(error)})`, expected);
  }
  const where = `local file ${shownPath(file, folder)}`;
  const channel = parseStableChannel(family, text, where);
  // The user gave this file: one that names no stable minor is theirs to fix, not a fact that is missing.
  if (channel.minor === undefined) throw new LocalFileError(file, channel.source.replace(`${where}: `, ''), expected);
  return channel;
}
