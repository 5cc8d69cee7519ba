// release-default-not-newest (stable R, pre-release): default(R) differs from
// S(R), what R ships (POLICY 2.2): the target default on R's branch-off day,
// the stable channel's minor then, or under `default-target: newest` the newest
// minor packaged then (on release-R, or on master released by the branch-off).
// The id is kept for continuity. A warning, since holding the release's default
// back can be deliberate; the finding's minor is S(R), and its message offers
// both ways out: point the alias to S(R), or keep default(R) and drop S(R).
import { defaultName } from '../../domain/family.js';
import type { Finding, FixEdit } from '../../domain/types.js';
import { aliasPlace } from '../findingParts.js';
import { attrOf, switchReleaseDefaultEdits } from '../fixes.js';
import { describeEdits } from '../fixText.js';
import { whatShips } from '../releasePlan.js';
import { minorsKnownOf, type RuleContext } from '../ruleContext.js';

export function releaseDefaultNotNewest(context: RuleContext): Finding[] {
  const releaseName = context.release ? `NixOS ${context.release.name}` : `the release of ${context.branch.name}`;
  const notice = (message: string): Finding[] => [
    context.finding({ rule: 'release-default-not-newest', severity: 'notice', message }),
  ];
  const defaultMinor = context.defaultMinor;
  if (defaultMinor === undefined) {
    return notice(
      `Not checked whether the default of ${releaseName} is what it ships: the plain ${defaultName(context.family)} ` +
        `attribute on ${context.branch.name} could not be resolved to a packaged minor.`,
    );
  }
  const masterMinors = minorsKnownOf(context.others.unstableDefault);
  const target = whatShips(
    context,
    context.release,
    context.packagedMinors.map((pm) => pm.minor),
  );
  const notes = [
    ...(target.fallback ? notice(`${target.fallback}.`) : []),
    ...(target.follows === 'newest' && masterMinors.length === 0
      ? notice(`Compared with the minors of ${context.branch.name} only: the minors packaged on master were not read.`)
      : []),
  ];
  const ships = target.minor;
  // A minor past its end of life cannot ship (minor-eol says so): it is not offered as the default.
  if (ships === undefined || ships === defaultMinor || context.hasEnded(ships)) return notes;

  const attr = attrOf(context, ships);
  const defaultAttr = attrOf(context, defaultMinor);
  const packagedHere = context.packagedMinor(ships);
  const places = [...(packagedHere ? [context.branch.name] : []), ...(masterMinors.includes(ships) ? ['master'] : [])];
  const where = places.length > 0 ? ` (on ${places.join(' and ')})` : ` (not packaged on ${context.branch.name})`;
  const edits = switchReleaseDefaultEdits(context, ships, defaultMinor);
  const drop: FixEdit[] = [{ kind: 'remove', minor: ships, attr }];
  const otherWay = packagedHere
    ? `Or keep ${defaultAttr} on purpose: ${lowerFirst(describeEdits(context, drop))}`
    : `Or keep ${defaultAttr} on purpose and leave ${attr} off ${context.branch.name}.`;
  const finding = context.finding({
    rule: 'release-default-not-newest',
    severity: 'warning',
    minor: ships,
    attr,
    packaged: packagedHere?.version?.text,
    expected: attr,
    message:
      `${defaultName(context.family)} on ${context.branch.name} points to ${defaultAttr}, but ${releaseName} ships ${attr}, ` +
      `${target.described}${where}. To ship ${attr} as the default of ${releaseName}: ` +
      `${lowerFirst(describeEdits(context, edits))} ${otherWay}`,
    ...aliasPlace(context),
    fix: { edits, reason: `${releaseName} ships ${attr}, ${target.described}; the default is ${defaultAttr}` },
  });
  return [...notes, finding];
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
