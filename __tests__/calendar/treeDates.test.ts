// Which date options the trees contradict (calendar/treeDates.ts), by the table:
// each fact a tree can give against each date option, on either side of the day audited.
import { describe, expect, test } from '@jest/globals';
import { buildReleaseCalendar, parseDay } from '../../src/calendar/releaseCalendar.js';
import { contradictedDates, type TreesRead } from '../../src/calendar/treeDates.js';
import { ACTION_WORDS } from '../../src/domain/optionWords.js';

const NOW = new Date('2026-11-29T12:00:00Z');
const NONE: TreesRead = { branches: [], noBranch: [], noTag: [] };

type Dates = { branchOff?: string; releaseDate?: string };

function warned(dates: Dates, trees: Partial<TreesRead>): string[] {
  const calendar = buildReleaseCalendar({
    now: NOW,
    overrides: {
      ...(dates.branchOff ? { branchOff: parseDay(dates.branchOff) } : {}),
      ...(dates.releaseDate ? { releaseDate: parseDay(dates.releaseDate) } : {}),
    },
  });
  return contradictedDates(calendar, NOW, { ...NONE, ...trees }, ACTION_WORDS);
}

const MASTER_2611 = { master: { version: '26.11', source: 'checkout' } };
const MASTER_2705 = { master: { version: '27.05', source: 'checkout' } };
const BRANCH_2611 = { branches: [{ release: '26.11', source: 'checkout' }] };

describe('a date option the trees contradict is one warning', () => {
  test.each([
    [
      'a later branch-off, the release branch read',
      { branchOff: '2026-12-05' },
      BRANCH_2611,
      /release-26\.11 exists \(checkout\): NixOS 26\.11 has branched off\./,
    ],
    [
      "a later branch-off, master's lib/.version past it",
      { branchOff: '2026-12-05' },
      MASTER_2705,
      /lib\/\.version names 27\.05 .*has branched off\./,
    ],
    [
      "an earlier branch-off, master's lib/.version still on it",
      { branchOff: '2026-11-18' },
      MASTER_2611,
      /still names 26\.11 .*has not branched off\./,
    ],
    [
      'an earlier branch-off, no release branch',
      { branchOff: '2026-11-18' },
      { noBranch: ['26.11'] },
      /nixpkgs has no branch release-26\.11: NixOS 26\.11 has not branched off\./,
    ],
    [
      'an earlier release, no release tag',
      { releaseDate: '2026-11-25' },
      { noTag: ['26.11'] },
      /nixpkgs has no tag 26\.11: NixOS 26\.11 has not been released\./,
    ],
    [
      'an earlier release, no release branch',
      { releaseDate: '2026-11-25' },
      { noBranch: ['26.11'] },
      /has not been released\./,
    ],
  ] as const)('%s', (_case, dates, trees, says) => {
    const [line, ...more] = warned(dates, trees);
    expect(more).toEqual([]);
    expect(line).toMatch(says);
    expect(line).toMatch(
      /^Input (branch-off|release)-date 2026-1\d-\d\d is (after|on or before) the day audited, 2026-11-29, but /,
    );
    expect(line).toMatch(/The run keeps the date as given; correct input (branch-off|release)-date, or drop it\.$/);
  });
});

describe('nothing is said', () => {
  test.each([
    [
      'dates the calendar estimates, whatever the trees say',
      {},
      { ...MASTER_2611, noTag: ['26.11'], noBranch: ['26.11'] },
    ],
    ['a later branch-off while master still heads for the release', { branchOff: '2026-12-05' }, MASTER_2611],
    ['an earlier branch-off, the release branch read', { branchOff: '2026-11-18' }, { ...BRANCH_2611, ...MASTER_2705 }],
    [
      'an earlier release, its branch read and its tag not asked for (offline)',
      { releaseDate: '2026-11-25' },
      BRANCH_2611,
    ],
    ['a later release, no tag yet', { releaseDate: '2026-12-02' }, { noTag: ['26.11'] }],
  ] as const)('%s', (_case, dates, trees) => {
    expect(warned(dates, trees)).toEqual([]);
  });
});
