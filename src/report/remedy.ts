// What a maintainer should do about each kind of finding, in one sentence,
// in the words of the family audited.
import type { FamilyTraits } from '../domain/family.js';
import type { Finding, RuleId } from '../domain/types.js';

const REMEDIES: Record<RuleId, string | ((family: FamilyTraits) => string)> = {
  'patch-behind': 'Update the version to the latest upstream patch release (the update script of the minor does this).',
  'minor-missing': (family) =>
    `Package the minor as a new ${family.attrPrefix}1_XX attribute, starting from the directory of the previous minor.`,
  'default-not-newest': (family) =>
    `Point ${family.alias} at the target default: the newest packaged minor, or the stable channel's minor (default-target).`,
  'minor-eol':
    'Remove the attribute with a throw in aliases.nix (on a released branch: mark it with meta.knownVulnerabilities instead), or pin it with keep and a reason.',
  'eol-soon': 'Plan the removal and make sure a newer minor is packaged for users to upgrade to.',
  'minor-superseded': 'Remove the attribute: the current stable release already defaults to a newer minor.',
  'extra-at-release':
    'Keep only the default minor on the release branch (one version per release), or pin it with keep.',
  'eol-before-eos':
    'Consider a newer default before the release: this minor reaches end of life while the release is supported.',
  'backport-missing': 'Backport the minor to this branch so users can upgrade one minor at a time.',
  'branch-retired': 'Nothing to fix: the branch is retired; stop auditing it.',
  'layout-unrecognized': 'Check the file: it could not be read, so the rest of this audit may be incomplete.',
  'calendar-mismatch': 'Set the release dates as inputs: the calendar does not place this branch.',
  'eol-during-next': 'Remove the minor before the feature freeze: it dies while the next release is supported.',
  'removal-unannounced': 'Leave a throw for the removed attribute in pkgs/top-level/aliases.nix.',
  'release-note-missing': 'Add a line naming the minor to the release notes of the next NixOS release.',
  'release-default-not-newest':
    'Ship the newer minor as the default of the release, or leave it off the release branch on purpose.',
  'default-changed': (family) =>
    family.channelAliases
      ? `Point ${family.channelAliases.stable} and ${family.channelAliases.latest} back to the minors the release shipped with: they never change on a release branch.`
      : `Point ${family.alias} back to the minor the release shipped with: a release keeps one default for its whole life.`,
  'channel-alias-behind': (family) =>
    `Run the update script of the newest minor: it points the channel aliases${family.channelAliases ? ` (${family.channelAliases.stable}, ${family.channelAliases.latest})` : ''} at the upstream channels.`,
  'minor-added-on-stable':
    'Remove the minor from the release branch: new minors are not backported to a release; users take them from unstable.',
  'minor-removed-on-stable':
    'Restore the minor on the release branch: a release never drops a minor; mark an end-of-life one with meta.knownVulnerabilities instead.',
};

export function remedyFor(finding: Pick<Finding, 'rule'>, family: FamilyTraits): string {
  const remedy = REMEDIES[finding.rule];
  return typeof remedy === 'string' ? remedy : remedy(family);
}
