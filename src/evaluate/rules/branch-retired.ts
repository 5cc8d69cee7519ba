// branch-retired: a stable branch past its end of support gets one notice and
// nothing else.
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { Finding } from '../../domain/types.js';
import type { RuleContext } from '../ruleContext.js';

export function branchRetired(context: RuleContext): Finding[] {
  const release = context.release;
  const ended = release
    ? `NixOS ${release.name} reached its end of support on ${describeDate(release.endOfSupport)}`
    : `NixOS ${context.branch.release ?? context.branch.name} is older than the release calendar`;
  return [
    context.finding({
      rule: 'branch-retired',
      severity: 'notice',
      message: `${context.branch.name} is retired: ${ended}. Nothing is checked on it; stop auditing this branch.`,
    }),
  ];
}
