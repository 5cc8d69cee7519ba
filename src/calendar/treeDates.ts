// Dates the user gave (--branch-off-date, --release-date, their inputs) that
// the trees a run read contradict. A release branch that exists has branched
// off; master's lib/.version names the release it heads for, so a later one
// means the release before it has branched off, the same one that it has not;
// a release branch or a release tag asked for and not there says the branch-off
// or the release has not happened. The calendar keeps the date as given (a
// user may audit a day of their own making); the run says so once. Pure: the
// facts come from the run's reports.
import type { AuditReport } from '../domain/audit.js';
import { formatDay } from '../domain/day.js';
import { sentence, type OptionWords } from '../domain/optionWords.js';
import type { DatedFact, NixosRelease, ReleaseCalendar } from '../domain/types.js';
import { compareReleaseNames, dayOf, isReleaseName } from './releaseCalendar.js';

/** What one tree read says of a release, and how a message names that tree. */
interface TreeFact {
  release: string;
  says: 'branched' | 'not-branched' | 'not-released';
  because: string;
}

/** What the trees of a run say of each release, from every family's reports (every family reads the same trees). */
export interface TreesRead {
  /** lib/.version of master as read, and where. */
  master?: { version: string; source: string };
  /** Releases whose branch was read, with where. */
  branches: ReadonlyArray<{ release: string; source: string }>;
  /** Releases whose branch was asked for and is not there. */
  noBranch: readonly string[];
  /** Releases whose tag was asked for and is not there. */
  noTag: readonly string[];
}

/** The facts of `TreesRead` about the releases of the audited branches, their others and their tags. */
export function treesRead(reports: readonly AuditReport[]): TreesRead {
  let master: TreesRead['master'];
  const branches: Array<{ release: string; source: string }> = [];
  const noBranch: string[] = [];
  const noTag: string[] = [];
  for (const report of reports) {
    for (const audit of report.audits) {
      const version = audit.packaged.nixosVersion?.trim();
      if (audit.branch.kind === 'unstable' && version !== undefined && isReleaseName(version))
        master ??= { version, source: audit.source };
      if (audit.branch.kind === 'stable' && audit.branch.release !== undefined)
        branches.push({ release: audit.branch.release, source: audit.source });
      const tag = audit.others.defaultAtRelease;
      if (tag?.unread === 'no-such-branch') noTag.push(tag.branch);
    }
    for (const unread of report.unread ?? []) {
      const release = /^release-(\d{2}\.\d{2})$/.exec(unread.branch)?.[1];
      if (release !== undefined && unread.why === 'no-such-branch') noBranch.push(release);
    }
  }
  return { ...(master ? { master } : {}), branches, noBranch, noTag };
}

function factsOf(trees: TreesRead): TreeFact[] {
  const facts: TreeFact[] = [];
  for (const { release, source } of trees.branches)
    facts.push({ release, says: 'branched', because: `release-${release} exists (${source})` });
  for (const release of trees.noBranch)
    facts.push({ release, says: 'not-branched', because: `nixpkgs has no branch release-${release}` });
  for (const release of trees.noTag)
    facts.push({ release, says: 'not-released', because: `nixpkgs has no tag ${release}` });
  return facts;
}

/** What master's lib/.version says of `release`: branched when master heads for a later one, not when for it. */
function masterFact(trees: TreesRead, release: string): TreeFact | undefined {
  const { master } = trees;
  if (!master) return undefined;
  const order = compareReleaseNames(master.version, release);
  if (order === 0)
    return {
      release,
      says: 'not-branched',
      because: `master's lib/.version still names ${release} (${master.source})`,
    };
  return order > 0
    ? { release, says: 'branched', because: `master's lib/.version names ${master.version} (${master.source})` }
    : undefined;
}

/** A date option's day, and the fact that contradicts it, said once. */
function warning(words: OptionWords, fact: DatedFact, today: Date, contradiction: string, happened: string): string {
  const option = words.option(fact.input!);
  const side = fact.date.getTime() > today.getTime() ? 'after' : 'on or before';
  return (
    `${sentence(option)} ${formatDay(fact.date)} is ${side} the day audited, ${formatDay(today)}, but ${contradiction}: ` +
    `${happened}. The run keeps the date as given; correct ${option}, or drop it.`
  );
}

/**
 * One warning for each date option the trees contradict: a branch-off after
 * the day audited for a release whose branch exists (or which master has left),
 * a branch-off or a release on or before that day for a release that has not
 * branched off (master still heads for it, or its branch is not there), and a
 * release on or before that day for a release that has no tag.
 */
export function contradictedDates(
  calendar: ReleaseCalendar,
  now: Date,
  trees: TreesRead,
  words: OptionWords,
): string[] {
  const today = dayOf(now);
  const facts = factsOf(trees);
  const about = (release: NixosRelease, says: TreeFact['says'][]): TreeFact | undefined =>
    [masterFact(trees, release.name), ...facts.filter((f) => f.release === release.name)].find(
      (fact) => fact !== undefined && says.includes(fact.says),
    );
  const past = (fact: DatedFact): boolean => fact.date.getTime() <= today.getTime();
  return calendar.releases.flatMap((release) => {
    const said: string[] = [];
    const { branchOff, release: released } = release;
    if (branchOff.input !== undefined) {
      const fact = past(branchOff) ? about(release, ['not-branched']) : about(release, ['branched']);
      if (fact)
        said.push(
          warning(
            words,
            branchOff,
            today,
            fact.because,
            `NixOS ${release.name} has ${fact.says === 'branched' ? '' : 'not '}branched off`,
          ),
        );
    }
    if (released.input !== undefined && past(released)) {
      const fact = about(release, ['not-branched', 'not-released']);
      if (fact) said.push(warning(words, released, today, fact.because, `NixOS ${release.name} has not been released`));
    }
    return said;
  });
}
