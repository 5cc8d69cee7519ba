// What a user is told about releases, held to one story: the examples, the
// README and the docs name the action in one form; before the first release
// that is `@v1` and the README says it is not released; after, the release's
// commit with its version, which CHANGELOG.md dates, and the README says so.
// And scripts/release.mjs, which the release workflow runs, on a copy of the
// repository's files: it checks a tag, gives its notes, and pins the examples.
import { afterAll, describe, expect, test } from '@jest/globals';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ACTION = 'k3s-release-guard/k3s-release-guard';
const UNRELEASED = `${ACTION}@v1 # not released yet: see the README's status`;

interface ReleaseStory {
  /** Every `uses:` line of the action in the examples, the README and the docs, as written after `uses: `. */
  uses: string[];
  /** The README's status, between its markers. */
  status: string;
  /** The anchors of the headings of docs/DEPLOYING.md, as GitHub makes them. */
  deployAnchors: string[];
  /** The dated sections of CHANGELOG.md: version -> day. */
  released: Map<string, string>;
  version: string;
}

function storyOf(root: string): ReleaseStory {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  const files = [
    ...readdirSync(path.join(root, 'examples')).map((f) => `examples/${f}`),
    'README.md',
    ...readdirSync(path.join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => `docs/${f}`),
  ];
  const uses = files.flatMap((file) =>
    [...read(file).matchAll(new RegExp(`^\\s*(?:- )?uses: (${ACTION}@.*)$`, 'gm'))].map((m) => m[1]),
  );
  const status = /<!-- release-status -->\s*([\s\S]*?)\s*<!-- \/release-status -->/.exec(read('README.md'))?.[1] ?? '';
  const released = new Map(
    [...read('CHANGELOG.md').matchAll(/^## \[(\d+\.\d+\.\d+)\] - (\d{4}-\d{2}-\d{2})$/gm)].map((m) => [m[1], m[2]]),
  );
  const { version } = JSON.parse(read('package.json')) as { version: string };
  // GitHub's anchor of a heading: lower case, punctuation dropped, spaces as dashes.
  const deployAnchors = [...read('docs/DEPLOYING.md').matchAll(/^#{2,3} (.+)$/gm)].map((m) =>
    m[1]
      .toLowerCase()
      .replace(/[^a-z0-9 -]/g, '')
      .replace(/ /g, '-'),
  );
  return { uses, status, released, version, deployAnchors };
}

/** What is wrong with the story, in words; none when it holds. */
function problems(story: ReleaseStory): string[] {
  const forms = new Set(story.uses);
  if (forms.size !== 1) return [`the action is named in ${forms.size} forms: ${[...forms].join(' | ')}`];
  const [form] = forms;
  const pinned = new RegExp(`^${ACTION}@[0-9a-f]{40} # v(\\d+\\.\\d+\\.\\d+)$`).exec(form);
  if (form === UNRELEASED) {
    // A release commit dates its own version before the pin that follows it can name its commit.
    const earlier = [...story.released.keys()].filter((v) => v !== story.version);
    // Until then, the way to deploy it is a commit of main, which docs/DEPLOYING.md gives.
    const route = /\]\(docs\/DEPLOYING\.md#([a-z0-9-]*commit-of-main[a-z0-9-]*)\)/.exec(story.status)?.[1];
    return [
      ...(story.status.startsWith('**Status: not released yet.**') ? [] : ['the README does not say "not released"']),
      ...(route !== undefined && story.deployAnchors.includes(route)
        ? []
        : ['the README does not point to the route before the first release (docs/DEPLOYING.md, a commit of main)']),
      ...(earlier.length > 0 ? [`released ${earlier.join(', ')}, but the examples are not pinned`] : []),
    ];
  }
  if (!pinned) return [`"${form}" is neither ${UNRELEASED} nor ${ACTION}@<commit> # vX.Y.Z`];
  const day = story.released.get(pinned[1]);
  if (!day) return [`v${pinned[1]} has no dated section in CHANGELOG.md`];
  return story.status.startsWith(`**Status: v${pinned[1]}, released ${day}.**`)
    ? []
    : [`the README's status does not say v${pinned[1]}, released ${day}`];
}

test('the examples, the README, the docs and the CHANGELOG tell one story of the release', () => {
  const story = storyOf(ROOT);
  expect(story.uses.length).toBeGreaterThanOrEqual(readdirSync(path.join(ROOT, 'examples')).length);
  expect(problems(story)).toEqual([]);
});

test('the story is told in the first screen of the README', () => {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  expect(readme.split('\n').findIndex((line) => line === '<!-- release-status -->')).toBeLessThan(25);
});

describe('scripts/release.mjs, on a copy of the repository', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'release-'));
  for (const entry of ['examples', 'docs', 'README.md', 'CHANGELOG.md', 'package.json'])
    cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));
  const script = path.join(ROOT, 'scripts', 'release.mjs');
  const { version } = storyOf(copy);
  const tag = `v${version}`;
  const commit = 'a1b2c3d4e5f60718293a4b5c6d7e8f9012345678';

  async function release(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    try {
      const { stdout, stderr } = await promisify(execFile)(process.execPath, [script, ...args], { cwd: copy });
      return { code: 0, stdout, stderr };
    } catch (error) {
      const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
      return { code, stdout, stderr };
    }
  }

  const dateTheRelease = () => {
    const changelog = readFileSync(path.join(copy, 'CHANGELOG.md'), 'utf8');
    writeFileSync(
      path.join(copy, 'CHANGELOG.md'),
      changelog.replace('## [Unreleased]\n', `## [Unreleased]\n\n## [${version}] - 2027-01-15\n`),
    );
  };

  test('check refuses a tag before CHANGELOG.md dates it, and one that is not the version of package.json', async () => {
    expect(await release('check', tag)).toMatchObject({
      code: 1,
      stderr: `release: CHANGELOG.md has no section "## [${version}] - YYYY-MM-DD"; move the Unreleased notes there.\n`,
    });
    dateTheRelease();
    expect(await release('check', tag)).toMatchObject({ code: 0 });
    expect(await release('check', 'v99.0.0')).toMatchObject({
      code: 1,
      stderr: `release: the tag v99.0.0 is not the version of package.json (${version}).\n`,
    });
    expect(await release('check', version)).toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/not a release tag/),
    });
  });

  test("a release commit, before its pin, still tells the story (the examples can't name their own commit)", () => {
    expect(problems(storyOf(copy))).toEqual([]);
  });

  test('notes gives the dated section, without its heading', async () => {
    const { code, stdout } = await release('notes', tag);
    expect(code).toBe(0);
    expect(stdout).toMatch(/^Nothing is released yet/);
    expect(stdout).not.toContain(`## [${version}]`);
    expect(stdout).not.toContain('## [Unreleased]');
  });

  test("pin names the release by its commit everywhere, and the README's status says it is out", async () => {
    expect(await release('pin', tag, 'main')).toMatchObject({ code: 1, stderr: expect.stringMatching(/not a commit/) });
    expect(await release('pin', tag, commit)).toMatchObject({ code: 0 });
    const story = storyOf(copy);
    expect(new Set(story.uses)).toEqual(new Set([`${ACTION}@${commit} # ${tag}`]));
    expect(story.status).toMatch(
      new RegExp(`^\\*\\*Status: ${tag}, released 2027-01-15\\.\\*\\* Pin it by its commit`),
    );
    expect(problems(story)).toEqual([]);
    // A second run changes nothing.
    const readme = readFileSync(path.join(copy, 'README.md'), 'utf8');
    await release('pin', tag, commit);
    expect(readFileSync(path.join(copy, 'README.md'), 'utf8')).toBe(readme);
  });

  test('the story is broken when the examples disagree, or a release is not pinned', () => {
    const story = storyOf(ROOT);
    expect(problems({ ...story, uses: [...story.uses, `${ACTION}@v1`] })).toEqual([
      expect.stringMatching(/^the action is named in 2 forms/),
    ]);
    expect(problems({ ...story, released: new Map([['0.0.1', '2026-12-01']]), version: '0.0.2' })).toEqual([
      'released 0.0.1, but the examples are not pinned',
    ]);
    expect(problems({ ...story, deployAnchors: [] })).toEqual([
      'the README does not point to the route before the first release (docs/DEPLOYING.md, a commit of main)',
    ]);
  });
});
