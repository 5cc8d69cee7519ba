// The version a family's file sets: `k3sVersion = "1.30.2+k3s1";` (the family's
// version variable), once, as a string literal of the family's versions.
import type { FolderLayout } from './folderLayout.js';
import { listText } from '../../domain/text.js';
import type { LayoutProblem, Minor, PackageVersion, SourceLocation } from '../../domain/types.js';
import { minorOf, parseVersion } from '../../domain/version.js';
import { escapeRegExp, excerpt, NixSource, NOT_AFTER_NAME, type TextRange } from './nixSource.js';
import type { NixpkgsTree } from './tree.js';
import { attempt } from './treeRead.js';

export type VersionRead = { version: PackageVersion; location: SourceLocation } | { problem: LayoutProblem };

/** The `<versionVariable> = ` (k3sVersion) assignments of a file, or of one part of it (`range`). */
export function versionAssignments(family: FolderLayout, source: NixSource, range?: TextRange): RegExpExecArray[] {
  const assignment = new RegExp(`${NOT_AFTER_NAME}${escapeRegExp(family.versionVariable)}\\s*=\\s*`, 'g');
  return [...source.codeMatches(assignment)].filter(
    (m) => range === undefined || (m.index >= range.start && m.index < range.end),
  );
}

/**
 * The one `<versionVariable> = "...";` (k3sVersion) of a versions.nix or default.nix,
 * or of one package block of the family's default.nix (`range`).
 */
export function readVersionAssignment(
  family: FolderLayout,
  source: NixSource,
  expectedMinor?: Minor,
  range?: TextRange,
): VersionRead {
  const variable = family.versionVariable;
  const found = versionAssignments(family, source, range);
  const example = `${variable} = "${expectedMinor ?? '1.30'}.2+${family.buildTag}1";`;
  if (found.length === 0) {
    return {
      problem: { file: source.file, message: `no ${variable} assignment found; expected a line such as ${example}` },
    };
  }
  if (found.length > 1) {
    const lines = found.map((m) => source.at(m.index).line);
    return {
      problem: {
        file: source.file,
        line: lines[1],
        message: `${variable} is assigned ${found.length} times (lines ${listText(lines)}); expected exactly one`,
      },
    };
  }
  const match = found[0];
  const location = source.at(match.index);
  const rhs = source
    .code(match.index + match[0].length, 500)
    .split(/[;\r\n]/)[0]
    .trim();
  const literal = /^"([^"\\$]*)"$/.exec(rhs);
  if (!literal) {
    return {
      problem: {
        ...location,
        message: `${variable} is set to ${excerpt(rhs) || 'nothing'}, not a string literal; expected ${example}`,
      },
    };
  }
  const version = parseVersion(family, literal[1]);
  if (!version) {
    return {
      problem: {
        ...location,
        message: `${variable} "${excerpt(literal[1])}" is not a ${family.name} version; expected the form "1.30.2+${family.buildTag}1" (or a pre-release such as "1.30.0-rc1+${family.buildTag}1")`,
      },
    };
  }
  if (expectedMinor !== undefined && minorOf(version) !== expectedMinor) {
    return {
      problem: {
        ...location,
        message: `${variable} "${version.text}" belongs to minor ${minorOf(version)}, but this folder is for minor ${expectedMinor}; expected ${expectedMinor}.x`,
      },
    };
  }
  return { version, location };
}

/** A versions file of a family folder as read: missing, refused, or its one version (with the file, for more reading). */
export type VersionFileRead =
  | { missing: true }
  | { problem: LayoutProblem; source?: NixSource }
  | { version: PackageVersion; location: SourceLocation; source: NixSource };

/** Reads `file` of the tree and the one version it sets (of `expectedMinor`, when a folder names one). */
export async function readVersionFile(
  family: FolderLayout,
  tree: NixpkgsTree,
  file: string,
  expectedMinor?: Minor,
): Promise<VersionFileRead> {
  const read = await attempt(() => tree.readText(file));
  if ('problem' in read) return { problem: read.problem };
  if (read.value === undefined) return { missing: true };
  const source = new NixSource(file, read.value);
  return { ...readVersionAssignment(family, source, expectedMinor), source };
}
