// A pull request is blamed only for what it introduces: findings on the head
// checkout that its base branch does not have.
import { findingKey } from '../domain/findingKey.js';
import type { Finding } from '../domain/types.js';

export interface PullRequestFindings {
  /** On head, not on base: these fail the check and are annotated. */
  introduced: Finding[];
  /** On head and on base: listed, not blamed. */
  preExisting: Finding[];
  /** On base, not on head: what the PR fixes. */
  fixed: Finding[];
}

export function splitByBase(head: readonly Finding[], base: readonly Finding[]): PullRequestFindings {
  const baseKeys = new Set(base.map(findingKey));
  const headKeys = new Set(head.map(findingKey));
  return {
    introduced: head.filter((f) => !baseKeys.has(findingKey(f))),
    preExisting: head.filter((f) => baseKeys.has(findingKey(f))),
    fixed: base.filter((f) => !headKeys.has(findingKey(f))),
  };
}
