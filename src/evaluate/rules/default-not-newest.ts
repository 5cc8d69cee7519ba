// default-not-newest (unstable): the plain alias (`k3s`) must point to the
// target default: the minor of k3s' stable channel (`default-target:
// stable-channel`, the default since POLICY 2.2), or the newest packaged minor
// (`newest`). A warning: maintainers may hold the default back on purpose; an
// error inside the feature-freeze window of next, when the release's default
// is settled. When the newest minor stands in for the channel (unread, or
// naming a minor that cannot be a default), one notice says so. Its fix asks
// the release-notes line the new default owes (release-note-missing's).
import { describeDate, inFeatureFreezeWindow } from '../../calendar/releaseCalendar.js';
import { defaultName } from '../../domain/family.js';
import type { Finding, Minor } from '../../domain/types.js';
import { withFix } from '../advice.js';
import { aliasPlace } from '../findingParts.js';
import { attrOf, pointDefaultEdits, unfitTarget } from '../fixes.js';
import type { RuleContext } from '../ruleContext.js';
import { newDefaultNoteEdits } from './release-note-missing.js';

export function defaultNotNewest(context: RuleContext): Finding[] {
  const { minor, fallback } = context.targetDefault;
  // The target is a packaged minor whenever one is packaged: without one, the alias has nothing to point to.
  if (minor === undefined) return [];
  const findings = compared(context, minor);
  return fallback
    ? [context.finding({ rule: 'default-not-newest', severity: 'notice', message: `${fallback}.` }), ...findings]
    : findings;
}

function compared(context: RuleContext, targetMinor: Minor): Finding[] {
  const { defaultAttr } = context.packaged;
  const { name } = context.family;
  const alias = defaultName(context.family);
  const target = context.targetDefault;
  const notice = (message: string): Finding[] => [
    context.finding({ rule: 'default-not-newest', severity: 'notice', message }),
  ];
  // A default whose files cannot be read is layout-unrecognized's alone.
  if (context.defaultMinor !== undefined && context.isUnreadable(context.defaultMinor)) return [];
  const targetAttr = attrOf(context, targetMinor);
  const current = context.defaultMinor ? context.packagedMinor(context.defaultMinor) : undefined;
  if (current && current.minor === targetMinor) return [];
  if (!current && !defaultAttr) {
    // Nothing says where the alias points; the reader reports unreadable files separately.
    return notice(
      `Could not find what the plain ${alias} attribute points to on ${context.branch.name}, so whether it is ` +
        `${target.described} (${targetAttr}) was not checked.`,
    );
  }
  const unfit = unfitTarget(context, targetMinor);
  if (unfit) {
    return notice(
      `${alias} was not compared with ${target.described} on ${context.branch.name}: it is ${name} ${targetMinor}, which ${unfit}.`,
    );
  }

  const next = context.next;
  const inWindow = next !== undefined && inFeatureFreezeWindow(next, context.now);
  const pointsTo = current
    ? `${current.attr} (${current.version?.text})`
    : `${defaultAttr}, which is not a packaged ${name} minor`;
  const window = inWindow
    ? ` The feature freeze of NixOS ${next.name} is on ${describeDate(next.featureFreeze)}: its default is settled by then.`
    : '';
  return [
    withFix(
      context,
      {
        rule: 'default-not-newest',
        severity: inWindow ? 'error' : 'warning',
        minor: current?.minor,
        attr: alias,
        packaged: current?.attr ?? defaultAttr,
        expected: targetAttr,
        ...aliasPlace(context),
      },
      `${alias} points to ${pointsTo}, but ${target.described} is ${targetAttr}.${window}`,
      [...pointDefaultEdits(context, targetMinor), ...newDefaultNoteEdits(context, targetMinor)],
      `points to ${current?.attr ?? defaultAttr}; ${target.described} is ${targetAttr}`,
    ),
  ];
}
