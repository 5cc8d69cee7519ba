// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild.
// Modules loaded with import() (the Actions cache client, the YAML parser)
// become chunks in dist/chunks/. `--check` builds in memory and fails when
// the committed dist/ differs from a fresh build.
import { build } from 'esbuild';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

const check = process.argv.includes('--check');
const outdir = 'dist';

const result = await build({
  entryPoints: { index: 'src/action/index.ts', cli: 'src/cli/main.ts' },
  outdir,
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: 'linked',
  // The maps name the sources; copying their text into dist/ would double its size.
  sourcesContent: false,
  legalComments: 'none',
  // The catalogue of package families (families/catalogue.yaml) is embedded as its text.
  loader: { '.yaml': 'text' },
  logLevel: 'warning',
  // Some dependencies are CommonJS and call require() at run time; an ESM bundle has none of its own.
  banner: {
    js: "#!/usr/bin/env node\nimport { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  write: false,
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
  // Chunks are named by content: remove the ones this build no longer makes.
  for (const file of existing.filter((f) => !built.has(f))) await rm(file);
  for (const [file, output] of built) {
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, output.contents);
  }
}
