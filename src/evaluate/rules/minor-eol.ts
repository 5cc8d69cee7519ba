// minor-eol: a packaged minor with EOL(m) <= t. On unstable an error: remove it
// (with a throw in aliases.nix and a release note). Before a release, an error
// under every policy: it cannot ship. On a supported release a warning: mark it
// with meta.knownVulnerabilities, never remove it from a release; once marked,
// a notice. A packaged minor whose end of life nothing tells is said to be
// unchecked, once.
import { compareMinors } from '../../domain/minor.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding, PackagedMinor } from '../../domain/types.js';
import { removalFinding, withFix } from '../advice.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function minorEol(context: RuleContext): Finding[] {
  return context.packagedMinors.flatMap((pm) => {
    const eol = context.eol(pm.minor);
    if (!eol) return [unknown(context, pm)];
    if (!context.hasEnded(pm.minor)) return [];
    const why = `${pm.attr} (${pm.version.text}) reached its end of life on ${describeDate(eol)}.`;
    const fields = {
      rule: 'minor-eol' as const,
      minor: pm.minor,
      attr: pm.attr,
      packaged: pm.version.text,
      ...at(pm.location),
    };
    const because = `end of life ${describeDate(eol)}`;
    if (context.phase === 'supported') return [onSupportedRelease(context, pm, fields, why, because)];
    const cannotShip = context.phase === 'pre-release' ? ' It cannot ship with the release.' : '';
    return [removalFinding(context, { ...fields, severity: 'error' }, `${why}${cannotShip}`, because)];
  });
}

function onSupportedRelease(
  context: RuleContext,
  pm: PackagedMinor,
  fields: Omit<Finding, 'branch' | 'message' | 'severity'> & { minor: string },
  why: string,
  because: string,
): Finding {
  const newer = context.packagedMinors.find(
    (other) => compareMinors(other.minor, pm.minor) > 0 && context.isSupported(other.minor),
  );
  const moveTo = `tell its users to move to ${newer ? newer.attr : 'a supported minor'}`;
  const marked = pm.knownVulnerabilities;
  if (marked) {
    return context.removal({
      ...fields,
      severity: 'notice',
      message:
        `${why} It is marked with meta.knownVulnerabilities (${marked.file}${marked.line > 0 ? ` line ${marked.line}` : ''}), ` +
        `as a release keeps its minors: nothing more to do but ${moveTo}.`,
    });
  }
  const finding = withFix(
    context,
    { ...fields, severity: 'warning' },
    `${why} It gets no upstream fixes any more; a release keeps it all the same, so mark it and ${moveTo}.`,
    [{ kind: 'mark', minor: pm.minor, attr: pm.attr }],
    because,
  );
  return context.removal({ ...finding, minor: pm.minor });
}

function unknown(context: RuleContext, pm: PackagedMinor): Finding {
  return context.finding({
    rule: 'minor-eol',
    severity: 'notice',
    minor: pm.minor,
    attr: pm.attr,
    packaged: pm.version.text,
    message:
      `Not checked whether ${pm.attr} has reached its end of life: neither the Kubernetes lifecycle data nor the ` +
      `upstream ${context.family.name} releases know ${pm.minor}.`,
    ...at(pm.location),
  });
}
