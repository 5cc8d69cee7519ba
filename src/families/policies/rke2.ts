// rke2's policy: POLICY-rke2.md as a rule table, which rules run in which
// phase of a branch. Rules rke2 shares with k3s come from src/evaluate/rules/
// (minor-eol with rke2's policy for release branches); those of its own, or
// with its own meaning of an id, from ./rke2/. It has one policy (no choices),
// no release event (nothing is dropped at a branch-off: no checklist, no
// ping), and a removal asks for the aliases.nix throw, not a release note.
import type { RuleTable } from '../../evaluate/ruleTable.js';
import { branchRetired } from '../../evaluate/rules/branch-retired.js';
import { eolSoon } from '../../evaluate/rules/eol-soon.js';
import { layoutUnrecognized } from '../../evaluate/rules/layout-unrecognized.js';
import { minorEolRule } from '../../evaluate/rules/minor-eol.js';
import { minorMissing } from '../../evaluate/rules/minor-missing.js';
import { patchBehind } from '../../evaluate/rules/patch-behind.js';
import { removalUnannouncedAgainstCurrentStable } from '../../evaluate/rules/removal-unannounced.js';
import { versionDowngraded } from '../../evaluate/rules/version-downgraded.js';
import { channelAliasBehind } from './rke2/channel-alias-behind.js';
import { defaultChanged } from './rke2/default-changed.js';
import { minorAddedOnStable } from './rke2/minor-added-on-stable.js';
import { minorRemovedOnStable } from './rke2/minor-removed-on-stable.js';
import type { Policy } from '../family.js';

/** minor-eol as rke2 follows it: a release branch never drops an ended minor, it marks it. */
export const minorEolAlwaysMarked = minorEolRule('always-marked');

/** A release branch, before and after its release alike: it keeps its minors and its aliases. */
const RELEASE = [
  layoutUnrecognized,
  patchBehind,
  versionDowngraded,
  minorAddedOnStable,
  minorRemovedOnStable,
  minorEolAlwaysMarked,
  defaultChanged,
];

export const RKE2_RULES: RuleTable = {
  unstable: [
    layoutUnrecognized,
    patchBehind,
    versionDowngraded,
    minorMissing,
    channelAliasBehind,
    minorEolAlwaysMarked,
    eolSoon,
    removalUnannouncedAgainstCurrentStable,
  ],
  'pre-release': RELEASE,
  supported: RELEASE,
  // One notice and nothing else, not even unreadable files.
  retired: [branchRetired],
};

export const rke2Policy: Policy = {
  rules: RKE2_RULES,
  // Its channel aliases are compared with the channels on every run.
  needs: () => ({ stableChannel: true }),
};
