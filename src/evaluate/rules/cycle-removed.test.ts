// cycle-removed by the kinds of families declared as data, in a pull request
// check (a base with cycles 31, ended on 2025-01-14, and 33, supported): what a
// release branch keeps, a pull request may not remove; master, a release
// branch that drops cycles before its release, and a kernel past its end are
// not held; without a base (no pull request check) nothing is said.
import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { stableBranch } from '../../../__tests__/evaluate/builders.js';
import {
  cycles,
  declaredInput,
  family,
  lifecycle,
  said,
  type DeclaredFamily,
} from '../../../__tests__/evaluate/declaredBuilders.js';
import type { Branch } from '../../domain/types.js';

const KINDS = {
  before: family({ kind: 'before-branch-off' }),
  lts: family({ kind: 'lts-only' }),
  kernel: family({ kind: 'at-end-everywhere' }),
  marked: family({ kind: 'mark-at-end' }),
  upgrade: family({ kind: 'upgrade-path' }),
};
const MASTER: Branch = { name: 'master', kind: 'unstable' };
const SUPPORTED = stableBranch('24.11');
/** release-25.05 between its branch-off (2025-05-16) and its release (2025-05-23). */
const PRE_RELEASE = stableBranch('25.05');

/** The head packages `head` of the base's 31 and 33; `base: false` is a run that is no pull request check. */
function run(of: DeclaredFamily, branch: Branch, now: string, head: string[], base = true) {
  const input = declaredInput({
    family: of,
    now,
    branch,
    packaged: cycles(of, Object.fromEntries(head.map((c) => [c, {}])), branch.release ?? '25.05'),
    upstream: lifecycle(of, {
      '31': { release: '2024-06-11', eol: '2025-01-14' },
      '33': { release: '2024-10-15', eol: '2025-12-31' },
    }),
  });
  if (base) input.others = { base: { branch: branch.name, minors: ['31', '33'], source: 'the base' } };
  return evaluate(input).findings.filter((f) => f.rule === 'cycle-removed');
}

describe('a pull request removing a cycle from a release branch', () => {
  it.each([
    ['before-branch-off: a released branch keeps an ended cycle', KINDS.before, SUPPORTED, ['33'], ['pg_31']],
    ['before-branch-off: and a supported one', KINDS.before, SUPPORTED, ['31'], ['pg_33']],
    ['lts-only: a released branch keeps its cycles', KINDS.lts, SUPPORTED, ['33'], ['pg_31']],
    ['mark-at-end: a released branch keeps it, marked', KINDS.marked, SUPPORTED, ['33'], ['pg_31']],
    ['upgrade-path: a released branch keeps it', KINDS.upgrade, SUPPORTED, ['33'], ['pg_31']],
    ['at-end-everywhere: a kernel not ended stays', KINDS.kernel, SUPPORTED, ['31'], ['pg_33']],
    ['at-end-everywhere: an ended kernel leaves', KINDS.kernel, SUPPORTED, ['33'], []],
    ['before-branch-off: before its release a branch may still drop it', KINDS.before, PRE_RELEASE, ['33'], []],
    ['upgrade-path: before its release too, a branch keeps it', KINDS.upgrade, PRE_RELEASE, ['33'], ['pg_31']],
    ['master is not held to it', KINDS.upgrade, MASTER, ['33'], []],
    ['nothing removed', KINDS.before, SUPPORTED, ['31', '33'], []],
  ])('%s', (_case, of, branch, head, blamed) => {
    const now = branch === PRE_RELEASE ? '2025-05-20' : '2025-03-27';
    const findings = run(of, branch, now, head);
    expect(said(findings)).toEqual(blamed.map((attr) => `cycle-removed error ${attr}`));
  });

  it('says what the release keeps, and why', () => {
    const [finding] = run(KINDS.upgrade, SUPPORTED, '2025-03-27', ['33']);
    expect(finding.message).toBe(
      'pg_31 is removed from release-24.11 by this pull request, but NixOS 24.11 keeps it for the upgrade path ' +
        '(marked, as it has ended): leave it in.',
    );
  });

  it('is not judged outside a pull request check: there is no base', () => {
    expect(run(KINDS.before, SUPPORTED, '2025-03-27', ['33'], false)).toEqual([]);
  });
});
