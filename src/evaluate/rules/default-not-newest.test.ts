import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import { buildReleaseCalendar } from '../../calendar/releaseCalendar.js';
import type { OtherBranchFacts, PolicyOptions, StableChannel } from '../../domain/types.js';
import {
  ALIAS_FILE,
  ALIAS_LINE,
  asMinor,
  branchDefault,
  input,
  line,
  only,
  packaged,
  stableChannel,
  summary,
  upstream,
  versionsFile,
  type PackagedSpec,
} from '../../../__tests__/evaluate/builders.js';

// The test calendar's next release on these days is 24.11: feature freeze 2024-10-24, so its
// window runs 2024-10-10 to 2024-10-24, both days included.
const UP = {
  '1.9': line('1.9.5+k3s1', '2025-06-01'),
  '1.10': line('1.10.1+k3s1', '2025-06-01'),
  '1.11': line('1.11.1+k3s1', '2025-08-01'),
};
const others: OtherBranchFacts = { currentStableDefault: branchDefault('release-24.05', '1.9', ['1.9']) };

function run(
  pkg: PackagedSpec,
  now = '2024-09-01',
  options: Partial<PolicyOptions> = {},
  channel?: StableChannel,
  facts: OtherBranchFacts = others,
) {
  const up = upstream(UP, channel ? { stableChannel: channel } : {});
  return only(
    evaluate(input({ now, packaged: packaged(pkg), upstream: up, others: facts, options })).findings,
    'default-not-newest',
  );
}

const TWO = { minors: { '1.9': '1.9.5+k3s1', '1.10': '1.10.1+k3s1' } };

describe('default-not-newest, target: the newest packaged minor', () => {
  it.each([
    ['k3s points to an older minor', '1.9', true],
    ['k3s points to the newest minor (1.10, not 1.9)', '1.10', false],
  ])('%s', (_case, defaultMinor, fires) => {
    const findings = run({ ...TWO, default: defaultMinor });
    if (!fires) {
      expect(findings).toEqual([]);
      return;
    }
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'warning',
        attr: 'k3s',
        minor: '1.9',
        packaged: 'k3s_1_9',
        expected: 'k3s_1_10',
        file: ALIAS_FILE,
        line: ALIAS_LINE,
        fix: {
          edits: [{ kind: 'point-default', minor: '1.10', attr: 'k3s_1_10' }],
          reason: 'points to k3s_1_9; the newest packaged minor is k3s_1_10',
        },
      }),
    ]);
    expect(findings[0].message).toBe(
      `k3s points to k3s_1_9 (1.9.5+k3s1), but the newest packaged minor is k3s_1_10. Point k3s to k3s_1_10 in ${ALIAS_FILE}.`,
    );
  });

  it.each([
    ['the day before the window opens', '2024-10-09', 'warning'],
    ['the day the window opens (FF - 14)', '2024-10-10', 'error'],
    ['the feature-freeze day', '2024-10-24', 'error'],
    ['the day after the feature freeze', '2024-10-25', 'warning'],
  ])('on %s (%s) it is a %s', (_case, now, severity) => {
    const findings = run({ ...TWO, default: '1.9' }, now);
    expect(summary(findings)).toEqual([`default-not-newest ${severity} 1.9`]);
    expect(findings[0].message.includes('The feature freeze of NixOS 24.11 is on 2024-10-24')).toBe(
      severity === 'error',
    );
  });

  it('fires when k3s points to an attribute that is not packaged', () => {
    const findings = run({ minors: { '1.10': '1.10.1+k3s1' }, defaultAttr: 'k3s_1_8' });
    expect(findings).toEqual([
      expect.objectContaining({ severity: 'warning', packaged: 'k3s_1_8', expected: 'k3s_1_10' }),
    ]);
    expect(findings[0].message).toContain('k3s points to k3s_1_8, which is not a packaged k3s minor');
    expect(findings[0].fix?.reason).toBe('points to k3s_1_8; the newest packaged minor is k3s_1_10');
  });

  it('says nothing of a default whose files cannot be read: layout-unrecognized speaks of it alone', () => {
    // k3s points to k3s_1_9, whose versions.nix cannot be read; k3s_1_10, the newest, can.
    const state = packaged({ minors: { '1.10': '1.10.1+k3s1' } });
    const unreadable = {
      ...state,
      defaultAttr: 'k3s_1_9',
      defaultMinor: asMinor('1.9'),
      unreadable: [{ minor: asMinor('1.9'), attr: 'k3s_1_9', file: versionsFile('1.9') }],
    };
    const findings = evaluate(
      input({ now: '2024-09-01', packaged: unreadable, upstream: upstream(UP), others }),
    ).findings;
    expect(only(findings, 'default-not-newest')).toEqual([]);
    // Nor anything else in its place: every finding of the audit is some rule's.
    expect(findings.every((f) => typeof f.rule === 'string')).toBe(true);
  });

  it('does not advise following a newest packaged minor that has reached its end of life', () => {
    // On 2025-09-01 1.11 (end of life 2025-08-01) is the newest packaged minor; k3s points to 1.10.
    const findings = run({ ...TWO, minors: { ...TWO.minors, '1.11': '1.11.1+k3s1' }, default: '1.10' }, '2025-09-01');
    expect(findings).toEqual([
      expect.objectContaining({
        severity: 'notice',
        message:
          'k3s was not compared with the newest packaged minor on master: it is k3s 1.11, which reached its end of ' +
          'life on 2025-08-01.',
      }),
    ]);
  });

  it('says it could not check when the alias was not found', () => {
    const findings = run({ minors: { '1.10': '1.10.1+k3s1' } });
    expect(summary(findings)).toEqual(['default-not-newest notice']);
    expect(findings[0].message).toBe(
      'Could not find what the plain k3s attribute points to on master, so whether it is the newest packaged ' +
        'minor (k3s_1_10) was not checked.',
    );
  });

  it('is a warning when the calendar names no release that branches off after today', () => {
    // The test calendar ends with 25.05, branched off on 2025-05-16.
    const findings = run({ ...TWO, default: '1.9' }, '2025-05-20');
    expect(summary(findings)).toEqual(['default-not-newest warning 1.9']);
  });

  it('says nothing when nothing is packaged', () => {
    expect(run({ minors: {} })).toEqual([]);
  });
});

describe('default-not-newest, target: the minor of the stable channel (default-target: stable-channel)', () => {
  const channel = (minor?: string) => stableChannel(minor);
  const options = { defaultTarget: 'stable-channel' as const };
  const THREE = { minors: { '1.9': '1.9.5+k3s1', '1.10': '1.10.1+k3s1', '1.11': '1.11.1+k3s1' } };

  it.each([
    ['k3s points to the channel minor while a newer one is packaged', '1.10', '1.10', []],
    ['k3s points to the newest, the channel names an older one', '1.11', '1.10', ['default-not-newest warning 1.11']],
  ])('%s', (_case, defaultMinor, channelMinor, expected) => {
    const findings = run({ ...THREE, default: defaultMinor }, '2024-09-01', options, channel(channelMinor));
    expect(summary(findings)).toEqual(expected);
    if (expected.length) {
      expect(findings[0]).toMatchObject({ expected: 'k3s_1_10' });
      expect(findings[0].message).toContain("but the minor of k3s's stable channel is k3s_1_10");
    }
  });

  it('asks to add the channel minor when it is not packaged, then point k3s at it', () => {
    const findings = run(
      { minors: { '1.9': '1.9.5+k3s1', '1.11': '1.11.1+k3s1' }, default: '1.11' },
      '2024-09-01',
      options,
      channel('1.10'),
    );
    expect(findings[0].fix?.edits).toEqual([
      { kind: 'add', minor: '1.10', attr: 'k3s_1_10', version: '1.10.1+k3s1' },
      { kind: 'point-default', minor: '1.10', attr: 'k3s_1_10' },
    ]);
  });

  it.each([
    [
      'could not be read',
      channel(undefined),
      "k3s's stable channel could not be read (k3s-io/k3s channel.yaml could not be read (404))",
    ],
    ['was not read', undefined, "k3s's stable channel was not read"],
  ])('when the channel %s: says so once, and compares with the newest packaged minor', (_case, given, because) => {
    const findings = run({ ...THREE, default: '1.9' }, '2024-09-01', options, given);
    // The warning first: findings are listed most severe first.
    expect(summary(findings)).toEqual(['default-not-newest warning 1.9', 'default-not-newest notice']);
    expect(findings[1].message).toBe(`${because}, so the target default is the newest packaged minor.`);
    expect(findings[0]).toMatchObject({ expected: 'k3s_1_11' });
    expect(findings[0].message).toContain('but the newest packaged minor is k3s_1_11.');
  });

  it('with the channel unread and k3s at the newest packaged minor: the notice alone', () => {
    expect(summary(run({ ...THREE, default: '1.11' }, '2024-09-01', options, undefined))).toEqual([
      'default-not-newest notice',
    ]);
  });

  it.each([
    [
      'has reached its end of life',
      { ...others },
      '2025-06-01',
      "k3s's stable channel names k3s 1.9, which reached its end of life on 2025-06-01",
    ],
    [
      'is older than the default of the current stable',
      { currentStableDefault: branchDefault('release-24.05', '1.10') },
      '2024-09-01',
      "k3s's stable channel names k3s 1.9, which is older than k3s 1.10, the default of release-24.05",
    ],
  ])('when the channel minor %s: the newest minor that can be a default is the target', (_case, facts, now, text) => {
    const findings = run({ ...THREE, default: '1.10' }, now, options, channel('1.9'), facts);
    expect(summary(findings)).toEqual(['default-not-newest warning 1.10', 'default-not-newest notice']);
    expect(findings[1].message).toBe(
      `${text}, so the target default is the newest packaged minor that can be a default.`,
    );
    expect(findings[0]).toMatchObject({ expected: 'k3s_1_11' });
    expect(findings[0].message).toContain('but the newest packaged minor that can be a default is k3s_1_11.');
  });

  it('when no packaged minor can be a default either: the newest packaged minor, said once', () => {
    // On 2025-09-01 1.9, 1.10 and 1.11 have all reached their end of life.
    const findings = run({ ...THREE, default: '1.11' }, '2025-09-01', options, channel('1.9'));
    expect(summary(findings)).toEqual(['default-not-newest notice']);
    expect(findings[0].message).toBe(
      "k3s's stable channel names k3s 1.9, which reached its end of life on 2025-06-01, and no packaged minor can be " +
        'a default either, so the target default is the newest packaged minor.',
    );
  });
});

// 2026-05-21, three days before the 26.05 branch-off: k3s points to k3s_1_35, the stable channel names 1.35
// (v1.35.5+k3s1), k3s_1_36 is packaged (1.36.0+k3s1, 2026-04-28). NixOS 26.05 shipped k3s_1_35.
describe('default-not-newest on 2026-05-21 (POLICY 2.2: the stable channel is the target by default)', () => {
  const UP_0521 = {
    '1.34': { releases: [['1.34.9+k3s1', '2026-04-26']] as Array<[string, string]>, eol: '2026-10-27' },
    '1.35': { releases: [['1.35.5+k3s1', '2026-05-05']] as Array<[string, string]>, eol: '2027-02-28' },
    '1.36': { releases: [['1.36.0+k3s1', '2026-04-28']] as Array<[string, string]>, eol: '2027-06-28' },
  };
  const MASTER_0521 = {
    minors: { '1.34': '1.34.9+k3s1', '1.35': '1.35.5+k3s1', '1.36': '1.36.0+k3s1' },
    default: '1.35',
  };
  const CHANNEL_0521: StableChannel = {
    minor: '1.35',
    version: 'v1.35.5+k3s1',
    source: 'k3s-io/k3s channel.yaml at 5e1f0c2, 2026-05-06',
  };
  const on = (defaultTarget: 'newest' | 'stable-channel' | undefined, channelRead?: StableChannel) =>
    only(
      evaluate(
        input({
          now: '2026-05-21',
          packaged: packaged(MASTER_0521),
          upstream: upstream(UP_0521, channelRead ? { stableChannel: channelRead } : {}),
          calendar: buildReleaseCalendar({ now: new Date('2026-05-21T09:30:00Z') }),
          others: { currentStableDefault: branchDefault('release-25.11', '1.34', ['1.33', '1.34']) },
          options: { ...(defaultTarget ? { defaultTarget } : {}) },
        }),
      ).findings,
      'default-not-newest',
    );

  it('under the stable channel, k3s at k3s_1_35 is right', () => {
    expect(on('stable-channel', CHANNEL_0521)).toEqual([]);
  });

  it('under newest, the variant, k3s at k3s_1_35 is told to point to k3s_1_36', () => {
    expect(summary(on('newest', CHANNEL_0521))).toEqual(['default-not-newest warning 1.35']);
  });

  it('with the channel unread, falls back to newest and says so', () => {
    const findings = on('stable-channel', {
      source: 'k3s-io/k3s channel.yaml: not read offline (give --k3s-channel FILE)',
    });
    expect(summary(findings)).toEqual(['default-not-newest warning 1.35', 'default-not-newest notice']);
    expect(findings[1].message).toBe(
      "k3s's stable channel could not be read (k3s-io/k3s channel.yaml: not read offline (give --k3s-channel FILE)), " +
        'so the target default is the newest packaged minor.',
    );
  });
});
