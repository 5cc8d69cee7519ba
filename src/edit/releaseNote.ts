// Adds a bullet to release notes (nixos/doc/manual/release-notes/rl-YYMM.section.md
// or doc/release-notes/rl-YYMM.section.md), under the heading of a section
// (`## Backward Incompatibilities {#sec-release-26.11-incompatibilities}`): in
// place of the placeholder a new file has ("- Create the first release note
// entry in this section!"), else after the section's last entry. The same
// bullet twice is written once.
import type { TextEdit } from './change.js';

export const DEFAULT_SECTION = 'Backward Incompatibilities';

const HEADING = /^(#{1,6})[ \t]+(.*?)[ \t]*(?:\{#[^}]*\})?[ \t]*$/;
const PLACEHOLDER = /^- Create the first release note entry in this section!\s*$/;
const FENCE = /^\s*(```|~~~)/;

/** `text` of `file` with `bullet` under `section`. The bullet's later lines are indented into it. */
export function addReleaseNote(file: string, text: string, bullet: string, section = DEFAULT_SECTION): TextEdit {
  const lines = text.split('\n');
  const headings: { index: number; level: number; title: string }[] = [];
  let fenced = false;
  lines.forEach((line, index) => {
    if (FENCE.test(line)) fenced = !fenced;
    const heading = fenced ? null : HEADING.exec(line);
    if (heading) headings.push({ index, level: heading[1].length, title: heading[2] });
  });
  const wanted = section.trim().toLowerCase();
  const found = headings.findIndex((h) => h.title.toLowerCase() === wanted);
  if (found === -1) {
    const titles = headings.filter((h) => h.level === 2).map((h) => `"${h.title}"`);
    return {
      problem: {
        file,
        message: `no section "${section}" in the release notes (sections: ${titles.join(', ') || 'none'}); the line is not written`,
      },
    };
  }
  const heading = headings[found];
  const next = headings.slice(found + 1).find((h) => h.level <= heading.level);
  const end = next ? next.index : lines.length;

  const written = bullet
    .trim()
    .split('\n')
    .map((line, i) => (i === 0 ? `- ${line.trim()}` : line.trim() === '' ? '' : `  ${line.trim()}`));
  for (let i = heading.index + 1; i < end; i++) if (lines[i].trimEnd() === written[0]) return { text, changed: false };

  const placeholder = lines.findIndex((line, i) => i > heading.index && i < end && PLACEHOLDER.test(line));
  if (placeholder !== -1) {
    lines.splice(placeholder, 1, ...written);
  } else {
    let last = end - 1;
    while (last > heading.index && lines[last].trim() === '') last -= 1;
    lines.splice(last + 1, 0, '', ...written);
  }
  return { text: lines.join('\n'), changed: true };
}
