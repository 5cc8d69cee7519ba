// "The change" under a work item, as the issues show it: per file the lines
// removed and added with no hunk offsets, the files deleted, the command that
// writes it and what is left to a person; counted when long; inert whatever
// the checkout's lines hold, as GitHub's own engine (cmark-gfm) reads it.
import { describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import type { ItemChange } from '../../src/domain/itemChange.js';
import { CHANGE_LINES_SHOWN, changeSection } from '../../src/report/changeMarkdown.js';
import { codeBlock } from '../../src/report/inertText.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import { familyReport } from '../../src/report/model.js';
import { buildReport } from './builders.js';
import { K3S_1_33 } from './itemChanges.js';

const cmark = spawnSync('cmark-gfm', ['--version'], { encoding: 'utf8' });
const haveCmark = cmark.status === 0;
if (!haveCmark) console.warn('Skipping the cmark-gfm checks of "The change": cmark-gfm is not on the PATH.');

/** The HTML GitHub's engine makes of `markdown` (raw HTML allowed, as GitHub's sanitizer then keeps details and summary). */
function html(markdown: string): string {
  const run = spawnSync('cmark-gfm', ['--unsafe', '-e', 'tasklist', '-e', 'table', '-e', 'autolink'], {
    input: markdown,
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(run.stderr);
  return run.stdout;
}

/** A list item holding the section, as the dashboards write it. */
const item = (change: ItemChange, detail: 'lines' | 'counts' = 'lines'): string =>
  [
    '- [ ] ❌ **`k3s_1_33`**: Remove k3s_1_33 <!-- key:remove:k3s_1_33 -->',
    '  - `minor-eol`: ended',
    ...changeSection(change, 2, detail),
    '- [ ] next <!-- key:next -->',
  ].join('\n');

describe('"The change" of an item', () => {
  it('shows, per file, its removed then its added lines in a diff block, with no hunk offsets, then the files deleted', () => {
    const lines = changeSection(K3S_1_33, 2, 'lines');
    const text = lines.join('\n');
    expect(lines[0]).toBe('  <details><summary>The change</summary>');
    expect(lines.at(-2)).toBe('  </details>');
    expect(lines.at(-1)).toBe('');
    expect(text).not.toMatch(/@@/);
    expect(text).toContain('  `pkgs/top-level/all-packages.nix`\n  ```diff\n  -    k3s_1_33\n  ```');
    expect(text).toContain('  -  k3s_1_33 = common (\n  -    (import ./1_33/versions.nix)');
    expect(text).toContain(`  +  k3s_1_33 = throw "'k3s_1_33' has been removed`);
    // A deleted file is named with its size, not shown.
    expect(text).toContain('  - `pkgs/applications/networking/cluster/k3s/1_33/versions.nix`: deleted (14 lines)');
    expect(text).not.toContain('-  x = 1;');
    expect(text).toContain('  ```sh\n  node dist/cli.js --fix --packages k3s --now 2026-08-10\n  ```');
    expect(text).toContain('  Left to a person:\n\n  - Move the NixOS test of');
    // Every line is under the list item: indented, or blank.
    expect(lines.every((line) => line === '' || line.startsWith('  '))).toBe(true);
  });

  it(`over ${CHANGE_LINES_SHOWN} lines, shows the files and their line counts instead`, () => {
    const long: ItemChange = {
      ...K3S_1_33,
      files: [
        {
          path: 'pkgs/top-level/all-packages.nix',
          removed: Array<string>(CHANGE_LINES_SHOWN).fill('  a = 1;'),
          added: ['  b = 2;'],
        },
      ],
    };
    const text = changeSection(long, 2, 'lines').join('\n');
    expect(text).not.toContain('```diff');
    expect(text).toContain('Its files (61 lines, too many to show here):');
    expect(text).toContain('  - `pkgs/top-level/all-packages.nix`: 60 lines removed, 1 added');
    // At the limit, the lines.
    const atLimit = { ...long, files: [{ ...long.files[0], removed: long.files[0].removed.slice(1) }] };
    expect(changeSection(atLimit, 2, 'lines').join('\n')).toContain('```diff');
  });

  it('counted when a body is near its limit; nothing at all when told', () => {
    const text = changeSection(K3S_1_33, 2, 'counts').join('\n');
    expect(text).toContain('Its files (counted to fit the issue):');
    expect(text).toContain('`pkgs/top-level/aliases.nix`: 0 lines removed, 1 added');
    expect(text).toContain('node dist/cli.js --fix');
    expect(changeSection(K3S_1_33, 2, 'none')).toEqual([]);
  });

  it('a fence no line can close: longer than any run of backticks in the lines', () => {
    expect(codeBlock(['a ``` b', '`````'], 'diff')).toEqual(['``````diff', 'a ``` b', '`````', '``````']);
    expect(codeBlock(['plain'])).toEqual(['```', 'plain', '```']);
  });

  (haveCmark ? it : it.skip)(
    'renders as one collapsed section inside its list item, the next item after it (cmark-gfm)',
    () => {
      const out = html(item(K3S_1_33));
      // Two boxes; the section is in the first, and the second comes after it.
      expect(out.match(/<input type="checkbox"/g)).toHaveLength(2);
      expect(out.indexOf('</details>')).toBeLessThan(out.indexOf('next'));
      const first = out.slice(out.indexOf('<li>'), out.indexOf('next'));
      expect(first).toContain('<details><summary>The change</summary>');
      expect(first).toContain('<pre><code class="language-diff">-    k3s_1_33\n</code></pre>');
      expect(first).toContain('</details>');
      expect(out).toMatch(/<li><input type="checkbox" disabled="" \/> ?\n?<p>next/);
    },
  );

  (haveCmark ? it : it.skip)(
    'a hostile line stays text in its block: no fence closed, no tag, no marker, no mention (cmark-gfm)',
    () => {
      const hostile: ItemChange = {
        files: [
          {
            path: 'pkgs/top-level/all-packages.nix',
            removed: ['  a = 1; ```', '````', '</details> <img src=x onerror=alert(1)> [x](https://evil.example)'],
            added: [
              '  b = "<!-- k3s-release-guard:dashboard:master -->"; # @NixOS/k3s #12',
              '\u001b[31mred\r\n- [x] forged <!-- key:remove:k3s_1_33 -->',
            ],
          },
        ],
        command: 'node dist/cli.js --fix --packages k3s',
        forAPerson: ['Ask @NixOS/security about <b>k3s_1_33</b>'],
      };
      const markdown = item(hostile);
      const out = html(markdown);
      const pre = /<pre><code class="language-diff">([\s\S]*?)<\/code><\/pre>/.exec(out)?.[1] ?? '';
      expect(pre.split('\n').filter(Boolean)).toHaveLength(5);
      expect(pre).toContain('&lt;/details&gt; &lt;img src=x onerror=alert(1)&gt;');
      expect(out).not.toMatch(/<img|<a href|<b>/);
      // No comment the action would read back as its marker or a key, even as text.
      expect(markdown).not.toContain('<!-- k3s-release-guard:dashboard');
      expect(markdown.match(/<!-- key:/g)).toHaveLength(2);
      expect(markdown).not.toContain('\u001b');
      // The person's line is prose with its handles in code spans.
      expect(out).toContain('<code>@NixOS/security</code>');
      expect(out.match(/<details>/g)).toHaveLength(1);
      expect(out.match(/<\/details>/g)).toHaveLength(1);
    },
  );

  (haveCmark ? it : it.skip)('the job summary shows it collapsed under its item too (cmark-gfm)', () => {
    const model = familyReport(buildReport());
    const [branch] = model.branches;
    expect(branch.items.length).toBeGreaterThan(1);
    branch.items[0] = { ...branch.items[0], change: K3S_1_33 };
    const markdown = renderMarkdown(model);
    expect(markdown.match(/<summary>The change<\/summary>/g)).toHaveLength(1);
    const out = html(markdown);
    // Inside the first item of the numbered list; the second item follows it in the same list.
    const list = out.slice(out.indexOf('<ol>'), out.indexOf('</ol>'));
    expect(list).toContain('<details><summary>The change</summary>');
    expect(list.indexOf('</details>')).toBeLessThan(list.lastIndexOf('<li>'));
  });

  (haveCmark ? it : it.skip)(
    'a change that could not be computed says why, with file and line, inert, and gives no command as its writer',
    () => {
      const refused: ItemChange = {
        files: [],
        command: 'k3s-release-guard --fix --packages k3s --now 2026-08-10',
        refused: [
          'pkgs/applications/networking/cluster/k3s/default.nix, line 41: the binding of k3s_1_33 does not end with ";" <b>x</b>',
        ],
      };
      const section = changeSection(refused, 2, 'lines').join('\n');
      expect(section).toContain('It could not be computed:');
      expect(section).not.toContain('Written in a checkout by:');
      expect(section).toContain('The command that would write it stops there too, and writes nothing:');
      const out = html(item(refused));
      const details = out.slice(out.indexOf('<details>'), out.indexOf('</details>'));
      expect(details).toContain(
        '<li>pkgs/applications/networking/cluster/k3s/default.nix, line 41: the binding of <code>k3s_1_33</code>',
      );
      expect(details).not.toMatch(/<b>/);
      expect(details).toContain('<code class="language-sh">k3s-release-guard --fix --packages k3s --now 2026-08-10');
    },
  );
});
