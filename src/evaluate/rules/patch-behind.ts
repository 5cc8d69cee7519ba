// patch-behind: a packaged minor's version is older than latest(m).
import { compareVersions } from '../../domain/version.js';
import { formatDay } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function patchBehind(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  for (const pm of context.packagedMinors) {
    const latest = context.latest(pm.minor);
    if (!latest || compareVersions(pm.version, latest.version) >= 0) continue;
    findings.push(
      context.finding({
        rule: 'patch-behind',
        severity: 'warning',
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        expected: latest.version.text,
        message:
          `${pm.attr} is ${pm.version.text}; upstream has ${latest.version.text} ` +
          `(${formatDay(latest.publishedAt)}). Update ${pm.location.file}.`,
        ...at(pm.location),
      }),
    );
  }
  return findings;
}
