// The rke2 rule table: which rules of POLICY-rke2.md run in which phase of a
// branch. Rules rke2 shares with k3s unchanged come from src/evaluate/rules/;
// those of its own, or of its own meaning, from ./rules/.
import type { RuleTable } from '../../evaluate/ruleTable.js';
import { branchRetired } from '../../evaluate/rules/branch-retired.js';
import { eolSoon } from '../../evaluate/rules/eol-soon.js';
import { layoutUnrecognized } from '../../evaluate/rules/layout-unrecognized.js';
import { minorMissing } from '../../evaluate/rules/minor-missing.js';
import { patchBehind } from '../../evaluate/rules/patch-behind.js';

export const RKE2_RULES: RuleTable = {
  unstable: [layoutUnrecognized, patchBehind, minorMissing, eolSoon],
  // The same rules before and after the release: a release branch keeps its minors and its aliases.
  'pre-release': [layoutUnrecognized, patchBehind],
  supported: [layoutUnrecognized, patchBehind],
  // One notice and nothing else, not even unreadable files.
  retired: [branchRetired],
};
