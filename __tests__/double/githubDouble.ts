// A real HTTP server on 127.0.0.1 that speaks the parts of the GitHub REST API
// the action uses. Tests (and the bench) drive the production Octokit client
// against it.
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { changedFileJson, pullRequestJson, searchItemJson, type PullRequestRecord } from './pullRequestJson.js';
import type { OperationId } from '../contract/operations.js';
import { commitShape, contentEntry, releaseShape, type ReleaseJson } from './githubShapes.js';

export type { ReleaseJson };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
  status: number;
  /** The route that matched, with the operation of GitHub's description it serves; undefined when none did. */
  route?: { operationId: OperationId; template: string; params: Record<string, string> };
  /** What the double sent back (a 304 without its body); undefined for a connection reset. */
  answer?: DoubleResponse;
  /** Answered by a test's fault instead of the route. */
  fault?: boolean;
}

export interface DoubleRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface DoubleResponse {
  status: number;
  body?: unknown;
  /** Sent as is (text/plain) instead of JSON: raw file contents. */
  text?: string;
  headers?: Record<string, string>;
}

export type RouteHandler = (req: DoubleRequest, double: GitHubDouble) => DoubleResponse;

/** A fault served instead of the normal answer, `times` times, to matching requests. */
export interface Fault {
  method?: string;
  path: RegExp;
  times: number;
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Destroy the socket instead of answering (a connection reset). */
  reset?: boolean;
}

/**
 * Requests held back until `count` of them have arrived, then answered together, once: two runs made to
 * list the issues before either writes, a race made certain by counting rather than likely by a delay.
 */
export interface Hold {
  method: string;
  path: RegExp;
  count: number;
}

/** GitHub's 404, for a path or an object it does not have. */
export const NOT_FOUND = { message: 'Not Found', documentation_url: 'https://docs.github.com/rest', status: '404' };

interface Route {
  operationId: OperationId;
  method: string;
  template: string;
  pattern: RegExp;
  keys: string[];
  handler: RouteHandler;
}

/** A commit of a file's history, as `setFileHistory` records it. */
export interface FileCommit {
  sha: string;
  /** ISO time of the commit. */
  date: string;
  text: string;
}

/** The words of a title or a search term, as GitHub's search splits them. */
function titleWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export class GitHubDouble {
  readonly requests: RecordedRequest[] = [];
  readonly faults: Fault[] = [];
  /** Releases per "owner/repo", in the order the API returns them. */
  readonly releases = new Map<string, ReleaseJson[]>();
  /** File contents per "owner/repo@ref:path". */
  readonly contents = new Map<string, string>();
  /** The commits that changed a file, per "owner/repo:path", newest first. */
  readonly history = new Map<string, FileCommit[]>();
  /** Pull requests per "owner/repo". */
  readonly pulls = new Map<string, PullRequestRecord[]>();
  latencyMs = 0;
  readonly holds: Hold[] = [];
  private readonly held = new Map<Hold, Array<() => void>>();
  private readonly routes: Route[] = [];
  private server?: Server;
  private baseUrl = '';

  constructor() {
    this.route('repos/list-releases', 'GET /repos/{owner}/{repo}/releases', (req) => this.listReleases(req));
    this.route('repos/get-content', 'GET /repos/{owner}/{repo}/contents/{+path}', (req) => this.getContent(req));
    this.route('repos/list-commits', 'GET /repos/{owner}/{repo}/commits', (req) => this.listCommits(req));
    this.route('repos/get-commit', 'GET /repos/{owner}/{repo}/commits/{ref}', (req) => this.getCommit(req));
    this.route('search/issues-and-pull-requests', 'GET /search/issues', (req) => this.searchIssues(req));
    this.route('pulls/get', 'GET /repos/{owner}/{repo}/pulls/{pull_number}', (req) => this.getPullRequest(req));
    this.route('pulls/list-files', 'GET /repos/{owner}/{repo}/pulls/{pull_number}/files', (req) =>
      this.listPullRequestFiles(req),
    );
  }

  get url(): string {
    return this.baseUrl;
  }

  /**
   * Serve an operation of GitHub's REST description (its operationId) at
   * `endpoint`, written as the description writes paths: `{name}` matches one
   * path segment, `{+name}` the rest of the path. The contract tests hold every
   * answer to the operation's description (__tests__/contract/).
   */
  route(operationId: OperationId, endpoint: string, handler: RouteHandler): void {
    const [method, template] = endpoint.split(' ') as [string, string];
    const keys: string[] = [];
    const source = template
      .split('/')
      .map((segment) => {
        const parameter = /^\{(\+?)(\w+)\}$/.exec(segment);
        if (!parameter) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        keys.push(parameter[2]);
        return parameter[1] ? '(.+)' : '([^/]+)';
      })
      .join('/');
    // Later registrations win, so tests can override a built-in route.
    this.routes.unshift({ operationId, method, template, pattern: new RegExp(`^${source}$`), keys, handler });
  }

  /** Each operation the double serves, with the method and path template it serves it at. */
  servedOperations(): Array<{ operationId: OperationId; method: string; template: string }> {
    return this.routes.map(({ operationId, method, template }) => ({ operationId, method, template }));
  }

  setReleases(repository: string, releases: ReleaseJson[]): void {
    this.releases.set(repository, releases);
  }

  setFile(repository: string, ref: string, path: string, text: string): void {
    this.contents.set(`${repository}@${ref}:${path}`, text);
  }

  /**
   * The history of one file: each commit's text is served at its sha, and the
   * commits listing (`?path=...&until=...`) answers from it, newest first.
   */
  setFileHistory(repository: string, path: string, commits: Array<Omit<FileCommit, 'sha'> & { sha?: string }>): void {
    const list = commits
      .map((c) => ({ ...c, sha: c.sha ?? createHash('sha1').update(`${path} ${c.date} ${c.text}`).digest('hex') }))
      .sort((a, b) => b.date.localeCompare(a.date));
    this.history.set(`${repository}:${path}`, list);
    for (const commit of list) this.setFile(repository, commit.sha, path, commit.text);
  }

  /**
   * A pull request (replacing one of its number), and the text of each file it
   * changes at its head commit, served as that commit's contents.
   */
  setPullRequest(repository: string, pull: PullRequestRecord, headFiles: Record<string, string> = {}): void {
    const list = (this.pulls.get(repository) ?? []).filter((p) => p.number !== pull.number);
    this.pulls.set(repository, [...list, pull]);
    for (const [path, text] of Object.entries(headFiles)) this.setFile(repository, pull.head.sha, path, text);
  }

  /** The commit a branch or tag points to: a hash of what the double serves for it, so it changes with the files. */
  refCommit(repository: string, ref: string): string | undefined {
    const prefix = `${repository}@${ref}:`;
    const files = [...this.contents].filter(([key]) => key.startsWith(prefix)).sort(([a], [b]) => a.localeCompare(b));
    if (files.length === 0) return undefined;
    const hash = createHash('sha1').update(ref);
    for (const [key, text] of files) hash.update(`${key}\0${text}\0`);
    return hash.digest('hex');
  }

  /** Waits while a hold of `holds` matches the request and fewer than its count have arrived. */
  private async heldBack(method: string, path: string): Promise<void> {
    const hold = this.holds.find((h) => h.method === method && h.path.test(path));
    if (!hold) return;
    const waiting = this.held.get(hold) ?? [];
    this.held.set(hold, waiting);
    const released = new Promise<void>((resolve) => waiting.push(resolve));
    if (waiting.length >= hold.count) {
      this.holds.splice(this.holds.indexOf(hold), 1);
      this.held.delete(hold);
      for (const release of waiting) release();
    }
    await released;
  }

  /** Requests other than GET/HEAD: what would change GitHub. */
  writes(): RecordedRequest[] {
    return this.requests.filter((r) => r.method !== 'GET' && r.method !== 'HEAD');
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this.baseUrl;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    let body: unknown = undefined;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const method = req.method ?? 'GET';
    await this.heldBack(method, decodeURIComponent(url.pathname));
    const record: RecordedRequest = {
      method,
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      headers: req.headers,
      body,
      status: 0,
    };
    this.requests.push(record);

    const route = this.routes.find((r) => r.method === method && r.pattern.test(url.pathname));
    const params: Record<string, string> = {};
    if (route) {
      const match = route.pattern.exec(url.pathname)!;
      route.keys.forEach((key, i) => (params[key] = decodeURIComponent(match[i + 1] ?? '')));
      record.route = { operationId: route.operationId, template: route.template, params };
    }

    const fault = this.faults.find(
      (f) => f.times > 0 && (!f.method || f.method === method) && f.path.test(record.path),
    );
    if (fault) {
      fault.times -= 1;
      record.fault = true;
      if (fault.reset) {
        record.status = -1;
        req.socket.destroy();
        return;
      }
      this.send(res, record, {
        status: fault.status,
        body: fault.body ?? { message: `fault ${fault.status}` },
        headers: fault.headers,
      });
      return;
    }

    let answer: DoubleResponse = { status: 404, body: NOT_FOUND };
    if (route) {
      try {
        answer = route.handler(
          { method, path: url.pathname, params, query: url.searchParams, headers: req.headers, body },
          this,
        );
      } catch (error) {
        answer = { status: 500, body: { message: String(error) } };
      }
    }

    // Conditional requests: a matching If-None-Match gets 304 with no body.
    let serialized: string | undefined;
    if (method === 'GET' && answer.status === 200 && (answer.body !== undefined || answer.text !== undefined)) {
      serialized = answer.text ?? JSON.stringify(answer.body);
      const etag = `"${createHash('sha1').update(serialized).digest('hex')}"`;
      answer.headers = { ...answer.headers, etag };
      if (req.headers['if-none-match'] === etag) {
        this.send(res, record, { status: 304, headers: answer.headers });
        return;
      }
    }
    this.send(res, record, answer, serialized);
  }

  /** `serialized`: the body's JSON when the ETag already needed it (answers run to megabytes). */
  private send(res: ServerResponse, record: RecordedRequest, answer: DoubleResponse, serialized?: string): void {
    const headers: Record<string, string> = {
      'x-ratelimit-limit': '5000',
      'x-ratelimit-remaining': '4999',
      'x-ratelimit-reset': String(Math.floor(Date.now() / 1000) + 3600),
      'x-ratelimit-resource': 'core',
      ...answer.headers,
    };
    record.status = answer.status;
    record.answer = { ...answer, headers };
    if (answer.text !== undefined) {
      res.writeHead(answer.status, { 'content-type': 'text/plain; charset=utf-8', ...headers });
      res.end(answer.text);
      return;
    }
    if (answer.status === 304 || answer.status === 204 || answer.body === undefined) {
      res.writeHead(answer.status, headers);
      res.end();
      return;
    }
    const text = serialized ?? JSON.stringify(answer.body);
    res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(text);
  }

  /** Slice `items` the way GitHub pages lists, with a Link header; `shape` gives each item of the page its answer's form. */
  paginate<T>(req: DoubleRequest, items: T[], shape: (item: T) => unknown = (item) => item): DoubleResponse {
    const perPage = Math.min(Number(req.query.get('per_page') ?? 30) || 30, 100);
    const page = Math.max(Number(req.query.get('page') ?? 1) || 1, 1);
    const last = Math.max(Math.ceil(items.length / perPage), 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const link = (p: number, rel: string): string => {
      const q = new URLSearchParams(req.query);
      q.set('page', String(p));
      q.set('per_page', String(perPage));
      return `<${this.baseUrl}${req.path}?${q.toString()}>; rel="${rel}"`;
    };
    const links: string[] = [];
    if (page < last) links.push(link(page + 1, 'next'), link(last, 'last'));
    if (page > 1) links.push(link(1, 'first'), link(page - 1, 'prev'));
    return { status: 200, body: slice.map(shape), headers: links.length ? { link: links.join(', ') } : {} };
  }

  private listReleases(req: DoubleRequest): DoubleResponse {
    const repository = `${req.params.owner}/${req.params.repo}`;
    const list = this.releases.get(repository);
    if (!list) return { status: 404, body: NOT_FOUND };
    return this.paginate(req, list, (release) => releaseShape(this.baseUrl, repository, release));
  }

  private getContent(req: DoubleRequest): DoubleResponse {
    const repository = `${req.params.owner}/${req.params.repo}`;
    const ref = req.query.get('ref') ?? 'main';
    const path = (req.params.path ?? '').replace(/\/+$/, '');
    const text = this.contents.get(`${repository}@${ref}:${path}`);
    if (text === undefined) return this.listDirectory(repository, ref, path);
    // Octokit's mediaType { format: 'raw' } asks for the bare bytes, which also works past 1 MB.
    if (String(req.headers.accept ?? '').includes('raw')) return { status: 200, text };
    const content = Buffer.from(text, 'utf8')
      .toString('base64')
      .replace(/(.{60})/g, '$1\n');
    return {
      status: 200,
      body: { ...this.entry(repository, ref, path, 'file', text), encoding: 'base64', content },
    };
  }

  private listCommits(req: DoubleRequest): DoubleResponse {
    const repository = `${req.params.owner}/${req.params.repo}`;
    const path = req.query.get('path');
    const until = req.query.get('until');
    const commits = path ? (this.history.get(`${repository}:${path}`) ?? []) : [];
    const listed = commits
      .filter((c) => until === null || Date.parse(c.date) <= Date.parse(until))
      .map((c) => commitShape(this.baseUrl, repository, { sha: c.sha, date: c.date, message: `update ${path}` }));
    return this.paginate(req, listed);
  }

  private getCommit(req: DoubleRequest): DoubleResponse {
    const repository = `${req.params.owner}/${req.params.repo}`;
    const sha = this.refCommit(repository, req.params.ref ?? '');
    if (!sha)
      return {
        status: 422,
        body: {
          message: `No commit found for SHA: ${req.params.ref}`,
          documentation_url: 'https://docs.github.com/rest/commits/commits#get-a-commit',
        },
      };
    // The sha media type (application/vnd.github.sha) answers with the bare sha.
    if (String(req.headers.accept ?? '').includes('sha')) return { status: 200, text: sha };
    return {
      status: 200,
      body: commitShape(this.baseUrl, repository, { sha, date: '2026-01-01T00:00:00Z', message: 'nixpkgs' }),
    };
  }

  /**
   * The issue search as GitHub describes it (docs.github.com: "Searching issues
   * and pull requests", "Troubleshooting search queries"): qualifiers (`repo:`,
   * `is:pr`, `in:title`), and terms, bare or quoted as a phrase, that a title
   * holds as words in a row (GitHub splits titles at anything but letters and
   * digits: k3s_1_35 holds the word k3s, and the term postgresql_14 is the
   * words postgresql 14); terms side by side must all match, OR between them
   * lets either. A query without `repo:`, of more than five AND, OR or NOT
   * operators, or of more than 256 characters besides its operators and
   * qualifiers is refused with 422 "Validation Failed", as GitHub refuses it.
   */
  private searchIssues(req: DoubleRequest): DoubleResponse {
    const q = req.query.get('q') ?? '';
    const tokens = [...q.matchAll(/"([^"]*)"|(\S+)/g)].map((m) =>
      m[1] !== undefined ? { text: m[1], quoted: true } : { text: m[2], quoted: false },
    );
    const isOperator = (t: { text: string; quoted: boolean }) => !t.quoted && ['AND', 'OR', 'NOT'].includes(t.text);
    const isQualifier = (t: { text: string; quoted: boolean }) => !t.quoted && /^-?[a-z_]+:/.test(t.text);
    const refuse = (message: string): DoubleResponse => ({
      status: 422,
      body: {
        message: 'Validation Failed',
        errors: [{ message, resource: 'Search', field: 'q', code: 'invalid' }],
        documentation_url: 'https://docs.github.com/v3/search/',
      },
    });
    const repository = tokens.find((t) => !t.quoted && t.text.startsWith('repo:'))?.text.slice('repo:'.length);
    if (!repository) return refuse('The search needs a repo: qualifier here.');
    if (tokens.filter(isOperator).length > 5) return refuse('The search has more than five AND, OR or NOT operators.');
    const text = tokens.filter((t) => !isOperator(t) && !isQualifier(t));
    if (text.map((t) => t.text).join(' ').length > 256) return refuse('The search is longer than 256 characters.');

    // Groups of terms that must all match, any group enough: `a b OR c` is (a and b) or c; NOT negates the next term.
    const groups: Array<Array<{ words: string[]; not: boolean }>> = [[]];
    let not = false;
    for (const token of tokens) {
      if (isQualifier(token)) continue;
      if (isOperator(token)) {
        if (token.text === 'OR') groups.push([]);
        if (token.text === 'NOT') not = true;
        continue;
      }
      groups.at(-1)!.push({ words: titleWords(token.text), not });
      not = false;
    }
    const holds = (title: string[], words: string[]): boolean =>
      title.some((_, at) => words.every((word, i) => title[at + i] === word));
    const matches = (title: string): boolean => {
      const words = titleWords(title);
      const terms = groups.filter((group) => group.length > 0);
      return terms.length === 0 || terms.some((group) => group.every((term) => holds(words, term.words) !== term.not));
    };
    const matched = (this.pulls.get(repository) ?? [])
      .filter((pull) => matches(pull.title))
      .map((pull) => searchItemJson(this.baseUrl, repository, pull))
      .sort((a, b) =>
        req.query.get('sort') === 'updated'
          ? String(b.updated_at).localeCompare(String(a.updated_at))
          : Number(b.number) - Number(a.number),
      );
    const page = this.paginate(req, matched);
    return {
      ...page,
      body: { total_count: matched.length, incomplete_results: false, items: page.body, search_type: 'lexical' },
    };
  }

  private findPullRequest(req: DoubleRequest): PullRequestRecord | undefined {
    return this.pulls
      .get(`${req.params.owner}/${req.params.repo}`)
      ?.find((p) => String(p.number) === req.params.pull_number);
  }

  private getPullRequest(req: DoubleRequest): DoubleResponse {
    const pull = this.findPullRequest(req);
    if (!pull)
      return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
    return { status: 200, body: pullRequestJson(this.baseUrl, `${req.params.owner}/${req.params.repo}`, pull) };
  }

  private listPullRequestFiles(req: DoubleRequest): DoubleResponse {
    const pull = this.findPullRequest(req);
    if (!pull)
      return { status: 404, body: { message: 'Not Found', documentation_url: 'https://docs.github.com/rest' } };
    const repository = `${req.params.owner}/${req.params.repo}`;
    return this.paginate(
      req,
      pull.files.map((file) => changedFileJson(this.baseUrl, repository, pull.head.sha, file)),
    );
  }

  private listDirectory(repository: string, ref: string, path: string): DoubleResponse {
    const prefix = `${repository}@${ref}:${path}/`;
    const entries = new Map<string, 'file' | 'dir'>();
    for (const key of this.contents.keys()) {
      if (!key.startsWith(prefix)) continue;
      const rest = key.slice(prefix.length);
      const slash = rest.indexOf('/');
      entries.set(slash === -1 ? rest : rest.slice(0, slash), slash === -1 ? 'file' : 'dir');
    }
    if (entries.size === 0) return { status: 404, body: NOT_FOUND };
    const listing = [...entries]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, type]) => {
        const childPath = `${path}/${name}`;
        return this.entry(
          repository,
          ref,
          childPath,
          type,
          this.contents.get(`${repository}@${ref}:${childPath}`) ?? '',
        );
      });
    return { status: 200, body: listing };
  }

  private entry(
    repository: string,
    ref: string,
    path: string,
    type: 'file' | 'dir',
    text: string,
  ): Record<string, unknown> {
    return contentEntry(this.baseUrl, repository, ref, {
      type,
      path,
      size: type === 'file' ? Buffer.byteLength(text) : 0,
      sha: createHash('sha1').update(`${type} ${path} ${text}`).digest('hex'),
    });
  }
}

/** A release object as GitHub returns it, for fixtures. */
export function releaseJson(
  id: number,
  tag: string,
  publishedAt: string,
  extra: Partial<ReleaseJson> = {},
): ReleaseJson {
  return {
    id,
    tag_name: tag,
    name: tag,
    draft: false,
    prerelease: /-(rc|alpha|beta)/.test(tag),
    published_at: publishedAt,
    created_at: publishedAt,
    html_url: `https://github.com/k3s-io/k3s/releases/tag/${encodeURIComponent(tag)}`,
    body: null,
    ...extra,
  };
}
