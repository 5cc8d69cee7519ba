// version-downgraded (a pull request check, every phase): a minor the head
// packages at a lower version than the base does. patch-behind measures a
// version against upstream and may stay quiet or speak of another version;
// this names the two the pull request swaps, so that a downgrade is never
// merged as a routine update (POLICY 2.2, "Pull requests"). An error: the
// pull request added it, and the check fails on it alone.
import { compareVersions } from '../../domain/version.js';
import type { Finding } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { at } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';

export function versionDowngraded(context: RuleContext): Finding[] {
  const base = context.others.base;
  if (base === undefined) return [];
  if (base.versions === undefined) {
    return [
      context.finding({
        rule: 'version-downgraded',
        severity: 'notice',
        message: `Not checked whether this pull request lowers a version: the versions packaged on ${base.branch} were not read.`,
      }),
    ];
  }
  return context.packagedMinors.flatMap((pm) => {
    const before = base.versions!.find((v) => v.minor === pm.minor)?.version;
    const { version } = pm;
    if (before === undefined || version === undefined || compareVersions(version, before) >= 0) return [];
    // Back to the base's version at least; to upstream's latest when that is newer still (patch-behind's update).
    const latest = context.latest(pm.minor)?.version;
    const wanted = latest !== undefined && compareVersions(latest, before) > 0 ? latest : before;
    return [
      withFix(
        context,
        {
          rule: 'version-downgraded',
          severity: 'error',
          minor: pm.minor,
          attr: pm.attr,
          packaged: version.text,
          expected: before.text,
          ...at(pm.location),
        },
        `This pull request lowers ${pm.attr} from ${before.text} on ${base.branch} to ${version.text}.`,
        [{ kind: 'update', minor: pm.minor, attr: pm.attr, version: wanted.text }],
        `lowered from ${before.text} on ${base.branch} to ${version.text}`,
      ),
    ];
  });
}
