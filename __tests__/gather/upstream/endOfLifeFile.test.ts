// Upstream lifecycles offline: `--endoflife DIR` holds recorded answers of
// endoflife.date, one <product>.json each, read through the same parsing as
// the API's. A product the folder lacks is unknown (said once, never asked
// online); a file that is not JSON or not of the API's shape is the user's to
// fix, named; without a folder and without the API, every product is unknown.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { LocalFileError } from '../../../src/gather/localFile.js';
import { githubSources, localSources } from '../../../src/gather/sources.js';
import { createEndOfLifeClient } from '../../../src/gather/upstream/endOfLifeClient.js';
import { createGitHubClient } from '../../../src/github/client.js';
import { EndOfLifeDouble } from '../../double/endoflifeDouble.js';

const ANSWERS = fileURLToPath(new URL('../../fixtures/endoflife/answers/', import.meta.url));

function collect() {
  const lines = { info: [] as string[], warning: [] as string[] };
  return {
    lines,
    log: { info: (m: string) => void lines.info.push(m), warning: (m: string) => void lines.warning.push(m) },
  };
}

const double = new EndOfLifeDouble();
beforeAll(() => double.start());
afterAll(() => double.stop());

/** The API a run would have besides the folder: endoflife.date's double. */
const api = () =>
  githubSources(
    createGitHubClient({ baseUrl: double.url }),
    'NixOS/nixpkgs',
    {},
    createEndOfLifeClient({ baseUrl: double.url }),
  );

describe('a folder of recorded answers', () => {
  test('answers each product from its file, once, saying which file and its last_modified', async () => {
    const sources = localSources({ endoflife: ANSWERS }, api());
    const { lines, log } = collect();
    const [first, again] = [
      await sources.endOfLife({ product: 'postgresql', log }),
      await sources.endOfLife({ product: 'postgresql', log }),
    ];
    // Named relative to the working folder, never by its absolute path.
    const file = path.relative(process.cwd(), path.join(ANSWERS, 'postgresql.json'));
    expect(first).toMatchObject({
      known: true,
      source: { from: file, lastModified: '2025-09-28T04:58:27+00:00', revalidated: false },
    });
    expect(again).toBe(first);
    expect(lines.info).toEqual([
      `The lifecycle of postgresql: 5 cycles from ${file}, last modified 2025-09-28T04:58:27+00:00.`,
    ]);
    expect(double.exchanges).toEqual([]);
  });

  test('a product it has no file of is unknown, said once, and not asked online', async () => {
    const sources = localSources({ endoflife: ANSWERS }, api());
    const { lines, log } = collect();
    await sources.endOfLife({ product: 'php', log });
    const php = await sources.endOfLife({ product: 'php', log });
    const file = path.relative(process.cwd(), path.join(ANSWERS, 'php.json'));
    expect(php).toEqual({ product: 'php', known: false, why: 'no recorded answer', from: file });
    expect(lines.warning).toEqual([]);
    expect(lines.info).toEqual([
      `The lifecycle of php (endoflife.date) is unknown this run, so no end of its cycles is known: no recorded answer (${file}).`,
    ]);
    expect(double.exchanges).toEqual([]);
  });

  describe('a file the user gave that cannot be used', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'k3s-guard-endoflife-'));
    cpSync(ANSWERS, folder, { recursive: true });
    writeFileSync(path.join(folder, 'go.json'), '{"schema_version": "1.2.1", "result": {');
    writeFileSync(
      path.join(folder, 'linux.json'),
      JSON.stringify({ last_modified: '2025-10-01T03:55:42+00:00', result: { releases: [{ name: '6.17' }] } }),
    );
    writeFileSync(path.join(folder, 'nodejs.json'), JSON.stringify([{ cycle: '22', eol: '2027-04-30' }]));

    test.each([
      ['go', /^not valid JSON \(.+\)$/],
      ['linux', /^not of API v1's shape: result\.releases\[0\]\.releaseDate is missing$/],
      // The retired API v0's shape: a list of cycles.
      ['nodejs', /^not of API v1's shape: the answer is an array, not an object$/],
    ])('%s.json stops the run, naming the file, what is wrong and what to give', async (product, problem) => {
      const sources = localSources({ endoflife: folder });
      const error = await sources.endOfLife({ product, log: collect().log }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LocalFileError);
      expect(error).toMatchObject({
        file: path.join(folder, `${product}.json`),
        problem: expect.stringMatching(problem),
        expected: `the body of GET https://endoflife.date/api/v1/products/${product} (endoflife.date's API v1), as it answers it`,
      });
    });

    test('the other products of the folder stay readable', async () => {
      const sources = localSources({ endoflife: folder });
      await sources.endOfLife({ product: 'go', log: collect().log }).catch(() => undefined);
      expect(await sources.endOfLife({ product: 'postgresql', log: collect().log })).toMatchObject({ known: true });
    });
  });
});

describe('without a folder', () => {
  test('the API answers, when the run has one', async () => {
    double.setProduct('go', JSON.parse(readFileSync(path.join(ANSWERS, 'go.json'), 'utf8')) as unknown);
    const lifecycle = await localSources({}, api()).endOfLife({ product: 'go', log: collect().log });
    expect(lifecycle).toMatchObject({ known: true, source: { from: `${double.url}/api/v1/products/go` } });
  });

  test('offline, every product is unknown, said once, and the line says how to give it', async () => {
    const { lines, log } = collect();
    const sources = localSources({});
    expect(await sources.endOfLife({ product: 'go', log })).toMatchObject({
      known: false,
      why: 'not read offline; give --endoflife DIR holding go.json',
    });
    await sources.endOfLife({ product: 'go', log });
    expect(lines.info).toHaveLength(1);
  });
});
