// Upstream lifecycles from endoflife.date: a product's cycles (a declared
// family's upstream, such as postgresql or go), each with its release day, its
// end of life as upstream says it (a day, ended without a day, or not decided),
// its LTS flag and its latest version; and where the run got them. The same
// parsing reads the API's answer (endOfLifeClient.ts) and a recorded one
// (--endoflife DIR, endOfLifeFile.ts). What cannot be read through the API
// is an unknown lifecycle, said once; a recorded file the user gave that
// cannot be used is theirs to fix.
import { tryParseDay } from '../../domain/day.js';
import type { RunLog } from '../../domain/runLog.js';
import type { Day } from '../../domain/types.js';
import type { EndOfLifeProductJson } from '../../github/cacheableEndpoints.js';

export const DEFAULT_ENDOFLIFE_URL = 'https://endoflife.date';

/**
 * A product's name as endoflife.date spells them ("postgresql", "linux",
 * "amazon-eks"): also a file name under --endoflife, so never a path.
 */
export function isProductName(name: string): boolean {
  return /^[a-z0-9]+(?:[._+-][a-z0-9]+)*$/i.test(name) && name.length <= 100;
}

/** The URL of a product's answer under `baseUrl` (endoflife.date or a mirror). */
export function productUrl(baseUrl: string, product: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/v1/products/${encodeURIComponent(product)}`;
}

/**
 * A cycle's end of life as upstream says it: a day (`eolFrom`); ended on a day
 * it does not give (`isEol` without `eolFrom`: io.js' cycles of nodejs); or not
 * decided yet (neither: the newest Go cycles, non-LTS kernels).
 */
export type UpstreamEnd = { kind: 'date'; date: Day } | { kind: 'ended' } | { kind: 'undecided' };

export interface EndOfLifeCycle {
  /** The cycle as endoflife.date names it: "16", "1.24", "6.12". */
  name: string;
  releaseDate: Day;
  eol: UpstreamEnd;
  lts: boolean;
  /** Its latest version, when upstream documents one; with its day when known. */
  latest?: { version: string; date?: Day };
}

/** Where a product's lifecycle came from, so a report can say what a run used. */
export interface LifecycleSource {
  /** The URL asked, or the file read. */
  from: string;
  /** endoflife.date's `last_modified` of the product, as it wrote it. */
  lastModified: string;
  /** The answer kept from an earlier run, which endoflife.date confirmed unchanged (304). */
  revalidated: boolean;
}

export type ProductLifecycle =
  | { product: string; known: true; cycles: EndOfLifeCycle[]; source: LifecycleSource }
  /** Unknown this run: no end of this product's cycles is known, none is taken as ended. */
  | {
      product: string;
      known: false;
      why: string;
      /** Where it was asked: the URL, or the file that is not there; none offline. */
      from?: string;
      /** endoflife.date answered that it has no such product (HTTP 404). */
      notFound?: true;
    };

const DAY = 'a day YYYY-MM-DD';

function day(value: string, at: string): Day | string {
  return tryParseDay(value) ?? `${at} "${value}" is not ${DAY}`;
}

/**
 * The cycles of a product's answer (its fields as endOfLifeProduct keeps them),
 * each checked: days are calendar days, names are there and each once; or the
 * first problem, worded as a place in the answer.
 */
export function parseProduct(answer: EndOfLifeProductJson): { cycles: EndOfLifeCycle[] } | { problem: string } {
  if (!/^\d{4}-\d{2}-\d{2}T/.test(answer.last_modified) || Number.isNaN(Date.parse(answer.last_modified)))
    return { problem: `last_modified "${answer.last_modified}" is not a date and time` };
  const cycles: EndOfLifeCycle[] = [];
  const names = new Set<string>();
  for (const [index, release] of answer.result.releases.entries()) {
    const at = `result.releases[${index}]`;
    if (release.name.trim() === '') return { problem: `${at}.name is empty` };
    if (names.has(release.name)) return { problem: `${at}.name "${release.name}" names a cycle a second time` };
    names.add(release.name);
    const releaseDate = day(release.releaseDate, `${at}.releaseDate`);
    if (typeof releaseDate === 'string') return { problem: releaseDate };
    let eol: UpstreamEnd;
    if (release.eolFrom !== null) {
      const date = day(release.eolFrom, `${at}.eolFrom`);
      if (typeof date === 'string') return { problem: date };
      eol = { kind: 'date', date };
    } else eol = release.isEol ? { kind: 'ended' } : { kind: 'undecided' };
    const cycle: EndOfLifeCycle = { name: release.name, releaseDate, eol, lts: release.isLts };
    if (release.latest) {
      const latestDate = release.latest.date === null ? undefined : day(release.latest.date, `${at}.latest.date`);
      if (typeof latestDate === 'string') return { problem: latestDate };
      cycle.latest = { version: release.latest.name, ...(latestDate ? { date: latestDate } : {}) };
    }
    cycles.push(cycle);
  }
  return { cycles };
}

/** The one line a run says of a product's lifecycle: where it came from, or why it is unknown. */
export function lifecycleLine(lifecycle: ProductLifecycle): string {
  if (!lifecycle.known)
    return `The lifecycle of ${lifecycle.product} (endoflife.date) is unknown this run, so no end of its cycles is known: ${lifecycle.why}${lifecycle.from ? ` (${lifecycle.from})` : ''}.`;
  const { from, lastModified, revalidated } = lifecycle.source;
  const count = lifecycle.cycles.length;
  return `The lifecycle of ${lifecycle.product}: ${count} cycle${count === 1 ? '' : 's'} from ${from}, last modified ${lastModified}${revalidated ? ' (unchanged since the answer kept by an earlier run)' : ''}.`;
}

/**
 * Says the lifecycle's line as progress, known or not: an unknown lifecycle is
 * the report's to say, once for the run (report/sharedNotices.ts), not once a
 * product here and again once a branch there.
 */
export function sayLifecycle(lifecycle: ProductLifecycle, log: Pick<RunLog, 'info' | 'warning'>): ProductLifecycle {
  log.info(lifecycleLine(lifecycle));
  return lifecycle;
}
