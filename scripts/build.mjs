// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild.
// Code only some runs need (the Actions cache client) goes to dist/chunks/ and
// is loaded on demand, so start-up parses as little as possible.
// `--check` builds in memory and fails when the committed dist/ differs.
// `--naive --outdir DIR` (for `npm run bench` only) builds the strategy the
// bench compares with: the same action reading every page of k3s releases.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import { readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';

const check = process.argv.includes('--check');
const naive = process.argv.includes('--naive');
const outdirAt = process.argv.indexOf('--outdir');
const outdir = outdirAt >= 0 ? process.argv[outdirAt + 1] : 'dist';

// Leave out the HTTP clients the action never uses. It talks to GitHub only
// through its own Octokit (src/github/client.ts); @actions/cache, loaded on
// demand, talks to the cache service through @actions/http-client.
// - @actions/github is used for its run context alone: bundle its Context
//   class, as its index builds `context`, without getOctokit and its proxy
//   agents, which its index creates on import. Importing anything else from
//   it fails the build.
// - @actions/core's OIDC client (getIDToken, never called) gets a stand-in
//   that throws if it is ever constructed.
// - @actions/http-client imports undici (400 KiB) only for the proxy
//   dispatcher it makes for fetch users (getAgentDispatcher); the cache
//   client never asks for one, and sends through node:http and its own
//   proxy tunnel. A stand-in too: loading the cache client compiles less.
const actionsGithubContext = path.join(path.dirname(fileURLToPath(import.meta.resolve('@actions/github'))), 'context.js');
const leftOutImports = [
  { importer: 'node_modules/@actions/core/lib/oidc-utils.js', modules: /^@actions\/http-client(\/lib\/auth)?$/, why: 'k3s-release-guard never asks for an OIDC token' },
  { importer: 'node_modules/@actions/http-client/lib/index.js', modules: /^undici$/, why: 'the Actions cache client never asks for a fetch dispatcher' }
];
const leaveOutUnusedHttpClient = {
  name: 'leave-out-unused-http-client',
  setup(build) {
    build.onResolve({ filter: /^@actions\/github$/ }, () => ({ path: 'context-only', namespace: 'actions-github' }));
    build.onLoad({ filter: /.*/, namespace: 'actions-github' }, () => ({
      contents: `import { Context } from ${JSON.stringify(actionsGithubContext)};\nexport const context = new Context();`,
      loader: 'js',
      resolveDir: path.dirname(actionsGithubContext)
    }));
    build.onResolve({ filter: /^(@actions\/http-client(\/lib\/auth)?|undici)$/ }, (args) => {
      const importer = args.importer.split(path.sep).join('/');
      const left = leftOutImports.find((l) => l.modules.test(args.path) && importer.endsWith(l.importer));
      return left ? { path: args.path, namespace: 'left-out', pluginData: left.why } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'left-out' }, (args) => ({
      contents: `const leftOut = () => { throw new Error(${JSON.stringify(`${args.path} is not bundled: ${args.pluginData}.`)}); };
export class HttpClient { constructor() { leftOut(); } }
export class BearerCredentialHandler { constructor() { leftOut(); } }
export class ProxyAgent { constructor() { leftOut(); } }`,
      loader: 'js'
    }));
  }
};

// Two imports of @actions/core are only used in calls the action makes late or
// never: crypto (a delimiter for setOutput, at the end of a run) and
// @actions/exec (platform details, never asked). Loading them on the first
// call instead of at start keeps crypto, child_process and assert out of
// start-up; the calls behave as before.
const deferredImports = [
  {
    importer: 'node_modules/@actions/core/lib/file-command.js',
    module: 'crypto',
    contents: "export const randomUUID = () => require('node:crypto').randomUUID();"
  },
  {
    importer: 'node_modules/@actions/core/lib/platform.js',
    module: '@actions/exec',
    contents: "export const getExecOutput = (...args) => import('@actions/exec').then((exec) => exec.getExecOutput(...args));"
  }
];
const deferUntilFirstCall = {
  name: 'defer-until-first-call',
  setup(build) {
    build.onResolve({ filter: /^(crypto|@actions\/exec)$/ }, (args) => {
      const importer = args.importer.split(path.sep).join('/');
      const deferred = deferredImports.find((d) => d.module === args.path && importer.endsWith(d.importer));
      return deferred ? { path: args.path, namespace: 'deferred', pluginData: { contents: deferred.contents, resolveDir: path.dirname(args.importer) } } : undefined;
    });
    build.onLoad({ filter: /.*/, namespace: 'deferred' }, (args) => ({
      contents: args.pluginData.contents,
      loader: 'js',
      resolveDir: args.pluginData.resolveDir
    }));
  }
};

// The naive strategy: runAudit passes no oldest minor, so the listing reads every page.
const everyReleasePage = {
  name: 'every-release-page',
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/]audit[\\/]runAudit\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      const naiveSource = source.replace('oldestRelevantMinor, log:', 'oldestRelevantMinor: undefined, log:');
      if (naiveSource === source) throw new Error('runAudit.ts no longer passes `oldestRelevantMinor, log:` to fetchK3sReleases; update --naive in scripts/build.mjs.');
      return { contents: naiveSource, loader: 'ts' };
    });
  }
};

const result = await build({
  entryPoints: { index: 'src/index.ts', cli: 'src/cli.ts' },
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  minify: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  plugins: [leaveOutUnusedHttpClient, deferUntilFirstCall, ...(naive ? [everyReleasePage] : [])],
  logLevel: 'warning',
  // A dependency calls require("net") at run time; ESM bundles have no require.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);"
  },
  write: false
});

async function filesBelow(dir) {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(process.cwd(), path.join(e.parentPath, e.name)));
}

const built = new Map(result.outputFiles.map((file) => [path.relative(process.cwd(), file.path), file]));
const existing = await filesBelow(outdir);

if (check) {
  const stale = [];
  for (const [file, output] of built) {
    const committed = await readFile(file, 'utf8').catch(() => null);
    if (committed !== output.text) stale.push(file);
  }
  stale.push(...existing.filter((file) => !built.has(file)));
  if (stale.length > 0) {
    console.error(`dist/ is stale: ${stale.join(', ')} differ from a fresh build of src/.`);
    console.error('Run `npm run build` and commit dist/.');
    process.exit(1);
  }
  console.log('dist/ is up to date with src/.');
} else {
  // Chunks are content-named: remove the ones this build no longer makes.
  for (const file of existing.filter((f) => !built.has(f))) await rm(file);
  const { writeFile, mkdir } = await import('node:fs/promises');
  for (const [file, output] of built) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, output.contents);
  }
}
