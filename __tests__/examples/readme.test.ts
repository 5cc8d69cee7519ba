// The README is a user's page: at most 300 lines (reference material lives in
// docs/, linked), its first screen says what the trim list is with its picture
// at 400 px (made by `npm run trim-list-picture`), and every file it links exists.
import { expect, test } from '@jest/globals';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
const PICTURE = 'docs/screenshots/trim-list-400.png';

test('the README is at most 300 lines', () => {
  expect(readme.trimEnd().split('\n').length).toBeLessThanOrEqual(300);
});

test("its first screen says what the trim list is, with the trim list's picture 400 px wide", () => {
  const firstScreen = readme.split('\n').slice(0, 40).join('\n');
  expect(firstScreen).toMatch(/\*\*The trim list\*\*, for NixOS release managers: one issue per release/);
  expect(firstScreen).toContain('](docs/TRIM-LIST.md)');
  const img = new RegExp(`<img [^>]*src="${PICTURE}"[^>]*>`).exec(firstScreen)?.[0];
  expect(img).toMatch(/width="400"/);
  // A PNG whose header (IHDR) says it is 400 px wide: the picture is shown at its own size.
  const png = readFileSync(path.join(ROOT, PICTURE));
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect(png.readUInt32BE(16)).toBe(400);
});

test('its first screen shows --fix in one line, linking docs/FIX.md', () => {
  const firstScreen = readme.split('\n').slice(0, 40);
  expect(firstScreen.filter((line) => line.includes('--fix') && line.includes('](docs/FIX.md)'))).toHaveLength(1);
});

test('every file the README links exists', () => {
  const targets = [...readme.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)|src="([^"]+)"/g)]
    .map((m) => m[1] ?? m[2])
    .filter((target) => !/^[a-z]+:/.test(target));
  expect(targets.length).toBeGreaterThan(10);
  expect(targets.filter((target) => !existsSync(path.join(ROOT, target)))).toEqual([]);
});
