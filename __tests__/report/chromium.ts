// Headless Chromium for the tests that look at a page as a browser draws it:
// Debian's `/usr/bin/chromium` (CI installs it), driven from its command line
// with no library between. A page reports what it measured as JSON in
// `<pre id="out">`, which `--dump-dom` prints once the page's scripts are done.
import { execFile, spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';

const execFileAsync = promisify(execFile);

/** A Chromium on PATH (or CHROMIUM), or why there is none. */
export function findChromium(): { path?: string; reason?: string } {
  const names = process.env.CHROMIUM ? [process.env.CHROMIUM] : ['chromium', 'chromium-browser', 'google-chrome'];
  for (const name of names) {
    const candidates = path.isAbsolute(name)
      ? [name]
      : (process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, name));
    for (const candidate of candidates) {
      try {
        accessSync(candidate, constants.X_OK);
        return { path: candidate };
      } catch {
        // Not here; try the next.
      }
    }
  }
  return { reason: `no Chromium found (looked for ${names.join(', ')}; set CHROMIUM to its path)` };
}

/**
 * A guard against a Chromium that never ends, not a measure: its longest run here, the five documents of the
 * GitHub rendering test drawn in one page, took 9 s on a 2-core machine already busy with other work
 * (2026-12-05), less idle; this is over ten times that.
 */
const CHROMIUM_HANG_MS = 120_000;

export interface PageOptions {
  /** The viewport, in CSS pixels (one device pixel each). */
  width: number;
  height: number;
}

function chromiumArgs(page: string, options: PageOptions, output: string[]): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--allow-file-access-from-files',
    // Scrollbars over the page, as on a phone: they take no width from it.
    '--hide-scrollbars',
    '--force-device-scale-factor=1',
    `--window-size=${options.width},${options.height}`,
    // Long enough for Mermaid's rendering; virtual time ends as soon as the page is idle.
    '--virtual-time-budget=15000',
    ...output,
    pathToFileURL(page).href,
  ];
}

/** Opens `page` (an HTML file) in headless Chromium; what its script put in `<pre id="out">`, parsed. */
export function pageResult<T>(chromium: string, page: string, options: PageOptions): T {
  return pageResults<T>(chromium, page, options, ['out']).get('out')!;
}

/**
 * Opens `page` once and reads what its scripts put in each `<pre>` of `ids`, parsed, by id: several
 * pages measured in one Chromium, whose start costs more than drawing a page.
 */
export function pageResults<T>(chromium: string, page: string, options: PageOptions, ids: string[]): Map<string, T> {
  const run = spawnSync(chromium, chromiumArgs(page, options, ['--dump-dom']), {
    encoding: 'utf8',
    timeout: CHROMIUM_HANG_MS,
  });
  const results = new Map<string, T>();
  for (const id of ids) {
    const out = new RegExp(`<pre id="${id}"[^>]*>([^<]*)</pre>`).exec(run.stdout)?.[1];
    if (!out) throw new Error(`Chromium printed no result ${id} (exit ${run.status}): ${run.stderr.slice(-500)}`);
    const text = out
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    const result = JSON.parse(text) as T & { error?: string };
    if (result.error) throw new Error(`The page failed (${id}): ${result.error}`);
    results.set(id, result);
  }
  return results;
}

/** Saves a PNG of `page` at the viewport of `options` to `file`; several may be taken at once. */
export async function screenshot(chromium: string, page: string, options: PageOptions, file: string): Promise<void> {
  try {
    await execFileAsync(chromium, chromiumArgs(page, options, [`--screenshot=${file}`]), {
      encoding: 'utf8',
      timeout: CHROMIUM_HANG_MS,
    });
  } catch (error) {
    const { code, stderr } = error as { code?: unknown; stderr?: string };
    throw new Error(`Chromium took no screenshot (exit ${String(code)}): ${(stderr ?? '').slice(-500)}`, {
      cause: error,
    });
  }
}
