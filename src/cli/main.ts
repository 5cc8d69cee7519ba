// The CLI over the same run as the action, for maintainers on their own checkout.
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { RunLog } from '../domain/runLog.js';
import { silentLog } from '../domain/runLog.js';
import { localTree } from '../gather/nixpkgs/tree.js';
import { githubSources, localSources, type LocalData } from '../gather/sources.js';
import { createGitHubClient } from '../github/client.js';
import { readRunOptions } from '../pipeline/options.js';
import { runGuard } from '../pipeline/run.js';
import { findingsToJson } from '../report/findingsJson.js';
import { renderMarkdown } from '../report/markdown.js';
import { renderTerminal } from '../report/terminal.js';

const USAGE = `Usage: k3s-release-guard [options] [NIXPKGS_PATH]

Audits the k3s packages of a nixpkgs checkout against upstream k3s releases
and the nixpkgs k3s versioning policy. Reads GITHUB_TOKEN (optional, raises
the API rate limit) and GITHUB_API_URL (default https://api.github.com).

Options (same names and values as the action's inputs):
  --branch NAME               master, release-26.05 ... (default: from lib/.version)
  --policy NAME               nixpkgs | full-lifecycle | all-supported
  --backport-through WHICH    next-release | before-next
  --default-target WHICH      newest | stable-channel (what master's k3s should point to)
  --keep "1.25: reason"       keep a minor despite removal rules (repeatable)
  --now YYYY-MM-DD            audit as of that day
  --upstream-repository O/N   default k3s-io/k3s
  --nixpkgs-repository O/N    default NixOS/nixpkgs (other branches' facts)
  --feature-freeze-date, --branch-off-date, --release-date YYYY-MM-DD
  --fail-on LEVEL             error | warning | never (exit code 1 when hit)

Local data, read instead of the GitHub API:
  --releases FILE             upstream releases: a JSON array of GitHub release objects
  --kubernetes-schedule FILE  local data/releases/schedule.yaml
  --kubernetes-eol FILE       local data/releases/eol.yaml
  --tree BRANCH=PATH          a checkout of another nixpkgs branch (repeatable)
  --demo                      the bundled example: all of the above from demo/, no network

Output:
  --json                      print the findings as JSON
  --markdown                  print the Markdown report (the job summary)
  --no-color                  no ANSI colours
  -v, --verbose               progress on stderr
  -h, --help                  this text
`;

const RUN_OPTIONS = [
  'branch',
  'policy',
  'backport-through',
  'default-target',
  'now',
  'upstream-repository',
  'nixpkgs-repository',
  'kubernetes-schedule',
  'kubernetes-eol',
  'feature-freeze-date',
  'branch-off-date',
  'release-date',
  'fail-on',
] as const;

const stderrLog: RunLog = {
  group: async (title, work) => {
    process.stderr.write(`• ${title}\n`);
    return work();
  },
  info: (message) => process.stderr.write(`  ${message}\n`),
  warning: (message) => process.stderr.write(`  warning: ${message}\n`),
};

/** `--tree release-26.05=../nixpkgs-26.05` lines as branch -> absolute path. */
function parseTrees(values: readonly string[]): Map<string, string> {
  const trees = new Map<string, string>();
  for (const value of values) {
    const at = value.indexOf('=');
    if (at <= 0 || at === value.length - 1)
      throw new Error(`--tree "${value}": write it BRANCH=PATH, e.g. --tree release-26.05=../nixpkgs-26.05.`);
    trees.set(value.slice(0, at), path.resolve(value.slice(at + 1)));
  }
  return trees;
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(RUN_OPTIONS.map((name) => [name, { type: 'string' as const }])),
      keep: { type: 'string', multiple: true },
      releases: { type: 'string' },
      tree: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      markdown: { type: 'boolean' },
      'no-color': { type: 'boolean' },
      verbose: { type: 'boolean', short: 'v' },
      demo: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }

  const example = values.demo ? (await import('./demo.js')).demo() : undefined;
  const given = values as Record<string, string | string[] | boolean | undefined>;
  const options = readRunOptions((name) => {
    if (name === 'keep') return (values.keep ?? []).join('\n');
    // What the user typed wins over the demo's recorded day and branch.
    const value = given[name] ?? example?.options[name];
    return typeof value === 'string' ? value : '';
  });
  const local: LocalData = {
    releases: values.releases ?? example?.local.releases,
    lifecycle: {
      schedule: options.kubernetesSchedule ?? example?.local.lifecycle?.schedule,
      eol: options.kubernetesEol ?? example?.local.lifecycle?.eol,
    },
    trees: new Map([...(example?.local.trees ?? []), ...parseTrees(values.tree ?? [])]),
  };
  // The demo is offline: everything it needs is in its files.
  const api = example
    ? undefined
    : githubSources(
        createGitHubClient({ token: process.env.GITHUB_TOKEN ?? '', baseUrl: process.env.GITHUB_API_URL }),
        options.nixpkgsRepository,
      );
  const nixpkgsPath = example?.nixpkgsPath ?? positionals[0] ?? '.';

  const result = await runGuard({
    options,
    checkout: localTree(path.resolve(nixpkgsPath)),
    sources: localSources(local, api),
    context: {},
    log: values.verbose ? stderrLog : silentLog,
    checkoutOnly: true,
  });
  const findings = result.report.audits.flatMap((audit) => audit.findings);
  if (values.json) process.stdout.write(findingsToJson(findings) + '\n');
  else if (values.markdown) process.stdout.write(renderMarkdown(result.report) + '\n');
  else
    process.stdout.write(
      renderTerminal(result.report, {
        color: !values['no-color'] && process.stdout.isTTY === true && !process.env.NO_COLOR,
      }) + '\n',
    );
  return result.failing.length > 0 ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`k3s-release-guard: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  },
);
