// not-lts (a family declared as data, kind lts-only; master and a release
// branch before its release): a packaged cycle upstream does not call
// long-term support, in a family whose policy keeps only those in a release
// (Zabbix as issue #256991 stated it in 2023: "we cannot support zabbix
// releases which are not LTS because they have such a short lifespan"). It
// leaves before the branch-off, as ends-during-release asks, whatever its end.
// A cycle upstream says nothing of is not judged; one already ended is
// minor-eol's.
import { cycleWord } from '../../domain/family.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { cycleRemovalFinding } from '../advice.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';
import { removalSeverity } from './ends-during-release.js';

export function notLts(context: RuleContext): Finding[] {
  const release = context.release;
  // A lifecycle unknown this run is said once, by minor-eol.
  if (!release || context.upstreamUnknown !== undefined) return [];
  return context.packagedMinors.flatMap((pm) => {
    if (context.isLts(pm.minor) !== false || context.hasEnded(pm.minor)) return [];
    const when =
      context.branch.kind === 'unstable'
        ? `it leaves master before the branch-off on ${describeDate(release.branchOff)}.`
        : 'it cannot ship with the release.';
    return [
      cycleRemovalFinding(
        context,
        {
          rule: 'not-lts',
          severity: removalSeverity(context, release),
          minor: pm.minor,
          attr: pm.attr,
          ...(pm.version ? { packaged: pm.version.text } : {}),
          ...at(pm.location),
        },
        `${pm.attr} is not a long-term support ${cycleWord(context.family)} of ${context.family.name}, and NixOS ${release.name} keeps only those: ${when}`,
        // Its date: the day it must be gone by, whatever its end (which may come after R's support).
        `not a long-term support ${cycleWord(context.family)}; NixOS ${release.name} keeps only those, from its branch-off on ${describeDate(release.branchOff)}`,
      ),
    ];
  });
}
