// What every layout writes the same way once it knows where a cycle's
// bindings and files are: the throws of a removal (the family's wording, its
// companions as throws or aliases, the more files its entry names), the
// release-notes lines, a mark's wording and whether a file has a place for
// it, and the sentences of what no edit writes. The layouts (minorFolders.ts,
// attributes.ts) say where; this says what.
import type { FixEdit, Minor } from '../../domain/types.js';
import { formatDay } from '../../domain/day.js';
import type { EditRequest, PackageMark } from '../../edit/change.js';
import { markPackages } from '../../edit/markPackage.js';
import { NIXPKGS_PATHS } from '../../gather/nixpkgs/paths.js';
import type { RemovalDeclaration } from '../declared/declarations.js';
import type { EditContext } from '../family.js';

/** The wording of a family that declares none: says what happened, names no reason it cannot know. */
export const NEUTRAL_THROW = '{attr} has been removed from nixpkgs as it reached its end of life';

/** The family's removal as a layout writes it: its entry's `removal`, with the defaults filled in. */
export interface Removal {
  /** How messages name the family ("k3s", "Node.js"). */
  name: string;
  throw: string;
  companions: 'throw' | 'alias';
  alsoThrowsIn: readonly { file: string; within?: string; dated: boolean }[];
  releaseNotes?: string;
  section?: string;
}

export function removalOf(name: string, declared: RemovalDeclaration | undefined): Removal {
  return {
    name,
    throw: declared?.throw ?? NEUTRAL_THROW,
    companions: declared?.companions ?? 'throw',
    alsoThrowsIn: (declared?.['also-throws-in'] ?? []).map((place) => ({
      file: place.file,
      ...(place.within !== undefined ? { within: place.within } : {}),
      dated: place.dated ?? true,
    })),
    ...(declared?.['release-notes'] !== undefined ? { releaseNotes: declared['release-notes'] } : {}),
    ...(declared?.['release-notes-section'] !== undefined ? { section: declared['release-notes-section'] } : {}),
  };
}

/** The wording with its holes filled: {attr} the attribute thrown, {item} the cycle's own, {cycle} the cycle. */
export function wording(template: string, holes: { attr: string; item: string; cycle: Minor }): string {
  return template.replace(/\{(attr|item|cycle)\}/g, (_, hole: 'attr' | 'item' | 'cycle') => holes[hole]);
}

/** The throws of a removed cycle: one in aliases.nix per attribute (companions as the family writes them), and its entry's other places. */
export function throwRequests(
  removal: Removal,
  edit: Extract<FixEdit, { kind: 'throw' }>,
  context: EditContext,
): EditRequest[] {
  const item = edit.attr;
  const message = (attr: string): string => wording(removal.throw, { attr, item, cycle: edit.minor });
  const requests: EditRequest[] = [item, ...(edit.companions ?? [])].map((attr) => ({
    kind: 'entry',
    file: NIXPKGS_PATHS.aliases,
    entry: {
      name: attr,
      value: attr !== item && removal.companions === 'alias' ? { alias: item } : { throw: message(attr) },
      added: context.now,
    },
    place: { set: 'mapAliases' },
  }));
  for (const place of removal.alsoThrowsIn)
    requests.push({
      kind: 'entry',
      file: place.file,
      entry: { name: item, value: { throw: message(item) }, ...(place.dated ? { added: context.now } : {}) },
      place: { set: 'allowAliases', ...(place.within !== undefined ? { within: place.within } : {}) },
    });
  return requests;
}

/** The release a tree heads for as its notes' file names it: "26.11" -> "rl-2611.section.md". */
export function notesFile(folder: string, release: string | undefined): string | undefined {
  const match = release === undefined ? null : /^(\d\d)\.(\d\d)$/.exec(release);
  return match ? `${folder}/rl-${match[1]}${match[2]}.section.md` : undefined;
}

/** The line a release-notes file gets for an item's edits of one cycle: its removal, or the default it moves to. */
export function noteBullet(removal: Removal, edits: readonly FixEdit[], minor: Minor): string | undefined {
  const removed = edits.find((e) => e.kind === 'remove' && e.minor === minor);
  if (removed?.kind === 'remove') {
    const attrs = [removed.attr, ...(removed.companions ?? [])].map((a) => `\`${a}\``);
    const listed = attrs.length === 1 ? attrs[0] : `${attrs.slice(0, -1).join(', ')} and ${attrs[attrs.length - 1]}`;
    return `${listed} (${removal.name} ${minor}) ${attrs.length === 1 ? 'has' : 'have'} been removed.`;
  }
  const moved = edits.filter((e) => e.kind === 'point-default' && e.minor === minor);
  if (moved.length === 0) return undefined;
  return moved
    .map((e) => (e.kind === 'point-default' ? `\`${e.alias ?? removal.name}\` now points to \`${e.attr}\`` : ''))
    .join('; ')
    .concat(` (${removal.name} ${minor}).`);
}

/**
 * A note request, when the family writes one for these edits; a notes file
 * the tree does not have yet (a release's first) is a person's to start.
 */
export async function noteRequest(
  removal: Removal,
  file: string | undefined,
  edits: readonly FixEdit[],
  minor: Minor,
  context: EditContext,
): Promise<{ requests: EditRequest[]; forAPerson: string[] }> {
  const bullet = file === undefined ? undefined : noteBullet(removal, edits, minor);
  if (file === undefined || bullet === undefined) return { requests: [], forAPerson: [] };
  const there = await context.tree.readText(file).catch(() => undefined);
  if (there === undefined)
    return { requests: [], forAPerson: [`Add the line "${bullet}" to ${file}, which the checkout does not have yet.`] };
  return {
    requests: [{ kind: 'note', file, bullet, ...(removal.section !== undefined ? { section: removal.section } : {}) }],
    forAPerson: [],
  };
}

/** The entry of a cycle's meta.knownVulnerabilities, as the rke2 README and nixpkgs #469591 word it. */
export function markVulnerability(edit: Extract<FixEdit, { kind: 'mark' }>): string {
  return `${edit.attr} has reached end-of-life${edit.endOfLife ? ` on ${formatDay(edit.endOfLife)}` : ''}`;
}

/**
 * The request that marks a cycle's package in `file`, where the file has a
 * mechanical place for the mark (the toolkit can write it there, or finds it
 * written); none where it has not, and the mark is a person's.
 */
export async function markRequest(
  file: string,
  edit: Extract<FixEdit, { kind: 'mark' }>,
  mark: PackageMark,
  context: EditContext,
): Promise<EditRequest | undefined> {
  const text = await context.tree.readText(file).catch(() => undefined);
  if (text === undefined) return undefined;
  const marked = markPackages(file, text, [{ name: edit.attr, mark }]);
  return 'problem' in marked ? undefined : { kind: 'mark', file, name: edit.attr, mark };
}

/** The sentence of an edit no layout writes. */
export function forAPersonOf(
  edit: FixEdit,
  where: { updateScript?: string; markIn?: string; bindingsIn: string },
): string | undefined {
  switch (edit.kind) {
    case 'update':
      return where.updateScript
        ? `Update ${edit.attr} to ${edit.version} with ${where.updateScript}: a patch update needs new hashes, which no edit here computes.`
        : `Update ${edit.attr} to ${edit.version}: a patch update needs new hashes; nixpkgs-update (r-ryantm) usually opens it, else update its version and hashes by hand.`;
    case 'mark':
      return `Mark ${edit.attr} as vulnerable by hand: add meta.knownVulnerabilities to its package in ${where.markIn ?? where.bindingsIn}.`;
    case 'add':
      return `Add ${edit.attr}${edit.version ? ` at ${edit.version}` : ''} by hand: a new cycle needs its own files and hashes${where.updateScript ? ` (${where.updateScript} writes them once its folder is there)` : ''}.`;
    default:
      return undefined;
  }
}
