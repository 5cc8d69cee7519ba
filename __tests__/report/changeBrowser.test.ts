// "The change" as a maintainer sees it on a phone: a dashboard body made by
// GitHub's own engine (cmark-gfm), styled by GitHub's Markdown CSS, drawn by
// headless Chromium 400 px wide, collapsed and opened. Nothing may make the
// page scroll sideways (a diff block scrolls inside itself), and the next item
// comes after the section. The screenshots are kept in .screenshots/ (CI
// uploads them). Skipped, with the reason, without Chromium or cmark-gfm.
import { describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { renderDashboardBody } from '../../src/publish/issues/dashboardBody.js';
import { reportItems } from '../../src/report/model.js';
import { K3S } from '../families/builtIn.js';
import { minorEol } from '../publish/findingFixtures.js';
import { itemOf } from './builders.js';
import { findChromium, pageResults, screenshot } from './chromium.js';
import { K3S_1_33 } from './itemChanges.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const chromium = findChromium();
const cmark = spawnSync('cmark-gfm', ['--version'], { encoding: 'utf8' }).status === 0;
const skip = !chromium.path ? chromium.reason : !cmark ? 'cmark-gfm is not on the PATH' : undefined;
if (skip) console.warn(`Skipping "The change" drawn in Chromium: ${skip}.`);

const asset = (id: string): string => pathToFileURL(createRequire(import.meta.url).resolve(id)).href;

/**
 * GitHub's HTML of `markdown`: cmark-gfm, with the task-list class GitHub adds to an item with a box. A list
 * with a section in one item is loose (its items are paragraphs); GitHub then puts the box inside the item's
 * first paragraph, where cmark-gfm's extension leaves it before it (pulldown-cmark/pulldown-cmark#557,
 * dillonkearns/elm-markdown#140 compare the two).
 */
function githubHtml(markdown: string): string {
  const run = spawnSync('cmark-gfm', ['--unsafe', '-e', 'tasklist', '-e', 'table', '-e', 'autolink'], {
    input: markdown,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout
    .replace(/<li>(<input type="checkbox"[^>]*>) ?\n<p>/g, '<li class="task-list-item"><p>$1 ')
    .replace(/<li><input type="checkbox"/g, '<li class="task-list-item"><input type="checkbox"');
}

interface Measured {
  innerWidth: number;
  scrollWidth: number;
  summary: { top: number; bottom: number; right: number };
  pres: { right: number; scrolls: boolean }[];
  next: number;
  detailsBottom: number;
}

/** A 400 px frame of `html` (Chromium's window is never narrower than 500 px) that measures itself into `#id`. */
function frame(html: string, id: string): string {
  const inner = `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${asset('github-markdown-css/github-markdown-light.css')}">
<style>body { margin: 0; background: #fff; }
.markdown-body { box-sizing: border-box; min-width: 200px; max-width: 980px; margin: 0 auto; padding: 15px; }</style>
</head><body><article class="markdown-body">${html}</article><script>
const summary = document.querySelector('summary').getBoundingClientRect();
const details = document.querySelector('details').getBoundingClientRect();
const pres = [...document.querySelectorAll('details pre')].filter((pre) => pre.checkVisibility()).map((pre) => ({
  right: pre.getBoundingClientRect().right, scrolls: pre.scrollWidth > pre.clientWidth }));
const next = [...document.querySelectorAll('li.task-list-item')][1].getBoundingClientRect().top;
frameElement.style.height = document.documentElement.scrollHeight + 'px';
parent.document.getElementById('${id}').textContent = JSON.stringify({ innerWidth, scrollWidth: document.documentElement.scrollWidth,
  summary: { top: summary.top, bottom: summary.bottom, right: summary.right }, pres, next, detailsBottom: details.bottom });
</script></body></html>`;
  const attribute = inner.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<iframe style="display: block; margin: 0 auto; border: 0; width: 400px; height: 1600px" srcdoc="${attribute}"></iframe>
<pre id="${id}" style="display: none">pending</pre>`;
}

(skip ? describe.skip : describe)('"The change" on a phone (cmark-gfm, GitHub\'s CSS, Chromium at 400 px)', () => {
  test('collapsed and opened: no sideways scroll, the diff scrolls in its block, the next item after it', async () => {
    const items = reportItems([
      itemOf(minorEol('master', '1.33'), { step: 'remove', fix: 'Remove k3s_1_33 from master.' }),
      itemOf(minorEol('master', '1.34'), { step: 'remove', fix: 'Remove k3s_1_34 from master.' }),
    ]);
    const body = renderDashboardBody({
      family: K3S,
      branch: 'master',
      summaryMarkdown: '',
      items: [{ ...items[0], change: K3S_1_33 }, items[1]],
    });
    const closed = githubHtml(body);
    const opened = closed.replace('<details>', '<details open>');
    const dir = mkdtempSync(path.join(tmpdir(), 'change-browser-'));
    const pages = { closed: path.join(dir, 'closed.html'), opened: path.join(dir, 'opened.html') };
    const shell = (html: string, id: string): string =>
      `<!doctype html><html><body style="margin: 0; background: #d0d7de">${frame(html, id)}</body></html>`;
    writeFileSync(pages.closed, shell(closed, 'closed'));
    writeFileSync(pages.opened, shell(opened, 'opened'));

    const shown = new Map([
      ...pageResults<Measured>(chromium.path!, pages.closed, { width: 500, height: 1600 }, ['closed']),
      ...pageResults<Measured>(chromium.path!, pages.opened, { width: 500, height: 1600 }, ['opened']),
    ]);
    for (const measured of shown.values()) {
      expect(measured.innerWidth).toBe(400);
      expect(measured.scrollWidth).toBeLessThanOrEqual(measured.innerWidth);
      expect(measured.summary.right).toBeLessThanOrEqual(400);
      expect(measured.next).toBeGreaterThanOrEqual(measured.detailsBottom);
    }
    // Collapsed: no block drawn. Opened: the diff blocks and the command, each within the page, the long lines scrolling inside.
    expect(shown.get('closed')!.pres).toEqual([]);
    const pres = shown.get('opened')!.pres;
    expect(pres).toHaveLength(3 + 1);
    for (const pre of pres) expect(pre.right).toBeLessThanOrEqual(400);
    expect(pres.some((pre) => pre.scrolls)).toBe(true);

    const screenshots = path.join(ROOT, '.screenshots');
    mkdirSync(screenshots, { recursive: true });
    await Promise.all([
      screenshot(
        chromium.path!,
        pages.closed,
        { width: 500, height: 700 },
        path.join(screenshots, 'change-closed-400.png'),
      ),
      screenshot(
        chromium.path!,
        pages.opened,
        { width: 500, height: 1600 },
        path.join(screenshots, 'change-open-400.png'),
      ),
    ]);
  });
});
