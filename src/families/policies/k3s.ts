// k3s' policy: POLICY.md (version 2.2) as a rule table, which rules run in
// which phase of a branch (evaluate runs exactly these for k3s; another family
// has a table of its own), with its choices (inputs k3s-policy,
// k3s-backport-through, k3s-default-target), its two release events and the
// release-notes line a removal from master asks for.
import type { RuleTable } from '../../evaluate/ruleTable.js';
import { backportMissing } from '../../evaluate/rules/backport-missing.js';
import { branchRetired } from '../../evaluate/rules/branch-retired.js';
import { defaultChanged } from '../../evaluate/rules/default-changed.js';
import { defaultNotNewest } from '../../evaluate/rules/default-not-newest.js';
import { eolBeforeEos } from '../../evaluate/rules/eol-before-eos.js';
import { eolDuringNext } from '../../evaluate/rules/eol-during-next.js';
import { eolSoon } from '../../evaluate/rules/eol-soon.js';
import { extraAtRelease } from '../../evaluate/rules/extra-at-release.js';
import { layoutUnrecognized } from '../../evaluate/rules/layout-unrecognized.js';
import { minorEol } from '../../evaluate/rules/minor-eol.js';
import { minorMissing } from '../../evaluate/rules/minor-missing.js';
import { minorSuperseded } from '../../evaluate/rules/minor-superseded.js';
import { patchBehind } from '../../evaluate/rules/patch-behind.js';
import { releaseDefaultNotNewest } from '../../evaluate/rules/release-default-not-newest.js';
import { releaseNoteMissing } from '../../evaluate/rules/release-note-missing.js';
import { removalUnannounced } from '../../evaluate/rules/removal-unannounced.js';
import { versionDowngraded } from '../../evaluate/rules/version-downgraded.js';
import type { Policy } from '../family.js';

export const K3S_RULES: RuleTable = {
  unstable: [
    layoutUnrecognized,
    patchBehind,
    versionDowngraded,
    minorMissing,
    defaultNotNewest,
    minorEol,
    eolSoon,
    minorSuperseded,
    eolDuringNext,
    removalUnannounced,
    releaseNoteMissing,
  ],
  // The branch-off checklist.
  'pre-release': [
    layoutUnrecognized,
    extraAtRelease,
    releaseDefaultNotNewest,
    minorEol,
    patchBehind,
    versionDowngraded,
    eolBeforeEos,
  ],
  supported: [layoutUnrecognized, patchBehind, versionDowngraded, backportMissing, minorEol, defaultChanged],
  // One notice and nothing else, not even unreadable files.
  retired: [branchRetired],
};

export const k3sPolicy: Policy = {
  rules: K3S_RULES,
  releaseEvents: ['feature-freeze', 'branch-off'],
  choices: true,
  releaseNoteOnRemoval: true,
  // Under default-target stable-channel master's default follows channel(t), and what a release ships the channel
  // of its branch-off day.
  needs: ({ defaultTarget }) =>
    defaultTarget === 'stable-channel' ? { stableChannel: true, branchOffChannel: true } : {},
};
