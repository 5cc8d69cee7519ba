// A real HTTP server on 127.0.0.1 that speaks the part of endoflife.date's API
// v1 the action reads: GET /api/v1/products/{product}. It answers 200 with an
// ETag, 304 to a matching If-None-Match, 404 with an HTML page (as the site
// does) for a product it does not have, and 429 or a server error when a test
// tells it to. Every exchange is recorded, for the contract tests to hold it to
// the pinned description (__tests__/contract/endoflifeContract.ts).
import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { EndOfLifeOperationId } from '../contract/endoflifeDescription.js';

export interface EndOfLifeAnswer {
  status: number;
  headers: Record<string, string>;
  /** A JSON body, parsed back. */
  body?: unknown;
  /** A body that is not JSON (the 404 page). */
  text?: string;
}

export interface EndOfLifeExchange {
  method: string;
  /** The path asked, below the double's root. */
  path: string;
  headers: IncomingMessage['headers'];
  /** The operation of the description the path is, with its path parameters; none for another path. */
  route?: { operationId: EndOfLifeOperationId; params: Record<string, string> };
  /** What the double sent; undefined for a connection it reset. */
  answer?: EndOfLifeAnswer;
  /** Answered by a fault a test set, not by the operation. */
  fault?: boolean;
}

/** Answers a test sets for the next requests, instead of the operation's. */
export interface EndOfLifeFault {
  times: number;
  /** 429 (too many requests) or a server error; none with `reset`. */
  status?: number;
  /** Seconds, for a 429. */
  retryAfter?: number;
  /** Destroys the connection instead of answering. */
  reset?: boolean;
}

/** The HTML page the site serves for a path it does not have (written for the double). */
export const NOT_FOUND_PAGE =
  '<!DOCTYPE html>\n<html lang="en"><head><title>Page not found</title></head>\n<body><h1>404</h1><p>This page does not exist.</p></body></html>\n';

class RawText {
  constructor(readonly text: string) {}
}

export class EndOfLifeDouble {
  readonly exchanges: EndOfLifeExchange[] = [];
  /** The body of each product's answer, by product name. */
  readonly products = new Map<string, unknown>();
  readonly faults: EndOfLifeFault[] = [];
  private server?: Server;
  private root = '';

  /** `prefix`: a folder the API is served below, as a mirror may serve it ("/mirror"). */
  constructor(private readonly prefix = '') {}

  /** The base URL to give the client (input endoflife-url). */
  get url(): string {
    return this.root;
  }

  setProduct(name: string, body: unknown): void {
    this.products.set(name, body);
  }

  /** Serves `text` as the product's JSON answer as it is, broken or not: what a faulty mirror might send. */
  setProductText(name: string, text: string): void {
    this.products.set(name, new RawText(text));
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.address() as AddressInfo;
    this.root = `http://127.0.0.1:${port}${this.prefix}`;
    return this.root;
  }

  async stop(): Promise<void> {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
    this.server = undefined;
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    for await (const _chunk of req); // A GET has no body; drained all the same.
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const method = req.method ?? 'GET';
    const below = url.pathname.startsWith(`${this.prefix}/`) ? url.pathname.slice(this.prefix.length) : url.pathname;
    const exchange: EndOfLifeExchange = { method, path: below, headers: req.headers };
    this.exchanges.push(exchange);
    const match = /^\/api\/v1\/products\/([^/]+)$/.exec(below);
    if (match && method === 'GET')
      exchange.route = { operationId: 'product', params: { product: decodeURIComponent(match[1]) } };

    const fault = this.faults.find((f) => f.times > 0);
    if (fault) {
      fault.times -= 1;
      exchange.fault = true;
      if (fault.reset) {
        req.socket.destroy();
        return;
      }
      const status = fault.status ?? 503;
      const headers: Record<string, string> =
        fault.retryAfter !== undefined ? { 'retry-after': String(fault.retryAfter) } : {};
      this.send(res, exchange, { status, headers });
      return;
    }

    const body = exchange.route ? this.products.get(exchange.route.params.product) : undefined;
    if (body === undefined) {
      this.send(res, exchange, {
        status: 404,
        headers: { 'content-type': 'text/html; charset=UTF-8' },
        text: NOT_FOUND_PAGE,
      });
      return;
    }
    const text = body instanceof RawText ? body.text : JSON.stringify(body);
    const etag = `"${createHash('sha1').update(text).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) {
      this.send(res, exchange, { status: 304, headers: { etag } });
      return;
    }
    this.send(res, exchange, {
      status: 200,
      headers: { etag, 'content-type': 'application/json; charset=utf-8' },
      text,
    });
  }

  private send(res: ServerResponse, exchange: EndOfLifeExchange, answer: EndOfLifeAnswer): void {
    exchange.answer = answer;
    if (answer.headers['content-type']?.startsWith('application/json') && answer.text !== undefined) {
      try {
        exchange.answer = { status: answer.status, headers: answer.headers, body: JSON.parse(answer.text) as unknown };
      } catch {
        // Not JSON: recorded as the text it is.
      }
    }
    res.writeHead(answer.status, answer.headers);
    res.end(answer.text);
  }

  /** The product asked in each exchange that reached the operation, in order. */
  asked(): string[] {
    return this.exchanges.flatMap((e) => (e.route ? [e.route.params.product] : []));
  }
}
