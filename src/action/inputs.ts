// The action's inputs, read once: the run's options (shared with the CLI,
// src/pipeline/options.ts) plus what only the action has: the token, the
// checkout's path in the workspace, the Actions cache switch, and whose issues
// are the action's own.
import type { FamilyTraits } from '../domain/family.js';
import { DEFAULT_FAMILY } from '../families/registry.js';
import { booleanOption, OptionError, readRunOptions, type OptionSource, type RunOptions } from '../pipeline/options.js';
import { DEFAULT_ISSUE_AUTHOR } from '../publish/issues/identity.js';

export {
  OptionError as InputError,
  BACKPORT_THROUGH,
  FAIL_ON,
  MODES,
  POLICIES,
  parseKeep,
} from '../pipeline/options.js';
export type { FailOn, Mode } from '../pipeline/options.js';

export interface Inputs extends RunOptions {
  token: string;
  nixpkgsPath: string;
  /** Keep GET answers between runs and ask again conditionally (304s do not count against the rate limit). */
  cache: boolean;
  /** The login whose issues and comments are the action's own, when the token cannot tell its own. */
  issueAuthor: string;
}

/** Reads an input by its action.yml name; returns '' when unset. */
export type InputSource = OptionSource;

/** Reads the inputs; the family audited gives the defaults of upstream-repository, team and labels. */
export function readInputs(get: InputSource, family: FamilyTraits = DEFAULT_FAMILY.traits): Inputs {
  return {
    token: get('github-token').trim(),
    nixpkgsPath: get('nixpkgs-path').trim() || '.',
    ...readRunOptions(get, family),
    cache: booleanOption(get, 'cache', true),
    issueAuthor: login(get, 'issue-author', DEFAULT_ISSUE_AUTHOR),
  };
}

/** A GitHub login: a user's (`octocat`) or an app's bot (`my-app[bot]`). */
function login(get: InputSource, name: string, fallback: string): string {
  const value = get(name).trim().replace(/^@/, '') || fallback;
  if (!/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}(?:\[bot\])?$/.test(value)) {
    throw new OptionError(
      name,
      `"${value}" is not a GitHub login; write the user or app bot that opens the issues, e.g. ${fallback} or my-app[bot].`,
    );
  }
  return value;
}
