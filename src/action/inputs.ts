// The action's inputs, read once: the run's options (shared with the CLI,
// src/pipeline/options.ts) plus what only the action has: the token, the
// checkout's path in the workspace, and the Actions cache switch.
import type { FamilyTraits } from '../domain/family.js';
import { DEFAULT_FAMILY } from '../families/registry.js';
import { booleanOption, readRunOptions, type OptionSource, type RunOptions } from '../pipeline/options.js';

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
  /** Keep GET answers between runs and ask again conditionally (304s do not count against the rate limit). */
  cache: boolean;
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
  };
}
