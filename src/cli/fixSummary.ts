// What `--fix` and `--diff` say: per item, what was changed, what needs a
// person and how it was checked; the counts of the two audits; what still
// names each removed attribute. As text for the terminal, or as JSON.
import type { EditProblem } from '../edit/change.js';
import { NOT_FOUND } from '../edit/nixParser.js';
import type { FixOutcome } from '../pipeline/fixRun.js';
import { lineText } from '../report/inertText.js';

const STATUS_WORDS = {
  changed: 'changed',
  done: 'already done',
  person: 'needs a person',
  blocked: 'needs a person first',
} as const;

/** "pkgs/top-level/aliases.nix:12: ..." */
export function problemLine(problem: EditProblem): string {
  return lineText(`${problem.file}${problem.line !== undefined ? `:${problem.line}` : ''}: ${problem.message}`);
}

/** Whether every edited file went through Nix's parser; false when it was not there or the change edits none. */
export function parsedAll(outcome: FixOutcome): boolean {
  return outcome.parsed.length > 0 && outcome.parsed.every((r) => r.status === 'parsed');
}

function checkedLine(outcome: FixOutcome): string {
  const { parsed } = outcome;
  if (parsed.length === 0) return 'Checked: no .nix file edited, nothing to parse.';
  const missing = parsed.find((r) => r.status === 'not-parsed');
  if (missing && missing.status === 'not-parsed')
    return `Checked: not parsed: ${missing.reason === NOT_FOUND ? NOT_FOUND : lineText(missing.reason)} (Debian: apt-get install nix-bin).`;
  return `Checked: Nix's parser (nix-instantiate --parse) accepts the ${parsed.length} edited .nix file${parsed.length === 1 ? '' : 's'}.`;
}

/** The terminal's summary of a fix run. */
export function fixSummaryText(outcome: FixOutcome, write: boolean): string {
  const lines: string[] = [];
  for (const item of outcome.items) {
    const name = lineText(`${item.subject ?? item.family} (${item.family})`);
    if (item.status === 'changed') lines.push(`${name}: changed ${lineText(item.files.join(', '))}`);
    else if (item.status === 'done') lines.push(`${name}: already done, nothing to change`);
    for (const sentence of item.forAPerson)
      lines.push(`${name}: ${STATUS_WORDS[item.status === 'blocked' ? 'blocked' : 'person']}: ${lineText(sentence)}`);
  }
  if (outcome.items.length === 0) lines.push("Nothing to fix on the checkout's branch.");
  lines.push(checkedLine(outcome));
  const { before, after } = outcome;
  if (after)
    lines.push(
      `Second audit of the edited tree: ${before.errors} errors, ${before.warnings} warnings before; ${after.errors} errors, ${after.warnings} warnings after.`,
    );
  for (const failure of outcome.failures) lines.push(`Check failed: ${problemLine(failure)}`);
  if (outcome.refused) lines.push(`Refused: ${problemLine(outcome.refused)}`);
  const references = outcome.references;
  if (references) {
    for (const name of references.names) {
      if (name.total === 0) {
        lines.push(`${name.name}: no other reference in the ${references.filesSearched} .nix files searched.`);
        continue;
      }
      lines.push(`${name.name}: ${name.total} other reference${name.total === 1 ? '' : 's'} for a person to move:`);
      // File names come from the checkout: shown inert, as every text of it.
      for (const ref of name.shown) lines.push(`  ${lineText(ref.file)}:${ref.line}`);
      if (name.total > name.shown.length) lines.push(`  and ${name.total - name.shown.length} more`);
    }
    for (const path of references.notSearched) lines.push(`Not searched for references: ${lineText(path)}.`);
  }
  if (outcome.failures.length > 0 || outcome.refused) lines.push('Nothing was written.');
  else if (!write) lines.push('Nothing was written (--diff).');
  else if (outcome.written)
    lines.push(
      `Written into the checkout: ${outcome.written.written.length} file${outcome.written.written.length === 1 ? '' : 's'} edited, ${outcome.written.deleted.length} deleted.`,
    );
  else lines.push('Nothing to write: the checkout has every mechanical edit already.');
  return `${lines.join('\n')}\n`;
}

/** The same as JSON: each item with `parsed`, the checks, the references, the diff. */
export function fixSummaryJson(outcome: FixOutcome, write: boolean): string {
  const parsed = parsedAll(outcome);
  return `${JSON.stringify(
    {
      written: write && outcome.written !== undefined,
      items: outcome.items.map((item) => ({
        family: item.family,
        ...(item.subject !== undefined ? { subject: item.subject } : {}),
        status: item.status,
        files: item.files,
        forAPerson: item.forAPerson,
        parsed: item.status === 'changed' ? parsed : false,
      })),
      parsed: outcome.parsed,
      audit: { before: outcome.before, ...(outcome.after ? { after: outcome.after } : {}) },
      failures: outcome.failures,
      ...(outcome.refused ? { refused: outcome.refused } : {}),
      ...(outcome.references
        ? {
            references: outcome.references.names,
            notSearched: outcome.references.notSearched,
          }
        : {}),
      diff: outcome.diff,
    },
    null,
    2,
  )}\n`;
}
