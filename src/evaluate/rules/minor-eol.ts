// minor-eol: a packaged minor with EOL(m) <= t. An error on unstable (remove
// it), a warning on a supported stable branch (its users must move on).
import { compareMinors } from '../../domain/minor.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function minorEol(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  const unstable = context.branch.kind === 'unstable';
  for (const pm of context.packagedMinors) {
    const eol = context.eol(pm.minor);
    if (!eol || eol.date.getTime() > context.today.getTime()) continue;
    const newer = context.packagedMinors.find(
      (other) => compareMinors(other.minor, pm.minor) > 0 && context.isSupported(other.minor),
    );
    const action = unstable
      ? `Remove it from ${context.branch.name} (leave an alias that throws and names a supported minor).`
      : `It gets no upstream fixes any more; tell its users to move to ${newer ? newer.attr : 'a supported minor'}.`;
    findings.push(
      context.removal({
        rule: 'minor-eol',
        severity: unstable ? 'error' : 'warning',
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        message: `${pm.attr} (${pm.version.text}) reached its end of life on ${describeDate(eol)}. ${action}`,
        ...at(pm.location),
      }),
    );
  }
  return findings;
}
