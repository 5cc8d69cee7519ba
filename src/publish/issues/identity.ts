// Who the action is on GitHub: the one login whose issues and comments it
// trusts. Everything else in the repository (a stranger's issue carrying the
// hidden marker, ticks or mention records) is someone else's text.
import { ACTION_WORDS, type OptionWords } from '../../domain/optionWords.js';
import type { RunLog } from '../../domain/runLog.js';
import type { IssueStore } from './issueStore.js';

/** The author of what a workflow's GITHUB_TOKEN writes. */
export const DEFAULT_ISSUE_AUTHOR = 'github-actions[bot]';

/** GitHub logins compare without case. */
export function sameLogin(login: string | undefined, identity: string): boolean {
  return login !== undefined && login.toLowerCase() === identity.toLowerCase();
}

/**
 * The identity of this run: the token's own login when the token can tell it (a
 * personal token), else the configured `own-issues-author`. GITHUB_TOKEN and app
 * installation tokens cannot say who they are (GitHub answers 403 to GET /user),
 * so they are not asked. The log says which, and why, naming the option as the
 * run's front end does (`words`: the action's input, the CLI's --own-issues-author).
 */
export async function resolveIdentity(
  store: IssueStore,
  configured: string,
  log: RunLog,
  options: { askToken: boolean; words?: OptionWords },
): Promise<string> {
  const option = (options.words ?? ACTION_WORDS).option('own-issues-author');
  const login = options.askToken ? await store.tokenLogin() : undefined;
  if (login === undefined) {
    log.info(
      `The token cannot tell its login (as GITHUB_TOKEN and app tokens cannot): only issues and comments by ${configured} (${option}) are the action's own.`,
    );
    return configured;
  }
  log.info(
    sameLogin(login, configured)
      ? `The token acts as ${login}: only its issues and comments are the action's own.`
      : `The token acts as ${login}: only its issues and comments are the action's own (the token's login is used, not the ${option} ${configured}).`,
  );
  return login;
}
