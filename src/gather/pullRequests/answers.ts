// GitHub's answers about pull requests, as the audit reads them: the issue
// search's items, a pull request's own page and its changed files. The API
// source and a recorded file (--pulls) go through these same readers, so both
// are checked alike; an answer not of its shape is an error that says which.
import { dayOf } from '../../domain/day.js';
import type { PullRequest, PullRequestState } from '../../domain/pullRequests.js';

/** A pull request as the search lists it: enough to choose which to read. */
export interface SearchedPullRequest {
  number: number;
  /** Strangers' text: it helps choose which to read, and decides nothing. */
  title: string;
  open: boolean;
  created: Date;
  /** When it was merged; absent for one open, or closed unmerged. */
  merged?: Date;
}

/** One answer of the issue search. */
export interface PullRequestSearchAnswer {
  /** The pull requests of the page, issues left out. */
  found: SearchedPullRequest[];
  /** How many the search matched, on every page. */
  total: number;
  /** How many items this page listed, issues included. */
  listed: number;
  /** GitHub's search ran out of time and listed only what it had found by then. */
  incompleteResults: boolean;
}

/** A file a pull request changes, as its files list has it. */
export interface ChangedFile {
  filename: string;
  /** added, removed, modified, renamed, copied, changed, unchanged. */
  status: string;
  /** The unified diff of the file; GitHub leaves it out for a diff too large. */
  patch?: string;
  /** The old path of a renamed or copied file. */
  previousFilename?: string;
}

/** A pull request as read: a closed unmerged one is `closed`, and is left out by the reader. */
export interface ReadPullRequest extends Omit<PullRequest, 'state'> {
  state: PullRequestState | 'closed';
  /** How many files it changes, by its page (its files list may have been read only in part). */
  changedFiles: number;
}

/** A pull request's page and the files of it that were read. */
export interface PullRequestRead {
  pull: ReadPullRequest;
  files: ChangedFile[];
}

type Json = Record<string, unknown>;

function object(value: unknown): Json | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : undefined;
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function instant(value: unknown): Date | undefined {
  const parsed = typeof value === 'string' ? new Date(value) : undefined;
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : undefined;
}

class AnswerShape extends Error {
  constructor(what: string, problem: string) {
    super(`${what} is not in the shape of GitHub's answer: ${problem}`);
    this.name = 'AnswerShape';
  }
}

/** `GET /search/issues`; `what` names the answer in errors. */
export function readSearchAnswer(data: unknown, what: string): PullRequestSearchAnswer {
  const answer = object(data);
  const items = answer?.items;
  if (!answer || !Array.isArray(items) || typeof answer.total_count !== 'number')
    throw new AnswerShape(what, 'it needs total_count and items');
  const found: SearchedPullRequest[] = [];
  for (const value of items) {
    const item = object(value);
    // An issue (no pull_request) can match the search too: it is not work in flight.
    const pull = object(item?.pull_request);
    if (!item || !pull) continue;
    const created = instant(item.created_at);
    const title = text(item.title);
    if (typeof item.number !== 'number' || title === undefined || created === undefined)
      throw new AnswerShape(what, 'an item lacks its number, title or created_at');
    const merged = instant(pull.merged_at);
    found.push({ number: item.number, title, open: item.state === 'open', created, merged });
  }
  return {
    found,
    total: answer.total_count,
    listed: items.length,
    incompleteResults: answer.incomplete_results === true,
  };
}

/** `GET /repos/{owner}/{repo}/pulls/{number}`. */
export function readPullRequest(data: unknown, what: string): ReadPullRequest {
  const pull = object(data);
  const base = text(object(pull?.base)?.ref);
  const headCommit = text(object(pull?.head)?.sha);
  const created = instant(pull?.created_at);
  const title = text(pull?.title);
  const url = text(pull?.html_url);
  if (!pull || typeof pull.number !== 'number' || title === undefined || url === undefined || created === undefined)
    throw new AnswerShape(what, 'it needs number, title, html_url and created_at');
  if (base === undefined || headCommit === undefined || !/^[0-9a-f]{40}$/.test(headCommit))
    throw new AnswerShape(what, 'it needs base.ref and the 40 hex digits of head.sha');
  const merged = instant(pull.merged_at);
  const state: ReadPullRequest['state'] = merged
    ? 'merged'
    : pull.state !== 'open'
      ? 'closed'
      : pull.draft === true
        ? 'draft'
        : 'open';
  const labels = Array.isArray(pull.labels)
    ? pull.labels.flatMap((label) => {
        const name = text(object(label)?.name);
        return name === undefined ? [] : [name];
      })
    : [];
  return {
    number: pull.number,
    title,
    url,
    // A deleted account's pull request has no user: GitHub shows it as "ghost".
    author: text(object(pull.user)?.login) ?? 'ghost',
    base,
    headCommit,
    state,
    opened: dayOf(created),
    merged: merged && dayOf(merged),
    labels,
    changedFiles: typeof pull.changed_files === 'number' ? pull.changed_files : 0,
  };
}

/** `GET /repos/{owner}/{repo}/pulls/{number}/files`, one page or all read. */
export function readChangedFiles(data: unknown, what: string): ChangedFile[] {
  if (!Array.isArray(data)) throw new AnswerShape(what, 'it is not a list of files');
  return data.map((value) => {
    const entry = object(value);
    const filename = text(entry?.filename);
    const status = text(entry?.status);
    if (!entry || filename === undefined || status === undefined)
      throw new AnswerShape(what, 'a file lacks its filename or status');
    return { filename, status, patch: text(entry.patch), previousFilename: text(entry.previous_filename) };
  });
}
