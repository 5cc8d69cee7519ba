// What the CLI accepts: one table of options, from which the parser, `--help`
// and the one-line usage errors are made, and the exit codes it ends with.
import { parseArgs } from 'node:util';
import { defaultFamily, familiesWithInputs } from '../families/catalogue.js';
import type { PackageFamily } from '../families/family.js';
import { familyOption, familyOptionNames, type FamilyOptionName } from '../pipeline/options.js';

/** How the CLI ends: distinct codes for findings, a wrong command line, and a world that failed. */
export const EXIT = {
  /** Ran; nothing reaches --fail-on. */
  ok: 0,
  /** Ran; findings reach --fail-on (in a pull request check: findings the pull request adds). */
  findings: 1,
  /** The command line is wrong: an unknown option, a value not accepted, a path that is not there, a local file that cannot be used. */
  usage: 2,
  /** The run could not finish: no network, the GitHub API failed or refused, or an unexpected error. */
  environment: 3,
} as const;

/** A command line the CLI cannot run; the message names the problem and the fix, in one line. */
export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

type Group = 'run' | 'data' | 'output';

interface OptionSpec {
  name: string;
  short?: string;
  /** What the value is, in --help ("NAME"); absent for switches. */
  value?: string;
  multiple?: boolean;
  group: Group;
  help: string;
}

/** What each of a family's own options takes, in --help. */
function familyOptionHelp(family: PackageFamily): Record<FamilyOptionName, [value: string, help: string]> {
  return {
    'upstream-repository': ['OWNER/NAME', `where ${family.name} releases are read (${family.upstream.repository})`],
    labels: ['A,B', `labels of its new issues (none)`],
    team: ['ORG/TEAM', `team its checklists mention (${family.team || 'none'})`],
    policy: ['NAME', 'nixpkgs | full-lifecycle | all-supported (default nixpkgs)'],
    'backport-through': ['WHICH', 'next-release | before-next (default next-release)'],
    'default-target': [
      'WHICH',
      'stable-channel | newest (default stable-channel): what its default on master and a release follow',
    ],
  };
}

/**
 * The options of each family under its own name (--k3s-team, --rke2-releases),
 * worded from its parts: its upstream's files where it reads a repository's
 * releases and a channel file.
 */
function familyOptions(family: PackageFamily): OptionSpec[] {
  const help = familyOptionHelp(family);
  const { repository, channelFile } = family.upstream;
  return [
    ...familyOptionNames(family).map((name): OptionSpec => {
      const [value, text] = help[name];
      return { name: familyOption(family, name), value, group: 'run', help: text };
    }),
    ...(repository !== undefined
      ? [
          {
            name: familyOption(family, 'releases'),
            value: 'FILE',
            group: 'data' as const,
            help: `${family.name} releases: a JSON array of GitHub release objects`,
          },
        ]
      : []),
    ...(channelFile !== undefined
      ? [
          {
            name: familyOption(family, 'channel'),
            value: 'FILE',
            group: 'data' as const,
            help: `upstream ${channelFile} (its stable channel), read as is`,
          },
        ]
      : []),
  ];
}

export const OPTIONS: readonly OptionSpec[] = [
  {
    name: 'packages',
    value: 'LIST',
    group: 'run',
    help: `package families to audit, e.g. "k3s,rke2,postgresql", or all (default ${defaultFamily().id}; known: those of families/catalogue.yaml and --families-file)`,
  },
  {
    name: 'families-file',
    value: 'FILE',
    group: 'run',
    help: 'families of your own, or fields of catalogue ones overridden by id (docs/FAMILIES.md)',
  },
  { name: 'branch', value: 'NAME', group: 'run', help: 'master, release-26.05 ... (default: from lib/.version)' },
  {
    name: 'mode',
    value: 'MODE',
    group: 'run',
    help: 'auto | audit | feature-freeze | branch-off | pr-check (default auto): the work a run in Actions would do',
  },
  {
    name: 'all-branches',
    group: 'run',
    help: 'audit every branch that matters now, not only the checkout: the others from --tree, else the API',
  },
  {
    name: 'preview',
    group: 'run',
    help: 'print every issue, checklist and comment the run would write, in full; writes nothing (implies --all-branches)',
  },
  {
    name: 'fix',
    group: 'run',
    help: "write into NIXPKGS_PATH the mechanical edits of every item of the checkout's branch (bindings, dated throws, the cycle's files, release notes, defaults), after Nix's parser and a second audit accept them; the summary lists what needs a person",
  },
  {
    name: 'diff',
    group: 'run',
    help: 'print the change --fix would write, as a unified diff git apply takes; writes nothing',
  },
  {
    name: 'repository',
    value: 'OWNER/NAME',
    group: 'run',
    help: 'where the issues are kept, read by --preview when GITHUB_TOKEN is set (default: --nixpkgs-repository)',
  },
  {
    name: 'keep',
    value: '"[FAMILY] 1.25: reason"',
    multiple: true,
    group: 'run',
    help: `keep a minor despite removal rules (repeatable); without FAMILY, of ${defaultFamily().name}`,
  },
  { name: 'now', value: 'YYYY-MM-DD', group: 'run', help: 'audit as of that day' },
  { name: 'feature-freeze-date', value: 'YYYY-MM-DD', group: 'run', help: 'feature freeze of the upcoming release' },
  { name: 'branch-off-date', value: 'YYYY-MM-DD', group: 'run', help: 'branch-off of the upcoming release' },
  { name: 'release-date', value: 'YYYY-MM-DD', group: 'run', help: 'release day of the upcoming release' },
  ...familiesWithInputs().flatMap(familyOptions),
  {
    name: 'nixpkgs-repository',
    value: 'OWNER/NAME',
    group: 'run',
    help: 'where other branches are read (NixOS/nixpkgs)',
  },
  {
    name: 'endoflife-url',
    value: 'URL',
    group: 'run',
    help: "where upstream lifecycles are read: endoflife.date's API v1 (https://endoflife.date), or a mirror",
  },
  {
    name: 'create-labels',
    group: 'run',
    help: 'a label named that the repository lacks would be created (default: the issue goes without it)',
  },
  {
    name: 'commit',
    value: 'SHA',
    group: 'run',
    help: 'the commit the checkout is, for links to its files in issues and --markdown (default: GITHUB_SHA, as in Actions)',
  },
  {
    name: 'own-issues-author',
    value: 'LOGIN',
    group: 'run',
    help: "whose issues count as the action's own, for --preview (github-actions[bot]; a token's own login wins)",
  },
  {
    name: 'fail-on',
    value: 'LEVEL',
    group: 'run',
    help: 'error | warning | never (default error): exit code 1 when findings reach it',
  },
  { name: 'kubernetes-schedule', value: 'FILE', group: 'data', help: 'a copy of data/releases/schedule.yaml' },
  { name: 'kubernetes-eol', value: 'FILE', group: 'data', help: 'a copy of data/releases/eol.yaml' },
  {
    name: 'tree',
    value: 'BRANCH=PATH',
    multiple: true,
    group: 'data',
    help: 'a checkout of another nixpkgs branch (release-26.05=PATH), or of a release tag (26.05=PATH: the release as it shipped, for default-changed) (repeatable)',
  },
  {
    name: 'endoflife',
    value: 'DIR',
    group: 'data',
    help: "endoflife.date's answers, recorded: PRODUCT.json each, the body of GET /api/v1/products/PRODUCT",
  },
  {
    name: 'pulls',
    value: 'FILE',
    group: 'data',
    help: "nixpkgs' pull requests in flight: a recorded answer of the search, their pages, files and heads (docs/PULL-REQUESTS.md)",
  },
  {
    name: 'offline',
    group: 'data',
    help: 'never use the network: what no file gives is unknown, and the report says so',
  },
  {
    name: 'demo',
    group: 'data',
    help: 'the bundled example of 2026-11-29, offline; --branch picks its master, release-26.05 or release-26.11',
  },
  {
    name: 'sparse-paths',
    group: 'output',
    help: "print what a run of --packages reads of a checkout, one path a line, for actions/checkout's sparse-checkout (cone mode off), and stop",
  },
  { name: 'json', group: 'output', help: 'print the findings as JSON' },
  { name: 'markdown', group: 'output', help: 'print the job summary (Markdown, Mermaid timeline included)' },
  {
    name: 'no-color',
    group: 'output',
    help: 'no ANSI colours; nor with NO_COLOR or TERM=dumb (FORCE_COLOR=1 gives them, even into a pipe)',
  },
  { name: 'verbose', short: 'v', group: 'output', help: 'progress on stderr, every retry included' },
  { name: 'version', group: 'output', help: 'the version of k3s-release-guard' },
  { name: 'help', short: 'h', group: 'output', help: 'this text' },
];

const GROUP_TITLES: Record<Group, string> = {
  run: 'Options (the action has an input of the same name for most):',
  data: 'Local data, read instead of the GitHub API:',
  output: 'Output:',
};

/** Help lines no wider than this, so --help reads in a terminal of 100 columns. */
const HELP_WIDTH = 100;

/** `text` in lines of at most `width` characters, broken between words. */
function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return [...lines, line];
}

export function usageText(): string {
  const flag = (o: OptionSpec): string => `${o.short ? `-${o.short}, ` : ''}--${o.name}${o.value ? ` ${o.value}` : ''}`;
  const column = Math.max(...OPTIONS.map((o) => flag(o).length)) + 4;
  const entry = (o: OptionSpec): string =>
    wrap(o.help, HELP_WIDTH - column)
      .map((line, i) => (i === 0 ? `  ${flag(o)}`.padEnd(column) : ' '.repeat(column)) + line)
      .join('\n');
  const groups = (Object.keys(GROUP_TITLES) as Group[]).map((group) =>
    [GROUP_TITLES[group], ...OPTIONS.filter((o) => o.group === group).map(entry)].join('\n'),
  );
  return `Usage: k3s-release-guard [options] [NIXPKGS_PATH]

Audits the k3s packages of a nixpkgs checkout (default: the current folder)
against upstream k3s releases, Kubernetes end-of-life dates and the NixOS
release calendar. Reads GITHUB_TOKEN (optional: raises the API rate limit, and
lets --preview read the existing issues) and GITHUB_API_URL (default
https://api.github.com). The report wraps to the terminal's width; into a pipe,
to COLUMNS when it is set.

${groups.join('\n\n')}

Exit codes: ${EXIT.ok} nothing reaches --fail-on; ${EXIT.findings} findings reach --fail-on; ${EXIT.usage} the command line is wrong;
${EXIT.environment} the run could not finish (no network, GitHub API failure).
With --fix or --diff: ${EXIT.ok} every mechanical edit was written (or printed) and checked;
${EXIT.findings} a check failed and nothing was written; ${EXIT.usage} the command line is wrong, or a file to edit
has uncommitted changes.
`;
}

export type CliValues = Record<string, string | string[] | boolean | undefined>;

export interface CommandLine {
  values: CliValues;
  /** The nixpkgs checkout named on the command line, if any. */
  path?: string;
}

/** The command line as values by option name; anything not accepted is a UsageError of one line. */
export function parseCommandLine(argv: readonly string[]): CommandLine {
  let parsed: { values: CliValues; positionals: string[] };
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: Object.fromEntries(
        OPTIONS.map((o) => [
          o.name,
          {
            type: o.value ? ('string' as const) : ('boolean' as const),
            ...(o.multiple ? { multiple: true } : {}),
            ...(o.short ? { short: o.short } : {}),
          },
        ]),
      ),
    }) as { values: CliValues; positionals: string[] };
  } catch (error) {
    throw new UsageError(parseProblem(error, argv));
  }
  if (parsed.positionals.length > 1) {
    throw new UsageError(
      `one nixpkgs path at most, got ${parsed.positionals.length}: ${parsed.positionals.map((p) => `"${p}"`).join(' ')}; see --help.`,
    );
  }
  return { values: parsed.values, path: parsed.positionals[0] };
}

/**
 * The options whose name ends in the unknown one's: a family's own options
 * were once the plain name (--policy is --k3s-policy, --releases is
 * --k3s-releases or --rke2-releases), and a short form says which it meant.
 */
function optionsEndingIn(unknown: string): OptionSpec[] {
  const name = /^--([a-z][a-z0-9-]*)$/.exec(unknown)?.[1];
  return name === undefined ? [] : OPTIONS.filter((o) => o.name.endsWith(`-${name}`));
}

/** "a", "a or b", "a, b or c". */
function listOr(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** node:util's parse errors, in the CLI's words. */
function parseProblem(error: unknown, argv: readonly string[]): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const message = error instanceof Error ? error.message : String(error);
  const named = /'(-{1,2}[^' ]+)/.exec(message)?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    const unknown = named ?? argv.find((a) => a.startsWith('-')) ?? '';
    const near = optionsEndingIn(unknown);
    const meant = near.length > 0 ? ` (did you mean ${listOr(near.map((o) => `--${o.name}`))}?)` : '';
    return `unknown option ${unknown}${meant}; see --help for the options.`;
  }
  const spec = OPTIONS.find((o) => named === `--${o.name}` || (o.short && named === `-${o.short}`));
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && spec?.value)
    return `--${spec.name} needs a value: --${spec.name} ${spec.value}; see --help.`;
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && spec) return `--${spec.name} takes no value; see --help.`;
  return `${message}; see --help.`;
}
