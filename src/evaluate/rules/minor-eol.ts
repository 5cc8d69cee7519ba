// minor-eol: a packaged minor with EOL(m) <= t. On unstable an error: remove it
// (with a throw in aliases.nix and a release note). On a release branch it
// depends on the family's policy (`EndedOnRelease`): k3s drops it before the
// release (an error under every policy: it cannot ship) and marks it with
// meta.knownVulnerabilities once released; rke2 drops nothing from a release,
// before or after, and marks it. Unmarked a warning, marked a notice; either
// tells its users the next packaged minor to move to, and the climb on to a
// supported one (advice.ts). A packaged minor whose end of life nothing tells
// is said to be unchecked, once.
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding, PackagedMinor } from '../../domain/types.js';
import { moveOnAdvice, removalFinding, withFix } from '../advice.js';
import { at } from '../findingParts.js';
import type { Rule, RuleContext } from '../ruleContext.js';

/** What a family's release branch does with a minor past its end of life. */
export type EndedOnRelease =
  /** k3s: it cannot ship, so it goes before the release; a released branch keeps it, marked. */
  | 'dropped-before-release'
  /** rke2: a release branch drops nothing, before its release or after: it is marked. */
  | 'always-marked';

/** How each policy words the mark: why the minor stays, unmarked and marked. */
const KEPT_TEXT: Record<
  EndedOnRelease,
  { unmarked: (branch: string, moveTo: string) => string; marked: (where: string, moveTo: string) => string }
> = {
  'dropped-before-release': {
    unmarked: (_branch, moveTo) =>
      `It gets no upstream fixes any more; a release keeps it all the same, so mark it and ${moveTo}.`,
    marked: (where, moveTo) =>
      `It is marked with meta.knownVulnerabilities (${where}), as a release keeps its minors: nothing more to do but ${moveTo}.`,
  },
  'always-marked': {
    unmarked: (branch, moveTo) => `A release keeps it: do not remove it from ${branch}; mark it and ${moveTo}.`,
    marked: (where, moveTo) =>
      `It is marked with meta.knownVulnerabilities (${where}), as a release keeps its minors; ${moveTo}.`,
  },
};

/** The rule under a family's policy for release branches. */
export function minorEolRule(onRelease: EndedOnRelease): Rule {
  return (context) => {
    const marks = onRelease === 'always-marked' ? context.branch.kind === 'stable' : context.phase === 'supported';
    return context.packagedMinors.flatMap((pm) => {
      const eol = context.eol(pm.minor);
      // rke2's release branches, which never drop a minor, have never said that an end of life is unknown.
      if (!eol) return onRelease === 'always-marked' && marks ? [] : [unknown(context, pm)];
      if (!context.hasEnded(pm.minor)) return [];
      const why = `${pm.attr} (${pm.version.text}) reached its end of life on ${describeDate(eol)}.`;
      const fields = {
        rule: 'minor-eol' as const,
        minor: pm.minor,
        attr: pm.attr,
        packaged: pm.version.text,
        ...at(pm.location),
      };
      const reason = `end of life ${describeDate(eol)}`;
      if (marks) return [marked(context, pm, fields, why, `${reason}; a release keeps it`, onRelease)];
      const cannotShip = context.phase === 'pre-release' ? ' It cannot ship with the release.' : '';
      return [removalFinding(context, { ...fields, severity: 'error' }, `${why}${cannotShip}`, reason)];
    });
  };
}

/** k3s's: removed before a release, marked once released. */
export const minorEol = minorEolRule('dropped-before-release');

/** On a release branch that keeps it: a warning to mark it, a notice once it is marked. */
function marked(
  context: RuleContext,
  pm: PackagedMinor,
  fields: Omit<Finding, 'branch' | 'message' | 'severity'> & { minor: string },
  why: string,
  reason: string,
  onRelease: EndedOnRelease,
): Finding {
  const moveTo = moveOnAdvice(context, pm);
  const text = KEPT_TEXT[onRelease];
  const mark = pm.knownVulnerabilities;
  if (mark) {
    const where = `${mark.file}${mark.line > 0 ? ` line ${mark.line}` : ''}`;
    return context.removal({ ...fields, severity: 'notice', message: `${why} ${text.marked(where, moveTo)}` });
  }
  const finding = withFix(
    context,
    { ...fields, severity: 'warning' },
    `${why} ${text.unmarked(context.branch.name, moveTo)}`,
    [{ kind: 'mark', minor: pm.minor, attr: pm.attr }],
    reason,
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
