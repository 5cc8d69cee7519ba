// "The change" under a work item in the issues (and the job summary): the
// item's mechanical change (domain/itemChange.ts) as a collapsed section. Per
// file the lines it removes and adds, with no hunk offsets, and the files it
// deletes, so that the section changes only when the item does; then the one
// command that writes it and what it leaves to a person. Every line of a file
// is untrusted text: it goes through report/inertText.ts like any other.
import type { ItemChange, ItemFileChange } from '../domain/itemChange.js';
import { codeBlock, codeSpan, inertProse } from './inertText.js';

/** How much of a change a body shows: its lines, each file with its counts, or nothing (a body near GitHub's limit). */
export type ChangeDetail = 'lines' | 'counts' | 'none';

/** The details a body tries, in order, until it fits: the change sections shrink first, then go. */
export const CHANGE_DETAILS: readonly ChangeDetail[] = ['lines', 'counts', 'none'];

/** A change of more lines than this shows its files and their counts instead. */
export const CHANGE_LINES_SHOWN = 60;

const plural = (n: number, word: string): string => `${n.toLocaleString('en-US')} ${word}${n === 1 ? '' : 's'}`;

/** The lines a change shows in full: those of the files it edits (a deleted file is named, not shown). */
export function changeLineCount(change: ItemChange): number {
  return change.files.reduce((sum, f) => sum + (f.deleted ? 0 : f.removed.length + f.added.length), 0);
}

function countsLine(file: ItemFileChange): string {
  const counts = file.deleted
    ? `deleted (${plural(file.removed.length, 'line')})`
    : `${plural(file.removed.length, 'line')} removed, ${file.added.length.toLocaleString('en-US')} added`;
  return `- ${codeSpan(file.path)}: ${counts}`;
}

function lineBlocks(change: ItemChange): string[] {
  const lines: string[] = [];
  for (const file of change.files.filter((f) => !f.deleted))
    lines.push(
      codeSpan(file.path),
      ...codeBlock([...file.removed.map((l) => `-${l}`), ...file.added.map((l) => `+${l}`)], 'diff'),
      '',
    );
  const deleted = change.files.filter((f) => f.deleted);
  if (deleted.length > 0) lines.push('Deleted:', '', ...deleted.map(countsLine), '');
  return lines;
}

/**
 * The section's lines, indented by `indent` spaces (under a list item), ending
 * in a blank line (an HTML block runs until one); none for `detail` 'none'.
 */
export function changeSection(change: ItemChange, indent: number, detail: ChangeDetail): string[] {
  if (detail === 'none') return [];
  const shown = changeLineCount(change);
  const lines: string[] = ['<details><summary>The change</summary>', ''];
  const refused = change.refused ?? [];
  if (refused.length > 0)
    lines.push(
      'It could not be computed:',
      '',
      ...refused.map((text) => `- ${inertProse(text)}`),
      '',
      'The command that would write it stops there too, and writes nothing:',
      '',
      ...codeBlock([change.command], 'sh'),
      '',
    );
  else if (detail === 'lines' && shown <= CHANGE_LINES_SHOWN) lines.push(...lineBlocks(change));
  else {
    // Counted: too long for an issue (or the body is near GitHub's limit); the command prints or writes it whole.
    const why = detail === 'lines' ? `${plural(shown, 'line')}, too many to show here` : 'counted to fit the issue';
    lines.push(`Its files (${why}):`, '', ...change.files.map(countsLine), '');
  }
  if (refused.length === 0) lines.push('Written in a checkout by:', '', ...codeBlock([change.command], 'sh'), '');
  const person = change.forAPerson ?? [];
  if (person.length > 0) lines.push('Left to a person:', '', ...person.map((text) => `- ${inertProse(text)}`), '');
  lines.push('</details>', '');
  const pad = ' '.repeat(indent);
  return lines.map((line) => (line === '' ? '' : `${pad}${line}`));
}
