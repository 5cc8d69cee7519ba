// What the CLI says on stderr while it runs: without --verbose, each warning
// of the run on one line of its own (a warning quotes strangers' text: one
// inert line), and nothing else; with it, the progress too.
import { expect, test } from '@jest/globals';
import { stderrLog } from '../../src/cli/stderrLog.js';

async function said(verbose: boolean): Promise<string[]> {
  const lines: string[] = [];
  const log = stderrLog(verbose, (text) => lines.push(text));
  await log.group('Read the pull requests of k3s', async () => {
    log.info('#412301 merges into a branch this run does not audit; left out.');
    log.warning('The pull requests of NixOS/nixpkgs could not be read: GET /search/issues: 422.\nForged second line');
  });
  return lines;
}

test('without --verbose: each warning, one line each, and no progress', async () => {
  expect(await said(false)).toEqual([
    'k3s-release-guard: warning: The pull requests of NixOS/nixpkgs could not be read: GET /search/issues: 422. Forged second line\n',
  ]);
});

test('with --verbose: the progress and the warnings, under their phase', async () => {
  expect(await said(true)).toEqual([
    '• Read the pull requests of k3s\n',
    '  #412301 merges into a branch this run does not audit; left out.\n',
    '  warning: The pull requests of NixOS/nixpkgs could not be read: GET /search/issues: 422. Forged second line\n',
  ]);
});
