// The fetch the GitHub client sends with: a real local server on each side of it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createGitHubClient } from '../../src/github/client.js';
import { createNodeFetch } from '../../src/github/nodeFetch.js';

interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A server whose answer each test sets; it records every request it gets. */
async function startServer(): Promise<{ server: Server; url: string; seen: Seen[]; answer: (handler: Handler) => void }> {
  const seen: Seen[] = [];
  let handler: Handler = (_req, res) => res.end();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, seen, answer: (h) => (handler = h) };
}

const fetch = createNodeFetch();
let main: Awaited<ReturnType<typeof startServer>>;
let other: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  main = await startServer();
  other = await startServer();
});

afterEach(() => {
  main.seen.length = 0;
  other.seen.length = 0;
});

afterAll(async () => {
  for (const { server } of [main, other]) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

describe('answers', () => {
  it('gives status, status text, final URL and headers as fetch does: lower-case, sorted, repeated ones joined', async () => {
    main.answer((_req, res) => {
      res.setHeader('X-RateLimit-Remaining', '4999');
      res.setHeader('Set-Cookie', ['a=1', 'b=2']);
      res.setHeader('Content-Type', 'application/json; charset=utf-8');
      res.writeHead(201, 'Made').end('{"id":7}');
    });
    const response = await fetch(`${main.url}/repos/o/r/issues`);
    expect(response.status).toBe(201);
    expect(response.statusText).toBe('Made');
    expect(response.ok).toBe(true);
    expect(response.url).toBe(`${main.url}/repos/o/r/issues`);
    expect(response.headers.get('x-ratelimit-remaining')).toBe('4999');
    expect(response.headers.get('X-RATELIMIT-REMAINING')).toBe('4999');
    expect(response.headers.get('set-cookie')).toBe('a=1, b=2');
    expect(response.headers.get('etag')).toBeNull();
    const names = [...response.headers].map(([name]) => name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('x-ratelimit-remaining');
    expect(await response.json()).toEqual({ id: 7 });
  });

  it('reads the same body as text and as bytes', async () => {
    main.answer((_req, res) => res.end('k3s ✓'));
    const response = await fetch(main.url);
    expect(await response.text()).toBe('k3s ✓');
    expect(Buffer.from(await response.arrayBuffer()).toString('utf8')).toBe('k3s ✓');
  });

  it('asks for compressed answers and decodes gzip and brotli', async () => {
    const json = JSON.stringify({ releases: Array.from({ length: 50 }, (_, i) => `v1.${i}.0+k3s1`) });
    for (const [encoding, encode] of [
      ['gzip', gzipSync],
      ['br', brotliCompressSync]
    ] as const) {
      main.answer((_req, res) => res.writeHead(200, { 'content-encoding': encoding }).end(encode(json)));
      const response = await fetch(main.url);
      expect(await response.text()).toBe(json);
    }
    expect(main.seen[0]!.headers['accept-encoding']).toBe('gzip, br');
  });

  it('answers a 304 with an empty body and a 404 as an answer, not an error', async () => {
    main.answer((req, res) => res.writeHead(req.url === '/missing' ? 404 : 304).end(req.url === '/missing' ? '{"message":"Not Found"}' : undefined));
    const notModified = await fetch(`${main.url}/kept`);
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe('');
    const missing = await fetch(`${main.url}/missing`);
    expect(missing.status).toBe(404);
    expect(missing.ok).toBe(false);
    expect(await missing.json()).toEqual({ message: 'Not Found' });
  });
});

describe('requests', () => {
  it('sends the method, the headers and a string body with its length', async () => {
    main.answer((_req, res) => res.end('{}'));
    const body = JSON.stringify({ title: 'k3s: release-26.11 dashboard ✓' });
    await fetch(`${main.url}/repos/o/r/issues`, { method: 'post', headers: { Authorization: 'token t', 'content-type': 'application/json' }, body });
    const [request] = main.seen;
    expect(request!.method).toBe('POST');
    expect(request!.headers.authorization).toBe('token t');
    expect(request!.headers['content-length']).toBe(String(Buffer.byteLength(body)));
    expect(request!.body).toBe(body);
  });
});

describe('redirects', () => {
  it('follows a redirect on the same origin with the token, and says where it ended', async () => {
    main.answer((req, res) => (req.url === '/repos/old/name' ? res.writeHead(301, { location: '/repositories/42' }).end() : res.end('{"id":42}')));
    const response = await fetch(`${main.url}/repos/old/name`, { headers: { authorization: 'token t' } });
    expect(await response.json()).toEqual({ id: 42 });
    expect(response.url).toBe(`${main.url}/repositories/42`);
    expect(response.redirected).toBe(true);
    expect(main.seen.map((s) => s.headers.authorization)).toEqual(['token t', 'token t']);
  });

  it('does not carry the token to another origin', async () => {
    main.answer((_req, res) => res.writeHead(302, { location: `${other.url}/asset` }).end());
    other.answer((_req, res) => res.end('bytes'));
    const response = await fetch(`${main.url}/download`, { headers: { authorization: 'token t' } });
    expect(await response.text()).toBe('bytes');
    expect(other.seen[0]!.headers.authorization).toBeUndefined();
  });

  it('continues a 303 after a POST as a GET without the body', async () => {
    main.answer((req, res) => (req.method === 'POST' ? res.writeHead(303, { location: '/result' }).end() : res.end('done')));
    await fetch(`${main.url}/submit`, { method: 'POST', body: 'payload', headers: { 'content-type': 'text/plain' } });
    expect(main.seen.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual(['POST /submit payload', 'GET /result ']);
    expect(main.seen[1]!.headers['content-type']).toBeUndefined();
  });

  it('hands the redirect itself back with redirect: manual, and refuses it with redirect: error', async () => {
    main.answer((_req, res) => res.writeHead(307, { location: '/elsewhere' }).end());
    const manual = await fetch(main.url, { redirect: 'manual' });
    expect(manual.status).toBe(307);
    expect(manual.headers.get('location')).toBe('/elsewhere');
    await expect(fetch(main.url, { redirect: 'error' })).rejects.toThrow(TypeError);
  });

  it('gives up on a redirect loop', async () => {
    main.answer((_req, res) => res.writeHead(302, { location: '/again' }).end());
    const error = await fetch(main.url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as TypeError).cause)).toMatch(/more than 20 redirects/);
    expect(main.seen).toHaveLength(21);
  });
});

describe('failures, as fetch reports them', () => {
  it('rejects a refused connection with TypeError "fetch failed" and the cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    const error = await fetch(`http://127.0.0.1:${port}/`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect((error as TypeError).message).toBe('fetch failed');
    expect(((error as TypeError).cause as NodeJS.ErrnoException).code).toBe('ECONNREFUSED');
  });

  it('rejects when the connection drops in the middle of the body', async () => {
    main.answer((_req, res) => {
      res.writeHead(200, { 'content-length': '1000' });
      res.write('only part of it');
      setTimeout(() => res.socket?.destroy(), 10);
    });
    await expect(fetch(main.url)).rejects.toThrow('fetch failed');
  });

  it('fails a request the server never answers after the idle timeout, naming the host', async () => {
    main.answer(() => undefined);
    const impatient = createNodeFetch({ idleTimeoutMs: 50 });
    const error = await impatient(main.url).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(String((error as TypeError).cause)).toMatch(/no answer from 127\.0\.0\.1:\d+/);
  });

  it('rejects with an AbortError when aborted before or during the request', async () => {
    const before = new AbortController();
    before.abort();
    await expect(fetch(main.url, { signal: before.signal })).rejects.toMatchObject({ name: 'AbortError' });

    main.answer(() => undefined);
    const during = new AbortController();
    const pending = fetch(main.url, { signal: during.signal });
    setTimeout(() => during.abort(), 20);
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('the GitHub client', () => {
  it('sends through this fetch, not the global one (whose first use costs start-up time)', async () => {
    main.answer((_req, res) => res.writeHead(200, { 'content-type': 'application/json' }).end('{"tag_name":"v1.36.7+k3s1"}'));
    const global = globalThis.fetch;
    globalThis.fetch = () => Promise.reject(new Error('the global fetch was used'));
    try {
      const client = createGitHubClient({ token: 't', baseUrl: main.url, retries: 0 });
      const { data } = await client.rest.repos.getLatestRelease({ owner: 'k3s-io', repo: 'k3s' });
      expect(data.tag_name).toBe('v1.36.7+k3s1');
      expect(main.seen[0]!.headers['user-agent']).toMatch(/^k3s-release-guard/);
    } finally {
      globalThis.fetch = global;
    }
  });
});

describe('over TLS, as to api.github.com', () => {
  // A self-signed certificate for 127.0.0.1 and localhost, valid until 2126, made for these tests with openssl.
  const tls = (name: string): string => readFileSync(fileURLToPath(new URL(`../fixtures/tls/${name}`, import.meta.url)), 'utf8');
  const cert = tls('cert.pem');
  let server: https.Server;
  let url: string;
  const trusted = https.globalAgent.options.ca;

  beforeAll(async () => {
    server = https.createServer({ key: tls('key.pem'), cert }, (req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(gzipSync(JSON.stringify({ path: req.url, token: req.headers.authorization })));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    https.globalAgent.options.ca = trusted;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends through node:https and reads the answer, with the certificate authorities Node trusts', async () => {
    // What NODE_EXTRA_CA_CERTS would add on a runner behind a TLS proxy.
    https.globalAgent.options.ca = [cert];
    const client = createGitHubClient({ token: 't', baseUrl: url, retries: 0 });
    const { data } = await client.request('GET /repos/{owner}/{repo}/releases', { owner: 'k3s-io', repo: 'k3s' });
    expect(data).toEqual({ path: '/repos/k3s-io/k3s/releases', token: 'token t' });
  });

  it('refuses a server whose certificate nobody vouches for', async () => {
    const error = await fetch(`${url}/untrusted`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(((error as TypeError).cause as NodeJS.ErrnoException).code).toMatch(/SELF_SIGNED|UNABLE_TO_VERIFY/);
  });
});
