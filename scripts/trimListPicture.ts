// `npm run trim-list-picture`: docs/screenshots/trim-list-400.png, the
// README's picture of the trim list. The demo's trim list of NixOS 27.05, as
// `--demo --mode feature-freeze --preview` shows it, rendered by GitHub's
// Markdown engine (Debian's `cmark-gfm`), styled by github-markdown-css as
// GitHub styles an issue on a phone, photographed by headless Chromium 400 px
// wide (the tests' Chromium support). Run it again after a change to what the
// trim list says or how it looks, and look at the picture before committing it.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { findChromium, screenshot } from '../__tests__/report/chromium.js';
import { demo } from '../src/cli/demo.js';
import { cliWords } from '../src/cli/words.js';
import { localTree } from '../src/gather/nixpkgs/tree.js';
import { localSources } from '../src/gather/sources.js';
import { readRunOptions } from '../src/pipeline/options.js';
import { runGuard } from '../src/pipeline/run.js';
import { previewIssuePublisher } from '../src/publish/preview.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
const OUT = path.join(ROOT, 'docs/screenshots/trim-list-400.png');
const TITLE = 'NixOS 27.05: versioned packages to trim before the branch-off';
const WIDTH = 400;
/** The first screen of a phone, give or take: the list's head and its first families. */
const HEIGHT = 1_100;

/** The trim list's body, as the demo's preview shows it. */
async function trimListBody(): Promise<string> {
  const example = demo();
  // The declared families first, so that the picture's first screen shows them; k3s and rke2 follow.
  const values: Record<string, string> = {
    ...example.options,
    mode: 'feature-freeze',
    packages: 'postgresql, nodejs, python, k3s, rke2',
  };
  const options = readRunOptions((name) => values[name] ?? '');
  let shown = '';
  await runGuard({
    options,
    checkout: localTree(example.nixpkgsPath),
    sources: localSources(example.local),
    context: {},
    log: { group: (_title, work) => work(), info: () => undefined, warning: () => undefined },
    publisher: previewIssuePublisher({
      author: options.ownIssuesAuthor,
      createLabels: false,
      show: (text) => (shown += text),
      words: cliWords(true),
    }),
    words: cliWords(true),
  });
  const lines = shown.split('\n');
  const title = lines.indexOf(`Title: ${TITLE}`);
  const start = lines.findIndex((line, i) => i > title && /^--- body \(\d+ characters\) ---$/.test(line));
  const end = lines.indexOf('--- end of body ---', start + 1);
  if (title < 0 || start < 0 || end < 0) throw new Error(`The demo's preview has no issue titled "${TITLE}".`);
  return lines.slice(start + 1, end).join('\n');
}

/** GitHub's Markdown engine, as Debian packages it. */
function cmarkGfm(markdown: string): string {
  const run = spawnSync('cmark-gfm', ['-e', 'table', '-e', 'tasklist', '-e', 'autolink', '-e', 'strikethrough'], {
    input: markdown,
    encoding: 'utf8',
  });
  if (run.error || run.status !== 0)
    throw new Error(
      `cmark-gfm did not run (${run.error?.message ?? run.stderr}); install it: apt-get install cmark-gfm`,
    );
  return run.stdout;
}

function page(html: string): string {
  const css = pathToFileURL(createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css'));
  return `<!doctype html><html><head><meta charset="utf-8">
<link rel="stylesheet" href="${css.href}">
<style>
body { margin: 0; background: #fff; }
/* An issue's body on a phone: GitHub's container, 15 px padding below 768 px. */
.markdown-body { box-sizing: border-box; width: ${WIDTH}px; min-height: ${HEIGHT}px; padding: 15px; }
/* A frame, so that on the README's page the picture reads as a picture of an issue. */
.markdown-body { border: 1px solid #d0d7de; }
/* GitHub marks task lists with classes cmark-gfm does not write: a box instead of a bullet. */
.markdown-body li:has(> input[type=checkbox]) { list-style: none; }
.markdown-body li > input[type=checkbox] { margin: 0 0.3em 0.25em -1.4em; vertical-align: middle; }
</style></head><body><article class="markdown-body">${html}</article></body></html>`;
}

const chromium = findChromium();
if (!chromium.path) throw new Error(chromium.reason);
const file = path.join(mkdtempSync(path.join(tmpdir(), 'trim-list-picture-')), 'trim-list.html');
writeFileSync(file, page(cmarkGfm(await trimListBody())));
await screenshot(chromium.path, file, { width: WIDTH, height: HEIGHT }, OUT);
console.log(`Wrote ${path.relative(ROOT, OUT)} (${WIDTH} x ${HEIGHT} px) from the demo's trim list of NixOS 27.05.`);
