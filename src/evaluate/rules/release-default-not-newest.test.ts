import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { Minor, OtherBranchFacts, PolicyName, StableChannel } from '../../domain/types.js';
import { buildReleaseCalendar } from '../../calendar/releaseCalendar.js';
import {
  ALIAS_FILE,
  asMinor,
  branchDefault,
  input,
  line,
  only,
  packaged,
  stableBranch,
  summary,
  upstream,
  versionsFile,
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
      'k3s on release-24.11 points to k3s_1_31, but NixOS 24.11 ships k3s_1_32, the newest packaged minor ' +
        '(on release-24.11 and master). ' +
        `To ship k3s_1_32 as the default of NixOS 24.11: point k3s to k3s_1_32 in ${ALIAS_FILE}. ` +
        'Then remove k3s_1_31 from release-24.11 before the release on 2024-11-30. ' +
        'Or keep k3s_1_31 on purpose: remove k3s_1_32 from release-24.11 before the release on 2024-11-30.',
    );
    expect(finding.fix).toEqual({
      edits: [
        { kind: 'point-default', minor: '1.32', attr: 'k3s_1_32' },
        { kind: 'remove', minor: '1.31', attr: 'k3s_1_31' },
      ],
      reason: 'NixOS 24.11 ships k3s_1_32, the newest packaged minor; the default is k3s_1_31',
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
      'k3s on release-24.11 points to k3s_1_31, but NixOS 24.11 ships k3s_1_32, the newest packaged minor (on ' +
        'master). To ship k3s_1_32 as the default of NixOS 24.11: backport k3s_1_32 (1.32.0+k3s1) to release-24.11. Then point k3s to k3s_1_32 in ' +
        `${ALIAS_FILE}. Then remove k3s_1_31 from release-24.11 before the release on 2024-11-30. ` +
        'Or keep k3s_1_31 on purpose and leave k3s_1_32 off release-24.11.',
    );
  });

  it('names only release-R when the newer minor is not on master', () => {
    const [finding] = run(
      { minors: { '1.31': '1.31.2+k3s1', '1.32': '1.32.0+k3s1' }, default: '1.31' },
      master(['1.31']),
    );
    expect(finding.message).toContain('ships k3s_1_32, the newest packaged minor (on release-24.11). To ship');
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
      'Not checked whether the default of NixOS 24.11 is what it ships: the plain k3s attribute on ' +
        'release-24.11 could not be resolved to a packaged minor.',
    );
  });
});

describe('release-default-not-newest measures default(R) against S(R), what R ships (POLICY 2.2)', () => {
  it('counts a minor of master first released on the branch-off day itself', () => {
    const up = { ...UP, '1.32': line('1.32.0+k3s1', '2026-02-28', '2024-11-14') };
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
    expect(summary(findings)).toEqual(['release-default-not-newest warning 1.32']);
  });

  it('says nothing when the only minor, the default, cannot be read: what R ships is unknown', () => {
    const state = {
      ...packaged({ minors: {} }),
      defaultAttr: 'k3s_1_31',
      defaultMinor: asMinor('1.31'),
      unreadable: [{ minor: asMinor('1.31'), attr: 'k3s_1_31', file: versionsFile('1.31') }],
    };
    const findings = only(
      evaluate(
        input({
          now: '2024-11-20',
          branch: stableBranch('24.11'),
          packaged: state,
          upstream: upstream(UP),
          others: master(['1.31', '1.32']),
        }),
      ).findings,
      'release-default-not-newest',
    );
    expect(findings).toEqual([]);
  });

  it('a minor released after the branch-off is not what R ships, even when master packages it', () => {
    // BO(24.11) = 2024-11-14; 1.32 is first released on 2024-11-16.
    const up = { ...UP, '1.32': line('1.32.0+k3s1', '2026-02-28', '2024-11-16') };
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
});

// release-26.05 on 2026-05-26, two days after its branch-off (2026-05-24; released 2026-05-30): k3s points to
// k3s_1_35, k3s_1_36 is packaged too (as on master three days before the branch-off). The stable channel named
// 1.35 on the branch-off day; NixOS 26.05 shipped k3s_1_35.
describe('release-default-not-newest on release-26.05, 2026-05-26', () => {
  const UP_2605 = {
    '1.35': { releases: [['1.35.5+k3s1', '2026-05-05']] as Array<[string, string]>, eol: '2027-02-28' },
    '1.36': { releases: [['1.36.0+k3s1', '2026-04-28']] as Array<[string, string]>, eol: '2027-06-28' },
  };
  const RELEASE_2605 = { minors: { '1.35': '1.35.5+k3s1', '1.36': '1.36.0+k3s1' }, default: '1.35' };
  const channelOf = (minor: Minor, version: string, day: string): StableChannel => ({
    minor,
    version,
    source: `k3s-io/k3s channel.yaml at 5e1f0c2, ${day}`,
  });
  const AT_BRANCH_OFF = channelOf('1.35', 'v1.35.5+k3s1', '2026-05-06');
  const on = (
    defaultTarget: 'newest' | 'stable-channel',
    channels: { now?: StableChannel; branchOff?: StableChannel },
  ) =>
    only(
      evaluate(
        input({
          now: '2026-05-26',
          branch: stableBranch('26.05'),
          packaged: packaged(RELEASE_2605),
          upstream: upstream(UP_2605, {
            ...(channels.now ? { stableChannel: channels.now } : {}),
            ...(channels.branchOff ? { branchOffChannel: { release: '26.05', channel: channels.branchOff } } : {}),
          }),
          calendar: buildReleaseCalendar({ now: new Date('2026-05-26T09:30:00Z') }),
          others: { unstableDefault: branchDefault('master', '1.35', ['1.34', '1.35', '1.36']) },
          options: { defaultTarget },
        }),
      ).findings,
      'release-default-not-newest',
    );

  it('under the stable channel, k3s at k3s_1_35 is what 26.05 ships: nothing to say', () => {
    expect(on('stable-channel', { now: AT_BRANCH_OFF, branchOff: AT_BRANCH_OFF })).toEqual([]);
  });

  it('follows the channel of the branch-off day, not the channel of today', () => {
    const today = channelOf('1.36', 'v1.36.0+k3s1', '2026-05-25');
    expect(on('stable-channel', { now: today, branchOff: AT_BRANCH_OFF })).toEqual([]);
  });

  it('under newest, the variant, 26.05 ships k3s_1_36: both ways out', () => {
    const [finding, ...rest] = on('newest', {});
    expect(rest).toEqual([]);
    expect(finding).toMatchObject({ severity: 'warning', minor: '1.36', attr: 'k3s_1_36', expected: 'k3s_1_36' });
    expect(finding.message).toBe(
      'k3s on release-26.05 points to k3s_1_35, but NixOS 26.05 ships k3s_1_36, the newest packaged minor (on ' +
        `release-26.05 and master). To ship k3s_1_36 as the default of NixOS 26.05: point k3s to k3s_1_36 in ${ALIAS_FILE}. ` +
        'Then remove k3s_1_35 from release-26.05 before the release on 2026-05-30. ' +
        'Or keep k3s_1_35 on purpose: remove k3s_1_36 from release-26.05 before the release on 2026-05-30.',
    );
  });

  it('when the channel named 1.36 on the branch-off day, the finding is about k3s_1_36 and offers both ways out', () => {
    const [finding] = on('stable-channel', { branchOff: channelOf('1.36', 'v1.36.0+k3s1', '2026-05-20') });
    expect(finding.minor).toBe('1.36');
    expect(finding.message).toContain(
      "but NixOS 26.05 ships k3s_1_36, the minor of k3s's stable channel on the branch-off day of NixOS 26.05 (on release-26.05 and master).",
    );
    expect(finding.message).toContain('Or keep k3s_1_35 on purpose: remove k3s_1_36 from release-26.05');
  });

  it('names a minor the channel names that neither branch packages, and does not ask about master when following the channel', () => {
    const findings = only(
      evaluate(
        input({
          now: '2026-05-26',
          branch: stableBranch('26.05'),
          packaged: packaged(RELEASE_2605),
          upstream: upstream(
            { ...UP_2605, '1.37': { releases: [['1.37.0+k3s1', '2026-05-20']], eol: '2027-10-28' } },
            { branchOffChannel: { release: '26.05', channel: channelOf('1.37', 'v1.37.0+k3s1', '2026-05-22') } },
          ),
          calendar: buildReleaseCalendar({ now: new Date('2026-05-26T09:30:00Z') }),
          options: { defaultTarget: 'stable-channel' },
        }),
      ).findings,
      'release-default-not-newest',
    );
    // master was not read, but S(26.05) follows the channel: no notice about master's minors.
    expect(summary(findings)).toEqual(['release-default-not-newest warning 1.37']);
    expect(findings[0].message).toContain(
      "ships k3s_1_37, the minor of k3s's stable channel on the branch-off day of NixOS 26.05 (not packaged on release-26.05).",
    );
  });

  it('when the channel of the branch-off day could not be read: says so, and falls back to the newest minor', () => {
    const findings = on('stable-channel', { now: AT_BRANCH_OFF });
    expect(summary(findings)).toEqual(['release-default-not-newest warning 1.36', 'release-default-not-newest notice']);
    expect(findings[1].message).toBe(
      "k3s's stable channel on the branch-off day of NixOS 26.05 was not read, so the target default is the newest packaged minor.",
    );
  });
});
