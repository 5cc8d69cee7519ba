// minor-eol: a packaged minor with EOL(m) <= t. On unstable an error: remove it
// (with a throw in aliases.nix and a release note). On a release branch it
// depends on the family's policy (`EndedOnRelease`): k3s drops it before the
// release (an error under every policy: it cannot ship) and marks it with
// meta.knownVulnerabilities once released; rke2 drops nothing from a release,
// before or after, and marks it. Unmarked a warning, marked a notice; either
// tells its users the next packaged minor to move to, and the climb on to a
// supported one (advice.ts). A packaged minor whose end of life nothing tells
// is said to be unchecked, once.
// Families declared as data follow it too, by their policy's kind: a kernel
// leaves release branches as well (`removed`), unless a default of a released
// branch points to it (a release keeps its default), Electron is marked on master
// too (`EndedOnMaster`); a cycle whose end upstream has not decided is not
// ended; a lifecycle unknown this run is said once for the branch.
import { cycleWord } from '../../domain/family.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding, PackagedMinor } from '../../domain/types.js';
import { moveOnAdvice, removalFinding, withFix } from '../advice.js';
import { defaultsOf } from '../fixes.js';
import { listed } from '../fixText.js';
import { at } from '../findingParts.js';
import type { Rule, RuleContext } from '../ruleContext.js';
import { cycleNamesMismatch } from './declaration-mismatch.js';

/** What a family's release branch does with a minor past its end of life. */
export type EndedOnRelease =
  /** k3s: it cannot ship, so it goes before the release; a released branch keeps it, marked. */
  | 'dropped-before-release'
  /** rke2: a release branch drops nothing, before its release or after: it is marked. */
  | 'always-marked'
  /** Kernels: it leaves release branches too, as master. */
  | 'removed';

/** What master does with a minor past its end of life: removes it (k3s), or keeps it a while, marked (Electron). */
export type EndedOnMaster = 'removed' | 'marked';

/** How a policy words the mark: why the minor stays, unmarked and marked. */
interface KeptText {
  /** `cycle`, `cycles`: the family's word for its cycles ("minor", "majors"). */
  unmarked: (branch: string, moveTo: string, cycle: string) => string;
  marked: (where: string, moveTo: string, cycles: string) => string;
}

/** The release branches of each policy that keeps an ended minor. */
const KEPT_TEXT: Record<Exclude<EndedOnRelease, 'removed'>, KeptText> = {
  'dropped-before-release': {
    unmarked: (_branch, moveTo) =>
      `It gets no upstream fixes any more; a release keeps it all the same, so mark it and ${moveTo}.`,
    marked: (where, moveTo, cycles) =>
      `It is marked with meta.knownVulnerabilities (${where}), as a release keeps its ${cycles}: nothing more to do but ${moveTo}.`,
  },
  'always-marked': {
    unmarked: (branch, moveTo) => `A release keeps it: do not remove it from ${branch}; mark it and ${moveTo}.`,
    marked: (where, moveTo, cycles) =>
      `It is marked with meta.knownVulnerabilities (${where}), as a release keeps its ${cycles}; ${moveTo}.`,
  },
};

/** How a released branch words the mark of the cycle its defaults point to, which it keeps whatever its policy. */
function keptDefault(defaults: readonly string[]): KeptText {
  const they = `${listed(defaults)} ${defaults.length === 1 ? 'points' : 'point'} to it`;
  return {
    unmarked: (branch, moveTo) =>
      `${they}, and a release keeps its default: do not remove it from ${branch}; mark it and ${moveTo}.`,
    marked: (where, moveTo) =>
      `It is marked with meta.knownVulnerabilities (${where}), and ${they}, which a release keeps: nothing more to do but ${moveTo}.`,
  };
}

/** How master words the mark of a family that keeps an ended cycle a while. */
const KEPT_ON_MASTER: KeptText = {
  unmarked: (_branch, moveTo, cycle) => `nixpkgs keeps an ended ${cycle} of it a while, marked: mark it and ${moveTo}.`,
  marked: (where, moveTo) =>
    `It is marked with meta.knownVulnerabilities (${where}): nothing more to do but ${moveTo}.`,
};

/** Whether the branch keeps an ended minor, marked, under the family's policy. */
function marksOn(context: RuleContext, onRelease: EndedOnRelease, onMaster: EndedOnMaster): boolean {
  if (context.branch.kind !== 'stable') return onMaster === 'marked';
  if (onRelease === 'always-marked') return true;
  return onRelease === 'dropped-before-release' && context.phase === 'supported';
}

/** The rule under a family's policy for release branches (and, for a family that keeps ended cycles marked, for master). */
export function minorEolRule(onRelease: EndedOnRelease, onMaster: EndedOnMaster = 'removed'): Rule {
  return (context) => {
    const unknownLifecycle = context.upstreamUnknown;
    // A product endoflife.date does not have is declaration-mismatch's error, once a run.
    if (context.endOfLife?.notFound) return [];
    if (unknownLifecycle !== undefined) return [lifecycleUnknown(context, unknownLifecycle)];
    // Cycles none of which upstream names are declaration-mismatch's warning, not a notice each.
    const misnamed = cycleNamesMismatch(context);
    const marks = marksOn(context, onRelease, onMaster);
    return context.packagedMinors.flatMap((pm) => {
      const eol = context.eol(pm.minor);
      if (!eol) {
        // rke2's release branches, which never drop a minor, have never said that an end of life is unknown;
        // nor is a declared cycle whose end upstream has not decided yet: it is not ended.
        if ((onRelease === 'always-marked' && marks) || context.knowsCycle(pm.minor) || misnamed) return [];
        return [unknown(context, pm)];
      }
      if (!context.hasEnded(pm.minor)) return [];
      const version = pm.version ? ` (${pm.version.text})` : '';
      const why = `${pm.attr}${version} reached its end of life on ${describeDate(eol)}.`;
      const fields = {
        rule: 'minor-eol' as const,
        minor: pm.minor,
        attr: pm.attr,
        ...(pm.version ? { packaged: pm.version.text } : {}),
        ...at(pm.location),
      };
      const reason = `end of life ${describeDate(eol)}`;
      // A released branch keeps the cycle its defaults point to, even where the policy removes ended ones.
      const defaults = onRelease === 'removed' && context.phase === 'supported' ? defaultsOf(context, pm.minor) : [];
      if (defaults.length > 0)
        return [
          marked(
            context,
            pm,
            fields,
            why,
            `${reason}; the default of a release, which keeps it`,
            keptDefault(defaults),
          ),
        ];
      if (marks) {
        const onBranch = context.branch.kind === 'stable' && onRelease !== 'removed';
        const kept = onBranch ? `${reason}; a release keeps it` : `${reason}; kept a while, marked`;
        const text = onBranch ? KEPT_TEXT[onRelease] : KEPT_ON_MASTER;
        return [marked(context, pm, fields, why, kept, text)];
      }
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
  text: KeptText,
): Finding {
  const moveTo = moveOnAdvice(context, pm);
  const mark = pm.knownVulnerabilities;
  if (mark) {
    const where = `${mark.file}${mark.line > 0 ? ` line ${mark.line}` : ''}`;
    return context.removal({
      ...fields,
      severity: 'notice',
      message: `${why} ${text.marked(where, moveTo, cycleWord(context.family, 'many'))}`,
    });
  }
  // The day its mark names, where upstream has decided it.
  const eol = context.eol(pm.minor);
  const endOfLife = eol && !eol.estimated && !eol.undated ? { endOfLife: eol.date } : {};
  const finding = withFix(
    context,
    { ...fields, severity: 'warning' },
    `${why} ${text.unmarked(context.branch.name, moveTo, cycleWord(context.family))}`,
    [{ kind: 'mark', minor: pm.minor, attr: pm.attr, ...endOfLife }],
    reason,
  );
  return context.removal({ ...finding, minor: pm.minor });
}

function unknown(context: RuleContext, pm: PackagedMinor): Finding {
  const product = context.endOfLife?.product;
  return context.finding({
    rule: 'minor-eol',
    severity: 'notice',
    minor: pm.minor,
    attr: pm.attr,
    ...(pm.version ? { packaged: pm.version.text } : {}),
    message:
      product !== undefined
        ? `Not checked whether ${pm.attr} has reached its end of life: endoflife.date's ${product} has no cycle ${pm.minor}.`
        : `Not checked whether ${pm.attr} has reached its end of life: neither the Kubernetes lifecycle data nor the ` +
          `upstream ${context.family.name} releases know ${pm.minor}.`,
    ...at(pm.location),
  });
}

/**
 * One notice for the branch: no cycle's end is known this run, so nothing is
 * decided that needs one. A family that reads its releases upstream (k3s, rke2)
 * has no newer release known either.
 */
function lifecycleUnknown(context: RuleContext, why: string): Finding {
  const { family, branch, endOfLife } = context;
  const release = context.release ? `, nor which end during NixOS ${context.release.name}` : '';
  return context.finding({
    rule: 'minor-eol',
    severity: 'notice',
    message:
      endOfLife !== undefined
        ? `Not checked which ${family.name} ${cycleWord(family, 'many')} on ${branch.name} have reached their end of life${release}: ` +
          `the lifecycle of ${endOfLife.product} is unknown this run (${why}).`
        : `Not checked which ${family.name} ${cycleWord(family, 'many')} on ${branch.name} have reached their end of life${release}, ` +
          `nor whether upstream has newer releases: the upstream facts of ${family.name} are unknown this run (${why}).`,
  });
}
