// The demo's world served by the GitHub double: the recorded upstream data,
// the Kubernetes lifecycle files and every nixpkgs branch of demo/ (master is
// the demo checkout). The end-to-end tests and the bench run the action in it.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { demo } from '../../src/cli/demo.js';
import { K3S_TRAITS } from '../../src/families/k3s/traits.js';
import type { GitHubDouble, ReleaseJson } from './githubDouble.js';

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

export async function loadDemoWorld(double: GitHubDouble, root?: string): Promise<void> {
  const { local } = demo(root);
  const releases = JSON.parse(await fs.readFile(local.releases!, 'utf8')) as ReleaseJson[];
  double.setReleases(K3S_TRAITS.upstreamRepository, releases);
  const lifecycle = { 'schedule.yaml': local.lifecycle!.schedule!, 'eol.yaml': local.lifecycle!.eol! };
  for (const [name, file] of Object.entries(lifecycle)) {
    double.setFile('kubernetes/website', 'main', `data/releases/${name}`, await fs.readFile(file, 'utf8'));
  }
  // Every branch of the demo, master (the demo checkout) included.
  for (const [branch, dir] of local.trees ?? []) {
    for (const file of await filesBelow(dir))
      double.setFile('NixOS/nixpkgs', branch, file, await fs.readFile(path.join(dir, file), 'utf8'));
  }
}
