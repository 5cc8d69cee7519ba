// The backport-label notice of a master pull request names only the release
// branches whose policy keeps the minor it touches (POLICY 2.2). The real
// case, 2026-11-29: release-26.11 (branched off 2026-11-20, released
// 2026-11-30) packages k3s_1_36 and k3s_1_37 with k3s = k3s_1_37, and its
// dashboard asks to remove k3s_1_36 before the release; a pull request of
// master updating k3s_1_36 was told it needed `backport release-26.11`.
import { describe, expect, it } from '@jest/globals';
import { buildReleaseCalendar } from '../calendar/releaseCalendar.js';
import type { Minor, PolicyName } from '../domain/types.js';
import { backportLabelsNeeded } from './backportLabels.js';
import { evaluate } from './evaluate.js';
import {
  asMinor,
  branchDefault,
  input,
  packaged,
  policy,
  upstream,
  type PackagedSpec,
} from '../../__tests__/evaluate/builders.js';
import { rke2Fact, rke2Packaged, rke2Upstream } from '../../__tests__/families/rke2World.js';
import { rke2 } from '../../__tests__/families/builtIn.js';

const NOW = '2026-11-29';
const UP = upstream({
  '1.34': { releases: [['1.34.15+k3s1', '2026-10-20']], eol: '2026-10-27' },
  '1.35': { releases: [['1.35.12+k3s1', '2026-11-25']], eol: '2027-02-28' },
  '1.36': { releases: [['1.36.7+k3s1', '2026-11-10']], eol: '2027-06-28' },
  '1.37': { releases: [['1.37.3+k3s1', '2026-11-24']], eol: '2027-10-28' },
});
const MASTER: PackagedSpec = {
  minors: { '1.34': '1.34.14+k3s1', '1.35': '1.35.11+k3s1', '1.36': '1.36.6+k3s2', '1.37': '1.37.2+k3s1' },
  default: '1.36',
};
const R2605 = branchDefault('release-26.05', '1.35', ['1.34', '1.35']);
const R2611 = branchDefault('release-26.11', '1.37', ['1.36', '1.37']);

function labels(bumps: Record<string, string>, options: { policy?: PolicyName; keep?: Map<Minor, string> } = {}) {
  const facts = input({
    now: NOW,
    packaged: packaged(MASTER),
    upstream: UP,
    calendar: buildReleaseCalendar({ now: new Date(`${NOW}T09:30:00Z`) }),
    others: { currentStableDefault: R2605, liveReleases: [R2605, R2611] },
    options,
  });
  const base = evaluate(facts);
  const head = { ...base, packaged: packaged({ ...MASTER, minors: { ...MASTER.minors, ...bumps } }) };
  return backportLabelsNeeded(facts, head, base);
}

describe('backportLabelsNeeded names only the releases that keep the minor', () => {
  it('names no release for k3s_1_36, which release-26.11 drops before its release and release-26.05 lacks', () => {
    expect(labels({ '1.36': '1.36.7+k3s1' })).toEqual([]);
  });

  it('names release-26.11 for k3s_1_37, its default', () => {
    expect(labels({ '1.37': '1.37.3+k3s1' })).toEqual([
      { branch: 'release-26.11', label: 'backport release-26.11', minors: ['1.37'] },
    ]);
  });

  it('names release-26.05 for any minor it packages: a supported release keeps all of them', () => {
    // 1.34 ended on 2026-10-27: a supported release marks it, never removes it.
    expect(labels({ '1.34': '1.34.15+k3s1', '1.35': '1.35.12+k3s1' })).toEqual([
      { branch: 'release-26.05', label: 'backport release-26.05', minors: ['1.34', '1.35'] },
    ]);
  });

  it.each([
    ['all-supported keeps every minor supported at the branch-off', { policy: 'all-supported' as const }],
    ['a pin keeps it', { keep: new Map([[asMinor('1.36'), 'Rancher 2.13 tops out at 1.36']]) }],
  ])('names release-26.11 for k3s_1_36 when %s', (_case, options) => {
    expect(labels({ '1.36': '1.36.7+k3s1' }, options)).toEqual([
      { branch: 'release-26.11', label: 'backport release-26.11', minors: ['1.36'] },
    ]);
  });

  it('never names a release before its release for a minor past its end of life, even under all-supported', () => {
    // Were release-26.11 to package k3s_1_34 (ended 2026-10-27), minor-eol would have it removed.
    const r2611 = branchDefault('release-26.11', '1.37', ['1.34', '1.36', '1.37']);
    const facts = input({
      now: NOW,
      packaged: packaged(MASTER),
      upstream: UP,
      calendar: buildReleaseCalendar({ now: new Date(`${NOW}T09:30:00Z`) }),
      others: { liveReleases: [R2605, r2611] },
      options: { policy: 'all-supported' },
    });
    const base = evaluate(facts);
    const head = { ...base, packaged: packaged({ ...MASTER, minors: { ...MASTER.minors, '1.34': '1.34.15+k3s1' } }) };
    expect(backportLabelsNeeded(facts, head, base).map((l) => l.branch)).toEqual(['release-26.05']);
  });

  it('under full-lifecycle, not for k3s_1_36, which ends (2027-06-28) before NixOS 26.11 does', () => {
    expect(labels({ '1.36': '1.36.7+k3s1' }, { policy: 'full-lifecycle' })).toEqual([]);
  });

  it('keeps a release whose default is unknown: nothing is dropped on a guess', () => {
    const facts = input({
      now: NOW,
      packaged: packaged(MASTER),
      upstream: UP,
      calendar: buildReleaseCalendar({ now: new Date(`${NOW}T09:30:00Z`) }),
      others: { liveReleases: [{ branch: 'release-26.11', minors: ['1.36', '1.37'], source: 'test' }] },
    });
    const base = evaluate(facts);
    const head = { ...base, packaged: packaged({ ...MASTER, minors: { ...MASTER.minors, '1.36': '1.36.7+k3s1' } }) };
    expect(backportLabelsNeeded(facts, head, base).map((l) => l.branch)).toEqual(['release-26.11']);
  });
});

describe('backportLabelsNeeded for rke2, whose releases drop nothing (POLICY-rke2.md)', () => {
  it('names release-26.11 for rke2_1_35 although its stable alias is rke2_1_36', () => {
    const spec = { minors: { '1.35': '1.35.4+rke2r1', '1.36': '1.36.6+rke2r1' }, stable: '1.36', latest: '1.36' };
    const facts = {
      family: rke2.profile,
      rules: rke2.policy.rules,
      now: new Date(`${NOW}T09:30:00Z`),
      branch: { name: 'master', kind: 'unstable' as const },
      packaged: rke2Packaged(spec),
      upstream: rke2Upstream(
        {
          '1.35': { releases: [['1.35.5+rke2r1', '2026-11-20']], eol: '2027-02-28' },
          '1.36': { releases: [['1.36.7+rke2r1', '2026-11-20']], eol: '2027-06-28' },
        },
        '1.36.7+rke2r1',
      ),
      calendar: buildReleaseCalendar({ now: new Date(`${NOW}T09:30:00Z`) }),
      others: { liveReleases: [rke2Fact('release-26.11', spec)] },
      options: policy(),
    };
    const base = evaluate(facts);
    const head = { ...base, packaged: rke2Packaged({ ...spec, minors: { ...spec.minors, '1.35': '1.35.5+rke2r1' } }) };
    expect(backportLabelsNeeded(facts, head, base)).toEqual([
      { branch: 'release-26.11', label: 'backport release-26.11', minors: ['1.35'] },
    ]);
  });
});
