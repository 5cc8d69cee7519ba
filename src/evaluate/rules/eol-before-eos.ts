// eol-before-eos (stable R, pre-release): default(R) goes out of upstream
// support while R is still supported (EOL(m) < EOS(R); the end-of-support day
// is still supported).
import { defaultName } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import { daysBetween, describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { aliasPlace } from '../findingParts.js';
import { attrOf, switchReleaseDefaultEdits } from '../fixes.js';
import { endsBeforeEndOfSupport } from '../releaseMembership.js';
import type { RuleContext } from '../ruleContext.js';

export function eolBeforeEos(context: RuleContext): Finding[] {
  const release = context.release;
  if (!release) return [];
  const notice = (message: string): Finding[] => [
    context.finding({ rule: 'eol-before-eos', severity: 'notice', message }),
  ];
  const defaultMinor = context.defaultMinor;
  if (!defaultMinor) {
    return notice(
      `Not checked whether the default of NixOS ${release.name} lasts its whole support: the plain ` +
        `${defaultName(context.family)} attribute on ${context.branch.name} could not be resolved to a packaged minor.`,
    );
  }
  const attr = attrOf(context, defaultMinor);
  const eol = context.eol(defaultMinor);
  if (!eol) {
    // Upstream unknown this run: minor-eol says so, once for the branch.
    if (context.upstreamUnknown !== undefined) return [];
    return notice(
      `Not checked whether ${attr}, the default of NixOS ${release.name}, lasts its whole support: its end of life is unknown.`,
    );
  }
  const eos = release.endOfSupport;
  if (!endsBeforeEndOfSupport(eol, release)) return [];
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
  const gap = daysBetween(eol.date, eos.date);
  const why =
    `${attr}, the default of NixOS ${release.name}, reaches its end of life on ${describeDate(eol)}, ` +
    `${gap} days before ${release.name}'s end of support on ${describeDate(eos)}. ` +
    (lasting
      ? `Consider making ${attrOf(context, lasting)} the default before the release.`
      : 'Consider a newer default before the release, or tell users when to upgrade.');
  return [
    withFix(
      context,
      {
        rule: 'eol-before-eos',
        severity: 'warning',
        minor: defaultMinor,
        attr,
        packaged: context.packagedMinor(defaultMinor)?.version?.text,
        expected: lasting ? attrOf(context, lasting) : undefined,
        ...aliasPlace(context),
      },
      why,
      lasting ? switchReleaseDefaultEdits(context, lasting, defaultMinor) : [],
      `end of life ${describeDate(eol)}, ${gap} days before NixOS ${release.name} ends`,
    ),
  ];
}
