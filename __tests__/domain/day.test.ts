// Day arithmetic must give the same calendar days whatever the runner's time zone.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { addDays, addMonths, dayOf, daysBetween, formatDay, parseDay, tryParseDay } from '../../src/domain/day.js';

const utc = (y: number, m: number, d: number): Date => new Date(Date.UTC(y, m - 1, d));

describe.each(['UTC', 'Pacific/Kiritimati', 'America/Los_Angeles'])('in time zone %s', (zone) => {
  const saved = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    process.env.TZ = saved;
  });

  test.each([
    ['2024-05-31', utc(2024, 5, 31)],
    ['2024-02-29', utc(2024, 2, 29)],
    [' 2026-11-29 ', utc(2026, 11, 29)],
  ])('tryParseDay("%s") is that UTC day', (text, expected) => {
    expect(tryParseDay(text)).toEqual(expected);
  });

  test.each(['2023-02-29', '2024-02-30', '2024-13-01', '2024-5-31', '24-05-31', '2024-05-31T00:00:00Z', ''])(
    'tryParseDay("%s") is no day',
    (text) => {
      expect(tryParseDay(text)).toBeUndefined();
    },
  );

  test('parseDay refuses surrounding spaces and says what it expects', () => {
    expect(() => parseDay(' 2024-05-31')).toThrow('expected a calendar day written YYYY-MM-DD');
    expect(parseDay('2024-05-31')).toEqual(utc(2024, 5, 31));
  });

  test('dayOf takes the UTC day of an instant, even a minute before midnight UTC', () => {
    expect(dayOf(new Date('2026-05-06T23:59:00Z'))).toEqual(utc(2026, 5, 6));
    expect(dayOf(new Date('2026-05-07T00:00:00Z'))).toEqual(utc(2026, 5, 7));
    expect(formatDay(new Date('2026-05-06T23:59:00Z'))).toBe('2026-05-06');
  });

  test('addMonths clamps to the last day of a shorter month', () => {
    expect(addMonths(utc(2024, 12, 31), 2)).toEqual(utc(2025, 2, 28));
    expect(addMonths(utc(2023, 12, 31), 2)).toEqual(utc(2024, 2, 29));
    expect(addMonths(utc(2024, 6, 28), 14)).toEqual(utc(2025, 8, 28));
    expect(addMonths(utc(2025, 3, 15), -12)).toEqual(utc(2024, 3, 15));
  });

  test('addDays and daysBetween cross months, years and daylight-saving changes by whole days', () => {
    expect(addDays(utc(2026, 3, 7), 2)).toEqual(utc(2026, 3, 9));
    expect(addDays(utc(2026, 1, 1), -1)).toEqual(utc(2025, 12, 31));
    expect(daysBetween(utc(2026, 3, 1), utc(2026, 4, 1))).toBe(31);
    expect(daysBetween(utc(2026, 11, 1), utc(2026, 10, 25))).toBe(-7);
    expect(daysBetween(utc(2024, 5, 31), utc(2024, 5, 31))).toBe(0);
  });
});
