// `--fix` and `--diff`: the audit, the change of every item of the checkout's
// branch with a mechanical core (src/edit/, from each family's layout),
// checked before anything is written: Nix's parser on every edited `.nix`
// file, then a second audit of the edited tree in memory, where the fixed
// items must be gone and no error or warning may be new. Then the change is
// written (`--fix`) or shown as a diff (`--diff`), and what still names each
// removed attribute is searched for in the checkout.
import { execFile } from 'node:child_process';
import { findingKey } from '../domain/findingKey.js';
import type { Finding, Severity } from '../domain/types.js';
import type { Change, EditProblem } from '../edit/change.js';
import type { ParseResult, ParserOptions } from '../edit/nixParser.js';
import { prepareChange } from '../edit/prepareChange.js';
import { scanReferences, type ReferenceScan } from '../edit/referenceScan.js';
import { namesPattern, referencesIn } from '../edit/references.js';
import { writeChange } from '../edit/writeChange.js';
import { NIXPKGS_FOLDERS, NIXPKGS_PATHS } from '../gather/nixpkgs/paths.js';
import type { NixpkgsTree } from '../gather/nixpkgs/tree.js';
import { isMechanical, requestsOf, type ItemFix } from './itemChanges.js';
import { runGuard, type RunRequest, type RunResult } from './run.js';

export interface FixRequest {
  run: RunRequest;
  /** Write the change into the checkout at `root` (`--fix`); else only show it (`--diff`). */
  write: boolean;
  /** The checkout's folder on disk: what is written, and what the references are searched in. */
  root: string;
  parser?: ParserOptions;
  /** How files are parsed; Nix's parser by default (tests pass their own). */
  parse?: (files: readonly { path: string; text: string }[]) => Promise<ParseResult[]>;
  git?: string;
}

/** What became of one item of the checkout's branch. */
export interface FixedItem {
  family: string;
  subject?: string;
  /** changed: its edits are in the change; done: they were made already; person: nothing to write; blocked: an earlier step is a person's. */
  status: 'changed' | 'done' | 'person' | 'blocked';
  /** The files its change edits and deletes. */
  files: string[];
  forAPerson: string[];
}

/** Errors and warnings of the checkout's branch, every family together. */
export interface Counts {
  errors: number;
  warnings: number;
}

export interface FixOutcome {
  /** The audit the change was computed from. */
  result: RunResult;
  items: FixedItem[];
  /** The whole change as a unified diff; empty when nothing changes. */
  diff: string;
  change?: Change;
  /** One per edited `.nix` file. */
  parsed: ParseResult[];
  /** Before the change, and in the second audit of the edited tree. */
  before: Counts;
  after?: Counts;
  /** The second audit: what the checkout still asks for once the change is written. */
  second?: RunResult;
  /** A check that failed: nothing was written (exit 1). */
  failures: EditProblem[];
  /** A file with uncommitted changes: nothing was written (exit 2). */
  refused?: EditProblem;
  written?: { written: string[]; deleted: string[] };
  references?: ReferenceScan;
}

const counted = (findings: readonly Finding[]): Counts => ({
  errors: findings.filter((f) => f.severity === 'error').length,
  warnings: findings.filter((f) => f.severity === 'warning').length,
});

const headFindings = (result: RunResult): Finding[] => result.families.flatMap((f) => f.report.audits[0].findings);

const ACTIVE: readonly Severity[] = ['error', 'warning'];

export async function fixRun(request: FixRequest): Promise<FixOutcome> {
  const result = await runGuard({ ...request.run, changes: true });
  const fixes = result.families.flatMap((family) => family.fixes ?? []);
  const before = counted(headFindings(result));
  const failures = fixes.flatMap((fix) => fix.problems ?? []);
  const outcome = (more: Partial<FixOutcome>, items = fixedItems(fixes)): FixOutcome => ({
    result,
    items,
    diff: '',
    parsed: [],
    before,
    failures,
    ...more,
  });
  if (failures.length > 0) return outcome({});

  const requests = requestsOf(fixes);
  const prepared = await prepareChange(request.run.checkout, requests, {
    ...(request.parser ? { parser: request.parser } : {}),
    ...(request.parse ? { parse: request.parse } : {}),
  });
  if ('problems' in prepared) return outcome({ failures: prepared.problems });
  const { change, parsed, diff } = prepared;
  const items = fixedItems(fixes, change);
  const parseFailures = parsed.flatMap((r): EditProblem[] =>
    r.status === 'error'
      ? [{ file: r.path, ...(r.line !== undefined ? { line: r.line } : {}), message: `Nix's parser: ${r.message}` }]
      : [],
  );
  if (parseFailures.length > 0) return outcome({ change, diff, parsed, failures: parseFailures }, items);

  // The second audit: the same run on the tree as the change leaves it, in memory.
  const second = await runGuard({
    ...request.run,
    checkout: changedTree(request.run.checkout, change),
    publisher: undefined,
    changes: false,
    // It judges the edited tree alone: the pull requests in flight were read by the first audit.
    pullRequests: false,
  });
  const after = counted(headFindings(second));
  const auditFailures = secondAuditFailures(result, second, fixes);
  if (auditFailures.length > 0) return outcome({ change, diff, parsed, after, second, failures: auditFailures }, items);

  let written: FixOutcome['written'];
  if (request.write && diff !== '') {
    const done = await writeChange(request.root, change, request.git ? { git: request.git } : {});
    if ('problem' in done) {
      const uncommitted = done.kind === 'uncommitted';
      return outcome(
        {
          change,
          diff,
          parsed,
          after,
          second,
          ...(uncommitted ? { refused: done.problem } : { failures: [done.problem] }),
        },
        items,
      );
    }
    written = done;
  }
  const references = await referencesOf(request.root, fixes, change, request.git);
  return outcome({ change, diff, parsed, after, second, ...(written ? { written } : {}), references }, items);
}

/** What became of each item, with the files the whole change touches for it. */
function fixedItems(fixes: readonly ItemFix[], change?: Change): FixedItem[] {
  const touched = change
    ? new Set([...change.files.map((f) => f.path), ...change.deleted.map((f) => f.path)])
    : new Set<string>();
  return fixes.map((fix) => {
    const files = (fix.change?.files ?? []).map((f) => f.path).filter((p) => !change || touched.has(p));
    const status: FixedItem['status'] =
      fix.blockedBy !== undefined
        ? 'blocked'
        : !isMechanical(fix)
          ? 'person'
          : (fix.change?.files.length ?? 0) === 0
            ? 'done'
            : 'changed';
    return {
      family: fix.family.id,
      ...(fix.item.subject !== undefined ? { subject: fix.item.subject } : {}),
      status,
      files,
      forAPerson: fix.edits.forAPerson,
    };
  });
}

/**
 * What the second audit says against the change: an item it fixed that is
 * still there, or an error or warning the first audit did not have.
 */
function secondAuditFailures(first: RunResult, second: RunResult, fixes: readonly ItemFix[]): EditProblem[] {
  const failures: EditProblem[] = [];
  for (const [index, family] of second.families.entries()) {
    const head = family.report.audits[0];
    const id = family.report.family.id;
    const known = new Set(first.families[index].report.audits[0].findings.map(findingKey));
    for (const finding of head.findings)
      if (ACTIVE.includes(finding.severity) && !known.has(findingKey(finding)))
        failures.push({
          file: finding.file ?? NIXPKGS_PATHS.allPackages,
          ...(finding.line !== undefined ? { line: finding.line } : {}),
          message: `the second audit finds what the first did not (${id}, ${finding.rule}): ${finding.message}`,
        });
    for (const fix of fixes.filter((f) => f.family.id === id && f.change && f.change.files.length > 0)) {
      const still = head.workItems.find((w) => w.subject === fix.item.subject && w.step === fix.item.step);
      if (still)
        failures.push({
          file: fix.change!.files[0].path,
          message: `the second audit still asks for the ${fix.item.subject ?? id} item (${still.fix})`,
        });
    }
  }
  return failures;
}

/** The tree as `change` leaves it, over `base`: edited files' new text, deleted files and folders gone. */
export function changedTree(base: NixpkgsTree, change: Change): NixpkgsTree {
  const edited = new Map(change.files.map((f) => [f.path, f.after]));
  const deleted = new Set(change.deleted.map((f) => f.path));
  const gone = (path: string): boolean =>
    deleted.has(path) || change.deletedFolders.some((folder) => path === folder || path.startsWith(`${folder}/`));
  return {
    describe: base.describe,
    readText: async (path) => (gone(path) ? undefined : (edited.get(path) ?? base.readText(path))),
    listDir: async (path) => {
      if (gone(path)) return undefined;
      const entries = await base.listDir(path);
      return entries?.filter((entry) => !gone(path === '' ? entry : `${path}/${entry}`));
    },
    ...(base.commit ? { commit: () => base.commit!() } : {}),
  };
}

/**
 * What still names each removed attribute: the checkout's `.nix` files as the
 * change leaves them, without the cycle's own files, aliases.nix and the
 * release notes. Edited files are searched in their new text.
 */
async function referencesOf(
  root: string,
  fixes: readonly ItemFix[],
  change: Change,
  git?: string,
): Promise<ReferenceScan> {
  const names = [...new Set(fixes.filter(isMechanical).flatMap((f) => f.edits.removed))];
  const own = fixes.flatMap((f) => f.edits.own);
  const skipped = [NIXPKGS_PATHS.aliases, NIXPKGS_FOLDERS.releaseNotes, 'doc/release-notes', ...own];
  const edited = change.files.filter((f) => f.path.endsWith('.nix'));
  const scan = await scanReferences(root, names, {
    exclude: [...skipped, ...edited.map((f) => f.path), ...change.deleted.map((f) => f.path)],
    notCheckedOut: await sparseCheckout(root, git),
  });
  if (names.length === 0) return scan;
  const pattern = namesPattern(names);
  const inEdited = edited
    .filter((f) => !skipped.some((s) => f.path === s || f.path.startsWith(`${s}/`)))
    .flatMap((f) => referencesIn(f.path, f.after, pattern));
  if (inEdited.length === 0) return scan;
  return {
    ...scan,
    names: scan.names.map((entry) => {
      const more = inEdited.filter((r) => r.name === entry.name);
      const all = [...more, ...entry.shown].sort((a, b) =>
        a.file < b.file ? -1 : a.file > b.file ? 1 : a.line - b.line,
      );
      return { name: entry.name, shown: all.slice(0, 20), total: entry.total + more.length };
    }),
  };
}

/** The paths a sparse checkout holds, said as what was not searched: everything outside them. */
async function sparseCheckout(root: string, git = 'git'): Promise<string[]> {
  const sparse = await output(git, ['-C', root, 'config', '--bool', 'core.sparseCheckout']);
  if (sparse?.trim() !== 'true') return [];
  const listed = (await output(git, ['-C', root, 'sparse-checkout', 'list']))?.trim().split('\n').filter(Boolean);
  return [`everything outside the sparse checkout (${listed && listed.length > 0 ? listed.join(', ') : 'unknown'})`];
}

function output(command: string, args: readonly string[]): Promise<string | undefined> {
  return new Promise((resolve) => {
    execFile(command, args, { encoding: 'utf8' }, (error, stdout) => resolve(error ? undefined : stdout));
  });
}
