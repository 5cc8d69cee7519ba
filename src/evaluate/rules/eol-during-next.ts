// eol-during-next (unstable): inside the feature-freeze window of next, a
// packaged minor other than the target default whose end of life comes before
// next's end of support: drop it while breaking changes are still allowed
// (PKG_UPKEEP.md, pre-release), rather than ship a minor that dies mid-release.
import { describeDate, inFeatureFreezeWindow } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { removalFinding } from '../advice.js';
import { unfitTarget } from '../fixes.js';
import { at } from '../findingParts.js';
import { endsBeforeEndOfSupport } from '../releaseMembership.js';
import type { RuleContext } from '../ruleContext.js';

export function eolDuringNext(context: RuleContext): Finding[] {
  const next = context.next;
  if (!next || !inFeatureFreezeWindow(next, context.now)) return [];
  const target = context.targetDefault;
  if (target.minor === undefined) {
    return [
      context.finding({
        rule: 'eol-during-next',
        severity: 'notice',
        message:
          `Not checked which minors die during NixOS ${next.name} before its feature freeze: the minor to keep, ` +
          `${target.described}, is unknown (${target.unknownBecause!}).`,
      }),
    ];
  }
  // A target that cannot be the default (the stable channel naming a minor that must go) keeps nothing.
  const kept = unfitTarget(context, target.minor) === undefined ? target.minor : undefined;
  return context.packagedMinors.flatMap((pm) => {
    const eol = context.eol(pm.minor);
    if ((kept !== undefined && pm.minor === kept) || !eol || !endsBeforeEndOfSupport(eol, next)) return [];
    return [
      removalFinding(
        context,
        {
          rule: 'eol-during-next',
          severity: 'warning',
          minor: pm.minor,
          attr: pm.attr,
          packaged: pm.version?.text,
          ...at(pm.location),
        },
        `${pm.attr} reaches its end of life on ${describeDate(eol)}, before NixOS ${next.name} ends its support on ` +
          `${describeDate(next.endOfSupport)}. The feature freeze of ${next.name} is on ${describeDate(next.featureFreeze)}: ` +
          `drop it now, while breaking changes are allowed.`,
        `end of life ${describeDate(eol)}, before NixOS ${next.name} ends; its feature freeze is on ${describeDate(next.featureFreeze)}`,
      ),
    ];
  });
}
