// What every rule reads: the facts of one branch on one day.
import { describe, expect, it } from '@jest/globals';
import type { PackagedState } from '../domain/types.js';
import { buildRuleContext, minorsKnownOf, minorsOfFact } from './ruleContext.js';
import {
  branchDefault,
  input,
  line,
  packaged,
  stableChannel,
  upstream,
  version,
} from '../../__tests__/evaluate/builders.js';

const context = (overrides: Partial<Parameters<typeof input>[0]> = {}) =>
  buildRuleContext(
    input({
      now: '2024-09-01',
      packaged: packaged({ minors: { '1.30': '1.30.2+k3s1', '1.29': '1.29.8+k3s1' }, default: '1.30' }),
      upstream: upstream({
        '1_30': {
          releases: [
            ['1.30.4+k3s1', '2024-08-20'],
            ['1.30.10+k3s1', '2024-08-10'],
            ['1.30.0+k3s1', '2024-04-25'],
          ],
        },
        '1.29': line('1.29.8+k3s1', '2025-02-28', '2023-12-20'),
      }),
      ...overrides,
    }),
    {},
  );

describe('the rule context', () => {
  it('orders packaged minors numerically and looks them up', () => {
    const c = context();
    expect(c.packagedMinors.map((pm) => pm.minor)).toEqual(['1.29', '1.30']);
    expect(c.packagedMinor('1.30')?.attr).toBe('k3s_1_30');
    expect(c.packagedMinor('1.29')?.attr).toBe('k3s_1_29');
    expect(c.packagedMinor('1.31')).toBeUndefined();
  });

  it('takes the highest version as latest, the first release as GA, and estimates EOL as GA + 14 months', () => {
    const c = context();
    expect(c.latest('1.30')?.version.text).toBe('1.30.10+k3s1');
    expect(c.ga('1.30')?.toISOString()).toBe('2024-04-25T00:00:00.000Z');
    expect(c.eol('1.30')).toEqual({
      date: new Date('2025-06-25T00:00:00Z'),
      estimated: true,
      source: 'estimated as GA + 14 months',
    });
    expect(c.eol('1.31')).toBeUndefined();
    expect(c.releasedMinors).toEqual(['1.29', '1.30']);
    expect(c.lifecycleMinors).toEqual(['1.29']);
    expect(c.lifecycleKnows('1.29')).toBe(true);
    expect(c.lifecycleKnows('1.30')).toBe(false);
  });

  it('knows the pin of a minor', () => {
    const c = context({ options: { keep: new Map([['1.29', 'Rancher']]) } });
    expect(c.keepReason('1.29')).toBe('Rancher');
    expect(c.keepReason('1.30')).toBeUndefined();
  });

  it.each<[string, PackagedState, string | undefined]>([
    ['the minor the reader resolved', packaged({ minors: { '1.29': '1.29.8+k3s1' }, default: '1.29' }), '1.29'],
    [
      'the attribute the alias names, when the reader gave no minor',
      { ...packaged({ minors: { '1.29': '1.29.8+k3s1' } }), defaultAttr: 'k3s_1_29' },
      '1.29',
    ],
    [
      'nothing, when the attribute is not packaged',
      { ...packaged({ minors: { '1.29': '1.29.8+k3s1' } }), defaultAttr: 'k3s_1_28' },
      undefined,
    ],
    [
      'the one attribute of the single layout',
      {
        layout: 'single',
        minors: [
          {
            minor: '1.23',
            attr: 'k3s',
            version: version('1.23.6+k3s1'),
            location: { file: 'k3s/default.nix', line: 5 },
          },
        ],
        problems: [],
      },
      '1.23',
    ],
  ])('resolves default(branch) to %s', (_case, state, expected) => {
    expect(context({ packaged: state }).defaultMinor).toBe(expected);
  });

  it.each([
    ['newest', undefined, '1.30', 'newest', undefined],
    ['stable-channel', stableChannel('1.29'), '1.29', 'channel', undefined],
    [
      'stable-channel',
      stableChannel(undefined),
      '1.30',
      'newest',
      "k3s's stable channel could not be read (k3s-io/k3s channel.yaml could not be read (404)), so the target default is the newest packaged minor",
    ],
    [
      'stable-channel',
      undefined,
      '1.30',
      'newest',
      "k3s's stable channel was not read, so the target default is the newest packaged minor",
    ],
  ] as const)('target default with %s and channel %j', (target, channel, minor, follows, fallback) => {
    const up = upstream({ '1.30': line('1.30.4+k3s1', '2025-06-28') }, channel ? { stableChannel: channel } : {});
    const t = context({ upstream: up, options: { defaultTarget: target } }).targetDefault;
    expect(t.minor).toBe(minor);
    expect(t.follows).toBe(follows);
    expect(t.fallback).toBe(fallback);
    expect(t.unknownBecause).toBeUndefined();
    expect(t.described).toBe(follows === 'newest' ? 'the newest packaged minor' : "the minor of k3s's stable channel");
  });

  it('has no target default when nothing is packaged, whatever it follows', () => {
    expect(context({ packaged: packaged({ minors: {} }) }).targetDefault).toEqual({
      described: 'the newest packaged minor',
      follows: 'newest',
      unknownBecause: 'no minor is packaged',
    });
    const unread = context({ packaged: packaged({ minors: {} }), options: { defaultTarget: 'stable-channel' } });
    expect(unread.targetDefault).toMatchObject({ follows: 'newest', unknownBecause: 'no minor is packaged' });
  });

  it('takes the newest packaged minor that can be a default when the channel names one that cannot', () => {
    // On 2024-09-01 the channel names 1.29, older than the default of release-24.05 (1.30); 1.29 ends 2025-02-28.
    const c = context({
      upstream: upstream({ '1.29': line('1.29.8+k3s1', '2025-02-28') }, { stableChannel: stableChannel('1.29') }),
      others: { currentStableDefault: branchDefault('release-24.05', '1.30') },
      options: { defaultTarget: 'stable-channel' },
    });
    expect(c.unfitAsDefault('1.29')).toBe('is older than k3s 1.30, the default of release-24.05');
    expect(c.unfitAsDefault('1.30')).toBeUndefined();
    expect(c.targetDefault).toEqual({
      minor: '1.30',
      described: 'the newest packaged minor that can be a default',
      follows: 'newest',
      fallback:
        "k3s's stable channel names k3s 1.29, which is older than k3s 1.30, the default of release-24.05, so the " +
        'target default is the newest packaged minor that can be a default',
    });
  });
});

describe('supported(t): GA(m) <= t < EOL(m), by calendar day (UTC)', () => {
  // 1.31 is first published at noon on 2024-08-12 and ends on 2025-10-28 (on record).
  const on = (now: string) =>
    context({
      now,
      upstream: upstream({ '1.31': { releases: [['1.31.0+k3s1', '2024-08-12']], eol: '2025-10-28' } }),
    });
  it.each([
    ['the day before GA', '2024-08-11', false, false],
    ['the GA day (published at noon, now in the morning)', '2024-08-12', true, false],
    ['the day before EOL', '2025-10-27', true, false],
    ['the EOL day', '2025-10-28', false, true],
  ])('on %s (%s): supported %s, ended %s', (_case, now, supported, ended) => {
    const c = on(now);
    expect(c.isSupported('1.31')).toBe(supported);
    expect(c.hasEnded('1.31')).toBe(ended);
  });

  it('has no GA for a minor whose recorded GA is after today, and counts releases of today only', () => {
    const c = context({
      now: '2024-08-11',
      upstream: upstream({
        '1.31': { releases: [['1.31.0+k3s1', '2024-08-12']], ga: '2024-08-12', eol: '2025-10-28' },
        '1.30': {
          releases: [
            ['1.30.0+k3s1', '2024-04-25'],
            ['1.30.1+k3s1', '2024-08-12'],
          ],
        },
      }),
    });
    expect(c.ga('1.31')).toBeUndefined();
    expect(c.isSupported('1.31')).toBe(false);
    expect(c.latest('1.30')?.version.text).toBe('1.30.0+k3s1');
    expect(c.releasedMinors).toEqual(['1.30']);
  });
});

describe('the rule context, on facts that are partly unknown or out of order', () => {
  it('knows nothing of a minor upstream does not list', () => {
    const c = context({
      packaged: packaged({ minors: { '1.29': '1.29.8+k3s1', '1.30': '1.30.2+k3s1' }, default: '1.30' }),
    });
    expect(c.packagedMinors.map((pm) => pm.minor)).toEqual(['1.29', '1.30']);
    expect(c.latest('1.31')).toBeUndefined();
    expect(c.ga('1.31')).toBeUndefined();
    expect(c.lifecycleKnows('1.31')).toBe(false);
    expect(c.isSupported('1.31')).toBe(false);
  });

  it('takes a recorded GA over the first release, and orders minors whatever order upstream lists them in', () => {
    const c = context({
      upstream: upstream({
        '1.31': line('1.31.1+k3s1', '2025-10-28', '2024-08-12'),
        '1.29': line('1.29.8+k3s1', '2025-02-28', '2023-12-20'),
        '1.30': { releases: [['1.30.2+k3s1', '2024-06-01']], ga: '2024-04-17', eol: '2025-06-28' },
      }),
    });
    expect(c.ga('1.30')?.toISOString()).toBe('2024-04-17T00:00:00.000Z');
    expect(c.releasedMinors).toEqual(['1.29', '1.30', '1.31']);
    expect(c.lifecycleMinors).toEqual(['1.29', '1.30', '1.31']);
  });

  it('takes the newest packaged minor of three as the target default', () => {
    const c = context({
      packaged: packaged({ minors: { '1.31': '1.31.1+k3s1', '1.29': '1.29.8+k3s1', '1.30': '1.30.2+k3s1' } }),
    });
    expect(c.targetDefault.minor).toBe('1.31');
  });

  it.each<[string, PackagedState, string | undefined]>([
    [
      'the minor the reader resolved, even one that is not packaged',
      packaged({ minors: { '1.29': '1.29.8+k3s1' }, default: '1.30' }),
      '1.30',
    ],
    [
      'nothing for a lone minor outside the single layout when the alias was not found',
      packaged({ minors: { '1.29': '1.29.8+k3s1' } }),
      undefined,
    ],
  ])('resolves default(branch) to %s', (_case, state, expected) => {
    expect(context({ packaged: state }).defaultMinor).toBe(expected);
  });
});

describe('facts of other branches', () => {
  it('read the minors of a fact with its default among them, oldest first', () => {
    const fact = branchDefault('release-24.05', '1.30', ['1.29', '1.28']);
    expect(minorsOfFact(fact)).toEqual(['1.28', '1.29', '1.30']);
    expect(minorsKnownOf(fact)).toEqual(['1.28', '1.29', '1.30']);
  });

  it('read the minors of a fact without a default', () => {
    expect(minorsOfFact({ branch: 'master', minors: ['1.31', '1.30'], source: 'x' })).toEqual(['1.30', '1.31']);
  });

  it('know the default alone when the other minors were not read', () => {
    expect(minorsOfFact(branchDefault('master', '1.31'))).toBeUndefined();
    expect(minorsKnownOf(branchDefault('master', '1.31'))).toEqual(['1.31']);
    expect(minorsKnownOf(branchDefault('master', undefined))).toEqual([]);
    expect(minorsKnownOf(undefined)).toEqual([]);
  });
});
