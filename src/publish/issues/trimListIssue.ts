// The trim list of NixOS R as one issue for every family: per family its
// team, its policy and its items in three sections, each a box with the one
// fix and the upstream end of life it rests on. Evaluate decided the items
// (evaluate/trimList.ts); this module words them and decides nothing. Its
// teams are mentioned once each, several to a comment (syncIssue.ts plans
// the comments). Pure: `now` is the run's.
import { cycleWord } from '../../domain/family.js';
import { describeDate } from '../../calendar/releaseCalendar.js';
import type { FamilyTrim, TrimEnd, TrimItem, TrimList, TrimSection } from '../../domain/trimList.js';
import type { NixosRelease } from '../../domain/types.js';
import { teamName } from '../../domain/team.js';
import { isTrimmed } from '../../evaluate/trimList.js';
import { dayText } from '../../report/dayText.js';
import type { ItemChange } from '../../domain/itemChange.js';
import { CHANGE_DETAILS, changeSection, type ChangeDetail } from '../../report/changeMarkdown.js';
import { codeSpan, inertProse, linkDestination } from '../../report/inertText.js';
import { itemPullRequestLines } from '../../report/pullRequestLines.js';
import { datesLines } from './checklists/releasePlan.js';
import { BODY_BUDGET } from './dashboardBody.js';
import {
  dashboardMarker,
  familyIssueKind,
  issueMarker,
  keyComment,
  markerFooter,
  RUN_LINK_TAG,
  trimListMentionKey,
  uniqueItemKeys,
  workItemKey,
} from './markers.js';
import type { DesiredIssue, IssueLink, LinkTarget, TeamMention } from './syncIssue.js';
import { branchOffTitle } from './checklists/branchOff.js';
import { featureFreezeTitle } from './checklists/featureFreeze.js';

/**
 * Teams named in one comment at most. GitHub delivers only so many mentions of
 * one post: the release wiki's Feature-Freeze-Announcement page warns that its
 * own pings may need a second comment, a long-standing report
 * (isaacs/github#23) says only the first ten mentions of a comment notify, and
 * later ones say fifty. Ten is safe under either.
 */
export const TEAMS_PER_COMMENT = 10;

export interface TrimListOptions {
  /** Each family's team ("NixOS/k3s"), by family id; empty or absent: listed without a mention. */
  teams: ReadonlyMap<string, string>;
  runUrl?: string;
  now: Date;
  /** The change of an item, by `trimChangeKey` (its dashboard item's, as the report model holds it): "The change" under it. */
  changes?: ReadonlyMap<string, ItemChange>;
}

/** Which item a change is of: the family, the branch, and the item's own key (its step and its attribute). */
export function trimChangeKey(familyId: string, branch: string, item: Pick<TrimItem, 'step' | 'subject'>): string {
  return `${familyId}\u0000${branch}\u0000${workItemKey(item)}`;
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

/** A family with checklists: what its plan drops, in its checklist's words. */
const DROPPED_HEADING = 'Dropped at the branch-off';

/** The links of one issue's body, each at its own placeholder, resolved when the issue is published. */
class Links {
  readonly all: IssueLink[] = [];
  add(targets: readonly LinkTarget[], otherwise: string): string {
    const placeholder = `<!-- k3s-release-guard-link:${this.all.length} -->`;
    this.all.push({ placeholder, targets, otherwise });
    return placeholder;
  }
}

interface Part {
  family: FamilyTrim;
  release: NixosRelease;
  links: Links;
  /** How much of each item's change the part shows. */
  detail: ChangeDetail;
}

function codeList(subjects: readonly string[]): string {
  const spans = subjects.map((subject) => codeSpan(subject));
  return spans.length <= 1 ? (spans[0] ?? '') : `${spans.slice(0, -1).join(', ')} and ${spans.at(-1)!}`;
}

function itemsText(subjects: readonly string[]): string {
  return `the ${codeList(subjects)} item${subjects.length === 1 ? '' : 's'}`;
}

/**
 * Where an item this list does not hold is: before the freeze, the family's
 * checklist of R (its must-land work), else the branch's dashboard, each linked once it exists.
 */
function whereElsewhere(part: Part, branch: string): string {
  const { family } = part.family;
  const dashboard = { marker: dashboardMarker(branch, family), label: `the ${codeSpan(branch)} dashboard` };
  const checklist =
    part.family.checklists && part.family.masterHeadsFor === undefined && branch === 'master'
      ? [
          {
            marker: issueMarker(familyIssueKind(family, 'feature-freeze'), part.release.name),
            label: `the ${inertProse(family.name)} checklist`,
          },
        ]
      : [];
  return part.links.add([...checklist, dashboard], `its ${codeSpan(branch)} dashboard`);
}

/** The fix, naming the items to do first: those of this list, and where the others are. */
function fixText(entry: TrimItem, part: Part): string {
  const fix = inertProse(entry.fix);
  if (!entry.firstElsewhere?.length) return fix;
  const elsewhere = `${itemsText(entry.firstElsewhere)} on ${whereElsewhere(part, entry.branch)}`;
  const here = entry.first?.length ? ` and ${itemsText(entry.first)}` : '';
  return `Do ${elsewhere}${here} first. Then ${fix.charAt(0).toLowerCase()}${fix.slice(1)}`;
}

/** Why it goes: its rules' reasons, with the cycle's end when they do not date it already. */
function whyText(entry: TrimItem): string {
  const reason = entry.reason !== undefined ? inertProse(entry.reason) : '';
  const said = `${entry.fix} ${entry.reason ?? ''}`;
  const dated =
    entry.end !== undefined &&
    said.includes(dayText(entry.end.date)) &&
    (entry.end.kind === 'known' || said.includes(`(${entry.end.kind})`));
  const end = entry.end === undefined && reason !== '' ? '' : dated ? '' : endText(entry.end);
  return [reason, end].filter((text) => text !== '').join('; ');
}

function itemLine(entry: TrimItem, key: string, part: Part): string {
  const subject = entry.subject !== undefined ? `**${codeSpan(entry.subject)}**: ` : '';
  const why = whyText(entry);
  // The pull requests that answer it, as its dashboard has them: work in review is not new work.
  const answers = entry.item ? itemPullRequestLines(entry.item, 'markdown').map((line) => `\n  - ${line}`) : [];
  return `- [ ] ${subject}${fixText(entry, part)}${why ? ` · ${why}` : ''} ${keyComment(key)}${answers.join('')}`;
}

/** Keys unique in the whole issue: the family, the branch and the item's own key (its change and its attribute). */
function itemLines(part: Part, items: readonly TrimItem[], options: TrimListOptions): string[] {
  const keys = uniqueItemKeys(items);
  return items.flatMap((entry, i) => {
    const change = options.changes?.get(trimChangeKey(part.family.family.id, entry.branch, entry));
    return [
      itemLine(entry, `trim:${part.family.family.id}:${entry.branch}:${keys[i]}`, part),
      ...(change ? changeSection(change, 2, part.detail) : []),
    ];
  });
}

function teamOf(family: FamilyTrim, options: TrimListOptions): { org: string; slug: string } | undefined {
  const [org, slug] = teamName(options.teams.get(family.family.id) ?? '')?.split('/') ?? [];
  return org !== undefined && slug !== undefined ? { org, slug } : undefined;
}

/** Its team (mentioned by this list, or by its own checklists, linked once they exist), and its policy. */
function whoLine(part: Part, options: TrimListOptions): string {
  const { family } = part.family;
  const team = teamOf(part.family, options);
  const named = team
    ? `Team: [${team.org}/${team.slug}](${linkDestination(`https://github.com/orgs/${team.org}/teams/${team.slug}`)})`
    : 'Team: none named';
  let who = team ? named : `${named}, so nobody is mentioned`;
  if (part.family.checklists) {
    const checklist = (kind: 'feature-freeze' | 'branch-off', label: string): string =>
      part.links.add(
        [{ marker: issueMarker(familyIssueKind(family, kind), part.release.name), before: ' · ', label }],
        '',
      );
    who =
      `${named}${team ? ', mentioned by its release checklists, not here' : ''}` +
      checklist('feature-freeze', inertProse(featureFreezeTitle(family, part.release))) +
      checklist('branch-off', inertProse(branchOffTitle(family, part.release)));
  }
  const link = family.policyText;
  const policy = link && /^https?:\/\//.test(link) ? ` · [its policy](${linkDestination(link)})` : '';
  return `${who}${policy}`;
}

function branchList(branches: readonly string[]): string {
  return codeList(branches);
}

function familyLines(part: Part, options: TrimListOptions): string[] {
  const { family } = part;
  const lines = [`### ${inertProse(family.family.name)}`, '', whoLine(part, options), ''];
  // What the list of the family rests on comes first: a declaration that names what is not there.
  if (family.declaration.length > 0)
    lines.push('**Fix its declaration first**', '', ...family.declaration.map((f) => `- ${inertProse(f.message)}`), '');
  for (const section of ['past-end-on-master', 'before-branch-off'] as const) {
    const items = family.items.filter((entry) => entry.section === section);
    const heading = section === 'before-branch-off' && family.checklists ? DROPPED_HEADING : SECTION_HEADINGS[section];
    if (items.length > 0) lines.push(`**${heading}**`, '', ...itemLines(part, items, options), '');
  }
  const live = family.items.filter((entry) => entry.section === 'live-releases');
  for (const branch of [...new Set(live.map((entry) => entry.branch))]) {
    const items = live.filter((entry) => entry.branch === branch);
    lines.push(`**On ${codeSpan(branch)}, a live release**`, '', ...itemLines(part, items, options), '');
  }
  // A branch is either trimmed or not decided, never both.
  const decided = family.lifecycleUnknown
    ? []
    : family.read.filter((branch) => !family.undecided.some((f) => f.branch === branch));
  if (family.items.length === 0 && family.declaration.length === 0 && decided.length > 0)
    lines.push(`Nothing to trim on ${branchList(decided)}.`, '');
  if (family.read.length === 0) lines.push('Nothing could be read.', '');
  if (family.lifecycleUnknown)
    lines.push(
      `Not decided: the lifecycle of ${inertProse(family.lifecycleUnknown.product)} is unknown this run ` +
        `(${inertProse(family.lifecycleUnknown.why)}), so none of its ${cycleWord(family.family, 'many')} was checked.`,
      '',
    );
  else if (family.undecided.length > 0) {
    lines.push('Not decided:', '');
    lines.push(...family.undecided.map((f) => `- ${codeSpan(f.branch)}: ${inertProse(f.message)}`), '');
  }
  return lines;
}

/** A family's part when the whole list would not fit in an issue: how much it holds, and where the rest is. */
function familySummaryLines(part: Part, options: TrimListOptions): string[] {
  const count = part.family.items.length;
  return [
    `### ${inertProse(part.family.family.name)}`,
    '',
    whoLine(part, options),
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

/** Each family's part, whole while the budget from `start` on allows, else its summary; how many were summarized. */
function familyParts(
  list: TrimList,
  options: TrimListOptions,
  start: number,
  detail: ChangeDetail,
): { parts: string[]; links: Links; summarized: number } {
  let used = start;
  const parts: string[] = [];
  const links = new Links();
  let summarized = 0;
  for (const family of list.families) {
    const { release } = list;
    // A part's links are its own: a part shown as its summary instead drops those of its lines.
    const text = familyLines({ family, release, links: new Links(), detail }, options).join('\n');
    const part = { family, release, links, detail };
    const fits = used + text.length <= BODY_BUDGET;
    if (!fits) summarized += 1;
    const shown = fits ? familyLines(part, options) : familySummaryLines(part, options);
    parts.push(...shown);
    used += shown.join('\n').length + 1;
  }
  return { parts, links, summarized };
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
  if (list.unread.length > 0)
    head.push(
      `Not read in this run: ${branchList(list.unread)}; what ${list.unread.length === 1 ? 'it holds' : 'they hold'} ` +
        'is unknown for every family below.',
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
  const start = head.join('\n').length + tail.join('\n').length + 2_000;
  // The change sections shrink first, then go: every family is listed whole before any change is shown.
  let listed = { parts: [] as string[], links: new Links(), summarized: 0 };
  for (const detail of CHANGE_DETAILS) {
    listed = familyParts(list, options, start, detail);
    if (listed.summarized === 0) break;
  }
  const { links } = listed;
  const parts = [...head, ...listed.parts];
  parts.push(...tail);

  // A family's team is told once it has something to trim; until then it is listed, unmentioned. A family with
  // release checklists is told by them: one voice per event.
  const teams: TeamMention[] = list.families.flatMap((family) => {
    const team = teamOf(family, options);
    if (!team || family.checklists || family.items.length === 0) return [];
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
    ...(links.all.length > 0 ? { links: links.all } : {}),
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
