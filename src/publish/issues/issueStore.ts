// The issues, comments and labels the action keeps on GitHub, through the one client.
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
  author?: string;
}

export interface IssueQuery {
  /** Issues carrying all of these labels. */
  labels: readonly string[];
  /** Only issues opened by this login (e.g. "github-actions[bot]"). */
  creator?: string;
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

/** What the sync needs from GitHub; tests may supply their own. */
export interface IssueStore {
  list(query: IssueQuery): Promise<ExistingIssue[]>;
  create(issue: NewIssue): Promise<ExistingIssue>;
  update(issueNumber: number, patch: IssuePatch): Promise<ExistingIssue>;
  comment(issueNumber: number, body: string): Promise<{ url: string }>;
  labelExists(name: string): Promise<boolean>;
  createLabel(name: string): Promise<void>;
  addLabels(issueNumber: number, labels: readonly string[]): Promise<void>;
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
  user?: { login: string } | null;
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
  };
}

function status(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;
}

/** Color of labels the action creates (GitHub wants one). */
const LABEL_COLOR = 'ffc61e';

export function createIssueStore(client: GitHubClient, repository: RepositoryRef): IssueStore {
  const { owner, repo } = repository;
  return {
    async list(query) {
      // Listing by label, not the search API: search is eventually consistent and
      // rate-limited separately, so a fresh issue could be missed and duplicated.
      const items = await client.paginate(client.rest.issues.listForRepo, {
        owner,
        repo,
        state: 'all',
        per_page: 100,
        ...(query.labels.length ? { labels: query.labels.join(',') } : {}),
        ...(query.creator ? { creator: query.creator } : {}),
      });
      return (items as IssueJson[]).filter((i) => !i.pull_request).map(toIssue);
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
    async addLabels(issueNumber, labels) {
      await client.rest.issues.addLabels({ owner, repo, issue_number: issueNumber, labels: [...labels] });
    },
  };
}
