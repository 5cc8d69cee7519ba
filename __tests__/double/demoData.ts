// The demo's world served by the GitHub double: the recorded upstream data of
// every family (releases, rke2's channels.yaml), the Kubernetes lifecycle
// files and every nixpkgs branch of demo/ (master is the demo checkout). The end-to-end tests and the bench run the action in it.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { demo } from '../../src/cli/demo.js';
import { FAMILIES } from '../../src/families/registry.js';
import type { GitHubDouble, ReleaseJson } from './githubDouble.js';

async function filesBelow(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
}

/** When the recorded channel files were committed upstream: its history as the double serves it. */
export const CHANNELS_COMMITTED = '2026-11-12T09:41:27Z';

export async function loadDemoWorld(double: GitHubDouble, root?: string): Promise<void> {
  const { local } = demo(root);
  for (const { traits } of FAMILIES) {
    const file = local.releases?.get(traits.id);
    if (file)
      double.setReleases(traits.upstreamRepository, JSON.parse(await fs.readFile(file, 'utf8')) as ReleaseJson[]);
    const channel = local.channels?.get(traits.id);
    if (channel) {
      const text = await fs.readFile(channel, 'utf8');
      double.setFileHistory(traits.upstreamRepository, traits.channelFile ?? 'channel.yaml', [
        { date: CHANNELS_COMMITTED, text },
      ]);
    }
  }
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
