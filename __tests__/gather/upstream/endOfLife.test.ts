// A product's lifecycle as read from endoflife.date's answer (parseProduct),
// and the end of each of its cycles: upstream's day, else the family's
// projection marked as such, else unknown; an unknown end never passes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from '@jest/globals';
import { formatDay, parseDay } from '../../../src/domain/day.js';
import { endOfLifeProduct, type EndOfLifeProductJson } from '../../../src/github/cacheableEndpoints.js';
import { endedOn, projectEnds, type CycleEnd, type EndProjection } from '../../../src/gather/upstream/cycleEnds.js';
import { parseProduct, type EndOfLifeCycle } from '../../../src/gather/upstream/endOfLife.js';

const ANSWERS = fileURLToPath(new URL('../../fixtures/endoflife/answers/', import.meta.url));
const recorded = (product: string): unknown => JSON.parse(readFileSync(path.join(ANSWERS, `${product}.json`), 'utf8'));

function cyclesOf(product: string): EndOfLifeCycle[] {
  const kept = endOfLifeProduct(recorded(product));
  if (!('kept' in kept)) throw new Error(kept.problem);
  const parsed = parseProduct(kept.kept);
  if (!('cycles' in parsed)) throw new Error(parsed.problem);
  return parsed.cycles;
}

/** Each end as one word and its day, for tables. */
const ends = (cycles: readonly EndOfLifeCycle[], projection: EndProjection): Record<string, string> =>
  Object.fromEntries(projectEnds(cycles, projection).map(({ name, end }) => [name, said(end)]));
function said(end: CycleEnd): string {
  if (end.kind === 'upstream' || end.kind === 'projected') return `${end.kind} ${formatDay(end.date)}`;
  return end.kind;
}

const cycle = (name: string, released: string, eol: EndOfLifeCycle['eol'] = { kind: 'undecided' }, lts = false) => ({
  name,
  releaseDate: parseDay(released),
  eol,
  lts,
});

describe('a recorded answer of endoflife.date', () => {
  test('PostgreSQL: each major with its release, its end, its latest version', () => {
    const cycles = cyclesOf('postgresql');
    expect(cycles.map((c) => c.name)).toEqual(['18', '17', '16', '13', '12']);
    const by = new Map(cycles.map((c) => [c.name, c]));
    expect(by.get('13')).toEqual({
      name: '13',
      releaseDate: parseDay('2020-09-24'),
      eol: { kind: 'date', date: parseDay('2025-11-13') },
      lts: false,
      latest: { version: '13.22', date: parseDay('2025-08-11') },
    });
    expect(by.get('12')?.eol).toEqual({ kind: 'date', date: parseDay('2024-11-21') });
  });

  test('Go: the newest cycles have no end yet; the Linux LTS is flagged', () => {
    const go = new Map(cyclesOf('go').map((c) => [c.name, c]));
    expect(go.get('1.24')).toMatchObject({ releaseDate: parseDay('2025-02-11'), eol: { kind: 'undecided' } });
    expect(go.get('1.25')?.eol).toEqual({ kind: 'undecided' });
    const linux = new Map(cyclesOf('linux').map((c) => [c.name, c]));
    expect(linux.get('6.12')).toMatchObject({ lts: true, eol: { kind: 'date', date: parseDay('2026-12-31') } });
    expect(linux.get('6.17')).toMatchObject({ lts: false, eol: { kind: 'undecided' } });
  });

  const release = {
    name: '3',
    releaseDate: '2015-08-04',
    isLts: false,
    isEol: true,
    eolFrom: null,
    latest: { name: '3.3.1', date: null },
  };
  const answer = (releases: unknown[]): EndOfLifeProductJson =>
    ({ last_modified: '2025-09-27T00:30:18+00:00', result: { releases } }) as EndOfLifeProductJson;

  test("a cycle upstream says ended without a day (io.js' 3 of nodejs) has ended, and its latest has no day", () => {
    expect(parseProduct(answer([release]))).toEqual({
      cycles: [
        {
          name: '3',
          releaseDate: parseDay('2015-08-04'),
          eol: { kind: 'ended' },
          lts: false,
          latest: { version: '3.3.1' },
        },
      ],
    });
  });

  test.each([
    [{ ...release, releaseDate: '2015-02-30' }, 'result.releases[0].releaseDate "2015-02-30" is not a day YYYY-MM-DD'],
    [{ ...release, eolFrom: '30.06.2026' }, 'result.releases[0].eolFrom "30.06.2026" is not a day YYYY-MM-DD'],
    [{ ...release, name: ' ' }, 'result.releases[0].name is empty'],
  ])('refuses %j, saying where: %s', (bad, problem) => {
    expect(parseProduct(answer([bad]))).toEqual({ problem });
  });

  test('refuses a cycle named twice', () => {
    expect(parseProduct(answer([release, release]))).toEqual({
      problem: 'result.releases[1].name "3" names a cycle a second time',
    });
  });

  test.each([
    [[], 'the answer is an array, not an object'],
    [{ last_modified: '2025-01-01T00:00:00Z' }, 'result is missing'],
    [{ last_modified: '2025-01-01T00:00:00Z', result: { releases: {} } }, 'result.releases is an object, not an array'],
    [
      { last_modified: '2025-01-01T00:00:00Z', result: { releases: [{ ...release, isLts: 'no' }] } },
      'result.releases[0].isLts is a string, not boolean',
    ],
    [
      { last_modified: '2025-01-01T00:00:00Z', result: { releases: [{ ...release, latest: undefined }] } },
      'result.releases[0].latest is missing',
    ],
    [{ result: { releases: [] } }, 'last_modified is missing'],
  ])('an answer not of API v1 shape is named by its first misfit: %j', (data, problem) => {
    expect(endOfLifeProduct(data)).toEqual({ problem });
  });

  test('keeps only the fields it reads', () => {
    const kept = endOfLifeProduct(recorded('go'));
    expect(kept).toHaveProperty('kept');
    const json = JSON.stringify(kept);
    for (const dropped of ['schema_version', 'generated_at', 'identifiers', 'link', 'label', 'codename', 'custom'])
      expect(json).not.toContain(`"${dropped}"`);
  });
});

describe('projected ends', () => {
  test("Go: a cycle ends when the second newer one is released, as upstream later decided for 1.23 (1.25's release)", () => {
    // As of 2025-08-12, before endoflife.date gave 1.23 its day: three cycles without an end.
    const cycles = [cycle('1.25', '2025-08-12'), cycle('1.24', '2025-02-11'), cycle('1.23', '2024-08-13')];
    expect(ends(cycles, { kind: 'newer-releases', count: 2 })).toEqual({
      '1.25': 'unknown',
      '1.24': 'unknown',
      '1.23': 'projected 2025-08-12',
    });
    expect(projectEnds(cycles, { kind: 'newer-releases', count: 2 })[2]?.end).toMatchObject({
      basis: 'when 1.25 was released (2025-08-12)',
    });
  });

  test('Go, with its cadence: a cycle whose second newer release has not come yet ends when that release is due', () => {
    // As of 2025-03-27: 1.24 is out, 1.25 is not; Go releases every six months (1.25 came on 2025-08-12).
    const cycles = [cycle('1.24', '2025-02-11'), cycle('1.23', '2024-08-13')];
    const projection: EndProjection = { kind: 'newer-releases', count: 2, cadenceMonths: 6 };
    expect(ends(cycles, projection)).toEqual({ '1.24': 'projected 2026-02-11', '1.23': 'projected 2025-08-11' });
    expect(projectEnds(cycles, projection)[1]?.end).toMatchObject({
      basis: 'when the second newer release is due, 6 months after 1.24 (2025-02-11)',
    });
    // A release on record wins over the cadence.
    expect(ends([cycle('1.25', '2025-08-12'), ...cycles], projection)['1.23']).toBe('projected 2025-08-12');
  });

  test('Go: a day upstream gives wins over the projection', () => {
    expect(ends(cyclesOf('go'), { kind: 'newer-releases', count: 2 })).toEqual({
      '1.25': 'unknown',
      '1.24': 'unknown',
      '1.23': 'upstream 2025-08-12',
      '1.22': 'upstream 2025-02-11',
    });
  });

  test('a non-LTS kernel ends about four months after its release; an LTS without a day stays unknown', () => {
    const cycles = [...cyclesOf('linux'), cycle('6.6', '2023-10-30', { kind: 'undecided' }, true)];
    expect(ends(cycles, { kind: 'months-after-release', months: 4, includeLts: false })).toEqual({
      '6.17': 'projected 2026-01-28',
      '6.16': 'projected 2025-11-27',
      '6.15': 'upstream 2025-08-20',
      '6.12': 'upstream 2026-12-31',
      '6.6': 'unknown',
    });
    expect(ends(cycles, { kind: 'months-after-release', months: 4, includeLts: true })['6.6']).toBe(
      'projected 2024-02-29',
    );
  });

  test('without a projection an undecided end stays unknown; ended without a day is ended', () => {
    const cycles = [cycle('1.25', '2025-08-12'), cycle('3', '2015-08-04', { kind: 'ended' })];
    expect(ends(cycles, { kind: 'none' })).toEqual({ '1.25': 'unknown', '3': 'upstream-undated' });
  });

  test.each([
    { kind: 'newer-releases', count: 0 },
    { kind: 'newer-releases', count: 1.5 },
    { kind: 'newer-releases', count: 2, cadenceMonths: 0 },
    { kind: 'months-after-release', months: -4, includeLts: false },
  ] as EndProjection[])('refuses a projection that counts nothing: %j', (projection) => {
    expect(() => projectEnds([], projection)).toThrow(RangeError);
  });

  test("an end has passed from the day after it, as endoflife.date's isEol; an unknown end never", () => {
    const day = parseDay('2025-11-13');
    const after = parseDay('2025-11-14');
    expect(endedOn({ kind: 'upstream', date: day }, day)).toBe(false);
    expect(endedOn({ kind: 'upstream', date: day }, after)).toBe(true);
    expect(endedOn({ kind: 'projected', date: day, basis: '' }, after)).toBe(true);
    expect(endedOn({ kind: 'upstream-undated' }, day)).toBe(true);
    expect(endedOn({ kind: 'unknown' }, parseDay('2999-12-31'))).toBe(false);
  });
});
