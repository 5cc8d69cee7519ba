// Every edit a change makes to one Nix file, answered from one index of the
// file as read: the bindings removed and the defaults moved in one pass over
// its text, then the entries of aliases placed among the entries that stay
// (re-indexed only when the file changed first: linux-kernels.nix loses its
// kernels' bindings before it gets their throws).
// However many items ask for a file, it is read and indexed once.
import { BindingIndex } from '../gather/nixpkgs/bindingIndex.js';
import { NixSource } from '../gather/nixpkgs/nixSource.js';
import type { EditProblem, EditRequest, EntryPlace } from './change.js';
import { entryInserts, withInserts, type EntryInsert } from './insertEntry.js';
import { withoutPieces } from './lineRemoval.js';
import { PATH_LITERAL } from './namedFiles.js';
import { defaultReplacements } from './pointDefault.js';
import { pathsIn, removalPieces } from './removeBinding.js';

/** The requests that edit a Nix file's bindings. */
export type NixEditRequest = Extract<EditRequest, { kind: 'remove' | 'entry' | 'point' }>;

export interface FileEdits {
  /** The file's text with every edit made. */
  text: string;
  /** The requests (their indexes) whose work the file has already. */
  done: number[];
  /** The path literals (`./13.nix`) of the code removed for requests with `deleteNamedFiles`, as written. */
  namedPaths: string[];
  /** The path literals the code of the edited file keeps, as written (its entries and moved defaults name none). */
  pathsLeft: () => string[];
  /** What cannot be made, by request (its index). */
  problems: { request: number; problem: EditProblem }[];
}

export const samePlace = (a: EntryPlace, b: EntryPlace): boolean =>
  a.set === b.set && (a.set === 'mapAliases' || a.within === (b as typeof a).within);

/** Every request's edit of the file of `index`, made at once. */
export function editNixFile(index: BindingIndex, requests: readonly NixEditRequest[]): FileEdits {
  const { source } = index;
  const problems: FileEdits['problems'] = [];
  const done: number[] = [];
  const numbered = requests.map((request, at) => ({ request, at }));

  const removals = numbered.flatMap(({ request, at }) => (request.kind === 'remove' ? [{ request, at }] : []));
  const removed = removalPieces(
    index,
    removals.map(({ request }) => ({ name: request.name, ...(request.scope ? { scope: request.scope } : {}) })),
  );
  for (const { target, problem } of removed.problems) problems.push({ request: removals[target].at, problem });
  const found = new Set([...removed.pieces.flatMap((p) => p.targets), ...removed.problems.map((p) => p.target)]);
  removals.forEach(({ at }, target) => found.has(target) || done.push(at));
  const namedPaths = pathsIn(
    source,
    removed.pieces.filter((p) => p.targets.some((t) => removals[t].request.deleteNamedFiles)).map((p) => p.piece),
  );

  const moves = numbered.flatMap(({ request, at }) => (request.kind === 'point' ? [{ request, at }] : []));
  const moved = defaultReplacements(
    index,
    moves.map(({ request }) => ({
      name: request.name,
      target: request.target,
      ...(request.from !== undefined ? { from: request.from } : {}),
    })),
  );
  for (const { move, problem } of moved.problems) problems.push({ request: moves[move].at, problem });
  const failed = new Set(moved.problems.map((p) => p.move));
  moves.forEach(({ at }, move) => moved.changed[move] || failed.has(move) || done.push(at));

  const pieces = removed.pieces.map((p) => p.piece);
  let text =
    pieces.length > 0 || moved.replacements.length > 0
      ? withoutPieces(source.text, pieces, moved.replacements)
      : source.text;

  // Entries go among the entries that stay: the throw of a removed alias takes its place.
  const entries = numbered.flatMap(({ request, at }) => (request.kind === 'entry' ? [{ request, at }] : []));
  if (entries.length > 0) {
    const after = text === source.text ? index : new BindingIndex(new NixSource(source.file, text));
    const places: (typeof entries)[] = [];
    for (const entry of entries) {
      const same = places.find((p) => samePlace(p[0].request.place, entry.request.place));
      if (same) same.push(entry);
      else places.push([entry]);
    }
    const inserts: EntryInsert[] = [];
    for (const place of places) {
      const placed = entryInserts(
        after,
        place.map(({ request }) => request.entry),
        place[0].request.place,
      );
      if ('problem' in placed) {
        problems.push({ request: place[0].at, problem: placed.problem });
        continue;
      }
      placed.added.forEach((added, k) => added || done.push(place[k].at));
      inserts.push(...placed.inserts);
    }
    // Each set's inserts are in the text's order already; sets do not overlap.
    if (inserts.length > 0)
      text = withInserts(
        text,
        inserts.sort((a, b) => a.offset - b.offset),
      );
  }
  return {
    text,
    done: done.sort((a, b) => a - b),
    namedPaths,
    pathsLeft: () =>
      [...source.codeMatches(PATH_LITERAL)]
        .filter((m) => !pieces.some((p) => p.start <= m.index && m.index < p.end))
        .map((m) => m[0]),
    problems: problems.sort((a, b) => a.request - b.request),
  };
}
