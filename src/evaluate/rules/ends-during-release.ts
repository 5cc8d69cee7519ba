// ends-during-release (a family declared as data; master and a release branch
// before its release): a packaged cycle whose upstream end comes before the end
// of support of the release the branch heads for or is, EOL(c) < EOS(R) (a
// cycle ending on R's last day lasts it). On master it leaves before R's
// branch-off: a warning, an error from two weeks before the feature freeze; on
// a release branch not released yet it cannot ship: an error. Its fix removes
// the cycle's attribute and its companions, with a throw for each on master,
// after pointing the family's defaults that name it to a cycle that lasts. An
// end that is unknown or projected is the family's projection's: an unknown
// end never asks for anything.
//
// PostgreSQL's timing exception is a parameter: a cycle that ends in the
// removal month leaves master in that month, after its last minor release, so
// a release that branches off before that month keeps it (nixos/modules/
// services/databases/postgresql.md: 13 ends 2025-11-13 and ships in 25.05).
import { describeDate, featureFreezeWindow } from '../../calendar/releaseCalendar.js';
import { formatDay } from '../../domain/day.js';
import type { DatedFact, Finding, NixosRelease, PackagedMinor, Severity } from '../../domain/types.js';
import { cycleRemovalFinding } from '../advice.js';
import { at } from '../findingParts.js';
import { endsBeforeEndOfSupport } from '../releaseMembership.js';
import type { Rule, RuleContext } from '../ruleContext.js';

export interface EndsDuringReleaseOptions {
  /** Which cycles it asks about: every one, or only long-term support ones (a kernel's others leave at their end). */
  cycles?: 'all' | 'lts';
  /**
   * What a cycle must last: R's end of support (the default), or only R's
   * branch-off, for a family whose releases keep an ended cycle marked
   * (Nextcloud keeps a major for the upgrade path).
   */
  lasts?: 'end-of-support' | 'branch-off';
  /** A cycle ending in this month (1 to 12) leaves master in it; a release branching off before that month keeps it. */
  removalMonth?: number;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * How pressing a removal the branch needs before R ships is: on master a
 * warning, an error from the opening of R's feature-freeze window (two weeks
 * before it) to the branch-off; on a release branch not released, an error.
 */
export function removalSeverity(context: RuleContext, release: NixosRelease): Severity {
  if (context.branch.kind !== 'unstable') return 'error';
  return context.today.getTime() >= featureFreezeWindow(release).opens.getTime() ? 'error' : 'warning';
}

/** The first day of the end's month, when the end falls in the removal month. */
function removalMonthStart(end: DatedFact, removalMonth: number | undefined): Date | undefined {
  if (removalMonth === undefined || end.date.getUTCMonth() + 1 !== removalMonth) return undefined;
  return new Date(Date.UTC(end.date.getUTCFullYear(), removalMonth - 1, 1));
}

export function endsDuringReleaseRule(options: EndsDuringReleaseOptions = {}): Rule {
  return (context) => {
    const release = context.release;
    // A lifecycle unknown this run is said once, by minor-eol.
    if (!release || context.upstreamUnknown !== undefined) return [];
    return context.packagedMinors.flatMap((pm) => {
      if (options.cycles === 'lts' && context.isLts(pm.minor) !== true) return [];
      const end = context.eol(pm.minor);
      // Ended is minor-eol's; a cycle lasting R's last day (or its branch-off), or whose end is unknown, stays.
      if (!end || context.hasEnded(pm.minor)) return [];
      const lasts =
        options.lasts === 'branch-off'
          ? end.date.getTime() >= release.branchOff.date.getTime()
          : !endsBeforeEndOfSupport(end, release);
      if (lasts) return [];
      const monthStart = removalMonthStart(end, options.removalMonth);
      // It leaves master in its end month: a release that branched off before then keeps it.
      if (monthStart && release.branchOff.date.getTime() < monthStart.getTime()) return [];
      return [finding(context, pm, end, release, monthStart, options.lasts === 'branch-off')];
    });
  };
}

/** Every cycle, no exception: the plain rule. */
export const endsDuringRelease = endsDuringReleaseRule();

function finding(
  context: RuleContext,
  pm: PackagedMinor,
  end: DatedFact,
  release: NixosRelease,
  monthStart: Date | undefined,
  beforeBranchOff: boolean,
): Finding {
  const eos = release.endOfSupport;
  const before = beforeBranchOff
    ? `before NixOS ${release.name} branches off on ${describeDate(release.branchOff)}`
    : `before NixOS ${release.name} ends its support on ${describeDate(eos)}`;
  const ends = `${pm.attr} reaches its end of life on ${describeDate(end)}, ${before}`;
  const branchOff = `the branch-off on ${describeDate(release.branchOff)}`;
  const when =
    context.branch.kind !== 'unstable'
      ? 'it cannot ship with the release.'
      : beforeBranchOff
        ? 'it leaves master before then.'
        : monthStart
          ? `it leaves master in ${MONTHS[monthStart.getUTCMonth()]} ${monthStart.getUTCFullYear()}, after its last release, before ${branchOff}.`
          : `it leaves master before ${branchOff}.`;
  const reason = beforeBranchOff
    ? `end of life ${describeDate(end)}, before NixOS ${release.name} branches off on ${formatDay(release.branchOff.date)}`
    : `end of life ${describeDate(end)}, before NixOS ${release.name} ends on ${formatDay(eos.date)}` +
      (context.branch.kind === 'unstable' ? `; ${branchOff}` : '');
  return cycleRemovalFinding(
    context,
    {
      rule: 'ends-during-release',
      severity: removalSeverity(context, release),
      minor: pm.minor,
      attr: pm.attr,
      ...(pm.version ? { packaged: pm.version.text } : {}),
      ...at(pm.location),
    },
    `${ends}: ${when}`,
    reason,
  );
}
