// `--demo --packages all` as a user types it, in process: the demo records
// endoflife.date's answer of its day for every product of the catalogue, so
// nothing is unknown and nothing goes to stderr, from the project's folder or
// any other. A lifecycle that is unknown is said once for the run, on the
// report, and a folder the user typed is named as typed.
import { afterAll, describe, expect, test } from '@jest/globals';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_DAY } from '../../src/cli/demo.js';
import { builtInCatalogue } from '../../src/families/catalogue.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { ROOT } from '../e2e/support/upstreamData.js';

const elsewhere = mkdtempSync(path.join(tmpdir(), 'k3s-guard-demo-quiet-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

interface Answer {
  generated_at: string;
  result: { name: string; releases: Array<{ name: string; eolFrom: string | null; isEol: boolean }> };
}

describe('the demo with every family of the catalogue', () => {
  test('records an answer of its day for every endoflife.date product of the catalogue', () => {
    const products = builtInCatalogue().families.flatMap((family) => family.upstream.product ?? []);
    expect(products.length).toBeGreaterThanOrEqual(12);
    for (const product of products) {
      const answer = JSON.parse(
        readFileSync(path.join(ROOT, 'demo', 'recorded', 'endoflife', `${product}.json`), 'utf8'),
      ) as Answer;
      expect(answer.result.name).toBe(product);
      expect(answer.generated_at.slice(0, 10)).toBe(DEMO_DAY);
      // Consistent with its day: a cycle has ended exactly when its end lies before the demo's day.
      for (const cycle of answer.result.releases)
        expect([product, cycle.name, cycle.isEol]).toEqual([
          product,
          cycle.name,
          cycle.eolFrom !== null && cycle.eolFrom < DEMO_DAY,
        ]);
    }
  });

  test.each([
    ['the project folder', ROOT],
    ['another folder', elsewhere],
  ])(
    '--packages all prints nothing on stderr, run from %s',
    async (_where, cwd) => {
      for (const args of [
        ['--demo', '--packages', 'all'],
        ['--demo', '--packages', 'all', '--all-branches'],
      ]) {
        const run = await runCliInProcess(args, {}, cwd);
        expect({ args, stderr: run.stderr }).toEqual({ args, stderr: '' });
        expect(run.stdout).not.toContain('unknown this run');
        expect(run.stdout).toContain('branch');
      }
    },
    60_000,
  );

  test('an unknown lifecycle is said once for the run, and the folder the user typed is named as typed', async () => {
    mkdirSync(path.join(elsewhere, 'answers'));
    const quiet = await runCliInProcess(['--demo', '--packages', 'all', '--endoflife', 'answers'], {}, elsewhere);
    expect(quiet.stderr).toBe('');
    const flat = quiet.stdout.replace(/\s+/g, ' ');
    expect(flat.match(/unknown this run/g)).toHaveLength(1);
    expect(flat).toContain('The lifecycles of 12 families are unknown this run (no recorded answer)');
    // With --verbose, each product's line names its file as typed, never by an absolute path.
    const verbose = await runCliInProcess(
      ['--demo', '--packages', 'all', '--endoflife', 'answers', '--verbose'],
      {},
      elsewhere,
    );
    expect(verbose.stderr).toContain('no recorded answer (answers/php.json).');
    expect(verbose.stderr).not.toContain(elsewhere);
  }, 60_000);
});
