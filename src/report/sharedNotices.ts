// Notices said once for the run, naming the families they are of: a lifecycle
// unknown for one reason (endoflife.date not read, say), even of one family,
// which its rules would otherwise say once a branch; and a branch that has no
// attribute of several families at all; and the attributes whose pull requests
// the run's searches could not hold. Said family by family (or branch by
// branch), fourteen families would print fourteen copies of one sentence. The
// one wording of each is here (`sharedNoticeText`), for every output:
// terminal, job summary, annotations.
import type { FamilyProfile } from '../domain/family.js';
import { SEARCHES_PER_RUN, TERMS_PER_SEARCH } from '../domain/pullRequests.js';
import { listText } from '../domain/text.js';
import type { Finding } from '../domain/types.js';
import type { BranchReport, FamilyReport } from './model.js';

export type SharedKind = 'lifecycle-unknown' | 'not-in-tree' | 'not-searched';

/** One notice for several families. */
export interface SharedNotice {
  kind: SharedKind;
  /** The families it is said of, in the run's order. */
  families: FamilyProfile[];
  /** not-in-tree: the branches with none of their attributes (the same families on each). */
  branches?: string[];
  /** lifecycle-unknown: why, the same for each family (its product's own name said as `<product>`); untrusted text. */
  why?: string;
  /** not-searched: the attributes no search of the run held, of every family (names from the trees). */
  attributes?: string[];
}

/**
 * A notice is said once for the run when at least this many families have it:
 * an unknown lifecycle always (once a run, not once a branch), a branch without
 * a family's attributes when several share it (one family's stays in its section);
 * what the pull request searches left, always.
 */
const SHARED_BY: Readonly<Record<SharedKind, number>> = { 'lifecycle-unknown': 1, 'not-in-tree': 2, 'not-searched': 1 };

/**
 * Why a family's whole lifecycle is unknown this run, when it is: the one
 * question every output asks before saying it, once for the run. What makes a
 * lifecycle unknown (endoflife.date not read, a file not given offline) feeds it
 * through the family's upstream facts.
 */
export function lifecycleUnknown(family: Pick<FamilyReport, 'audit'>): string | undefined {
  return family.audit.upstream.unknown;
}

/** The key of the shared notice a finding belongs to, if it can belong to one. */
function keyOf(family: FamilyReport, branch: BranchReport, finding: Finding): string | undefined {
  if (finding.severity !== 'notice') return undefined;
  const unknown = lifecycleUnknown(family);
  // minor-eol says an unknown lifecycle once a branch, with no minor.
  if (finding.rule === 'minor-eol' && finding.minor === undefined && unknown !== undefined)
    return `lifecycle-unknown\n${genericWhy(family, unknown)}`;
  // What the reader could not find, on a branch where nothing of the family was found.
  if (finding.rule === 'layout-unrecognized' && branch.rows.length === 0) return `not-in-tree\n${branch.branch.name}`;
  return undefined;
}

/** The reason with the family's product named as `<product>`, so families with the same reason share it. */
function genericWhy(family: FamilyReport, why: string): string {
  const product = family.audit.upstream.endOfLife?.product;
  return product ? why.split(product).join('<product>') : why;
}

/**
 * The run's shared notices, and the families' reports without the items those
 * notices say (an item leaves only when every finding of it is said for the run).
 * The findings stay, as the JSON output lists them.
 */
export function sharedNotices(families: readonly FamilyReport[]): {
  shared: SharedNotice[];
  families: FamilyReport[];
} {
  const groups = new Map<string, { notice: SharedNotice; ids: Set<string> }>();
  for (const family of families)
    for (const branch of family.branches)
      for (const { finding } of branch.findings) {
        const key = keyOf(family, branch, finding);
        if (key === undefined) continue;
        const [kind, detail] = key.split('\n') as [SharedKind, string];
        const group = groups.get(key) ?? {
          notice: { kind, families: [], ...(kind === 'not-in-tree' ? { branches: [detail] } : { why: detail }) },
          ids: new Set<string>(),
        };
        if (!group.ids.has(family.family.id)) {
          group.ids.add(family.family.id);
          group.notice.families.push(family.family);
        }
        groups.set(key, group);
      }
  const said = [...groups.entries()].filter(([, group]) => group.ids.size >= SHARED_BY[group.notice.kind]);
  const saidKeys = new Set(said.map(([key]) => key));
  const covered = (family: FamilyReport, branch: BranchReport, finding: Finding): boolean => {
    const key = keyOf(family, branch, finding);
    return key !== undefined && saidKeys.has(key);
  };
  return {
    shared: [...mergeBranches(said.map(([, group]) => group.notice)), ...notSearched(families)],
    families: families.map((family) => ({
      ...family,
      branches: family.branches.map((branch) => ({
        ...branch,
        items: branch.items.filter(({ item }) => !item.findings.every((f) => covered(family, branch, f))),
      })),
    })),
  };
}

/** The attributes whose pull requests no search of the run held: one notice for the run, not one a branch. */
function notSearched(families: readonly FamilyReport[]): SharedNotice[] {
  const left = families.filter((family) => (family.audit.pullRequests?.notSearched?.length ?? 0) > 0);
  if (left.length === 0) return [];
  const attributes = left.flatMap((family) => family.audit.pullRequests?.notSearched ?? []);
  return [{ kind: 'not-searched', families: left.map((family) => family.family), attributes }];
}

/** Branches that lack the same families are said together: one notice, not one a branch. */
function mergeBranches(notices: readonly SharedNotice[]): SharedNotice[] {
  const merged: SharedNotice[] = [];
  const ids = (notice: SharedNotice): string => notice.families.map((f) => f.id).join(' ');
  for (const notice of notices) {
    const same = merged.find(
      (m) => m.kind === 'not-in-tree' && notice.kind === 'not-in-tree' && ids(m) === ids(notice),
    );
    if (same) same.branches = [...(same.branches ?? []), ...(notice.branches ?? [])];
    else merged.push({ ...notice });
  }
  return merged;
}

/**
 * Whether a family has nothing to show once the run's shared notices are said:
 * no item on any branch, no pull request in flight, no pull request check.
 * Outputs give such a family a line (the terminal) or a collapsed section (the job summary).
 */
export function isQuiet(family: FamilyReport): boolean {
  return (
    family.check === undefined &&
    family.branches.every(
      (branch) =>
        branch.items.length === 0 &&
        (branch.pullRequests?.open.length ?? 0) + (branch.pullRequests?.owed.length ?? 0) === 0,
    )
  );
}

/** Whether none of the family's attributes was found on any branch audited. */
export function foundNowhere(family: FamilyReport): boolean {
  return family.branches.every((branch) => branch.rows.length === 0);
}

/** "master has no attribute", "master and release-26.05 have no attribute": the branches as `shown` words them. */
export function branchesText(branches: readonly string[], shown: (branch: string) => string): string {
  const names = branches.map(shown);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
  return `${list} ${names.length > 1 ? 'have' : 'has'} no attribute`;
}

/**
 * The words of a shared notice; `text` makes its untrusted part (why) safe for
 * the output, `branch` names a branch or an attribute there.
 */
export function sharedNoticeText(
  notice: SharedNotice,
  text: (untrusted: string) => string,
  branch: (name: string) => string = (name) => name,
): string {
  const names = notice.families.map((f) => f.name).join(', ');
  const count = notice.families.length;
  if (notice.kind === 'not-searched')
    return (
      `The pull requests of ${listText((notice.attributes ?? []).map(branch), 12)} were not searched for: ` +
      `a run makes at most ${SEARCHES_PER_RUN} searches of ${TERMS_PER_SEARCH} names.`
    );
  if (notice.kind === 'not-in-tree')
    return `${branchesText(notice.branches ?? [], branch)} of ${count} families, so none of theirs was audited there: ${names}.`;
  const why = text(notice.why ?? '');
  if (count === 1)
    return (
      `The lifecycle of ${names} is unknown this run (${why}): not checked which of its cycles have ended or ` +
      'end during the release.'
    );
  return (
    `The lifecycles of ${count} families are unknown this run (${why}): not checked which of their cycles have ` +
    `ended or end during the release: ${names}.`
  );
}
