// Kubernetes end-of-life dates from kubernetes/website: data/releases/schedule.yaml (planned,
// current minors) and data/releases/eol.yaml (actual, retired minors).
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { LocalFileError, shownPath } from '../localFile.js';
import type { GitHubClient } from '../../github/client.js';
import type { Day, Minor } from '../../domain/types.js';
import type { NotRead } from './releases.js';

export const SCHEDULE_PATH = 'data/releases/schedule.yaml';
export const EOL_PATH = 'data/releases/eol.yaml';

export interface KubernetesLifecycle {
  /** endOfLifeDate per minor from schedule.yaml: planned. */
  schedule: Map<Minor, Day>;
  /** endOfLifeDate per minor from eol.yaml: what actually happened; wins over schedule. */
  eol: Map<Minor, Day>;
  /** Where each file was read, for the report. */
  sources: { schedule: string; eol: string };
  notes: string[];
  /** Set when the files were not read (offline, not given): no end of life is known this run. */
  unknown?: NotRead;
}

/** The lifecycle when its files were not read: it knows no minor, and says what would give it. */
export function unknownLifecycle(why: NotRead): KubernetesLifecycle {
  return {
    schedule: new Map(),
    eol: new Map(),
    sources: { schedule: 'not read', eol: 'not read' },
    notes: [],
    unknown: why,
  };
}

export interface LifecycleOptions {
  /** Local schedule.yaml used instead of the API. */
  scheduleFile?: string;
  /** Local eol.yaml used instead of the API. */
  eolFile?: string;
  /** Defaults to kubernetes/website. */
  repository?: string;
  /** Defaults to main. */
  ref?: string;
  /** The folder the local files' paths are relative to, and named from; the process's when absent. */
  folder?: string;
}

/** What a local copy of each lifecycle file must be, for the message when it is not. */
const LOCAL_COPY: Record<string, string> = {
  [SCHEDULE_PATH]: 'a copy of kubernetes/website data/releases/schedule.yaml',
  [EOL_PATH]: 'a copy of kubernetes/website data/releases/eol.yaml',
};

async function readLocal(path: string, expected: string, folder: string | undefined): Promise<string> {
  try {
    return await readFile(folder === undefined ? path : resolve(folder, path), 'utf8');
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new LocalFileError(path, `cannot be read (${message})`, expected);
  }
}

async function readFromRepository(
  client: GitHubClient | undefined,
  repository: string,
  ref: string,
  path: string,
): Promise<string> {
  const where = `${repository}@${ref}:${path}`;
  const match = /^([^/\s]+)\/([^/\s]+)$/.exec(repository);
  if (!match) throw new Error(`Kubernetes lifecycle repository must be written "owner/name", got "${repository}".`);
  if (!client) throw new Error(`Reading ${where} needs a GitHub client; pass a local file instead for offline use.`);
  let data: unknown;
  try {
    ({ data } = await client.rest.repos.getContent({ owner: match[1], repo: match[2], path, ref }));
  } catch (error) {
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
    if (status === 404) throw new Error(`Kubernetes lifecycle file ${where} was not found (404).`, { cause: error });
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`Could not read ${where}: ${message}`, { cause: error });
  }
  if (
    typeof data !== 'object' ||
    data === null ||
    Array.isArray(data) ||
    !('content' in data) ||
    typeof data.content !== 'string'
  ) {
    throw new Error(`${where} is not a file.`);
  }
  const encoding = 'encoding' in data ? data.encoding : undefined;
  if (encoding !== 'base64') throw new Error(`${where} came with encoding "${String(encoding)}", expected base64.`);
  return Buffer.from(data.content, 'base64').toString('utf8');
}

/** Loads both files, each from a local path when given, else from the repository via the API. */
export async function fetchKubernetesLifecycle(
  client: GitHubClient | undefined,
  options: LifecycleOptions = {},
): Promise<KubernetesLifecycle> {
  const repository = options.repository ?? 'kubernetes/website';
  const ref = options.ref ?? 'main';
  const load = async (localFile: string | undefined, path: string): Promise<{ text: string; source: string }> =>
    localFile !== undefined
      ? {
          text: await readLocal(localFile, LOCAL_COPY[path], options.folder),
          source: `local file ${shownPath(localFile, options.folder)}`,
        }
      : { text: await readFromRepository(client, repository, ref, path), source: `${repository}@${ref}:${path}` };

  const [scheduleText, eolText] = await Promise.all([
    load(options.scheduleFile, SCHEDULE_PATH),
    load(options.eolFile, EOL_PATH),
  ]);
  const { parseSchedule, parseEol } = await import('./lifecycleYaml.js');
  // A local copy the user gave that does not parse is theirs to fix: its error names the file.
  const parsed = <T>(
    parse: (text: string, source: string) => T,
    read: { text: string; source: string },
    localFile: string | undefined,
    path: string,
  ): T => {
    try {
      return parse(read.text, read.source);
    } catch (error) {
      if (localFile === undefined || !(error instanceof Error)) throw error;
      throw new LocalFileError(
        localFile,
        error.message.replace(`${read.source}: `, '').replace(/\.$/, ''),
        LOCAL_COPY[path],
      );
    }
  };
  const schedule = parsed(parseSchedule, scheduleText, options.scheduleFile, SCHEDULE_PATH);
  const eol = parsed(parseEol, eolText, options.eolFile, EOL_PATH);
  return {
    schedule,
    eol,
    sources: { schedule: scheduleText.source, eol: eolText.source },
    notes: [
      `Kubernetes end-of-life dates: ${eol.size} minors from ${eolText.source} (actual), ${schedule.size} from ${scheduleText.source} (planned).`,
    ],
  };
}
