// A preview of what a run would write: every issue, checklist, comment and
// label, in full and exactly as the run would send it, and nothing written. It
// runs the same sync as a real run, as a dry run: with GitHub's issues to read
// it says what would change; without, it shows them as if none existed yet.
import type { OptionWords } from '../domain/optionWords.js';
import type { IssueStore } from './issues/issueStore.js';
import type { IssueStep, IssueSyncResult } from './issues/syncIssue.js';
import { storeIssuePublisher, type IssuePublisher, type Published } from './publisher.js';

export interface PreviewOptions {
  /** Input `own-issues-author`: whose issues would be the run's own. */
  author: string;
  /** Input `create-labels`: whether a label the repository lacks would be created. */
  createLabels: boolean;
  /** The issues there are now, and where they were read ("NixOS/nixpkgs"); absent: as if there were none. */
  existing?: { store: IssueStore; repository: string };
  /** Receives the preview text once the issues are planned. */
  show: (text: string) => void;
  /** How the front end names its options in the log (the CLI's). */
  words?: OptionWords;
}

export function previewIssuePublisher(options: PreviewOptions): IssuePublisher {
  const inner = storeIssuePublisher(options.existing?.store ?? noIssues(), {
    dryRun: true,
    author: options.author,
    createLabels: options.createLabels,
    askTokenLogin: options.existing !== undefined,
    ...(options.words ? { words: options.words } : {}),
  });
  return {
    dryRun: true,
    async publish(desired, log) {
      const published = await inner.publish(desired, log);
      options.show(renderPreview(published, options.existing?.repository));
      return published;
    },
  };
}

/** A repository without issues or labels; a preview never writes, so its writes are never called. */
function noIssues(): IssueStore {
  const refuse = async (): Promise<never> => {
    throw new Error('A preview writes nothing.');
  };
  return {
    list: async () => [],
    get: async () => ({ gone: 'not found' }),
    comments: async () => [],
    tokenLogin: async () => undefined,
    labelExists: async () => false,
    create: refuse,
    update: refuse,
    comment: refuse,
    createLabel: refuse,
  };
}

export function renderPreview(published: Published, repository: string | undefined): string {
  const source = repository
    ? `compared with the issues of ${repository} now`
    : 'no issue was read (no GITHUB_TOKEN, or offline): shown as if none existed yet';
  const out = [`Preview of the issues this run would write; ${source}. Nothing was written.`];
  if (published.refused) out.push('', published.refused);
  // An ended subject the run kept no issue for needs no word: there is nothing to close.
  const shown = published.results.filter((r) => !(r.plan.ended && !r.plan.canonical && r.actions.length === 0));
  shown.forEach((result, index) => {
    out.push('', `=== Issue ${index + 1} of ${shown.length}: ${headline(result)} ===`);
    out.push(...resultLines(result));
  });
  if (shown.length === 0 && !published.refused) out.push('', 'This run keeps no issue.');
  return out.join('\n') + '\n';
}

function headline(result: IssueSyncResult): string {
  const issue = result.plan.canonical;
  const known = issue ? `#${issue.number} ${issue.url}` : '';
  switch (result.outcome) {
    case 'create':
      return 'create a new issue';
    case 'edit':
      return `edit ${known}`;
    case 'close':
      return `close ${known}`;
    case 'reopen':
      return `reopen ${known}`;
    case 'none':
      // Its title and body stand; a mention, labels or duplicates to close may still be written.
      if (!issue) return 'no issue needed: nothing to act on';
      return result.plan.steps.length > 0 ? known : `${known} is up to date`;
  }
}

function resultLines(result: IssueSyncResult): string[] {
  const lines: string[] = [];
  for (const action of result.actions.filter((a) => a.what === 'create-label'))
    lines.push(`Label: ${inert(action.text.replace(/^would /, ''))}`);
  // A new issue gets the labels that exist, or that the run would create.
  const labels = result.actions.find((a) => a.what === 'create')?.labels;
  for (const step of result.plan.steps) lines.push(...stepLines(step, labels));
  if (result.plan.steps.length === 0) lines.push('Nothing would be written.');
  for (const warning of result.warnings) lines.push(`Note: ${inert(warning)}`);
  return lines;
}

const UPDATE_WORDS: Record<Extract<IssueStep, { kind: 'update' }>['why'], string> = {
  edit: 'Edit',
  close: 'Close (completed)',
  reopen: 'Reopen',
  'close-duplicate': 'Close as a duplicate (not planned)',
};

function stepLines(step: IssueStep, labels: readonly string[] | undefined): string[] {
  switch (step.kind) {
    case 'ensure-labels':
      // Said from the dry run's actions: only the labels that do not exist yet.
      return [];
    case 'create':
      return [
        `Labels: ${(labels ?? step.labels).join(', ') || 'none'}`,
        `Title: ${inert(step.title)}`,
        ...block('body', step.body),
      ];
    case 'update':
      return [
        `${UPDATE_WORDS[step.why]} #${step.issue}`,
        ...(step.title !== undefined ? [`Title: ${inert(step.title)}`] : []),
        ...(step.body !== undefined ? block('body', step.body) : ['Body: unchanged']),
      ];
    case 'comment': {
      const on = step.issue === 'new' ? 'the new issue' : `#${step.issue}`;
      return [`Comment on ${on}:`, ...block('comment', step.body)];
    }
  }
}

/** Text as it would be sent, between lines that say where it starts and ends. */
function block(what: string, text: string): string[] {
  return [`--- ${what} (${[...text].length} characters) ---`, inert(text), `--- end of ${what} ---`];
}

// Upstream and issue text must not steer the terminal: control characters other than line breaks and tabs show as �.
function inert(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '\ufffd');
}
