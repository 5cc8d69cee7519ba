// The attributes of a family declared as data (issue 26): which attributes of
// the declared nixpkgs files match its pattern (postgresql_{cycle}), the cycle
// each names, where each is bound, whether a throw removed it (aliases.nix, or
// the declared file itself, as linux-kernels.nix throws a removed kernel), and
// whether its package sets meta.knownVulnerabilities in the file that binds it.
// Nix is read, never evaluated; each file is indexed once a run (TreeBindings),
// whatever the number of families. What cannot be read is a notice for the
// family alone, never an error.
import { listText } from '../../domain/text.js';
import type { SourceLocation } from '../../domain/types.js';
import { isThrow } from './aliases.js';
import { cycleOf, leadingText, type AttributePattern } from '../../domain/attributePattern.js';
import type { BindingIndex, IndexedBinding } from './bindingIndex.js';
import { NIXPKGS_PATHS } from './paths.js';
import type { NixpkgsTree } from './tree.js';
import { TreeBindings } from './treeBindings.js';

export interface DeclaredAttributes {
  /** The nixpkgs files that define the family's attributes, relative to the checkout. */
  files: readonly string[];
  pattern: AttributePattern;
  /**
   * A flag that marks an attribute when set to true in its binding (Nextcloud's
   * `eol = true;`, which its builder turns into meta.knownVulnerabilities);
   * absent: meta.knownVulnerabilities itself marks.
   */
  flag?: string;
}

export interface AttributeBinding extends SourceLocation {
  /** The bindings it is inside ("pythonInterpreters", "let"), when it is not at the top level of its file. */
  inside?: string;
  /** An `inherit` names it here: its value is written elsewhere. */
  inherited?: true;
}

export interface FoundAttribute {
  attr: string;
  /** The upstream cycle it names: "16", "3.13". */
  cycle: string;
  /** Where the declared files bind it (each file's outermost binding of it), in their order; empty when only its throw is left. */
  bound: AttributeBinding[];
  /** The throw that removed it: in aliases.nix, or in a declared file. */
  removed?: SourceLocation;
  /** Where its package, in a file that binds it, sets meta.knownVulnerabilities to a non-empty list (or the declared flag to true). */
  marked?: SourceLocation;
}

/** Something the reader could not read or find, for the family alone. */
export interface ReaderNotice {
  file?: string;
  message: string;
  /** `file` is not in the tree. */
  missing?: true;
  /** The template no attribute matches, in the files that were read. */
  template?: string;
}

export interface AttributesRead {
  /** By cycle, oldest first. */
  attributes: FoundAttribute[];
  /** Whether aliases.nix was read: without it (a sparse checkout), an attribute without `removed` may have been thrown there. */
  aliasesRead: boolean;
  /** How many of the declared files were read (the others are not in the tree, or could not be read). */
  filesRead: number;
  notices: ReaderNotice[];
}

/** The attributes of each declaration, in their order, each file of the tree read and indexed once. */
export async function readDeclaredFamilies(
  tree: NixpkgsTree,
  declarations: readonly DeclaredAttributes[],
): Promise<AttributesRead[]> {
  const bindings = new TreeBindings(tree);
  return Promise.all(declarations.map((declared) => readDeclaredAttributes(bindings, declared)));
}

/** The attributes of one declaration, from the files of `bindings` (shared by every family of a run). */
export async function readDeclaredAttributes(
  bindings: TreeBindings,
  declared: DeclaredAttributes,
): Promise<AttributesRead> {
  const files = [...new Set(declared.files)];
  const aliasesFile = NIXPKGS_PATHS.aliases;
  const [reads, aliases] = await Promise.all([
    Promise.all(files.map((file) => bindings.file(file))),
    bindings.file(aliasesFile),
  ]);
  const found = new Map<string, FoundAttribute>();
  const notices: ReaderNotice[] = [];
  let read = 0;
  for (const [index, file] of files.entries()) {
    const answer = reads[index];
    if ('missing' in answer)
      notices.push({ file, message: 'not in this tree; the attributes it would define are not read', missing: true });
    else if ('problem' in answer) notices.push({ file, message: answer.problem.message });
    else {
      read += 1;
      collect(answer.index, declared, found, true);
    }
  }
  const aliasesDeclared = files.includes(aliasesFile);
  if ('index' in aliases && !aliasesDeclared) collect(aliases.index, declared, found, false);
  if ('problem' in aliases && !aliasesDeclared) notices.push({ file: aliasesFile, message: aliases.problem.message });
  if (read > 0 && found.size === 0)
    notices.push({
      message: `no attribute matches ${declared.pattern.template} in ${listText(files)}`,
      template: declared.pattern.template,
    });
  return {
    attributes: [...found.values()].sort((a, b) => compareCycles(a.cycle, b.cycle) || a.attr.localeCompare(b.attr)),
    aliasesRead: 'index' in aliases,
    filesRead: read,
    notices,
  };
}

/**
 * The attributes of one file that match the pattern, at the outermost level
 * the pattern matches in that file: the top level of all-packages.nix, the
 * `kernels` set of linux-kernels.nix; so a family's name bound again deeper,
 * as an argument of another package (`callPackage ../pgbouncer {
 * postgresql_13 = ...; }`), is not taken for the attribute. A throw removes;
 * in a declared file anything else binds.
 */
function collect(
  index: BindingIndex,
  { pattern, flag }: DeclaredAttributes,
  found: Map<string, FoundAttribute>,
  declared: boolean,
): void {
  const { source } = index;
  const matching: Array<{ cycle: string; binding: IndexedBinding }> = [];
  for (const name of index.namesStartingWith(leadingText(pattern))) {
    const cycle = cycleOf(pattern, name);
    if (cycle !== undefined) for (const binding of index.named(name)) matching.push({ cycle, binding });
  }
  const depth = Math.min(...matching.map((m) => m.binding.scope.length));
  for (const { cycle, binding } of matching) {
    if (binding.scope.length !== depth) continue;
    const thrown = binding.value !== undefined && isThrow(source, binding.value);
    if (!thrown && !declared) continue;
    let attribute = found.get(binding.name);
    if (!attribute) {
      attribute = { attr: binding.name, cycle, bound: [] };
      found.set(binding.name, attribute);
    }
    const location = source.at(binding.at);
    if (thrown) {
      attribute.removed ??= location;
      continue;
    }
    attribute.bound.push({
      ...location,
      ...(binding.scope.length > 0 ? { inside: binding.scope.join('.') } : {}),
      ...(binding.value === undefined ? { inherited: true as const } : {}),
    });
    const mark = flag === undefined ? markOf(index, binding) : flagOf(index, binding, flag);
    if (mark !== undefined) attribute.marked ??= source.at(mark);
  }
}

/** Where the package a binding names sets meta.knownVulnerabilities: in its value, or, inherited from a set written in place, in that set's binding of it. */
function markOf(index: BindingIndex, binding: IndexedBinding): number | undefined {
  if (binding.value) return index.markIn(binding.value);
  const { from } = binding;
  if (!from) return undefined;
  const inner = index.named(binding.name).find((b) => b.value && b.at >= from.start && b.at < from.end);
  return inner?.value ? index.markIn(inner.value) : undefined;
}

/** Where a binding's value sets `flag = true;` (Nextcloud's `eol = true;` in its `generic { ... }` call). */
function flagOf(index: BindingIndex, binding: IndexedBinding, flag: string): number | undefined {
  const { value } = binding;
  if (!value) return undefined;
  const set = index
    .named(flag)
    .find(
      (b) =>
        b.at > value.start &&
        b.at < value.end &&
        b.value !== undefined &&
        index.source.code(b.value.start, b.value.end - b.value.start).trim() === 'true',
    );
  return set?.at;
}

/** "3.9" before "3.13", "16" before "17". */
function compareCycles(a: string, b: string): number {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < Math.max(x.length, y.length); i++) {
    const d = (x[i] ?? -1) - (y[i] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}
