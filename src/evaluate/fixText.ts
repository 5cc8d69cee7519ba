// Fixes in words, from their edits: every finding and every work item says
// what to change in nixpkgs' own terms (the file to edit, the alias to add).
// The one home of that wording.
import { defaultName } from '../domain/family.js';
import { describeDate } from '../calendar/releaseCalendar.js';
import type { DefaultState, FixEdit } from '../domain/types.js';
import { minorDirectory } from './findingParts.js';
import { ALIASES_FILE } from './fixes.js';
import type { RuleContext } from './ruleContext.js';

interface Clause {
  /** "Remove k3s_1_34 from master" */
  head: string;
  /** What goes with it: "leave a throw for it in pkgs/top-level/aliases.nix ..." */
  tail?: string;
}

/** "a", "a and b", "a, b and c". */
export function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`;
}

function addClause(context: RuleContext, edits: Extract<FixEdit, { kind: 'add' }>[]): Clause {
  if (context.branch.kind !== 'unstable') {
    const what = edits.map((e) => `${e.attr}${e.version ? ` (${e.version})` : ''}`);
    return { head: `Backport ${listed(what)} to ${context.branch.name}` };
  }
  const what = edits.map((e) => {
    const directory = minorDirectory(context, e.minor);
    return `${e.attr}${directory ? ` in ${directory}` : ''}${e.version ? ` at ${e.version}` : ''}`;
  });
  return { head: `Add ${listed(what)}` };
}

function removeClause(context: RuleContext, edits: readonly FixEdit[], removed: readonly FixEdit[]): Clause {
  const minors = removed.map((e) => e.minor);
  const names = removed.flatMap((e) => (e.kind === 'remove' ? [e.attr, ...(e.companions ?? [])] : []));
  const attrs = listed(names);
  const release = context.release;
  const before =
    context.phase === 'pre-release' && release ? ` before the release on ${describeDate(release.release)}` : '';
  const goesWith = (kind: FixEdit['kind']): boolean =>
    minors.every((m) => edits.some((e) => e.kind === kind && e.minor === m));
  const it = names.length === 1 ? 'it' : 'each';
  const paperwork = [
    ...(goesWith('throw') ? [`a throw for ${it} in ${throwsFile(context)}`] : []),
    ...(goesWith('release-note')
      ? [`a line in ${notesFileOf(edits)} that names ${context.family.name} ${listed(minors)}`]
      : []),
  ];
  return {
    head: `Remove ${attrs} from ${context.branch.name}${before}`,
    ...(paperwork.length ? { tail: `leave ${listed(paperwork)}` } : {}),
  };
}

function notesFileOf(edits: readonly FixEdit[]): string {
  const note = edits.find((e) => e.kind === 'release-note');
  return note?.kind === 'release-note' ? note.file : 'the release notes';
}

function clauses(context: RuleContext, edits: readonly FixEdit[]): Clause[] {
  const removed = edits.filter((e) => e.kind === 'remove');
  const out: Clause[] = [];
  let addRun: Extract<FixEdit, { kind: 'add' }>[] = [];
  let pointRun: Extract<FixEdit, { kind: 'point-default' }>[] = [];
  const flushAdds = (): void => {
    if (addRun.length) out.push(addClause(context, addRun));
    addRun = [];
  };
  const flushPoints = (): void => {
    if (pointRun.length) out.push(pointGroupClause(context, pointRun));
    pointRun = [];
  };
  let removalWritten = false;
  for (const edit of edits) {
    if (edit.kind === 'add') {
      flushPoints();
      addRun.push(edit);
      continue;
    }
    flushAdds();
    // A declared family's defaults move together: one clause for the group.
    if (edit.kind === 'point-default' && declaredDefault(context, edit.alias) !== undefined) {
      pointRun.push(edit);
      continue;
    }
    flushPoints();
    const removedHere = removed.some((r) => r.minor === edit.minor);
    switch (edit.kind) {
      case 'point-default': {
        const location = edit.alias
          ? context.packaged.channelAliases?.find((a) => a.attr === edit.alias)?.location
          : context.packaged.defaultLocation;
        const where = location ? ` in ${location.file}` : '';
        out.push({ head: `Point ${edit.alias ?? defaultName(context.family)} to ${edit.attr}${where}` });
        break;
      }
      case 'remove':
        if (!removalWritten) out.push(removeClause(context, edits, removed));
        removalWritten = true;
        break;
      case 'throw':
        if (!removedHere)
          out.push({
            head: `Leave a throw for ${listed([edit.attr, ...(edit.companions ?? [])])} in ${throwsFile(context)} (${edit.attr} = throw "...";)`,
          });
        break;
      case 'release-note':
        if (!removedHere)
          out.push({
            head: `Add a line to ${edit.file} that names ${context.family.name} ${edit.minor}`,
          });
        break;
      case 'mark':
        out.push({ head: markText(context, edit) });
        break;
      case 'update': {
        const file = context.packagedMinor(edit.minor)?.location.file;
        out.push({ head: `Update ${file ?? edit.attr} to ${edit.version}` });
        break;
      }
    }
  }
  flushAdds();
  flushPoints();
  return out;
}

/** The default of a declared family the branch binds under that name, if the name is one. */
function declaredDefault(context: RuleContext, alias: string | undefined): DefaultState | undefined {
  return alias === undefined ? undefined : context.packaged.defaults?.find((d) => d.alias === alias);
}

/** "Point nodejs and nodejs-slim to nodejs_24 and nodejs-slim_24 in pkgs/top-level/all-packages.nix". */
function pointGroupClause(context: RuleContext, edits: readonly Extract<FixEdit, { kind: 'point-default' }>[]): Clause {
  const files = new Set(edits.map((e) => declaredDefault(context, e.alias)?.location?.file));
  const [file] = files;
  const where = files.size === 1 && file !== undefined ? ` in ${file}` : '';
  return { head: `Point ${listed(edits.map((e) => e.alias!))} to ${listed(edits.map((e) => e.attr))}${where}` };
}

/** Where the family's removed attributes throw: aliases.nix, or its own file (a kernel's, linux-kernels.nix). */
function throwsFile(context: RuleContext): string {
  return context.family.layout.throwsIn ?? ALIASES_FILE;
}

/** How a minor is marked: meta.knownVulnerabilities where its package is, or the family's own form of it. */
function markText(context: RuleContext, edit: Extract<FixEdit, { kind: 'mark' }>): string {
  const { mark, packagesIn, folder } = context.family.layout;
  // Where the layout packages every cycle (k3s' default.nix), else where the cycle's attribute is bound.
  const bound = packagesIn === undefined ? context.packagedMinor(edit.minor)?.location.file : undefined;
  const file = bound ?? packagesIn ?? `${folder}/default.nix`;
  if (mark === undefined)
    return bound
      ? `Mark ${edit.attr} with meta.knownVulnerabilities in its package (bound in ${bound})`
      : `Mark ${edit.attr} with meta.knownVulnerabilities in ${file}`;
  if ('flag' in mark) return `Mark ${edit.attr}: set ${mark.flag} = true; in its binding in ${file}`;
  return `Mark ${edit.attr}: raise the version threshold of meta.knownVulnerabilities in ${mark.threshold} past ${edit.minor}`;
}

/**
 * The fix as sentences: "Remove k3s_1_34 from master: leave a throw for it in ... Then ...";
 * after the items it needs done first, when there are: "Do the k3s_1_33 item first. Then remove ...".
 */
export function describeEdits(context: RuleContext, edits: readonly FixEdit[], after: readonly string[] = []): string {
  const first = after.length > 0 ? [`Do the ${listed(after)} item${after.length > 1 ? 's' : ''} first.`] : [];
  return [
    ...first,
    ...clauses(context, edits).map((clause, i) => {
      const head =
        i + first.length === 0 ? clause.head : `Then ${clause.head.charAt(0).toLowerCase()}${clause.head.slice(1)}`;
      return `${head}${clause.tail ? `: ${clause.tail}` : ''}.`;
    }),
  ].join(' ');
}
