// Identity of a finding across runs and across branches of a pull request.
import type { Finding } from './types.js';

/**
 * Its rule and what it is about, never the versions: a patch-behind finding
 * keeps its key while upstream moves on, and a PR that bumps a patch does not
 * "introduce" the same finding again.
 */
export function findingKey(finding: Finding): string {
  const subject = finding.minor ?? finding.attr ?? finding.file ?? '';
  return subject ? `${finding.rule}:${subject}` : finding.rule;
}
