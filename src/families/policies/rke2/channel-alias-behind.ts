// channel-alias-behind (rke2, unstable): the two aliases follow rke2's release
// channels (the rke2 README): rke2_stable the minor of the `stable` channel's
// latest version in upstream's channels.yaml as it stood on the day,
// rke2_latest the newest packaged minor. The update script sets both on master;
// a tree where they lag was updated by hand or not at all.
import { attrOfMinor } from '../../../domain/family.js';
import type { ChannelAliasState, Finding, FixEdit, Minor } from '../../../domain/types.js';
import { isRelease } from '../../../domain/version.js';
import { withFix } from '../../../evaluate/advice.js';
import { at } from '../../../evaluate/findingParts.js';
import { addEdits } from '../../../evaluate/fixes.js';
import type { RuleContext } from '../../../evaluate/ruleContext.js';

export function channelAliasBehind(context: RuleContext): Finding[] {
  const names = context.family.layout.channelAliases;
  if (!names) return [];
  const alias = (attr: string) => context.packaged.channelAliases?.find((a) => a.attr === attr);
  return [...stableBehind(context, alias(names.stable), names.stable), ...latestBehind(context, alias(names.latest))];
}

function stableBehind(context: RuleContext, alias: ChannelAliasState | undefined, name: string): Finding[] {
  const channel = context.stableChannel;
  if (!channel?.minor) {
    return [
      context.finding({
        rule: 'channel-alias-behind',
        severity: 'notice',
        attr: name,
        message: `Not checked whether ${name} follows ${context.family.name}'s stable channel: ${channel?.source ?? 'the channel file was not read'}.`,
      }),
    ];
  }
  // An alias the reader could not resolve is a layout problem, reported as such.
  if (alias?.minor === undefined || alias.minor === channel.minor) return [];
  // Where it was read (a commit, a local file) is the log's to say: the finding reads the same wherever it is made.
  const file = context.family.upstream.channelFile;
  const channelText = `the stable channel of ${context.family.name}${file ? ` (${file})` : ''} is at ${channel.version ?? channel.minor}`;
  return [behind(context, alias, alias.minor, channel.minor, channelText)];
}

function latestBehind(context: RuleContext, alias: ChannelAliasState | undefined): Finding[] {
  // The newest minor packaged at a release: a minor packaged only as a pre-release is not the latest channel's.
  const newest = context.packagedMinors.filter((pm) => pm.version !== undefined && isRelease(pm.version)).at(-1);
  if (!newest || alias?.minor === undefined || alias.minor === newest.minor) return [];
  return [behind(context, alias, alias.minor, newest.minor, `the newest packaged minor is ${newest.attr}`)];
}

function behind(context: RuleContext, alias: ChannelAliasState, now: Minor, wanted: Minor, why: string): Finding {
  const { family } = context;
  const wantedAttr = attrOfMinor(family.layout, wanted);
  const fields = {
    rule: 'channel-alias-behind' as const,
    severity: 'warning' as const,
    minor: now,
    attr: alias.attr,
    packaged: alias.target ?? `${family.name} ${now}`,
    expected: wantedAttr,
    ...at(alias.location),
  };
  const points = `${alias.attr} points to ${alias.target ?? `${family.name} ${now}`}, but ${why}`;
  if (alias.target === undefined) {
    // In rke2's older layout the alias is a package built from its channel folder: its version moves, not a pointer.
    const versions = context.packaged.minors.find((m) => m.attr === alias.attr)?.location.file;
    return context.finding({
      ...fields,
      message: `${points}. Update ${versions ?? alias.attr} to ${family.name} ${wanted}.`,
    });
  }
  const point: FixEdit = { kind: 'point-default', minor: wanted, attr: wantedAttr, alias: alias.attr };
  const edits = context.packagedMinor(wanted) ? [point] : [...addEdits(context, wanted), point];
  return withFix(
    context,
    fields,
    `${points} (the update script of ${wantedAttr} sets the channel aliases).`,
    edits,
    why,
  );
}
