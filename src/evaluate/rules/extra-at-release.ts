// extra-at-release (stable R, pre-release): minors besides default(R) that
// should not ship with R. Which ones depends on the policy:
//   nixpkgs        every minor other than default(R) (one version per release);
//   full-lifecycle only minors with EOL(m) < EOS(R);
//   all-supported  none.
import { compareMinors } from '../../domain/minor.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding, PackagedMinor } from '../../domain/types.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function extraAtRelease(context: RuleContext): Finding[] {
  const { policy } = context.options;
  if (policy === 'all-supported') return [];
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
    const message = policy === 'nixpkgs' ? oneVersionMessage(context, pm, defaultAttr, releaseName) : lifecycleMessage(context, pm);
    if (message === undefined) continue;
    findings.push(
      context.removal({
        rule: 'extra-at-release',
        severity: 'error',
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        message: `${message} Remove ${pm.attr} from ${context.branch.name}${before}.`,
        ...at(pm.location),
      })
    );
  }
  return findings;
}

function oneVersionMessage(context: RuleContext, pm: PackagedMinor, defaultAttr: string, releaseName: string): string {
  return `${pm.attr} is packaged besides the default ${defaultAttr}, but ${releaseName} ships one ${context.family.name} minor.`;
}

/** full-lifecycle: only a minor that dies while the release is supported is extra. */
function lifecycleMessage(context: RuleContext, pm: PackagedMinor): string | undefined {
  const eol = context.eol(pm.minor);
  const release = context.release;
  if (!eol || !release || eol.date.getTime() >= release.endOfSupport.date.getTime()) return undefined;
  return (
    `${pm.attr} reaches its end of life on ${describeDate(eol)}, before NixOS ${release.name}'s end of support ` +
    `on ${describeDate(release.endOfSupport)}.`
  );
}
