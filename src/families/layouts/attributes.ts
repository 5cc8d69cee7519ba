// The catalogue's usual layout: attribute templates (postgresql_{cycle}) bound
// in the files the entry names, read by gather/nixpkgs/declaredState.ts: which
// cycles a tree packages, their companions, which are marked, which removed,
// and the defaults it declares (which cycle each points to, or why it cannot
// be read). It reads each cycle's version where its entry's `version` says
// nixpkgs writes it (postgresql/{cycle}.nix), and none without one. Its edits
// remove a cycle's bindings from every file the entry names (and a file only
// they named: 13.nix, v18.nix), throw them as the family words it, move its
// defaults where they are bound, mark a cycle where its entry's flag goes in
// its binding (Nextcloud's `eol = true;`), and write release notes where the
// entry declares them.
import path from 'node:path';
import type { MarkForm } from '../../domain/family.js';
import type { FixEdit, Minor } from '../../domain/types.js';
import type { EditRequest } from '../../edit/change.js';
import { declaredReads, readDeclaredState, type DeclaredReading } from '../../gather/nixpkgs/declaredState.js';
import type { NixpkgsTree } from '../../gather/nixpkgs/tree.js';
import { treeBindings } from '../../gather/nixpkgs/treeBindings.js';
import type { AttributesLayoutDeclaration, RemovalDeclaration } from '../declared/declarations.js';
import type { EditContext, Layout, LayoutEdits } from '../family.js';
import { forAPersonOf, markRequest, noteRequest, notesFile, removalOf, throwRequests } from './removalEdits.js';

export function attributesLayout(
  declaration: AttributesLayoutDeclaration,
  family: { name: string; removal?: RemovalDeclaration } = { name: '' },
): Layout {
  const { attributes, files, marked } = declaration;
  const mark: MarkForm | undefined =
    marked?.flag !== undefined
      ? { flag: marked.flag }
      : marked?.threshold !== undefined
        ? { threshold: marked.threshold }
        : undefined;
  const { version } = declaration;
  const defaults = declaration.defaults ?? [];
  const reading: DeclaredReading = {
    templates: attributes,
    files,
    ...(mark ? { mark } : {}),
    ...(version
      ? { version: { file: version.file, binding: version.binding, ...(version.in ? { in: version.in } : {}) } }
      : {}),
    ...(defaults.length > 0 ? { defaults } : {}),
  };
  return {
    // Where its first file is: what a pull request changing the family touches first.
    folder: path.posix.dirname(files[0]),
    attributes,
    defaults,
    throwsIn: declaration['throws-in'],
    mark,
    ...(version ? { versions: true } : {}),
    reads: declaredReads(reading),
    read: (tree) => readDeclaredState(tree, reading),
    edits: (edits, context) => attributeEdits(files, declaration.defaults ?? [], mark, family, edits, context),
  };
}

async function attributeEdits(
  files: readonly string[],
  defaults: readonly string[],
  mark: MarkForm | undefined,
  family: { name: string; removal?: RemovalDeclaration },
  edits: readonly FixEdit[],
  context: EditContext,
): Promise<LayoutEdits> {
  const removal = removalOf(family.name, family.removal);
  const result: LayoutEdits = { requests: [], removed: [], own: [], forAPerson: [] };
  const noted = new Set<Minor>();
  const notes: EditRequest[] = [];
  // The entry's release notes, when its policy asks for none of its own.
  const declaredNotes =
    removal.releaseNotes !== undefined ? notesFile(removal.releaseNotes, context.packaged.nixosVersion) : undefined;
  const noteOnce = async (file: string | undefined, minor: Minor): Promise<void> => {
    if (file === undefined || noted.has(minor)) return;
    noted.add(minor);
    const note = await noteRequest(removal, file, edits, minor, context);
    notes.push(...note.requests);
    result.forAPerson.push(...note.forAPerson);
  };
  const hasNote = (minor: Minor): boolean => edits.some((e) => e.kind === 'release-note' && e.minor === minor);
  for (const edit of edits) {
    switch (edit.kind) {
      case 'remove': {
        const attrs = [edit.attr, ...(edit.companions ?? [])];
        // Only files a removed binding names, and none other names after, are deleted (src/edit/namedFiles.ts).
        for (const file of files)
          for (const name of attrs) result.requests.push({ kind: 'remove', file, name, deleteNamedFiles: true });
        result.removed.push(...attrs);
        if (!hasNote(edit.minor)) await noteOnce(declaredNotes, edit.minor);
        break;
      }
      case 'throw':
        result.requests.push(...throwRequests(removal, edit, context));
        break;
      case 'point-default': {
        const name = edit.alias ?? defaults[0];
        if (name === undefined) break;
        const bound = await bindingOf(context.tree, files, name);
        if (!bound) {
          result.forAPerson.push(`Point ${name} to ${edit.attr} by hand: none of ${files.join(', ')} binds ${name}.`);
          break;
        }
        const from = previousTarget(bound.value, edit.attr);
        result.requests.push({
          kind: 'point',
          file: bound.file,
          name,
          target: edit.attr,
          ...(from !== undefined ? { from } : {}),
        });
        if (!hasNote(edit.minor)) await noteOnce(declaredNotes, edit.minor);
        break;
      }
      case 'release-note':
        await noteOnce(edit.file, edit.minor);
        break;
      case 'mark': {
        // A flag in the call its binding makes (Nextcloud's `generic { ...; eol = true; }`) is written there.
        const flag = mark && 'flag' in mark ? mark : undefined;
        const bound = flag ? await bindingOf(context.tree, files, edit.attr) : undefined;
        const request = bound && flag ? await markRequest(bound.file, edit, flag, context) : undefined;
        if (request) result.requests.push(request);
        else result.forAPerson.push(markSentence(edit, mark, files, bound?.file));
        break;
      }
      default: {
        const sentence = forAPersonOf(edit, { bindingsIn: files.join(' or ') });
        if (sentence) result.forAPerson.push(sentence);
      }
    }
  }
  result.requests.push(...notes);
  return result;
}

/**
 * Where a person marks a cycle the layout cannot: its flag in its binding, the
 * version threshold of a shared builder (Electron's generic.nix: nixpkgs drops
 * the cycle's source build in the same change), or meta.knownVulnerabilities
 * where it is bound.
 */
function markSentence(
  edit: Extract<FixEdit, { kind: 'mark' }>,
  mark: MarkForm | undefined,
  files: readonly string[],
  boundIn: string | undefined,
): string {
  const where = boundIn ?? files.join(' or ');
  if (mark && 'flag' in mark) return `Mark ${edit.attr} by hand: set ${mark.flag} = true; in its binding in ${where}.`;
  if (mark && 'threshold' in mark)
    return `Mark ${edit.attr} by hand: raise the version threshold of meta.knownVulnerabilities in ${mark.threshold} past ${edit.minor}.`;
  return forAPersonOf(edit, { bindingsIn: where })!;
}

/** The declared file whose outermost binding of `name` has a value, with that value's text. */
async function bindingOf(
  tree: NixpkgsTree,
  files: readonly string[],
  name: string,
): Promise<{ file: string; value: string } | undefined> {
  for (const file of files) {
    // The run's index of the file, which the audit made and the edits share.
    const indexed = await treeBindings(tree)
      .file(file)
      .catch(() => undefined);
    if (!indexed || !('index' in indexed)) continue;
    const { source } = indexed.index;
    const named = indexed.index.named(name);
    if (named.length === 0) continue;
    const depth = Math.min(...named.map((b) => b.scope.length));
    const outer = named.find((b) => b.scope.length === depth && b.value);
    if (outer?.value) return { file, value: source.code(outer.value.start, outer.value.end - outer.value.start) };
  }
  return undefined;
}

/**
 * The attribute a default names now, where its value is more than a name
 * (`hiPrio corepack_22`): the one name in it that differs from the target only
 * by its cycle. Absent for a bare name, which the toolkit replaces whole.
 */
function previousTarget(value: string, target: string): string | undefined {
  const stem = target.replace(/[0-9][0-9_]*$/, '');
  const found = [...value.matchAll(/[A-Za-z_][A-Za-z0-9_'-]*/g)]
    .map((m) => m[0])
    .filter((word) => word !== target && word.startsWith(stem) && /^[0-9][0-9_]*$/.test(word.slice(stem.length)));
  return found.length === 1 ? found[0] : undefined;
}
