// thrown(branch): the minor attributes of a family that pkgs/top-level/aliases.nix
// turns into a throw when a minor is removed, as nixpkgs writes them (and what a
// throw is, for every reader of removed attributes):
//   k3s_1_26 = throw "'k3s_1_26' has been removed from nixpkgs as it has reached end of life"; # Added 2024-05-20
// Any other entry for a minor attribute is reported, never passed over.
import type { FolderLayout } from './folderLayout.js';
import { minorOfAttr } from '../../domain/family.js';
import { listText } from '../../domain/text.js';
import type { LayoutProblem, ThrownAttribute } from '../../domain/types.js';
import { escapeRegExp, excerpt, NixSource, NOT_AFTER_NAME, type TextRange } from './nixSource.js';

function expectedThrow(attr: string): string {
  return `${attr} = throw "'${attr}' has been removed from nixpkgs as it has reached end of life"; # Added YYYY-MM-DD`;
}

/** The throws of the family's minor attributes in aliases.nix, and the entries that are not one. */
export function readThrown(
  family: FolderLayout,
  source: NixSource,
): { thrown: ThrownAttribute[]; problems: LayoutProblem[] } {
  const entry = new RegExp(`${NOT_AFTER_NAME}(${escapeRegExp(family.attrPrefix)}\\d+_\\d+)\\s*=(?!=)\\s*`, 'g');
  const byAttr = new Map<string, ThrownAttribute[]>();
  const problems: LayoutProblem[] = [];
  for (const match of source.codeMatches(entry)) {
    const attr = match[1];
    const minor = minorOfAttr(family, attr);
    if (minor === undefined) continue;
    const location = source.at(match.index);
    const start = match.index + match[0].length;
    const end = source.bindingEnd(start);
    if (end === -1) {
      problems.push({
        ...location,
        message: `the entry of ${attr} does not end with ";"; expected ${expectedThrow(attr)}`,
      });
      continue;
    }
    if (!isThrow(source, { start, end })) {
      problems.push({
        ...location,
        message: `${attr} = ${excerpt(source.code(start, end - start).trim())} is not a throw with a message; a removed minor is announced as ${expectedThrow(attr)}`,
      });
      continue;
    }
    byAttr.set(attr, [...(byAttr.get(attr) ?? []), { attr, minor, location }]);
  }
  const thrown: ThrownAttribute[] = [];
  for (const [attr, list] of byAttr) {
    thrown.push(list[0]);
    if (list.length > 1) {
      problems.push({
        ...list[1].location,
        message: `${attr} is thrown ${list.length} times (lines ${listText(list.map((t) => t.location.line))}); expected once`,
      });
    }
  }
  return { thrown, problems };
}

/**
 * Whether a binding's value (up to its `;`) is a throw with a message and
 * nothing else: `throw "..."` or `builtins.throw ''...''`, as nixpkgs removes
 * an attribute.
 */
export function isThrow(source: NixSource, value: TextRange): boolean {
  const code = source.code(value.start, value.end - value.start);
  const keyword = /^(?:builtins\s*\.\s*)?throw\s*/.exec(code);
  const stringEnd = keyword ? source.stringEndingFrom(value.start + keyword[0].length) : undefined;
  return stringEnd !== undefined && source.code(stringEnd, value.end - stringEnd).trim() === '';
}
