// calendar-mismatch: a release branch the calendar cannot place (it has no such
// release, or says it has not branched off yet) is checked as a branch before
// its release, with a notice saying which input corrects the calendar.
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { OptionWords } from '../../domain/optionWords.js';
import type { Branch, Finding, NixosRelease } from '../../domain/types.js';

export type PlacementNotice = Omit<Finding, 'branch'>;

/** The calendar has no NixOS release of this branch. */
export function releaseUnknown(branch: Branch, words: OptionWords): PlacementNotice {
  return {
    rule: 'calendar-mismatch',
    severity: 'notice',
    message:
      `The release calendar has no NixOS ${branch.release ?? branch.name}, so ${branch.name} was checked as a branch ` +
      `before its release, without its dates. ${words.set('release-date')} (with ${words.option('branch-off-date')}) ` +
      'if the calendar is missing it.',
  };
}

/** The branch exists, so it has branched off: the calendar's date is wrong. */
export function branchedOffEarly(branch: Branch, release: NixosRelease, words: OptionWords): PlacementNotice {
  return {
    rule: 'calendar-mismatch',
    severity: 'notice',
    message:
      `The release calendar says NixOS ${release.name} branches off on ${describeDate(release.branchOff)}, ` +
      `but ${branch.name} exists already; it was checked as a branch before its release. ` +
      `${words.set('branch-off-date')} if the calendar is wrong.`,
  };
}
