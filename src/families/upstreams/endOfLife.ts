// The catalogue's usual upstream: an endoflife.date product, read once a run,
// its cycles' ends as upstream decided them, and those it has not decided
// projected as the entry says (gather/upstream/cycleEnds.ts). Facts in,
// nothing decided.
import type { EndProjection } from '../../gather/upstream/cycleEnds.js';
import { endOfLifeFacts } from '../../gather/upstream/endOfLifeFacts.js';
import type { EndOfLifeDeclaration, ProjectionDeclaration } from '../declared/declarations.js';
import type { Upstream } from '../family.js';

export function endOfLifeUpstream(declaration: EndOfLifeDeclaration): Upstream {
  const { product } = declaration;
  const projection = projectionOf(declaration.projection);
  return {
    reads: 'lifecycle',
    product,
    async fetch({ sources, log }) {
      return endOfLifeFacts(await sources.endOfLife({ product, log }), projection);
    },
  };
}

export function projectionOf(declared: ProjectionDeclaration | undefined): EndProjection {
  switch (declared?.kind) {
    case undefined:
    case 'none':
      return { kind: 'none' };
    case 'newer-releases':
      return {
        kind: 'newer-releases',
        count: declared.count ?? 1,
        ...(declared['cadence-months'] !== undefined ? { cadenceMonths: declared['cadence-months'] } : {}),
      };
    case 'months-after-release':
      return {
        kind: 'months-after-release',
        months: declared.months ?? 1,
        includeLts: declared['include-lts'] ?? false,
      };
  }
}
