// patch-behind: a packaged minor's version is older than latest(m).
import { compareVersions } from '../../domain/version.js';
import { formatDay } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function patchBehind(context: RuleContext): Finding[] {
  return context.packagedMinors.flatMap((pm) => {
    const latest = context.latest(pm.minor);
    const { version } = pm;
    if (!latest || !version || compareVersions(version, latest.version) >= 0) return [];
    const expected = latest.version.text;
    return [
      withFix(
        context,
        {
          rule: 'patch-behind',
          severity: 'warning',
          minor: pm.minor,
          attr: pm.attr,
          packaged: version.text,
          expected,
          ...at(pm.location),
        },
        `${pm.attr} is ${version.text}; upstream has ${expected} (${formatDay(latest.publishedAt)}).`,
        [{ kind: 'update', minor: pm.minor, attr: pm.attr, version: expected }],
        `${version.text} → ${expected}, released ${formatDay(latest.publishedAt)}`,
      ),
    ];
  });
}
