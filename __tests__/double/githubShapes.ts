// GitHub's objects in the shape its REST description gives them, built from
// the few facts a test states: every required field present, nullable ones
// null where the double knows nothing. `api` is the double's own URL (where
// GitHub would write https://api.github.com), `web` GitHub's site.
// The contract tests (__tests__/contract/) hold the double's answers to it.

const WEB = 'https://github.com';

/** A user as GitHub embeds one (simple-user): in issues, comments, releases. */
export function simpleUser(api: string, login: string, id = 1): Record<string, unknown> {
  const url = `${api}/users/${encodeURIComponent(login)}`;
  return {
    login,
    id,
    node_id: `U_${id}`,
    avatar_url: `https://avatars.githubusercontent.com/u/${id}?v=4`,
    gravatar_id: '',
    url,
    html_url: `${WEB}/${encodeURIComponent(login)}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: login.endsWith('[bot]') ? 'Bot' : 'User',
    site_admin: false,
  };
}

/** What GET /user answers for a personal token: the token's own user, private fields included. */
export function privateUser(api: string, login: string, id: number): Record<string, unknown> {
  return {
    ...simpleUser(api, login, id),
    name: null,
    company: null,
    blog: '',
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 0,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: '2020-01-01T00:00:00Z',
    updated_at: '2020-01-01T00:00:00Z',
    private_gists: 0,
    total_private_repos: 0,
    owned_private_repos: 0,
    disk_usage: 0,
    collaborators: 0,
    two_factor_authentication: true,
  };
}

/** A label's answer from its stored fields. */
export function labelShape(
  api: string,
  repository: string,
  label: { id: number; name: string; color: string; description: string | null; default: boolean },
): Record<string, unknown> {
  return {
    id: label.id,
    node_id: `LA_${label.id}`,
    url: `${api}/repos/${repository}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    description: label.description,
    color: label.color,
    default: label.default,
  };
}

/** The fields of a release a test gives (as recorded upstream: demo/recorded/releases.json). */
export interface ReleaseJson {
  id: number;
  tag_name: string;
  name: string | null;
  draft: boolean;
  prerelease: boolean;
  published_at: string | null;
  created_at: string;
  html_url: string;
  body?: string | null;
}

/** A release as GET /repos/{owner}/{repo}/releases lists it, completed from its facts. */
export function releaseShape(api: string, repository: string, release: ReleaseJson): Record<string, unknown> {
  const url = `${api}/repos/${repository}/releases/${release.id}`;
  return {
    url,
    assets_url: `${url}/assets`,
    upload_url: `https://uploads.github.com/repos/${repository}/releases/${release.id}/assets{?name,label}`,
    tarball_url: `${api}/repos/${repository}/tarball/${encodeURIComponent(release.tag_name)}`,
    zipball_url: `${api}/repos/${repository}/zipball/${encodeURIComponent(release.tag_name)}`,
    id: release.id,
    node_id: `RE_${release.id}`,
    tag_name: release.tag_name,
    target_commitish: 'master',
    name: release.name,
    body: release.body ?? null,
    draft: release.draft,
    prerelease: release.prerelease,
    created_at: release.created_at,
    published_at: release.published_at,
    author: simpleUser(api, 'k3s-release-bot', 2),
    assets: [],
    html_url: release.html_url,
  };
}

/** A commit as the commits API lists or gets it: the committer's date is what tests care about. */
export function commitShape(
  api: string,
  repository: string,
  commit: { sha: string; date: string; message: string },
): Record<string, unknown> {
  const url = `${api}/repos/${repository}/commits/${commit.sha}`;
  const person = { name: 'k3s release', email: 'release@example.org', date: commit.date };
  return {
    url,
    sha: commit.sha,
    node_id: `C_${commit.sha.slice(0, 12)}`,
    html_url: `${WEB}/${repository}/commit/${commit.sha}`,
    comments_url: `${url}/comments`,
    commit: {
      url: `${api}/repos/${repository}/git/commits/${commit.sha}`,
      author: person,
      committer: person,
      message: commit.message,
      comment_count: 0,
      tree: { sha: commit.sha, url: `${api}/repos/${repository}/git/trees/${commit.sha}` },
    },
    // The commit's e-mail belongs to no GitHub account: GitHub answers null.
    author: null,
    committer: null,
    parents: [],
  };
}

/** A file or folder entry of the contents API (a folder listing's item; a file adds content and encoding). */
export function contentEntry(
  api: string,
  repository: string,
  ref: string,
  entry: { type: 'file' | 'dir'; path: string; sha: string; size: number },
): Record<string, unknown> {
  const self = `${api}/repos/${repository}/contents/${entry.path}?ref=${encodeURIComponent(ref)}`;
  const git = `${api}/repos/${repository}/git/${entry.type === 'dir' ? 'trees' : 'blobs'}/${entry.sha}`;
  const html = `${WEB}/${repository}/${entry.type === 'dir' ? 'tree' : 'blob'}/${ref}/${entry.path}`;
  return {
    type: entry.type,
    size: entry.size,
    name: entry.path.split('/').pop(),
    path: entry.path,
    sha: entry.sha,
    url: self,
    git_url: git,
    html_url: html,
    download_url: entry.type === 'file' ? `https://raw.githubusercontent.com/${repository}/${ref}/${entry.path}` : null,
    _links: { self, git, html },
  };
}

/** GitHub's 422: what failed, with the field and code its description requires of each error. */
export function validationFailed(
  documentation: string,
  ...errors: Array<{ resource: string; field: string; code: string; message?: string }>
): Record<string, unknown> {
  return { message: 'Validation Failed', errors, documentation_url: `https://docs.github.com/rest/${documentation}` };
}
