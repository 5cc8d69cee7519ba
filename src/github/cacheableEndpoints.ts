// The GET endpoints whose answers may be kept between runs, and for each the
// fields of its answer the action reads. An allowlist: an endpoint not named
// here (issues, comments, labels...) is never kept, so a kept answer can never
// decide which issue the action writes to. (A pull request's page and files
// are kept: what a pull request says never chooses an issue either.) Besides
// GitHub's, one endpoint of endoflife.date: a product's lifecycle.

/** The kept form of an answer, or undefined when the answer is not of the endpoint's shape. */
export type Projection = (data: unknown) => unknown;

/** A field's JSON type, `|null` when it may be null, `?` when it may be absent. */
export type FieldType = `${'string' | 'boolean' | 'number'}${'' | '|null'}${'' | '?'}`;

function fits(value: unknown, type: FieldType): boolean {
  if (value === undefined) return type.endsWith('?');
  if (value === null) return type.includes('|null');
  return typeof value === type.replace(/\|null|\?/g, '');
}

/** An object's listed fields, each of its type; other fields are left out. */
function record(fields: Record<string, FieldType>): Projection {
  return (data) => {
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return undefined;
    const kept: Record<string, unknown> = {};
    for (const [name, type] of Object.entries(fields)) {
      const value: unknown = (data as Record<string, unknown>)[name];
      if (!fits(value, type)) return undefined;
      if (value !== undefined) kept[name] = value;
    }
    return kept;
  };
}

function listOf(item: Projection): Projection {
  return (data) => {
    if (!Array.isArray(data)) return undefined;
    const kept = data.map(item);
    return kept.includes(undefined) ? undefined : kept;
  };
}

/** The first projection that fits. */
function oneOf(...projections: Projection[]): Projection {
  return (data) => {
    for (const project of projections) {
      const kept = project(data);
      if (kept !== undefined) return kept;
    }
    return undefined;
  };
}

const text: Projection = (data) => (typeof data === 'string' ? data : undefined);

/** What src/gather/upstream/releases.ts reads of a release (ReleaseRecord); never its body. */
const release = record({
  tag_name: 'string',
  name: 'string|null?',
  draft: 'boolean?',
  prerelease: 'boolean?',
  published_at: 'string|null?',
  created_at: 'string|null?',
  html_url: 'string?',
});

/**
 * A file or folder as src/gather read them: a file's text (raw media type), a
 * folder's listing (also what the raw media type answers for a folder), or a
 * file's JSON with its base64 content.
 */
const contents = oneOf(
  text,
  listOf(record({ name: 'string', type: 'string', path: 'string' })),
  record({ name: 'string', type: 'string', path: 'string', content: 'string', encoding: 'string' }),
);

/**
 * A commit as src/gather reads it: its sha and the day it was committed
 * (gather/upstream/stableChannel.ts), never its message, author or files.
 */
const commit: Projection = (data) => {
  const top = record({ sha: 'string' })(data) as { sha: string } | undefined;
  if (!top) return undefined;
  const details: unknown = (data as Record<string, unknown>).commit;
  const committer: unknown =
    typeof details === 'object' && details !== null ? (details as Record<string, unknown>).committer : undefined;
  const kept = record({ date: 'string|null?' })(committer) as { date?: string | null } | undefined;
  return kept?.date !== undefined ? { sha: top.sha, commit: { committer: { date: kept.date } } } : top;
};

/** An object field's own fields, each of its type; `nullable` when the field may be null. */
function nested(data: unknown, name: string, fields: Record<string, FieldType>, nullable = false): unknown {
  const value: unknown =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[name] : undefined;
  return value === null && nullable ? null : record(fields)(value);
}

/**
 * A pull request as src/gather/pullRequests reads it: its number, title, state,
 * days, author's login, base branch, head commit, labels' names and how many
 * files it changes; never its body or anything of its repositories.
 */
const pullRequest: Projection = (data) => {
  const top = record({
    number: 'number',
    title: 'string',
    html_url: 'string',
    state: 'string',
    draft: 'boolean?',
    created_at: 'string',
    merged_at: 'string|null?',
    changed_files: 'number?',
  })(data);
  const user = nested(data, 'user', { login: 'string' }, true);
  const base = nested(data, 'base', { ref: 'string' });
  const head = nested(data, 'head', { sha: 'string' });
  const labels = listOf(record({ name: 'string' }))((data as Record<string, unknown> | undefined)?.labels ?? []);
  if (!top || user === undefined || !base || !head || !labels) return undefined;
  return { ...top, user, base, head, labels };
};

/** A changed file of a pull request: its path, status, old path and patch (what tells whose file it is). */
const changedFile = record({ filename: 'string', status: 'string', patch: 'string?', previous_filename: 'string?' });

/**
 * The fields gather/upstream/endOfLife.ts reads of endoflife.date's answer to
 * GET /api/v1/products/{product} (API v1), by the name of the schema of its
 * description that holds them: the answer (ProductResponse) holds `result`
 * (ProductDetails), which holds `releases` (ProductRelease each), each with its
 * `latest` (ProductVersion, or null). The contract tests hold these to the
 * pinned description (__tests__/contract/endoflifeContract.test.ts).
 */
export const END_OF_LIFE_FIELDS = {
  ProductResponse: { last_modified: 'string' },
  ProductDetails: {},
  ProductRelease: {
    name: 'string',
    releaseDate: 'string',
    isLts: 'boolean',
    isEol: 'boolean',
    eolFrom: 'string|null',
  },
  ProductVersion: { name: 'string', date: 'string|null' },
} as const satisfies Record<string, Record<string, FieldType>>;

/** The kept form of a product's answer: the fields of END_OF_LIFE_FIELDS, nothing else. */
export interface EndOfLifeProductJson {
  last_modified: string;
  result: { releases: EndOfLifeReleaseJson[] };
}

export interface EndOfLifeReleaseJson {
  name: string;
  releaseDate: string;
  isLts: boolean;
  isEol: boolean;
  eolFrom: string | null;
  latest: { name: string; date: string | null } | null;
}

const typeName = (value: unknown): string => {
  if (value === null) return 'null';
  const type = Array.isArray(value) ? 'array' : typeof value;
  return `${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type}`;
};

/** The listed fields of `value`, or the first that does not fit, said as "<at>.<field> is ...". */
function fieldsAt(
  value: unknown,
  fields: Record<string, FieldType>,
  at: string,
): { kept: Record<string, unknown> } | { problem: string } {
  if (value === undefined) return { problem: `${at || 'the answer'} is missing` };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return { problem: `${at || 'the answer'} is ${typeName(value)}, not an object` };
  const kept: Record<string, unknown> = {};
  for (const [name, type] of Object.entries(fields)) {
    const field: unknown = (value as Record<string, unknown>)[name];
    const where = at ? `${at}.${name}` : name;
    if (field === undefined && !type.endsWith('?')) return { problem: `${where} is missing` };
    if (!fits(field, type))
      return { problem: `${where} is ${typeName(field)}, not ${type.replace('?', '').replace('|', ' or ')}` };
    if (field !== undefined) kept[name] = field;
  }
  return { kept };
}

/**
 * A product's answer as kept (the fields read), or the first thing in it that
 * is not of the described shape, for the message that refuses it.
 */
export function endOfLifeProduct(data: unknown): { kept: EndOfLifeProductJson } | { problem: string } {
  const top = fieldsAt(data, END_OF_LIFE_FIELDS.ProductResponse, '');
  if ('problem' in top) return top;
  const result: unknown = (data as Record<string, unknown>).result;
  const details = fieldsAt(result, END_OF_LIFE_FIELDS.ProductDetails, 'result');
  if ('problem' in details) return details;
  const releases: unknown = (result as Record<string, unknown>).releases;
  if (!Array.isArray(releases))
    return { problem: `result.releases is ${releases === undefined ? 'missing' : typeName(releases)}, not an array` };
  const kept: EndOfLifeReleaseJson[] = [];
  for (const [index, release] of releases.entries()) {
    const at = `result.releases[${index}]`;
    const fields = fieldsAt(release, END_OF_LIFE_FIELDS.ProductRelease, at);
    if ('problem' in fields) return fields;
    const latest: unknown = (release as Record<string, unknown>).latest;
    if (latest === undefined) return { problem: `${at}.latest is missing` };
    let version: EndOfLifeReleaseJson['latest'] = null;
    if (latest !== null) {
      const read = fieldsAt(latest, END_OF_LIFE_FIELDS.ProductVersion, `${at}.latest`);
      if ('problem' in read) return read;
      version = read.kept as NonNullable<EndOfLifeReleaseJson['latest']>;
    }
    kept.push({ ...(fields.kept as Omit<EndOfLifeReleaseJson, 'latest'>), latest: version });
  }
  return { kept: { last_modified: top.kept.last_modified as string, result: { releases: kept } } };
}

interface CacheableEndpoint {
  /** Names the endpoint: pagination links must stay on an endpoint of the same name. */
  name: string;
  /**
   * Paths below the API root; `{name}` is one segment, `{number}` one of digits,
   * `{name+}` one or more, `{name*}` none or more (a mirror's own folders).
   */
  routes: readonly string[];
  project: Projection;
}

// Adding an endpoint is one line here, with the projection of what its reader uses.
// GitHub's pagination links address a repository by id (/repositories/{id}/...).
const CACHEABLE: readonly CacheableEndpoint[] = [
  {
    name: 'releases',
    routes: ['/repos/{owner}/{repo}/releases', '/repositories/{id}/releases'],
    project: listOf(release),
  },
  { name: 'contents', routes: ['/repos/{owner}/{repo}/contents/{path+}'], project: contents },
  {
    // The history of a file (channel.yaml as it stood on a day) and a ref's commit, as its sha (the sha media type).
    name: 'commits',
    routes: ['/repos/{owner}/{repo}/commits', '/repositories/{id}/commits', '/repos/{owner}/{repo}/commits/{ref}'],
    project: oneOf(text, listOf(commit), commit),
  },
  { name: 'pull', routes: ['/repos/{owner}/{repo}/pulls/{number}'], project: pullRequest },
  {
    name: 'pull files',
    routes: ['/repos/{owner}/{repo}/pulls/{number}/files', '/repositories/{id}/pulls/{number}/files'],
    project: listOf(changedFile),
  },
  {
    // endoflife.date, or a mirror of it below a folder of its own (input endoflife-url).
    name: 'endoflife product',
    routes: ['{base*}/api/v1/products/{product}'],
    project: (data) => {
      const read = endOfLifeProduct(data);
      return 'kept' in read ? read.kept : undefined;
    },
  },
];

// GitHub Enterprise Server serves the API below /api/v3; github.com and ghe.com at the root.
const matchers = CACHEABLE.flatMap((endpoint) =>
  endpoint.routes.map((route) => ({
    pattern: new RegExp(
      `^(?:/api/v3)?${route
        .replace(/\{\w+\*\}/g, '(?:/[^/]+)*')
        .replace(/\{\w+\+\}/g, '.+')
        .replace(/\{number\}/g, '\\d+')
        .replace(/\{\w+\}/g, '[^/]+')}$`,
    ),
    endpoint,
  })),
);

/** The endpoint `url` addresses, when its answers may be kept. */
export function cacheableEndpoint(url: string): Pick<CacheableEndpoint, 'name' | 'project'> | undefined {
  let pathname: string;
  try {
    pathname = new URL(url).pathname;
  } catch {
    return undefined;
  }
  return matchers.find((matcher) => matcher.pattern.test(pathname))?.endpoint;
}
