// Which branches a scheduled run audits and which others each branch's rules
// compare with, by the phases of the calendar's releases (24.05: branch-off
// 2024-05-22, release 2024-05-31, end of support 2024-12-31; 24.11: branch-off
// 2024-11-14, release 2024-11-30).
import { describe, expect, it } from '@jest/globals';
import { branchesThatMatter, otherBranchRefs } from '../../src/calendar/otherBranches.js';
import { buildReleaseCalendar, parseDay } from '../../src/calendar/releaseCalendar.js';
import type { Branch } from '../../src/domain/types.js';

const MASTER: Branch = { name: 'master', kind: 'unstable' };
const stable = (release: string): Branch => ({ name: `release-${release}`, kind: 'stable', release });
const on = (day: string) => {
  const now = parseDay(day);
  return { now, calendar: buildReleaseCalendar({ now }) };
};

describe('otherBranchRefs', () => {
  it.each<[string, Branch, string, object]>([
    [
      'master: the current stable, the one live release',
      MASTER,
      '2024-09-01',
      { currentStableDefault: { branch: 'release-24.05' }, liveReleases: [{ branch: 'release-24.05' }] },
    ],
    [
      'master before 24.05 is released: still 23.11, and both live releases (24.05 has branched off)',
      MASTER,
      '2024-05-25',
      {
        currentStableDefault: { branch: 'release-23.11' },
        liveReleases: [{ branch: 'release-23.11' }, { branch: 'release-24.05' }],
      },
    ],
    ['a release before its release: master', stable('24.05'), '2024-05-25', { unstableDefault: { branch: 'master' } }],
    [
      'a supported release: master, and its tag for the default at release',
      stable('24.05'),
      '2024-09-01',
      { unstableDefault: { branch: 'master' }, defaultAtRelease: { tag: '24.05' } },
    ],
    [
      'a supported release once the next has branched off: the next release instead of master',
      stable('24.05'),
      '2024-11-20',
      { nextReleaseDefault: { branch: 'release-24.11' }, defaultAtRelease: { tag: '24.05' } },
    ],
    ['a retired release: none', stable('24.05'), '2025-01-01', {}],
    [
      'a release the calendar does not know: master',
      stable('30.05'),
      '2024-09-01',
      { unstableDefault: { branch: 'master' } },
    ],
  ])('%s', (_case, branch, day, expected) => {
    const { now, calendar } = on(day);
    expect(otherBranchRefs(branch, calendar, now)).toEqual(expected);
  });
});

describe('branchesThatMatter', () => {
  it('is master and every release branch before its release or supported', () => {
    const { now, calendar } = on('2024-11-20');
    expect(branchesThatMatter(calendar, now).map((b) => b.name)).toEqual(['master', 'release-24.05', 'release-24.11']);
  });
});
