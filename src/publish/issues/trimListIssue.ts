// The trim list of NixOS R as one issue for every family: per family its
// team, its policy and its items in three sections, each a box with the one
// fix and the upstream end of life it rests on. Evaluate decided the items
// (evaluate/trimList.ts); this module words them and decides nothing. Its
// teams are mentioned once each, several to a comment (syncIssue.ts plans
// the comments). Pure: `now` is the run's.
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { FamilyTrim, TrimEnd, TrimItem, TrimList, TrimSection } from '../../domain/trimList.js';
import type { NixosRelease } from '../../domain/types.js';
import { isTrimmed } from '../../evaluate/trimList.js';
import { dayText } from '../../report/dayText.js';
import { codeSpan, inertProse, linkDestination } from '../../report/inertText.js';
import { itemPullRequestLines } from '../../report/pullRequestLines.js';
import { datesLines } from './checklists/releasePlan.js';
import { BODY_BUDGET } from './dashboardBody.js';
import { issueMarker, keyComment, markerFooter, RUN_LINK_TAG, trimListMentionKey, uniqueItemKeys } from './markers.js';
import type { DesiredIssue, TeamMention } from './syncIssue.js';

/**
 * Teams named in one comment at most. GitHub delivers only so many mentions of
 * one post: the release wiki's Feature-Freeze-Announcement page warns that its
 * own pings may need a second comment, a long-standing report
 * (isaacs/github#23) says only the first ten mentions of a comment notify, and
 * later ones say fifty. Ten is safe under either.
 */
export const TEAMS_PER_COMMENT = 10;

/** A team as the inputs and declarations write it: organization/team-slug (the only thing ever mentioned). */
const TEAM = /^@?([A-Za-z0-9-]+)\/([A-Za-z0-9_.-]+)$/;

export interface TrimListOptions {
  /** Each family's team ("NixOS/k3s"), by family id; empty or absent: listed without a mention. */
  teams: ReadonlyMap<string, string>;
  runUrl?: string;
  now: Date;
}

export function trimListTitle(release: Pick<NixosRelease, 'name'>): string {
  return `NixOS ${release.name}: versioned packages to trim before the branch-off`;
}

export function trimListMarker(release: Pick<NixosRelease, 'name'>): string {
  return issueMarker('trim-list', release.name);
}

function endText(end: TrimEnd | undefined): string {
  if (!end) return 'end of life unknown upstream';
  return `end of life ${dayText(end.date)}${end.kind === 'known' ? '' : ` (${end.kind})`}`;
}

const SECTION_HEADINGS: Record<Exclude<TrimSection, 'live-releases'>, string> = {
  'before-branch-off': `Remove from ${codeSpan('master')} before the branch-off`,
  // Past their end upstream, or (k3s) older than the current stable's default: due already.
  'past-end-on-master': `Remove from ${codeSpan('master')} now`,
};

function itemLine(entry: TrimItem, key: string): string {
  const { item } = entry;
  const subject = item.subject !== undefined ? `**${codeSpan(item.subject)}**: ` : '';
  // The pull requests that answer it, as its dashboard has them: work in review is not new work.
  const answers = itemPullRequestLines(item, 'markdown').map((line) => `\n  - ${line}`);
  return `- [ ] ${subject}${inertProse(item.fix)} · ${endText(entry.end)} ${keyComment(key)}${answers.join('')}`;
}

/** Keys unique in the whole issue: the family, the branch and the item's own key (its change and its attribute). */
function itemLines(family: FamilyTrim, items: readonly TrimItem[]): string[] {
  const keys = uniqueItemKeys(items.map((entry) => entry.item));
  return items.map((entry, i) => itemLine(entry, `trim:${family.family.id}:${entry.branch}:${keys[i]}`));
}

function teamOf(family: FamilyTrim, options: TrimListOptions): { org: string; slug: string } | undefined {
  const match = TEAM.exec((options.teams.get(family.family.id) ?? '').trim());
  return match ? { org: match[1], slug: match[2] } : undefined;
}

function whoLine(family: FamilyTrim, options: TrimListOptions): string {
  const team = teamOf(family, options);
  const who = team
    ? `Team: [${team.org}/${team.slug}](${linkDestination(`https://github.com/orgs/${team.org}/teams/${team.slug}`)})`
    : 'Team: none named, so nobody is mentioned';
  const link = family.family.policyText;
  const policy = link && /^https?:\/\//.test(link) ? ` · [its policy](${linkDestination(link)})` : '';
  return `${who}${policy}`;
}

function branchList(branches: readonly string[]): string {
  const spans = branches.map((branch) => codeSpan(branch));
  return spans.length <= 1 ? (spans[0] ?? '') : `${spans.slice(0, -1).join(', ')} and ${spans.at(-1)!}`;
}

function familyLines(family: FamilyTrim, options: TrimListOptions): string[] {
  const lines = [`### ${inertProse(family.family.name)}`, '', whoLine(family, options), ''];
  for (const section of ['past-end-on-master', 'before-branch-off'] as const) {
    const items = family.items.filter((entry) => entry.section === section);
    if (items.length > 0) lines.push(`**${SECTION_HEADINGS[section]}**`, '', ...itemLines(family, items), '');
  }
  const live = family.items.filter((entry) => entry.section === 'live-releases');
  for (const branch of [...new Set(live.map((entry) => entry.branch))]) {
    const items = live.filter((entry) => entry.branch === branch);
    lines.push(`**On ${codeSpan(branch)}, a live release**`, '', ...itemLines(family, items), '');
  }
  if (family.items.length === 0)
    lines.push(
      family.read.length > 0 ? `Nothing to trim on ${branchList(family.read)}.` : 'Nothing could be read.',
      '',
    );
  if (family.undecided.length > 0) {
    lines.push('Not decided:', '');
    lines.push(...family.undecided.map((f) => `- ${codeSpan(f.branch)}: ${inertProse(f.message)}`), '');
  }
  if (family.unread.length > 0)
    lines.push(
      `Not read in this run: ${branchList(family.unread)}; what ${family.unread.length === 1 ? 'it holds' : 'they hold'} is unknown.`,
      '',
    );
  return lines;
}

/** A family's part when the whole list would not fit in an issue: how much it holds, and where the rest is. */
function familySummaryLines(family: FamilyTrim, options: TrimListOptions): string[] {
  const count = family.items.length;
  return [
    `### ${inertProse(family.family.name)}`,
    '',
    whoLine(family, options),
    '',
    `${count} item${count === 1 ? '' : 's'}: too many to list here; its dashboards and the run's job summary list them.`,
    '',
  ];
}

/** "its branch-off is on 2026-11-20 (estimated)", "was on", or "it has branched off" when no source dates it. */
function branchOffText(release: NixosRelease, now: Date): string {
  if (release.branchOff.undated) return 'it has branched off';
  const past = release.branchOff.date.getTime() <= now.getTime();
  return `its branch-off ${past ? 'was' : 'is'} on ${describeDate(release.branchOff)}`;
}

export function trimListIssue(list: TrimList, options: TrimListOptions): DesiredIssue {
  const { release } = list;
  const name = release.name;
  const marker = trimListMarker(release);
  const head = [
    `## ${trimListTitle(release)}`,
    '',
    `What each package family must remove or mark for NixOS ${name}, from its upstream end of life and its own ` +
      'policy. Tick a box once its change is merged; an item that is done leaves the list.',
    '',
    ...datesLines(release),
    '',
  ];
  const heading = list.families.find((family) => family.masterHeadsFor !== undefined)?.masterHeadsFor;
  if (heading !== undefined)
    head.push(
      `NixOS ${name} has branched off: ${codeSpan('master')} heads for NixOS ${inertProse(heading)} now, so what ` +
        `${name} must still drop is on ${codeSpan(`release-${name}`)}.`,
      '',
    );
  const tail = [
    '---',
    '<sub>Kept by k3s-release-guard from the feature-freeze announcement (eight weeks before the release) until the ' +
      'release: edited in place on every run, closed at the release with what is left undone. Ticks stay while their item does.</sub>',
    ...(options.runUrl ? ['', `Run that produced this list: ${options.runUrl} ${RUN_LINK_TAG}`] : []),
    '',
    markerFooter(marker, []),
  ];
  let used = head.join('\n').length + tail.join('\n').length + 2_000;
  const parts = [...head];
  for (const family of list.families) {
    const lines = familyLines(family, options);
    const text = lines.join('\n');
    const shown = used + text.length <= BODY_BUDGET ? lines : familySummaryLines(family, options);
    parts.push(...shown);
    used += shown.join('\n').length + 1;
  }
  parts.push(...tail);

  // A family's team is told once it has something to trim; until then it is listed, unmentioned.
  const teams: TeamMention[] = list.families.flatMap((family) => {
    const team = teamOf(family, options);
    if (!team || family.items.length === 0) return [];
    return [
      {
        team: `${team.org}/${team.slug}`,
        eventKey: trimListMentionKey(name, family.family.id),
        about: inertProse(family.family.name),
      },
    ];
  });
  return {
    marker,
    title: trimListTitle(release),
    body: parts.join('\n'),
    clean: isTrimmed(list),
    // The families' labels are theirs; the trim list is every family's, and nixpkgs' labels are curated.
    labels: [],
    ...(teams.length > 0
      ? {
          teamMentions: {
            teams,
            text:
              `the trim list of NixOS ${name} above lists what your family must remove or mark for the release: ` +
              `${branchOffText(release, options.now)}, the release on ${describeDate(release.release)}. ` +
              'The list is kept up to date until then.',
            perComment: TEAMS_PER_COMMENT,
          },
        }
      : {}),
    closeReason:
      `As of ${dayText(options.now)}, no family has anything left to trim for NixOS ${name}; closing. ` +
      'This issue reopens if an item returns.',
  };
}
