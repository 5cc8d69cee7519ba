// The timeline drawn by Mermaid's renderer in a real browser, as GitHub draws
// it: each colour has one meaning (how the branch packages a minor, or a NixOS
// release). Runs where Chromium is installed (CI installs Debian's); elsewhere
// it is skipped with the reason.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { WorkItem } from '../../src/domain/types.js';
import { renderTimeline } from '../../src/report/timeline.js';
import { buildReport, fact, lifecycle, masterAudit, release, upstreamMinors } from './builders.js';
import { findChromium, pageResult } from './chromium.js';

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
  return pageResult<{ bars: DrawnBar[] }>(chromium.path!, page, { width: 1280, height: 800 }).bars;
}

(chromium.path ? describe : describe.skip)('the timeline drawn by Mermaid in Chromium', () => {
  let dir: string;
  let bars: Map<string, DrawnBar>;

  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'k3s-guard-timeline-'));
    // On 2025-07-01 master packages 1.30 (ended 2025-06-28), 1.31 and 1.32, misses 1.33 and does not
    // package 1.34 (released a week before; nothing asks for it yet); 1.29 is older than all it packages.
    const minors = upstreamMinors();
    minors.set(
      '1.33',
      lifecycle('1.33', '2025-04-23', fact('2026-06-28', true), [release('1.33.0+k3s1', '2025-04-25')]),
    );
    minors.set(
      '1.34',
      lifecycle('1.34', '2025-06-24', fact('2026-08-24', true), [release('1.34.0+k3s1', '2025-06-24')]),
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

  test('every bar is drawn, the NixOS events as milestones; no minor older than those packaged', () => {
    for (const id of ['k3s_1_30', 'k3s_1_31', 'k3s_1_32', 'k3s_1_33', 'k3s_1_34', 'nixos_24_11', 'nixos_25_05'])
      expect(bars.has(id)).toBe(true);
    expect(bars.has('k3s_1_29')).toBe(false);
    const milestones = [...bars.values()].filter((bar) => bar.classes.includes('milestone'));
    expect(milestones.map((bar) => bar.id)).toEqual(
      expect.arrayContaining(['t_25_05_feature_freeze', 't_25_05_branch_off', 't_25_05_release', 'audit_day']),
    );
  });

  test('each look has one meaning: packaged, end of life yet packaged, missing, not packaged, a NixOS release', () => {
    const look = (id: string): string => `${bars.get(id)!.fill} / ${bars.get(id)!.stroke}`;
    const meanings = [
      ['k3s_1_31', 'k3s_1_32'],
      ['k3s_1_30'],
      ['k3s_1_33'],
      ['k3s_1_34'],
      // 24.11 ended the day before: a NixOS release all the same, in no colour of a minor's.
      ['nixos_24_11', 'nixos_25_05'],
    ];
    const looks = meanings.map((ids) => [...new Set(ids.map(look))]);
    expect(looks.map((l) => l.length)).toEqual(meanings.map(() => 1));
    expect(new Set(looks.flat()).size).toBe(meanings.length);
  });
});
