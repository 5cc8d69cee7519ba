// The issues whose subject is over, so an open one is closed with the reason:
// the feature-freeze checklist of a release whose freeze has passed, the
// branch-off checklist and the trim list of a released release, the dashboard
// of a retired branch.
// Nothing is created for them; the sync closes the action's own open copy, if any.
import { describeDate, nextFeatureFreeze, stablePhase } from '../../calendar/releaseCalendar.js';
import type { FamilyProfile } from '../../domain/family.js';
import type { NixosRelease, ReleaseCalendar } from '../../domain/types.js';
import { branchOffTitle } from './checklists/branchOff.js';
import { featureFreezeTitle } from './checklists/featureFreeze.js';
import { dashboardTitle } from './dashboardIssue.js';
import { dashboardMarker, familyIssueKind, issueMarker } from './markers.js';
import type { DesiredIssue } from './syncIssue.js';
import { trimListMarker, trimListTitle } from './trimListIssue.js';

export interface EndedIssuesInput {
  family: FamilyProfile;
  calendar: ReleaseCalendar;
  now: Date;
  labels: readonly string[];
}

function ended(marker: string, title: string, labels: readonly string[], reason: string): DesiredIssue {
  return { marker, title, body: '', clean: true, labels, closeReason: reason, ended: { reason } };
}

/** The trim list of every release out by the day of `now`: closed at the release with what was left undone. */
export function endedTrimLists(calendar: ReleaseCalendar, now: Date): DesiredIssue[] {
  return calendar.releases
    .filter((release) => ['supported', 'retired'].includes(stablePhase(release, now)))
    .map((release) =>
      ended(
        trimListMarker(release),
        trimListTitle(release),
        [],
        `NixOS ${release.name} was released on ${describeDate(release.release)}`,
      ),
    );
}

export function endedIssues(input: EndedIssuesInput): DesiredIssue[] {
  const { family, calendar, now, labels } = input;
  const releases = calendar.releases;
  // Every release before the next feature freeze has had its freeze.
  const next = nextFeatureFreeze(calendar, now);
  const frozen = next ? releases.slice(0, releases.indexOf(next)) : releases;
  const issues: DesiredIssue[] = [];
  // A family keeps checklists only for the release events its policy has.
  const events = family.policy.releaseEvents ?? [];
  for (const release of events.includes('feature-freeze') ? frozen : []) {
    issues.push(
      ended(
        issueMarker(familyIssueKind(family, 'feature-freeze'), release.name),
        featureFreezeTitle(family, release),
        labels,
        `The feature freeze of NixOS ${release.name} was on ${describeDate(release.featureFreeze)}`,
      ),
    );
  }
  for (const release of releases.filter((r: NixosRelease) => ['supported', 'retired'].includes(stablePhase(r, now)))) {
    if (events.includes('branch-off')) {
      issues.push(
        ended(
          issueMarker(familyIssueKind(family, 'branch-off'), release.name),
          branchOffTitle(family, release),
          labels,
          `NixOS ${release.name} was released on ${describeDate(release.release)}`,
        ),
      );
    }
    if (stablePhase(release, now) !== 'retired') continue;
    const branch = `release-${release.name}`;
    issues.push(
      ended(
        dashboardMarker(branch, family),
        dashboardTitle(family, branch),
        labels,
        `${branch} reached end of support on ${describeDate(release.endOfSupport)}`,
      ),
    );
  }
  return issues;
}
