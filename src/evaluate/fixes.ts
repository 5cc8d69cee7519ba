// The edits a fix asks for, built so that following one fix alone breaks no
// other rule: adding the minor that becomes the target default also points the
// alias at it; removing the default first points it at a replacement (added
// when it is not packaged); removing a supported minor on master also removes
// the older ones, since minor-missing would ask for it back, or keeps it while
// an older one stays (a pinned one, or the target default). The rules build
// their fixes here, and only here.
import { attrOfMinor, attrOfTemplate } from '../domain/family.js';
import { compareMinors } from '../domain/minor.js';
import type { FixEdit, Minor } from '../domain/types.js';
import { endsBeforeEndOfSupport, membershipAtRelease } from './releaseMembership.js';
import type { RuleContext } from './ruleContext.js';

export const ALIASES_FILE = 'pkgs/top-level/aliases.nix';

/** The attribute of a minor on the branch: as packaged, else as the family names it. */
export function attrOf(context: RuleContext, minor: Minor): string {
  return context.packagedMinor(minor)?.attr ?? attrOfMinor(context.family.layout, minor);
}

/** The release notes a removal or a new default is written in: the tree's, else those of the release master heads for. */
export function releaseNotesFile(context: RuleContext): string {
  const known = context.packaged.releaseNotes?.file;
  if (known) return known;
  const release = context.branch.kind === 'unstable' ? (context.next ?? context.release) : context.release;
  return release
    ? `nixos/doc/manual/release-notes/rl-${release.name.replace('.', '')}.section.md`
    : 'the release notes of the next NixOS release';
}

function addEdit(context: RuleContext, minor: Minor): FixEdit {
  const version = context.latest(minor)?.version.text;
  return { kind: 'add', minor, attr: attrOfMinor(context.family.layout, minor), ...(version ? { version } : {}) };
}

/**
 * Adds a minor (a backport on a release branch). On master a minor older than
 * every packaged one brings the supported minors between them along, which
 * minor-missing would otherwise ask for.
 */
export function addEdits(context: RuleContext, minor: Minor): FixEdit[] {
  const oldest = context.packagedMinors[0]?.minor;
  const bridge =
    context.branch.kind === 'unstable' && oldest !== undefined && compareMinors(minor, oldest) < 0
      ? context.releasedMinors.filter(
          (m) => compareMinors(m, minor) > 0 && compareMinors(m, oldest) < 0 && context.isSupported(m),
        )
      : [];
  return [minor, ...bridge].map((m) => addEdit(context, m));
}

/** Points the alias at a minor, adding it first when the branch does not package it. */
export function pointDefaultEdits(context: RuleContext, minor: Minor): FixEdit[] {
  const point: FixEdit = { kind: 'point-default', minor, attr: attrOf(context, minor) };
  return context.packagedMinor(minor) ? [point] : [...addEdits(context, minor), point];
}

/** Why a minor cannot be master's default, if it cannot (the rule context's answer). */
export function unfitTarget(context: RuleContext, minor: Minor): string | undefined {
  return context.unfitAsDefault(minor);
}

/**
 * A release branch's default moves to a newer minor (backported when the
 * branch lacks it); the old default goes too when the policy would drop it
 * from the release as an extra minor, unless it is pinned.
 */
export function switchReleaseDefaultEdits(context: RuleContext, newer: Minor, old: Minor): FixEdit[] {
  const edits = pointDefaultEdits(context, newer);
  const keeps =
    context.keepReason(old) !== undefined ||
    membershipAtRelease(context.options.policy, context.eol(old), context.release).keeps;
  return keeps ? edits : [...edits, { kind: 'remove', minor: old, attr: attrOf(context, old) }];
}

/** Whether adding the minor makes it the target default, so that the alias must follow it. */
export function becomesTargetDefault(context: RuleContext, minor: Minor): boolean {
  if (context.branch.kind !== 'unstable') return false;
  if (context.targetDefault.follows === 'channel') return context.targetDefault.minor === minor;
  const newest = context.packagedMinors.at(-1)?.minor;
  return newest === undefined || compareMinors(minor, newest) > 0;
}

export type RemovalPlan =
  /** What to do, in order: the replacement of the default first, then every removal. */
  | { kind: 'edits'; edits: FixEdit[] }
  /** An older minor stays, and its users upgrade through this one. */
  | { kind: 'kept'; olderMinor: Minor; because: string }
  /** The minor is the default, and no supported minor is there to point the alias at instead. */
  | { kind: 'no-replacement' };

/** How to remove a minor from the branch without breaking another rule. */
export function removalPlan(context: RuleContext, minor: Minor): RemovalPlan {
  // A family whose declared defaults move together has no minor-missing to bridge for: its own plan.
  if (context.family.policy.defaultsMoveTo) return cycleRemovalPlan(context, minor);
  const removed: Minor[] = [];
  // minor-missing asks for every supported minor newer than the oldest packaged one: on master the
  // older ones go too, or it stays while an older minor does.
  const bridges = context.branch.kind === 'unstable' && context.isSupported(minor);
  if (bridges) {
    const target = context.targetDefault.minor;
    if (target !== undefined && compareMinors(target, minor) < 0 && unfitTarget(context, target) === undefined)
      return { kind: 'kept', olderMinor: target, because: `it is ${context.targetDefault.described}` };
    for (const older of context.packagedMinors.filter((pm) => compareMinors(pm.minor, minor) < 0)) {
      const pin = context.keptAs(older.minor);
      if (pin !== undefined) return { kind: 'kept', olderMinor: older.minor, because: pin };
      removed.push(older.minor);
    }
  }
  removed.push(minor);

  const defaultMinor = context.defaultMinor;
  if (defaultMinor === undefined || !removed.some((m) => m === defaultMinor)) {
    return { kind: 'edits', edits: removed.flatMap((m) => removeEdits(context, m)) };
  }
  const replacement = replacementDefault(context, removed);
  // A replacement older than a supported minor that goes would have minor-missing ask for that minor back.
  if (replacement === undefined || (bridges && compareMinors(replacement, minor) < 0))
    return { kind: 'no-replacement' };
  return {
    kind: 'edits',
    edits: [...pointDefaultEdits(context, replacement), ...removed.flatMap((m) => removeEdits(context, m))],
  };
}

/**
 * A minor's attribute goes, with its companions (a declared cycle's other
 * attributes); on master it leaves a throw for each in aliases.nix and, where
 * the family's policy asks for one, a line in the release notes (PKG_UPKEEP.md).
 */
export function removeEdits(context: RuleContext, minor: Minor): FixEdit[] {
  const attr = attrOf(context, minor);
  const companions = context.packagedMinor(minor)?.companions ?? [];
  const also = companions.length > 0 ? { companions } : {};
  const remove: FixEdit = { kind: 'remove', minor, attr, ...also };
  if (context.branch.kind !== 'unstable') return [remove];
  const note: FixEdit[] = !context.family.policy.releaseNoteOnRemoval
    ? []
    : [{ kind: 'release-note', minor, file: releaseNotesFile(context) }];
  return [remove, { kind: 'throw', minor, attr, ...also }, ...note];
}

/**
 * What the alias points to once the default goes: on master the target default
 * when it stays and can be a default; else the newest such minor the branch
 * keeps; else the newest supported such minor upstream, to be added.
 */
function replacementDefault(context: RuleContext, removed: readonly Minor[]): Minor | undefined {
  const stays = (m: Minor): boolean =>
    !removed.some((r) => r === m) && !context.hasEnded(m) && unfitTarget(context, m) === undefined;
  const target = context.targetDefault.minor;
  if (context.branch.kind === 'unstable' && target !== undefined && stays(target)) return target;
  const packaged = context.packagedMinors.map((pm) => pm.minor).filter(stays);
  return packaged.at(-1) ?? context.releasedMinors.filter((m) => stays(m) && context.isSupported(m)).at(-1);
}

/**
 * Removes a cycle of a family whose declared defaults move together: when a
 * default points to it, every default of the group that the layout read first
 * points, in the same item, to the newest packaged cycle the family's policy
 * keeps through the end of support of the release the branch heads for or is
 * (an LTS one when the policy keeps only those); none such: no replacement. A
 * default that could not be read is never moved by guess (default-unknown says it).
 */
export function cycleRemovalPlan(context: RuleContext, minor: Minor): RemovalPlan {
  const removal = removeEdits(context, minor);
  const defaults = (context.packaged.defaults ?? []).filter((d) => d.target !== undefined);
  if (!defaults.some((d) => d.minor === minor)) return { kind: 'edits', edits: removal };
  const target = lastingDefault(context, minor);
  if (target === undefined) return { kind: 'no-replacement' };
  const moves = defaults.flatMap((d): FixEdit[] => {
    const attr = d.template === undefined ? undefined : attrOfTemplate(d.template, target);
    return attr === undefined || attr === d.target
      ? []
      : [{ kind: 'point-default', minor: target, attr, alias: d.alias }];
  });
  return { kind: 'edits', edits: [...moves, ...removal] };
}

/** The names of the branch's defaults that point to a cycle, as the layout read them ("nodejs", "nodejs-slim"). */
export function defaultsOf(context: RuleContext, minor: Minor): string[] {
  return (context.packaged.defaults ?? []).filter((d) => d.minor === minor).map((d) => d.alias);
}

/**
 * The newest packaged cycle, other than `removed`, that the family's policy
 * keeps through the end of support of the release the branch heads for or is:
 * not ended, not ending before that end (an end that is unknown never ends),
 * an LTS one when the policy keeps only those, and not pinned out of it.
 */
export function lastingDefault(context: RuleContext, removed: Minor): Minor | undefined {
  const lts = context.family.policy.defaultsMoveTo?.lts === true;
  const release = context.release;
  const lasts = (m: Minor): boolean => {
    if (m === removed || context.hasEnded(m) || context.isUnreadable(m)) return false;
    if (lts && context.isLts(m) !== true) return false;
    const end = context.eol(m);
    return release === undefined || end === undefined || !endsBeforeEndOfSupport(end, release);
  };
  return context.packagedMinors
    .map((pm) => pm.minor)
    .filter(lasts)
    .at(-1);
}
