// extra-at-release (stable R, pre-release): minors besides default(R) that
// should not ship with R. Which ones depends on the policy (releaseMembership.ts).
import { compareMinors } from '../../domain/minor.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { DatedFact, Finding, NixosRelease, PackagedMinor } from '../../domain/types.js';
import { at } from '../findingParts.js';
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
          `Not checked which minors ${releaseName} should drop: the plain ${context.family.alias} attribute on ${context.branch.name} ` +
          `could not be resolved to a packaged minor.`,
      }),
    ];
  }
  const defaultAttr = context.packagedMinor(defaultMinor)?.attr ?? defaultMinor;
  const before = release ? ` before the release on ${describeDate(release.release)}` : ' before the release';
  const findings: Finding[] = [];
  for (const pm of context.packagedMinors) {
    if (compareMinors(pm.minor, defaultMinor) === 0) continue;
    const membership = membershipAtRelease(policy, context.eol(pm.minor), release);
    if (membership.keeps) continue;
    const message =
      membership.because === 'one-minor-per-release'
        ? oneVersionMessage(context, pm, defaultAttr, releaseName)
        : lifecycleMessage(pm, membership.eol, membership.release);
    findings.push(
      context.removal({
        rule: 'extra-at-release',
        severity: 'error',
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        message: `${message} Remove ${pm.attr} from ${context.branch.name}${before}.`,
        ...at(pm.location),
      }),
    );
  }
  return findings;
}

function oneVersionMessage(context: RuleContext, pm: PackagedMinor, defaultAttr: string, releaseName: string): string {
  return `${pm.attr} is packaged besides the default ${defaultAttr}, but ${releaseName} ships one ${context.family.name} minor.`;
}

/** full-lifecycle: the minor dies while the release is supported. */
function lifecycleMessage(pm: PackagedMinor, eol: DatedFact, release: NixosRelease): string {
  return (
    `${pm.attr} reaches its end of life on ${describeDate(eol)}, before NixOS ${release.name}'s end of support ` +
    `on ${describeDate(release.endOfSupport)}.`
  );
}
