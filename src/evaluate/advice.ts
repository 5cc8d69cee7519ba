// A finding with its fix: the message says why and then what to do, in the
// words of fixText.ts, and carries the edits it asks for (fixes.ts) with the
// rule's short reason, which reports show under the item that words the fix.
import { defaultName } from '../domain/family.js';
import type { Finding, FixEdit, Minor, PackagedMinor, RuleId } from '../domain/types.js';
import { attrOf, cycleRemovalPlan, defaultsOf, removalPlan } from './fixes.js';
import { describeDate } from '../calendar/releaseCalendar.js';
import { describeEdits, listed } from './fixText.js';
import type { RuleContext } from './ruleContext.js';
import { climbFrom } from './upgradePath.js';

/** The rules whose findings ask to remove a minor: `keep` pins soften them. */
export const REMOVAL_RULES: readonly RuleId[] = [
  'minor-eol',
  'minor-superseded',
  'extra-at-release',
  'eol-during-next',
];

type Fields = Omit<Finding, 'branch' | 'message' | 'fix'>;

/** A finding whose fix is `edits`: its message is `why` and then the fix in words; `reason` is `why` in a few words. */
export function withFix(context: RuleContext, fields: Fields, why: string, edits: FixEdit[], reason: string): Finding {
  if (edits.length === 0) return context.finding({ ...fields, message: why });
  return context.finding({
    ...fields,
    message: `${why} ${describeEdits(context, edits)}`,
    fix: { edits, reason },
  });
}

/**
 * A finding asking to remove a minor: the removal with what it takes (the
 * default's replacement, the older minors), a notice when an older minor
 * stays and needs this one as its upgrade path, and a notice quoting the pin
 * when the minor is kept on purpose.
 */
export function removalFinding(
  context: RuleContext,
  fields: Fields & { minor: Minor },
  why: string,
  reason: string,
): Finding {
  const plan = removalPlan(context, fields.minor);
  const attr = attrOf(context, fields.minor);
  switch (plan.kind) {
    case 'edits':
      return context.removal({
        ...fields,
        message: `${why} ${describeEdits(context, plan.edits)}`,
        fix: { edits: plan.edits, reason },
      });
    case 'kept':
      return context.removal({
        ...fields,
        severity: 'notice',
        message:
          `${why} It stays all the same: ${attrOf(context, plan.olderMinor)} stays (${plan.because}), and its users ` +
          `upgrade through ${attr}. Remove both together when ${attrOf(context, plan.olderMinor)} goes.`,
      });
    case 'no-replacement':
      return context.removal({ ...fields, message: `${why} ${noReplacementText(context, fields.minor)}` });
  }
}

/**
 * A finding asking to remove a cycle of a family whose declared defaults move
 * together: the defaults that point to it move first, in the same fix
 * (fixes.ts `cycleRemovalPlan`), or it says that no cycle is there to move them to.
 */
export function cycleRemovalFinding(
  context: RuleContext,
  fields: Fields & { minor: Minor },
  why: string,
  reason: string,
): Finding {
  const plan = cycleRemovalPlan(context, fields.minor);
  if (plan.kind === 'edits')
    return context.removal({ ...withFix(context, fields, why, plan.edits, reason), minor: fields.minor });
  return context.removal({ ...fields, message: `${why} ${noReplacementText(context, fields.minor)}` });
}

/** Why a default's minor cannot go yet: nothing is there to point the default to. */
function noReplacementText(context: RuleContext, minor: Minor): string {
  const attr = attrOf(context, minor);
  const names = defaultsOf(context, minor);
  if (!context.family.policy.defaultsMoveTo || names.length === 0) {
    const alias = defaultName(context.family);
    return (
      `It is the default of ${context.branch.name}, and no supported ${context.family.name} minor is there to ` +
      `point ${alias} to instead: package a newer minor, point ${alias} to it, then remove ${attr}.`
    );
  }
  const { cycle } = context.family.words;
  const they = listed(names);
  const release = context.release;
  const lasting = release
    ? `lasts the support of NixOS ${release.name} (to ${describeDate(release.endOfSupport)})`
    : 'is supported';
  const lts = context.family.policy.defaultsMoveTo.lts ? ` long-term support` : '';
  return (
    `${they} ${names.length === 1 ? 'points' : 'point'} to it on ${context.branch.name}, and no packaged${lts} ` +
    `${context.family.name} ${cycle} ${lasting} to point ${names.length === 1 ? 'it' : 'them'} to instead: ` +
    `package one, point ${they} to it, then remove ${attr}.`
  );
}

/**
 * Where the users of a minor that ends go: the next packaged minor, and the
 * path on to a supported one when the next has ended too ("move to k3s_1_34,
 * one minor at a time: k3s_1_33 → k3s_1_34 → k3s_1_35").
 */
export function moveOnAdvice(context: RuleContext, pm: PackagedMinor): string {
  const climb = climbFrom(context, pm.minor);
  const next = climb[0];
  if (next === undefined) return 'tell its users to move to a supported minor';
  const reachesSupported = context.isSupported(climb.at(-1)!);
  if (climb.length === 1 && reachesSupported) return `tell its users to move to ${attrOf(context, next)}`;
  const path = [pm.attr, ...climb.map((minor) => attrOf(context, minor))].join(' → ');
  return `tell its users to move to ${attrOf(context, next)}, one minor at a time: ${path}${reachesSupported ? '' : ', then to a supported minor'}`;
}
