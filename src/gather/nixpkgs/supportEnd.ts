// A release branch's own end of support: SUPPORT_END, which the release
// managers set in nixos/modules/misc/version.nix at the branch-off, inside the
// os-release contents (`SUPPORT_END = "2025-12-31";`). Master has none. A
// tree without the file or the line, or with a line that is not a day, leaves
// the end of support to the calendar.
import { tryParseDay } from '../../domain/day.js';
import type { Day } from '../../domain/types.js';
import { bindingsNamed, quoted, valueAt } from './bindings.js';
import { NixSource } from './nixSource.js';
import { NIXPKGS_PATHS } from './paths.js';
import type { NixpkgsTree } from './tree.js';
import { attempt } from './treeRead.js';

export type SupportEndRead =
  | { date: Day; file: string; line: number }
  /** The file or the line is not there: nothing to say. */
  | { missing: true }
  /** Why the line cannot be used, for the log. */
  | { unreadable: string };

const NAME = 'SUPPORT_END';

export async function readSupportEnd(tree: NixpkgsTree): Promise<SupportEndRead> {
  const file = NIXPKGS_PATHS.versionModule;
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) return { unreadable: `${file} ${read.problem.message}` };
  if (read.value === undefined) return { missing: true };
  const source = new NixSource(file, read.value);
  const bindings = bindingsNamed(source, NAME);
  if (bindings.length === 0) return { missing: true };
  const lines = bindings.map((b) => b.location.line);
  if (bindings.length > 1)
    return { unreadable: `${file} sets ${NAME} ${bindings.length} times (lines ${lines.join(', ')})` };
  const value = valueAt(source, bindings[0].start);
  const date = /^"([^"\\$]*)"$/.exec(value.code.trim())?.[1];
  const day = value.end === -1 || date === undefined ? undefined : tryParseDay(date);
  if (day === undefined)
    return { unreadable: `${file}:${lines[0]} sets ${NAME} = ${quoted(value)}, not a day such as "2025-12-31"` };
  return { date: day, file, line: lines[0] };
}
