// Bundles the action (dist/index.js) and the CLI (dist/cli.js) with esbuild.
// `--check` builds in memory and fails when the committed dist/ differs.
import { build } from 'esbuild';
import { readFile } from 'node:fs/promises';
import { relative } from 'node:path';

const check = process.argv.includes('--check');

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  legalComments: 'none',
  logLevel: 'warning',
  // A dependency calls require("net") at run time; ESM bundles have no require.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);"
  },
  write: !check
};

const entries = [
  { in: 'src/index.ts', out: 'dist/index.js' },
  { in: 'src/cli.ts', out: 'dist/cli.js', shebang: true }
];

let stale = [];
for (const entry of entries) {
  const banner = entry.shebang ? { js: '#!/usr/bin/env node\n' + common.banner.js } : common.banner;
  const result = await build({ ...common, banner, entryPoints: [entry.in], outfile: entry.out });
  if (!check) continue;
  for (const file of result.outputFiles) {
    const path = relative(process.cwd(), file.path);
    const committed = await readFile(path, 'utf8').catch(() => null);
    if (committed !== file.text) stale.push(path);
  }
}

if (stale.length > 0) {
  console.error(`dist/ is stale: ${stale.join(', ')} differ from a fresh build of src/.`);
  console.error('Run `npm run build` and commit dist/.');
  process.exit(1);
}
if (check) console.log('dist/ is up to date with src/.');
