// What every rule needs to know about one branch at one moment, computed once:
// the family (its names for messages), the packaged minors in numeric order,
// latest(m), GA(m), EOL(m), supported(t), and how `keep` pins soften removal findings.
import type { FamilyTraits } from '../domain/family.js';
import type {
  Branch,
  DatedFact,
  Day,
  Finding,
  Minor,
  NixosRelease,
  OtherBranchFacts,
  PackagedMinor,
  PackagedState,
  PolicyOptions,
  ReleaseCalendar,
  StableChannel,
  StablePhase,
  UpstreamRelease,
} from '../domain/types.js';
import type { EvaluationFacts } from '../domain/audit.js';
import { compareVersions } from '../domain/version.js';
import { compareMinors, normalizeMinor } from '../domain/minor.js';
import { addMonths, dayOf, ESTIMATED_SUPPORT_MONTHS } from '../domain/day.js';

export interface RuleContext {
  /** The family evaluated: rules word their messages with it, never with a family's name of their own. */
  family: FamilyTraits;
  now: Date;
  /** The calendar day of `now` (UTC); the policy compares days. */
  today: Day;
  branch: Branch;
  phase?: StablePhase;
  /** Stable: the branch's release R. Unstable: the release master will become. */
  release?: NixosRelease;
  calendar: ReleaseCalendar;
  packaged: PackagedState;
  /** Packaged minors in numeric order, oldest first (1.9 before 1.10). */
  packagedMinors: PackagedMinor[];
  /** default(branch): the minor the family's plain alias (`k3s`) points to, when known. */
  defaultMinor?: Minor;
  others: OtherBranchFacts;
  options: PolicyOptions;
  /** Upstream minors with at least one stable release published by now, oldest first. */
  releasedMinors: Minor[];
  /** channel(t), the upstream stable channel, when it was read (only for the rules that compare with it). */
  stableChannel?: StableChannel;
  latest(minor: Minor): UpstreamRelease | undefined;
  ga(minor: Minor): Day | undefined;
  eol(minor: Minor): DatedFact | undefined;
  /** supported(t): GA(m) <= t < EOL(m). */
  isSupported(minor: Minor): boolean;
  packagedMinor(minor: Minor): PackagedMinor | undefined;
  /** The reason of the `keep` pin for a minor, if any. */
  keepReason(minor: Minor): string | undefined;
  finding(fields: Omit<Finding, 'branch'>): Finding;
  /**
   * A finding asking to remove a minor (minor-eol, minor-superseded,
   * extra-at-release): a notice quoting the reason when the minor is pinned.
   */
  removal(fields: Omit<Finding, 'branch'> & { minor: Minor }): Finding;
}

export interface ContextPlacement {
  phase?: StablePhase;
  release?: NixosRelease;
}

export function buildRuleContext(input: EvaluationFacts, placement: ContextPlacement): RuleContext {
  const { family, now, branch, packaged, upstream, calendar, others, options } = input;
  const today = dayOf(now);
  const byMinor = (a: { minor: Minor }, b: { minor: Minor }): number => compareMinors(a.minor, b.minor);
  const packagedMinors = packaged.minors.filter((pm) => normalizeMinor(pm.minor) !== undefined).sort(byMinor);

  // Releases after `now` are not facts yet, whatever the gatherer let through.
  const published = (minor: Minor): UpstreamRelease[] =>
    (lookup(upstream.minors, minor)?.releases ?? []).filter((r) => r.publishedAt.getTime() <= now.getTime());

  const latest = (minor: Minor): UpstreamRelease | undefined =>
    published(minor).reduce<UpstreamRelease | undefined>(
      (best, r) => (best === undefined || compareVersions(r.version, best.version) > 0 ? r : best),
      undefined,
    );

  const ga = (minor: Minor): Day | undefined => {
    const known = lookup(upstream.minors, minor)?.ga;
    if (known) return known.getTime() <= now.getTime() ? dayOf(known) : undefined;
    const first = published(minor).reduce<Date | undefined>(
      (earliest, r) => (earliest === undefined || r.publishedAt < earliest ? r.publishedAt : earliest),
      undefined,
    );
    return first ? dayOf(first) : undefined;
  };

  const eol = (minor: Minor): DatedFact | undefined => {
    const known = lookup(upstream.minors, minor)?.eol;
    if (known) return { ...known, date: dayOf(known.date) };
    const start = ga(minor);
    return start
      ? { date: addMonths(start, ESTIMATED_SUPPORT_MONTHS), estimated: true, source: 'estimated as GA + 14 months' }
      : undefined;
  };

  const isSupported = (minor: Minor): boolean => {
    const start = ga(minor);
    const end = eol(minor);
    return start !== undefined && start.getTime() <= today.getTime() && (!end || today.getTime() < end.date.getTime());
  };

  const keepReason = (minor: Minor): string | undefined => lookup(options.keep, minor);

  const finding = (fields: Omit<Finding, 'branch'>): Finding => ({ ...fields, branch: branch.name });

  const removal = (fields: Omit<Finding, 'branch'> & { minor: Minor }): Finding => {
    const reason = keepReason(fields.minor);
    if (reason === undefined) return finding(fields);
    return finding({
      ...fields,
      severity: 'notice',
      message: `Kept on purpose (keep ${fields.minor}: "${reason}"). Without the pin: ${fields.message}`,
    });
  };

  const releasedMinors = [...upstream.minors.keys()]
    .filter((minor) => normalizeMinor(minor) !== undefined && latest(minor) !== undefined)
    .sort(compareMinors);

  return {
    family,
    now,
    today,
    branch,
    phase: placement.phase,
    release: placement.release,
    calendar,
    packaged,
    packagedMinors,
    defaultMinor: defaultMinorOf(packaged),
    others,
    options,
    releasedMinors,
    ...(upstream.stableChannel ? { stableChannel: upstream.stableChannel } : {}),
    latest,
    ga,
    eol,
    isSupported,
    packagedMinor: (minor) => packagedMinors.find((pm) => sameMinor(pm.minor, minor)),
    keepReason,
    finding,
    removal,
  };
}

function sameMinor(a: Minor, b: Minor): boolean {
  const x = normalizeMinor(a);
  return x !== undefined && x === normalizeMinor(b);
}

/** Map lookup that tolerates spellings such as "1.30" vs "1_30" or an attribute name. */
function lookup<T>(map: Map<Minor, T>, minor: Minor): T | undefined {
  const direct = map.get(minor);
  if (direct !== undefined) return direct;
  for (const [key, value] of map) if (sameMinor(key, minor)) return value;
  return undefined;
}

function defaultMinorOf(packaged: PackagedState): Minor | undefined {
  if (packaged.defaultMinor) return normalizeMinor(packaged.defaultMinor) ?? packaged.defaultMinor;
  // In the single layout the one attribute is the plain alias, its own default.
  if (packaged.layout === 'single' && packaged.minors.length === 1) return packaged.minors[0].minor;
  const target = packaged.defaultAttr;
  return target ? packaged.minors.find((pm) => pm.attr === target)?.minor : undefined;
}

/** A policy rule: the findings it yields for one branch. */
export type Rule = (context: RuleContext) => Finding[];
