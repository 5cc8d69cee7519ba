// Which products a run makes, from the mode, the calendar and the branches
// that exist. Pure, so `auto` can be tested day by day.
import { formatDay, upcomingRelease } from '../calendar/releaseCalendar.js';
import type { ReleaseCalendar } from '../domain/types.js';
import type { IssueWork } from '../publish/issues/desiredIssues.js';
import type { Mode } from './options.js';

/** Days before feature freeze from which `auto` prepares the feature-freeze checklist. */
export const FEATURE_FREEZE_LEAD_DAYS = 14;
const MS_PER_DAY = 86_400_000;

export interface Work extends IssueWork {
  /** Evaluate the PR head against its base instead of keeping issues. */
  prCheck: boolean;
  /** Why, one sentence each, for the log. */
  reasons: string[];
}

export interface WorkContext {
  mode: Mode;
  calendar: ReleaseCalendar;
  now: Date;
  /** GITHUB_EVENT_NAME, when running in Actions. */
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
  const upcoming = upcomingRelease(calendar, now);
  const work: Work = { prCheck: false, dashboards: false, reasons: [] };

  if (isPullRequestCheck(mode, context.eventName)) {
    work.prCheck = true;
    work.reasons.push(mode === 'auto' ? `Event ${context.eventName}: checking the pull request.` : 'Mode pr-check.');
    return work;
  }
  if (mode === 'audit') {
    work.dashboards = true;
    work.reasons.push('Mode audit: one dashboard issue per branch.');
    return work;
  }
  if (!upcoming) {
    work.dashboards = mode === 'auto';
    work.reasons.push('The calendar knows no upcoming NixOS release.');
    return work;
  }
  if (mode === 'feature-freeze') {
    work.featureFreeze = upcoming;
    work.reasons.push(
      `Mode feature-freeze: checklist for NixOS ${upcoming.name} (feature freeze ${formatDay(upcoming.featureFreeze.date)}).`,
    );
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
  work.dashboards = true;
  work.reasons.push('Mode auto: one dashboard issue per branch.');
  const daysToFreeze = Math.floor((upcoming.featureFreeze.date.getTime() - now.getTime()) / MS_PER_DAY);
  if (daysToFreeze >= 0 && daysToFreeze < FEATURE_FREEZE_LEAD_DAYS) {
    work.featureFreeze = upcoming;
    work.reasons.push(
      `Feature freeze of NixOS ${upcoming.name} is on ${formatDay(upcoming.featureFreeze.date)}, within ${FEATURE_FREEZE_LEAD_DAYS} days: feature-freeze checklist too.`,
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
