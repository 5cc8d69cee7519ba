// What --fix says in a terminal: a file name from the checkout is shown as
// inert text, so an escape sequence in a name cannot repaint the terminal.
import { describe, expect, it } from '@jest/globals';
import { fixSummaryText } from '../../src/cli/fixSummary.js';
import type { FixOutcome } from '../../src/pipeline/fixRun.js';

const ESCAPE = '\u001b[2J\u001b[31m';

function outcome(): FixOutcome {
  return {
    // The summary reads no audit: the run's result is not needed to word it.
    result: {} as FixOutcome['result'],
    items: [{ family: 'k3s', subject: 'k3s_1_33', status: 'changed', files: [`pkgs/${ESCAPE}x.nix`], forAPerson: [] }],
    diff: '',
    parsed: [],
    before: { errors: 1, warnings: 0 },
    after: { errors: 0, warnings: 0 },
    failures: [],
    references: {
      names: [
        { name: 'k3s_1_33', shown: [{ name: 'k3s_1_33', file: `nixos/tests/${ESCAPE}\nk3s.nix`, line: 3 }], total: 1 },
      ],
      filesSearched: 10,
      notSearched: [],
    },
  };
}

describe('the --fix summary', () => {
  it('shows the changed files and the references of a checkout without their control characters, one line each', () => {
    const text = fixSummaryText(outcome(), false);
    expect(text).not.toContain('\u001b');
    expect(text).toContain('k3s_1_33 (k3s): changed pkgs/[2J[31mx.nix');
    expect(text).toContain('  nixos/tests/[2J[31m k3s.nix:3');
  });
});
