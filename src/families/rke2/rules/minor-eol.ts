// minor-eol on an rke2 release branch (pre-release and supported alike): a
// packaged minor with EOL(m) <= t is never removed from a release; it is
// marked with meta.knownVulnerabilities on its package block (the rke2
// README). Unmarked, a warning; marked, a notice. Unlike k3s, nothing is
// dropped before the release either. On unstable rke2 follows the shared rule.
import { compareMinors } from '../../../domain/minor.js';
import { describeDate } from '../../../calendar/releaseCalendar.js';
import type { Finding } from '../../../domain/types.js';
import { withFix } from '../../../evaluate/advice.js';
import { at } from '../../../evaluate/findingParts.js';
import type { RuleContext } from '../../../evaluate/ruleContext.js';

export function minorEolOnRelease(context: RuleContext): Finding[] {
  const findings: Finding[] = [];
  for (const pm of context.packagedMinors) {
    const eol = context.eol(pm.minor);
    if (!eol || eol.date.getTime() > context.today.getTime()) continue;
    const newer = context.packagedMinors.find(
      (other) => compareMinors(other.minor, pm.minor) > 0 && context.isSupported(other.minor),
    );
    const moveTo = `tell its users to move to ${newer ? newer.attr : 'a supported minor'}`;
    const ended = `${pm.attr} (${pm.version.text}) reached its end of life on ${describeDate(eol)}.`;
    const marked = pm.knownVulnerabilities;
    const fields = {
      rule: 'minor-eol' as const,
      minor: pm.minor,
      attr: pm.attr,
      packaged: pm.version.text,
      ...at(pm.location),
    };
    if (marked) {
      findings.push(
        context.removal({
          ...fields,
          severity: 'notice',
          message: `${ended} It is marked with meta.knownVulnerabilities (${marked.file} line ${marked.line}), as a release keeps its minors; ${moveTo}.`,
        }),
      );
      continue;
    }
    const finding = withFix(
      context,
      { ...fields, severity: 'warning' },
      `${ended} A release keeps it: do not remove it from ${context.branch.name}; mark it and ${moveTo}.`,
      [{ kind: 'mark', minor: pm.minor, attr: pm.attr }],
      `end of life ${describeDate(eol)}`,
    );
    findings.push(context.removal({ ...finding, minor: pm.minor }));
  }
  return findings;
}
