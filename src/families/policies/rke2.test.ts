// The rke2 rule table (POLICY-rke2.md): which rules run where, the rules rke2
// shares with k3s on rke2's versions, and that one family's rules never fire
// for the other.
import { describe, expect, it } from '@jest/globals';
import { K3S_RULES } from './k3s.js';
import { minorEolAlwaysMarked, RKE2_RULES } from './rke2.js';
import { channelAliasBehind } from './rke2/channel-alias-behind.js';
import { defaultChanged } from './rke2/default-changed.js';
import { minorAddedOnStable } from './rke2/minor-added-on-stable.js';
import { minorRemovedOnStable } from './rke2/minor-removed-on-stable.js';
import {
  MASTER,
  plus,
  rke2Fact,
  rke2Findings,
  rke2Items,
  rke2Upstream,
  shapes,
  stableBranch,
  type Rke2Branch,
} from '../../../__tests__/families/rke2World.js';

/** The ids POLICY-rke2.md names, with layout-unrecognized and branch-retired that every family has. */
const POLICY_RKE2_IDS = [
  'patch-behind',
  'minor-missing',
  'channel-alias-behind',
  'minor-eol',
  'eol-soon',
  'removal-unannounced',
  'minor-added-on-stable',
  'minor-removed-on-stable',
  'default-changed',
  'layout-unrecognized',
  'branch-retired',
];

const UPSTREAM = rke2Upstream(
  {
    '1.29': {
      releases: [
        ['1.29.12+rke2r1', '2024-06-01'],
        ['1.29.12+rke2r2', '2024-12-20'],
      ],
      eol: '2025-02-28',
    },
    '1.30': { releases: [['1.30.8+rke2r1', '2024-06-01']], eol: '2025-06-28' },
    '1.31': {
      releases: [
        ['1.31.0+rke2r1', '2024-08-20'],
        ['1.31.4+rke2r1', '2024-12-12'],
      ],
      eol: '2025-10-28',
    },
  },
  '1.30.8+rke2r1',
);

describe('the rke2 rule table', () => {
  it("holds rke2's own rules and k3s's holds none of them", () => {
    const own = [channelAliasBehind, defaultChanged, minorAddedOnStable, minorRemovedOnStable, minorEolAlwaysMarked];
    const k3sRules = Object.values(K3S_RULES).flat();
    for (const rule of own) expect(k3sRules).not.toContain(rule);
    expect(RKE2_RULES.unstable).toContain(channelAliasBehind);
    for (const phase of ['pre-release', 'supported'] as const)
      expect(RKE2_RULES[phase]).toEqual(
        expect.arrayContaining([minorAddedOnStable, minorRemovedOnStable, defaultChanged]),
      );
  });

  it("gives no finding of k3s's policy where k3s's would fire: several minors on a release, old minors on master", () => {
    // Four minors on a release before its release: k3s keeps one (extra-at-release), asks the newest as default
    // (release-default-not-newest, eol-before-eos); on master the minors older than the stable default go (minor-superseded).
    const branch: Rke2Branch = {
      minors: { '1.29': '1.29.12+rke2r2', '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' },
      stable: '1.30',
      latest: '1.31',
    };
    const release = rke2Findings({
      now: '2025-05-20',
      branch: stableBranch('25.05'),
      packaged: branch,
      upstream: UPSTREAM,
    });
    const master = rke2Findings({
      now: '2025-01-10',
      branch: MASTER,
      packaged: branch,
      upstream: UPSTREAM,
      others: { currentStableDefault: rke2Fact('release-24.11', { minors: branch.minors, stable: '1.31' }) },
    });
    for (const finding of [...release, ...master]) expect(POLICY_RKE2_IDS).toContain(finding.rule);
    expect(release.map((f) => f.rule)).toEqual(['minor-eol']);
    expect(master).toEqual([]);
  });
});

describe('patch-behind on rke2 versions (shared with k3s)', () => {
  it.each([
    ['the latest rke2rN of the patch', '1.29.12+rke2r2', []],
    ['an older rke2rN of the same patch', '1.29.12+rke2r1', ['patch-behind warning 1.29']],
    ['a release candidate of the latest patch', '1.31.4-rc1+rke2r1', ['patch-behind warning 1.31']],
  ])('%s', (_case, packagedVersion, expected) => {
    const minor = packagedVersion.slice(0, 4);
    const others = { '1.29': '1.29.12+rke2r2', '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' };
    const findings = rke2Findings({
      now: '2025-01-10',
      packaged: { minors: { ...others, [minor]: packagedVersion }, stable: '1.30', latest: '1.31' },
      upstream: UPSTREAM,
    });
    expect(shapes(findings, 'patch-behind')).toEqual(expected);
  });

  it('counts a release from its publication day: the day before, not behind', () => {
    const packaged: Rke2Branch = {
      minors: { '1.29': '1.29.12+rke2r1', '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' },
      stable: '1.30',
      latest: '1.31',
    };
    const on = (now: string) => shapes(rke2Findings({ now, packaged, upstream: UPSTREAM }), 'patch-behind');
    expect(on(plus('2024-12-20', -1))).toEqual([]);
    expect(on('2024-12-20')).toEqual(['patch-behind warning 1.29']);
  });
});

describe('minor-missing on master (shared with k3s): a supported minor newer than the oldest packaged one', () => {
  const packaged: Rke2Branch = {
    minors: { '1.29': '1.29.12+rke2r2', '1.30': '1.30.8+rke2r1' },
    stable: '1.30',
    latest: '1.30',
  };
  it.each([
    ['the day before 1.31 is released', '2024-08-19', []],
    ['the day 1.31 is released (GA = t)', '2024-08-20', ['minor-missing error 1.31']],
  ])('%s', (_case, now, expected) => {
    expect(shapes(rke2Findings({ now, packaged, upstream: UPSTREAM }), 'minor-missing')).toEqual(expected);
  });

  it('asks for nothing older than the oldest packaged minor', () => {
    const newer: Rke2Branch = {
      minors: { '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' },
      stable: '1.30',
      latest: '1.31',
    };
    expect(shapes(rke2Findings({ now: '2025-01-10', packaged: newer, upstream: UPSTREAM }), 'minor-missing')).toEqual(
      [],
    );
  });
});

describe("rke2's work items: each of its findings comes with its step and fix", () => {
  const AT_RELEASE: Rke2Branch = {
    minors: { '1.29': '1.29.12+rke2r2', '1.30': '1.30.8+rke2r1' },
    stable: '1.29',
    latest: '1.30',
  };

  it('on a release branch: remove the minor it gained, backport the one it lost, point the alias back, mark the dead one', () => {
    const items = rke2Items({
      now: '2025-03-10',
      branch: stableBranch('24.11'),
      // 1.30 dropped, 1.31 added, rke2_stable moved; 1.29 past its end of life (2025-02-28), not marked.
      packaged: { minors: { '1.29': '1.29.12+rke2r2', '1.31': '1.31.4+rke2r1' }, stable: '1.31', latest: '1.31' },
      upstream: UPSTREAM,
      others: { defaultAtRelease: rke2Fact('24.11', AT_RELEASE) },
    });
    const steps = items.map((item) => [item.subject, item.step, item.findings.map((f) => f.rule).join(',')]);
    expect(steps).toEqual([
      ['rke2_stable', 'point-default', 'default-changed'],
      ['rke2_1_31', 'remove', 'minor-added-on-stable'],
      // The minor rke2_latest pointed to at the release was dropped too: it comes back first.
      ['rke2_latest', 'backport', 'default-changed'],
      ['rke2_1_30', 'backport', 'minor-removed-on-stable'],
      ['rke2_1_29', 'mark', 'minor-eol'],
    ]);
    expect(items[2].fix).toBe(
      'Backport rke2_1_30 (1.30.8+rke2r1) to release-24.11. Then point rke2_latest to ' +
        'rke2_1_30 in pkgs/applications/networking/cluster/rke2/default.nix.',
    );
  });

  it('on master: an end-of-life minor goes with its aliases.nix throw, and no release note (k3s asks for one, rke2 does not)', () => {
    const [item] = rke2Items({
      now: '2025-03-10',
      packaged: {
        minors: { '1.29': '1.29.12+rke2r2', '1.30': '1.30.8+rke2r1', '1.31': '1.31.4+rke2r1' },
        stable: '1.30',
        latest: '1.31',
      },
      upstream: UPSTREAM,
    }).filter((i) => i.subject === 'rke2_1_29');
    expect(item.step).toBe('remove');
    expect(item.edits?.map((edit) => edit.kind)).toEqual(['remove', 'throw']);
    expect(item.fix).toContain('leave a throw for it in pkgs/top-level/aliases.nix');
    expect(item.fix).not.toContain('release notes');
  });
});
