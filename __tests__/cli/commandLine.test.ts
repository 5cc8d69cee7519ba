// The CLI (in this process) given a command line it cannot run: each problem
// ends with exit code 2 and one line on stderr that names the problem and the
// fix, never Node's own wording, a raw ENOENT or a stack trace. The bundle's
// own exit code 2 is __tests__/cli.test.ts's.
import { beforeAll, expect, test } from '@jest/globals';
import { cpSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EXIT, OPTIONS } from '../../src/cli/usage.js';
import type { ProcessResult } from '../e2e/support/actionProcess.js';
import { runCliInProcess } from '../e2e/support/inProcess.js';
import { FIXTURES, offlineData, ROOT } from '../e2e/support/upstreamData.js';

const CURRENT = path.join(FIXTURES, 'current');
const scratch = mkdtempSync(path.join(tmpdir(), 'k3s-guard-cli-'));
/** A folder that exists and is no nixpkgs: a project of some other kind. */
const NOT_NIXPKGS = path.join(scratch, 'some-project');
mkdirSync(path.join(NOT_NIXPKGS, 'src'), { recursive: true });
writeFileSync(path.join(NOT_NIXPKGS, 'package.json'), '{}\n');
const MISSING = path.join(scratch, 'no-such-checkout');
/** Local data files that exist but cannot be used: the user is told which, what is wrong and what to give. */
const TRUNCATED_RELEASES = path.join(scratch, 'truncated-releases.json');
writeFileSync(TRUNCATED_RELEASES, '[{"tag_name": "v1.33.1+k3s1", "published_at": "2025-05-');
const BAD_SCHEDULE = path.join(scratch, 'schedule.yaml');
writeFileSync(BAD_SCHEDULE, 'schedules:\n  - release: 1.33\n    endOfLifeDate: [unclosed\n');
const NOT_A_CHANNEL_FILE = path.join(scratch, 'channel.yaml');
writeFileSync(NOT_A_CHANNEL_FILE, 'releases: []\n');
/** A checkout whose lib/.version names no release. */
const BAD_LIB_VERSION = path.join(scratch, 'bad-lib-version');
cpSync(CURRENT, BAD_LIB_VERSION, { recursive: true });
writeFileSync(path.join(BAD_LIB_VERSION, 'lib', '.version'), 'unstable\n');

interface Case {
  name: string;
  args: string[];
  /** What the one line must say: the problem, and the way out. */
  says: RegExp[];
}

const CASES: Case[] = [
  { name: 'an unknown option', args: ['--frobnicate'], says: [/unknown option --frobnicate/, /--help/] },
  { name: 'an unknown short option', args: ['-x', CURRENT], says: [/unknown option -x/, /--help/] },
  {
    name: 'an option without its value',
    args: ['--k3s-policy'],
    says: [/--k3s-policy needs a value/, /--k3s-policy NAME/],
  },
  { name: 'a switch given a value', args: ['--json=yes', CURRENT], says: [/--json takes no value/, /--help/] },
  {
    name: 'a value not accepted',
    args: ['--mode', 'publish', CURRENT],
    says: [/--mode/, /"publish"/, /auto, audit, feature-freeze, branch-off, pr-check/],
  },
  {
    name: 'a branch that is no nixpkgs branch',
    args: ['--branch', 'main', CURRENT],
    says: [/--branch main/, /release-YY\.MM/],
  },
  {
    name: 'a missing checkout',
    args: [MISSING],
    says: [new RegExp(`${MISSING}: no such folder`), /path of a nixpkgs checkout/, /--demo/],
  },
  {
    name: 'a folder that is not nixpkgs',
    args: [NOT_NIXPKGS],
    says: [/is not a nixpkgs checkout/, /lib\/\.version/, /path of one/],
  },
  { name: 'two checkouts', args: [CURRENT, CURRENT], says: [/one nixpkgs path at most/] },
  {
    name: 'a missing tree',
    args: ['--tree', `release-26.05=${MISSING}`, CURRENT],
    says: [/--tree release-26\.05=.*no such folder/],
  },
  { name: 'a tree without its branch', args: ['--tree', CURRENT, CURRENT], says: [/write it BRANCH=PATH/] },
  {
    name: 'a missing data file',
    args: ['--k3s-releases', path.join(scratch, 'releases.json'), CURRENT],
    says: [/--k3s-releases .*releases\.json: no such file/],
  },
  {
    name: 'a missing pull requests file',
    args: ['--pulls', path.join(scratch, 'pulls.json'), CURRENT],
    says: [/--pulls .*pulls\.json: no such file/],
  },
  {
    name: 'a missing folder of endoflife.date answers',
    args: ['--endoflife', path.join(scratch, 'endoflife'), CURRENT],
    says: [/--endoflife .*endoflife: no such folder/, /recorded answers/],
  },
  {
    name: 'an endoflife.date URL that is not one',
    args: ['--endoflife-url', 'endoflife.date', CURRENT],
    says: [/--endoflife-url: "endoflife\.date" is not the root of a web API/, /https:\/\/endoflife\.date/],
  },
  {
    name: 'one Kubernetes lifecycle file without the other',
    args: ['--offline', '--kubernetes-eol', path.join(ROOT, 'demo', 'recorded', 'eol.yaml'), CURRENT],
    says: [/--kubernetes-schedule and --kubernetes-eol go together; give --kubernetes-schedule FILE as well\.$/],
  },
  {
    // Every file given is read before the run: the first broken one in the order --help lists them is the line.
    name: 'two broken files',
    args: [
      '--offline',
      '--kubernetes-schedule',
      BAD_SCHEDULE,
      '--kubernetes-eol',
      path.join(ROOT, 'demo', 'recorded', 'eol.yaml'),
      '--k3s-releases',
      TRUNCATED_RELEASES,
      CURRENT,
    ],
    says: [new RegExp(`^k3s-release-guard: --k3s-releases ${TRUNCATED_RELEASES}: not valid JSON`)],
  },
  {
    name: 'a demo branch the demo has no tree of',
    args: ['--demo', '--branch', 'release-25.11'],
    says: [/--demo has no tree of release-25\.11/, /--branch release-26\.05/],
  },
  { name: 'the demo given a checkout', args: ['--demo', CURRENT], says: [/--demo audits its own trees/] },
  {
    name: 'a releases file with truncated JSON',
    args: [...offlineData({ releases: TRUNCATED_RELEASES }), CURRENT],
    says: [
      new RegExp(`--k3s-releases ${TRUNCATED_RELEASES}: not valid JSON \\(`),
      /give a JSON array of GitHub release objects, as GET \/repos\/k3s-io\/k3s\/releases answers\.$/,
    ],
  },
  {
    name: 'a schedule.yaml that is not YAML',
    args: [...offlineData({ 'kubernetes-schedule': BAD_SCHEDULE }), CURRENT],
    says: [
      new RegExp(`--kubernetes-schedule ${BAD_SCHEDULE}: not valid YAML`),
      /give a copy of kubernetes\/website data\/releases\/schedule\.yaml\.$/,
    ],
  },
  {
    name: 'a channel file that is no channel file',
    args: [...offlineData(), '--k3s-default-target', 'stable-channel', '--k3s-channel', NOT_A_CHANNEL_FILE, CURRENT],
    says: [new RegExp(`--k3s-channel ${NOT_A_CHANNEL_FILE}: not a channel file`), /give a copy of channel\.yaml/],
  },
  {
    name: 'a lib/.version that names no release',
    args: [...offlineData(), BAD_LIB_VERSION],
    says: [/lib\/\.version "unstable" is not a NixOS release/, /give --branch master or --branch release-YY\.MM\.$/],
  },
  {
    name: 'a default target not accepted',
    args: ['--k3s-default-target', 'oldest', CURRENT],
    says: [/--k3s-default-target: "oldest" is not accepted; use one of newest, stable-channel/],
  },
  { name: 'two output formats', args: ['--demo', '--json', '--markdown'], says: [/--json and --markdown/] },
  { name: 'a preview as JSON', args: ['--demo', '--preview', '--json'], says: [/--preview and --json/] },
];

const runs = new Map<string, ProcessResult>();
let help: ProcessResult;

beforeAll(async () => {
  help = await runCliInProcess(['--help']);
  await Promise.all(CASES.map(async (c) => runs.set(c.name, await runCliInProcess(c.args))));
}, 60_000);

test.each(CASES)('$name: exit code 2 and one line naming the problem and the fix', ({ name, says }) => {
  const { code, stdout, stderr } = runs.get(name)!;
  expect(code).toBe(EXIT.usage);
  expect(stdout).toBe('');
  const lines = stderr.split('\n').filter(Boolean);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^k3s-release-guard: /);
  for (const pattern of says) expect(lines[0]).toMatch(pattern);
  // Node's and the file system's own words are not an answer.
  expect(lines[0]).not.toMatch(/ENOENT|realpath|ERR_PARSE_ARGS|To specify a positional|set the "branch" input/i);
});

test('paths are read from the folder the CLI runs in, and named as they were typed', async () => {
  const [file, checkout] = await Promise.all([
    runCliInProcess([...offlineData({ releases: 'truncated-releases.json' }), CURRENT], {}, scratch),
    runCliInProcess([...offlineData(), 'bad-lib-version'], {}, scratch),
  ]);
  expect([file.code, checkout.code]).toEqual([EXIT.usage, EXIT.usage]);
  expect(file.stderr).toMatch(/^k3s-release-guard: --k3s-releases truncated-releases\.json: not valid JSON \(/);
  expect(checkout.stderr).toMatch(/^k3s-release-guard: NIXPKGS_PATH bad-lib-version: lib\/\.version "unstable" /);
});

test('--help names every option the CLI accepts, and the exit codes', () => {
  expect(help.code).toBe(EXIT.ok);
  for (const option of OPTIONS) {
    expect(help.stdout).toMatch(new RegExp(`^  ${option.short ? `-${option.short}, ` : ''}--${option.name}\\b`, 'm'));
  }
  for (const code of Object.values(EXIT)) expect(help.stdout).toMatch(new RegExp(`\\b${code} [a-z]`));
  for (const line of help.stdout.split('\n')) expect(line.length).toBeLessThanOrEqual(100);
});

test('docs/CLI.md names every option and every exit code, and the README links it', () => {
  const page = readFileSync(path.join(ROOT, 'docs', 'CLI.md'), 'utf8');
  for (const option of OPTIONS) expect(page).toContain(`\`--${option.name}`);
  for (const code of Object.values(EXIT)) expect(page).toMatch(new RegExp(`^- \`${code}\`: [a-z]`, 'm'));
  expect(readFileSync(path.join(ROOT, 'README.md'), 'utf8')).toContain('](docs/CLI.md)');
});
