// GitHub's issue, comment and label endpoints for the double, with state kept
// across requests so a test can run the action many times against one "repository".
// Authors are kept (what the token writes is by `login`; seeded issues by whoever
// the test says), and a test can lock, delete or transfer an issue as people do.
import { NOT_FOUND, type DoubleRequest, type DoubleResponse, type GitHubDouble } from './githubDouble.js';
import { labelShape, privateUser, simpleUser, validationFailed } from './githubShapes.js';

export interface LabelJson {
  id: number;
  name: string;
  color: string;
  description: string | null;
  default: boolean;
}

export interface IssueRecord {
  number: number;
  title: string;
  body: string;
  state: 'open' | 'closed';
  state_reason: 'completed' | 'not_planned' | 'reopened' | null;
  labels: string[];
  user: { login: string };
  created_at: string;
  updated_at: string;
  closed_at: string | null;
  /** Pull requests share the numbering and appear in issue lists. */
  pull_request?: boolean;
  /** A locked issue takes no comment from the token (403, as GitHub answers a bot). */
  locked?: boolean;
}

export interface CommentRecord {
  id: number;
  issue: number;
  body: string;
  user: { login: string };
  created_at: string;
}

interface RepositoryState {
  issues: IssueRecord[];
  comments: CommentRecord[];
  labels: LabelJson[];
  /** Numbers of deleted issues (answered 410) and of transferred ones (answered 301 to where they went). */
  deleted: Set<number>;
  moved: Map<number, { repository: string; number: number }>;
  /** The highest number given out: a deleted issue's number is never given again. */
  last: number;
}

export interface IssueTracker {
  /** Login of the token's user: author of what the action creates. */
  login: string;
  /**
   * What GET /user answers: the login for a personal token; undefined (the default) for
   * GITHUB_TOKEN or an app token, which GitHub answers 403 "Resource not accessible by integration".
   */
  tokenLogin?: string;
  issues(repository: string): IssueRecord[];
  issue(repository: string, number: number): IssueRecord | undefined;
  comments(repository: string, number?: number): CommentRecord[];
  labels(repository: string): LabelJson[];
  /** An issue or pull request made by someone else (a maintainer, an earlier run). */
  seed(repository: string, issue: Partial<IssueRecord> & { title: string }): IssueRecord;
  /** A comment by someone else (a maintainer, a stranger). */
  seedComment(repository: string, number: number, body: string, login?: string): CommentRecord;
  addLabel(repository: string, name: string): void;
  /** An admin deletes the issue: GET answers 410, lists leave it out, its comments go with it. */
  remove(repository: string, number: number): void;
  /** A maintainer transfers the issue to another repository: GET answers 301 to its new place. */
  transfer(repository: string, number: number, to: string): IssueRecord;
}

/** Where GitHub's docs describe each write, as its 422 answers link them. */
const CREATE_ISSUE = 'issues/issues#create-an-issue';
const UPDATE_ISSUE = 'issues/issues#update-an-issue';
const CREATE_COMMENT = 'issues/comments#create-an-issue-comment';
const CREATE_LABEL = 'issues/labels#create-a-label';

export function installIssueRoutes(double: GitHubDouble, login = 'github-actions[bot]'): IssueTracker {
  const repositories = new Map<string, RepositoryState>();
  let ids = 1000;
  // A clock that ticks a minute per write: creation order is unambiguous.
  let clock = Date.parse('2026-01-01T00:00:00Z');
  const now = (): string => new Date((clock += 60_000)).toISOString();

  const state = (repository: string): RepositoryState => {
    let s = repositories.get(repository);
    if (!s)
      repositories.set(
        repository,
        (s = { issues: [], comments: [], labels: [], deleted: new Set(), moved: new Map(), last: 0 }),
      );
    return s;
  };
  const repoOf = (req: DoubleRequest): string => `${req.params.owner}/${req.params.repo}`;
  const findLabel = (s: RepositoryState, name: string): LabelJson | undefined =>
    s.labels.find((l) => l.name.toLowerCase() === name.toLowerCase());
  const ensureLabel = (
    s: RepositoryState,
    name: string,
    color = 'ededed',
    description: string | null = null,
  ): LabelJson => {
    let label = findLabel(s, name);
    if (!label) s.labels.push((label = { id: ids++, name, color, description, default: false }));
    return label;
  };

  const base = (): string => 'https://github.com';
  const labelJson = (repository: string, label: LabelJson): Record<string, unknown> =>
    labelShape(double.url, repository, label);
  /** The same login is the same user: one id per login. */
  const userIds = new Map<string, number>();
  const userJson = (login: string): Record<string, unknown> => {
    if (!userIds.has(login)) userIds.set(login, 100 + userIds.size);
    return simpleUser(double.url, login, userIds.get(login));
  };
  const issueJson = (repository: string, i: IssueRecord): Record<string, unknown> => {
    const s = state(repository);
    const url = `${double.url}/repos/${repository}/issues/${i.number}`;
    const htmlUrl = `${base()}/${repository}/${i.pull_request ? 'pull' : 'issues'}/${i.number}`;
    return {
      id: i.number + 500_000,
      node_id: `I_${i.number}`,
      url,
      repository_url: `${double.url}/repos/${repository}`,
      labels_url: `${url}/labels{/name}`,
      comments_url: `${url}/comments`,
      events_url: `${url}/events`,
      html_url: htmlUrl,
      number: i.number,
      title: i.title,
      body: i.body,
      state: i.state,
      state_reason: i.state_reason,
      labels: i.labels.map((name) => {
        const label = findLabel(s, name);
        return label ? labelJson(repository, label) : { name };
      }),
      user: userJson(i.user.login),
      assignee: null,
      assignees: [],
      milestone: null,
      comments: s.comments.filter((c) => c.issue === i.number).length,
      created_at: i.created_at,
      updated_at: i.updated_at,
      closed_at: i.closed_at,
      locked: i.locked === true,
      active_lock_reason: i.locked ? 'resolved' : null,
      author_association: i.user.login === login ? 'NONE' : 'MEMBER',
      ...(i.pull_request
        ? {
            pull_request: {
              url: `${double.url}/repos/${repository}/pulls/${i.number}`,
              html_url: htmlUrl,
              diff_url: `${htmlUrl}.diff`,
              patch_url: `${htmlUrl}.patch`,
              merged_at: null,
            },
          }
        : {}),
    };
  };
  const commentJson = (repository: string, c: CommentRecord): Record<string, unknown> => ({
    id: c.id,
    node_id: `IC_${c.id}`,
    url: `${double.url}/repos/${repository}/issues/comments/${c.id}`,
    html_url: `${base()}/${repository}/issues/${c.issue}#issuecomment-${c.id}`,
    issue_url: `${double.url}/repos/${repository}/issues/${c.issue}`,
    body: c.body,
    user: userJson(c.user.login),
    created_at: c.created_at,
    updated_at: c.created_at,
    author_association: c.user.login === login ? 'NONE' : 'MEMBER',
  });
  const notFound = (): DoubleResponse => ({ status: 404, body: NOT_FOUND });
  const invalid = (documentation: string, field: string, message: string): DoubleResponse => ({
    status: 422,
    body: validationFailed(documentation, { resource: 'Issue', field, code: 'custom', message }),
  });
  const labelNames = (raw: unknown): string[] =>
    Array.isArray(raw)
      ? raw
          .map((l) =>
            typeof l === 'string'
              ? l
              : typeof (l as { name?: unknown }).name === 'string'
                ? (l as { name: string }).name
                : '',
          )
          .filter(Boolean)
      : [];
  const fields = (req: DoubleRequest): Record<string, unknown> =>
    typeof req.body === 'object' && req.body !== null ? (req.body as Record<string, unknown>) : {};

  const setState = (i: IssueRecord, next: unknown, reason: unknown): void => {
    if (next === 'closed') {
      if (i.state !== 'closed') i.closed_at = now();
      i.state = 'closed';
      i.state_reason = reason === 'not_planned' ? 'not_planned' : 'completed';
    } else if (next === 'open') {
      if (i.state === 'closed') i.state_reason = 'reopened';
      i.state = 'open';
      i.closed_at = null;
    }
  };

  const tracker: IssueTracker = {
    login,
    issues: (repository) => state(repository).issues.filter((i) => !i.pull_request),
    issue: (repository, number) => state(repository).issues.find((i) => i.number === number),
    comments: (repository, number) =>
      state(repository).comments.filter((c) => number === undefined || c.issue === number),
    labels: (repository) => state(repository).labels,
    seed(repository, partial) {
      const s = state(repository);
      const at = now();
      const record: IssueRecord = {
        number: ++s.last,
        body: '',
        state: 'open',
        state_reason: null,
        labels: [],
        user: { login: 'a-maintainer' },
        created_at: at,
        updated_at: at,
        closed_at: null,
        ...partial,
      };
      record.labels.forEach((name) => ensureLabel(s, name));
      s.issues.push(record);
      return record;
    },
    seedComment(repository, number, body, author = 'a-maintainer') {
      const comment: CommentRecord = { id: ids++, issue: number, body, user: { login: author }, created_at: now() };
      state(repository).comments.push(comment);
      return comment;
    },
    addLabel(repository, name) {
      ensureLabel(state(repository), name);
    },
    remove(repository, number) {
      const s = state(repository);
      s.issues = s.issues.filter((i) => i.number !== number);
      s.comments = s.comments.filter((c) => c.issue !== number);
      s.deleted.add(number);
    },
    transfer(repository, number, to) {
      const from = state(repository);
      const issue = from.issues.find((i) => i.number === number);
      if (!issue) throw new Error(`No issue #${number} in ${repository}`);
      const target = state(to);
      const moved: IssueRecord = { ...issue, number: ++target.last };
      target.issues.push(moved);
      for (const c of from.comments.filter((c) => c.issue === number))
        target.comments.push({ ...c, issue: moved.number });
      from.issues = from.issues.filter((i) => i.number !== number);
      from.comments = from.comments.filter((c) => c.issue !== number);
      from.moved.set(number, { repository: to, number: moved.number });
      return moved;
    },
  };

  /** The answer for a number that is no longer an issue here: 410 when deleted, 301 when moved, else 404. */
  const vanished = (repository: string, number: number): DoubleResponse => {
    const s = state(repository);
    const moved = s.moved.get(number);
    if (moved)
      return {
        status: 301,
        headers: { location: `${double.url}/repos/${moved.repository}/issues/${moved.number}` },
        body: { message: 'Moved Permanently', url: `${double.url}/repos/${moved.repository}/issues/${moved.number}` },
      };
    if (s.deleted.has(number)) return { status: 410, body: { message: 'This issue was deleted' } };
    return notFound();
  };

  double.route('users/get-authenticated', 'GET /user', () =>
    tracker.tokenLogin
      ? { status: 200, body: privateUser(double.url, tracker.tokenLogin, 7) }
      : {
          status: 403,
          body: {
            message: 'Resource not accessible by integration',
            documentation_url: 'https://docs.github.com/rest/users/users#get-the-authenticated-user',
          },
        },
  );

  double.route('issues/list-for-repo', 'GET /repos/{owner}/{repo}/issues', (req) => {
    const repository = repoOf(req);
    const wanted = (req.query.get('labels') ?? '')
      .split(',')
      .map((l) => l.trim().toLowerCase())
      .filter(Boolean);
    const stateFilter = req.query.get('state') ?? 'open';
    const creator = req.query.get('creator');
    const items = state(repository)
      .issues.filter((i) => stateFilter === 'all' || i.state === stateFilter)
      .filter((i) => wanted.every((w) => i.labels.some((l) => l.toLowerCase() === w)))
      .filter((i) => !creator || i.user.login === creator)
      // GitHub's default order: newest first.
      .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.number - a.number);
    return double.paginate(req, items, (i) => issueJson(repository, i));
  });

  double.route('issues/create', 'POST /repos/{owner}/{repo}/issues', (req) => {
    const repository = repoOf(req);
    const s = state(repository);
    const f = fields(req);
    if (typeof f.title !== 'string' || !f.title) return invalid(CREATE_ISSUE, 'title', 'title is missing');
    if (typeof f.body === 'string' && f.body.length > 65_536)
      return invalid(CREATE_ISSUE, 'body', 'body is too long (maximum is 65536 characters)');
    // GitHub creates unknown labels on the fly when the author may push.
    const labels = labelNames(f.labels).map((name) => ensureLabel(s, name).name);
    const at = now();
    const record: IssueRecord = {
      number: ++s.last,
      title: f.title,
      body: typeof f.body === 'string' ? f.body : '',
      state: 'open',
      state_reason: null,
      labels,
      user: { login },
      created_at: at,
      updated_at: at,
      closed_at: null,
    };
    s.issues.push(record);
    return { status: 201, body: issueJson(repository, record) };
  });

  double.route('issues/get', 'GET /repos/{owner}/{repo}/issues/{issue_number}', (req) => {
    const i = tracker.issue(repoOf(req), Number(req.params.issue_number));
    return i
      ? { status: 200, body: issueJson(repoOf(req), i) }
      : vanished(repoOf(req), Number(req.params.issue_number));
  });

  double.route('issues/update', 'PATCH /repos/{owner}/{repo}/issues/{issue_number}', (req) => {
    const repository = repoOf(req);
    const i = tracker.issue(repository, Number(req.params.issue_number));
    if (!i) return vanished(repository, Number(req.params.issue_number));
    const f = fields(req);
    if (typeof f.body === 'string' && f.body.length > 65_536)
      return invalid(UPDATE_ISSUE, 'body', 'body is too long (maximum is 65536 characters)');
    if (typeof f.title === 'string') i.title = f.title;
    if (typeof f.body === 'string') i.body = f.body;
    if (Array.isArray(f.labels))
      i.labels = labelNames(f.labels).map((name) => ensureLabel(state(repository), name).name);
    setState(i, f.state, f.state_reason);
    i.updated_at = now();
    return { status: 200, body: issueJson(repository, i) };
  });

  double.route('issues/create-comment', 'POST /repos/{owner}/{repo}/issues/{issue_number}/comments', (req) => {
    const repository = repoOf(req);
    const i = tracker.issue(repository, Number(req.params.issue_number));
    if (!i) return vanished(repository, Number(req.params.issue_number));
    if (i.locked)
      return {
        status: 403,
        body: {
          message: 'Unable to create comment because issue is locked.',
          documentation_url: 'https://docs.github.com/articles/locking-conversations/',
        },
      };
    const f = fields(req);
    if (typeof f.body !== 'string' || !f.body) return invalid(CREATE_COMMENT, 'body', 'body is missing');
    const comment: CommentRecord = { id: ids++, issue: i.number, body: f.body, user: { login }, created_at: now() };
    state(repository).comments.push(comment);
    return { status: 201, body: commentJson(repository, comment) };
  });

  double.route('issues/list-comments', 'GET /repos/{owner}/{repo}/issues/{issue_number}/comments', (req) => {
    const repository = repoOf(req);
    const i = tracker.issue(repository, Number(req.params.issue_number));
    if (!i) return notFound();
    return double.paginate(req, tracker.comments(repository, i.number), (c) => commentJson(repository, c));
  });

  double.route('issues/get-label', 'GET /repos/{owner}/{repo}/labels/{name}', (req) => {
    const label = findLabel(state(repoOf(req)), req.params.name ?? '');
    return label ? { status: 200, body: labelJson(repoOf(req), label) } : notFound();
  });

  double.route('issues/create-label', 'POST /repos/{owner}/{repo}/labels', (req) => {
    const s = state(repoOf(req));
    const f = fields(req);
    if (typeof f.name !== 'string' || !f.name)
      return {
        status: 422,
        body: validationFailed(CREATE_LABEL, { resource: 'Label', field: 'name', code: 'missing_field' }),
      };
    if (findLabel(s, f.name))
      return {
        status: 422,
        body: validationFailed(CREATE_LABEL, { resource: 'Label', field: 'name', code: 'already_exists' }),
      };
    const label = ensureLabel(
      s,
      f.name,
      typeof f.color === 'string' ? f.color : 'ededed',
      typeof f.description === 'string' ? f.description : null,
    );
    return { status: 201, body: labelJson(repoOf(req), label) };
  });

  return tracker;
}
