// endoflife.date's text is upstream text: a hostile answer (a cycle's name and
// its latest version holding a mention, a link and HTML) shows in the job
// summary and the terminal report as inert text, never as Markdown or a mention.
import { afterAll, expect, it } from '@jest/globals';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cliWords } from '../../../src/cli/words.js';
import type { RunLog } from '../../../src/domain/runLog.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { localSources } from '../../../src/gather/sources.js';
import { readRunOptions } from '../../../src/pipeline/options.js';
import { runGuard } from '../../../src/pipeline/run.js';

const DAY = path.resolve(import.meta.dirname, '../../fixtures/families/2025-10-02');
const PAYLOAD = '@NixOS/everyone [x](https://evil.example) <img src=x> | #12';
const folder = mkdtempSync(path.join(tmpdir(), 'endoflife-inert-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Release {
  name: string;
  latest?: { name: string; date: string | null; link: string | null } | null;
}

it("shows a hostile endoflife.date answer's text inert in the job summary", async () => {
  cpSync(path.join(DAY, 'endoflife'), folder, { recursive: true });
  const file = path.join(folder, 'postgresql.json');
  const answer = JSON.parse(readFileSync(file, 'utf8')) as { result: { releases: Release[] } };
  for (const release of answer.result.releases)
    if (release.name === '13') release.latest = { name: `13.22 ${PAYLOAD}`, date: '2025-08-14', link: null };
  writeFileSync(file, JSON.stringify(answer));
  const given: Record<string, string> = { now: '2025-11-20', packages: 'postgresql' };
  const log: RunLog = { group: (_title, work) => work(), info: () => undefined, warning: () => undefined };
  const result = await runGuard({
    options: readRunOptions((name) => given[name] ?? ''),
    checkout: localTree(path.join(DAY, 'master')),
    sources: localSources({ endoflife: folder }),
    context: {},
    log,
    words: cliWords(true),
  });
  // Quoted whole in a code span (a table cell's pipe escaped), and nowhere outside one.
  expect(result.summary).toContain(`\`13.22 ${PAYLOAD.replace('|', '\\|')}\``);
  const outsideCode = result.summary.replace(/`[^`\n]*`/g, '');
  for (const part of ['@NixOS/everyone', 'evil.example', '<img', '#12']) expect(outsideCode).not.toContain(part);
});
