import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { Minor, OtherBranchFacts } from '../../domain/types.js';
import {
  ALIAS_FILE,
  branchDefault,
  input,
  line,
  only,
  packaged,
  summary,
  upstream,
  versionsFile,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

const UP = {
  '1.28': line('1.28.9+k3s1', '2024-10-28'),
  '1.29': line('1.29.8+k3s1', '2025-02-28'),
  '1.30': line('1.30.4+k3s1', '2025-06-28'),
};
const PKG = { minors: { '1.28': '1.28.9+k3s1', '1.29': '1.29.8+k3s1', '1.30': '1.30.4+k3s1' }, default: '1.30' };
const stable = (minor: string | undefined): OtherBranchFacts => ({
  currentStableDefault: branchDefault('release-24.05', minor, minor ? [minor] : undefined),
});

function run(others: OtherBranchFacts = stable('1.29'), pkg: PackagedSpec = PKG, keep = new Map<Minor, string>()) {
  return only(
    evaluate(input({ now: '2024-09-01', packaged: packaged(pkg), upstream: upstream(UP), others, options: { keep } }))
      .findings,
    'minor-superseded',
  );
}

describe('minor-superseded (unstable): older than default(current stable)', () => {
  it.each([
    ['stable default 1.29: only 1.28 is superseded', '1.29', ['minor-superseded error 1.28']],
    ['stable default 1.28: nothing is superseded', '1.28', []],
    ['stable default 1.30: 1.28 and 1.29 are', '1.30', ['minor-superseded error 1.28', 'minor-superseded error 1.29']],
  ])('%s', (_case, minor, expected) => {
    expect(summary(run(stable(minor)))).toEqual(expected);
  });

  it('names the stable release and its branch, but not where the fact was read (issue text must not churn)', () => {
    const [finding] = run();
    expect(finding.message).toContain('NixOS 24.05');
    expect(finding.message).toContain('on release-24.05');
    expect(finding.message).not.toContain('test release-24.05');
    expect(finding).toMatchObject({ file: versionsFile('1.28'), attr: 'k3s_1_28', packaged: '1.28.9+k3s1' });
    expect(finding.fix?.reason).toBe('older than k3s 1.29, the default of NixOS 24.05');
  });

  it.each([
    ['absent', {}],
    ['without a minor', stable(undefined)],
    ['naming no minor', { currentStableDefault: { branch: 'release-24.05', attr: 'k3s_latest', source: 'x' } }],
  ])('when the current stable default is %s: one notice, no guess', (_case, others) => {
    const findings = run(others);
    expect(summary(findings)).toEqual(['minor-superseded notice']);
    expect(findings[0].message).toContain('unknown');
  });

  it.each([
    [
      'no fact about it',
      '2024-09-01',
      {},
      'Not checked whether master still packages minors older than the default of NixOS 24.05: that default is ' +
        'unknown. Give the action a token or a checkout of release-24.05 to check it.',
    ],
    [
      'a fact from a channel branch that names no minor',
      '2024-09-01',
      { currentStableDefault: { branch: 'nixos-24.05', attr: 'k3s_latest', source: 'the nixos-24.05 checkout' } },
      'Not checked whether master still packages minors older than the default of NixOS 24.05: that default is ' +
        'unknown (from the nixos-24.05 checkout). Give the action a token or a checkout of nixos-24.05 to check it.',
    ],
    [
      'no stable release yet in the calendar',
      '2024-03-01',
      {},
      'Not checked whether master still packages minors older than the default of the current stable release: ' +
        'that default is unknown. Give the action a token or a checkout of the stable branch to check it.',
    ],
  ])('the notice says which branch would tell, with %s', (_case, now, others, message) => {
    const findings = only(
      evaluate(input({ now, packaged: packaged(PKG), upstream: upstream(UP), others })).findings,
      'minor-superseded',
    );
    expect(findings.map((f) => f.message)).toEqual([message]);
  });

  it('a supported minor goes together with the older ones, since minor-missing would ask for it back', () => {
    const [, second] = run(stable('1.30'));
    expect(second.minor).toBe('1.29');
    expect(second.fix?.edits.filter((e) => e.kind === 'remove').map((e) => e.minor)).toEqual(['1.28', '1.29']);
    expect(second.message).toContain('Remove k3s_1_28 and k3s_1_29 from master: leave a throw for each');
  });

  it('a supported minor stays when an older pinned one needs it as its upgrade path: a notice', () => {
    const findings = run(stable('1.30'), PKG, new Map([['1.28', 'Rancher 2.7 supports at most 1.28']]));
    expect(summary(findings)).toEqual(['minor-superseded notice 1.28', 'minor-superseded notice 1.29']);
    expect(findings[1].message).toContain(
      'It stays all the same: k3s_1_28 stays (keep 1.28: "Rancher 2.7 supports at most 1.28"), and its users upgrade through k3s_1_29.',
    );
    expect(findings[1].fix).toBeUndefined();
  });

  it('removing a superseded default points k3s at the newest packaged minor first', () => {
    const [finding] = run(stable('1.29'), { ...PKG, default: '1.28' });
    expect(finding.fix?.edits[0]).toEqual({ kind: 'point-default', minor: '1.30', attr: 'k3s_1_30' });
    expect(finding.message).toContain(`Point k3s to k3s_1_30 in ${ALIAS_FILE}. Then remove k3s_1_28 from master`);
  });
});

// POLICY 2.1 leaves minor-superseded as it was: VERSIONING.md measures it against nixos-stable, which is 24.05
// until 24.11's release day, even while 24.11 (branched off 2024-11-14 with k3s at 1.30) is live.
describe('minor-superseded around a branch-off: the current stable, not the release branched off last', () => {
  const release2405 = branchDefault('release-24.05', '1.28', ['1.28']);
  const release2411 = branchDefault('release-24.11', '1.30', ['1.29', '1.30']);
  // The facts as a run gathers them on each day: the current stable, and every live release.
  const gathered = (now: string): OtherBranchFacts =>
    now < '2024-11-14'
      ? { currentStableDefault: release2405, liveReleases: [release2405] }
      : {
          currentStableDefault: now < '2024-11-30' ? release2405 : release2411,
          liveReleases: [release2405, release2411],
        };

  it.each([
    ['the day before the branch-off', '2024-11-13', []],
    ['the branch-off day', '2024-11-14', []],
    ['the day before the release', '2024-11-29', []],
    ['the release day', '2024-11-30', ['minor-superseded error 1.28', 'minor-superseded error 1.29']],
  ])('%s (%s): %j', (_case, now, expected) => {
    const findings = only(
      evaluate(input({ now, packaged: packaged(PKG), upstream: upstream(UP), others: gathered(now) })).findings,
      'minor-superseded',
    );
    expect(summary(findings)).toEqual(expected);
  });
});
