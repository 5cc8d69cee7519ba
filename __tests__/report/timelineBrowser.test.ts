// The timeline drawn by Mermaid's renderer in a real browser, as GitHub draws
// it: each kind of minor bar gets a colour of its own. Runs where Chromium is
// installed (CI installs Debian's); elsewhere it is skipped with the reason.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import { accessSync, constants, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WorkItem } from '../../src/domain/types.js';
import { renderTimeline } from '../../src/report/timeline.js';
import { buildReport, fact, lifecycle, masterAudit, release, upstreamMinors } from './builders.js';

/** A Chromium on PATH (or CHROMIUM), or why there is none. */
function findChromium(): { path?: string; reason?: string } {
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

const chromium = findChromium();
if (!chromium.path) console.warn(`Skipping the timeline's browser rendering test: ${chromium.reason}.`);

interface DrawnBar {
  id: string;
  classes: string;
  fill: string;
  stroke: string;
}

/** Renders `source` with Mermaid's browser bundle in headless Chromium; the bars with their computed colours. */
function drawInChromium(source: string, dir: string): DrawnBar[] {
  const bundle = createRequire(import.meta.url).resolve('mermaid/dist/mermaid.min.js');
  const page = path.join(dir, 'timeline.html');
  writeFileSync(
    page,
    `<!doctype html><html><body><pre id="out">pending</pre>
<script src="${pathToFileURL(bundle).href}"></script>
<script>
mermaid.initialize({ startOnLoad: false });
mermaid.render('chart', ${JSON.stringify(source)}).then(({ svg }) => {
  document.body.insertAdjacentHTML('beforeend', svg);
  const bars = [...document.querySelectorAll('#chart rect.task')].map((rect) => {
    const style = getComputedStyle(rect);
    return { id: rect.id.replace(/^chart-/, ''), classes: rect.getAttribute('class'), fill: style.fill, stroke: style.stroke };
  });
  document.getElementById('out').textContent = JSON.stringify({ bars });
}, (error) => { document.getElementById('out').textContent = JSON.stringify({ error: String(error) }); });
</script></body></html>`,
  );
  const run = spawnSync(
    chromium.path!,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--allow-file-access-from-files',
      '--virtual-time-budget=10000',
      '--dump-dom',
      pathToFileURL(page).href,
    ],
    { encoding: 'utf8', timeout: 60_000 },
  );
  const out = /<pre id="out">([^<]*)<\/pre>/.exec(run.stdout)?.[1];
  if (!out) throw new Error(`Chromium printed no result (exit ${run.status}): ${run.stderr.slice(-500)}`);
  const text = out
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  const result = JSON.parse(text) as { bars?: DrawnBar[]; error?: string };
  if (!result.bars) throw new Error(`Mermaid refused the chart: ${result.error}`);
  return result.bars;
}

(chromium.path ? describe : describe.skip)('the timeline drawn by Mermaid in Chromium', () => {
  let dir: string;
  let bars: Map<string, DrawnBar>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-timeline-'));
    // On 2025-07-01 master packages 1.30 (ended 2025-06-28), 1.31 and 1.32, misses 1.33; 1.29 is history.
    const minors = upstreamMinors();
    minors.set(
      '1.33',
      lifecycle('1.33', '2025-04-23', fact('2026-06-28', true), [release('1.33.0+k3s1', '2025-04-25')]),
    );
    const report = buildReport({
      now: new Date('2025-07-01T08:00:00Z'),
      upstream: { repository: 'k3s-io/k3s', minors, notes: [] },
    });
    const audit = masterAudit();
    const missing: WorkItem = {
      subject: 'k3s_1_33',
      minor: '1.33',
      severity: 'error',
      step: 'add',
      fix: 'Add k3s_1_33.',
      findings: [],
    };
    const source = renderTimeline(report, {
      audit,
      items: [missing],
      marked: audit.release ? [audit.release] : [],
      auditDay: true,
    });
    bars = new Map(drawInChromium(source, dir).map((bar) => [bar.id, bar]));
  }, 90_000);

  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  test('every bar is drawn, the NixOS events as milestones', () => {
    for (const id of ['k3s_1_29', 'k3s_1_30', 'k3s_1_31', 'k3s_1_32', 'k3s_1_33', 'nixos_25_05'])
      expect(bars.has(id)).toBe(true);
    const milestones = [...bars.values()].filter((bar) => bar.classes.includes('milestone'));
    expect(milestones.map((bar) => bar.id)).toEqual(
      expect.arrayContaining(['t_25_05_feature_freeze', 't_25_05_branch_off', 't_25_05_release', 'audit_day']),
    );
  });

  test('packaged, missing, end of life yet packaged and past each look different', () => {
    const look = (id: string): string => `${bars.get(id)!.fill} / ${bars.get(id)!.stroke}`;
    const looks = ['k3s_1_31', 'k3s_1_33', 'k3s_1_30', 'k3s_1_29'].map(look);
    expect(new Set(looks).size).toBe(looks.length);
    // Two packaged minors look alike.
    expect(look('k3s_1_32')).toBe(look('k3s_1_31'));
  });
});
