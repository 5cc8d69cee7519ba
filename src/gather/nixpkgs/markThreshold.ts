// A version threshold that marks every cycle below it, as Electron's binary
// builder writes it in meta (pkgs/development/tools/electron/binary/generic.nix):
//   knownVulnerabilities = lib.optional (lib.versionOlder version "33.0.0") "Electron version ${version} is EOL";
// Every binary older than 33.0.0 is marked: the cycles 32 and below.
import type { SourceLocation } from '../../domain/types.js';
import { NixSource } from './nixSource.js';
import type { NixpkgsTree } from './tree.js';
import { attempt } from './treeRead.js';

const KNOWN_VULNERABILITIES = /(?<![\w'.-])(?:meta\s*\.\s*)?knownVulnerabilities\s*=(?!=)/g;
const THRESHOLD = /^[^;]*?versionOlder\s+[A-Za-z_][\w'.-]*\s+"(\d+(?:\.\d+){0,2})"/;

export type ThresholdRead =
  | { version: string; location: SourceLocation }
  /** Why no threshold was read: the file is not there, or holds none. */
  | { notice: string; file: string };

/** The threshold of the file's meta.knownVulnerabilities, the version below which every cycle is marked. */
export async function readMarkThreshold(tree: NixpkgsTree, file: string): Promise<ThresholdRead> {
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) return { notice: read.problem.message, file };
  if (read.value === undefined) return { notice: 'not in this tree; which cycles it marks is not read', file };
  const source = new NixSource(file, read.value);
  for (const match of source.codeMatches(KNOWN_VULNERABILITIES)) {
    const from = match.index + match[0].length;
    const found = THRESHOLD.exec(source.code(from, 300));
    if (found) return { version: found[1], location: source.at(match.index) };
  }
  return {
    notice: 'sets no knownVulnerabilities = ... versionOlder version "X" ...; which cycles it marks is not read',
    file,
  };
}
