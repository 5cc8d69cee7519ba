#!/usr/bin/env node
import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import "./chunk-LUOQS4NQ.js";

// src/cli/demo.ts
import { existsSync, promises as fs } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

// src/double/githubDouble.ts
import { createHash } from "node:crypto";
import { createServer } from "node:http";
var GitHubDouble = class {
  requests = [];
  faults = [];
  /** Releases per "owner/repo", in the order the API returns them. */
  releases = /* @__PURE__ */ new Map();
  /** File contents per "owner/repo@ref:path". */
  contents = /* @__PURE__ */ new Map();
  latencyMs = 0;
  routes = [];
  server;
  baseUrl = "";
  constructor() {
    this.route("GET", "/repos/:owner/:repo/releases", (req) => this.listReleases(req));
    this.route("GET", "/repos/:owner/:repo/contents/*path", (req) => this.getContent(req));
    this.route("GET", "/rate_limit", () => ({
      status: 200,
      body: { resources: { core: { limit: 5e3, remaining: 4999, reset: 0, used: 1 } } }
    }));
  }
  get url() {
    return this.baseUrl;
  }
  /** Register a route; `:name` matches one path segment, `*name` the rest. */
  route(method, template, handler) {
    const keys = [];
    const source = template.split("/").map((segment) => {
      if (segment.startsWith(":")) {
        keys.push(segment.slice(1));
        return "([^/]+)";
      }
      if (segment.startsWith("*")) {
        keys.push(segment.slice(1));
        return "(.+)";
      }
      return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    }).join("/");
    this.routes.unshift({ method, pattern: new RegExp(`^${source}$`), keys, handler });
  }
  setReleases(repository, releases) {
    this.releases.set(repository, releases);
  }
  setFile(repository, ref, path2, text) {
    this.contents.set(`${repository}@${ref}:${path2}`, text);
  }
  /** Requests other than GET/HEAD: what would change GitHub. */
  writes() {
    return this.requests.filter((r) => r.method !== "GET" && r.method !== "HEAD");
  }
  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    const { port } = this.server.address();
    this.baseUrl = `http://127.0.0.1:${port}`;
    return this.baseUrl;
  }
  async stop() {
    if (!this.server) return;
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(() => resolve()));
    this.server = void 0;
  }
  async handle(req, res) {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const chunks = [];
    for await (const chunk of req) chunks.push(chunk);
    const raw = Buffer.concat(chunks).toString("utf8");
    let body = void 0;
    if (raw) {
      try {
        body = JSON.parse(raw);
      } catch {
        body = raw;
      }
    }
    if (this.latencyMs > 0) await new Promise((r) => setTimeout(r, this.latencyMs));
    const method = req.method ?? "GET";
    const record = { method, path: decodeURIComponent(url.pathname), query: url.searchParams, headers: req.headers, body, status: 0 };
    this.requests.push(record);
    const decodedPath = decodeURIComponent(url.pathname);
    const fault = this.faults.find((f) => f.times > 0 && (!f.method || f.method === method) && f.path.test(decodedPath));
    if (fault) {
      fault.times -= 1;
      if (fault.reset) {
        record.status = -1;
        req.socket.destroy();
        return;
      }
      this.send(res, record, { status: fault.status, body: fault.body ?? { message: `fault ${fault.status}` }, headers: fault.headers });
      return;
    }
    let answer = { status: 404, body: { message: "Not Found", documentation_url: "https://docs.github.com/rest" } };
    for (const route of this.routes) {
      if (route.method !== method) continue;
      const match = route.pattern.exec(url.pathname);
      if (!match) continue;
      const params = {};
      route.keys.forEach((key, i) => params[key] = decodeURIComponent(match[i + 1] ?? ""));
      try {
        answer = route.handler({ method, path: url.pathname, params, query: url.searchParams, headers: req.headers, body }, this);
      } catch (error) {
        answer = { status: 500, body: { message: String(error) } };
      }
      break;
    }
    if (method === "GET" && answer.status === 200 && (answer.body !== void 0 || answer.text !== void 0)) {
      const etag = `"${createHash("sha1").update(answer.text ?? JSON.stringify(answer.body)).digest("hex")}"`;
      answer.headers = { ...answer.headers, etag };
      if (req.headers["if-none-match"] === etag) {
        this.send(res, record, { status: 304, headers: answer.headers });
        return;
      }
    }
    this.send(res, record, answer);
  }
  send(res, record, answer) {
    record.status = answer.status;
    const headers = {
      "x-ratelimit-limit": "5000",
      "x-ratelimit-remaining": "4999",
      "x-ratelimit-reset": String(Math.floor(Date.now() / 1e3) + 3600),
      "x-ratelimit-resource": "core",
      ...answer.headers
    };
    if (answer.text !== void 0) {
      res.writeHead(answer.status, { "content-type": "text/plain; charset=utf-8", ...headers });
      res.end(answer.text);
      return;
    }
    if (answer.status === 304 || answer.status === 204 || answer.body === void 0) {
      res.writeHead(answer.status, headers);
      res.end();
      return;
    }
    const text = JSON.stringify(answer.body);
    res.writeHead(answer.status, { "content-type": "application/json; charset=utf-8", ...headers });
    res.end(text);
  }
  /** Slice `items` the way GitHub pages lists, with a Link header. */
  paginate(req, items) {
    const perPage = Math.min(Number(req.query.get("per_page") ?? 30) || 30, 100);
    const page = Math.max(Number(req.query.get("page") ?? 1) || 1, 1);
    const last = Math.max(Math.ceil(items.length / perPage), 1);
    const slice = items.slice((page - 1) * perPage, page * perPage);
    const link = (p, rel) => {
      const q = new URLSearchParams(req.query);
      q.set("page", String(p));
      q.set("per_page", String(perPage));
      return `<${this.baseUrl}${req.path}?${q.toString()}>; rel="${rel}"`;
    };
    const links = [];
    if (page < last) links.push(link(page + 1, "next"), link(last, "last"));
    if (page > 1) links.push(link(1, "first"), link(page - 1, "prev"));
    return { status: 200, body: slice, headers: links.length ? { link: links.join(", ") } : {} };
  }
  listReleases(req) {
    const list = this.releases.get(`${req.params.owner}/${req.params.repo}`);
    if (!list) return { status: 404, body: { message: "Not Found" } };
    return this.paginate(req, list);
  }
  getContent(req) {
    const repository = `${req.params.owner}/${req.params.repo}`;
    const ref = req.query.get("ref") ?? "main";
    const path2 = (req.params.path ?? "").replace(/\/+$/, "");
    const text = this.contents.get(`${repository}@${ref}:${path2}`);
    if (text === void 0) return this.listDirectory(repository, ref, path2);
    if (String(req.headers.accept ?? "").includes("raw")) return { status: 200, text };
    const content = Buffer.from(text, "utf8").toString("base64").replace(/(.{60})/g, "$1\n");
    return {
      status: 200,
      body: { ...this.entry(repository, ref, path2, "file", text), encoding: "base64", content }
    };
  }
  listDirectory(repository, ref, path2) {
    const prefix = `${repository}@${ref}:${path2}/`;
    const entries = /* @__PURE__ */ new Map();
    for (const key of this.contents.keys()) {
      if (!key.startsWith(prefix)) continue;
      const rest = key.slice(prefix.length);
      const slash = rest.indexOf("/");
      entries.set(slash === -1 ? rest : rest.slice(0, slash), slash === -1 ? "file" : "dir");
    }
    if (entries.size === 0) return { status: 404, body: { message: "Not Found" } };
    const listing = [...entries].sort(([a], [b]) => a.localeCompare(b)).map(([name, type]) => {
      const childPath = `${path2}/${name}`;
      return this.entry(repository, ref, childPath, type, this.contents.get(`${repository}@${ref}:${childPath}`) ?? "");
    });
    return { status: 200, body: listing };
  }
  entry(repository, ref, path2, type, text) {
    return {
      type,
      size: type === "file" ? Buffer.byteLength(text) : 0,
      name: path2.split("/").pop(),
      path: path2,
      sha: createHash("sha1").update(`${type} ${path2} ${text}`).digest("hex"),
      url: `${this.baseUrl}/repos/${repository}/contents/${path2}?ref=${ref}`
    };
  }
};

// src/cli/demo.ts
var DEMO_DAY = "2026-11-29";
function demoRoot() {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, "demo", "recorded", "releases.json"))) return path.join(dir, "demo");
    dir = path.dirname(dir);
  }
  throw new Error("The demo data (demo/recorded/releases.json) is missing next to this program.");
}
async function filesBelow(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}
async function loadDemoWorld(double, root = demoRoot()) {
  const releases = JSON.parse(await fs.readFile(path.join(root, "recorded", "releases.json"), "utf8"));
  double.setReleases("k3s-io/k3s", releases);
  for (const name of ["schedule.yaml", "eol.yaml"]) {
    double.setFile("kubernetes/website", "main", `data/releases/${name}`, await fs.readFile(path.join(root, "recorded", name), "utf8"));
  }
  const trees = [["master", path.join(root, "nixpkgs")]];
  for (const branch of await fs.readdir(path.join(root, "branches"))) trees.push([branch, path.join(root, "branches", branch)]);
  for (const [branch, dir] of trees) {
    for (const file of await filesBelow(dir)) double.setFile("NixOS/nixpkgs", branch, file, await fs.readFile(path.join(dir, file), "utf8"));
  }
}
async function startDemo(root = demoRoot()) {
  const double = new GitHubDouble();
  await loadDemoWorld(double, root);
  const apiUrl = await double.start();
  return {
    apiUrl,
    nixpkgsPath: path.join(root, "nixpkgs"),
    inputs: { now: DEMO_DAY, branch: "master" },
    stop: () => double.stop()
  };
}
export {
  DEMO_DAY,
  loadDemoWorld,
  startDemo
};
//# sourceMappingURL=demo-YBEX2AMX.js.map
