// The version of a declared family's cycle, where its declaration says nixpkgs
// writes it: the first `version = "17.6";` of postgresql/17.nix, of v22.nix, of
// php/8.3.nix, of go/1.25.nix; inside `mariadb_106 = ...` of mariadb's
// default.nix; or Python's `sourceVersion = { major = "3"; minor = "13"; patch =
// "9"; suffix = ""; }` inside `python313 = ...`. Only a string literal that
// belongs to the cycle is a version (Go's `version = "go${...}"` of its tests is
// not). A file the tree does not have reads no version, without a word (a
// sparse checkout, a cycle packaged another way); a file that has no version
// of its cycle is a notice for the family alone.
import { attrOfCycle, parseAttributePattern, type AttributePattern } from '../../domain/attributePattern.js';
import { cyclePath, cyclePathPattern } from '../../domain/cyclePath.js';
import type { Minor, PackageVersion, ReadNotice, SourceLocation } from '../../domain/types.js';
import { belongsToCycle, plainVersion } from '../../domain/version.js';
import type { BindingIndex, IndexedBinding } from './bindingIndex.js';
import type { TextRange } from './nixSource.js';
import type { TreeBindings } from './treeBindings.js';

/** Where a family's declaration says each cycle's version is written. */
export interface VersionPlace {
  /** The cycle's file: a path template (pkgs/servers/sql/postgresql/{cycle}.nix). */
  file: string;
  /** The binding the version is inside, an attribute template (mariadb_{major:2}{minor}); absent: anywhere in the file. */
  in?: string;
  /** The name bound to the version (`version`, `sourceVersion`). */
  binding: string;
}

export type CycleVersion = { version: PackageVersion; location: SourceLocation } | { notice: ReadNotice };

/** What a sparse checkout must hold for the versions: the cycles' files as a pattern (postgresql/*.nix), or the one file. */
export function versionReads(place: VersionPlace): string {
  return cyclePathPattern(place.file);
}

/** A cycle's version, a notice of why it was not found, or undefined when its file is not there. */
export async function readCycleVersion(
  bindings: TreeBindings,
  place: VersionPlace,
  cycle: Minor,
): Promise<CycleVersion | undefined> {
  const file = cyclePath(place.file, cycle);
  if (file === undefined) return undefined;
  const indexed = await bindings.file(file);
  if (!('index' in indexed)) return undefined;
  const { index } = indexed;
  const within = place.in === undefined ? undefined : insideOf(index, place.in, cycle);
  if (within === null) return undefined;
  for (const binding of index.named(place.binding)) {
    if (within && (binding.at < within.start || binding.at >= within.end)) continue;
    const text = versionText(index, binding);
    const version = text !== undefined && belongsToCycle(text, cycle) ? plainVersion(text) : undefined;
    if (version) return { version, location: index.source.at(binding.at) };
  }
  const where = place.in === undefined ? '' : ` inside ${attrOfCycle(pattern(place.in), cycle) ?? place.in}`;
  return {
    notice: {
      file,
      message: `found no version of ${cycle}${where} (a binding such as ${place.binding} = "${cycle}.1";), so none is shown for it`,
    },
  };
}

/** The value range of the binding a version is inside; null when the file does not bind it (no version, without a word). */
function insideOf(index: BindingIndex, template: string, cycle: Minor): TextRange | null {
  const name = attrOfCycle(pattern(template), cycle);
  const bound = name === undefined ? undefined : index.named(name).find((b) => b.value !== undefined);
  return bound?.value ?? null;
}

function pattern(template: string): AttributePattern {
  const result = parseAttributePattern(template);
  // The declaration was checked when it was read: a template that is none is a bug.
  if ('error' in result) throw new Error(result.error);
  return result.pattern;
}

const LITERAL = /^"([^"\\$]*)"$/;

/** `"17.6"`, or a set of `major`, `minor`, `patch` (and `suffix`) literals as "3.13.9"; undefined for anything else. */
function versionText(index: BindingIndex, binding: IndexedBinding): string | undefined {
  const { value } = binding;
  if (!value) return undefined;
  const code = index.source.code(value.start, value.end - value.start).trim();
  const literal = LITERAL.exec(code)?.[1];
  if (literal !== undefined) return literal;
  if (!code.startsWith('{')) return undefined;
  const part = (name: string): string | undefined => {
    const inner = index.named(name).find((b) => b.at > value.start && b.at < value.end && b.value !== undefined);
    return inner?.value
      ? LITERAL.exec(index.source.code(inner.value.start, inner.value.end - inner.value.start).trim())?.[1]
      : undefined;
  };
  const [major, minor, patch, suffix] = ['major', 'minor', 'patch', 'suffix'].map(part);
  if (major === undefined || minor === undefined) return undefined;
  return `${major}.${minor}${patch === undefined ? '' : `.${patch}`}${suffix ?? ''}`;
}
