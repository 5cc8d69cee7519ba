// Hidden HTML comments that let the action find its issues again and remember
// what it already did (ticks, mentions) in the issue itself, with no other storage.
import type { FamilyProfile } from '../../domain/family.js';
import type { WorkItem } from '../../domain/types.js';

const PREFIX = 'k3s-release-guard';

/** Characters allowed inside a marker; anything else could end the comment or vary by renderer. */
function markerText(text: string): string {
  return text.replace(/[^A-Za-z0-9._:/+~-]/g, '_').replace(/-{2,}/g, '-');
}

/** `<!-- k3s-release-guard:<kind>:<key> -->`, e.g. kind "dashboard", key "release-26.05". */
export function issueMarker(kind: string, key: string): string {
  return `<!-- ${PREFIX}:${markerText(kind)}:${markerText(key)} -->`;
}

/**
 * The kind of a family's issue in its markers: `dashboard` for k3s (its markers
 * predate families), `rke2:dashboard` for a family with an issue scope, so that
 * no family's issue is ever found as another's.
 */
export function familyIssueKind(family: FamilyProfile | undefined, kind: string): string {
  return family?.issueScope ? `${family.issueScope}:${kind}` : kind;
}

/** The marker of a branch's dashboard issue of `family` (k3s's when absent). */
export function dashboardMarker(branch: string, family?: FamilyProfile): string {
  return issueMarker(familyIssueKind(family, 'dashboard'), branch);
}

/** Whether `body` carries exactly this marker (the closing ` -->` keeps `26.05` from matching `26.05x`). */
export function hasMarker(body: string, marker: string): boolean {
  return body.includes(marker);
}

const ISSUE_MARKER = new RegExp(`<!-- ${PREFIX}:(?!mentioned:)[A-Za-z0-9._:/+~-]+:[A-Za-z0-9._:/+~-]+ -->`);

/** Every issue marker of a body (global: for `matchAll`). */
export const ISSUE_MARKER_LINE = new RegExp(ISSUE_MARKER.source, 'g');

/** Whether `body` carries any issue marker (a dashboard's, a checklist's), whichever. */
export function hasAnyIssueMarker(body: string): boolean {
  return ISSUE_MARKER.test(body);
}

// ---------------------------------------------------------------- mentions

/**
 * The only events a team is mentioned for: a release's feature freeze and its
 * branch-off (`feature-freeze:26.11`, the family's checklist), and a family's
 * part of a release's trim list (`trim-list:26.11:k3s`). Anything else in a
 * mention marker is not ours.
 */
const MENTION_KEY =
  /^((feature-freeze|branch-off):\d{2}\.\d{2}|trim-list:\d{2}\.\d{2}:[A-Za-z0-9][A-Za-z0-9._-]{0,39})$/;

export function isMentionKey(eventKey: string): boolean {
  return MENTION_KEY.test(eventKey);
}

/** The event of a family's team in the trim list of a release: `trim-list:26.11:k3s`. */
export function trimListMentionKey(release: string, familyId: string): string {
  return `trim-list:${release}:${familyId}`;
}

export function mentionMarker(eventKey: string): string {
  if (!isMentionKey(eventKey))
    throw new Error(
      `"${eventKey}" is not a release event (feature-freeze:YY.MM, branch-off:YY.MM or trim-list:YY.MM:family).`,
    );
  return `<!-- ${PREFIX}:mentioned:${eventKey} -->`;
}

const MENTION = new RegExp(`<!-- ${PREFIX}:mentioned:(\\S{1,80}) -->`, 'g');

/** Event keys whose mention the text records; only well-formed keys count. */
export function parseMentions(text: string): string[] {
  return [...text.matchAll(MENTION)].map((m) => m[1]).filter(isMentionKey);
}

// ---------------------------------------------------------------- item keys and ticks

/**
 * The identity of an item across runs, which keys its checkbox: the change
 * and what it is about. A tick stays while the item does; when the work
 * changes (an update becomes a removal), the box is a new one.
 */
export function workItemKey(item: Pick<WorkItem, 'step' | 'subject'>): string {
  return `${item.step}:${item.subject ?? 'branch'}`;
}

/** Keys for a list, made unique when two items share one (`~2`, `~3`). */
export function uniqueItemKeys(items: ReadonlyArray<Pick<WorkItem, 'step' | 'subject'>>): string[] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = workItemKey(item);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}~${n}`;
  });
}

/** `<!-- key:patch-behind:1.30 -->` at the end of a checkbox line. */
export function keyComment(key: string): string {
  return `<!-- key:${markerText(key)} -->`;
}

// A task list item ending in a key comment; `[x]`/`[X]` is a maintainer's tick.
const CHECKBOX = /^(\s*[-*+] \[)([ xX])(\] .*<!-- key:(\S+) -->)\s*$/;

/** Keys whose checkbox is ticked in `body`. */
export function parseTicks(body: string): Set<string> {
  const ticked = new Set<string>();
  for (const line of body.split(/\r?\n/)) {
    const m = CHECKBOX.exec(line);
    if (m && m[2] !== ' ') ticked.add(m[4]);
  }
  return ticked;
}

/** The text of every box left unticked in `body`, without its key comment: what was left undone. */
export function openItems(body: string): string[] {
  const items: string[] = [];
  for (const line of body.split(/\r?\n/)) {
    const m = CHECKBOX.exec(line);
    if (m && m[2] === ' ')
      items.push(
        m[3]
          .slice(2)
          .replace(/\s*<!-- key:\S+ -->$/, '')
          .trim(),
      );
  }
  return items;
}

/** `body` with the boxes of `ticked` keys ticked; other boxes as they are. */
export function applyTicks(body: string, ticked: ReadonlySet<string>): string {
  if (ticked.size === 0) return body;
  return body
    .split('\n')
    .map((line) => {
      const m = CHECKBOX.exec(line);
      return m && ticked.has(m[4]) ? `${m[1]}x${m[3]}` : line;
    })
    .join('\n');
}

// ---------------------------------------------------------------- the marker footer

/** Any line that is only one of our markers (issue or mention). */
const MARKER_LINE = new RegExp(`^<!-- ${PREFIX}:[^\\s]+ -->$`);

/** The hidden lines closing every body we write: the issue marker, then the mentions made (release events only). */
export function markerFooter(marker: string, mentions: Iterable<string>): string {
  const events = [...new Set(mentions)].filter(isMentionKey).sort();
  return [marker, ...events.map(mentionMarker)].join('\n');
}

/** `body` with its marker lines removed, so the footer can be written once, canonically. */
export function stripMarkerLines(body: string): string {
  return body
    .split('\n')
    .filter((line) => !MARKER_LINE.test(line.trim()))
    .join('\n');
}

// ---------------------------------------------------------------- comparing bodies

/** Tag on a line whose links change every run (the run's job summary); see `comparableBody`. */
export const RUN_LINK_TAG = `<!-- ${PREFIX}:run-link -->`;

/** Line endings and trailing blanks as GitHub may rewrite them. */
export function normalizeBody(body: string): string {
  return body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .trim();
}

/**
 * The body as compared to decide on an edit. A link to the current run alone is
 * no reason to edit (it would mean a write on every run); the link in the issue
 * then points at the run that last changed it, which shows the same findings.
 */
export function comparableBody(body: string): string {
  return (
    normalizeBody(body)
      .split('\n')
      .map((line) => (line.includes(RUN_LINK_TAG) ? line.replace(/https?:\/\/[^\s<>)]+/g, '<run>') : line))
      // A maintainer's `[X]` is the same tick as our `[x]`: no edit just to change its case.
      .map((line) =>
        line.replace(
          CHECKBOX,
          (_all, open: string, tick: string, rest: string) => `${open}${tick.toLowerCase()}${rest}`,
        ),
      )
      .join('\n')
  );
}
