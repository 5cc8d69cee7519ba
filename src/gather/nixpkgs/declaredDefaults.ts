// The default attributes of a family declared as data (`nodejs = nodejs_22;`,
// `nodejs-slim = nodejs-slim_22;`), each read where a declared file binds it at
// its outermost level: a binding to one of the family's attributes, plain or
// under a priority (`corepack = hiPrio corepack_22;`), names that attribute's
// cycle. Anything else (`linuxPackages = linuxKernel.packageAliases.linux_default;`,
// `inherit (beam.interpreters) erlang;`, a function of another set) is an
// indirection the reader cannot follow without evaluating Nix: unknown, with
// the binding quoted, never guessed. A default no declared file binds is left
// out, as a template that matches nothing on an older tree.
import { cycleOf, leadingText, parseAttributePattern, type AttributePattern } from '../../domain/attributePattern.js';
import { normalizeCycle } from '../../domain/minor.js';
import type { DefaultState } from '../../domain/types.js';
import type { BindingIndex, IndexedBinding } from './bindingIndex.js';
import { excerpt, type NixSource } from './nixSource.js';
import type { TreeBindings } from './treeBindings.js';

/** A value that only names an attribute, maybe under a priority function that leaves its package as it is. */
const PLAIN_VALUE = /^(?:(?:lib\.)?(?:hiPrio|lowPrio)\s+)?([A-Za-z_][A-Za-z0-9_'-]*)$/;

interface Found {
  source: NixSource;
  binding: IndexedBinding;
}

/** The defaults `names` as the declared `files` of a tree bind them, in the order of `names`; unbound ones are left out. */
export async function readDeclaredDefaults(
  bindings: TreeBindings,
  files: readonly string[],
  names: readonly string[],
  templates: readonly string[],
): Promise<DefaultState[]> {
  if (names.length === 0) return [];
  const patterns = templates.flatMap((template) => {
    const parsed = parseAttributePattern(template);
    return 'pattern' in parsed ? [parsed.pattern] : [];
  });
  const indexes = (await Promise.all([...new Set(files)].map((file) => bindings.file(file)))).flatMap((answer) =>
    'index' in answer ? [answer.index] : [],
  );
  const levels = indexes.map((index) => familyLevel(index, patterns));
  const read: DefaultState[] = [];
  for (const alias of names) {
    const found = outermost(
      indexes.flatMap((index, i) =>
        index
          .named(alias)
          // Deeper than the family's attributes, a name is an argument (`{ nodejs = nodejs_22; }`), not the default.
          .filter((binding) => binding.scope.length <= levels[i])
          .map((binding) => ({ source: index.source, binding })),
      ),
    );
    if (found) read.push(defaultOf(alias, found, templates));
  }
  return read;
}

/** The level a file binds the family's attributes at (the `interpreters` set of beam-packages.nix); its top level when it binds none. */
function familyLevel(index: BindingIndex, patterns: readonly AttributePattern[]): number {
  let level: number | undefined;
  for (const pattern of patterns)
    for (const name of index.namesStartingWith(leadingText(pattern)))
      if (cycleOf(pattern, name) !== undefined)
        for (const binding of index.named(name)) level = Math.min(level ?? binding.scope.length, binding.scope.length);
  return level ?? 0;
}

/** The binding at the least depth, the first declared file's first on a tie: what the family's set exposes. */
function outermost(found: readonly Found[]): Found | undefined {
  let best: Found | undefined;
  for (const candidate of found)
    if (best === undefined || candidate.binding.scope.length < best.binding.scope.length) best = candidate;
  return best;
}

function defaultOf(alias: string, { source, binding }: Found, templates: readonly string[]): DefaultState {
  const location = source.at(binding.at);
  const { value, from } = binding;
  if (value === undefined) {
    const set = from ? excerpt(source.code(from.start, from.end - from.start).trim()) : '';
    return { alias, location, unknown: `inherited from ${set ? `"${set}"` : 'the surrounding set'}` };
  }
  const written = source
    .code(value.start, value.end - value.start)
    .replace(/\s+/g, ' ')
    .trim();
  const named = PLAIN_VALUE.exec(written)?.[1];
  if (named !== undefined)
    for (const template of templates) {
      const parsed = parseAttributePattern(template);
      const cycle = 'pattern' in parsed ? cycleOf(parsed.pattern, named) : undefined;
      const minor = cycle === undefined ? undefined : normalizeCycle(cycle);
      if (minor !== undefined) return { alias, target: named, minor, template, location };
    }
  return { alias, location, unknown: `set to "${excerpt(written)}"` };
}
