// Bringing one of the action's own issues in line with what it should say: a
// pure plan, then its serial application (or, in a dry run, its description).
// The plan sees only issues the action's own identity opened (publishIssues.ts
// filters them), so a stranger's issue is never adopted, edited or closed.
import { teamName } from '../../domain/team.js';
import { inertProse, lineText } from '../../report/inertText.js';
import type { ExistingIssue, IssueStore } from './issueStore.js';
import {
  applyTicks,
  comparableBody,
  hasAnyIssueMarker,
  hasMarker,
  markerFooter,
  mentionMarker,
  normalizeBody,
  openItems,
  parseMentions,
  parseTicks,
  stripMarkerLines,
} from './markers.js';

/** GitHub's limits on issue text. */
export const GITHUB_BODY_LIMIT = 65_536;
const GITHUB_TITLE_LIMIT = 256;
/** Items quoted in a closing comment; the rest are counted. */
const UNDONE_SHOWN = 10;
const UNDONE_ITEM_LIMIT = 300;

export interface MentionRequest {
  /** "NixOS/k3s" (a leading @ is accepted); empty disables mentions. */
  team: string;
  /** The release event the mention is for, `feature-freeze:YY.MM` or `branch-off:YY.MM`; mentioned once, ever. */
  eventKey: string;
  /** The comment; `@team` is put in front unless it already names the team. */
  text: string;
}

/** A team to mention once, beside others in a comment: one family's in a trim list. */
export interface TeamMention {
  /** "NixOS/k3s" (a leading @ is accepted); empty: the family is listed without a mention. */
  team: string;
  /** Its event, `trim-list:26.05:k3s`: mentioned once, ever. */
  eventKey: string;
  /** What the team is told for, beside its handle: the family's name (inert Markdown). */
  about: string;
}

/** Several teams, each mentioned once, at most `perComment` to a comment. */
export interface TeamMentions {
  teams: readonly TeamMention[];
  /** The comment's words after the handles (inert Markdown). */
  text: string;
  perComment: number;
}

/** One of the action's issues a link may point to: its marker, and the link's words. */
export interface LinkTarget {
  marker: string;
  /** Inert Markdown before the link: " · ". */
  before?: string;
  /** The link's words (inert Markdown). */
  label: string;
}

/**
 * A place in a body that links another of the action's issues once it exists
 * (a checklist the trim list points to): the first of `targets` the action has,
 * else `otherwise`. Issue numbers are known only when publishing, so the body
 * holds `placeholder` until then.
 */
export interface IssueLink {
  /** An HTML comment of ours in the body (inert text can never be one: it is code-spanned). */
  placeholder: string;
  targets: readonly LinkTarget[];
  /** Inert Markdown when none of them exists (yet). */
  otherwise: string;
}

export interface DesiredIssue {
  /** From `issueMarker(kind, key)`; how the issue is found again. */
  marker: string;
  /** Stable (no counts): an own issue with exactly this title is found again when its marker line is gone. */
  title: string;
  body: string;
  /** Nothing to act on: an open issue is closed, and none is created. */
  clean: boolean;
  /** Given to the issue when it is created, and never again: a label someone removed stays removed. */
  labels: readonly string[];
  mention?: MentionRequest;
  /** Teams to mention once each, in as few comments as their cap allows (the trim list's). */
  teamMentions?: TeamMentions;
  /** Links in the body to other issues of the action, each at its placeholder. */
  links?: readonly IssueLink[];
  /** Comment posted when the issue is closed because it became clean. */
  closeReason: string;
  /**
   * The issue's subject is over (its release event passed, its branch retired): an
   * open issue is closed with this reason and the items left undone, as it stands
   * (body and title are not rewritten); none is created, a closed one is not reopened.
   */
  ended?: { reason: string };
}

export type IssueStep =
  | { kind: 'ensure-labels'; labels: string[] }
  | { kind: 'create'; title: string; body: string; labels: string[] }
  | {
      kind: 'update';
      issue: number;
      why: 'edit' | 'close' | 'reopen' | 'close-duplicate';
      title?: string;
      body?: string;
      state?: 'open' | 'closed';
      stateReason?: 'completed' | 'not_planned' | 'reopened';
    }
  | {
      kind: 'comment';
      /** 'new': the issue the plan creates. */
      issue: number | 'new';
      why: 'close-reason' | 'mention' | 'duplicate';
      body: string;
      /** Of a mention: the teams it names and the events it records. */
      mentions?: PlannedMention[];
      /** Body to restore if the comment fails, so a mention never recorded as made is retried. */
      undoBody?: string;
    };

/** A mention the plan makes: the team's handle (without @) and its event. */
export interface PlannedMention {
  team: string;
  eventKey: string;
}

export type IssueOutcome = 'create' | 'edit' | 'close' | 'reopen' | 'none';

export interface IssuePlan {
  marker: string;
  outcome: IssueOutcome;
  /** The oldest own issue carrying the marker (or, when none does, the exact title). */
  canonical?: ExistingIssue;
  /** Younger open own issues found the same way, closed as duplicates of the canonical one. */
  duplicates: ExistingIssue[];
  mention?: PlannedMention;
  /** The teams of `teamMentions` the plan mentions, in its comments' order. */
  teams?: PlannedMention[];
  /** Writes, in order; empty when GitHub already says what it should. */
  steps: IssueStep[];
  /** What the run should say it left alone, and why (a locked issue). */
  warnings: string[];
  /** The issue's subject has ended: it is only closed if it exists, never created. */
  ended?: true;
}

export interface PlanContext {
  /**
   * Release events the team was already mentioned for, wherever the action recorded
   * it (any of its own issues, its own comments, the run's record): never again.
   */
  mentioned?: ReadonlySet<string>;
}

function byAge(a: ExistingIssue, b: ExistingIssue): number {
  return a.createdAt.localeCompare(b.createdAt) || a.number - b.number;
}

function teamHandle(team: string): string {
  return teamName(team) ?? '';
}

/** The comment text, naming the team once, with the event's marker so the comment explains itself. */
function mentionComment(mention: MentionRequest): string {
  const handle = `@${teamHandle(mention.team)}`;
  const text = mention.text.includes(handle) ? mention.text.trim() : `${handle} ${mention.text.trim()}`;
  return `${text}\n\n${mentionMarker(mention.eventKey)}`;
}

/**
 * Comments naming the teams: at most `perComment` handles each, the families
 * of one handle together, each comment recording the events it makes.
 */
function teamsComments(teams: readonly TeamMention[], mentions: TeamMentions): TeamMention[][] {
  const byHandle = new Map<string, TeamMention[]>();
  for (const team of teams) {
    const handle = teamHandle(team.team).toLowerCase();
    byHandle.set(handle, [...(byHandle.get(handle) ?? []), team]);
  }
  const groups = [...byHandle.values()];
  const size = Math.max(1, Math.floor(mentions.perComment));
  const comments: TeamMention[][] = [];
  for (let i = 0; i < groups.length; i += size) comments.push(groups.slice(i, i + size).flat());
  return comments;
}

function teamsCommentBody(teams: readonly TeamMention[], text: string): string {
  const abouts = new Map<string, { handle: string; about: string[] }>();
  for (const team of teams) {
    const handle = teamHandle(team.team);
    const entry = abouts.get(handle.toLowerCase()) ?? { handle, about: [] };
    entry.about.push(team.about);
    abouts.set(handle.toLowerCase(), entry);
  }
  const named = [...abouts.values()].map(({ handle, about }) => `@${handle} (${about.join(', ')})`).join(', ');
  return `${named}: ${text.trim()}\n\n${teams.map((team) => mentionMarker(team.eventKey)).join('\n')}`;
}

/** The desired body as written: normalized, ticks carried over, marker footer canonical. */
function finalBody(desired: DesiredIssue, mentions: Iterable<string>, previousBody: string | undefined): string {
  const content = normalizeBody(stripMarkerLines(desired.body));
  const body = `${content}\n\n${markerFooter(desired.marker, mentions)}`;
  return previousBody ? applyTicks(body, parseTicks(previousBody)) : body;
}

function finalTitle(title: string): string {
  const oneLine = title.replace(/\s+/g, ' ').trim();
  return oneLine.length <= GITHUB_TITLE_LIMIT ? oneLine : `${oneLine.slice(0, GITHUB_TITLE_LIMIT - 1)}…`;
}

/**
 * The own issues that are this desired issue: those carrying its marker, or, when
 * none does, those with exactly its title and no marker at all (a maintainer edited
 * the marker line out). Oldest first.
 */
function candidatesFor(own: readonly ExistingIssue[], desired: DesiredIssue): ExistingIssue[] {
  const marked = own.filter((i) => hasMarker(i.body, desired.marker));
  if (marked.length > 0) return marked.sort(byAge);
  const title = finalTitle(desired.title);
  return own.filter((i) => i.title === title && !hasAnyIssueMarker(i.body)).sort(byAge);
}

/** The closing comment of an issue whose subject is over, with what was left undone in it. */
function endedComment(reason: string, body: string): { text: string; undone: number } {
  const undone = openItems(body);
  if (undone.length === 0) return { text: `${reason}; nothing was left undone. Closing.`, undone: 0 };
  const shown = undone.slice(0, UNDONE_SHOWN).map((item) => {
    // The item is a line of the issue body, which people may have edited: its backticks go, and the
    // words are shown inert again.
    return `- ${inertProse(lineText(item.replace(/`/g, ''), UNDONE_ITEM_LIMIT))}`;
  });
  if (undone.length > UNDONE_SHOWN) shown.push(`- … and ${undone.length - UNDONE_SHOWN} more`);
  const count = `${undone.length} item${undone.length === 1 ? '' : 's'} left undone`;
  return { text: `${reason}; ${count}:\n\n${shown.join('\n')}\n\nClosing.`, undone: undone.length };
}

function lockedWarning(issue: ExistingIssue): string {
  return (
    `Issue #${issue.number} ("${lineText(issue.title)}") is locked, so k3s-release-guard leaves it as it is; ` +
    'unlock it to let the action keep it up to date.'
  );
}

export function planIssueSync(
  own: readonly ExistingIssue[],
  desired: DesiredIssue,
  context: PlanContext = {},
): IssuePlan {
  const candidates = candidatesFor(own, desired);
  const [canonical, ...younger] = candidates;
  const warnings: string[] = [];
  const openYounger = younger.filter((i) => i.state === 'open');
  for (const locked of openYounger.filter((i) => i.locked)) warnings.push(lockedWarning(locked));
  const duplicates = openYounger.filter((i) => !i.locked);

  // Mentions recorded on any copy count too, so a race that created two issues does not ping the team twice.
  const recorded = new Set([...candidates.flatMap((i) => parseMentions(i.body)), ...parseMentions(desired.body)]);
  const made = new Set([...recorded, ...(context.mentioned ?? [])]);
  const eventKey = desired.mention?.eventKey;
  const mentionWanted =
    desired.mention !== undefined &&
    teamHandle(desired.mention.team) !== '' &&
    !desired.clean &&
    !desired.ended &&
    !made.has(desired.mention.eventKey);
  const mention = mentionWanted ? desired.mention : undefined;
  // The footer records this issue's own event once made (here or on an issue that is gone), and nothing else.
  const footer = new Set(recorded);
  if (eventKey !== undefined && (mention || made.has(eventKey))) footer.add(eventKey);
  // The teams of a trim list: each one not yet mentioned, while the issue asks for work.
  const group = desired.teamMentions;
  const teamsWanted =
    group && !desired.clean && !desired.ended
      ? group.teams.filter((team) => teamHandle(team.team) !== '' && !made.has(team.eventKey))
      : [];
  for (const team of group?.teams ?? []) if (made.has(team.eventKey)) footer.add(team.eventKey);
  for (const team of teamsWanted) footer.add(team.eventKey);
  const teamComments = group ? teamsComments(teamsWanted, group) : [];
  /** The footer without the events of the comments from `index` on (the single mention is the first): if a comment fails. */
  const footerBefore = (index: number): Set<string> => {
    const left = new Set(footer);
    const unsent = [...(mention ? [[mention]] : []), ...teamComments].slice(index).flat();
    for (const { eventKey: key } of unsent) left.delete(key);
    return left;
  };

  const title = finalTitle(desired.title);
  const body = finalBody(desired, footer, canonical?.body);
  if (body.length > GITHUB_BODY_LIMIT) {
    throw new Error(
      `The body of the issue ${desired.marker} has ${body.length} characters, over GitHub's ${GITHUB_BODY_LIMIT}.`,
    );
  }
  // Without the mentions not made yet: what to restore if a mention comment fails.
  const undoBody = (index: number): string => finalBody(desired, footerBefore(index), canonical?.body);

  const steps: IssueStep[] = [];
  let outcome: IssueOutcome = 'none';
  const mentionStep = (issue: number | 'new'): void => {
    let index = 0;
    if (mention) {
      const mentions = [{ team: teamHandle(mention.team), eventKey: mention.eventKey }];
      steps.push({
        kind: 'comment',
        issue,
        why: 'mention',
        body: mentionComment(mention),
        undoBody: undoBody(0),
        mentions,
      });
      index += 1;
    }
    for (const teams of teamComments) {
      steps.push({
        kind: 'comment',
        issue,
        why: 'mention',
        body: teamsCommentBody(teams, group!.text),
        undoBody: undoBody(index),
        mentions: teams.map((team) => ({ team: teamHandle(team.team), eventKey: team.eventKey })),
      });
      index += 1;
    }
  };

  if (desired.ended) {
    if (canonical?.state === 'open') {
      outcome = 'close';
      const closing = endedComment(desired.ended.reason, canonical.body);
      steps.push({
        kind: 'update',
        issue: canonical.number,
        why: 'close',
        state: 'closed',
        stateReason: closing.undone > 0 ? 'not_planned' : 'completed',
      });
      steps.push({ kind: 'comment', issue: canonical.number, why: 'close-reason', body: closing.text });
    }
  } else if (!canonical) {
    if (!desired.clean) {
      outcome = 'create';
      steps.push({ kind: 'create', title, body, labels: [...desired.labels] });
      mentionStep('new');
    }
  } else {
    const changes = {
      ...(canonical.title !== title ? { title } : {}),
      ...(comparableBody(canonical.body) !== comparableBody(body) ? { body } : {}),
    };
    const changed = Object.keys(changes).length > 0;
    if (desired.clean && canonical.state === 'open') {
      outcome = 'close';
      steps.push({
        kind: 'update',
        issue: canonical.number,
        why: 'close',
        ...changes,
        state: 'closed',
        stateReason: 'completed',
      });
      steps.push({ kind: 'comment', issue: canonical.number, why: 'close-reason', body: desired.closeReason.trim() });
    } else if (!desired.clean && canonical.state === 'closed') {
      outcome = 'reopen';
      // One PATCH reopens and rewrites, so the issue is never open with stale findings.
      steps.push({
        kind: 'update',
        issue: canonical.number,
        why: 'reopen',
        ...changes,
        state: 'open',
        stateReason: 'reopened',
      });
    } else if (changed) {
      outcome = 'edit';
      steps.push({ kind: 'update', issue: canonical.number, why: 'edit', ...changes });
    }
    // Found by author and marker, not by label: the labels are people's, and left as they put them.
    mentionStep(canonical.number);
  }

  for (const duplicate of duplicates) {
    steps.push({
      kind: 'update',
      issue: duplicate.number,
      why: 'close-duplicate',
      state: 'closed',
      stateReason: 'not_planned',
    });
    steps.push({
      kind: 'comment',
      issue: duplicate.number,
      why: 'duplicate',
      body: `Duplicate of #${canonical.number}`,
    });
  }

  // Labels go on a new issue only, and are looked up only then.
  if (steps.some((s) => s.kind === 'create') && desired.labels.length)
    steps.unshift({ kind: 'ensure-labels', labels: [...desired.labels] });

  // A locked issue takes no comment from the action: left as it is, said once per run that would have written to it.
  if (canonical?.locked && steps.length) {
    return {
      marker: desired.marker,
      outcome: 'none',
      canonical,
      duplicates: [],
      steps: [],
      warnings: [lockedWarning(canonical)],
    };
  }
  return {
    marker: desired.marker,
    outcome,
    canonical,
    duplicates,
    ...(mention ? { mention: { team: teamHandle(mention.team), eventKey: mention.eventKey } } : {}),
    ...(teamsWanted.length > 0
      ? { teams: teamsWanted.map((team) => ({ team: teamHandle(team.team), eventKey: team.eventKey })) }
      : {}),
    steps,
    warnings,
    ...(desired.ended ? { ended: true as const } : {}),
  };
}

/** The existing issues a plan writes to (to be read again and confirmed first). */
export function writeTargets(plan: IssuePlan): number[] {
  const targets = plan.steps.flatMap((s) =>
    (s.kind === 'update' || s.kind === 'comment') && typeof s.issue === 'number' ? [s.issue] : [],
  );
  return [...new Set(targets)];
}

// ---------------------------------------------------------------- applying

export interface IssueAction {
  what: 'create-label' | 'create' | 'edit' | 'close' | 'reopen' | 'close-duplicate' | 'comment' | 'mention';
  /** Absent for an issue a dry run would create. */
  issue?: number;
  url?: string;
  /** Of a new issue: the labels it is given (those the repository has, or the action created). */
  labels?: string[];
  /** One line for the log and the job summary. */
  text: string;
  /** Of a mention: the events it made (or, in a dry run, would make). */
  mentioned?: string[];
}

export interface IssueSyncResult {
  dryRun: boolean;
  outcome: IssueOutcome;
  /** The canonical issue after the sync (for the `issue-number` output); absent when there is none. */
  issue?: { number: number; url: string; state: 'open' | 'closed' };
  /** Done, or in a dry run what would be done, in order. */
  actions: IssueAction[];
  plan: IssuePlan;
  /** What was left alone and why (a locked issue, one that vanished or changed hands), for the log and the summary. */
  warnings: string[];
}

export interface ApplyOptions {
  dryRun: boolean;
  /** Create a label the repository lacks (input create-labels); else a new issue goes without it. */
  createLabels: boolean;
  /**
   * Whether each label looked up exists (or, in a dry run, was reported as to be created),
   * shared by the syncs of one run so each label is looked up, and a missing one said, once.
   */
  knownLabels?: Map<string, boolean>;
}

function missingLabelWarning(name: string): string {
  return (
    `The label "${lineText(name, 100)}" does not exist in the repository, so the issues the action opens go without it; ` +
    'create it there, or set create-labels: true to let the action create it.'
  );
}

function stateOf(step: Extract<IssueStep, { kind: 'update' }>, before: 'open' | 'closed'): 'open' | 'closed' {
  return step.state ?? before;
}

/** Performs the plan one request at a time (never in parallel: GitHub's secondary limits punish concurrent writes). */
export async function applyIssuePlan(
  store: IssueStore,
  plan: IssuePlan,
  options: ApplyOptions,
): Promise<IssueSyncResult> {
  const dry = options.dryRun;
  const would = (text: string): string => (dry ? `would ${text}` : text);
  const actions: IssueAction[] = [];
  const urls = new Map<number, string>(
    [plan.canonical, ...plan.duplicates].filter((i) => i !== undefined).map((i) => [i.number, i.url]),
  );
  let issue = plan.canonical
    ? { number: plan.canonical.number, url: plan.canonical.url, state: plan.canonical.state }
    : undefined;
  let created: number | undefined;
  const warnings = [...plan.warnings];
  const known = options.knownLabels ?? new Map<string, boolean>();

  for (const step of plan.steps) {
    switch (step.kind) {
      case 'ensure-labels': {
        for (const name of step.labels) {
          if (known.has(name)) continue;
          let exists = await store.labelExists(name);
          if (!exists && options.createLabels) {
            if (!dry) await store.createLabel(name);
            actions.push({ what: 'create-label', text: would(`create label "${name}"`) });
            exists = true;
          } else if (!exists) warnings.push(missingLabelWarning(name));
          known.set(name, exists);
        }
        break;
      }
      case 'create': {
        // GitHub would create a label it lacks on the fly: only labels that exist are given.
        const labels = step.labels.filter((name) => known.get(name) === true);
        if (dry) {
          actions.push({ what: 'create', labels, text: would(`create issue "${step.title}"`) });
          break;
        }
        const made = await store.create({ title: step.title, body: step.body, labels });
        created = made.number;
        urls.set(made.number, made.url);
        issue = { number: made.number, url: made.url, state: made.state };
        actions.push({
          what: 'create',
          issue: made.number,
          url: made.url,
          labels,
          text: `created #${made.number} ${made.url}`,
        });
        break;
      }
      case 'update': {
        const url = urls.get(step.issue);
        if (!dry)
          await store.update(step.issue, {
            title: step.title,
            body: step.body,
            state: step.state,
            stateReason: step.stateReason,
          });
        if (issue?.number === step.issue) issue = { ...issue, state: stateOf(step, issue.state) };
        const verb = { edit: 'edit', close: 'close', reopen: 'reopen', 'close-duplicate': 'close as duplicate' }[
          step.why
        ];
        actions.push({
          what: step.why,
          issue: step.issue,
          url,
          text: would(`${verb} #${step.issue} ${url ?? ''}`.trim()),
        });
        break;
      }
      case 'comment': {
        const target = step.issue === 'new' ? created : step.issue;
        const what = step.why === 'mention' ? 'mention' : 'comment';
        const label = target !== undefined ? `#${target}` : 'the new issue';
        const mentioned = step.why === 'mention' ? (step.mentions ?? []) : [];
        const text =
          mentioned.length > 0
            ? would(
                `mention ${[...new Set(mentioned.map((m) => `@${m.team}`))].join(', ')} on ${label} for ${mentioned.map((m) => m.eventKey).join(', ')}`,
              )
            : would(`comment on ${label}: ${step.body.split('\n')[0]}`);
        if (!dry) {
          if (target === undefined) throw new Error('A comment step targets an issue that was not created.');
          try {
            await store.comment(target, step.body);
          } catch (error) {
            // The body already records the mention; take it back so the next run tries again.
            if (step.undoBody !== undefined) await store.update(target, { body: step.undoBody }).catch(() => undefined);
            throw error;
          }
        }
        actions.push({
          what,
          issue: target,
          url: target !== undefined ? urls.get(target) : undefined,
          text,
          ...(mentioned.length > 0 ? { mentioned: mentioned.map((m) => m.eventKey) } : {}),
        });
        break;
      }
    }
  }
  return {
    dryRun: dry,
    outcome: plan.outcome,
    ...(issue ? { issue } : {}),
    actions,
    plan,
    warnings,
  };
}

/** The body with each link resolved: the first target the action has (its page, by `urlOf`), else its other words. */
export function withLinks(desired: DesiredIssue, urlOf: (marker: string) => string | undefined): DesiredIssue {
  if (!desired.links?.length) return desired;
  let body = desired.body;
  for (const link of desired.links) {
    const found = link.targets.flatMap((target) => {
      const url = urlOf(target.marker);
      return url === undefined ? [] : [`${target.before ?? ''}[${target.label}](${url})`];
    })[0];
    body = body.split(link.placeholder).join(found ?? link.otherwise);
  }
  return { ...desired, body };
}
