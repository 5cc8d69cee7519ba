// minor-superseded (unstable): a packaged minor older than default(current
// stable): nobody upgrading from stable needs it. Needs the current stable's
// default; without it, says so once.
import { compareMinors } from '../../domain/minor.js';
import { currentStable } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { removalFinding } from '../advice.js';
import { at, from } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function minorSuperseded(context: RuleContext): Finding[] {
  const stable = currentStable(context.calendar, context.now);
  const stableName = stable ? `NixOS ${stable.name}` : 'the current stable release';
  const fact = context.others.currentStableDefault;
  const stableDefault = fact?.minor;
  if (stableDefault === undefined) {
    return [
      context.finding({
        rule: 'minor-superseded',
        severity: 'notice',
        message:
          `Not checked whether ${context.branch.name} still packages minors older than the default of ` +
          `${stableName}: that default is unknown${from(fact?.source)}. ` +
          `${context.words.readBranch(fact?.branch ?? (stable ? `release-${stable.name}` : 'the stable branch'))} to check it.`,
      }),
    ];
  }
  return context.packagedMinors
    .filter((pm) => compareMinors(pm.minor, stableDefault) < 0)
    .map((pm) =>
      removalFinding(
        context,
        {
          rule: 'minor-superseded',
          severity: 'error',
          minor: pm.minor,
          attr: pm.attr,
          packaged: pm.version?.text,
          ...at(pm.location),
        },
        `${pm.attr} is older than ${context.family.name} ${stableDefault}, the default of ${stableName} on ` +
          `${fact!.branch}; nobody upgrading from stable needs it.`,
        `older than ${context.family.name} ${stableDefault}, the default of ${stableName}`,
      ),
    );
}
