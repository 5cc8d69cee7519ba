import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { Minor, OtherBranchFacts, PolicyName } from '../../domain/types.js';
import {
  ALIAS_FILE,
  branchDefault,
  input,
  line,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

// release-24.11 on 2024-11-20, before its release.
const UP = {
  '1.30': line('1.30.6+k3s1', '2025-06-28'),
  '1.31': line('1.31.2+k3s1', '2025-10-28'),
  '1.32': line('1.32.0+k3s1', '2026-02-28', '2024-11-01'),
};
const master = (minors: string[]): OtherBranchFacts => ({
  unstableDefault: branchDefault('master', minors.at(-1), minors),
});

function run(
  pkg: PackagedSpec,
  others: OtherBranchFacts,
  options: { policy?: PolicyName; keep?: Map<Minor, string> } = {},
) {
  const { policy = 'nixpkgs', keep = new Map<Minor, string>() } = options;
  return only(
    evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('24.11'),
        packaged: packaged(pkg),
        upstream: upstream(UP),
        others,
        options: { policy, keep },
      }),
    ).findings,
    'release-default-not-newest',
  );
}

describe('release-default-not-newest (stable R, pre-release)', () => {
  it.each([
    ['the default is the newest on release-R and on master', { '1.31': '1.31.2+k3s1' }, ['1.30', '1.31'], []],
    [
      'a newer minor is packaged on release-R',
      { '1.31': '1.31.2+k3s1', '1.32': '1.32.0+k3s1' },
      ['1.31'],
      ['release-default-not-newest warning 1.32'],
    ],
    [
      'a newer minor is packaged on master',
      { '1.31': '1.31.2+k3s1' },
      ['1.31', '1.32'],
      ['release-default-not-newest warning 1.32'],
    ],
    ['an older minor is packaged besides the default', { '1.30': '1.30.6+k3s1', '1.31': '1.31.2+k3s1' }, ['1.31'], []],
  ])('%s', (_case, minors, onMaster, expected) => {
    expect(summary(run({ minors, default: '1.31' }, master(onMaster)))).toEqual(expected);
  });

  it('offers both ways out when the newer minor is on release-R: ship it as the default, or drop it', () => {
    const [finding] = run(
      { minors: { '1.31': '1.31.2+k3s1', '1.32': '1.32.0+k3s1' }, default: '1.31' },
      master(['1.32']),
    );
    expect(finding).toMatchObject({
      minor: '1.32',
      attr: 'k3s_1_32',
      packaged: '1.32.0+k3s1',
      expected: 'k3s_1_32',
      file: ALIAS_FILE,
    });
    expect(finding.message).toBe(
      'k3s on release-24.11 points to k3s_1_31, but k3s_1_32 is packaged on release-24.11 and master. ' +
        `To ship k3s_1_32 as the default of NixOS 24.11: point k3s to k3s_1_32 in ${ALIAS_FILE}. ` +
        'Then remove k3s_1_31 from release-24.11 before the release on 2024-11-30. ' +
        'Or keep k3s_1_31 on purpose: remove k3s_1_32 from release-24.11 before the release on 2024-11-30.',
    );
    expect(finding.fix).toEqual({
      edits: [
        { kind: 'point-default', minor: '1.32', attr: 'k3s_1_32' },
        { kind: 'remove', minor: '1.31', attr: 'k3s_1_31' },
      ],
      reason: 'newer than the default k3s_1_31, packaged on release-24.11 and master',
    });
  });

  it('when the newer minor is only on master, shipping it means a backport', () => {
    const [finding] = run({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' }, master(['1.31', '1.32']));
    expect(finding.packaged).toBeUndefined();
    expect(finding.fix?.edits).toEqual([
      { kind: 'add', minor: '1.32', attr: 'k3s_1_32', version: '1.32.0+k3s1' },
      { kind: 'point-default', minor: '1.32', attr: 'k3s_1_32' },
      { kind: 'remove', minor: '1.31', attr: 'k3s_1_31' },
    ]);
    expect(finding.message).toBe(
      'k3s on release-24.11 points to k3s_1_31, but k3s_1_32 is packaged on master. To ship k3s_1_32 as the ' +
        'default of NixOS 24.11: backport k3s_1_32 (1.32.0+k3s1) to release-24.11. Then point k3s to k3s_1_32 in ' +
        `${ALIAS_FILE}. Then remove k3s_1_31 from release-24.11 before the release on 2024-11-30. ` +
        'Or keep k3s_1_31 on purpose and leave k3s_1_32 off release-24.11.',
    );
  });

  it('names only release-R when the newer minor is not on master', () => {
    const [finding] = run(
      { minors: { '1.31': '1.31.2+k3s1', '1.32': '1.32.0+k3s1' }, default: '1.31' },
      master(['1.31']),
    );
    expect(finding.message).toContain('but k3s_1_32 is packaged on release-24.11. To ship');
  });

  it('with the newest minor as the default and master read, the branch is clean', () => {
    const audit = evaluate(
      input({
        now: '2024-11-20',
        branch: stableBranch('24.11'),
        packaged: packaged({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' }),
        upstream: upstream(UP),
        others: master(['1.31']),
      }),
    );
    expect(audit.findings).toEqual([]);
  });

  it('says nothing when every minor it could offer has reached its end of life', () => {
    const up = { '1.30': line('1.30.6+k3s1', '2024-11-01') };
    const findings = only(
      evaluate(
        input({
          now: '2024-11-20',
          branch: stableBranch('24.11'),
          packaged: packaged({ minors: { '1.30': '1.30.6+k3s1' }, default: '1.30' }),
          upstream: upstream(up),
          others: master(['1.30']),
        }),
      ).findings,
      'release-default-not-newest',
    );
    expect(findings).toEqual([]);
  });

  it('on a release the calendar does not know, names the release by its branch', () => {
    const findings = only(
      evaluate(
        input({
          now: '2024-11-20',
          branch: stableBranch('26.05'),
          packaged: packaged({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' }),
          upstream: upstream(UP),
          others: master(['1.32']),
        }),
      ).findings,
      'release-default-not-newest',
    );
    expect(findings[0].message).toContain('To ship k3s_1_32 as the default of the release of release-26.05: ');
  });

  it.each([
    ['all-supported keeps the old default', 'all-supported', new Map<Minor, string>()],
    ['a pin keeps the old default', 'nixpkgs', new Map<Minor, string>([['1.31', 'Rancher']])],
  ] as const)('%s: shipping the newer one does not remove it', (_case, policy, keep) => {
    const [finding] = run(
      { minors: { '1.31': '1.31.2+k3s1', '1.32': '1.32.0+k3s1' }, default: '1.31' },
      master(['1.32']),
      { policy, keep },
    );
    expect(finding.fix?.edits).toEqual([{ kind: 'point-default', minor: '1.32', attr: 'k3s_1_32' }]);
  });

  it('never offers a minor past its end of life as the default', () => {
    const up = { ...UP, '1.32': line('1.32.0+k3s1', '2024-11-19', '2024-11-01') };
    const findings = only(
      evaluate(
        input({
          now: '2024-11-20',
          branch: stableBranch('24.11'),
          packaged: packaged({ minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' }),
          upstream: upstream(up),
          others: master(['1.31', '1.32']),
        }),
      ).findings,
      'release-default-not-newest',
    );
    expect(findings).toEqual([]);
  });

  it("uses master's default when master's other minors were not read", () => {
    const findings = run(
      { minors: { '1.31': '1.31.2+k3s1' }, default: '1.31' },
      { unstableDefault: branchDefault('master', '1.32') },
    );
    expect(summary(findings)).toEqual(['release-default-not-newest warning 1.32']);
  });

  it('when master was not read: compares with release-R and says so in a notice', () => {
    const findings = run({ minors: { '1.31': '1.31.2+k3s1', '1.32': '1.32.0+k3s1' }, default: '1.31' }, {});
    expect(summary(findings)).toEqual(['release-default-not-newest warning 1.32', 'release-default-not-newest notice']);
    expect(findings[1].message).toContain('the minors packaged on master were not read');
  });

  it('with an unresolvable default: one notice that it was not checked', () => {
    const findings = run({ minors: { '1.31': '1.31.2+k3s1' }, defaultAttr: 'k3s_1_29' }, master(['1.32']));
    expect(summary(findings)).toEqual(['release-default-not-newest notice']);
    expect(findings[0].message).toBe(
      'Not checked whether the default of NixOS 24.11 is its newest minor: the plain k3s attribute on ' +
        'release-24.11 could not be resolved to a packaged minor.',
    );
  });
});
