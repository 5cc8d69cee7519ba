// Brings every issue a run wants (dashboards, checklists, and the ended ones to
// close) in line. The action's own issues are listed once, by author (a label is
// anyone's to add or remove); each is read again and confirmed before a write;
// the writes go one request at a time. Whatever one issue meets (locked,
// deleted, moved) is a warning, and the run goes on with the others.
import { sameLogin } from './identity.js';
import type { ExistingIssue, IssueLookup, IssueStore } from './issueStore.js';
import { ISSUE_MARKER_LINE, parseMentions } from './markers.js';
import type { MentionRecord } from './mentionRecord.js';
import {
  applyIssuePlan,
  planIssueSync,
  withLinks,
  writeTargets,
  type DesiredIssue,
  type IssuePlan,
  type IssueSyncResult,
} from './syncIssue.js';

export interface PublishOptions {
  dryRun: boolean;
  /** The login whose issues and comments are the action's own (see identity.ts). */
  identity: string;
  /** Mentions made in earlier runs; the mentions this run makes are added. */
  record?: MentionRecord;
  /** Create a label the repository lacks (input create-labels); else a new issue goes without it. */
  createLabels?: boolean;
}

interface Run {
  store: IssueStore;
  options: PublishOptions;
  /** The action's own issues by number, as last read. */
  own: Map<number, ExistingIssue>;
  /** Release events the team was mentioned for, from every own issue (read at listing time) and the record. */
  mentioned: Set<string>;
  /** Labels looked up this run: whether each exists. */
  knownLabels: Map<string, boolean>;
  /** The pages of the action's issues by marker: those listed, then those this run created. */
  pages: Map<string, string>;
}

export async function publishIssues(
  store: IssueStore,
  desired: readonly DesiredIssue[],
  options: PublishOptions,
): Promise<IssueSyncResult[]> {
  if (desired.length === 0) return [];
  // The listing asks GitHub for the identity's issues; the filter holds whatever the answer says.
  const listed = (await store.list({ creator: options.identity })).filter((i) => sameLogin(i.author, options.identity));
  const run: Run = {
    store,
    options,
    own: new Map(listed.map((i) => [i.number, i])),
    // Kept from the listing: an issue that turns out to be gone still recorded its mention.
    mentioned: new Set([...listed.flatMap((i) => parseMentions(i.body)), ...(options.record?.made ?? [])]),
    knownLabels: new Map<string, boolean>(),
    pages: pagesByMarker(listed),
  };
  const results: IssueSyncResult[] = [];
  // In order: an issue linked to by a later one (a checklist, by the trim list) is created before the link is made.
  for (const issue of desired) {
    const result = await syncOwnIssue(
      run,
      withLinks(issue, (marker) => run.pages.get(marker)),
    );
    if (result.issue && !run.pages.has(issue.marker)) run.pages.set(issue.marker, result.issue.url);
    // A dry run's new issue has no page yet: a preview shows the link it will get, to an issue still to be numbered.
    else if (options.dryRun && result.outcome === 'create' && !run.pages.has(issue.marker))
      run.pages.set(issue.marker, NEW_ISSUE_PAGE);
    results.push(result);
  }
  return results;
}

/** Where a dry run links an issue it would create: it has no number yet. */
export const NEW_ISSUE_PAGE = '#new-issue';

/** The page of the oldest own issue carrying each marker: the one the sync keeps. */
function pagesByMarker(issues: readonly ExistingIssue[]): Map<string, string> {
  const pages = new Map<string, string>();
  const oldestFirst = [...issues].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.number - b.number);
  for (const issue of oldestFirst)
    for (const [marker] of issue.body.matchAll(ISSUE_MARKER_LINE)) if (!pages.has(marker)) pages.set(marker, issue.url);
  return pages;
}

/** One desired issue, through the publishing of a run (for callers that keep one issue). */
export async function syncIssue(
  store: IssueStore,
  desired: DesiredIssue,
  options: PublishOptions,
): Promise<IssueSyncResult> {
  const [result] = await publishIssues(store, [desired], options);
  return result;
}

function goneText(number: number, gone: Extract<IssueLookup, { gone: unknown }>['gone']): string {
  const why = {
    deleted: 'was deleted',
    transferred: 'was transferred to another repository',
    'not found': 'is gone (deleted, or moved where the token cannot see it)',
  }[gone];
  return `Issue #${number} ${why}; it is no longer the action's to keep.`;
}

async function syncOwnIssue(run: Run, desired: DesiredIssue): Promise<IssueSyncResult> {
  const { store, options } = run;
  const notes: string[] = [];
  const plan = (): IssuePlan => planIssueSync([...run.own.values()], desired, { mentioned: run.mentioned });

  // Read again every issue the plan would write to, and plan again from what GitHub says now,
  // until every issue written to has been confirmed: still there, still the action's own.
  const confirmed = new Set<number>();
  let current = plan();
  for (;;) {
    const unread = writeTargets(current).filter((n) => !confirmed.has(n));
    if (unread.length === 0) break;
    for (const number of unread) {
      confirmed.add(number);
      const lookup = await store.get(number);
      if ('gone' in lookup) {
        run.own.delete(number);
        notes.push(goneText(number, lookup.gone));
      } else if (!sameLogin(lookup.issue.author, options.identity)) {
        run.own.delete(number);
        notes.push(`Issue #${number} is no longer by ${options.identity}; it is left alone.`);
      } else {
        // Its marker or title may have changed meanwhile: the plan decides again whether it is this issue.
        run.own.set(number, lookup.issue);
      }
    }
    current = plan();
  }
  if (notes.length && current.outcome === 'create')
    notes.push(
      `A new issue takes its place${desired.mention ? '; the team is not mentioned again' : desired.teamMentions ? '; no team is mentioned again' : ''}.`,
    );

  // About to mention the team on an existing issue: the action's own comments there may
  // record the mention already (a maintainer may have edited the body's record away).
  if ((current.mention || current.teams) && current.canonical) {
    const comments = await store.comments(current.canonical.number);
    const recorded = comments
      .filter((c) => sameLogin(c.author, options.identity))
      .flatMap((c) => parseMentions(c.body));
    if (recorded.length > 0) {
      for (const key of recorded) run.mentioned.add(key);
      current = plan();
    }
  }

  let result: IssueSyncResult;
  try {
    result = await applyIssuePlan(store, current, {
      dryRun: options.dryRun,
      createLabels: options.createLabels === true,
      knownLabels: run.knownLabels,
    });
  } catch (error) {
    const refused = refusalText(error, current);
    if (!refused) throw error;
    return { dryRun: options.dryRun, outcome: 'none', actions: [], plan: current, warnings: [...notes, refused] };
  }
  // Each mention comment that went through records its events, in the run and in the record kept between runs.
  for (const action of result.actions) {
    if (action.what !== 'mention' || options.dryRun || action.issue === undefined) continue;
    for (const eventKey of action.mentioned ?? []) {
      run.mentioned.add(eventKey);
      options.record?.add(eventKey, action.issue);
    }
  }
  return { ...result, warnings: [...notes, ...result.warnings] };
}

/**
 * A write GitHub refused for this one issue (locked meanwhile, deleted meanwhile):
 * a warning, and the run goes on. Anything else (no permission, a rate limit) is the run's failure.
 */
function refusalText(error: unknown, plan: IssuePlan): string | undefined {
  const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  const message = error instanceof Error ? error.message : '';
  const issue = plan.canonical ? `#${plan.canonical.number}` : plan.marker;
  if (status === 403 && /locked/i.test(message))
    return `GitHub refused a write to issue ${issue} because it is locked; the action leaves it as it is (some of its changes may have gone through). Unlock it to let the action keep it up to date.`;
  if (status === 404 || status === 410)
    return `Issue ${issue} vanished while the action wrote to it (HTTP ${status}); the next run takes it up again.`;
  return undefined;
}
