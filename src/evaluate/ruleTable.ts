// Which rules run in which phase of a branch. Each family hands evaluate its
// own table and evaluate runs exactly the rules in it: a rule listed for one
// family never fires for another, and two families may hold different rules of
// one id (rke2's default-changed is not k3s's).
import type { StablePhase } from '../domain/types.js';
import type { Rule } from './ruleContext.js';

/** The phase the rules are chosen by: unstable, or the phase of a stable branch. */
export type RulePhase = 'unstable' | Exclude<StablePhase, 'before-branch-off'>;

export type RuleTable = Readonly<Record<RulePhase, readonly Rule[]>>;
