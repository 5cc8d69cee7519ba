// The demo's world served by the GitHub double: the recorded upstream data of
// every family (releases, rke2's channels.yaml), the Kubernetes lifecycle
// files, every nixpkgs branch of demo/ (master is the demo checkout) and the
// recorded pull requests. The end-to-end tests and the bench run the action in it.
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { demo } from '../../src/cli/demo.js';
import { familiesWithInputs } from '../../src/families/catalogue.js';
import type { GitHubDouble, ReleaseJson } from './githubDouble.js';
import type { ChangedFileRecord, PullRequestRecord } from './pullRequestJson.js';

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
  for (const { id, upstream } of familiesWithInputs()) {
    const { repository, channelFile } = upstream;
    if (repository === undefined) continue;
    const file = local.releases?.get(id);
    if (file) double.setReleases(repository, JSON.parse(await fs.readFile(file, 'utf8')) as ReleaseJson[]);
    const channel = local.channels?.get(id);
    if (channel && channelFile !== undefined) {
      const text = await fs.readFile(channel, 'utf8');
      double.setFileHistory(repository, channelFile, [{ date: CHANNELS_COMMITTED, text }]);
    }
  }
  const lifecycle = { 'schedule.yaml': local.lifecycle!.schedule!, 'eol.yaml': local.lifecycle!.eol! };
  for (const [name, file] of Object.entries(lifecycle)) {
    double.setFile('kubernetes/website', 'main', `data/releases/${name}`, await fs.readFile(file, 'utf8'));
  }
  if (local.pulls) loadRecordedPulls(double, JSON.parse(await fs.readFile(local.pulls, 'utf8')) as RecordedPulls);
  // Every branch of the demo, master (the demo checkout) included.
  for (const [branch, dir] of local.trees ?? []) {
    for (const file of await filesBelow(dir))
      double.setFile('NixOS/nixpkgs', branch, file, await fs.readFile(path.join(dir, file), 'utf8'));
  }
}

/** demo/recorded/pulls.json: GitHub's answers, in the fields the recording kept (src/gather/pullRequests/recordedPulls.ts). */
interface RecordedPulls {
  search: {
    items: Array<{
      number: number;
      title: string;
      user: { login: string };
      state: 'open' | 'closed';
      draft?: boolean;
      created_at: string;
      updated_at: string;
      closed_at: string | null;
      labels: Array<{ name: string }>;
      pull_request: { merged_at: string | null };
    }>;
  };
  pulls: Array<{
    number: number;
    base: { ref: string };
    head: { sha: string; ref: string; repo: { full_name: string } };
  }>;
  files: Record<string, ChangedFileRecord[]>;
  contents: Record<string, Record<string, string>>;
}

/** Each pull request the search lists, as the double serves it; one the recording did not read merges into master. */
function loadRecordedPulls(double: GitHubDouble, recorded: RecordedPulls): void {
  for (const item of recorded.search.items) {
    const page = recorded.pulls.find((p) => p.number === item.number);
    const sha = page?.head.sha ?? createHash('sha1').update(`head of #${item.number}`).digest('hex');
    const pull: PullRequestRecord = {
      number: item.number,
      title: item.title,
      user: item.user.login,
      state: item.state,
      draft: item.draft,
      created_at: item.created_at,
      updated_at: item.updated_at,
      closed_at: item.closed_at,
      merged_at: item.pull_request.merged_at,
      base: page?.base.ref ?? 'master',
      head: { sha, ref: page?.head.ref ?? `pull-${item.number}`, repository: page?.head.repo.full_name },
      labels: item.labels.map((label) => label.name),
      files: recorded.files[String(item.number)] ?? [],
    };
    double.setPullRequest('NixOS/nixpkgs', pull, recorded.contents[sha] ?? {});
  }
}
