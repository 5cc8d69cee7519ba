// The evaluate stage: packaged state + upstream facts + calendar -> findings.
// Pure: no I/O, and the clock is `input.now`.
import type { BranchAudit, Finding, NixosRelease, StablePhase } from '../domain/types.js';
import type { EvaluationFacts } from '../domain/audit.js';
import { compareReleaseNames, nextToBranchOff, releaseByName, stablePhase } from '../calendar/releaseCalendar.js';
import { ACTION_WORDS } from '../domain/optionWords.js';
import { REMOVAL_RULES } from './advice.js';
import { sortFindings } from './findingOrder.js';
import { buildRuleContext, type RuleContext } from './ruleContext.js';
import { branchedOffEarly, releaseUnknown, type PlacementNotice } from './rules/calendar-mismatch.js';
import type { RulePhase, RuleTable } from './ruleTable.js';
import { workItemsOf } from './workItems.js';

/** One branch's facts and the rule table of its family: exactly those rules run. */
export interface EvaluationInput extends EvaluationFacts {
  rules: RuleTable;
}

interface Placement {
  release?: NixosRelease;
  /** Reported phase of a stable branch. */
  phase?: StablePhase;
  /** Phase whose rules run. */
  rulePhase: RulePhase;
  /** Notices about the placement itself (calendar disagreements). */
  notices: PlacementNotice[];
}

export function evaluate(input: EvaluationInput): BranchAudit {
  const placement = place(input);
  const context = buildRuleContext(input, { phase: placement.phase, release: placement.release });
  const ruleFindings = input.rules[placement.rulePhase].flatMap((rule) => rule(context));
  // A retired branch is placed without notices: its one notice is the rule table's.
  const placementFindings = placement.notices.map((notice) => context.finding(notice));
  const findings = sortFindings(
    withoutUpdatesOfRemoved(aboutReadableMinors(context, [...placementFindings, ...ruleFindings])),
  );
  return {
    branch: input.branch,
    ...(placement.phase ? { phase: placement.phase } : {}),
    ...(placement.release ? { release: placement.release } : {}),
    packaged: input.packaged,
    others: input.others,
    findings,
    workItems: workItemsOf(context, findings),
    source: input.source ?? 'packaged state',
  };
}

/**
 * A minor whose attribute exists but whose files cannot be read has its
 * layout-unrecognized finding and no other: no rule decides about it, nor
 * asks for an edit of it (POLICY, parsing).
 */
function aboutReadableMinors(context: RuleContext, findings: readonly Finding[]): Finding[] {
  if (context.unreadableMinors.length === 0) return [...findings];
  return findings.filter(
    (f) =>
      f.rule === 'layout-unrecognized' ||
      !(
        (f.minor !== undefined && context.isUnreadable(f.minor)) ||
        (f.fix?.edits ?? []).some((edit) => context.isUnreadable(edit.minor))
      ),
  );
}

/** A minor that a removal finding's fix removes is not also told to take a patch update. */
function withoutUpdatesOfRemoved(findings: readonly Finding[]): Finding[] {
  const removed = new Set(
    findings
      .filter((f) => REMOVAL_RULES.includes(f.rule))
      .flatMap((f) => f.fix?.edits ?? [])
      .filter((e) => e.kind === 'remove')
      .map((e) => e.minor),
  );
  return findings.filter((f) => !(f.rule === 'patch-behind' && f.minor !== undefined && removed.has(f.minor)));
}

function place(input: EvaluationInput): Placement {
  const { branch, calendar, now } = input;
  const words = input.words ?? ACTION_WORDS;
  if (branch.kind === 'unstable') {
    // What master will become: lib/.version when the calendar knows it, else the next release to branch off.
    const version = input.packaged.nixosVersion?.trim();
    const release = (version ? releaseByName(calendar, version) : undefined) ?? nextToBranchOff(calendar, now);
    return { release, rulePhase: 'unstable', notices: [] };
  }

  const name = branch.release;
  const release = name ? releaseByName(calendar, name) : undefined;
  if (!release) {
    const first = calendar.releases[0];
    if (name && first && compareReleaseNames(name, first.name) < 0) {
      return { phase: 'retired', rulePhase: 'retired', notices: [] };
    }
    return { phase: 'pre-release', rulePhase: 'pre-release', notices: [releaseUnknown(branch, words)] };
  }

  const phase = stablePhase(release, now);
  if (phase !== 'before-branch-off') return { release, phase, rulePhase: phase, notices: [] };
  return {
    release,
    phase: 'pre-release',
    rulePhase: 'pre-release',
    // A branch-off date the user gave is theirs to correct: the run warns of it once (calendar/treeDates.ts).
    notices: release.branchOff.input !== undefined ? [] : [branchedOffEarly(branch, release, words)],
  };
}
