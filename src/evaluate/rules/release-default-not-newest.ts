// release-default-not-newest (stable R, pre-release): default(R) is older than
// the newest minor packaged on release-R or on master. A warning, since
// holding the release's default back can be deliberate; the finding's minor is
// that newer minor, and its message offers both ways out: ship the newer minor
// as R's default, or leave it off release-R.
import { compareMinors } from '../../domain/minor.js';
import type { Finding, FixEdit } from '../../domain/types.js';
import { aliasPlace } from '../findingParts.js';
import { attrOf, switchReleaseDefaultEdits } from '../fixes.js';
import { describeEdits } from '../fixText.js';
import { minorsKnownOf, type RuleContext } from '../ruleContext.js';

export function releaseDefaultNotNewest(context: RuleContext): Finding[] {
  const releaseName = context.release ? `NixOS ${context.release.name}` : `the release of ${context.branch.name}`;
  const notice = (message: string): Finding[] => [
    context.finding({ rule: 'release-default-not-newest', severity: 'notice', message }),
  ];
  const defaultMinor = context.defaultMinor;
  if (defaultMinor === undefined) {
    return notice(
      `Not checked whether the default of ${releaseName} is its newest minor: the plain ${context.family.alias} ` +
        `attribute on ${context.branch.name} could not be resolved to a packaged minor.`,
    );
  }
  const master = context.others.unstableDefault;
  const masterMinors = minorsKnownOf(master);
  const onRelease = context.packagedMinors.map((pm) => pm.minor);
  // A minor past its end of life cannot ship (minor-eol says so): it is not offered as the default.
  const newest = [...onRelease, ...masterMinors]
    .filter((minor) => !context.hasEnded(minor))
    .sort(compareMinors)
    .at(-1);
  const masterNote =
    masterMinors.length === 0
      ? notice(`Compared with the minors of ${context.branch.name} only: the minors packaged on master were not read.`)
      : [];
  if (newest === undefined || compareMinors(newest, defaultMinor) <= 0) return masterNote;

  const attr = attrOf(context, newest);
  const defaultAttr = attrOf(context, defaultMinor);
  const packagedHere = context.packagedMinor(newest);
  const places = [...(packagedHere ? [context.branch.name] : []), ...(masterMinors.includes(newest) ? ['master'] : [])];
  const edits = switchReleaseDefaultEdits(context, newest, defaultMinor);
  const drop: FixEdit[] = [{ kind: 'remove', minor: newest, attr }];
  const otherWay = packagedHere
    ? `Or keep ${defaultAttr} on purpose: ${lowerFirst(describeEdits(context, drop))}`
    : `Or keep ${defaultAttr} on purpose and leave ${attr} off ${context.branch.name}.`;
  const finding = context.finding({
    rule: 'release-default-not-newest',
    severity: 'warning',
    minor: newest,
    attr,
    packaged: packagedHere?.version?.text,
    expected: attr,
    message:
      `${context.family.alias} on ${context.branch.name} points to ${defaultAttr}, but ${attr} is packaged on ` +
      `${places.join(' and ')}. To ship ${attr} as the default of ${releaseName}: ` +
      `${lowerFirst(describeEdits(context, edits))} ${otherWay}`,
    ...aliasPlace(context),
    fix: { edits, reason: `newer than the default ${defaultAttr}, packaged on ${places.join(' and ')}` },
  });
  return [...masterNote, finding];
}

function lowerFirst(text: string): string {
  return `${text.charAt(0).toLowerCase()}${text.slice(1)}`;
}
