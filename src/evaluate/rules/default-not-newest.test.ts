import { describe, expect, it } from '@jest/globals';
import { evaluate } from '../evaluate.js';
import type { OtherBranchFacts, PolicyOptions, StableChannel } from '../../domain/types.js';
import {
  ALIAS_FILE,
  ALIAS_LINE,
  branchDefault,
  input,
  line,
  only,
  packaged,
  stableChannel,
  summary,
  upstream,
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
      'the stable channel could not be read (k3s-io/k3s channel.yaml could not be read (404))',
    ],
    ['was not read', undefined, 'the stable channel was not read'],
  ])('when the channel %s: a notice that it was not checked', (_case, given, because) => {
    const findings = run({ ...THREE, default: '1.9' }, '2024-09-01', options, given);
    expect(summary(findings)).toEqual(['default-not-newest notice']);
    expect(findings[0].message).toContain(because);
  });

  it.each([
    ['has reached its end of life', { ...others }, '2025-06-01', 'reached its end of life on 2025-06-01'],
    [
      'is older than the default of the current stable',
      { currentStableDefault: branchDefault('release-24.05', '1.10') },
      '2024-09-01',
      'is older than k3s 1.10, the default of release-24.05',
    ],
  ])('when the channel minor %s: a notice, not advice to follow it', (_case, facts, now, text) => {
    const findings = run({ ...THREE, default: '1.11' }, now, options, channel('1.9'), facts);
    expect(summary(findings)).toEqual(['default-not-newest notice']);
    expect(findings[0].message).toContain(text);
  });
});
