// removal-unannounced (unstable): a minor packaged on a live release (or, in a
// pull request check, on its base) is gone from master, and
// pkgs/top-level/aliases.nix has no throw for it: its users would meet an
// unknown attribute instead of the reason (PKG_UPKEEP.md, removal process).
// k3s compares with every live release (POLICY 2.1: between a branch-off and
// its release, the release just branched too); rke2's policy words it against
// the current stable alone.
import { currentStable, liveReleases } from '../../calendar/releaseCalendar.js';
import { attrOfMinor } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import type { Finding, Minor, NixosRelease } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { ALIASES_FILE } from '../fixes.js';
import { minorsOfFact, releaseFact, type Rule, type RuleContext } from '../ruleContext.js';

/** The releases whose users upgrading to master must meet a throw for a removed minor. */
type ComparedReleases = 'live' | 'current-stable';

/** A release branch compared with, and its minors when they were read. */
interface Compared {
  branch: string;
  minors?: Minor[];
}

/** removal-unannounced as POLICY.md words it: against every live release. */
export const removalUnannounced: Rule = (context) => findings(context, 'live');

/** removal-unannounced as POLICY-rke2.md words it: against the current stable alone. */
export const removalUnannouncedAgainstCurrentStable: Rule = (context) => findings(context, 'current-stable');

function compared(context: RuleContext, which: ComparedReleases): Compared[] {
  const releases: Array<NixosRelease | undefined> =
    which === 'live' ? liveReleases(context.calendar, context.now) : [currentStable(context.calendar, context.now)];
  return releases.flatMap((release): Compared[] => {
    if (!release) return [];
    const minors = minorsOfFact(releaseFact(context, release));
    return [{ branch: `release-${release.name}`, ...(minors ? { minors } : {}) }];
  });
}

function findings(context: RuleContext, which: ComparedReleases): Finding[] {
  const notice = (message: string): Finding =>
    context.finding({ rule: 'removal-unannounced', severity: 'notice', message });
  const releases = compared(context, which);
  const { base } = context.others;
  const baseMinors = minorsOfFact(base);
  const unread = releases.filter((r) => r.minors === undefined).map((r) => r.branch);
  const notRead = (what: string): Finding =>
    notice(
      `Not checked whether the minors removed from ${context.branch.name} leave a throw in ${ALIASES_FILE}: ` +
        `the minors packaged on ${what} were not read.`,
    );
  if (releases.length === unread.length && baseMinors === undefined)
    return [notRead(unread.length > 0 ? unread.join(' and ') : 'the current stable branch')];

  // Each minor gone, with the releases that still package it (the base when no release does).
  const where = new Map<Minor, string[]>();
  for (const { branch, minors } of releases)
    for (const minor of minors ?? []) where.set(minor, [...(where.get(minor) ?? []), branch]);
  for (const minor of baseMinors ?? []) if (!where.has(minor)) where.set(minor, [base!.branch]);
  // An unreadable minor is still packaged: its attribute is there.
  const gone = [...where.keys()]
    .filter((minor) => !context.packagedMinor(minor) && !context.isUnreadable(minor))
    .sort(compareMinors);
  const unreadNotice = unread.length > 0 ? [notRead(unread.join(' and '))] : [];
  if (gone.length === 0) return unreadNotice;
  const thrown = context.packaged.thrown;
  if (thrown === undefined) {
    const attrs = gone.map((minor) => attrOfMinor(context.family.layout, minor)).join(', ');
    return [
      notice(
        `Not checked whether ${ALIASES_FILE} has a throw for ${attrs}, gone from ${context.branch.name}: ` +
          `the file was not read (a sparse checkout must include it).`,
      ),
      ...unreadNotice,
    ];
  }
  const errors = gone
    .filter((minor) => !thrown.some((t) => t.minor === minor))
    .map((minor) => {
      const attr = attrOfMinor(context.family.layout, minor);
      return withFix(
        context,
        { rule: 'removal-unannounced', severity: 'error', minor, attr, file: ALIASES_FILE },
        `${attr} is packaged on ${where.get(minor)!.join(' and ')} but gone from ${context.branch.name}, and ${ALIASES_FILE} ` +
          `has no throw for it: its users would meet an unknown attribute instead of the reason it went.`,
        [{ kind: 'throw', minor, attr }],
        `packaged on ${where.get(minor)!.join(' and ')}, gone without a throw`,
      );
    });
  return [...errors, ...unreadNotice];
}
