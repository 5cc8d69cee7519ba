// The package blocks of a family's default.nix (`k3s_1_30 = common (...) extraArgs;`)
// and what the reader looks for in a block or a package file: whether it sets
// meta.knownVulnerabilities. Nix is scanned, never evaluated.
import { minorOfAttr } from '../../domain/family.js';
import type { FolderLayout } from './folderLayout.js';
import { listText } from '../../domain/text.js';
import type { LayoutProblem, Minor, SourceLocation } from '../../domain/types.js';
import { escapeRegExp, NixSource, NOT_AFTER_NAME, type TextRange } from './nixSource.js';

export interface PackageBlock {
  attr: string;
  minor: Minor;
  /** Where the attribute is bound. */
  location: SourceLocation;
  /** The value of the binding, up to its `;`. */
  value: TextRange;
}

/** The `<prefix>1_XX = ...;` bindings of one minor attribute each, in a Nix file. */
export function readPackageBlocks(
  family: FolderLayout,
  source: NixSource,
): { blocks: Map<string, PackageBlock>; problems: LayoutProblem[] } {
  const binding = new RegExp(`${NOT_AFTER_NAME}(${escapeRegExp(family.attrPrefix)}\\d+_\\d+)\\s*=(?!=)\\s*`, 'g');
  const found = new Map<string, PackageBlock[]>();
  const problems: LayoutProblem[] = [];
  let insideUntil = -1;
  for (const match of source.codeMatches(binding)) {
    // A name bound inside another block's value (an override, a let) is part of that block.
    if (match.index < insideUntil) continue;
    const attr = match[1];
    const minor = minorOfAttr(family, attr);
    const start = match.index + match[0].length;
    const end = source.bindingEnd(start);
    const location = source.at(match.index);
    if (minor === undefined) continue;
    if (end === -1) {
      problems.push({
        ...location,
        message: `the value of ${attr} does not end with ";" (an unclosed bracket or string?); expected ${attr} = ...;`,
      });
      break;
    }
    insideUntil = end;
    found.set(attr, [...(found.get(attr) ?? []), { attr, minor, location, value: { start, end } }]);
  }
  const blocks = new Map<string, PackageBlock>();
  for (const [attr, list] of found) {
    blocks.set(attr, list[0]);
    if (list.length > 1) {
      problems.push({
        ...list[1].location,
        message: `${attr} is bound ${list.length} times (lines ${listText(list.map((b) => b.location.line))}); expected once`,
      });
    }
  }
  return { blocks, problems };
}

// `knownVulnerabilities = ...` or `meta.knownVulnerabilities = ...`, as an attribute
// being set: `old.meta.knownVulnerabilities or [ ]` reads it and does not count.
const KNOWN_VULNERABILITIES = new RegExp(`${NOT_AFTER_NAME}(?:meta\\s*\\.\\s*)?knownVulnerabilities\\s*=(?!=)`, 'g');

/**
 * Where a package (a whole file, or one block of it) sets meta.knownVulnerabilities
 * to something other than an empty list, in any of the ways Nix allows on a package:
 * `.overrideAttrs { meta.knownVulnerabilities = [ ... ]; }`,
 * `.overrideAttrs (old: { meta = old.meta // { knownVulnerabilities = ...; }; })`,
 * `meta = { knownVulnerabilities = ...; }`, in the derivation itself.
 */
export function knownVulnerabilitiesIn(source: NixSource, range?: TextRange): SourceLocation | undefined {
  for (const offset of knownVulnerabilityMarks(source, range)) return source.at(offset);
  return undefined;
}

/** The offsets, in order, of every such marking in `source` (or in one part of it). */
export function* knownVulnerabilityMarks(source: NixSource, range?: TextRange): Generator<number> {
  const start = range?.start ?? 0;
  const end = range?.end ?? source.text.length;
  for (const match of source.codeMatches(KNOWN_VULNERABILITIES)) {
    if (match.index < start) continue;
    if (match.index >= end) break;
    const valueAt = match.index + match[0].length;
    const value = source.code(valueAt, Math.min(200, end - valueAt)).trimStart();
    // `[ ]` marks nothing: Nix treats the package as not vulnerable.
    if (/^\[\s*\]/.test(value)) continue;
    yield match.index;
  }
}
