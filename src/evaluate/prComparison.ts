// A pull request is blamed only for what it introduces: findings on the head
// checkout that its base branch does not have.
import { findingKey } from '../domain/findingKey.js';
import { normalizeMinor } from '../domain/minor.js';
import type { Finding, Minor } from '../domain/types.js';

export interface PullRequestFindings {
  /** On head, not on base: these fail the check and are annotated. */
  introduced: Finding[];
  /** On head and on base: listed, not blamed. */
  preExisting: Finding[];
  /** On base, not on head: what the PR fixes. */
  fixed: Finding[];
}

/**
 * `unreadableOnHead`: minors whose files the head breaks. Their only head
 * finding is about the broken file; what the base found about them is not
 * fixed by the pull request, only no longer known.
 */
export function splitByBase(
  head: readonly Finding[],
  base: readonly Finding[],
  unreadableOnHead: readonly Minor[] = [],
): PullRequestFindings {
  const baseKeys = new Set(base.map(findingKey));
  const headKeys = new Set(head.map(findingKey));
  const unreadable = new Set(unreadableOnHead.map(normalizeMinor));
  const unknownOnHead = (f: Finding): boolean => f.minor !== undefined && unreadable.has(normalizeMinor(f.minor));
  return {
    introduced: head.filter((f) => !baseKeys.has(findingKey(f))),
    preExisting: head.filter((f) => baseKeys.has(findingKey(f))),
    fixed: base.filter((f) => !headKeys.has(findingKey(f)) && !unknownOnHead(f)),
  };
}
