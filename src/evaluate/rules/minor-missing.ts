// minor-missing (unstable): a supported upstream minor newer than the oldest
// packaged one has no attribute, whether brand-new or a gap.
import { attrOfMinor } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import { formatDay } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { aliasPlace, minorDirectory } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function minorMissing(context: RuleContext): Finding[] {
  const oldest = context.packagedMinors[0];
  if (!oldest) return [];
  return context.releasedMinors
    .filter((minor) => compareMinors(minor, oldest.minor) > 0)
    .filter((minor) => context.isSupported(minor) && !context.packagedMinor(minor))
    .map((minor) => {
      const attr = attrOfMinor(context.family, minor);
      const latest = context.latest(minor)!;
      const ga = context.ga(minor);
      const directory = minorDirectory(context, minor);
      return context.finding({
        rule: 'minor-missing',
        severity: 'error',
        minor,
        attr,
        expected: latest.version.text,
        message:
          `${context.family.name} ${minor} is supported upstream (GA ${ga ? formatDay(ga) : 'unknown'}, latest ${latest.version.text}) ` +
          `but ${context.branch.name} has no ${attr}. Add ${attr}` +
          `${directory ? ` in ${directory}` : ''} at ${latest.version.text}.`,
        ...aliasPlace(context),
      });
    });
}
