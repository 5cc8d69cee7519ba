// The CLI over the same pipeline as the action, for maintainers on their own checkout.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { failingFindings } from '../pipeline/outcome.js';
import { runAudit, type RunLog } from '../pipeline/runAudit.js';
import { localTree } from '../gather/nixpkgs/tree.js';
import { createGitHubClient } from '../github/client.js';
import { readInputs } from '../action/inputs.js';
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
  --keep "1.25: reason"       keep a minor despite removal rules (repeatable)
  --now YYYY-MM-DD            audit as of that day
  --upstream-repository O/N   default k3s-io/k3s
  --nixpkgs-repository O/N    default NixOS/nixpkgs (other branches' facts)
  --kubernetes-schedule FILE  local data/releases/schedule.yaml
  --kubernetes-eol FILE       local data/releases/eol.yaml
  --feature-freeze-date, --branch-off-date, --release-date YYYY-MM-DD
  --fail-on LEVEL             error | warning | never (exit code 1 when hit)
  --json                      print the findings as JSON
  --markdown                  print the Markdown report (the job summary)
  --no-color                  no ANSI colours
  --demo                      audit the bundled example (no network needed)
  -h, --help                  this text
`;

const INPUT_OPTIONS = [
  'branch',
  'policy',
  'backport-through',
  'now',
  'upstream-repository',
  'nixpkgs-repository',
  'kubernetes-schedule',
  'kubernetes-eol',
  'feature-freeze-date',
  'branch-off-date',
  'release-date',
  'fail-on'
] as const;

const stderrLog: RunLog = {
  group: async (title, work) => {
    process.stderr.write(`• ${title}\n`);
    return work();
  },
  info: (message) => process.stderr.write(`  ${message}\n`),
  warning: (message) => process.stderr.write(`  warning: ${message}\n`)
};

const quietLog: RunLog = { group: (_title, work) => work(), info: () => undefined, warning: () => undefined };

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      ...Object.fromEntries(INPUT_OPTIONS.map((name) => [name, { type: 'string' as const }])),
      keep: { type: 'string', multiple: true },
      json: { type: 'boolean' },
      markdown: { type: 'boolean' },
      'no-color': { type: 'boolean' },
      verbose: { type: 'boolean', short: 'v' },
      demo: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' }
    }
  });
  if (values.help) {
    process.stdout.write(USAGE);
    return 0;
  }

  // The demo (its data and local API server) is loaded only when asked for.
  const demo = values.demo ? await (await import('./demo.js')).startDemo() : undefined;
  try {
    const given = values as Record<string, string | string[] | boolean | undefined>;
    const inputs = readInputs((name) => {
      if (name === 'keep') return (values.keep ?? []).join('\n');
      if (name === 'github-token') return process.env.GITHUB_TOKEN ?? '';
      // What the user typed wins over the demo's recorded day and branch.
      const value = given[name] ?? demo?.inputs[name];
      return typeof value === 'string' ? value : '';
    });
    const nixpkgsPath = demo?.nixpkgsPath ?? positionals[0] ?? '.';
    const report = await runAudit({
      inputs,
      checkout: localTree(path.resolve(nixpkgsPath)),
      context: {},
      now: inputs.now ?? new Date(),
      client: createGitHubClient({ token: inputs.token, baseUrl: demo?.apiUrl ?? process.env.GITHUB_API_URL }),
      log: values.verbose ? stderrLog : quietLog
    });
    const findings = report.audits.flatMap((audit) => audit.findings);
    if (values.json) process.stdout.write(findingsToJson(findings) + '\n');
    else if (values.markdown) process.stdout.write(renderMarkdown(report) + '\n');
    else process.stdout.write(renderTerminal(report, { color: !values['no-color'] && process.stdout.isTTY === true && !process.env.NO_COLOR }) + '\n');
    return failingFindings(findings, inputs.failOn).length > 0 ? 1 : 0;
  } finally {
    await demo?.stop();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`k3s-release-guard: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(2);
  }
);
