import { describe, expect, it } from '@jest/globals';
import type { Mode } from '../../src/pipeline/options.js';
import { chooseWork, isPullRequestCheck } from '../../src/pipeline/chooseWork.js';
import { checklistPlans } from '../../src/evaluate/releasePlan.js';
import { calendar, scenario } from '../publish/checklists/scenario.js';

// The test calendar: FF(25.05) = 2025-04-25 (BO 2025-05-16 - 21 days), REL(25.05) = 2025-05-23;
// FF(25.11) = 2025-10-24, REL(25.11) = 2025-11-30; no release after 25.11.
const work = (mode: Mode, now: string, releaseBranchExists = false) =>
  chooseWork({
    mode,
    prCheck: isPullRequestCheck(mode, undefined),
    calendar: calendar(),
    now: new Date(now),
    releaseBranchExists: () => releaseBranchExists,
  });

describe('chooseWork', () => {
  it.each([
    ['the day before the window opens, late in the day', '2025-04-10T23:59:00Z', undefined],
    // POLICY: FF - 14 days <= t <= FF, both days included, whatever the time of day.
    ['the first day of the window (FF - 14), at midnight', '2025-04-11T00:00:00Z', '25.05'],
    ['the freeze day itself, in the evening', '2025-04-25T18:00:00Z', '25.05'],
    ['the day after the freeze', '2025-04-26T00:00:00Z', undefined],
  ])('auto keeps the feature-freeze checklist on %s: %s', (_when, now, expected) => {
    const chosen = work('auto', now);
    expect(chosen.featureFreeze?.name).toBe(expected);
    expect(chosen.dashboards).toBe(true);
    expect(chosen.reasons.some((r) => /feature-freeze checklist too/.test(r))).toBe(expected !== undefined);
  });

  it.each([
    ['before the freeze of 25.05', '2025-03-01T10:00:00Z', '25.05'],
    ['on the freeze day of 25.05', '2025-04-25T23:00:00Z', '25.05'],
    // 25.05's freeze has passed (it is branched off, not released): the next freeze is 25.11's.
    ['after the freeze of 25.05', '2025-05-18T10:00:00Z', '25.11'],
  ])('mode feature-freeze %s (%s) targets %s, and nothing else', (_when, now, expected) => {
    const chosen = work('feature-freeze', now);
    expect(chosen.featureFreeze?.name).toBe(expected);
    expect(chosen.dashboards).toBe(false);
    expect(chosen.closeEnded).toBeUndefined();
    expect(chosen.branchOff).toBeUndefined();
  });

  it('mode feature-freeze past every freeze the calendar knows says so and asks for nothing', () => {
    const chosen = work('feature-freeze', '2025-10-25T08:00:00Z');
    expect(chosen).toMatchObject({ prCheck: false, dashboards: false });
    expect(chosen.featureFreeze).toBeUndefined();
    expect(chosen.closeEnded).toBeUndefined();
    expect(chosen.reasons).toEqual([
      'Mode feature-freeze: the calendar knows no NixOS feature freeze on or after 2025-10-25; nothing to write.',
    ]);
  });

  it.each<[Mode, boolean]>([
    ['auto', true],
    ['audit', true],
    ['branch-off', false],
    ['pr-check', false],
  ])('mode %s closes ended issues: %s', (mode, closes) => {
    expect(work(mode, '2025-05-18T10:00:00Z', true).closeEnded === true).toBe(closes);
  });
});

describe('the trim list', () => {
  // REL(25.05) = 2025-05-23: the feature freeze is announced eight weeks before, on 2025-03-28.
  it.each([
    ['the day before the announcement, late in the day', '2025-03-27T23:59:00Z', undefined],
    ['the announcement day, at midnight', '2025-03-28T00:00:00Z', '25.05'],
    ['the day after the branch-off', '2025-05-17T12:00:00Z', '25.05'],
    ['the day before the release', '2025-05-22T23:00:00Z', '25.05'],
    // Released: its trim list is closed as ended; the next one is announced in October.
    ['the release day', '2025-05-23T00:00:00Z', undefined],
    ['eight weeks before 25.11 (2025-11-30)', '2025-10-05T08:00:00Z', '25.11'],
  ])('auto keeps it on %s (%s): %s', (_when, now, expected) => {
    const chosen = work('auto', now);
    expect(chosen.trimList?.name).toBe(expected);
    expect(chosen.reasons.some((r) => r.startsWith(`Trim list of NixOS ${expected} too:`))).toBe(
      expected !== undefined,
    );
  });

  it('auto says when it is kept, from the calendar', () => {
    expect(work('auto', '2025-04-01T10:00:00Z').reasons).toContain(
      'Trim list of NixOS 25.05 too: kept from its feature-freeze announcement (2025-03-28, eight weeks before) until its release (2025-05-23).',
    );
  });

  it.each([
    // Long before the announcement, and after 25.05's freeze: the release of the next freeze, as the checklist.
    ['2025-01-10T10:00:00Z', '25.05'],
    ['2025-05-18T10:00:00Z', '25.11'],
  ])('mode feature-freeze writes it whatever the day (%s): NixOS %s, with the checklist', (now, expected) => {
    const chosen = work('feature-freeze', now);
    expect(chosen.trimList?.name).toBe(expected);
    expect(chosen.featureFreeze?.name).toBe(expected);
  });

  it.each<Mode>(['audit', 'branch-off', 'pr-check'])('mode %s never keeps it', (mode) => {
    expect(work(mode, '2025-04-01T10:00:00Z', true).trimList).toBeUndefined();
  });
});

describe('plansForChecklists', () => {
  // The checklists read their plan from the report: the run must plan every release they can be kept for.
  it.each(['2024-12-01', '2025-03-15', '2025-05-18', '2025-05-23', '2025-11-20'])(
    'on %s plans the releases whose checklists the run may keep',
    (now) => {
      const report = scenario({ now });
      const chosen = (['feature-freeze', 'branch-off'] as const).map((mode) =>
        chooseWork({
          mode,
          prCheck: false,
          calendar: report.calendar,
          now: report.now,
          releaseBranchExists: () => true,
        }),
      );
      const wanted = chosen.flatMap((w) => [w.featureFreeze?.name, w.branchOff?.name]).filter((n) => n !== undefined);
      const planned = checklistPlans(
        report,
        chosen.flatMap((w) => [w.featureFreeze, w.branchOff]),
      ).map((p) => p.release.name);
      expect(planned).toEqual(expect.arrayContaining(wanted));
      expect(new Set(planned).size).toBe(planned.length);
    },
  );
});
