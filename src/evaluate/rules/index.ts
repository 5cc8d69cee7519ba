// Every rule by its id, and which rules apply to which branch and phase
// (the tables of POLICY.md).
import type { BranchKind, RuleId, StablePhase } from '../../domain/types.js';
import type { Rule } from '../ruleContext.js';
import { backportMissing } from './backport-missing.js';
import { branchRetired } from './branch-retired.js';
import { defaultNotNewest } from './default-not-newest.js';
import { eolBeforeEos } from './eol-before-eos.js';
import { eolSoon } from './eol-soon.js';
import { extraAtRelease } from './extra-at-release.js';
import { layoutUnrecognized } from './layout-unrecognized.js';
import { minorEol } from './minor-eol.js';
import { minorMissing } from './minor-missing.js';
import { minorSuperseded } from './minor-superseded.js';
import { patchBehind } from './patch-behind.js';

export const RULES: Readonly<Record<RuleId, Rule>> = {
  'patch-behind': patchBehind,
  'minor-missing': minorMissing,
  'default-not-newest': defaultNotNewest,
  'minor-eol': minorEol,
  'eol-soon': eolSoon,
  'minor-superseded': minorSuperseded,
  'extra-at-release': extraAtRelease,
  'eol-before-eos': eolBeforeEos,
  'backport-missing': backportMissing,
  'branch-retired': branchRetired,
  'layout-unrecognized': layoutUnrecognized,
};

/** The phase the rules are chosen by: unstable, or the phase of a stable branch. */
export type RulePhase = 'unstable' | Exclude<StablePhase, 'before-branch-off'>;

const RULES_BY_PHASE: Readonly<Record<RulePhase, readonly RuleId[]>> = {
  unstable: [
    'layout-unrecognized',
    'patch-behind',
    'minor-missing',
    'default-not-newest',
    'minor-eol',
    'eol-soon',
    'minor-superseded',
  ],
  // The branch-off checklist.
  'pre-release': ['layout-unrecognized', 'extra-at-release', 'patch-behind', 'eol-before-eos'],
  supported: ['layout-unrecognized', 'patch-behind', 'backport-missing', 'minor-eol'],
  // One notice and nothing else, not even unreadable files.
  retired: ['branch-retired'],
};

export function ruleIdsFor(kind: BranchKind, phase: RulePhase): readonly RuleId[] {
  return kind === 'unstable' ? RULES_BY_PHASE.unstable : RULES_BY_PHASE[phase];
}
