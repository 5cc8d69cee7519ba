// What every rule needs to know about one branch at one moment, computed once:
// the family (its names for messages), the packaged minors in numeric order,
// latest(m), GA(m), EOL(m), supported(t), the target default, and how `keep`
// pins soften removal findings.
import type { FamilyProfile } from '../domain/family.js';
import type {
  Branch,
  BranchDefault,
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
  UpstreamFacts,
  UpstreamRelease,
} from '../domain/types.js';
import type { DeclarationFacts, EvaluationFacts } from '../domain/audit.js';
import { ACTION_WORDS, type OptionWords } from '../domain/optionWords.js';
import { latestRelease, publishedBy } from '../domain/releases.js';
import { compareMinors } from '../domain/minor.js';
import { addMonths, dayOf, ESTIMATED_SUPPORT_MONTHS } from '../domain/day.js';
import { describeDate, nextToBranchOff } from '../calendar/releaseCalendar.js';

/** What master's default should be: the minor of k3s' stable channel, or the newest packaged minor. */
export interface TargetDefault {
  /** Absent when it cannot be told (nothing is packaged). */
  minor?: Minor;
  /** "the newest packaged minor", "the minor of k3s's stable channel": for messages. */
  described: string;
  /**
   * What the target follows: the channel, or the newest packaged minor (the
   * variant `newest`, or in place of a channel that could not be read or names
   * a minor that cannot be a default).
   */
  follows: 'channel' | 'newest';
  /** Why the newest minor stands in for the channel, when it does: said once, in a notice. */
  fallback?: string;
  /** Why the minor is unknown, when it is. */
  unknownBecause?: string;
}

export interface RuleContext {
  /** The family evaluated: rules word their messages with it, never with a family's name of their own. */
  family: FamilyProfile;
  /** How the run's front end names its options: rules word their hints with it, never with the action's inputs. */
  words: OptionWords;
  now: Date;
  /** The calendar day of `now` (UTC); the policy compares days. */
  today: Day;
  branch: Branch;
  phase?: StablePhase;
  /** Stable: the branch's release R. Unstable: the release master will become. */
  release?: NixosRelease;
  /** POLICY's next: the first release with BO(R) > t, the one master is heading for. */
  next?: NixosRelease;
  calendar: ReleaseCalendar;
  packaged: PackagedState;
  /** Packaged minors in numeric order, oldest first (1.9 before 1.10). */
  packagedMinors: PackagedMinor[];
  /** default(branch): the minor the family's plain alias (`k3s`) points to, when it resolves to a minor (readable or not). */
  defaultMinor?: Minor;
  /** Minors whose attribute exists but whose files could not be read, oldest first: no rule but layout-unrecognized decides about them. */
  unreadableMinors: Minor[];
  /** Whether the minor's attribute exists but its files could not be read. */
  isUnreadable(minor: Minor): boolean;
  /** The target default of master (input `default-target`). */
  targetDefault: TargetDefault;
  others: OtherBranchFacts;
  options: PolicyOptions;
  /** Upstream minors with at least one stable release published by today, oldest first. */
  releasedMinors: Minor[];
  /** channel(t), the upstream stable channel, when it was read (only for the rules that compare with it). */
  stableChannel?: StableChannel;
  /** The stable channel as it stood on the branch-off day of a release in its pre-release phase, when it was read (S(R)). */
  branchOffChannel?: { release: string; channel: StableChannel };
  /** Minors the Kubernetes lifecycle data (eol.yaml, schedule.yaml) has an end of life for, oldest first. */
  lifecycleMinors: Minor[];
  latest(minor: Minor): UpstreamRelease | undefined;
  ga(minor: Minor): Day | undefined;
  eol(minor: Minor): DatedFact | undefined;
  /** Whether the Kubernetes lifecycle data (eol.yaml, schedule.yaml) has the minor, rather than an estimate. */
  lifecycleKnows(minor: Minor): boolean;
  /**
   * A declared family's endoflife.date product; absent for k3s and rke2. With
   * it, an end the upstream facts do not give is unknown, never estimated.
   */
  endOfLife?: UpstreamFacts['endOfLife'];
  /** What the run found of a declared family's declaration on every branch audited; absent when not gathered. */
  declaration?: DeclarationFacts;
  /** Why the family's upstream facts are unknown this run, when they are: no cycle is known, none has ended. */
  upstreamUnknown?: string;
  /** Whether upstream knows the minor or cycle at all (with or without an end). */
  knowsCycle(minor: Minor): boolean;
  /** The minors or cycles upstream knows, oldest first. */
  upstreamCycles: Minor[];
  /** Whether upstream calls the cycle long-term support; undefined when it does not tell. */
  isLts(minor: Minor): boolean | undefined;
  /** supported(t): GA(m) <= t < EOL(m). */
  isSupported(minor: Minor): boolean;
  /** EOL(m) <= t. */
  hasEnded(minor: Minor): boolean;
  /**
   * Why a minor cannot be a default, if it cannot: it has reached its end of
   * life, or it is older than the current stable's default (minor-superseded
   * would remove it). The stable channel can name such a minor.
   */
  unfitAsDefault(minor: Minor): string | undefined;
  packagedMinor(minor: Minor): PackagedMinor | undefined;
  /** The reason of the `keep` pin for a minor, if any. */
  keepReason(minor: Minor): string | undefined;
  /** The `keep` pin of a minor as its line is written (`keep rke2 1.33: "reason"`), if any. */
  keptAs(minor: Minor): string | undefined;
  finding(fields: Omit<Finding, 'branch'>): Finding;
  /**
   * A finding asking to remove a minor (minor-eol, minor-superseded,
   * extra-at-release, eol-during-next): a notice quoting the reason, without a
   * fix, when the minor is pinned.
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
  const packagedMinors = [...packaged.minors].sort(byMinor);
  const unreadableMinors = (packaged.unreadable ?? [])
    .map((u) => u.minor)
    .filter((minor) => !packagedMinors.some((pm) => pm.minor === minor))
    .sort(compareMinors);
  const onOrBeforeToday = (instant: Date): boolean => dayOf(instant).getTime() <= today.getTime();

  // A release counts from the day it is published (UTC); later ones are not facts yet, whatever the gatherer let through.
  const published = (minor: Minor): UpstreamRelease[] =>
    (upstream.minors.get(minor)?.releases ?? []).filter((r) => publishedBy(r, now));

  const latest = (minor: Minor): UpstreamRelease | undefined =>
    latestRelease(upstream.minors.get(minor)?.releases ?? [], now);

  const ga = (minor: Minor): Day | undefined => {
    const known = upstream.minors.get(minor)?.ga;
    if (known) return onOrBeforeToday(known) ? dayOf(known) : undefined;
    const first = published(minor).reduce<Date | undefined>(
      (earliest, r) => (earliest === undefined || r.publishedAt < earliest ? r.publishedAt : earliest),
      undefined,
    );
    return first ? dayOf(first) : undefined;
  };

  const eol = (minor: Minor): DatedFact | undefined => {
    const known = upstream.minors.get(minor)?.eol;
    if (known) return { ...known, date: dayOf(known.date) };
    // An endoflife.date lifecycle gives every end it knows, upstream's or projected: the rest are unknown.
    if (upstream.endOfLife) return undefined;
    const start = ga(minor);
    return start
      ? { date: addMonths(start, ESTIMATED_SUPPORT_MONTHS), estimated: true, source: 'estimated as GA + 14 months' }
      : undefined;
  };

  const lifecycleKnows = (minor: Minor): boolean => upstream.minors.get(minor)?.eol?.estimated === false;

  const hasEnded = (minor: Minor): boolean => {
    const end = eol(minor);
    return end !== undefined && end.date.getTime() <= today.getTime();
  };

  const isSupported = (minor: Minor): boolean => ga(minor) !== undefined && !hasEnded(minor);

  const unfitAsDefault = (minor: Minor): string | undefined => {
    const end = eol(minor);
    if (end && hasEnded(minor)) return `reached its end of life on ${describeDate(end)}`;
    const fact = others.currentStableDefault;
    const stableDefault = fact?.minor;
    if (stableDefault !== undefined && compareMinors(minor, stableDefault) < 0)
      return `is older than ${family.name} ${stableDefault}, the default of ${fact!.branch}`;
    return undefined;
  };

  const keepReason = (minor: Minor): string | undefined => options.keep.get(minor);
  const keptAs = (minor: Minor): string | undefined => {
    const reason = keepReason(minor);
    const family = options.keepFamily ? `${options.keepFamily} ` : '';
    return reason === undefined ? undefined : `keep ${family}${minor}: "${reason}"`;
  };

  const finding = (fields: Omit<Finding, 'branch'>): Finding => ({ ...fields, branch: branch.name });

  const removal = (fields: Omit<Finding, 'branch'> & { minor: Minor }): Finding => {
    const pin = keptAs(fields.minor);
    if (pin === undefined) return finding(fields);
    const { fix: _fix, ...rest } = fields;
    return finding({
      ...rest,
      severity: 'notice',
      message: `Kept on purpose (${pin}). Without the pin: ${fields.message}`,
    });
  };

  const releasedMinors = [...upstream.minors.keys()].filter((minor) => latest(minor) !== undefined).sort(compareMinors);
  const lifecycleMinors = [...upstream.minors.keys()].filter(lifecycleKnows).sort(compareMinors);

  return {
    family,
    words: input.words ?? ACTION_WORDS,
    now,
    today,
    branch,
    phase: placement.phase,
    release: placement.release,
    next: nextToBranchOff(calendar, now),
    calendar,
    packaged,
    packagedMinors,
    defaultMinor: defaultMinorOf(packaged),
    unreadableMinors,
    isUnreadable: (minor) => unreadableMinors.includes(minor),
    // An unreadable minor is packaged all the same: when it is the newest, no rule points the alias anywhere else.
    targetDefault: targetDefaultAmong({ family, options, unfitAsDefault }, upstream.stableChannel, [
      ...packagedMinors.map((pm) => pm.minor),
      ...unreadableMinors,
    ]),
    others,
    options,
    releasedMinors,
    ...(upstream.stableChannel ? { stableChannel: upstream.stableChannel } : {}),
    ...(upstream.branchOffChannel ? { branchOffChannel: upstream.branchOffChannel } : {}),
    lifecycleMinors,
    latest,
    ga,
    eol,
    lifecycleKnows,
    ...(upstream.endOfLife ? { endOfLife: upstream.endOfLife } : {}),
    ...(input.declaration ? { declaration: input.declaration } : {}),
    ...(upstream.unknown !== undefined ? { upstreamUnknown: upstream.unknown } : {}),
    knowsCycle: (minor) => upstream.minors.has(minor),
    upstreamCycles: [...upstream.minors.keys()].sort(compareMinors),
    isLts: (minor) => upstream.minors.get(minor)?.lts,
    isSupported,
    hasEnded,
    unfitAsDefault,
    packagedMinor: (minor) => packagedMinors.find((pm) => pm.minor === minor),
    keepReason,
    keptAs,
    finding,
    removal,
  };
}

/**
 * What was read of release-R on unstable (its default and minors): the
 * current stable, or one of the live releases; undefined when it was not read.
 */
export function releaseFact(context: RuleContext, release: NixosRelease | undefined): BranchDefault | undefined {
  if (!release) return undefined;
  const branch = `release-${release.name}`;
  const { currentStableDefault, liveReleases } = context.others;
  return [...(liveReleases ?? []), ...(currentStableDefault ? [currentStableDefault] : [])].find(
    (fact) => fact.branch === branch,
  );
}

/** Every minor another branch's fact says is packaged there (its default included), oldest first; undefined when not read. */
export function minorsOfFact(fact: BranchDefault | undefined): Minor[] | undefined {
  if (fact?.minors === undefined) return undefined;
  const all = [...fact.minors, ...(fact.minor === undefined ? [] : [fact.minor])];
  return [...new Set(all)].sort(compareMinors);
}

/** The minors a fact tells are packaged on its branch: all of them when read, else its default alone. */
export function minorsKnownOf(fact: BranchDefault | undefined): Minor[] {
  return minorsOfFact(fact) ?? (fact?.minor === undefined ? [] : [fact.minor]);
}

function defaultMinorOf(packaged: PackagedState): Minor | undefined {
  if (packaged.defaultMinor !== undefined) return packaged.defaultMinor;
  // In the single layout the one attribute is the plain alias, its own default.
  if (packaged.layout === 'single' && packaged.minors.length === 1) return packaged.minors[0].minor;
  const target = packaged.defaultAttr;
  const found = target
    ? (packaged.minors.find((pm) => pm.attr === target) ?? packaged.unreadable?.find((u) => u.attr === target))
    : undefined;
  return found?.minor;
}

/**
 * The target default among `candidates` (minors packaged, or to be): the
 * minor of `channel` under `default-target: stable-channel`, else the newest
 * candidate. A channel that could not be read leaves the newest candidate; one
 * that names a minor that cannot be a default (POLICY 2.2) leaves the newest
 * candidate that can, and each says why in `fallback`.
 */
export function targetDefaultAmong(
  context: Pick<RuleContext, 'family' | 'options' | 'unfitAsDefault'>,
  channel: StableChannel | undefined,
  candidates: readonly Minor[],
  when = '',
): TargetDefault {
  const sorted = [...new Set(candidates)].sort(compareMinors);
  const newest = (described: string, fallback?: string): TargetDefault => {
    const minor = sorted.at(-1);
    return {
      ...(minor === undefined ? { unknownBecause: 'no minor is packaged' } : { minor }),
      described,
      follows: 'newest',
      ...(fallback ? { fallback } : {}),
    };
  };
  if (context.options.defaultTarget !== 'stable-channel') return newest('the newest packaged minor');
  const { name } = context.family;
  const minor = channel?.minor;
  if (minor === undefined) {
    const why = channel
      ? `${name}'s stable channel${when} could not be read (${channel.source})`
      : `${name}'s stable channel${when} was not read`;
    return newest('the newest packaged minor', `${why}, so the target default is the newest packaged minor`);
  }
  const unfit = context.unfitAsDefault(minor);
  if (unfit === undefined)
    return { minor, described: `the minor of ${name}'s stable channel${when}`, follows: 'channel' };
  const names = `${name}'s stable channel${when} names ${name} ${minor}, which ${unfit}`;
  const fit = sorted.filter((m) => context.unfitAsDefault(m) === undefined).at(-1);
  if (fit === undefined)
    return newest(
      'the newest packaged minor',
      `${names}, and no packaged minor can be a default either, so the target default is the newest packaged minor`,
    );
  const described = 'the newest packaged minor that can be a default';
  return { minor: fit, described, follows: 'newest', fallback: `${names}, so the target default is ${described}` };
}

/** A policy rule: the findings it yields for one branch. */
export type Rule = (context: RuleContext) => Finding[];
