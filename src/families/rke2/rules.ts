// The rke2 rule table: which rules of POLICY-rke2.md run in which phase of a
// branch. Rules rke2 shares with k3s come from src/evaluate/rules/ (minor-eol
// with rke2's policy for release branches); those of its own, or with its own
// meaning of an id, from ./rules/.
import type { RuleTable } from '../../evaluate/ruleTable.js';
import { branchRetired } from '../../evaluate/rules/branch-retired.js';
import { eolSoon } from '../../evaluate/rules/eol-soon.js';
import { layoutUnrecognized } from '../../evaluate/rules/layout-unrecognized.js';
import { minorEolRule } from '../../evaluate/rules/minor-eol.js';
import { minorMissing } from '../../evaluate/rules/minor-missing.js';
import { patchBehind } from '../../evaluate/rules/patch-behind.js';
import { removalUnannouncedAgainstCurrentStable } from '../../evaluate/rules/removal-unannounced.js';
import { versionDowngraded } from '../../evaluate/rules/version-downgraded.js';
import { channelAliasBehind } from './rules/channel-alias-behind.js';
import { defaultChanged } from './rules/default-changed.js';
import { minorAddedOnStable } from './rules/minor-added-on-stable.js';
import { minorRemovedOnStable } from './rules/minor-removed-on-stable.js';

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
