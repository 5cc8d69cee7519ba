// The issues and comments the action keeps on GitHub, and the labels it looks up, through the one client.
import type { GitHubClient } from '../../github/client.js';

export interface ExistingIssue {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  stateReason?: string | null;
  labels: string[];
  /** ISO timestamp; the oldest issue with a marker is the canonical one. */
  createdAt: string;
  url: string;
  /** Login of whoever opened it; only the action's own identity's issues are ever touched. */
  author?: string;
  /** Locked issues take no comment from the action: they are left as they are. */
  locked?: boolean;
}

export interface IssueQuery {
  /** Only issues opened by this login (e.g. "github-actions[bot]"), open or closed, whatever their labels. */
  creator: string;
}

export interface NewIssue {
  title: string;
  body: string;
  labels: readonly string[];
}

export interface IssuePatch {
  title?: string;
  body?: string;
  state?: 'open' | 'closed';
  stateReason?: 'completed' | 'not_planned' | 'reopened';
}

export interface IssueComment {
  author?: string;
  body: string;
}

/** An issue read again before a write: as it stands, or why it is no longer there. */
export type IssueLookup = { issue: ExistingIssue } | { gone: 'deleted' | 'transferred' | 'not found' };

/** What the sync needs from GitHub; tests may supply their own. */
export interface IssueStore {
  list(query: IssueQuery): Promise<ExistingIssue[]>;
  /** One issue as it stands now (never from a cache). */
  get(issueNumber: number): Promise<IssueLookup>;
  comments(issueNumber: number): Promise<IssueComment[]>;
  /** The login the token acts as, when the token can tell (a personal token can; GITHUB_TOKEN and app tokens cannot). */
  tokenLogin(): Promise<string | undefined>;
  create(issue: NewIssue): Promise<ExistingIssue>;
  update(issueNumber: number, patch: IssuePatch): Promise<ExistingIssue>;
  comment(issueNumber: number, body: string): Promise<{ url: string }>;
  labelExists(name: string): Promise<boolean>;
  createLabel(name: string): Promise<void>;
}

export interface RepositoryRef {
  owner: string;
  repo: string;
}

// The fields of GitHub's issue JSON the store reads.
interface IssueJson {
  number: number;
  title: string;
  body?: string | null;
  state: string;
  state_reason?: string | null;
  labels: Array<string | { name?: string }>;
  created_at: string;
  html_url: string;
  repository_url?: string;
  user?: { login: string } | null;
  locked?: boolean;
  pull_request?: unknown;
}

function toIssue(json: IssueJson): ExistingIssue {
  return {
    number: json.number,
    title: json.title,
    body: json.body ?? '',
    state: json.state === 'closed' ? 'closed' : 'open',
    stateReason: json.state_reason ?? null,
    labels: json.labels.map((l) => (typeof l === 'string' ? l : (l.name ?? ''))).filter(Boolean),
    createdAt: json.created_at,
    url: json.html_url,
    author: json.user?.login,
    locked: json.locked === true,
  };
}

function status(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** Color of labels the action creates (GitHub wants one). */
const LABEL_COLOR = 'ffc61e';

/** Whether GitHub's `repository_url` names this repository (a transferred issue answers from its new one). */
function inRepository(json: IssueJson, repository: RepositoryRef): boolean {
  if (!json.repository_url) return true;
  const path = new URL(json.repository_url).pathname.toLowerCase();
  return path.endsWith(`/repos/${repository.owner}/${repository.repo}`.toLowerCase());
}

export function createIssueStore(client: GitHubClient, repository: RepositoryRef): IssueStore {
  const { owner, repo } = repository;
  return {
    async list(query) {
      // Listing by creator, not by label (anyone who triages can add or remove a label) and not
      // through the search API (eventually consistent: a fresh issue could be missed and duplicated).
      const items = await client.paginate(client.rest.issues.listForRepo, {
        owner,
        repo,
        state: 'all',
        per_page: 100,
        creator: query.creator,
      });
      return (items as IssueJson[]).filter((i) => !i.pull_request).map(toIssue);
    },
    async get(issueNumber) {
      try {
        // A transferred issue answers 301 to its new repository, which fetch follows.
        const { data } = await client.rest.issues.get({ owner, repo, issue_number: issueNumber });
        const json = data as IssueJson;
        if (json.number !== issueNumber || !inRepository(json, repository)) return { gone: 'transferred' };
        return { issue: toIssue(json) };
      } catch (error) {
        if (status(error) === 410) return { gone: 'deleted' };
        // 404: deleted, or moved where the token cannot see it.
        if (status(error) === 404) return { gone: 'not found' };
        throw error;
      }
    },
    async comments(issueNumber) {
      const items = await client.paginate(client.rest.issues.listComments, {
        owner,
        repo,
        issue_number: issueNumber,
        per_page: 100,
      });
      return items.map((c) => ({ author: c.user?.login, body: c.body ?? '' }));
    },
    async tokenLogin() {
      try {
        const { data } = await client.rest.users.getAuthenticated();
        return data.login;
      } catch (error) {
        // GITHUB_TOKEN and app installation tokens answer 403 ("Resource not accessible by integration").
        const code = status(error);
        if (code === 401 || code === 403 || code === 404) return undefined;
        throw error;
      }
    },
    async create(issue) {
      const { data } = await client.rest.issues.create({
        owner,
        repo,
        title: issue.title,
        body: issue.body,
        labels: [...issue.labels],
      });
      return toIssue(data);
    },
    async update(issueNumber, patch) {
      const { data } = await client.rest.issues.update({
        owner,
        repo,
        issue_number: issueNumber,
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.body !== undefined ? { body: patch.body } : {}),
        ...(patch.state ? { state: patch.state } : {}),
        ...(patch.stateReason ? { state_reason: patch.stateReason } : {}),
      });
      return toIssue(data);
    },
    async comment(issueNumber, body) {
      const { data } = await client.rest.issues.createComment({ owner, repo, issue_number: issueNumber, body });
      return { url: data.html_url };
    },
    async labelExists(name) {
      try {
        await client.rest.issues.getLabel({ owner, repo, name });
        return true;
      } catch (error) {
        if (status(error) === 404) return false;
        throw error;
      }
    },
    async createLabel(name) {
      try {
        await client.rest.issues.createLabel({ owner, repo, name, color: LABEL_COLOR });
      } catch (error) {
        // 422: created meanwhile by a concurrent run, which is what we wanted.
        if (status(error) !== 422) throw error;
      }
    },
  };
}
