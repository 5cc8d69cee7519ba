// eol-before-eos (stable R, pre-release): default(R) goes out of upstream
// support while R is still supported.
import { attrOfMinor } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import { daysBetween, describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { aliasPlace } from '../findingParts.js';
import { endsBeforeEndOfSupport } from '../releaseMembership.js';
import type { RuleContext } from '../ruleContext.js';

export function eolBeforeEos(context: RuleContext): Finding[] {
  const release = context.release;
  const defaultMinor = context.defaultMinor;
  if (!release || !defaultMinor) return [];
  const eol = context.eol(defaultMinor);
  const eos = release.endOfSupport;
  if (!eol || !endsBeforeEndOfSupport(eol, release)) return [];
  // A supported newer minor that lasts the whole release, to name as the remedy.
  const lasting = context.releasedMinors.find((minor) => {
    const end = context.eol(minor);
    return (
      compareMinors(minor, defaultMinor) > 0 &&
      context.isSupported(minor) &&
      end !== undefined &&
      !endsBeforeEndOfSupport(end, release)
    );
  });
  const attr = context.packagedMinor(defaultMinor)?.attr ?? attrOfMinor(context.family, defaultMinor);
  const gap = daysBetween(eol.date, eos.date);
  return [
    context.finding({
      rule: 'eol-before-eos',
      severity: 'warning',
      minor: defaultMinor,
      attr,
      packaged: context.packagedMinor(defaultMinor)?.version.text,
      expected: lasting ? attrOfMinor(context.family, lasting) : undefined,
      message:
        `${attr}, the default of NixOS ${release.name}, reaches its end of life on ${describeDate(eol)}, ` +
        `${gap} days before ${release.name}'s end of support on ${describeDate(eos)}. ` +
        (lasting
          ? `Consider making ${attrOfMinor(context.family, lasting)} the default before the release.`
          : 'Consider a newer default before the release, or tell users when to upgrade.'),
      ...aliasPlace(context),
    }),
  ];
}
