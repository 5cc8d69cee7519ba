// Which products a run makes, from the mode, the calendar and the branches
// that exist. Pure, so `auto` can be tested day by day.
import {
  announcedRelease,
  featureFreezeAnnouncement,
  featureFreezeWindow,
  formatDay,
  inFeatureFreezeWindow,
  nextFeatureFreeze,
  upcomingRelease,
} from '../calendar/releaseCalendar.js';
import type { ReleaseCalendar } from '../domain/types.js';
import type { IssueWork } from '../publish/issues/desiredIssues.js';
import type { Mode } from './options.js';

export interface Work extends IssueWork {
  /** Evaluate the PR head against its base instead of keeping issues. */
  prCheck: boolean;
  /** Why, one sentence each, for the log. */
  reasons: string[];
}

export interface WorkContext {
  mode: Mode;
  /** Whether the run checks a pull request (`isPullRequestCheck`), decided once by the run. */
  prCheck: boolean;
  calendar: ReleaseCalendar;
  now: Date;
  /** GITHUB_EVENT_NAME, when running in Actions: the reason of a pull request check names it. */
  eventName?: string;
  /** Whether release-R exists in nixpkgs (it was read during the audit). */
  releaseBranchExists(release: string): boolean;
}

/** Whether a run checks a pull request (writing nothing) rather than keeping issues: one decision, made here. */
export function isPullRequestCheck(mode: Mode, eventName: string | undefined): boolean {
  return mode === 'pr-check' || (mode === 'auto' && eventName?.startsWith('pull_request') === true);
}

export function chooseWork(context: WorkContext): Work {
  const { mode, calendar, now } = context;
  const work: Work = { prCheck: false, dashboards: false, reasons: [] };

  if (context.prCheck) {
    work.prCheck = true;
    work.reasons.push(mode === 'auto' ? `Event ${context.eventName}: checking the pull request.` : 'Mode pr-check.');
    return work;
  }
  const freeze = nextFeatureFreeze(calendar, now);
  if (mode === 'feature-freeze') {
    // The next freeze that has not passed (its day included); a passed one is over, its checklist closed by the daily runs.
    if (!freeze) {
      work.reasons.push(
        `Mode feature-freeze: the calendar knows no NixOS feature freeze on or after ${formatDay(now)}; nothing to write.`,
      );
      return work;
    }
    work.featureFreeze = freeze;
    work.trimList = freeze;
    work.reasons.push(
      `Mode feature-freeze: checklist and trim list for NixOS ${freeze.name} (feature freeze ${formatDay(freeze.featureFreeze.date)}).`,
    );
    return work;
  }
  // The daily modes keep the dashboards and close what has ended (a passed event, a retired branch).
  work.dashboards = mode === 'audit' || mode === 'auto';
  work.closeEnded = work.dashboards;
  if (mode === 'audit') {
    work.reasons.push('Mode audit: one dashboard issue per branch.');
    return work;
  }
  const upcoming = upcomingRelease(calendar, now);
  if (!upcoming) {
    work.reasons.push('The calendar knows no upcoming NixOS release.');
    return work;
  }
  if (mode === 'branch-off') {
    work.branchOff = upcoming;
    work.reasons.push(
      `Mode branch-off: checklist for NixOS ${upcoming.name} (branch-off ${formatDay(upcoming.branchOff.date)}).`,
    );
    return work;
  }

  // auto: dashboards always, checklists when the calendar and the branches say so.
  work.reasons.push('Mode auto: one dashboard issue per branch.');
  if (freeze && inFeatureFreezeWindow(freeze, now)) {
    const { opens, closes } = featureFreezeWindow(freeze);
    work.featureFreeze = freeze;
    work.reasons.push(
      `Feature freeze of NixOS ${freeze.name} is on ${formatDay(closes)}, and its window opened on ${formatDay(opens)}: feature-freeze checklist too.`,
    );
  }
  const announced = announcedRelease(calendar, now);
  if (announced) {
    work.trimList = announced;
    work.reasons.push(
      `Trim list of NixOS ${announced.name} too: kept from its feature-freeze announcement ` +
        `(${formatDay(featureFreezeAnnouncement(announced))}, eight weeks before) until its release (${formatDay(announced.release.date)}).`,
    );
  }
  if (context.releaseBranchExists(upcoming.name)) {
    work.branchOff = upcoming;
    work.reasons.push(
      `release-${upcoming.name} exists and NixOS ${upcoming.name} is not released yet: branch-off checklist too.`,
    );
  }
  return work;
}
