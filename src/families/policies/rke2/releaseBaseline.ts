// What an rke2 release branch is held to: the state it was released in (read
// from nixpkgs' release tag R, from the supported phase on) and, in a pull
// request check, the base the pull request would change, in any phase. Before
// the release there is no tag, so only a pull request can be checked.
import type { BranchDefault, Finding, Minor, RuleId } from '../../../domain/types.js';
import { from } from '../../../evaluate/findingParts.js';
import type { RuleContext } from '../../../evaluate/ruleContext.js';

export interface Baseline {
  /** The release tag R, or the base of a pull request. */
  kind: 'release' | 'base';
  fact: BranchDefault;
  /** Every minor packaged there. */
  minors: readonly Minor[];
}

/**
 * The baselines of a release branch, the release tag first; and, when the
 * branch is supported but its tag could not be read, the notice `rule` gives
 * once to say what it could not decide.
 */
export function releaseBaselines(
  context: RuleContext,
  rule: RuleId,
  undecided: string,
): { baselines: Baseline[]; notices: Finding[] } {
  const baselines: Baseline[] = [];
  const notices: Finding[] = [];
  const { defaultAtRelease: tag, base } = context.others;
  if (context.phase === 'supported') {
    if (tag?.minors) baselines.push({ kind: 'release', fact: tag, minors: tag.minors });
    else {
      const release = context.release?.name ?? context.branch.release ?? context.branch.name;
      notices.push(
        context.finding({
          rule,
          severity: 'notice',
          message: `Could not decide ${undecided}: the state of NixOS ${release} at its release is unknown${from(tag?.source)}.`,
        }),
      );
    }
  }
  if (base?.minors) baselines.push({ kind: 'base', fact: base, minors: base.minors });
  return { baselines, notices };
}

/** "NixOS 26.05 was released (tag 26.05)": the release a baseline of kind `release` was read from. */
export function releasedText(context: RuleContext, baseline: Baseline): string {
  const release = context.release?.name ?? context.branch.release ?? baseline.fact.branch;
  return `NixOS ${release} was released (tag ${baseline.fact.branch})`;
}
