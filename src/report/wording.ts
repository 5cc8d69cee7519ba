// Words both reports (Markdown and terminal) use for the same things.
import type { Severity, StablePhase } from '../domain/types.js';

/** Errors first: the order findings are listed in. */
export const SEVERITY_ORDER: readonly Severity[] = ['error', 'warning', 'notice'];

export const PHASE_TEXT: Record<StablePhase, string> = {
  'before-branch-off': 'before branch-off',
  'pre-release': 'pre-release',
  supported: 'supported',
  retired: 'retired',
};
