// The facts one run gathers for the policy, per branch kind and phase, read
// through the production client from the GitHub double: trees of real nixpkgs
// history (__tests__/fixtures/scenarios) for the branches and tags, the upstream
// channel file as it stood on the audited day.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AuditReport } from '../../src/domain/audit.js';
import { silentLog } from '../../src/domain/runLog.js';
import type { DefaultTarget } from '../../src/domain/types.js';
import { localTree } from '../../src/gather/nixpkgs/tree.js';
import { githubSources, localSources } from '../../src/gather/sources.js';
import { createGitHubClient } from '../../src/github/client.js';
import { runAudit } from '../../src/pipeline/runAudit.js';
import { GitHubDouble } from '../double/githubDouble.js';
import { filesOf, serveBranch, serveUpstream } from '../e2e/support/upstreamData.js';
import { k3s } from '../families/builtIn.js';

const SCENARIOS = fileURLToPath(new URL('../fixtures/scenarios/', import.meta.url));
const NIXPKGS = 'NixOS/nixpkgs';
const API = `GitHub API ${NIXPKGS}`;
const SHA = 'c0ffee0000000000000000000000000000000001';

const double = new GitHubDouble();
beforeAll(async () => {
  await double.start();
});
afterAll(() => double.stop());
beforeEach(() => {
  double.contents.clear();
  double.history.clear();
  double.requests.length = 0;
  serveUpstream(double);
});

/** Serves the refs of a scenario (all but the checkout's) and audits the checkout as of `now`. */
async function audit(
  scenario: string,
  checkout: string,
  now: string,
  more: { serve?: string[]; allBranches?: boolean; withBase?: boolean; defaultTarget?: DefaultTarget } = {},
): Promise<AuditReport> {
  for (const ref of more.serve ?? []) serveBranch(double, NIXPKGS, ref, filesOf(path.join(SCENARIOS, scenario, ref)));
  const client = createGitHubClient({ baseUrl: double.url, token: 'test', retries: 0 });
  const [report] = await runAudit({
    options: {},
    families: [
      {
        family: k3s,
        upstreamRepository: 'k3s-io/k3s',
        policy: {
          policy: 'nixpkgs',
          backportThrough: 'next-release',
          keep: new Map(),
          defaultTarget: more.defaultTarget ?? 'newest',
        },
      },
    ],
    checkout: localTree(path.join(SCENARIOS, scenario, checkout)),
    sources: githubSources(client, NIXPKGS),
    context: { sha: SHA },
    now: new Date(now),
    log: silentLog,
    allBranches: more.allBranches,
    withBase: more.withBase,
  });
  return report;
}

const nixpkgsReads = () =>
  double.requests.filter((r) => r.path.startsWith(`/repos/${NIXPKGS}/`)).map((r) => `${r.path}?${r.query.toString()}`);

describe('stable R, supported: the upgrade-path target and D(R), its default at release', () => {
  it('reads master (next not branched off) with its minors, and the tag 24.05', async () => {
    const report = await audit('release-24.05-2024-09-06', 'release-24.05', '2024-09-06', {
      serve: ['master', '24.05'],
    });
    const [release] = report.audits;
    expect(release.phase).toBe('supported');
    expect(release.others).toEqual({
      unstableDefault: {
        branch: 'master',
        minor: '1.30',
        attr: 'k3s_1_30',
        minors: ['1.28', '1.29', '1.30', '1.31'],
        source: `${API}@master`,
      },
      defaultAtRelease: {
        branch: '24.05',
        minor: '1.30',
        attr: 'k3s_1_30',
        minors: ['1.27', '1.28', '1.29', '1.30'],
        source: `${API}@24.05`,
      },
    });
    // The checkout's commit is the run's, a branch's is asked for; the tag's facts need none.
    expect(release.packaged.commit).toBe(SHA);
    expect(nixpkgsReads().filter((r) => r.includes('/commits/'))).toEqual(['/repos/NixOS/nixpkgs/commits/master?']);
  });

  it('says why D(R) is unknown when the tag does not exist, and leaves its minor out', async () => {
    const report = await audit('release-24.05-2024-09-06', 'release-24.05', '2024-09-06', { serve: ['master'] });
    expect(report.audits[0].others.defaultAtRelease).toEqual({
      branch: '24.05',
      source: `${API}@24.05: no such tag (no lib/.version)`,
      unread: 'no-such-branch',
    });
    expect(report.audits[0].others.unstableDefault?.minor).toBe('1.30');
  });

  it('on its end-of-support day, takes the target from the next release, which has branched off', async () => {
    const report = await audit('release-24.05-2024-12-31', 'release-24.05', '2024-12-31', {
      serve: ['release-24.11', '24.05'],
    });
    const [release] = report.audits;
    expect(release.phase).toBe('supported');
    expect(release.others).toEqual({
      nextReleaseDefault: {
        branch: 'release-24.11',
        minor: '1.31',
        attr: 'k3s_1_31',
        minors: ['1.28', '1.29', '1.30', '1.31'],
        source: `${API}@release-24.11`,
      },
      defaultAtRelease: expect.objectContaining({ branch: '24.05', minor: '1.30' }) as unknown,
    });
  });

  it('the day after, retired: no other branch is read', async () => {
    const report = await audit('release-24.05-2024-12-31', 'release-24.05', '2025-01-01', {
      serve: ['release-24.11', '24.05'],
    });
    expect(report.audits[0].phase).toBe('retired');
    expect(report.audits[0].others).toEqual({});
    expect(nixpkgsReads()).toEqual([]);
  });
});

describe('stable R, pre-release: master with its minors, no D(R) yet', () => {
  it('reads master for the newest minor packaged there', async () => {
    const report = await audit('release-24.05-2024-05-25', 'release-24.05', '2024-05-25', { serve: ['master'] });
    expect(report.audits[0].phase).toBe('pre-release');
    expect(report.audits[0].others).toEqual({
      unstableDefault: {
        branch: 'master',
        minor: '1.30',
        attr: 'k3s_1_30',
        minors: ['1.27', '1.28', '1.29', '1.30'],
        source: `${API}@master`,
      },
    });
  });
});

describe('unstable: the current stable, thrown(master) and the notes of the next release', () => {
  it('reads release-23.11 with its minors, aliases.nix and rl-2405 of the checkout', async () => {
    const report = await audit('master-2024-02-09', 'master', '2024-02-09', {
      serve: ['release-23.11'],
      allBranches: true,
    });
    const [master, stable] = report.audits;
    const release2311 = {
      branch: 'release-23.11',
      minor: '1.27',
      attr: 'k3s_1_27',
      minors: ['1.24', '1.25', '1.26', '1.27'],
      source: `${API}@release-23.11`,
    };
    // 23.11 is the one live release: the current stable, and the release branched off last.
    expect(master.others).toEqual({ currentStableDefault: release2311, liveReleases: [release2311] });
    expect(master.packaged.thrown).toEqual([]);
    expect(master.packaged.releaseNotes).toEqual({
      release: '24.05',
      file: 'nixos/doc/manual/release-notes/rl-2405.section.md',
      text: expect.stringMatching(/^# Release 24\.05 /) as unknown,
    });
    expect(master.packaged.minors.map((m) => m.version?.text)).toEqual([
      '1.24.10+k3s1',
      '1.25.3+k3s1',
      '1.26.9+k3s1',
      '1.27.9+k3s1',
      '1.28.5+k3s1',
      '1.29.0+k3s1',
    ]);
    // A branch read through the API is linked at the commit its ref points to.
    expect(stable.branch.name).toBe('release-23.11');
    expect(stable.packaged.commit).toBe(double.refCommit(NIXPKGS, 'release-23.11'));
    expect(stable.packaged.releaseNotes).toBeUndefined();
  });

  it('between a branch-off and its release, reads both live releases, each once', async () => {
    // 2024-05-25: 24.05 branched off on 2024-05-22 (the checkout) and is released on 2024-05-31; 23.11 is current.
    serveBranch(double, NIXPKGS, 'release-23.11', filesOf(path.join(SCENARIOS, 'master-2024-02-09', 'release-23.11')));
    const report = await audit('release-24.05-2024-05-25', 'master', '2024-05-25', { serve: ['release-24.05'] });
    const { others } = report.audits[0];
    expect(others.currentStableDefault).toMatchObject({ branch: 'release-23.11', minor: '1.27' });
    expect(others.liveReleases).toEqual([
      expect.objectContaining({ branch: 'release-23.11', minors: ['1.24', '1.25', '1.26', '1.27'] }),
      expect.objectContaining({ branch: 'release-24.05', minor: '1.30', minors: ['1.27', '1.28', '1.29', '1.30'] }),
    ]);
    const versionReads = nixpkgsReads().filter((r) => r.includes('lib%2F.version') || r.includes('lib/.version'));
    expect(new Set(versionReads).size).toBe(versionReads.length);
  });

  it('in a pull request check, gives the head the base with its minors and their versions, and reads the base notes through the API', async () => {
    serveBranch(double, NIXPKGS, 'master', filesOf(path.join(SCENARIOS, 'master-2024-02-09', 'master')));
    const report = await audit('master-2024-02-09', 'master', '2024-02-09', {
      serve: ['release-23.11'],
      withBase: true,
    });
    const { versions, ...base } = report.audits[0].others.base!;
    expect(base).toEqual({
      branch: 'master',
      minor: '1.28',
      attr: 'k3s_1_28',
      minors: ['1.24', '1.25', '1.26', '1.27', '1.28', '1.29'],
      source: `${API}@master`,
    });
    // version-downgraded compares the head's versions with these.
    expect(versions?.map((v) => `${v.minor} ${v.version.text}`)).toEqual(
      report.base?.packaged.minors.map((m) => `${m.minor} ${m.version?.text}`),
    );
    expect(versions).toHaveLength(6);
    expect(report.base?.others.base).toBeUndefined();
    expect(report.base?.packaged.releaseNotes?.text).toMatch(/^# Release 24\.05 /);
    expect(nixpkgsReads()).toContain(
      '/repos/NixOS/nixpkgs/contents/nixos/doc/manual/release-notes/rl-2405.section.md?ref=master',
    );
  });
});

describe('channel(t): the stable channel of channel.yaml as it stood on the audited day', () => {
  const channel = (stable: string) =>
    `channels:\n- name: stable\n  latest: ${stable}\n- name: latest\n  latestRegexp: .*\n  excludeRegexp: ^[^+]+-\n`;
  beforeEach(() => {
    double.setFileHistory('k3s-io/k3s', 'channel.yaml', [
      { date: '2025-05-26T15:04:00Z', text: channel('v1.32.5+k3s1') },
      { date: '2025-10-02T09:30:00Z', text: channel('v1.33.5+k3s1') },
    ]);
  });
  const sha = (date: string) => double.history.get('k3s-io/k3s:channel.yaml')!.find((c) => c.date === date)!.sha;

  it.each([
    ['2025-10-02', '1.33', 'v1.33.5+k3s1', '2025-10-02T09:30:00Z', 'a change later on the day counts'],
    ['2025-10-01', '1.32', 'v1.32.5+k3s1', '2025-05-26T15:04:00Z', 'a change the next day does not'],
  ])('on %s reads %s (%s; %s)', async (now, minor, version, date) => {
    const report = await audit('release-25.05-2025-05-20', 'master', now, { defaultTarget: 'stable-channel' });
    expect(report.upstream.stableChannel).toEqual({
      minor,
      version,
      source: `k3s-io/k3s channel.yaml at ${sha(date).slice(0, 7)}, ${date.slice(0, 10)}`,
    });
  });

  it('says when the file had no commit yet on that day', async () => {
    const report = await audit('release-25.05-2025-05-20', 'master', '2025-05-20', { defaultTarget: 'stable-channel' });
    expect(report.upstream.stableChannel).toEqual({
      source: 'k3s-io/k3s channel.yaml: no commit on or before 2025-05-20',
    });
  });

  it('between a branch-off and its release, also reads the channel of the branch-off day: S(R) follows it', async () => {
    // 25.05 branched off on 2025-05-16; the channel moved on 2025-05-18, before the release on 2025-05-23.
    double.setFileHistory('k3s-io/k3s', 'channel.yaml', [
      { date: '2025-05-10T08:00:00Z', text: channel('v1.32.4+k3s1') },
      { date: '2025-05-18T08:00:00Z', text: channel('v1.33.0+k3s1') },
    ]);
    const report = await audit('release-25.05-2025-05-20', 'master', '2025-05-20', { defaultTarget: 'stable-channel' });
    expect(report.upstream.stableChannel?.minor).toBe('1.33');
    expect(report.upstream.branchOffChannel).toEqual({
      release: '25.05',
      channel: {
        minor: '1.32',
        version: 'v1.32.4+k3s1',
        source: `k3s-io/k3s channel.yaml at ${sha('2025-05-10T08:00:00Z').slice(0, 7)}, 2025-05-10`,
      },
    });
    const untils = double.requests
      .filter((r) => r.path === '/repos/k3s-io/k3s/commits')
      .map((r) => r.query.get('until'))
      .sort();
    expect(untils).toEqual(['2025-05-16T23:59:59Z', '2025-05-20T23:59:59Z']);
  });

  it('reads no channel of a branch-off outside the days from a branch-off to its release', async () => {
    const report = await audit('release-25.05-2025-05-20', 'master', '2025-10-02', { defaultTarget: 'stable-channel' });
    expect(report.upstream.branchOffChannel).toBeUndefined();
    expect(double.requests.filter((r) => r.path === '/repos/k3s-io/k3s/commits')).toHaveLength(1);
  });

  it('is not read unless master targets the channel', async () => {
    const report = await audit('release-25.05-2025-05-20', 'master', '2025-10-02');
    expect(report.upstream.stableChannel).toBeUndefined();
    expect(double.requests.filter((r) => r.path.startsWith('/repos/k3s-io/k3s/commits'))).toEqual([]);
  });

  it('reads a local channel.yaml as it is, and says offline which option gives it', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'channel-'));
    try {
      const file = path.join(dir, 'channel.yaml');
      writeFileSync(file, channel('v1.34.2+k3s1'));
      const options = {
        repository: 'k3s-io/k3s',
        family: { id: 'k3s', name: 'k3s', buildTag: 'k3s', channelFile: 'channel.yaml' },
        now: new Date(),
      };
      expect(await localSources({ channels: new Map([['k3s', file]]) }).stableChannel(options)).toEqual({
        minor: '1.34',
        version: 'v1.34.2+k3s1',
        // A file outside the folder the run works in is named by its base name: no path of the disk in a report.
        source: 'local file channel.yaml',
      });
      expect(await localSources({}).stableChannel(options)).toEqual({
        source: 'k3s-io/k3s channel.yaml: not read offline (give --channel FILE)',
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
