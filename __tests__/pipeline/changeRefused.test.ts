// An item whose change cannot be computed says so in its issue, with the file
// and why, instead of just lacking its "The change" section: the demo, with
// PostgreSQL's 14.nix (a file its removal deletes) a symbolic link out of the
// checkout, which no change ever follows.
import { afterAll, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { demo, demoRoot } from '../../src/cli/demo.js';
import { cliWords } from '../../src/cli/words.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { localSources } from '../../src/gather/sources.js';
import { readRunOptions } from '../../src/pipeline/options.js';
import { runGuard } from '../../src/pipeline/run.js';
import { previewIssuePublisher } from '../../src/publish/preview.js';

const root = mkdtempSync(path.join(tmpdir(), 'k3s-guard-refused-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

test("postgresql_14's file a link out of the checkout: its item says the change could not be computed, and why", async () => {
  cpSync(demoRoot(), path.join(root, 'demo'), { recursive: true });
  const outside = path.join(root, 'elsewhere.nix');
  writeFileSync(outside, '{ }\n');
  const file = path.join(root, 'demo', 'nixpkgs', 'pkgs/servers/sql/postgresql/14.nix');
  unlinkSync(file);
  symlinkSync(outside, file);

  const example = demo(path.join(root, 'demo'));
  const values: Record<string, string> = { ...example.options, packages: 'postgresql' };
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
      show: (out) => (shown += out),
      words: cliWords(true),
    }),
    words: cliWords(true),
  });
  const body = shown.slice(shown.indexOf('Title: PostgreSQL release guard: master'));
  const item = body.slice(body.indexOf('key:remove:postgresql_14'), body.indexOf('</details>'));
  expect(item).toContain('<details><summary>The change</summary>');
  expect(item).toContain('It could not be computed:');
  expect(item).toMatch(
    /^ {2}- pkgs\/servers\/sql\/postgresql\/14\.nix: cannot be read: symlink leads outside the nixpkgs checkout; refused$/m,
  );
  expect(item).toContain('k3s-release-guard --fix --packages postgresql --now 2026-11-29');
  expect(item).not.toContain('Written in a checkout by:');
});
