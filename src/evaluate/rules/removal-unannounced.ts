// removal-unannounced (unstable): a minor packaged on the current stable (or,
// in a pull request check, on its base) is gone from master, and
// pkgs/top-level/aliases.nix has no throw for it: its users would meet an
// unknown attribute instead of the reason (PKG_UPKEEP.md, removal process).
import { currentStable } from '../../calendar/releaseCalendar.js';
import { attrOfMinor } from '../../domain/family.js';
import { compareMinors } from '../../domain/minor.js';
import type { Finding, Minor } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { ALIASES_FILE } from '../fixes.js';
import { minorsOfFact, type RuleContext } from '../ruleContext.js';

export function removalUnannounced(context: RuleContext): Finding[] {
  const notice = (message: string): Finding[] => [
    context.finding({ rule: 'removal-unannounced', severity: 'notice', message }),
  ];
  const { currentStableDefault: stable, base } = context.others;
  const stableMinors = minorsOfFact(stable);
  const baseMinors = minorsOfFact(base);
  if (stableMinors === undefined && baseMinors === undefined) {
    const release = currentStable(context.calendar, context.now);
    const branch = stable?.branch ?? (release ? `release-${release.name}` : 'the current stable branch');
    return notice(
      `Not checked whether the minors removed from ${context.branch.name} leave a throw in ${ALIASES_FILE}: ` +
        `the minors packaged on ${branch} were not read.`,
    );
  }
  const where = new Map<Minor, string>();
  for (const [minors, fact] of [
    [baseMinors, base],
    [stableMinors, stable],
  ] as const) {
    for (const minor of minors ?? []) where.set(minor, fact!.branch);
  }
  const gone = [...where.keys()].filter((minor) => !context.packagedMinor(minor)).sort(compareMinors);
  if (gone.length === 0) return [];
  const thrown = context.packaged.thrown;
  if (thrown === undefined) {
    const attrs = gone.map((minor) => attrOfMinor(context.family, minor)).join(', ');
    return notice(
      `Not checked whether ${ALIASES_FILE} has a throw for ${attrs}, gone from ${context.branch.name}: ` +
        `the file was not read (a sparse checkout must include it).`,
    );
  }
  return gone
    .filter((minor) => !thrown.some((t) => t.minor === minor))
    .map((minor) => {
      const attr = attrOfMinor(context.family, minor);
      return withFix(
        context,
        { rule: 'removal-unannounced', severity: 'error', minor, attr, file: ALIASES_FILE },
        `${attr} is packaged on ${where.get(minor)!} but gone from ${context.branch.name}, and ${ALIASES_FILE} ` +
          `has no throw for it: its users would meet an unknown attribute instead of the reason it went.`,
        [{ kind: 'throw', minor, attr }],
        'removed without a throw',
      );
    });
}
