// default-changed (rke2, stable R): rke2_stable and rke2_latest are set on
// master by the update script and never changed on a release branch (the
// rke2 README), so on R each points to the minor it pointed to at the release
// tag R (supported phase), and a pull request changes neither (any phase).
// Not k3s's rule of this id, which holds the plain alias `k3s` to D(R).
import { attrOfMinor } from '../../../domain/family.js';
import type { ChannelAliasState, Finding, FixEdit, Minor } from '../../../domain/types.js';
import { withFix } from '../../../evaluate/advice.js';
import { at } from '../../../evaluate/findingParts.js';
import { addEdits } from '../../../evaluate/fixes.js';
import type { RuleContext } from '../../../evaluate/ruleContext.js';
import { releasedText, releaseBaselines } from './releaseBaseline.js';

export function defaultChanged(context: RuleContext): Finding[] {
  const names = context.family.layout.channelAliases;
  if (!names) return [];
  const { baselines, notices } = releaseBaselines(
    context,
    'default-changed',
    `whether ${names.stable} and ${names.latest} on ${context.branch.name} still point where they did at the release`,
  );
  const findings: Finding[] = [];
  for (const alias of context.packaged.channelAliases ?? []) {
    // An alias that names nothing packaged is the reader's problem, already reported.
    if (alias.minor === undefined) continue;
    for (const baseline of baselines) {
      const then = baseline.fact.channelAliases?.find((a) => a.attr === alias.attr)?.minor;
      if (then === undefined || then === alias.minor) continue;
      const since =
        baseline.kind === 'release'
          ? `${releasedText(context, baseline)} with it at ${context.family.name} ${then}`
          : `this pull request moves it from ${context.family.name} ${then}`;
      findings.push(changed(context, alias, alias.minor, then, since));
      break;
    }
  }
  return [...notices, ...findings];
}

function changed(context: RuleContext, alias: ChannelAliasState, now: Minor, then: Minor, since: string): Finding {
  const { family, branch } = context;
  const thenAttr = attrOfMinor(family.layout, then);
  // In rke2's older layout a channel alias is a package of its own, built from its channel folder.
  const what = alias.target ?? `${family.name} ${now}`;
  const fields = {
    rule: 'default-changed' as const,
    severity: 'error' as const,
    minor: now,
    attr: alias.attr,
    packaged: alias.target ?? now,
    expected: alias.target !== undefined ? thenAttr : then,
    ...at(alias.location),
  };
  const why =
    `${alias.attr} on ${branch.name} points to ${what}, but ${since}: the update script sets the channel aliases ` +
    `on master only, and they never change on a release branch.`;
  if (alias.target === undefined) {
    const versions = context.packaged.minors.find((m) => m.attr === alias.attr)?.location.file;
    return context.finding({
      ...fields,
      message: `${why} Put ${versions ?? alias.attr} back on ${family.name} ${then}, at its latest patch.`,
    });
  }
  // The minor it pointed to was dropped too (minor-removed-on-stable): it comes back first.
  const point: FixEdit = { kind: 'point-default', minor: then, attr: thenAttr, alias: alias.attr };
  const edits = context.packagedMinor(then) ? [point] : [...addEdits(context, then), point];
  return withFix(context, fields, why, edits, `points to ${what}; ${since}`);
}
