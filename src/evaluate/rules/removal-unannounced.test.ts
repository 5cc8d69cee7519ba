import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { OtherBranchFacts } from '../../domain/types.js';
import {
  ALIASES_FILE,
  branchDefault,
  input,
  line,
  only,
  packaged,
  summary,
  upstream,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

const UP = {
  '1.29': line('1.29.9+k3s1', '2025-02-28'),
  '1.30': line('1.30.5+k3s1', '2025-06-28'),
  '1.31': line('1.31.1+k3s1', '2025-10-28'),
};
// master has dropped 1.29 since 24.05 (default 1.29, also 1.30) branched off.
const MASTER = { minors: { '1.30': '1.30.5+k3s1', '1.31': '1.31.1+k3s1' }, default: '1.31' };
const STABLE = { currentStableDefault: branchDefault('release-24.05', '1.29', ['1.29', '1.30']) };

function run(pkg: PackagedSpec, others: OtherBranchFacts = STABLE) {
  return only(
    evaluate(input({ now: '2024-09-01', packaged: packaged(pkg), upstream: upstream(UP), others })).findings,
    'removal-unannounced',
  );
}

describe('removal-unannounced (unstable)', () => {
  it.each([
    ['aliases.nix has no throw for the removed minor', [], ['removal-unannounced error 1.29']],
    ['aliases.nix throws for it', ['1.29'], []],
    ['aliases.nix throws for another minor only', ['1.26'], ['removal-unannounced error 1.29']],
  ])('%s', (_case, thrown, expected) => {
    expect(summary(run({ ...MASTER, thrown }))).toEqual(expected);
  });

  it('asks for the throw in aliases.nix', () => {
    const [finding] = run({ ...MASTER, thrown: [] });
    expect(finding).toMatchObject({ attr: 'k3s_1_29', file: ALIASES_FILE });
    expect(finding.message).toBe(
      `k3s_1_29 is packaged on release-24.05 but gone from master, and ${ALIASES_FILE} has no throw for it: its ` +
        'users would meet an unknown attribute instead of the reason it went. ' +
        `Leave a throw for k3s_1_29 in ${ALIASES_FILE} (\`k3s_1_29 = throw "...";\`).`,
    );
    expect(finding.fix).toEqual({
      edits: [{ kind: 'throw', minor: '1.29', attr: 'k3s_1_29' }],
      because: 'removed without a throw',
    });
  });

  it('is quiet when every minor of the current stable is still packaged', () => {
    expect(run({ ...MASTER, minors: { ...MASTER.minors, '1.29': '1.29.9+k3s1' }, thrown: [] })).toEqual([]);
  });

  it('in a pull request check, a minor the base packages and the head drops needs a throw too', () => {
    const others = { ...STABLE, base: branchDefault('master', '1.31', ['1.30', '1.31']) };
    const findings = run({ minors: { '1.31': '1.31.1+k3s1' }, default: '1.31', thrown: ['1.29'] }, others);
    expect(summary(findings)).toEqual(['removal-unannounced error 1.30']);
    expect(findings[0].message).toContain('packaged on release-24.05');
  });

  it('reads the base alone when the current stable was not read', () => {
    const others = { base: branchDefault('master', '1.31', ['1.30', '1.31']) };
    const findings = run({ minors: { '1.31': '1.31.1+k3s1' }, default: '1.31', thrown: [] }, others);
    expect(findings[0].message).toContain('k3s_1_30 is packaged on master but gone from master');
  });

  it('when aliases.nix was not read: one notice naming what went unchecked', () => {
    const findings = run(MASTER);
    expect(summary(findings)).toEqual(['removal-unannounced notice']);
    expect(findings[0].message).toBe(
      `Not checked whether ${ALIASES_FILE} has a throw for k3s_1_29, gone from master: the file was not read ` +
        '(a sparse checkout must include it).',
    );
  });

  it('when aliases.nix was not read: names every minor gone, oldest first', () => {
    const others = { ...STABLE, base: branchDefault('master', '1.31', ['1.30', '1.31']) };
    const findings = run({ minors: { '1.31': '1.31.1+k3s1' }, default: '1.31' }, others);
    expect(findings[0].message).toContain(`has a throw for k3s_1_29, k3s_1_30, gone from master`);
  });

  it('when aliases.nix was not read but nothing is gone: nothing to say', () => {
    expect(run({ ...MASTER, minors: { ...MASTER.minors, '1.29': '1.29.9+k3s1' } })).toEqual([]);
  });

  it.each([
    ['were not read', { currentStableDefault: branchDefault('release-24.05', '1.29') }, 'release-24.05'],
    ['are unknown, the branch was not read', {}, 'release-24.05'],
  ])('when the minors of the current stable %s: one notice', (_case, others, branch) => {
    const findings = run({ ...MASTER, thrown: [] }, others);
    expect(summary(findings)).toEqual(['removal-unannounced notice']);
    expect(findings[0].message).toBe(
      `Not checked whether the minors removed from master leave a throw in ${ALIASES_FILE}: the minors packaged ` +
        `on ${branch} were not read.`,
    );
  });

  it('before the first release of the calendar: names no release branch', () => {
    const findings = only(
      evaluate(input({ now: '2024-03-01', packaged: packaged({ ...MASTER, thrown: [] }), upstream: upstream(UP) }))
        .findings,
      'removal-unannounced',
    );
    expect(findings[0].message).toContain('the minors packaged on the current stable branch were not read.');
  });
});
