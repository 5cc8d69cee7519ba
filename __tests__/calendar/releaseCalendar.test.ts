import { describe, expect, it } from '@jest/globals';
import { KNOWN_RELEASES } from '../../src/calendar/knownReleases.js';
import {
  addMonths,
  buildReleaseCalendar,
  compareReleaseNames,
  currentStable,
  describeDate,
  featureFreezeWindow,
  formatDay,
  inFeatureFreezeWindow,
  lastBranched,
  liveReleases,
  nextFeatureFreeze,
  nextRelease,
  nextToBranchOff,
  parseDay,
  releaseByName,
  stablePhase,
  upcomingRelease,
  withBranchRead,
  type CalendarOverrides,
} from '../../src/calendar/releaseCalendar.js';
import type { DatedFact, NixosRelease, ReleaseCalendar } from '../../src/domain/types.js';

const NOW = new Date('2026-11-29T15:00:00Z');
// Built in each test that uses it, so that mutation testing sees which tests exercise the calendar.
const calendar = (): ReleaseCalendar => buildReleaseCalendar({ now: NOW });
const releaseIn = (built: ReleaseCalendar, name: string): NixosRelease => {
  const release = releaseByName(built, name);
  if (!release) throw new Error(`no ${name} in the calendar`);
  return release;
};
const get = (name: string): NixosRelease => releaseIn(calendar(), name);
const show = (fact: DatedFact) => [formatDay(fact.date), fact.estimated, fact.source];
const ESTIMATED = 'estimated from the usual cadence';
const FIELDS = ['featureFreeze', 'branchOff', 'release', 'endOfSupport'] as const;

// Sources as the table names them.
const EOL_DATE = 'endoflife.date products/nixos.md';
const S2305 = 'NixOS/nixpkgs#223562 (release schedule)';
const S2311 = 'NixOS/nixpkgs#258640 (release schedule)';
const S2405 = 'NixOS/nixpkgs#309482 (zero hydra failures)';
const S2411 = 'NixOS/nixpkgs#339153 (release schedule)';
const S2505 = 'NixOS/nixpkgs#390768 (release schedule)';
const S2605 = 'NixOS/nixpkgs#516381 (zero hydra failures; schedule NixOS/nixpkgs#503391)';

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
    },
  );

  it('adds months clamped to the month end (for GA + 14 months)', () => {
    expect(formatDay(addMonths(parseDay('2023-12-31'), 2))).toBe('2024-02-29');
    expect(formatDay(addMonths(parseDay('2023-08-15'), 14))).toBe('2024-10-15');
  });
});

describe('dates on record', () => {
  it('runs from 20.09, oldest first, one release every six months', () => {
    const names = calendar().releases.map((r) => r.name);
    expect(names.slice(0, 5)).toEqual(['20.09', '21.05', '21.11', '22.05', '22.11']);
    expect(names.slice(names.indexOf('25.11'))).toEqual(['25.11', '26.05', '26.11', '27.05']);
    expect(names).toHaveLength(14);
  });

  // Every date from 23.05 on, with the source the table names for it.
  it.each([
    ['23.05', 'featureFreeze', '2023-05-01', S2305],
    ['23.05', 'branchOff', '2023-05-22', S2305],
    ['23.05', 'release', '2023-05-31', S2305],
    ['23.05', 'endOfSupport', '2023-12-31', EOL_DATE],
    ['23.11', 'featureFreeze', '2023-10-30', S2311],
    ['23.11', 'branchOff', '2023-11-20', S2311],
    ['23.11', 'release', '2023-11-29', S2311],
    ['23.11', 'endOfSupport', '2024-06-30', EOL_DATE],
    ['24.05', 'featureFreeze', '2024-05-01', 'NixOS/nixpkgs#303286 (feature freeze)'],
    ['24.05', 'branchOff', '2024-05-22', S2405],
    ['24.05', 'release', '2024-05-31', S2405],
    ['24.05', 'endOfSupport', '2024-12-31', EOL_DATE],
    ['24.11', 'featureFreeze', '2024-10-25', S2411],
    ['24.11', 'branchOff', '2024-11-14', S2411],
    ['24.11', 'release', '2024-11-30', S2411],
    ['24.11', 'endOfSupport', '2025-06-30', EOL_DATE],
    ['25.05', 'featureFreeze', '2025-04-23', 'NixOS/nixpkgs#393359 (feature freeze)'],
    ['25.05', 'branchOff', '2025-05-16', S2505],
    ['25.05', 'release', '2025-05-23', EOL_DATE],
    ['25.05', 'endOfSupport', '2025-12-31', EOL_DATE],
    ['25.11', 'featureFreeze', '2025-10-25', 'NixOS/nixpkgs#444721 (feature freeze)'],
    ['25.11', 'release', '2025-11-30', 'NixOS/nixpkgs#443568 (release schedule)'],
    ['25.11', 'endOfSupport', '2026-06-30', EOL_DATE],
    ['26.05', 'branchOff', '2026-05-24', S2605],
    ['26.05', 'release', '2026-05-30', S2605],
    ['26.05', 'endOfSupport', '2026-12-31', 'endoflife-date/endoflife.date#10180 (by the 26.05 release manager)'],
    // Older releases keep what they had.
    ['20.09', 'release', '2020-10-27', EOL_DATE],
    ['20.09', 'endOfSupport', '2021-06-30', EOL_DATE],
    ['21.05', 'release', '2021-05-31', EOL_DATE],
    ['21.05', 'endOfSupport', '2021-12-31', EOL_DATE],
    ['21.11', 'release', '2021-11-30', EOL_DATE],
    ['21.11', 'endOfSupport', '2022-06-30', EOL_DATE],
    ['22.05', 'release', '2022-05-30', EOL_DATE],
    ['22.05', 'endOfSupport', '2022-12-31', EOL_DATE],
    ['22.11', 'release', '2022-11-30', EOL_DATE],
    ['22.11', 'endOfSupport', '2023-06-30', EOL_DATE],
    ['22.05', 'featureFreeze', '2022-05-01', 'NixOS/nixpkgs#165792 (release schedule)'],
    ['22.05', 'branchOff', '2022-05-22', 'NixOS/nixpkgs#165792 (release schedule)'],
    ['22.11', 'featureFreeze', '2022-10-31', 'NixOS/nixpkgs#194208 (feature freeze)'],
    ['22.11', 'branchOff', '2022-11-21', 'NixOS/nixpkgs#199919 (zero hydra failures)'],
  ] as const)('%s %s is %s (%s)', (name, field, date, source) => {
    expect(show(get(name)[field])).toEqual([date, false, source]);
  });

  it('estimates only the dates no source states (from 23.05 on: 25.11 branch-off, 26.05 feature freeze)', () => {
    const estimatedDates = calendar()
      .releases.filter((r) => compareReleaseNames(r.name, '26.05') <= 0)
      .flatMap((r) => FIELDS.filter((field) => r[field].estimated).map((field) => `${r.name} ${field}`));
    expect(estimatedDates).toEqual([
      ...['20.09', '21.05', '21.11'].flatMap((name) => [`${name} featureFreeze`, `${name} branchOff`]),
      '25.11 branchOff',
      '26.05 featureFreeze',
    ]);
  });

  it('keeps every row in order: feature freeze <= branch-off <= release <= end of support, names ascending', () => {
    const names = KNOWN_RELEASES.map((row) => row.name);
    expect(names).toEqual([...names].sort(compareReleaseNames));
    for (const row of KNOWN_RELEASES) {
      const release = get(row.name);
      const days = FIELDS.map((field) => release[field].date.getTime());
      expect(days).toEqual([...days].sort((a, b) => a - b));
      expect(row.source).not.toBe('');
    }
  });
});

describe('estimates', () => {
  it.each([
    // 25.11: branch-off 10 days before its release on record.
    ['25.11', 'branchOff', '2025-11-20'],
    // 26.05: feature freeze three weeks before its branch-off on record.
    ['26.05', 'featureFreeze', '2026-05-03'],
    // 26.11 is not on record: release at the end of November, support until the end of the month after 27.05.
    ['26.11', 'release', '2026-11-30'],
    ['26.11', 'branchOff', '2026-11-20'],
    ['26.11', 'featureFreeze', '2026-10-30'],
    ['26.11', 'endOfSupport', '2027-06-30'],
    ['27.05', 'release', '2027-05-31'],
    ['27.05', 'branchOff', '2027-05-21'],
    ['27.05', 'featureFreeze', '2027-04-30'],
    ['27.05', 'endOfSupport', '2027-12-31'],
  ] as const)('%s %s is %s, marked estimated', (name, field, date) => {
    expect(show(get(name)[field])).toEqual([date, true, ESTIMATED]);
  });

  it.each([
    [undefined, 2, '27.05'],
    [1, 1, '26.11'],
    [4, 4, '28.05'],
  ])('horizon %p: that many releases after now, the last one %s', (horizon, count, last) => {
    const built = buildReleaseCalendar({ now: NOW, ...(horizon ? { horizon } : {}) });
    expect(built.releases.filter((r) => r.release.date > NOW)).toHaveLength(count);
    expect(built.releases.at(-1)!.name).toBe(last);
  });

  it('counts a release on its release day as released', () => {
    const built = buildReleaseCalendar({ now: new Date('2026-11-30T00:00:00Z'), horizon: 1 });
    expect(built.releases.at(-1)!.name).toBe('27.05');
  });
});

describe('date inputs', () => {
  const build = (now: string, overrides: CalendarOverrides): ReleaseCalendar =>
    buildReleaseCalendar({ now: new Date(now), overrides });
  const day = parseDay;

  it('given for 26.05 after its release day, apply to 26.05 and win over its dates on record', () => {
    const built = build('2026-11-29T10:00:00Z', { featureFreeze: day('2026-05-01'), branchOff: day('2026-05-20') });
    const release = releaseIn(built, '26.05');
    expect(show(release.featureFreeze)).toEqual(['2026-05-01', false, 'input feature-freeze-date']);
    expect(show(release.branchOff)).toEqual(['2026-05-20', false, 'input branch-off-date']);
    expect(show(release.release)).toEqual(['2026-05-30', false, S2605]);
    // The release after it keeps its estimates.
    expect(show(releaseIn(built, '26.11').branchOff)).toEqual(['2026-11-20', true, ESTIMATED]);
  });

  // Every combination of the three inputs, for a release on record (26.05) and one that is not (26.11).
  const combinations = [
    ['feature-freeze-date'],
    ['branch-off-date'],
    ['release-date'],
    ['feature-freeze-date', 'branch-off-date'],
    ['feature-freeze-date', 'release-date'],
    ['branch-off-date', 'release-date'],
    ['feature-freeze-date', 'branch-off-date', 'release-date'],
  ] as const;
  type Input = (typeof combinations)[number][number];
  const INPUT_FIELD = {
    'feature-freeze-date': 'featureFreeze',
    'branch-off-date': 'branchOff',
    'release-date': 'release',
  } as const;
  const OVERRIDE = {
    'feature-freeze-date': 'featureFreeze',
    'branch-off-date': 'branchOff',
    'release-date': 'releaseDate',
  } as const;

  describe.each([
    // name, now, given days, what each date is without inputs
    [
      '26.05',
      '2026-04-01T00:00:00Z',
      { 'feature-freeze-date': '2026-04-25', 'branch-off-date': '2026-05-19', 'release-date': '2026-06-02' },
    ],
    [
      '26.11',
      '2026-09-01T00:00:00Z',
      { 'feature-freeze-date': '2026-10-20', 'branch-off-date': '2026-11-18', 'release-date': '2026-12-03' },
    ],
  ] as const)('for %s', (name, now, days) => {
    it.each(combinations)(
      '%s %s %s: each given date wins, the others stay as they were or follow',
      (...given: Input[]) => {
        const overrides: CalendarOverrides = {};
        for (const input of given) overrides[OVERRIDE[input]] = day(days[input]);
        const release = releaseIn(build(now, overrides), name);
        const plain = releaseIn(buildReleaseCalendar({ now: new Date(now) }), name);
        for (const input of given) {
          expect(show(release[INPUT_FIELD[input]])).toEqual([days[input], false, `input ${input}`]);
        }
        // A date not given keeps its record, or is estimated anew from the dates after it.
        const releaseFact = given.includes('release-date') ? release.release : plain.release;
        expect(show(release.release)).toEqual(show(releaseFact));
        if (!given.includes('branch-off-date')) {
          const expected = plain.branchOff.estimated
            ? formatDay(new Date(releaseFact.date.getTime() - 10 * 86_400_000))
            : formatDay(plain.branchOff.date);
          expect(formatDay(release.branchOff.date)).toBe(expected);
          expect(release.branchOff.estimated).toBe(plain.branchOff.estimated);
        }
        if (!given.includes('feature-freeze-date')) {
          expect(formatDay(release.featureFreeze.date)).toBe(
            formatDay(new Date(release.branchOff.date.getTime() - 21 * 86_400_000)),
          );
          expect(release.featureFreeze.estimated).toBe(true);
        }
        expect(show(release.endOfSupport)).toEqual(show(plain.endOfSupport));
      },
    );
  });

  it('move the estimated end of support of the release before', () => {
    const built = build('2026-11-29T15:00:00Z', { release: '27.05', releaseDate: day('2027-06-10') });
    expect(show(releaseIn(built, '26.11').endOfSupport)).toEqual(['2027-07-31', true, ESTIMATED]);
  });

  it('apply to a named release, and extend the calendar to it', () => {
    const built = build('2026-11-29T15:00:00Z', { release: '28.11', releaseDate: day('2028-11-28') });
    expect(show(releaseIn(built, '28.11').release)).toEqual(['2028-11-28', false, 'input release-date']);
    expect(releaseByName(built, '28.05')).toBeDefined();
    expect(built.releases.at(-1)!.name).toBe('28.11');
  });

  it('apply to the first release of the calendar when it is named', () => {
    const built = build('2026-11-29T15:00:00Z', { release: '20.09', branchOff: day('2020-09-07') });
    expect(show(releaseIn(built, '20.09').branchOff)).toEqual(['2020-09-07', false, 'input branch-off-date']);
  });

  it('a named release alone extends the calendar to it', () => {
    const built = build('2026-11-29T15:00:00Z', { release: '29.05' });
    expect(built.releases.at(-1)!.name).toBe('29.05');
    expect(built.releases.every((r) => !r.release.source.startsWith('input'))).toBe(true);
  });

  it('extend the calendar to the release they belong to', () => {
    const built = build('2026-11-29T15:00:00Z', { branchOff: day('2028-11-20') });
    expect(show(releaseIn(built, '28.11').branchOff)).toEqual(['2028-11-20', false, 'input branch-off-date']);
    expect(built.releases.at(-1)!.name).toBe('28.11');
  });

  it('keep the horizon when a release date moves before today', () => {
    const built = build('2026-11-29T15:00:00Z', { releaseDate: day('2026-11-25') });
    expect(show(releaseIn(built, '26.11').release)).toEqual(['2026-11-25', false, 'input release-date']);
    expect(built.releases.filter((r) => r.release.date > NOW).map((r) => r.name)).toEqual(['27.05', '27.11']);
  });

  it('count by the day: a time of day is dropped', () => {
    const built = build('2026-11-29T15:00:00Z', { branchOff: new Date('2026-11-18T23:30:00Z') });
    expect(show(releaseIn(built, '26.11').branchOff)).toEqual(['2026-11-18', false, 'input branch-off-date']);
  });

  // A date belongs to the release whose release day is nearest: 26.05 on 2026-05-30, 26.11 (estimated) on 2026-11-30.
  it.each([
    ['2026-08-29', 'releaseDate', '26.05'], // 91 days after 26.05, 93 before 26.11
    ['2026-08-30', 'releaseDate', '26.11'], // 92 days from both: the later release
    ['2026-03-01', 'featureFreeze', '26.05'], // 91 days after 25.11 (2025-11-30), 90 before 26.05
    ['2026-02-28', 'releaseDate', '25.11'], // 90 days after 25.11, 91 before 26.05
    ['2021-01-27', 'releaseDate', '20.09'], // 92 days after 20.09 (2020-10-27), 124 before 21.05
    ['2020-07-27', 'featureFreeze', '20.09'], // 92 days before 20.09
  ] as const)('%s given as %s belongs to %s', (date, override, name) => {
    const built = build('2026-11-29T15:00:00Z', { [override]: day(date) });
    const field = override === 'releaseDate' ? 'release' : override;
    const input = override === 'releaseDate' ? 'release-date' : 'feature-freeze-date';
    expect(show(releaseIn(built, name)[field])).toEqual([date, false, `input ${input}`]);
    expect(built.releases.filter((r) => r[field].source === `input ${input}`)).toHaveLength(1);
  });

  it.each([
    ['2021-01-28', 'Input release-date 2021-01-28 is not near any NixOS release the calendar knows (20.09 onwards)'],
    ['2020-07-26', 'Input release-date 2020-07-26 is not near any NixOS release'],
    ['2019-10-09', 'Input release-date 2019-10-09 is not near any NixOS release'],
  ])('a release date %s near no release is an error', (date, message) => {
    expect(() => build('2026-11-29T15:00:00Z', { releaseDate: day(date) })).toThrow(message);
  });

  it('of different releases are an error naming each', () => {
    expect(() =>
      build('2026-11-29T15:00:00Z', { featureFreeze: day('2026-04-20'), releaseDate: day('2026-11-28') }),
    ).toThrow(
      'The date inputs belong to different NixOS releases: input feature-freeze-date 2026-04-20 (NixOS 26.05), ' +
        'input release-date 2026-11-28 (NixOS 26.11). Give the dates of one release.',
    );
  });

  describe('equal days are valid', () => {
    it.each([
      [
        'feature freeze on the branch-off day',
        { featureFreeze: day('2026-11-19'), branchOff: day('2026-11-19') },
        ['2026-11-19', '2026-11-19', '2026-11-30'],
      ],
      [
        'branch-off on the release day',
        { branchOff: day('2026-12-02'), releaseDate: day('2026-12-02') },
        ['2026-11-11', '2026-12-02', '2026-12-02'],
      ],
      [
        'all three on one day',
        { featureFreeze: day('2026-12-01'), branchOff: day('2026-12-01'), releaseDate: day('2026-12-01') },
        ['2026-12-01', '2026-12-01', '2026-12-01'],
      ],
      // Alone, a date past an estimate moves the estimate to its day.
      [
        'feature freeze after the estimated branch-off',
        { featureFreeze: day('2026-11-21') },
        ['2026-11-21', '2026-11-21', '2026-11-30'],
      ],
      [
        'feature freeze after the usual release day',
        { featureFreeze: day('2026-12-04') },
        ['2026-12-04', '2026-12-04', '2026-12-04'],
      ],
      [
        'branch-off after the usual release day',
        { branchOff: day('2026-12-03') },
        ['2026-11-12', '2026-12-03', '2026-12-03'],
      ],
    ] as const)('%s (26.11, not on record)', (_case, overrides, [ff, bo, rel]) => {
      const release = releaseIn(build('2026-10-01T00:00:00Z', overrides), '26.11');
      expect([release.featureFreeze, release.branchOff, release.release].map((f) => formatDay(f.date))).toEqual([
        ff,
        bo,
        rel,
      ]);
      // A date that followed another is still an estimate.
      expect(release.release.estimated).toBe(!('releaseDate' in overrides));
      expect(release.branchOff.estimated).toBe(!('branchOff' in overrides));
    });

    it.each([
      ['feature freeze on the branch-off day on record', { featureFreeze: day('2026-05-24') }],
      ['branch-off on the release day on record', { branchOff: day('2026-05-30') }],
    ] as const)('%s (26.05)', (_case, overrides) => {
      expect(() => build('2026-04-01T00:00:00Z', overrides)).not.toThrow();
    });
  });

  it.each([
    // A date given after another date that is given or on record cannot be right.
    [
      { featureFreeze: parseDay('2026-05-25') },
      'NixOS 26.05: feature freeze 2026-05-25 (input feature-freeze-date) is after its branch-off 2026-05-24 (' +
        S2605 +
        '); check the date inputs.',
    ],
    [
      { branchOff: parseDay('2026-05-31') },
      'NixOS 26.05: branch-off 2026-05-31 (input branch-off-date) is after its release 2026-05-30 (' + S2605 + ')',
    ],
    [
      { featureFreeze: parseDay('2026-06-01'), branchOff: parseDay('2026-05-31'), releaseDate: parseDay('2026-06-02') },
      'NixOS 26.05: feature freeze 2026-06-01 (input feature-freeze-date) is after its branch-off 2026-05-31 (input branch-off-date)',
    ],
    [
      { featureFreeze: parseDay('2026-05-20'), releaseDate: parseDay('2026-05-19') },
      'NixOS 26.05: branch-off 2026-05-24 (' + S2605 + ') is after its release 2026-05-19 (input release-date)',
    ],
    // Between two given dates, an estimate does not count.
    [
      { featureFreeze: parseDay('2026-11-25'), releaseDate: parseDay('2026-11-24') },
      'NixOS 26.11: feature freeze 2026-11-25 (input feature-freeze-date) is after its release 2026-11-24 (input release-date)',
    ],
    [
      { featureFreeze: parseDay('2026-11-25'), branchOff: parseDay('2026-11-24') },
      'NixOS 26.11: feature freeze 2026-11-25 (input feature-freeze-date) is after its branch-off 2026-11-24 (input branch-off-date)',
    ],
  ] as const)('out of order, %p is an error naming both dates', (overrides, message) => {
    expect(() => build('2026-04-01T00:00:00Z', overrides)).toThrow(message);
  });

  it.each([
    [
      { release: '26.12', releaseDate: parseDay('2026-12-30') },
      'Release 26.12 is not a NixOS release name (releases are YY.05 and YY.11).',
    ],
    [
      { release: 'next', releaseDate: parseDay('2026-12-30') },
      '"next" is not a NixOS release name (YY.MM, e.g. 24.05).',
    ],
    [
      { release: 'v26.11', releaseDate: parseDay('2026-12-30') },
      '"v26.11" is not a NixOS release name (YY.MM, e.g. 24.05).',
    ],
    [
      { release: '26.11.1', releaseDate: parseDay('2026-12-30') },
      '"26.11.1" is not a NixOS release name (YY.MM, e.g. 24.05).',
    ],
    [
      { release: '19.09', releaseDate: parseDay('2019-10-09') },
      'Release 19.09 is older than the calendar (it starts at 20.09).',
    ],
  ])('reject %p with a clear error', (overrides, text) => {
    expect(() => buildReleaseCalendar({ now: NOW, overrides })).toThrow(text);
  });
});

describe('questions on boundary days', () => {
  it.each([
    // 26.05: branch-off 2026-05-24, release 2026-05-30; 26.11 (estimated): branch-off 2026-11-20, release 2026-11-30.
    ['2026-05-23T23:59:59Z', '25.11', '26.05', '26.05'],
    ['2026-05-24T00:00:00Z', '25.11', '26.05', '26.11'],
    ['2026-05-29T23:59:59Z', '25.11', '26.05', '26.11'],
    ['2026-05-30T00:00:00Z', '26.05', '26.11', '26.11'],
    ['2026-11-19T12:00:00Z', '26.05', '26.11', '26.11'],
    ['2026-11-20T00:00:00Z', '26.05', '26.11', '27.05'],
    ['2026-11-29T12:00:00Z', '26.05', '26.11', '27.05'],
    ['2026-11-30T00:00:00Z', '26.11', '27.05', '27.05'],
  ])('at %s: current stable %s, upcoming %s, next to branch off %s', (now, stable, upcoming, next) => {
    const built = buildReleaseCalendar({ now: new Date(now) });
    expect(currentStable(built, new Date(now))?.name).toBe(stable);
    expect(upcomingRelease(built, new Date(now))?.name).toBe(upcoming);
    expect(nextToBranchOff(built, new Date(now))?.name).toBe(next);
  });

  it.each([
    // 25.11 end of support 2026-06-30; 26.05: branch-off 2026-05-24, release 2026-05-30, end of support 2026-12-31;
    // 26.11 (estimated): branch-off 2026-11-20, release 2026-11-30.
    ['2026-05-23T23:59:59Z', '25.11', ['25.11']],
    // The branch-off day: 26.05 is the last branched and live, while 25.11 is still the current stable.
    ['2026-05-24T00:00:00Z', '26.05', ['25.11', '26.05']],
    ['2026-05-29T23:59:59Z', '26.05', ['25.11', '26.05']],
    ['2026-05-30T00:00:00Z', '26.05', ['25.11', '26.05']],
    ['2026-06-30T12:00:00Z', '26.05', ['25.11', '26.05']],
    ['2026-07-01T00:00:00Z', '26.05', ['26.05']],
    ['2026-11-19T12:00:00Z', '26.05', ['26.05']],
    ['2026-11-20T00:00:00Z', '26.11', ['26.05', '26.11']],
    ['2026-11-30T00:00:00Z', '26.11', ['26.05', '26.11']],
  ])('at %s: last branched %s, live releases %j', (now, branched, live) => {
    const built = buildReleaseCalendar({ now: new Date(now) });
    expect(lastBranched(built, new Date(now))?.name).toBe(branched);
    expect(liveReleases(built, new Date(now)).map((r) => r.name)).toEqual(live);
  });

  it('has no last branched release before the calendar', () => {
    // 20.09, the first release of the calendar, branched off 2020-10-17 (estimated: 10 days before its release).
    expect(lastBranched(calendar(), new Date('2020-10-16T23:59:59Z'))).toBeUndefined();
    expect(lastBranched(calendar(), new Date('2020-10-17T00:00:00Z'))?.name).toBe('20.09');
  });

  it('has no current stable before the calendar and no upcoming release past it', () => {
    expect(currentStable(calendar(), new Date('2020-10-26T23:59:59Z'))).toBeUndefined();
    expect(currentStable(calendar(), new Date('2020-10-27T00:00:00Z'))?.name).toBe('20.09');
    expect(upcomingRelease(calendar(), new Date('2027-05-31T00:00:00Z'))).toBeUndefined();
    expect(upcomingRelease(calendar(), new Date('2027-05-30T23:59:59Z'))?.name).toBe('27.05');
    expect(nextToBranchOff(calendar(), new Date('2027-05-21T00:00:00Z'))).toBeUndefined();
    expect(nextToBranchOff(calendar(), new Date('2027-05-20T23:59:59Z'))?.name).toBe('27.05');
  });

  it.each([
    ['20.09', '21.05'],
    ['25.11', '26.05'],
    ['26.05', '26.11'],
    ['27.05', undefined],
    ['30.05', undefined],
  ])('next(%s) is %s', (name, next) => {
    expect(nextRelease(calendar(), name)?.name).toBe(next);
    const release = releaseByName(calendar(), name);
    if (release) expect(nextRelease(calendar(), release)?.name).toBe(next);
  });

  it('finds releases by name only', () => {
    expect(releaseByName(calendar(), '24.11')?.name).toBe('24.11');
    expect(releaseByName(calendar(), '24.12')).toBeUndefined();
  });

  it.each([
    // 26.05: branch-off 2026-05-24, release 2026-05-30, end of support 2026-12-31.
    ['2026-05-23T23:59:59Z', 'before-branch-off'],
    ['2026-05-24T00:00:00Z', 'pre-release'],
    ['2026-05-29T23:59:59Z', 'pre-release'],
    ['2026-05-30T00:00:00Z', 'supported'],
    ['2026-12-30T23:59:59Z', 'supported'],
    ['2026-12-31T00:00:00Z', 'supported'],
    ['2026-12-31T23:59:59Z', 'supported'],
    ['2027-01-01T00:00:00Z', 'retired'],
  ])('26.05 at %s is %s', (now, phase) => {
    expect(stablePhase(get('26.05'), new Date(now))).toBe(phase);
  });

  it('gives a release that branches off on its release day no pre-release phase', () => {
    const built = buildReleaseCalendar({
      now: NOW,
      overrides: { branchOff: parseDay('2026-11-30'), releaseDate: parseDay('2026-11-30') },
    });
    const release = releaseIn(built, '26.11');
    expect(stablePhase(release, new Date('2026-11-29T23:59:59Z'))).toBe('before-branch-off');
    expect(stablePhase(release, new Date('2026-11-30T00:00:00Z'))).toBe('supported');
  });

  describe('the feature-freeze window', () => {
    // 26.11 (estimated): feature freeze 2026-10-30, so the window is 2026-10-16 to 2026-10-30.
    it('runs from 14 days before the feature freeze to the freeze, both days included', () => {
      const { opens, closes } = featureFreezeWindow(get('26.11'));
      expect([formatDay(opens), formatDay(closes)]).toEqual(['2026-10-16', '2026-10-30']);
    });

    it.each([
      ['2026-10-15T23:59:59Z', false],
      ['2026-10-16T00:00:00Z', true],
      ['2026-10-23T12:00:00Z', true],
      ['2026-10-30T00:00:00Z', true],
      ['2026-10-30T23:59:59Z', true],
      ['2026-10-31T00:00:00Z', false],
    ])('at %s: inside %p', (now, inside) => {
      expect(inFeatureFreezeWindow(get('26.11'), new Date(now))).toBe(inside);
    });

    it('follows a feature-freeze input', () => {
      const built = buildReleaseCalendar({ now: NOW, overrides: { featureFreeze: parseDay('2026-11-10') } });
      const release = releaseIn(built, '26.11');
      expect(inFeatureFreezeWindow(release, new Date('2026-10-26T23:59:59Z'))).toBe(false);
      expect(inFeatureFreezeWindow(release, new Date('2026-10-27T00:00:00Z'))).toBe(true);
      expect(inFeatureFreezeWindow(release, new Date('2026-11-10T20:00:00Z'))).toBe(true);
      expect(inFeatureFreezeWindow(release, new Date('2026-11-11T00:00:00Z'))).toBe(false);
    });
  });

  it.each([
    // 26.05 (estimated) 2026-05-03, 26.11 (estimated) 2026-10-30, 27.05 (estimated) 2027-04-30.
    ['2026-05-03T23:59:59Z', '26.05'],
    ['2026-05-04T00:00:00Z', '26.11'],
    ['2026-10-30T12:00:00Z', '26.11'],
    ['2026-10-31T00:00:00Z', '27.05'],
    ['2027-04-30T00:00:00Z', '27.05'],
    ['2027-05-01T00:00:00Z', undefined],
  ])('the next feature freeze at %s is that of %s', (now, name) => {
    expect(nextFeatureFreeze(calendar(), new Date(now))?.name).toBe(name);
  });

  describe("once a release branch is read, its end of support is the branch's own SUPPORT_END", () => {
    const VERSION_NIX = 'nixos/modules/misc/version.nix';
    const now = new Date('2025-12-20T08:00:00Z');
    const supportEnd = (day: string) => ({ supportEnd: { date: parseDay(day), file: VERSION_NIX } });

    it('over the date on record, with the branch and the file as its source', () => {
      const built = buildReleaseCalendar({ now });
      expect(show(releaseIn(built, '25.05').endOfSupport)).toEqual(['2025-12-31', false, EOL_DATE]);
      const read = releaseIn(withBranchRead(built, '25.05', now, supportEnd('2026-01-31')), '25.05');
      expect(show(read.endOfSupport)).toEqual(['2026-01-31', false, `release-25.05 ${VERSION_NIX}`]);
      // The branch is supported until the day it says, and retired after.
      expect(stablePhase(read, new Date('2026-01-31T23:00:00Z'))).toBe('supported');
      expect(stablePhase(read, new Date('2026-02-01T00:00:00Z'))).toBe('retired');
      expect(stablePhase(releaseIn(built, '25.05'), new Date('2026-01-31T23:00:00Z'))).toBe('retired');
    });

    it('over an estimate, for the release being prepared, beside its branch-off', () => {
      const seen = new Date('2026-11-18T08:00:00Z');
      const read = releaseIn(
        withBranchRead(buildReleaseCalendar({ now: seen }), '26.11', seen, supportEnd('2027-06-30')),
        '26.11',
      );
      expect(show(read.endOfSupport)).toEqual(['2027-06-30', false, `release-26.11 ${VERSION_NIX}`]);
      expect(describeDate(read.branchOff)).toBe('branched');
    });

    it('leaves the other releases as they were, and, said of no day, the release too', () => {
      const built = buildReleaseCalendar({ now });
      const read = withBranchRead(built, '25.05', now, supportEnd('2026-01-31'));
      expect(read.releases.filter((r) => r.name !== '25.05')).toEqual(built.releases.filter((r) => r.name !== '25.05'));
      expect(withBranchRead(built, '25.05', now, {})).toEqual(built);
    });
  });

  describe('once a release branch is read, its branch-off has happened', () => {
    // 26.11: branch-off estimated 2026-11-20, feature freeze 2026-10-30; 26.05: branch-off on record 2026-05-24.
    const seen = new Date('2026-11-18T08:00:00Z');

    it('an estimate for a later day gives way: undated, by today, "branched"', () => {
      const read = releaseIn(withBranchRead(buildReleaseCalendar({ now: seen }), '26.11', seen), '26.11');
      expect(read.branchOff).toEqual({
        date: parseDay('2026-11-18'),
        estimated: false,
        undated: true,
        source: 'release-26.11 exists',
      });
      expect(describeDate(read.branchOff)).toBe('branched');
      expect(stablePhase(read, seen)).toBe('pre-release');
      expect(lastBranched({ releases: [read] }, seen)?.name).toBe('26.11');
      expect(show(read.featureFreeze)).toEqual(['2026-10-30', true, ESTIMATED]);
    });

    it('leaves the other releases as they were', () => {
      const built = buildReleaseCalendar({ now: seen });
      const read = withBranchRead(built, '26.11', seen);
      expect(read.releases.filter((r) => r.name !== '26.11')).toEqual(built.releases.filter((r) => r.name !== '26.11'));
    });

    it('a feature freeze estimated after that day moves to it', () => {
      const early = new Date('2026-10-20T08:00:00Z');
      const read = releaseIn(withBranchRead(buildReleaseCalendar({ now: early }), '26.11', early), '26.11');
      expect(show(read.featureFreeze)).toEqual(['2026-10-20', true, ESTIMATED]);
    });

    it.each([
      ['an estimate that has passed', '26.11', new Date('2026-11-25T08:00:00Z')],
      ['a date on record, even a later one', '26.05', new Date('2026-05-20T08:00:00Z')],
      ['that of a release after the one being prepared', '27.05', seen],
    ])('%s stands', (_case, name, now) => {
      const built = buildReleaseCalendar({ now });
      expect(withBranchRead(built, name, now)).toEqual(built);
    });
  });

  it('describes a date with its estimate mark', () => {
    expect(describeDate(get('26.05').release)).toBe('2026-05-30');
    expect(describeDate(get('26.11').release)).toBe('2026-11-30 (estimated)');
  });

  it.each([
    ['24.05', '24.11', -1],
    ['24.11', '24.05', 1],
    ['24.05', '24.05', 0],
  ])('orders %s against %s as %p', (a, b, order) => {
    expect(Math.sign(compareReleaseNames(a, b))).toBe(order);
  });
});
