// The four real days of 2026 (__tests__/fixtures/realday, README there): nixpkgs
// trees of each day and the upstream data of that day, and one run of the
// guard on them in process through the code the CLI runs offline
// (readRunOptions, localSources, runGuard, with the CLI's words). A test says
// "the tree of 2026-08-10 with release-26.05" as realDay('2026-08-10', ['release-26.05']).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { cliWords } from '../../../src/cli/words.js';
import type { RunLog } from '../../../src/domain/runLog.js';
import { localTree } from '../../../src/gather/nixpkgs/tree.js';
import { localSources, type LocalData } from '../../../src/gather/sources.js';
import { familyOption, readRunOptions } from '../../../src/pipeline/options.js';
import { runGuard, type RunContextFacts, type RunResult } from '../../../src/pipeline/run.js';
import { ROOT } from './upstreamData.js';

export const REAL_DAYS = ['2026-05-21', '2026-08-10', '2026-09-14', '2026-09-16'] as const;
export type RealDay = (typeof REAL_DAYS)[number];

/** The refs a day has beside its master: the release branch once it exists, the release tag once it is cut. */
export type RealDayRef = 'release-26.05' | '26.05';

export const REAL_DAY_ROOT = path.join(ROOT, '__tests__', 'fixtures', 'realday');

/** The day's upstream files, by the CLI option that reads each. */
export type RealDayUpstream = Record<
  'k3s-releases' | 'rke2-releases' | 'k3s-channel' | 'rke2-channel' | 'kubernetes-schedule' | 'kubernetes-eol',
  string
>;

export interface RealDayWorld {
  day: RealDay;
  /** The checkout's folder: the day's master, unless another ref or day was asked for. */
  checkout: string;
  /** The other refs read, by name (release-26.05, 26.05), as --tree gives them. */
  trees: Map<string, string>;
  upstream: RealDayUpstream;
  /** What the CLI builds from its data options: local files only, no API. */
  local: LocalData;
  /** The CLI's arguments for this world (without --all-branches, --json or --preview). */
  cliArgs(): string[];
}

export interface RealDayChoice {
  /** The checkout's tree: `master` (default) or a ref of the day, or `<day>/<ref>` of another day (what a pull request of that day makes of master). */
  checkout?: string;
}

/**
 * The world of a real day: its master as the checkout and, of the day's other
 * refs, those named in `refs` (default: every one the day has). A ref the day
 * does not have is an error: release-26.05 was created on 2026-05-24, the tag
 * 26.05 on 2026-05-30.
 */
export function realDay(day: RealDay, refs?: readonly RealDayRef[], choice: RealDayChoice = {}): RealDayWorld {
  const folder = path.join(REAL_DAY_ROOT, day);
  const has = (ref: string): boolean => existsSync(path.join(folder, ref, 'lib', '.version'));
  const wanted = refs ?? (['release-26.05', '26.05'] as const).filter(has);
  for (const ref of wanted) if (!has(ref)) throw new Error(`${day} has no ${ref} (see realday/README.md)`);
  const trees = new Map(wanted.map((ref): [string, string] => [ref, path.join(folder, ref)]));
  const checkoutRef = choice.checkout ?? 'master';
  const checkout = checkoutRef.includes('/') ? path.join(REAL_DAY_ROOT, checkoutRef) : path.join(folder, checkoutRef);
  if (!existsSync(path.join(checkout, 'lib', '.version'))) throw new Error(`no tree ${checkoutRef} for ${day}`);
  const up = (file: string): string => path.join(folder, 'upstream', file);
  const upstream: RealDayUpstream = {
    'k3s-releases': up('k3s-releases.json'),
    'rke2-releases': up('rke2-releases.json'),
    'k3s-channel': up('k3s-channel.yaml'),
    'rke2-channel': up('rke2-channels.yaml'),
    'kubernetes-schedule': up('schedule.yaml'),
    'kubernetes-eol': up('eol.yaml'),
  };
  const local: LocalData = {
    releases: new Map([
      ['k3s', upstream['k3s-releases']],
      ['rke2', upstream['rke2-releases']],
    ]),
    lifecycle: { schedule: upstream['kubernetes-schedule'], eol: upstream['kubernetes-eol'] },
    trees,
    channels: new Map([
      ['k3s', upstream['k3s-channel']],
      ['rke2', upstream['rke2-channel']],
    ]),
    optionFor: (id, option) => `--${familyOption({ id }, option)}`,
  };
  return {
    day,
    checkout,
    trees,
    upstream,
    local,
    cliArgs: () => [
      '--offline',
      '--now',
      day,
      '--packages',
      'k3s,rke2',
      ...Object.entries(upstream).flatMap(([option, file]) => [`--${option}`, file]),
      ...[...trees].flatMap(([ref, tree]) => ['--tree', `${ref}=${tree}`]),
      checkout,
    ],
  };
}

/** What a run is given besides its inputs: the Actions context (a pull request check's event and base) and where its log goes. */
export interface RealDayRunMore {
  context?: RunContextFacts;
  /** Also told every line of the log, as the CLI's stderr is. */
  log?: RunLog;
}

export interface RealDayRun {
  result: RunResult;
  /** What the run said on its log: the warnings the CLI would print with -v. */
  warnings: string[];
}

/**
 * One run on a real day, as `node dist/cli.js --offline --now DAY --packages
 * k3s,rke2 ... [--all-branches]` makes it: the action's inputs by name
 * (`k3s-default-target`, `mode`, ...) over the day's defaults. Every branch
 * that matters is audited unless `allBranches` is false.
 */
export async function runRealDay(
  world: RealDayWorld,
  inputs: Record<string, string> = {},
  allBranches = true,
  more: RealDayRunMore = {},
): Promise<RealDayRun> {
  const given: Record<string, string> = { now: world.day, packages: 'k3s, rke2', ...inputs };
  const warnings: string[] = [];
  const log: RunLog = {
    group: (title, work) => (more.log ? more.log.group(title, work) : work()),
    info: (message) => more.log?.info(message),
    warning: (message) => {
      warnings.push(message);
      more.log?.warning(message);
    },
  };
  const result = await runGuard({
    options: readRunOptions((name) => given[name] ?? ''),
    checkout: localTree(world.checkout),
    sources: localSources(world.local),
    context: more.context ?? {},
    log,
    checkoutOnly: !allBranches,
    words: cliWords(true),
  });
  return { result, warnings };
}
