// `--demo`: the example bundled with the program, read from local files like
// any offline run: a nixpkgs master checkout (demo/nixpkgs), the other
// branches' trees (demo/branches/<branch>), nixpkgs' release tags
// (demo/tags/<release>, the defaults at release), and a snapshot of upstream
// data (demo/recorded: k3s's and rke2's releases and channel files, the
// Kubernetes lifecycle files, nixpkgs' pull requests of both, and
// endoflife.date's answers for the declared families it packages:
// demo/recorded/endoflife/<product>.json). It audits k3s, rke2 and three
// declared families (PostgreSQL, Node.js, Python). No network is used.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LocalData } from '../gather/sources.js';
import { UsageError } from './usage.js';

/** The snapshot's day: the example's findings are those of that day. */
export const DEMO_DAY = '2026-11-29';

/** The families the demo audits unless told otherwise. */
export const DEMO_PACKAGES = 'k3s, rke2, postgresql, nodejs, python';

export interface Demo {
  nixpkgsPath: string;
  local: LocalData;
  /** Options the example is recorded for (the day of the snapshot, its branch); what the user types wins. */
  options: Record<string, string>;
}

/** The demo/ folder beside the program (dist/cli.js) or its source (src/cli/demo.ts). */
export function demoRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, 'demo', 'recorded', 'releases.json'))) return path.join(dir, 'demo');
    dir = path.dirname(dir);
  }
  throw new Error('The demo data (demo/recorded/releases.json) is missing next to this program.');
}

/**
 * The demo with `branch` (default master) as the checkout and every branch of
 * the demo as a local tree (the checkout's own tree is what a pull request
 * check compares with). A branch the demo has no tree of is refused: auditing
 * master's tree under another name would report nonsense.
 */
export function demo(root: string = demoRoot(), branch = 'master'): Demo {
  const recorded = path.join(root, 'recorded');
  const branches = path.join(root, 'branches');
  const tags = path.join(root, 'tags');
  const below = (folder: string): Array<[string, string]> =>
    readdirSync(folder).map((name): [string, string] => [name, path.join(folder, name)]);
  // master is demo/nixpkgs; each folder under demo/branches is a nixpkgs branch of that name, each under demo/tags a release tag.
  const branchTrees = new Map<string, string>([['master', path.join(root, 'nixpkgs')], ...below(branches)]);
  const checkout = branchTrees.get(branch);
  if (!checkout) {
    throw new UsageError(
      `--demo has no tree of ${branch}; give --branch ${[...branchTrees.keys()].join(', --branch ')}, or drop --branch.`,
    );
  }
  const trees = new Map([...branchTrees, ...below(tags)]);
  return {
    nixpkgsPath: checkout,
    local: {
      releases: new Map([
        ['k3s', path.join(recorded, 'releases.json')],
        ['rke2', path.join(recorded, 'rke2-releases.json')],
      ]),
      lifecycle: { schedule: path.join(recorded, 'schedule.yaml'), eol: path.join(recorded, 'eol.yaml') },
      trees,
      // k3s's channel is its target default (default-target stable-channel, the default); rke2's is read on every run.
      channels: new Map([
        ['k3s', path.join(recorded, 'channel.yaml')],
        ['rke2', path.join(recorded, 'rke2-channels.yaml')],
      ]),
      pulls: path.join(recorded, 'pulls.json'),
      // The bodies of GET /api/v1/products/<product> on the demo's day, as --endoflife DIR reads them.
      endoflife: path.join(recorded, 'endoflife'),
    },
    // k3s and rke2 by their own rules, and the declared families the demo's trees package; each in its own section.
    options: { now: DEMO_DAY, branch, packages: DEMO_PACKAGES },
  };
}
