// minor-added-on-stable (rke2, stable R): new minors are not backported to a
// release (the rke2 README). Supported: a minor packaged on R that was not
// packaged at the release tag R. In a pull request check, in any phase: a
// minor the pull request adds. One finding per minor, the release named first.
import type { Finding, Minor } from '../../../domain/types.js';
import { withFix } from '../../../evaluate/advice.js';
import { at } from '../../../evaluate/findingParts.js';
import type { RuleContext } from '../../../evaluate/ruleContext.js';
import { releasedText, releaseBaselines } from './releaseBaseline.js';

export function minorAddedOnStable(context: RuleContext): Finding[] {
  const { baselines, notices } = releaseBaselines(
    context,
    'minor-added-on-stable',
    `whether ${context.branch.name} packages a minor its release did not`,
  );
  const reported = new Set<Minor>();
  const findings: Finding[] = [];
  for (const baseline of baselines) {
    for (const pm of context.packagedMinors) {
      if (reported.has(pm.minor) || baseline.minors.some((m) => m === pm.minor)) continue;
      reported.add(pm.minor);
      const since =
        baseline.kind === 'release'
          ? `is packaged on ${context.branch.name} but was not when ${releasedText(context, baseline)}`
          : `is added to ${context.branch.name} by this pull request`;
      findings.push(
        withFix(
          context,
          {
            rule: 'minor-added-on-stable',
            severity: 'error',
            minor: pm.minor,
            attr: pm.attr,
            packaged: pm.version?.text,
            ...at(pm.location),
          },
          `${pm.attr} (${context.family.name} ${pm.minor}) ${since}: new ${context.family.name} minors are not ` +
            `backported to a release; its users take it from unstable.`,
          [{ kind: 'remove', minor: pm.minor, attr: pm.attr }],
          baseline.kind === 'release'
            ? `not packaged when ${releasedText(context, baseline)}`
            : 'added by this pull request',
        ),
      );
    }
  }
  return [...notices, ...findings];
}
