// extra-at-release (stable R, pre-release): minors besides default(R) that
// should not ship with R. Which ones depends on the policy (releaseMembership.ts).
import { defaultName } from '../../domain/family.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import { removalFinding } from '../advice.js';
import { at } from '../findingParts.js';
import { attrOf } from '../fixes.js';
import { membershipAtRelease, policyDropsMinors } from '../releaseMembership.js';
import type { RuleContext } from '../ruleContext.js';

export function extraAtRelease(context: RuleContext): Finding[] {
  const { policy } = context.options;
  if (!policyDropsMinors(policy)) return [];
  const release = context.release;
  const releaseName = release ? `NixOS ${release.name}` : `the release of ${context.branch.name}`;
  const defaultMinor = context.defaultMinor;
  if (!defaultMinor) {
    return [
      context.finding({
        rule: 'extra-at-release',
        severity: 'notice',
        message:
          `Not checked which minors ${releaseName} should drop: the plain ${defaultName(context.family)} attribute on ${context.branch.name} ` +
          `could not be resolved to a packaged minor.`,
      }),
    ];
  }
  const defaultAttr = attrOf(context, defaultMinor);
  return context.packagedMinors.flatMap((pm) => {
    if (pm.minor === defaultMinor) return [];
    const membership = membershipAtRelease(policy, context.eol(pm.minor), release);
    if (membership.keeps) return [];
    const fields = {
      rule: 'extra-at-release' as const,
      severity: 'error' as const,
      minor: pm.minor,
      attr: pm.attr,
      packaged: pm.version?.text,
      ...at(pm.location),
    };
    if (membership.because === 'one-minor-per-release') {
      return [
        removalFinding(
          context,
          fields,
          `${pm.attr} is packaged besides the default ${defaultAttr}, but ${releaseName} ships one ${context.family.name} minor.`,
          `${releaseName} ships one ${context.family.name} minor, ${defaultAttr}`,
        ),
      ];
    }
    const { eol, release: r } = membership;
    return [
      removalFinding(
        context,
        fields,
        `${pm.attr} reaches its end of life on ${describeDate(eol)}, before NixOS ${r.name}'s end of support ` +
          `on ${describeDate(r.endOfSupport)}.`,
        `end of life ${describeDate(eol)}, before NixOS ${r.name} ends on ${describeDate(r.endOfSupport)}`,
      ),
    ];
  });
}
