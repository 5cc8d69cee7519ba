import { describe, expect, it } from '@jest/globals';
import {
  addMonths,
  buildReleaseCalendar,
  currentStable,
  formatDay,
  nextRelease,
  parseDay,
  releaseByName,
  stablePhase,
  upcomingRelease,
} from '../../src/calendar/releaseCalendar.js';
import type { DatedFact, NixosRelease } from '../../src/domain/types.js';

const NOW = new Date('2026-11-29T15:00:00Z');
const calendar = buildReleaseCalendar({ now: NOW });
const get = (name: string): NixosRelease => {
  const release = releaseByName(calendar, name);
  if (!release) throw new Error(`no ${name} in the calendar`);
  return release;
};
const show = (fact: DatedFact) => [formatDay(fact.date), fact.estimated, fact.source];
const KNOWN = 'NixOS release calendar';
const ESTIMATED = 'estimated from the usual cadence';

describe('parseDay / formatDay', () => {
  it.each(['2024-05-31', '2024-02-29', '2026-11-29'])('round-trips %s at UTC midnight', (text) => {
    const day = parseDay(text);
    expect(day.getUTCHours()).toBe(0);
    expect(formatDay(day)).toBe(text);
  });

  it.each(['2024-02-30', '2023-02-29', '2024-5-31', ' 2024-05-31', '2024-05-31T00:00:00Z', '31.05.2024', ''])(
    'rejects %p with an error naming the text',
    (text) => {
      expect(() => parseDay(text)).toThrow(`"${text}"`);
    }
  );

  it('adds months clamped to the month end (for GA + 14 months)', () => {
    expect(formatDay(addMonths(parseDay('2023-12-31'), 2))).toBe('2024-02-29');
    expect(formatDay(addMonths(parseDay('2023-08-15'), 14))).toBe('2024-10-15');
  });
});

describe('known releases', () => {
  it('runs from 20.09, oldest first, without gaps', () => {
    const names = calendar.releases.map((r) => r.name);
    expect(names.slice(0, 4)).toEqual(['20.09', '21.05', '21.11', '22.05']);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('26.05');
  });

  it.each([
    ['20.09', 'release', ['2020-10-27', false, KNOWN]],
    ['20.09', 'endOfSupport', ['2021-06-30', false, KNOWN]],
    ['22.05', 'featureFreeze', ['2022-05-01', false, KNOWN]],
    ['22.05', 'branchOff', ['2022-05-22', false, KNOWN]],
    ['23.11', 'release', ['2023-11-29', false, KNOWN]],
    ['24.05', 'release', ['2024-05-31', false, KNOWN]],
    ['24.05', 'endOfSupport', ['2024-12-31', false, KNOWN]],
    ['24.11', 'branchOff', ['2024-11-14', false, KNOWN]],
    ['25.05', 'release', ['2025-05-23', false, KNOWN]],
    ['26.05', 'branchOff', ['2026-05-24', false, KNOWN]],
    ['26.05', 'release', ['2026-05-30', false, KNOWN]],
    ['26.05', 'endOfSupport', ['2026-12-31', false, KNOWN]],
  ] as const)('%s %s', (name, field, expected) => {
    expect(show(get(name)[field])).toEqual(expected);
  });
});

describe('estimates', () => {
  it.each([
    // Unknown branch-off of a known release: 10 days before the release; feature freeze 3 weeks before that.
    ['23.05', 'branchOff', '2023-05-21'],
    ['23.05', 'featureFreeze', '2023-04-30'],
    // 26.11 is not on record: release at the end of November, support until the end of the month after 27.05.
    ['26.11', 'release', '2026-11-30'],
    ['26.11', 'branchOff', '2026-11-20'],
    ['26.11', 'featureFreeze', '2026-10-30'],
    ['26.11', 'endOfSupport', '2027-06-30'],
    ['27.05', 'release', '2027-05-31'],
    ['27.05', 'endOfSupport', '2027-12-31'],
  ] as const)('%s %s is %s, marked estimated', (name, field, date) => {
    expect(show(get(name)[field])).toEqual([date, true, ESTIMATED]);
  });

  it.each([
    [undefined, 2],
    [1, 1],
    [4, 4],
  ])('horizon %p: that many releases after now', (horizon, count) => {
    const built = buildReleaseCalendar({ now: NOW, ...(horizon ? { horizon } : {}) });
    expect(built.releases.filter((r) => r.release.date > NOW)).toHaveLength(count);
  });
});

describe('overrides from the action inputs', () => {
  it('apply to the next unreleased release by default, and estimates follow them', () => {
    const built = buildReleaseCalendar({ now: NOW, overrides: { releaseDate: parseDay('2026-12-05') } });
    const release = releaseByName(built, '26.11')!;
    expect(show(release.release)).toEqual(['2026-12-05', false, 'input release-date']);
    expect(show(release.branchOff)).toEqual(['2026-11-25', true, ESTIMATED]);
    // Known dates of other releases do not move.
    expect(show(releaseByName(built, '26.05')!.endOfSupport)).toEqual(['2026-12-31', false, KNOWN]);
  });

  it('apply to a named release; the previous release\'s estimated end of support follows', () => {
    const built = buildReleaseCalendar({
      now: NOW,
      overrides: { release: '27.05', releaseDate: parseDay('2027-06-10'), branchOff: parseDay('2027-05-28'), featureFreeze: parseDay('2027-05-01') },
    });
    const release = releaseByName(built, '27.05')!;
    expect(show(release.release)).toEqual(['2027-06-10', false, 'input release-date']);
    expect(show(release.branchOff)).toEqual(['2027-05-28', false, 'input branch-off']);
    expect(show(release.featureFreeze)).toEqual(['2027-05-01', false, 'input feature-freeze']);
    expect(show(releaseByName(built, '26.11')!.endOfSupport)).toEqual(['2027-07-31', true, ESTIMATED]);
  });

  it('extend the calendar to a named future release', () => {
    const built = buildReleaseCalendar({ now: NOW, overrides: { release: '28.11', releaseDate: parseDay('2028-11-28') } });
    expect(formatDay(releaseByName(built, '28.11')!.release.date)).toBe('2028-11-28');
    expect(releaseByName(built, '28.05')).toBeDefined();
  });

  it.each([
    [{ release: '26.12', releaseDate: parseDay('2026-12-30') }, '26.12'],
    [{ release: 'next', releaseDate: parseDay('2026-12-30') }, 'next'],
    [{ release: '19.09', releaseDate: parseDay('2019-10-09') }, '19.09'],
    [{ branchOff: parseDay('2026-12-10') }, 'branch-off 2026-12-10'],
  ])('reject %p with a clear error', (overrides, text) => {
    expect(() => buildReleaseCalendar({ now: NOW, overrides })).toThrow(text);
  });
});

describe('questions on boundary days', () => {
  it.each([
    ['2026-05-29T23:59:59Z', '25.11', '26.05'],
    ['2026-05-30T00:00:00Z', '26.05', '26.11'],
    ['2026-11-29T12:00:00Z', '26.05', '26.11'],
    ['2026-11-30T00:00:00Z', '26.11', '27.05'],
  ])('at %s: current stable %s, upcoming %s', (now, stable, upcoming) => {
    const built = buildReleaseCalendar({ now: new Date(now) });
    expect(currentStable(built, new Date(now))?.name).toBe(stable);
    expect(upcomingRelease(built, new Date(now))?.name).toBe(upcoming);
  });

  it.each([
    ['20.09', '21.05'],
    ['25.11', '26.05'],
    ['26.05', '26.11'],
  ])('next(%s) is %s', (name, next) => {
    expect(nextRelease(calendar, name)?.name).toBe(next);
    expect(nextRelease(calendar, get(name))?.name).toBe(next);
  });

  it.each([
    ['2026-05-23T23:59:59Z', 'before-branch-off'],
    ['2026-05-24T00:00:00Z', 'pre-release'],
    ['2026-05-29T18:00:00Z', 'pre-release'],
    ['2026-05-30T00:00:00Z', 'supported'],
    ['2026-12-30T23:59:59Z', 'supported'],
    ['2026-12-31T00:00:00Z', 'retired'],
  ])('26.05 at %s is %s', (now, phase) => {
    expect(stablePhase(get('26.05'), new Date(now))).toBe(phase);
  });
});
