// A declared family's upstream facts from endoflife.date's lifecycle of its
// product: each cycle's release day, its end (upstream's, projected and marked
// so, or none), its LTS flag and latest version; an unknown lifecycle gives no
// cycle and says why.
import { describe, expect, it } from '@jest/globals';
import { parseDay } from '../../../src/domain/day.js';
import type { EndOfLifeCycle, ProductLifecycle } from '../../../src/gather/upstream/endOfLife.js';
import { endOfLifeFacts } from '../../../src/gather/upstream/endOfLifeFacts.js';

const cycle = (name: string, release: string, eol: EndOfLifeCycle['eol'], more: Partial<EndOfLifeCycle> = {}) => ({
  name,
  releaseDate: parseDay(release),
  eol,
  lts: false,
  ...more,
});

function known(cycles: EndOfLifeCycle[], from = 'https://endoflife.date/api/v1/products/linux'): ProductLifecycle {
  return {
    product: 'linux',
    known: true,
    cycles,
    source: { from, lastModified: '2025-03-25T07:02:47+00:00', revalidated: false },
  };
}

describe('upstream facts from an endoflife.date lifecycle', () => {
  it("gives each cycle upstream's end, or the projection's marked estimated, or none", () => {
    const facts = endOfLifeFacts(
      known([
        cycle(
          '6.13',
          '2025-01-19',
          { kind: 'undecided' },
          { latest: { version: '6.13.8', date: parseDay('2025-03-22') } },
        ),
        cycle('6.12', '2024-11-17', { kind: 'date', date: parseDay('2026-12-31') }, { lts: true }),
        cycle('6.6', '2023-10-30', { kind: 'undecided' }, { lts: true }),
      ]),
      { kind: 'months-after-release', months: 4, includeLts: false },
    );
    expect(facts.repository).toBe('endoflife.date linux');
    expect(facts.endOfLife).toEqual({ product: 'linux' });
    expect(facts.releasesFile).toBeUndefined();
    const minors = [...facts.minors.values()];
    expect(minors.map((m) => [m.minor, m.ga?.toISOString().slice(0, 10), m.eol, m.lts])).toEqual([
      [
        '6.13',
        '2025-01-19',
        {
          date: parseDay('2025-05-19'),
          estimated: true,
          source: 'projected: 4 months after its release (2025-01-19)',
        },
        false,
      ],
      ['6.12', '2024-11-17', { date: parseDay('2026-12-31'), estimated: false, source: 'endoflife.date' }, true],
      // An LTS kernel without a day stays unknown: never ended.
      ['6.6', '2023-10-30', undefined, true],
    ]);
    expect(minors[0].releases.map((r) => [r.version.text, r.publishedAt.toISOString().slice(0, 10)])).toEqual([
      ['6.13.8', '2025-03-22'],
    ]);
    expect(facts.notes).toEqual([
      'linux 6.13: its end is not decided upstream; projected on 2025-05-19, 4 months after its release (2025-01-19).',
    ]);
  });

  it('a cycle ended on a day upstream does not give ends at its last release, estimated', () => {
    const facts = endOfLifeFacts(
      known([
        cycle('3', '2015-08-04', { kind: 'ended' }, { latest: { version: '3.3.1', date: parseDay('2016-01-05') } }),
      ]),
      { kind: 'none' },
    );
    expect(facts.minors.get('3')?.eol).toEqual({
      date: parseDay('2016-01-05'),
      estimated: true,
      source: 'endoflife.date: ended, on a day it does not give',
    });
  });

  it('names a recorded answer as a local file, never by its absolute path', () => {
    const facts = endOfLifeFacts(known([], `${process.cwd()}/recorded/linux.json`), { kind: 'none' });
    expect(facts.releasesFile).toBe('recorded/linux.json');
  });

  it('a lifecycle unknown this run gives no cycle and says why', () => {
    expect(
      endOfLifeFacts({ product: 'zabbix', known: false, why: 'endoflife.date answered 404' }, { kind: 'none' }),
    ).toEqual({
      repository: 'endoflife.date zabbix',
      minors: new Map(),
      notes: [],
      endOfLife: { product: 'zabbix' },
      unknown: 'endoflife.date answered 404',
    });
  });
});
