// channel-alias-behind (POLICY-rke2.md, unstable): rke2_stable follows the
// stable channel, rke2_latest the newest packaged minor; both ways, and what
// the finding asks for.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { fetchStableChannel } from '../../../gather/upstream/stableChannel.js';
import { createGitHubClient } from '../../../github/client.js';
import { GitHubDouble } from '../../../../__tests__/double/githubDouble.js';
import { RKE2_RELEASES, k3s } from '../../../../__tests__/families/builtIn.js';
import { channelAliasBehind } from './channel-alias-behind.js';
import { evaluate } from '../../../evaluate/evaluate.js';
import { input, packaged, upstream as k3sUpstream } from '../../../../__tests__/evaluate/builders.js';
import {
  DEFAULT_NIX,
  RKE2_DIR,
  rke2Findings,
  rke2Items,
  rke2Upstream,
  shapes,
  type Rke2Branch,
} from '../../../../__tests__/families/rke2World.js';

const NOW = '2025-01-10';
const UPSTREAM = {
  '1.29': { releases: [['1.29.12+rke2r1', '2024-12-12']] as Array<[string, string]>, eol: '2025-02-28' },
  '1.30': { releases: [['1.30.8+rke2r1', '2024-12-12']] as Array<[string, string]>, eol: '2025-06-28' },
  '1.31': { releases: [['1.31.4+rke2r1', '2024-12-12']] as Array<[string, string]>, eol: '2025-10-28' },
};
const MINORS = { '1.29': '1.29.12+rke2r1', '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' };

const run = (branch: Rke2Branch, channel: string | undefined) =>
  rke2Findings({ now: NOW, packaged: branch, upstream: rke2Upstream(UPSTREAM, channel) });

describe('rke2_stable and the stable channel', () => {
  it.each([
    ['points to the channel minor', '1.30', '1.30.8+rke2r1', []],
    ['lags the channel by a minor', '1.29', '1.30.8+rke2r1', ['channel-alias-behind warning 1.29']],
    ['is ahead of the channel', '1.31', '1.30.8+rke2r1', ['channel-alias-behind warning 1.31']],
    ['points to the channel minor, at an older patch than the channel names', '1.30', '1.30.9+rke2r1', []],
  ])('%s', (_case, stable, channel, expected) => {
    const findings = run({ minors: MINORS, stable, latest: '1.31' }, channel);
    expect(shapes(findings, 'channel-alias-behind')).toEqual(expected);
  });

  it('names the channel, where it was read and the fix, on the line of rke2_stable', () => {
    const [finding] = run({ minors: MINORS, stable: '1.29', latest: '1.31' }, '1.30.8+rke2r1');
    expect(finding).toMatchObject({
      attr: 'rke2_stable',
      packaged: 'rke2_1_29',
      expected: 'rke2_1_30',
      file: DEFAULT_NIX,
      line: 40,
    });
    expect(finding.message).toBe(
      'rke2_stable points to rke2_1_29, but the stable channel of rke2 (channels.yaml) is at v1.30.8+rke2r1 ' +
        `(the update script of rke2_1_30 sets the channel aliases). Point rke2_stable to rke2_1_30 in ${DEFAULT_NIX}.`,
    );
  });

  it('is an item of its own under the alias: point it, with the reason', () => {
    const items = rke2Items({
      now: NOW,
      packaged: { minors: MINORS, stable: '1.29', latest: '1.31' },
      upstream: rke2Upstream(UPSTREAM, '1.30.8+rke2r1'),
    });
    const item = items.find((i) => i.subject === 'rke2_stable');
    expect(item).toMatchObject({ step: 'point-default', severity: 'warning' });
    expect(item?.fix).toBe(`Point rke2_stable to rke2_1_30 in ${DEFAULT_NIX}.`);
  });

  it('asks for the minor first when the channel names one nixpkgs lacks', () => {
    const findings = run(
      { minors: { '1.29': MINORS['1.29'], '1.30': MINORS['1.30'] }, stable: '1.29', latest: '1.30' },
      '1.31.4+rke2r1',
    );
    expect(findings.find((f) => f.attr === 'rke2_stable')?.message).toContain(
      `Add rke2_1_31 in ${RKE2_DIR}/1_31/ at 1.31.4+rke2r1. Then point rke2_stable to rke2_1_31 in ${DEFAULT_NIX}.`,
    );
  });

  it('says once that it could not check when the channel is unknown', () => {
    const findings = run({ minors: MINORS, stable: '1.29', latest: '1.31' }, undefined);
    expect(shapes(findings, 'channel-alias-behind')).toEqual(['channel-alias-behind notice']);
    expect(findings.find((f) => f.rule === 'channel-alias-behind')?.message).toBe(
      "Not checked whether rke2_stable follows rke2's stable channel: the channel file was not read.",
    );
  });
});

describe('rke2_stable on the day the stable channel moves (channels.yaml as it stood on the day)', () => {
  const double = new GitHubDouble();
  const channels = (version: string) =>
    `channels:\n- name: stable\n  latest: v${version}\n- name: latest\n  latestRegexp: .*\n`;
  beforeAll(async () => {
    // rancher/rke2 moved its stable channel from 1.29 to 1.30 on 2025-01-15, late in the day.
    double.setFileHistory('rancher/rke2', 'channels.yaml', [
      { date: '2024-10-20T08:00:00Z', text: channels('1.29.12+rke2r1') },
      { date: '2025-01-15T22:45:00Z', text: channels('1.30.8+rke2r1') },
    ]);
    await double.start();
  });
  afterAll(() => double.stop());

  it.each([
    ['the day before it moved', '2025-01-14', []],
    ['the day it moved', '2025-01-15', ['channel-alias-behind warning 1.29']],
  ])('%s', async (_case, now, expected) => {
    const client = createGitHubClient({ baseUrl: double.url, token: 'test', retries: 0 });
    const stableChannel = await fetchStableChannel(client, 'rancher/rke2', RKE2_RELEASES, new Date(`${now}T06:00:00Z`));
    const upstream = { ...rke2Upstream(UPSTREAM), stableChannel };
    const findings = rke2Findings({ now, packaged: { minors: MINORS, stable: '1.29', latest: '1.31' }, upstream });
    expect(shapes(findings, 'channel-alias-behind')).toEqual(expected);
  });
});

describe('rke2_latest and the newest packaged minor', () => {
  it.each([
    ['points to the newest packaged minor', MINORS, '1.31', []],
    ['lags a minor added without moving it', MINORS, '1.30', ['channel-alias-behind warning 1.30']],
    [
      'points to the newest minor packaged at a release, a newer one packaged only as a release candidate aside',
      { ...MINORS, '1.32': '1.32.0-rc1+rke2r1' },
      '1.31',
      [],
    ],
  ])('%s', (_case, minors, latest, expected) => {
    const findings = run({ minors, stable: '1.30', latest }, '1.30.8+rke2r1');
    expect(shapes(findings, 'channel-alias-behind')).toEqual(expected);
  });

  it('asks to point it at the newest packaged minor', () => {
    const [finding] = run({ minors: MINORS, stable: '1.30', latest: '1.30' }, '1.30.8+rke2r1');
    expect(finding.message).toBe(
      'rke2_latest points to rke2_1_30, but the newest packaged minor is rke2_1_31 (the update script of rke2_1_31 ' +
        `sets the channel aliases). Point rke2_latest to rke2_1_31 in ${DEFAULT_NIX}.`,
    );
    expect(finding).toMatchObject({ minor: '1.30', expected: 'rke2_1_31', line: 41 });
  });
});

describe('other families', () => {
  it('never fires for k3s, which has no channel aliases, even with the rule handed to it', () => {
    const k3sInput = input({
      now: NOW,
      packaged: packaged({ minors: { '1.30': '1.30.8+k3s1', '1.31': '1.31.4+k3s1' }, default: '1.30' }),
      upstream: k3sUpstream({ '1.31': { releases: [['1.31.4+k3s1', '2024-12-12']], eol: '2025-10-28' } }),
    });
    const findings = evaluate({ ...k3sInput, rules: { ...k3s.policy.rules, unstable: [channelAliasBehind] } }).findings;
    expect(findings).toEqual([]);
  });
});
