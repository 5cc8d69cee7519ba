// eol-soon (unstable): a packaged minor with t < EOL(m) <= t + 30 days.
import { addDays, daysBetween, describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { moveOnAdvice } from '../advice.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export const EOL_SOON_DAYS = 30;

export function eolSoon(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  const horizon = addDays(context.today, EOL_SOON_DAYS).getTime();
  for (const pm of context.packagedMinors) {
    const eol = context.eol(pm.minor);
    if (!eol) continue;
    const end = eol.date.getTime();
    if (end <= context.today.getTime() || end > horizon) continue;
    const days = daysBetween(context.today, eol.date);
    findings.push(
      context.finding({
        rule: 'eol-soon',
        severity: 'warning',
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version?.text,
        message:
          `${pm.attr} reaches its end of life on ${describeDate(eol)}, in ${days} day${days === 1 ? '' : 's'}. ` +
          `Plan its removal from ${context.branch.name} and ${moveOnAdvice(context, pm)}.`,
        ...at(pm.location),
      }),
    );
  }
  return findings;
}
