// minor-removed-on-stable (rke2, stable R): a release never drops a minor, not
// even one past its end of life, which is marked with meta.knownVulnerabilities
// instead (the rke2 README). Supported: a minor packaged at the release tag R
// that is gone from R. In a pull request check, in any phase: a minor the pull
// request removes. One finding per minor, the release named first.
import { attrOfMinor } from '../../../domain/family.js';
import { compareMinors } from '../../../domain/minor.js';
import type { Finding, Minor } from '../../../domain/types.js';
import { withFix } from '../../../evaluate/advice.js';
import { addEdits } from '../../../evaluate/fixes.js';
import type { RuleContext } from '../../../evaluate/ruleContext.js';
import { releasedText, releaseBaselines } from './releaseBaseline.js';

export function minorRemovedOnStable(context: RuleContext): Finding[] {
  const { baselines, notices } = releaseBaselines(
    context,
    'minor-removed-on-stable',
    `whether ${context.branch.name} dropped a minor of its release`,
  );
  const reported = new Set<Minor>();
  const findings: Finding[] = [];
  for (const baseline of baselines) {
    for (const minor of [...new Set(baseline.minors)].sort(compareMinors)) {
      if (reported.has(minor) || context.packagedMinor(minor)) continue;
      reported.add(minor);
      const attr = attrOfMinor(context.family.layout, minor);
      const gone =
        baseline.kind === 'release'
          ? `was packaged when ${releasedText(context, baseline)} but is gone from ${context.branch.name}`
          : `is removed from ${context.branch.name} by this pull request`;
      findings.push(
        withFix(
          context,
          // Where the package block goes back.
          {
            rule: 'minor-removed-on-stable',
            severity: 'error',
            minor,
            attr,
            file: `${context.family.layout.folder}/default.nix`,
          },
          `${attr} (${context.family.name} ${minor}) ${gone}: a release never drops a minor; one past its end of life ` +
            `is marked with meta.knownVulnerabilities instead.`,
          // Bringing it back is a backport of the package at its latest patch.
          addEdits(context, minor),
          baseline.kind === 'release'
            ? `packaged when ${releasedText(context, baseline)}`
            : 'removed by this pull request',
        ),
      );
    }
  }
  return [...notices, ...findings];
}
