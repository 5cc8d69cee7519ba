// A declared family's upstream facts from its endoflife.date product: one
// lifecycle per cycle (GA its release day, EOL upstream's day or the family's
// projection, marked estimated and "projected", or none: an unknown end is
// never ended), its LTS flag, and its latest version as its one release. A
// product that could not be read gives no cycle, and says why: the family's
// rules that need an end say once that they could not decide.
import { formatDay } from '../../domain/day.js';
import { normalizeCycle } from '../../domain/minor.js';
import type { DatedFact, Minor, MinorLifecycle, UpstreamFacts } from '../../domain/types.js';
import { plainVersion } from '../../domain/version.js';
import { shownPath } from '../localFile.js';
import { projectEnds, type CycleEnd, type EndProjection, type ProjectedCycle } from './cycleEnds.js';
import type { ProductLifecycle } from './endOfLife.js';

export function endOfLifeFacts(lifecycle: ProductLifecycle, projection: EndProjection): UpstreamFacts {
  const { product } = lifecycle;
  const repository = `endoflife.date ${product}`;
  if (!lifecycle.known)
    return {
      repository,
      minors: new Map(),
      notes: [],
      endOfLife: { product, ...(lifecycle.notFound ? { notFound: lifecycle.notFound } : {}) },
      unknown: lifecycle.why,
    };
  const notes: string[] = [];
  const minors = new Map<Minor, MinorLifecycle>();
  for (const cycle of projectEnds(lifecycle.cycles, projection)) {
    const minor = normalizeCycle(cycle.name);
    if (minor === undefined || minors.has(minor)) continue;
    const eol = endOf(cycle, cycle.end);
    if (cycle.end.kind === 'projected')
      notes.push(
        `${product} ${cycle.name}: its end is not decided upstream; projected on ${formatDay(cycle.end.date)}, ${cycle.end.basis}.`,
      );
    const latest = cycle.latest && plainVersion(cycle.latest.version);
    minors.set(minor, {
      minor,
      ga: cycle.releaseDate,
      releases: latest
        ? [{ version: latest, tag: cycle.latest!.version, publishedAt: cycle.latest!.date ?? cycle.releaseDate }]
        : [],
      ...(eol ? { eol } : {}),
      lts: cycle.lts,
    });
  }
  const { from } = lifecycle.source;
  return {
    repository,
    // A recorded answer (--endoflife DIR) is named as every local file is; a URL is endoflife.date's or its mirror's.
    ...(/^https?:\/\//.test(from) ? {} : { releasesFile: shownPath(from) }),
    minors,
    notes,
    endOfLife: { product },
  };
}

function endOf(cycle: ProjectedCycle, end: CycleEnd): DatedFact | undefined {
  switch (end.kind) {
    case 'upstream':
      return { date: end.date, estimated: false, source: 'endoflife.date' };
    case 'upstream-undated':
      // Ended, on a day upstream does not give: its last release at the latest.
      return {
        date: cycle.latest?.date ?? cycle.releaseDate,
        estimated: true,
        source: 'endoflife.date: ended, on a day it does not give',
      };
    case 'projected':
      return { date: end.date, estimated: true, source: `projected: ${end.basis}` };
    case 'unknown':
      return undefined;
  }
}
