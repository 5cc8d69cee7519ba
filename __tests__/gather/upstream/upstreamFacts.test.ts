import { describe, expect, it } from '@jest/globals';
import { fileURLToPath } from 'node:url';
import { parseVersion } from '../../../src/domain/version.js';
import type { UpstreamRelease } from '../../../src/domain/types.js';
import {
  fetchKubernetesLifecycle,
  unknownLifecycle,
  type KubernetesLifecycle,
} from '../../../src/gather/upstream/kubernetesLifecycle.js';
import { buildUpstreamFacts } from '../../../src/gather/upstream/facts.js';
import { asMinor } from '../../evaluate/builders.js';
import { K3S_RELEASES as K3S } from '../../families/builtIn.js';

const REPO = 'k3s-io/k3s';
const fixture = (name: string): string => fileURLToPath(new URL(`../../fixtures/upstream/${name}`, import.meta.url));

function release(tag: string, publishedAt: string): UpstreamRelease {
  const version = parseVersion(K3S, tag);
  if (!version) throw new Error(`bad fixture tag ${tag}`);
  return { version, tag, publishedAt: new Date(publishedAt) };
}

function lifecycle(eol: Record<string, string>, schedule: Record<string, string>): KubernetesLifecycle {
  const toMap = (dates: Record<string, string>) =>
    new Map(Object.entries(dates).map(([m, d]) => [asMinor(m), new Date(`${d}T00:00:00Z`)]));
  return {
    eol: toMap(eol),
    schedule: toMap(schedule),
    sources: { eol: 'eol.yaml', schedule: 'schedule.yaml' },
    notes: [],
  };
}

const day = (d: Date | undefined): string | undefined => d?.toISOString().slice(0, 10);

describe('buildUpstreamFacts', () => {
  const releases = [
    release('v1.30.0+k3s1', '2024-05-01T23:30:00Z'),
    release('v1.30.1+k3s1', '2024-05-20T10:00:00Z'),
    release('v1.30.2+k3s1', '2024-06-20T10:00:00Z'),
    release('v1.30.2+k3s2', '2024-06-25T10:00:00Z'),
    release('v1.30.3+k3s1', '2024-07-20T10:00:00Z'),
    release('v1.31.0+k3s1', '2024-08-20T10:00:00Z'),
  ];

  it('counts a release from its UTC publication day, whatever the hour, for latest(m) and GA(m)', () => {
    const at = (now: string) => buildUpstreamFacts(REPO, { releases }, lifecycle({}, {}), new Date(now));
    const newest = (now: string) => at(now).minors.get('1.30')?.releases[0].version.text;

    // v1.30.2+k3s2 is published at 10:00 on 2024-06-25: a run of that day sees it from midnight on.
    expect(newest('2024-06-25')).toBe('1.30.2+k3s2');
    expect(newest('2024-06-25T09:59:59.999Z')).toBe('1.30.2+k3s2');
    expect(
      at('2024-06-25T10:00:00Z')
        .minors.get('1.30')
        ?.releases.map((r) => r.version.text),
    ).toEqual(['1.30.2+k3s2', '1.30.2+k3s1', '1.30.1+k3s1', '1.30.0+k3s1']);
    // The day before, it does not exist yet.
    expect(newest('2024-06-24T23:59:59.999Z')).toBe('1.30.2+k3s1');

    const facts = at('2024-07-01T00:00:00Z');
    expect(facts.minors.has('1.31')).toBe(false);
    expect(facts.notes.join('\n')).toMatch(/2 release\(s\) of k3s-io\/k3s published after 2024-07-01/);
  });

  it('sees a new minor on the day it is published (k3s v1.36.0 at noon on 2026-05-06)', () => {
    const v136 = release('v1.36.0+k3s1', '2026-05-06T12:00:00Z');
    const at = (now: string) =>
      buildUpstreamFacts(REPO, { releases: [v136] }, lifecycle({}, {}), new Date(now)).minors.get('1.36');
    expect(at('2026-05-06')?.releases.map((r) => r.version.text)).toEqual(['1.36.0+k3s1']);
    expect(day(at('2026-05-06')?.ga)).toBe('2026-05-06');
    expect(at('2026-05-05T23:59:59Z')).toBeUndefined();
  });

  it('dates GA(m) as the UTC day of the first stable release, whatever the input order', () => {
    const facts = buildUpstreamFacts(
      REPO,
      { releases: [...releases].reverse() },
      lifecycle({}, {}),
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(facts.minors.get('1.30')?.ga?.toISOString()).toBe('2024-05-01T00:00:00.000Z');
    expect(facts.minors.get('1.31')?.ga?.toISOString()).toBe('2024-08-20T00:00:00.000Z');
    expect(facts.repository).toBe(REPO);
  });

  it.each([
    // minor, GA release date, eol.yaml, schedule.yaml, expected EOL, estimated, source
    ['1.30', '2024-05-01', '2025-07-15', '2025-06-28', '2025-07-15', false, 'eol.yaml'],
    ['1.30', '2024-05-01', '2025-07-15', undefined, '2025-07-15', false, 'eol.yaml'],
    ['1.31', '2024-08-20', undefined, '2025-10-28', '2025-10-28', false, 'schedule.yaml'],
    ['1.34', '2025-08-28', undefined, undefined, '2026-10-28', true, 'GA + 14 months'],
    ['1.32', '2024-12-31', undefined, undefined, '2026-02-28', true, 'GA + 14 months'],
    ['1.26', '2022-12-31', undefined, undefined, '2024-02-29', true, 'GA + 14 months'],
  ] as const)(
    'EOL(%s) with GA %s, eol.yaml %s, schedule.yaml %s -> %s',
    (minor, ga, eol, planned, expected, estimated, source) => {
      const input = [release(`v${minor}.0+k3s1`, `${ga}T12:00:00Z`)];
      const dates = lifecycle(eol ? { [minor]: eol } : {}, planned ? { [minor]: planned } : {});
      const facts = buildUpstreamFacts(REPO, { releases: input }, dates, new Date('2026-12-01T00:00:00Z'));
      const fact = facts.minors.get(minor)?.eol;
      expect(day(fact?.date)).toBe(expected);
      expect(fact?.estimated).toBe(estimated);
      expect(fact?.source).toBe(source);
      const fallbackNote = facts.notes.find((n) => n.includes(`date for ${minor}`));
      if (estimated) expect(fallbackNote).toMatch(new RegExp(`estimated as GA \\+ 14 months: ${expected}`));
      else expect(fallbackNote).toBeUndefined();
    },
  );

  it('keeps minors known only from the lifecycle files, without GA, for packaged minors older than the releases read', () => {
    const facts = buildUpstreamFacts(
      REPO,
      { releases },
      lifecycle({ '1.28': '2024-10-22' }, {}),
      new Date('2025-01-01T00:00:00Z'),
    );
    expect(facts.minors.get('1.28')).toEqual({
      minor: '1.28',
      releases: [],
      eol: { date: new Date('2024-10-22T00:00:00Z'), estimated: false, source: 'eol.yaml' },
    });
    expect([...facts.minors.keys()]).toEqual(['1.28', '1.30', '1.31']);
  });

  it('joins the fixture files: 1.30 ends on its actual date, 1.31 on the planned one', async () => {
    const dates = await fetchKubernetesLifecycle(undefined, {
      scheduleFile: fixture('schedule.yaml'),
      eolFile: fixture('eol.yaml'),
    });
    const facts = buildUpstreamFacts(REPO, { releases }, dates, new Date('2025-01-01T00:00:00Z'));
    expect(day(facts.minors.get('1.30')?.eol?.date)).toBe('2025-07-15');
    expect(day(facts.minors.get('1.31')?.eol?.date)).toBe('2025-10-28');
    expect(facts.notes[0]).toMatch(/eol\.yaml/);
    expect(facts.notes.some((n) => /estimated/.test(n))).toBe(false);
  });

  it.each([
    [
      'the releases',
      { releases: [], unknown: { what: 'its releases', give: ['--k3s-releases FILE'] } },
      lifecycle({ '1.30': '2025-07-15' }, {}),
    ],
    [
      'the lifecycle',
      { releases },
      unknownLifecycle({ what: 'the Kubernetes end-of-life dates', give: ['--kubernetes-eol FILE'] }),
    ],
  ] as const)(
    'knows no minor, and says why, when %s could not be read: nothing looks ended',
    (_what, fetched, dates) => {
      const facts = buildUpstreamFacts(REPO, fetched, dates, new Date('2026-12-01T00:00:00Z'));
      expect(facts.minors.size).toBe(0);
      expect(facts.unknown).toMatch(
        /^(its releases|the Kubernetes end-of-life dates) was not read offline; give --(k3s-releases|kubernetes-eol) FILE$/,
      );
      expect(facts.notes).toEqual([]);
    },
  );
});
