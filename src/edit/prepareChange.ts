// The whole in-memory step of a fix: the change computed from a layout's
// requests, every edited `.nix` file put to Nix's parser, and the diff that
// shows it. Nothing is written; a writer takes the change only when `checked`.
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import type { Change, EditProblem, EditRequest } from './change.js';
import { parseNixFiles, type ParseResult, type ParserOptions } from './nixParser.js';
import { planChange } from './planChange.js';
import { unifiedDiff } from './unifiedDiff.js';

export type PreparedChange =
  | {
      change: Change;
      /** One result per edited `.nix` file: parsed, an error with its line, or not parsed (no nix-instantiate). */
      parsed: ParseResult[];
      /** No parse error: the change may be written (files not parsed for want of Nix do not stop it). */
      checked: boolean;
      /** The change as a unified diff that `git apply` takes at the checkout's root. */
      diff: string;
      /** Requests whose work was found done. */
      unchanged: EditRequest[];
    }
  | { problems: EditProblem[] };

export interface PrepareOptions {
  parser?: ParserOptions;
  /** How files are parsed; Nix's parser by default (tests pass their own). */
  parse?: (files: readonly { path: string; text: string }[]) => Promise<ParseResult[]>;
}

/** Plans the change of `requests` on `tree`, parses what it edits, and diffs it. */
export async function prepareChange(
  tree: NixpkgsTree,
  requests: readonly EditRequest[],
  options: PrepareOptions = {},
): Promise<PreparedChange> {
  const plan = await planChange(tree, requests);
  if ('problems' in plan) return plan;
  const parse = options.parse ?? ((files) => parseNixFiles(files, options.parser));
  const parsed = await parse(plan.change.files.map((f) => ({ path: f.path, text: f.after })));
  return {
    change: plan.change,
    parsed,
    checked: parsed.every((r) => r.status !== 'error'),
    diff: unifiedDiff(plan.change),
    unchanged: plan.unchanged,
  };
}
