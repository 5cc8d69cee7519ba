// The CLI over the same run as the action, for maintainers on their own
// checkout: the same options, modes and branches, a preview of the issues a
// run would write, and an exit code that says whether findings, the command
// line or the world stopped it. runCli is all of it but the process: its
// streams, environment and folder are given (main.ts hands it the process's),
// so tests run it in their own process.
import path from 'node:path';
import { parseBranch } from '../calendar/branch.js';
import { DateInputError } from '../calendar/releaseCalendar.js';
import { familiesWithInputs, familyIn, type Catalogue } from '../families/catalogue.js';
import { LocalFileError } from '../gather/localFile.js';
import { readNixosVersion } from '../gather/nixpkgs/packagedState.js';
import { localTree } from '../gather/nixpkgs/tree.js';
import { githubSources, localSources, type LocalAsks, type LocalData } from '../gather/sources.js';
import { createEndOfLifeClient } from '../gather/upstream/endOfLifeClient.js';
import { createGitHubClient, GITHUB_API } from '../github/client.js';
import { unreachableCause, type RequestLimits } from '../github/transport.js';
import { familyOption, OptionError, readRunOptions, repository, type RunOptions } from '../pipeline/options.js';
import { fixRun } from '../pipeline/fixRun.js';
import { runGuard, type RunRequest, type RunResult } from '../pipeline/run.js';
import { createIssueStore } from '../publish/issues/issueStore.js';
import { previewIssuePublisher, renderPreview } from '../publish/preview.js';
import { renderJson } from '../report/findingsJson.js';
import { lineText } from '../report/inertText.js';
import { renderTerminal } from '../report/terminal.js';
import { demo } from './demo.js';
import { fixSummaryJson, fixSummaryText, problemLine } from './fixSummary.js';
import { catalogueOf, dataFile, dataFolder, nixpkgsFolder, parseTrees } from './localPaths.js';
import { nextStep } from './nextStep.js';
import { sparsePathsText } from './sparsePaths.js';
import { EXIT, parseCommandLine, UsageError, usageText, type CliValues } from './usage.js';
import { stderrLog } from './stderrLog.js';
import { programVersion } from './version.js';
import { terminalStyle } from './terminalStyle.js';
import { cliWords } from './words.js';

/** What the CLI reads and writes of its process. */
export interface CliIo {
  stdout: { write(text: string): unknown; isTTY?: boolean; columns?: number };
  stderr: { write(text: string): unknown };
  env: Readonly<Record<string, string | undefined>>;
  /** The folder the command line's paths are relative to. */
  cwd: string;
}

/** A terminal user waits seconds, not minutes: a short limit per answer and two quick retries (about 15 s in all). */
const CLI_CLIENT = { readTimeoutMs: 4000, retries: 2, retryAfterBaseMs: 500 } as const satisfies RequestLimits;

const OFFLINE_HINT =
  'to work without it, use --demo, or --offline with --k3s-releases (--rke2-releases), --kubernetes-schedule, --kubernetes-eol and --tree (see --help).';

/** The retry lines of the client: all of them with --verbose, else the first, to say why the CLI is waiting. */
function retryLog(verbose: boolean, io: CliIo): (line: string) => void {
  let said = false;
  return (line) => {
    if (!verbose && said) return;
    said = true;
    io.stderr.write(`k3s-release-guard: ${lineText(line)}\n`);
  };
}

/** `--commit`, else GITHUB_SHA: a full commit hash, or a UsageError naming the option. */
function commit(values: CliValues, env: CliIo['env']): string | undefined {
  const given = typeof values.commit === 'string' ? values.commit : undefined;
  const sha = (given ?? env.GITHUB_SHA ?? '').trim();
  if (sha === '') return undefined;
  if (!/^[0-9a-f]{40}$/i.test(sha)) {
    throw new UsageError(
      `${given !== undefined ? '--commit' : 'GITHUB_SHA'} "${lineText(sha, 60)}" is not a commit hash; give the 40 hex digits of the checkout's commit (git rev-parse HEAD).`,
    );
  }
  return sha.toLowerCase();
}

function accessor(values: CliValues) {
  return {
    flag: (name: string): boolean => values[name] === true,
    text: (name: string): string | undefined => (typeof values[name] === 'string' ? values[name] : undefined),
    list: (name: string): string[] => (Array.isArray(values[name]) ? values[name] : []),
  };
}

function refuseTogether(flag: (name: string) => boolean, pairs: ReadonlyArray<[string, string]>): void {
  for (const [a, b] of pairs)
    if (flag(a) && flag(b)) throw new UsageError(`--${a} and --${b} do not go together; give one of them.`);
}

/** What the command line asks for, checked: every path there, every value accepted. */
interface Command {
  options: RunOptions;
  /** The families it knows: the catalogue, with --families-file over it. */
  catalogue: Catalogue;
  checkout: string;
  local: LocalData;
  /** Where the issues are kept, for --preview. */
  issueRepository: string;
  /** No request leaves the machine. */
  offline: boolean;
  /** The option that named each local data file, for the message when one cannot be used. */
  fileOptions: Map<string, string>;
  /** How the command line named the checkout, for messages. */
  checkoutNamed: string;
}

function readCommand(values: CliValues, given: string | undefined, cwd: string): Command {
  const { flag, text, list } = accessor(values);
  refuseTogether(flag, [
    ['json', 'markdown'],
    ['preview', 'json'],
    ['preview', 'markdown'],
    ['fix', 'diff'],
    ['fix', 'preview'],
    ['diff', 'preview'],
    ['fix', 'markdown'],
    ['diff', 'markdown'],
    ['fix', 'all-branches'],
    ['diff', 'all-branches'],
  ]);
  if (flag('demo') && flag('fix'))
    throw new UsageError('--demo is read-only: --fix writes into a checkout; use --demo --diff to see its change.');
  const branch = text('branch');
  if (branch !== undefined && !parseBranch(branch))
    throw new UsageError(
      `--branch ${branch} is not a nixpkgs branch; use master or release-YY.MM, e.g. release-26.05.`,
    );
  if (flag('demo') && given !== undefined)
    throw new UsageError(`--demo audits its own trees, not ${given}; drop the path or --demo.`);

  const example = flag('demo') ? demo(undefined, branch ?? 'master') : undefined;
  const catalogue = catalogueOf(text('families-file'), cwd);
  const options = readRunOptions((name) => {
    if (name === 'keep') return list('keep').join('\n');
    if (name === 'create-labels') return flag(name) ? 'true' : '';
    // What the user typed wins over the demo's recorded day and branch.
    return text(name) ?? example?.options[name] ?? '';
  }, catalogue);
  const checkoutNamed = given !== undefined ? `NIXPKGS_PATH ${given}` : 'the current folder';
  const checkout = example?.nixpkgsPath ?? nixpkgsFolder(given ?? '.', checkoutNamed, !!branch, cwd);
  const fileOptions = new Map<string, string>();
  const named = (option: string, file: string | undefined): string | undefined => {
    if (file !== undefined) fileOptions.set(file, `--${option}`);
    return file;
  };
  // Each family's releases and channel file: --k3s-releases, --rke2-releases (familyOption).
  const familyFiles = (option: 'releases' | 'channel', recorded?: ReadonlyMap<string, string>) =>
    new Map(
      familiesWithInputs().flatMap(({ id }): Array<[string, string]> => {
        const name = familyOption({ id }, option);
        const file = named(name, dataFile(name, text(name), cwd)) ?? recorded?.get(id);
        return file === undefined ? [] : [[id, file]];
      }),
    );
  const local: LocalData = {
    releases: familyFiles('releases', example?.local.releases),
    lifecycle: {
      schedule:
        named('kubernetes-schedule', dataFile('kubernetes-schedule', options.kubernetesSchedule, cwd)) ??
        example?.local.lifecycle?.schedule,
      eol:
        named('kubernetes-eol', dataFile('kubernetes-eol', options.kubernetesEol, cwd)) ??
        example?.local.lifecycle?.eol,
    },
    trees: new Map([...(example?.local.trees ?? []), ...parseTrees(list('tree'), cwd)]),
    channels: familyFiles('channel', example?.local.channels),
    pulls: named('pulls', dataFile('pulls', text('pulls'), cwd)) ?? example?.local.pulls,
    endoflife: named('endoflife', dataFolder('endoflife', text('endoflife'), cwd)) ?? example?.local.endoflife,
    // Paths as typed are read from the folder the command line was given in.
    folder: cwd,
    optionFor: (id, option) => `--${familyOption({ id }, option)}`,
  };
  // The two Kubernetes files are one lifecycle: one alone would be read for nothing.
  const { schedule, eol } = local.lifecycle!;
  if ((schedule === undefined) !== (eol === undefined))
    throw new UsageError(
      `--kubernetes-schedule and --kubernetes-eol go together; give ${schedule === undefined ? '--kubernetes-schedule' : '--kubernetes-eol'} FILE as well.`,
    );
  return {
    options,
    catalogue,
    checkout,
    local,
    issueRepository: repository((name) => text(name) ?? '', 'repository', options.nixpkgsRepository),
    // The demo is offline: everything it needs is in its files.
    offline: example !== undefined || flag('offline'),
    fileOptions,
    checkoutNamed,
  };
}

/**
 * Without --branch the checkout's lib/.version names its branch: one that
 * says no release is the command line's to fix, before anything is read.
 */
async function checkReleaseFile(command: Command, branchGiven: boolean, cwd: string): Promise<void> {
  if (branchGiven) return;
  const { problem } = await readNixosVersion(localTree(command.checkout, { shownFrom: cwd }));
  if (problem)
    throw new UsageError(
      `${command.checkoutNamed}: ${problem.file} ${problem.message}, so its branch is unknown; ` +
        'give --branch master or --branch release-YY.MM.',
    );
}

/**
 * What the run will ask of the local data files: the releases and channel file
 * of every family whose upstream reads releases (those of a family not audited
 * too: a file given is a file checked), and the endoflife.date product of each
 * family audited that reads one.
 */
function localAsks(options: RunOptions, catalogue: Catalogue): LocalAsks {
  const audited = new Map(options.families.map((chosen) => [chosen.family, chosen]));
  return {
    families: catalogue.families.flatMap(({ id, upstream }) =>
      upstream.releasesOf === undefined
        ? []
        : [
            {
              family: upstream.releasesOf,
              repository: audited.get(id)?.upstreamRepository ?? upstream.releasesOf.repository,
            },
          ],
    ),
    products: options.families.flatMap(({ family }) => familyIn(catalogue, family)?.upstream.product ?? []),
  };
}

/** A local data file that cannot be used, named by the option that gave it. */
function usageOfFile(error: LocalFileError, fileOptions: ReadonlyMap<string, string>): UsageError {
  // A file of a folder option (--endoflife DIR) is named by that option too.
  const option = fileOptions.get(error.file) ?? fileOptions.get(path.dirname(error.file));
  return new UsageError(`${option ? `${option} ` : ''}${error.file}: ${error.problem}; give ${error.expected}.`);
}

function print(result: RunResult, flag: (name: string) => boolean, io: CliIo): void {
  const out = (text: string): unknown => io.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
  if (flag('json')) out(renderJson(result.report));
  else if (flag('markdown')) out(result.summary);
  else {
    const style = terminalStyle({
      noColorFlag: flag('no-color'),
      env: io.env,
      isTTY: io.stdout.isTTY === true,
      columns: io.stdout.columns,
    });
    out(renderTerminal(result.report, style, nextStep(result, { allBranches: flag('all-branches') })));
  }
}

async function run(argv: readonly string[], io: CliIo): Promise<number> {
  const { values, path: given } = parseCommandLine(argv);
  const { flag } = accessor(values);
  if (flag('help')) {
    io.stdout.write(usageText());
    return EXIT.ok;
  }
  if (flag('version')) {
    io.stdout.write(`k3s-release-guard ${programVersion()}\n`);
    return EXIT.ok;
  }
  if (flag('sparse-paths')) {
    io.stdout.write(sparsePathsText(values, io.cwd, given));
    return EXIT.ok;
  }
  const command = readCommand(values, given, io.cwd);
  const { options, catalogue, checkout, local, issueRepository, offline } = command;
  await checkReleaseFile(command, options.branch !== undefined, io.cwd);
  const verbose = flag('verbose');
  const token = io.env.GITHUB_TOKEN ?? '';
  const client = offline
    ? undefined
    : createGitHubClient({
        token,
        baseUrl: io.env.GITHUB_API_URL ?? GITHUB_API,
        log: retryLog(verbose, io),
        ...CLI_CLIENT,
      });

  // Without a token the issues are not read: the preview shows them as a first run would write them.
  const [owner, repo] = issueRepository.split('/') as [string, string];
  const existing =
    client && token ? { store: createIssueStore(client, { owner, repo }), repository: issueRepository } : undefined;
  let previewShown = false;
  const show = (preview: string): void => {
    previewShown = true;
    io.stdout.write(preview);
  };
  const publisher = flag('preview')
    ? previewIssuePublisher({
        author: options.ownIssuesAuthor,
        createLabels: options.createLabels,
        existing,
        show,
        words: cliWords(offline),
      })
    : undefined;

  const sources = localSources(
    // Without a token, the pull requests (a search, then a few reads each) would spend most of the hour's 60 requests.
    token ? local : { ...local, pullsUnread: 'they are read only with GITHUB_TOKEN set; give it, or --pulls FILE' },
    client &&
      githubSources(
        client,
        options.nixpkgsRepository,
        {},
        createEndOfLifeClient({ baseUrl: options.endoflifeUrl, log: retryLog(verbose, io), ...CLI_CLIENT }),
      ),
  );
  let result: RunResult;
  try {
    // Every file given is read before the run says anything: a wrong one is the only line (exit code 2).
    await sources.check(localAsks(options, catalogue));
    const runRequest: RunRequest = {
      options,
      checkout: localTree(checkout, { shownFrom: io.cwd }),
      sources,
      // Links to the checkout's files name its commit on the GitHub server, as the action's do.
      context: { sha: commit(values, io.env), serverUrl: io.env.GITHUB_SERVER_URL || 'https://github.com' },
      log: stderrLog(verbose, (text) => io.stderr.write(text)),
      catalogue,
      publisher,
      // A preview shows what a run writes, and a run audits every branch that matters.
      checkoutOnly: !flag('all-branches') && !flag('preview'),
      words: cliWords(offline),
    };
    if (flag('fix') || flag('diff')) return await fixCommand(runRequest, checkout, flag, io);
    result = await runGuard(runRequest);
  } catch (error) {
    throw error instanceof LocalFileError ? usageOfFile(error, command.fileOptions) : error;
  }
  if (!publisher) print(result, flag, io);
  else if (result.work.prCheck) io.stdout.write('A pull request check writes no issue; nothing to preview.\n');
  // The run had no issue to hand over: say so in the preview's own words.
  else if (!previewShown) show(renderPreview({ results: [] }, existing?.repository));
  return result.failing.length > 0 ? EXIT.findings : EXIT.ok;
}

/** `--fix` or `--diff`: the change checked, then written or printed; the exit code says which check stopped it. */
async function fixCommand(
  run: RunRequest,
  checkout: string,
  flag: (name: string) => boolean,
  io: CliIo,
): Promise<number> {
  const write = flag('fix');
  const outcome = await fixRun({ run, write, root: checkout });
  const summary = flag('json') ? fixSummaryJson(outcome, write) : fixSummaryText(outcome, write);
  // The diff alone goes to stdout, so that `--diff | git apply` takes it; the summary to stderr.
  if (!write && !flag('json')) {
    io.stdout.write(outcome.diff);
    io.stderr.write(summary);
  } else io.stdout.write(summary);
  if (outcome.refused) {
    io.stderr.write(`k3s-release-guard: ${problemLine(outcome.refused)}\n`);
    return EXIT.usage;
  }
  if (outcome.failures.length > 0) {
    for (const failure of outcome.failures)
      io.stderr.write(`k3s-release-guard: nothing was written: ${problemLine(failure)}\n`);
    return EXIT.findings;
  }
  return EXIT.ok;
}

/** One line for what stopped the run, and the exit code that classes it. */
function failure(error: unknown): { line: string; code: number } {
  if (error instanceof UsageError) return { line: error.message, code: EXIT.usage };
  if (error instanceof OptionError) return { line: `--${error.option}: ${error.problem}`, code: EXIT.usage };
  // The date options, worded with the CLI's names (cli/words.ts).
  if (error instanceof DateInputError) return { line: error.message, code: EXIT.usage };
  const unreachable = unreachableCause(error);
  if (unreachable)
    return {
      line: `cannot reach the GitHub API at ${unreachable.host} (${unreachable.reason}); ${OFFLINE_HINT}`,
      code: EXIT.environment,
    };
  const message = error instanceof Error ? error.message : String(error);
  return { line: message.split('\n')[0] ?? message, code: EXIT.environment };
}

/** Runs the command line `argv` (without node and the script) with `io`; resolves to the exit code. */
export async function runCli(argv: readonly string[], io: CliIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    const { line, code } = failure(error);
    io.stderr.write(`k3s-release-guard: ${lineText(line)}\n`);
    return code;
  }
}
