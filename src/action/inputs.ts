// The action's inputs, read once: the run's options (shared with the CLI,
// src/pipeline/options.ts) plus what only the action has: the token, the
// checkout's path in the workspace, and the Actions cache switch.
import type { Catalogue } from '../families/catalogue.js';
import {
  booleanOption,
  OptionError as InputError,
  readRunOptions,
  type OptionSource,
  type RunOptions,
} from '../pipeline/options.js';

export {
  OptionError as InputError,
  BACKPORT_THROUGH,
  DEFAULT_TARGETS,
  FAIL_ON,
  MODES,
  POLICIES,
  parseKeep,
} from '../pipeline/options.js';
export type { FailOn, Mode } from '../pipeline/options.js';

export interface Inputs extends RunOptions {
  token: string;
  nixpkgsPath: string;
  /** The commit a pull request check compares with (nixpkgs' targetSha), instead of the base branch's head. */
  baseSha?: string;
  /** Keep GET answers between runs and ask again conditionally (304s do not count against the rate limit). */
  cache: boolean;
  /** Write the change of the checkout's branch into the checkout, and its diff to the `patch` output's file. */
  fix: boolean;
}

/** Reads an input by its action.yml name; returns '' when unset. */
export type InputSource = OptionSource;

/** A full commit hash, lower case; undefined when the input is empty. */
export function commitInput(get: InputSource, name: string): string | undefined {
  const value = get(name).trim();
  if (value === '') return undefined;
  if (!/^[0-9a-f]{40}$/i.test(value))
    throw new InputError(
      name,
      `"${value}" is not a commit hash; give the 40 hex digits of the base commit (the targetSha of nixpkgs' PR workflow).`,
    );
  return value.toLowerCase();
}

/**
 * Reads the inputs; each family audited has its own upstream-repository, team
 * and labels. `catalogue`: the families known, with the repository's own file
 * over the shipped ones when input families-file names one (main.ts reads it).
 */
export function readInputs(get: InputSource, catalogue?: Catalogue): Inputs {
  return {
    token: get('github-token').trim(),
    nixpkgsPath: get('nixpkgs-path').trim() || '.',
    baseSha: commitInput(get, 'base-sha'),
    ...readRunOptions(get, catalogue),
    cache: booleanOption(get, 'cache', true),
    fix: booleanOption(get, 'fix', false),
  };
}
