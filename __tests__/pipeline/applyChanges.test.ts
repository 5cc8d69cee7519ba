// What the action's fix reports of the fix step: what was written and its
// diff, or one line naming the first check that refused the change.
import { describe, expect, test } from '@jest/globals';
import { ApplyError, appliedChanges } from '../../src/pipeline/applyChanges.js';
import type { FixOutcome } from '../../src/pipeline/fixRun.js';

const outcome = (more: Partial<FixOutcome>): FixOutcome =>
  ({ items: [], diff: '', parsed: [], before: { errors: 0, warnings: 0 }, failures: [], ...more }) as FixOutcome;

describe("the fix step's outcome, as the action reports it", () => {
  test('what was written, with its diff; nothing, with an empty one, on a fixed tree', () => {
    const written = { written: ['pkgs/top-level/aliases.nix'], deleted: ['a/1_33/versions.nix'] };
    expect(appliedChanges(outcome({ diff: 'diff --git a/x b/x\n', written }))).toEqual({
      ...written,
      diff: 'diff --git a/x b/x\n',
    });
    expect(appliedChanges(outcome({}))).toEqual({ written: [], deleted: [], diff: '' });
  });

  test('a check that refused it: the first, with its file and line, and how many more', () => {
    const failures = [
      { file: 'pkgs/top-level/all-packages.nix', line: 12, message: "Nix's parser: syntax error, unexpected '}'" },
      { file: 'pkgs/top-level/aliases.nix', message: 'the second audit finds what the first did not' },
    ];
    expect(() => appliedChanges(outcome({ failures }))).toThrow(
      new ApplyError(
        failures[0],
        "Nothing was written: pkgs/top-level/all-packages.nix, line 12: Nix's parser: syntax error, unexpected '}' (and 1 more).",
      ),
    );
    const refused = {
      file: 'pkgs/top-level/aliases.nix',
      message: 'has uncommitted changes; commit or stash them, then run again',
    };
    expect(() => appliedChanges(outcome({ refused }))).toThrow(
      'Nothing was written: pkgs/top-level/aliases.nix: has uncommitted changes; commit or stash them, then run again.',
    );
  });
});
