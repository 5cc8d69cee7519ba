// A release-notes bullet under its section, in both folders' shapes.
import { expect, test } from '@jest/globals';
import { addReleaseNote } from '../../src/edit/releaseNote.js';
import { readFixture } from './support.js';

const NIXOS = 'nixos/doc/manual/release-notes/rl-2611.section.md';
const NIXPKGS = 'doc/release-notes/rl-2605.section.md';
const BULLET = '`k3s_1_33` has been removed from nixpkgs.';

function noted(text: string, bullet = BULLET, section?: string): string {
  const result = addReleaseNote('rl.md', text, bullet, section);
  if ('problem' in result) throw new Error(result.problem.message);
  return result.text;
}

test('in place of the placeholder of "Backward Incompatibilities" only (NixOS notes)', () => {
  const text = readFixture('k3s-2026-08-10', NIXOS);
  const after = noted(text);
  expect(after).toContain(
    '{#sec-release-26.11-incompatibilities}\n\n<!-- To avoid merge conflicts, consider adding your item at an arbitrary place in the list instead. -->\n\n- `k3s_1_33` has been removed from nixpkgs.\n\n## Other Notable Changes',
  );
  expect(after.match(/Create the first release note entry/g)).toHaveLength(3);
  expect(after.split('\n')).toHaveLength(text.split('\n').length);
});

test('after the last entry of a section that has entries (Nixpkgs notes), a blank line between', () => {
  const after = noted(readFixture('nodejs-2026-04-23', NIXPKGS));
  expect(after).toContain(
    "  See Gradle's upgrading guide for what changes.\n\n- `k3s_1_33` has been removed from nixpkgs.\n\n## Other Notable Changes",
  );
});

test('another section by its title, case-blind; a bullet of several lines indented into it; the same bullet once', () => {
  const text = readFixture('k3s-2026-08-10', NIXOS);
  const after = noted(text, 'k3s now points to k3s_1_36.\nSee the upgrade notes.', 'other notable changes');
  expect(after).toContain('- k3s now points to k3s_1_36.\n  See the upgrade notes.\n');
  expect(
    addReleaseNote('rl.md', after, 'k3s now points to k3s_1_36.\nSee the upgrade notes.', 'Other Notable Changes'),
  ).toEqual({
    text: after,
    changed: false,
  });
});

test('a heading inside a code block is no section; a missing section is a problem naming the sections', () => {
  const text = '# Notes\n\n```md\n## Backward Incompatibilities\n```\n\n## Highlights {#h}\n\n- One.\n';
  expect(addReleaseNote('rl.md', text, BULLET)).toEqual({
    problem: {
      file: 'rl.md',
      message:
        'no section "Backward Incompatibilities" in the release notes (sections: "Highlights"); the line is not written',
    },
  });
});
