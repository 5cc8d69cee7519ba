// Which products a run makes, from the mode, the calendar and the branches
// that exist. Pure, so `auto` can be tested day by day.
import { formatDay, upcomingRelease } from '../calendar/releaseCalendar.js';
import type { NixosRelease, ReleaseCalendar } from '../domain/types.js';
import type { Mode } from '../action/inputs.js';

/** Days before feature freeze from which `auto` prepares the feature-freeze checklist. */
export const FEATURE_FREEZE_LEAD_DAYS = 14;
const MS_PER_DAY = 86_400_000;

export interface Work {
  /** Evaluate the PR head against its base instead of keeping issues. */
  prCheck: boolean;
  /** Keep one dashboard issue per audited branch. */
  dashboards: boolean;
  featureFreeze?: NixosRelease;
  branchOff?: NixosRelease;
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

export function chooseWork(context: WorkContext): Work {
  const { mode, calendar, now } = context;
  const upcoming = upcomingRelease(calendar, now);
  const work: Work = { prCheck: false, dashboards: false, reasons: [] };

  if (mode === 'pr-check' || (mode === 'auto' && context.eventName?.startsWith('pull_request'))) {
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
    work.reasons.push(`Mode feature-freeze: checklist for NixOS ${upcoming.name} (feature freeze ${formatDay(upcoming.featureFreeze.date)}).`);
    return work;
  }
  if (mode === 'branch-off') {
    work.branchOff = upcoming;
    work.reasons.push(`Mode branch-off: checklist for NixOS ${upcoming.name} (branch-off ${formatDay(upcoming.branchOff.date)}).`);
    return work;
  }

  // auto: dashboards always, checklists when the calendar and the branches say so.
  work.dashboards = true;
  work.reasons.push('Mode auto: one dashboard issue per branch.');
  const daysToFreeze = Math.floor((upcoming.featureFreeze.date.getTime() - now.getTime()) / MS_PER_DAY);
  if (daysToFreeze >= 0 && daysToFreeze < FEATURE_FREEZE_LEAD_DAYS) {
    work.featureFreeze = upcoming;
    work.reasons.push(
      `Feature freeze of NixOS ${upcoming.name} is on ${formatDay(upcoming.featureFreeze.date)}, within ${FEATURE_FREEZE_LEAD_DAYS} days: feature-freeze checklist too.`
    );
  }
  if (context.releaseBranchExists(upcoming.name)) {
    work.branchOff = upcoming;
    work.reasons.push(`release-${upcoming.name} exists and NixOS ${upcoming.name} is not released yet: branch-off checklist too.`);
  }
  return work;
}
