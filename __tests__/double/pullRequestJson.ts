// GitHub's JSON of pull requests, for the double: a pull request's page
// (`pull-request`), an item of the issue search (`issue-search-result-item`),
// a changed file (`diff-entry`), in the fields of GitHub's REST description,
// built from the few facts a test gives.
import { createHash } from 'node:crypto';
import { simpleUser } from './githubShapes.js';

/** A changed file, as a test writes it; the rest of GitHub's diff entry is made up from it. */
export interface ChangedFileRecord {
  filename: string;
  status: 'added' | 'removed' | 'modified' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** The unified diff's hunks; absent, as GitHub leaves it out for a diff too large. */
  patch?: string;
  previous_filename?: string;
}

/** A pull request of the double. */
export interface PullRequestRecord {
  number: number;
  title: string;
  /** Who opened it. */
  user: string;
  state: 'open' | 'closed';
  draft?: boolean;
  /** ISO instants. */
  created_at: string;
  /** Defaults to the latest of created_at, closed_at and merged_at. */
  updated_at?: string;
  closed_at?: string | null;
  merged_at?: string | null;
  /** The branch it merges into. */
  base: string;
  head: {
    sha: string;
    /** Its branch ("auto-update/k3s_1_35"). */
    ref: string;
    /** The repository of its branch, "owner/name"; default: a fork of the user's. */
    repository?: string;
  };
  labels?: string[];
  body?: string | null;
  files: ChangedFileRecord[];
}

type Json = Record<string, unknown>;

const WEB = 'https://github.com';

const id = (text: string): number => parseInt(createHash('sha1').update(text).digest('hex').slice(0, 8), 16);

/** simple-user, with an id of its own for each login. */
export function userJson(api: string, login: string): Json {
  return simpleUser(api, login, id(`user ${login}`));
}

/** repository, as a pull request's head and base carry it */
function repositoryJson(api: string, fullName: string, fork: boolean): Json {
  const [owner = '', name = ''] = fullName.split('/');
  const url = `${api}/repos/${fullName}`;
  const at = '2017-01-01T00:00:00Z';
  return {
    id: id(`repo ${fullName}`),
    node_id: `R_${id(`repo ${fullName}`)}`,
    name,
    full_name: fullName,
    owner: userJson(api, owner),
    private: false,
    html_url: `${WEB}/${fullName}`,
    description: fork ? null : 'Nix Packages collection & NixOS',
    fork,
    url,
    archive_url: `${url}/{archive_format}{/ref}`,
    assignees_url: `${url}/assignees{/user}`,
    blobs_url: `${url}/git/blobs{/sha}`,
    branches_url: `${url}/branches{/branch}`,
    collaborators_url: `${url}/collaborators{/collaborator}`,
    comments_url: `${url}/comments{/number}`,
    commits_url: `${url}/commits{/sha}`,
    compare_url: `${url}/compare/{base}...{head}`,
    contents_url: `${url}/contents/{+path}`,
    contributors_url: `${url}/contributors`,
    deployments_url: `${url}/deployments`,
    downloads_url: `${url}/downloads`,
    events_url: `${url}/events`,
    forks_url: `${url}/forks`,
    git_commits_url: `${url}/git/commits{/sha}`,
    git_refs_url: `${url}/git/refs{/sha}`,
    git_tags_url: `${url}/git/tags{/sha}`,
    git_url: `git://github.com/${fullName}.git`,
    issue_comment_url: `${url}/issues/comments{/number}`,
    issue_events_url: `${url}/issues/events{/number}`,
    issues_url: `${url}/issues{/number}`,
    keys_url: `${url}/keys{/key_id}`,
    labels_url: `${url}/labels{/name}`,
    languages_url: `${url}/languages`,
    merges_url: `${url}/merges`,
    milestones_url: `${url}/milestones{/number}`,
    notifications_url: `${url}/notifications{?since,all,participating}`,
    pulls_url: `${url}/pulls{/number}`,
    releases_url: `${url}/releases{/id}`,
    ssh_url: `git@github.com:${fullName}.git`,
    stargazers_url: `${url}/stargazers`,
    statuses_url: `${url}/statuses/{sha}`,
    subscribers_url: `${url}/subscribers`,
    subscription_url: `${url}/subscription`,
    tags_url: `${url}/tags`,
    teams_url: `${url}/teams`,
    trees_url: `${url}/git/trees{/sha}`,
    clone_url: `${WEB}/${fullName}.git`,
    mirror_url: null,
    hooks_url: `${url}/hooks`,
    svn_url: `${WEB}/${fullName}`,
    homepage: fork ? null : 'https://nixos.org',
    language: 'Nix',
    forks_count: fork ? 0 : 17000,
    forks: fork ? 0 : 17000,
    stargazers_count: fork ? 0 : 20000,
    watchers_count: fork ? 0 : 20000,
    watchers: fork ? 0 : 20000,
    size: 4_000_000,
    default_branch: 'master',
    open_issues_count: fork ? 0 : 15000,
    open_issues: fork ? 0 : 15000,
    is_template: false,
    topics: [],
    has_issues: !fork,
    has_projects: !fork,
    has_wiki: false,
    has_pages: false,
    has_downloads: true,
    has_discussions: false,
    archived: false,
    disabled: false,
    visibility: 'public',
    pushed_at: at,
    created_at: at,
    updated_at: at,
    license: {
      key: 'mit',
      name: 'MIT License',
      url: `${api}/licenses/mit`,
      spdx_id: 'MIT',
      node_id: 'MDc6TGljZW5zZTEz',
    },
  };
}

/** label */
function labelJson(api: string, repository: string, name: string): Json {
  return {
    id: id(`label ${repository} ${name}`),
    node_id: `LA_${id(`label ${repository} ${name}`)}`,
    url: `${api}/repos/${repository}/labels/${encodeURIComponent(name)}`,
    name,
    description: null,
    color: 'ededed',
    default: false,
  };
}

function updatedAt(pull: PullRequestRecord): string {
  return (
    pull.updated_at ??
    [pull.created_at, pull.closed_at ?? '', pull.merged_at ?? ''].sort((a, b) => b.localeCompare(a))[0] ??
    pull.created_at
  );
}

function closedAt(pull: PullRequestRecord): string | null {
  return pull.closed_at ?? pull.merged_at ?? null;
}

/** pull-request: `GET /repos/{owner}/{repo}/pulls/{number}` */
export function pullRequestJson(api: string, repository: string, pull: PullRequestRecord): Json {
  const url = `${api}/repos/${repository}/pulls/${pull.number}`;
  const issue = `${api}/repos/${repository}/issues/${pull.number}`;
  const html = `${WEB}/${repository}/pull/${pull.number}`;
  const headRepository = pull.head.repository ?? `${pull.user}/${repository.split('/')[1] ?? 'nixpkgs'}`;
  const headOwner = headRepository.split('/')[0] ?? pull.user;
  const merged = pull.merged_at != null;
  const baseSha = createHash('sha1').update(`${repository} ${pull.base} ${pull.number}`).digest('hex');
  const additions = pull.files.length * 2;
  const deletions = pull.files.length;
  return {
    url,
    id: id(`pull ${repository} ${pull.number}`),
    node_id: `PR_${id(`pull ${repository} ${pull.number}`)}`,
    html_url: html,
    diff_url: `${html}.diff`,
    patch_url: `${html}.patch`,
    issue_url: issue,
    commits_url: `${url}/commits`,
    review_comments_url: `${url}/comments`,
    review_comment_url: `${api}/repos/${repository}/pulls/comments{/number}`,
    comments_url: `${issue}/comments`,
    statuses_url: `${api}/repos/${repository}/statuses/${pull.head.sha}`,
    number: pull.number,
    state: pull.state,
    locked: false,
    title: pull.title,
    user: userJson(api, pull.user),
    body: pull.body ?? null,
    labels: (pull.labels ?? []).map((name) => labelJson(api, repository, name)),
    milestone: null,
    active_lock_reason: null,
    created_at: pull.created_at,
    updated_at: updatedAt(pull),
    closed_at: closedAt(pull),
    merged_at: pull.merged_at ?? null,
    merge_commit_sha: merged ? createHash('sha1').update(`merge ${pull.head.sha}`).digest('hex') : null,
    assignee: null,
    assignees: [],
    requested_reviewers: [],
    requested_teams: [],
    head: {
      label: `${headOwner}:${pull.head.ref}`,
      ref: pull.head.ref,
      sha: pull.head.sha,
      user: userJson(api, headOwner),
      repo: repositoryJson(api, headRepository, headRepository !== repository),
    },
    base: {
      label: `${repository.split('/')[0] ?? ''}:${pull.base}`,
      ref: pull.base,
      sha: baseSha,
      user: userJson(api, repository.split('/')[0] ?? ''),
      repo: repositoryJson(api, repository, false),
    },
    _links: {
      self: { href: url },
      html: { href: html },
      issue: { href: issue },
      comments: { href: `${issue}/comments` },
      review_comments: { href: `${url}/comments` },
      review_comment: { href: `${api}/repos/${repository}/pulls/comments{/number}` },
      commits: { href: `${url}/commits` },
      statuses: { href: `${api}/repos/${repository}/statuses/${pull.head.sha}` },
    },
    author_association: pull.user.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR',
    auto_merge: null,
    draft: pull.draft === true,
    merged,
    mergeable: merged || pull.state === 'closed' ? null : true,
    rebaseable: merged || pull.state === 'closed' ? null : true,
    mergeable_state: merged || pull.state === 'closed' ? 'unknown' : 'clean',
    merged_by: merged ? userJson(api, 'nixpkgs-merge-bot[bot]') : null,
    comments: 0,
    review_comments: 0,
    maintainer_can_modify: !merged && pull.state === 'open',
    commits: 1,
    additions,
    deletions,
    changed_files: pull.files.length,
  };
}

/** issue-search-result-item: a pull request as `GET /search/issues` lists it */
export function searchItemJson(api: string, repository: string, pull: PullRequestRecord): Json {
  const issue = `${api}/repos/${repository}/issues/${pull.number}`;
  const html = `${WEB}/${repository}/pull/${pull.number}`;
  return {
    url: issue,
    repository_url: `${api}/repos/${repository}`,
    labels_url: `${issue}/labels{/name}`,
    comments_url: `${issue}/comments`,
    events_url: `${issue}/events`,
    html_url: html,
    id: id(`issue ${repository} ${pull.number}`),
    node_id: `PR_${id(`pull ${repository} ${pull.number}`)}`,
    number: pull.number,
    title: pull.title,
    user: userJson(api, pull.user),
    labels: (pull.labels ?? []).map((name) => labelJson(api, repository, name)),
    state: pull.state,
    state_reason: null,
    locked: false,
    assignee: null,
    assignees: [],
    milestone: null,
    comments: 0,
    created_at: pull.created_at,
    updated_at: updatedAt(pull),
    closed_at: closedAt(pull),
    author_association: pull.user.endsWith('[bot]') ? 'NONE' : 'CONTRIBUTOR',
    active_lock_reason: null,
    draft: pull.draft === true,
    pull_request: {
      url: `${api}/repos/${repository}/pulls/${pull.number}`,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      merged_at: pull.merged_at ?? null,
    },
    // The description has it a string: an empty body is left out.
    ...(pull.body ? { body: pull.body } : {}),
    timeline_url: `${issue}/timeline`,
    performed_via_github_app: null,
    score: 1,
  };
}

/** diff-entry: a file of `GET /repos/{owner}/{repo}/pulls/{number}/files` */
export function changedFileJson(api: string, repository: string, sha: string, file: ChangedFileRecord): Json {
  const lines = (file.patch ?? '').split('\n');
  const additions = lines.filter((line) => line.startsWith('+')).length;
  const deletions = lines.filter((line) => line.startsWith('-')).length;
  const path = file.filename.split('/').map(encodeURIComponent).join('/');
  return {
    sha: file.status === 'removed' ? null : createHash('sha1').update(`${sha} ${file.filename}`).digest('hex'),
    filename: file.filename,
    status: file.status,
    additions,
    deletions,
    changes: additions + deletions,
    blob_url: `${WEB}/${repository}/blob/${sha}/${path}`,
    raw_url: `${WEB}/${repository}/raw/${sha}/${path}`,
    contents_url: `${api}/repos/${repository}/contents/${path}?ref=${sha}`,
    ...(file.patch !== undefined ? { patch: file.patch } : {}),
    ...(file.previous_filename !== undefined ? { previous_filename: file.previous_filename } : {}),
  };
}
