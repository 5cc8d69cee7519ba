// What `node dist/index.js` loads before its first request: the files reached
// from dist/index.js by static imports. Everything else is loaded with import()
// when a run needs it. Keeping this small is what start-up time is made of
// (README, Performance); this test says which change made it grow.
import { describe, expect, it } from '@jest/globals';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist');
const BUDGET_KIB = 256;

/** The files statically imported from `entry`, transitively, with their text. */
function staticGraph(entry: string): Map<string, string> {
  const files = new Map<string, string>();
  const queue = [path.join(DIST, entry)];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file)) continue;
    const text = readFileSync(file, 'utf8');
    files.set(file, text);
    // Minified esbuild output: `import{a as b}from"./chunks/x.js"` and `import"./chunks/y.js"`; import("...") is not static.
    for (const match of text.matchAll(/(?:from|import)\s*"(\.{1,2}\/[^"]+)"/g)) queue.push(path.resolve(path.dirname(file), match[1]!));
  }
  return files;
}

const startPath = staticGraph('index.js');
const names = [...startPath.keys()].map((file) => path.relative(DIST, file));

describe('the start path of dist/index.js', () => {
  it(`stays within ${BUDGET_KIB} KiB`, () => {
    const bytes = [...startPath.values()].reduce((sum, text) => sum + Buffer.byteLength(text), 0);
    expect({ files: names, kib: Math.round(bytes / 1024) }).toEqual({ files: names, kib: expect.any(Number) });
    expect(bytes).toBeLessThanOrEqual(BUDGET_KIB * 1024);
  });

  it('leaves the code a run needs later to chunks loaded on demand', () => {
    const lazy = readdirSync(path.join(DIST, 'chunks')).filter((name) => /^(actionPhases|cache|demo|exec|lifecycleYaml)-/.test(name));
    expect(lazy.map((name) => name.replace(/-[A-Z0-9]+\.js$/, '')).sort()).toEqual(['actionPhases', 'cache', 'demo', 'exec', 'lifecycleYaml']);
    for (const name of lazy) expect(names).not.toContain(`chunks/${name}`);
  });

  it('holds no HTTP client but node:http (no undici, no @actions/http-client)', () => {
    for (const [file, text] of startPath) {
      expect({ file, undici: text.includes('undici') }).toEqual({ file, undici: false });
      expect({ file, httpClient: text.includes('HttpClientError') }).toEqual({ file, httpClient: false });
    }
  });

  it('imports no built-in module that only later calls need (crypto, child_process, assert)', () => {
    for (const [file, text] of startPath) {
      const late = [...text.matchAll(/from\s*"(?:node:)?(crypto|child_process|assert)"/g)].map((match) => match[1]);
      expect({ file, late }).toEqual({ file, late: [] });
    }
  });
});

describe('the Actions cache client (dist/chunks/cache-*.js)', () => {
  it('holds no undici: it is loaded first on a runner with the cache service', () => {
    const [cacheChunk] = readdirSync(path.join(DIST, 'chunks')).filter((name) => name.startsWith('cache-'));
    const text = readFileSync(path.join(DIST, 'chunks', cacheChunk!), 'utf8');
    // undici's error codes (UND_ERR_...) are in every build of it.
    expect(text.includes('UND_ERR')).toBe(false);
  });
});
