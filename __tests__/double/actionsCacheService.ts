// A local Actions cache service, as a runner offers it through
// ACTIONS_CACHE_URL (the artifactcache API that @actions/cache speaks when
// ACTIONS_CACHE_SERVICE_V2 is not set): look up by key and prefix, reserve,
// upload in ranges, commit, download. Enough for the real cache client in
// dist/ to carry a file from one runner to another.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface CacheEntry {
  id: number;
  key: string;
  version: string;
  bytes: Buffer;
  committed: boolean;
}

export interface ActionsCacheService {
  /** ACTIONS_CACHE_URL, with its trailing slash. */
  url: string;
  entries: CacheEntry[];
  /** "METHOD path" of every request, and the token each came with. */
  requests: Array<{ call: string; authorization?: string }>;
  stop(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

export async function startActionsCacheService(): Promise<ActionsCacheService> {
  const entries: CacheEntry[] = [];
  const requests: ActionsCacheService['requests'] = [];
  let url = '';

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const address = new URL(req.url ?? '/', url);
    const body = await readBody(req);
    requests.push({ call: `${req.method} ${address.pathname}`, authorization: req.headers.authorization });
    const api = '/_apis/artifactcache/';

    if (req.method === 'GET' && address.pathname === `${api}cache`) {
      // The first key exactly, else the newest committed entry whose key starts with one of the keys, in order.
      const keys = (address.searchParams.get('keys') ?? '').split(',');
      const version = address.searchParams.get('version');
      const usable = entries.filter((e) => e.committed && e.version === version).reverse();
      const hit =
        usable.find((e) => e.key === keys[0]) ?? keys.map((k) => usable.find((e) => e.key.startsWith(k))).find(Boolean);
      if (!hit) return void res.writeHead(204).end();
      return json(res, 200, {
        cacheKey: hit.key,
        scope: 'refs/heads/master',
        archiveLocation: `${url}archives/${hit.id}`,
      });
    }
    if (req.method === 'GET' && address.pathname.startsWith('/archives/')) {
      const entry = entries.find((e) => e.id === Number(address.pathname.split('/').pop()));
      if (!entry) return void res.writeHead(404).end();
      return void res.writeHead(200, { 'content-length': entry.bytes.length }).end(entry.bytes);
    }
    if (req.method === 'POST' && address.pathname === `${api}caches`) {
      const { key, version } = JSON.parse(body.toString('utf8')) as { key: string; version: string };
      if (entries.some((e) => e.key === key && e.version === version))
        return json(res, 409, { message: `cache entry ${key} already exists` });
      const entry: CacheEntry = { id: entries.length + 1, key, version, bytes: Buffer.alloc(0), committed: false };
      entries.push(entry);
      return json(res, 201, { cacheId: entry.id });
    }
    const reserved = /^\/_apis\/artifactcache\/caches\/(\d+)$/.exec(address.pathname);
    const entry = reserved ? entries.find((e) => e.id === Number(reserved[1]) && !e.committed) : undefined;
    if (req.method === 'PATCH' && entry) {
      const start = Number(/^bytes (\d+)-/.exec(req.headers['content-range'] ?? '')?.[1] ?? NaN);
      if (!Number.isSafeInteger(start)) return json(res, 400, { message: 'Content-Range bytes start-end/* expected' });
      const bytes = Buffer.alloc(Math.max(entry.bytes.length, start + body.length));
      entry.bytes.copy(bytes);
      body.copy(bytes, start);
      entry.bytes = bytes;
      return void res.writeHead(204).end();
    }
    if (req.method === 'POST' && entry) {
      const { size } = JSON.parse(body.toString('utf8')) as { size: number };
      if (size !== entry.bytes.length)
        return json(res, 400, { message: `size ${size} but ${entry.bytes.length} bytes uploaded` });
      entry.committed = true;
      return void res.writeHead(204).end();
    }
    json(res, 404, { message: `no route for ${req.method} ${address.pathname}` });
  };

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { message: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    entries,
    requests,
    stop: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
