// `npm run demo`: the bundled example (a nixpkgs master checkout, two release
// branches and a snapshot of upstream data) served by the local GitHub double,
// so the demo runs the same client and code paths as a real run, offline.
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { GitHubDouble, type ReleaseJson } from '../double/githubDouble.js';

export interface RunningDemo {
  apiUrl: string;
  nixpkgsPath: string;
  /** Inputs the example is recorded for (the day of the snapshot, its branch). */
  inputs: Record<string, string>;
  stop(): Promise<void>;
}

/** The snapshot's day: the example's findings are those of that day. */
export const DEMO_DAY = '2026-11-29';

function demoRoot(): string {
  // dist/cli.js and src/demo/demo.ts both sit below the package root.
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 4; i++) {
    if (existsSync(path.join(dir, 'demo', 'recorded', 'releases.json'))) return path.join(dir, 'demo');
    dir = path.dirname(dir);
  }
  throw new Error('The demo data (demo/recorded/releases.json) is missing next to this program.');
}

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/**
 * Loads the demo world into a double: the upstream snapshot, the Kubernetes
 * lifecycle files, and each nixpkgs branch (master is the demo checkout).
 * Tests and the bench build on the same world.
 */
export async function loadDemoWorld(double: GitHubDouble, root: string = demoRoot()): Promise<void> {
  const releases = JSON.parse(await fs.readFile(path.join(root, 'recorded', 'releases.json'), 'utf8')) as ReleaseJson[];
  double.setReleases('k3s-io/k3s', releases);
  for (const name of ['schedule.yaml', 'eol.yaml']) {
    double.setFile('kubernetes/website', 'main', `data/releases/${name}`, await fs.readFile(path.join(root, 'recorded', name), 'utf8'));
  }
  // Each folder under demo/branches is a nixpkgs branch of that name.
  const trees: Array<[string, string]> = [['master', path.join(root, 'nixpkgs')]];
  for (const branch of await fs.readdir(path.join(root, 'branches'))) trees.push([branch, path.join(root, 'branches', branch)]);
  for (const [branch, dir] of trees) {
    for (const file of await filesBelow(dir)) double.setFile('NixOS/nixpkgs', branch, file, await fs.readFile(path.join(dir, file), 'utf8'));
  }
}

export async function startDemo(root: string = demoRoot()): Promise<RunningDemo> {
  const double = new GitHubDouble();
  await loadDemoWorld(double, root);
  const apiUrl = await double.start();
  return {
    apiUrl,
    nixpkgsPath: path.join(root, 'nixpkgs'),
    inputs: { now: DEMO_DAY, branch: 'master' },
    stop: () => double.stop()
  };
}
