// backport-missing (stable R, supported): every minor on the upgrade path of R
// must be packaged on R, because a cluster upgrades one minor at a time.
// Upgrade path: default(R) < m <= target. Once next(R) has branched off, target
// is default(next(R)); before that, the newest minor packaged on master, since
// new minors are backported "as they release" (VERSIONING.md). With
// `backport-through: before-next` (the 2023 README) the path ends before
// target (upgradePath.ts).
import { attrOfMinor, defaultName } from '../../domain/family.js';
import type { Finding } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { aliasPlace, from } from '../findingParts.js';
import { attrOf } from '../fixes.js';
import type { RuleContext } from '../ruleContext.js';
import { missingOnPath, pathIncludesTarget, pathTarget } from '../upgradePath.js';

export function backportMissing(context: RuleContext): Finding[] {
  const release = context.release;
  const target = pathTarget(context);
  if (!release || !target) return [];
  const unchecked = `Not checked whether ${context.branch.name} has every minor on the upgrade path`;
  if (target.minor === undefined) {
    return [
      notice(
        context,
        `${unchecked}: ${target.why}, so the path ends at ${target.described}, which is unknown${from(target.fact?.source)}. ` +
          `${context.words.readBranch(target.branch)} to check it.`,
      ),
    ];
  }
  const defaultMinor = context.defaultMinor;
  if (!defaultMinor) {
    return [
      notice(
        context,
        `${unchecked}: the plain ${defaultName(context.family)} attribute on ${context.branch.name} could not be resolved to a packaged minor.`,
      ),
    ];
  }
  const targetMinor = target.minor;
  const { backportThrough } = context.options;
  const name = context.family.name;
  const pathEnd = pathIncludesTarget(backportThrough)
    ? `through ${name} ${targetMinor}`
    : `up to the minor before ${name} ${targetMinor}`;
  return missingOnPath(context, defaultMinor, targetMinor).map((minor) => {
    const attr = attrOf(context, minor);
    const version = context.latest(minor)?.version.text;
    return withFix(
      context,
      { rule: 'backport-missing', severity: 'error', minor, attr, expected: version, ...aliasPlace(context) },
      `${context.branch.name} has no ${attr}. Users of NixOS ${release.name} (default ` +
        `${attrOfMinor(context.family.layout, defaultMinor)}) must be able to upgrade one minor at a time ${pathEnd}, ` +
        `${target.described}; ${target.why}.`,
      [{ kind: 'add', minor, attr, ...(version ? { version } : {}) }],
      `on the upgrade path from ${attrOfMinor(context.family.layout, defaultMinor)} ${pathEnd}`,
    );
  });
}

function notice(context: RuleContext, message: string): Finding {
  return context.finding({ rule: 'backport-missing', severity: 'notice', message });
}
