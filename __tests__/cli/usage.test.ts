// What the option table answers, in-process: an unknown option that is the
// end of one the table has (a family's own option under its plain name, as
// it once was) is answered with the options meant, and docs/CLI.md names only
// options the CLI takes or answers so.
import { describe, expect, test } from '@jest/globals';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { OPTIONS, parseCommandLine, UsageError } from '../../src/cli/usage.js';
import { familiesWithInputs } from '../../src/families/catalogue.js';
import { ROOT } from '../e2e/support/upstreamData.js';

/** The one line a command line is refused with. */
function refusal(argv: string[]): string {
  try {
    parseCommandLine(argv);
  } catch (error) {
    expect(error).toBeInstanceOf(UsageError);
    return (error as Error).message;
  }
  throw new Error(`${argv.join(' ')} was accepted`);
}

describe('an unknown option', () => {
  test('--policy suggests --k3s-policy', () => {
    expect(refusal(['--policy', 'nixpkgs'])).toBe(
      'unknown option --policy (did you mean --k3s-policy?); see --help for the options.',
    );
  });

  test('--releases suggests the option of each family, the default family first', () => {
    expect(refusal(['--releases', 'releases.json'])).toBe(
      'unknown option --releases (did you mean --k3s-releases or --rke2-releases?); see --help for the options.',
    );
  });

  // Every option of a family, typed without the family: the table answers, not a list of special cases.
  const plainNames = [
    ...new Set(
      familiesWithInputs().flatMap(({ id }) =>
        OPTIONS.filter((o) => o.name.startsWith(`${id}-`)).map((o) => o.name.slice(id.length + 1)),
      ),
    ),
  ].filter((plain) => !OPTIONS.some((o) => o.name === plain));

  test.each(plainNames)('--%s names every family option it may mean', (plain) => {
    const meant = OPTIONS.filter((o) => o.name.endsWith(`-${plain}`)).map((o) => `--${o.name}`);
    expect(meant.length).toBeGreaterThan(0);
    const line = refusal([`--${plain}`, 'x']);
    for (const option of meant) expect(line).toContain(option);
    expect(line).toMatch(new RegExp(`^unknown option --${plain} \\(did you mean `));
  });

  test('that ends no option is refused without a guess', () => {
    expect(refusal(['--frobnicate'])).toBe('unknown option --frobnicate; see --help for the options.');
  });
});

test('docs/CLI.md names only options the CLI takes, or that it answers with the one meant', () => {
  const page = readFileSync(path.join(ROOT, 'docs', 'CLI.md'), 'utf8');
  const named = new Set([...page.matchAll(/(?<![\w-])--([a-z][a-z0-9-]*)/g)].map((m) => m[1]));
  const unknown = [...named].filter((name) => !OPTIONS.some((o) => o.name === name));
  for (const name of unknown) expect(refusal([`--${name}`])).toMatch(/did you mean --/);
});
