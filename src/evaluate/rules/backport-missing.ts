// backport-missing (stable R, supported): every minor on the upgrade path of R
// must be packaged on R, because a cluster upgrades one minor at a time.
// Upgrade path: default(R) < m <= target, where target is default(next(R))
// once next(R) has branched off, else default(unstable). With
// `backport-through: before-next` (the 2023 README) it ends before target
// (upgradePath.ts).
import { attrOfMinor } from '../../domain/family.js';
import { formatDay, nextRelease } from '../../calendar/releaseCalendar.js';
import type { BranchDefault, Finding } from '../../domain/types.js';
import { aliasPlace, from } from '../findingParts.js';
import type { RuleContext } from '../ruleContext.js';
import { pathIncludesTarget, upgradePath } from '../upgradePath.js';

export function backportMissing(context: RuleContext): Finding[] {
  const release = context.release;
  if (!release) return [];
  const next = nextRelease(context.calendar, release);
  const nextBranched = next !== undefined && next.branchOff.date.getTime() <= context.today.getTime();
  const targetFact: BranchDefault | undefined = nextBranched
    ? context.others.nextReleaseDefault
    : context.others.unstableDefault;
  const targetBranch = nextBranched ? `release-${next.name}` : 'master';
  const why = nextBranched
    ? `NixOS ${next.name} branched off on ${formatDay(next.branchOff.date)}`
    : `NixOS ${next ? next.name : 'the next release'} has not branched off yet`;

  if (!targetFact?.minor) {
    return [
      notice(
        context,
        `Not checked whether ${context.branch.name} has every minor on the upgrade path: ${why}, so the path ` +
          `ends at the default of ${targetFact?.branch ?? targetBranch}, which is unknown${from(targetFact?.source)}. ` +
          `Give the action a token or a checkout of ${targetFact?.branch ?? targetBranch} to check it.`,
      ),
    ];
  }
  const defaultMinor = context.defaultMinor;
  if (!defaultMinor) {
    return [
      notice(
        context,
        `Not checked whether ${context.branch.name} has every minor on the upgrade path: the plain ${context.family.alias} attribute ` +
          `on ${context.branch.name} could not be resolved to a packaged minor.`,
      ),
    ];
  }
  const target = targetFact.minor;
  const { backportThrough } = context.options;
  const path = upgradePath(defaultMinor, target, context.releasedMinors, backportThrough);

  const name = context.family.name;
  const pathEnd = pathIncludesTarget(backportThrough)
    ? `through ${name} ${target}`
    : `up to the minor before ${name} ${target}`;
  return path
    .filter((minor) => !context.packagedMinor(minor))
    .map((minor) => {
      const attr = attrOfMinor(context.family, minor);
      const latest = context.latest(minor);
      return context.finding({
        rule: 'backport-missing',
        severity: 'error',
        minor,
        attr,
        expected: latest?.version.text,
        message:
          `${context.branch.name} has no ${attr}. Users of NixOS ${release.name} (default ` +
          `${attrOfMinor(context.family, defaultMinor)}) must be able to upgrade one minor at a time ${pathEnd}, the default of ` +
          `${targetFact.branch}; ${why}. Backport ${attr}` +
          `${latest ? ` (${latest.version.text})` : ''} to ${context.branch.name}.`,
        ...aliasPlace(context),
      });
    });
}

function notice(context: RuleContext, message: string): Finding {
  return context.finding({ rule: 'backport-missing', severity: 'notice', message });
}
