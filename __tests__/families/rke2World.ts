// An rke2 world for the tests of its rules, stated in the terms of POLICY-rke2.md:
// the packaged minors of a branch with rke2_stable and rke2_latest, the upstream
// rke2 releases and the Kubernetes end of life of each minor, the stable
// channel, and what the release tag R or a pull request's base held.
import type {
  Minor,
  Branch,
  BranchDefault,
  ChannelAliasState,
  Finding,
  MinorLifecycle,
  OtherBranchFacts,
  PackagedState,
  ReleaseCalendar,
  StableChannel,
  UpstreamFacts,
  WorkItem,
} from '../../src/domain/types.js';
import { attrOfMinor } from '../../src/domain/family.js';
import { parseVersion } from '../../src/domain/version.js';
import { addDays, formatDay, parseDay } from '../../src/calendar/releaseCalendar.js';
import { evaluate } from '../../src/evaluate/evaluate.js';
import { asMinor, MASTER, policy, stableBranch, testCalendar } from '../evaluate/builders.js';
import { RKE2_FOLDERS, rke2 } from './builtIn.js';

export { MASTER, stableBranch };
export const RKE2_DIR = rke2.layout.folder;
export const DEFAULT_NIX = `${RKE2_DIR}/default.nix`;
export const attr = (minor: string): string => attrOfMinor(rke2.layout, asMinor(minor));
export const versionsFile = (minor: string): string => `${RKE2_DIR}/${minor.replace('.', '_')}/versions.nix`;
/** The day `days` after (or before) `from`, as YYYY-MM-DD. */
export const plus = (from: string, days: number): string => formatDay(addDays(parseDay(from), days));

export function version(text: string) {
  const parsed = parseVersion(RKE2_FOLDERS, text);
  if (!parsed) throw new Error(`test builder: bad rke2 version ${text}`);
  return parsed;
}

export interface Rke2Branch {
  /** minor -> packaged version */
  minors: Record<string, string>;
  /** The minors rke2_stable and rke2_latest name. */
  stable?: string;
  latest?: string;
  /** Minors whose package block sets meta.knownVulnerabilities. */
  marked?: string[];
  /** Minors aliases.nix throws for; absent: aliases.nix was not read. */
  thrown?: string[];
}

const ALIAS_LINE = { stable: 40, latest: 41 } as const;

export function rke2Packaged(spec: Rke2Branch): PackagedState {
  const channelAliases: ChannelAliasState[] = (['stable', 'latest'] as const).flatMap((channel) => {
    const minor = spec[channel];
    return minor === undefined
      ? []
      : [
          {
            attr: `rke2_${channel}`,
            target: attr(minor),
            minor: asMinor(minor),
            location: { file: DEFAULT_NIX, line: ALIAS_LINE[channel] },
          },
        ];
  });
  return {
    layout: 'per-minor-versions',
    minors: Object.entries(spec.minors).map(([minor, text]) => ({
      minor: asMinor(minor),
      attr: attr(minor),
      version: version(text),
      location: { file: versionsFile(minor), line: 2 },
      ...(spec.marked?.includes(minor) ? { knownVulnerabilities: { file: DEFAULT_NIX, line: 12 } } : {}),
    })),
    ...(spec.stable ? { defaultAttr: 'rke2_stable', defaultMinor: asMinor(spec.stable) } : {}),
    defaultLocation: { file: 'pkgs/top-level/all-packages.nix', line: 9111 },
    channelAliases,
    ...(spec.thrown
      ? {
          thrown: spec.thrown.map((minor, index) => ({
            attr: attr(minor),
            minor: asMinor(minor),
            location: { file: 'pkgs/top-level/aliases.nix', line: 100 + index },
          })),
        }
      : {}),
    problems: [],
  };
}

/** What another branch or tag held: its minors and where its aliases pointed. */
export function rke2Fact(branch: string, spec: Rke2Branch): BranchDefault {
  return {
    branch,
    ...(spec.stable ? { minor: asMinor(spec.stable), attr: 'rke2_stable' } : {}),
    minors: Object.keys(spec.minors).map(asMinor),
    channelAliases: [
      ...(spec.stable ? [{ attr: 'rke2_stable', minor: asMinor(spec.stable) }] : []),
      ...(spec.latest ? [{ attr: 'rke2_latest', minor: asMinor(spec.latest) }] : []),
    ],
    source: `test ${branch}`,
  };
}

/** Upstream rke2: per minor, its releases [version, day] and its Kubernetes end of life. */
export function rke2Upstream(
  spec: Record<string, { releases: Array<[string, string]>; eol: string }>,
  channel?: string,
): UpstreamFacts {
  const minors = new Map<Minor, MinorLifecycle>();
  for (const [text, { releases, eol }] of Object.entries(spec)) {
    const minor = asMinor(text);
    const list = releases.map(([text, published]) => ({
      version: version(text),
      tag: `v${text}`,
      // A release counts from its UTC publication day (gather), whatever the hour.
      publishedAt: new Date(`${published}T00:00:00Z`),
    }));
    const ga = list.reduce((first, r) => (r.publishedAt < first ? r.publishedAt : first), list[0].publishedAt);
    minors.set(minor, {
      minor,
      releases: list,
      ga: parseDay(formatDay(ga)),
      eol: { date: parseDay(eol), estimated: false, source: 'schedule.yaml' },
    });
  }
  const stableChannel: StableChannel | undefined =
    channel === undefined
      ? undefined
      : {
          minor: asMinor(version(channel).text.replace(/^(\d+\.\d+).*$/, '$1')),
          version: `v${channel}`,
          source: 'rancher/rke2 channels.yaml at 0a1b2c3, 2026-11-12',
        };
  return { repository: 'rancher/rke2', minors, notes: [], ...(stableChannel ? { stableChannel } : {}) };
}

export interface Rke2Case {
  now: string;
  branch?: Branch;
  packaged: Rke2Branch;
  upstream: UpstreamFacts;
  others?: OtherBranchFacts;
  keep?: Record<string, string>;
  /** The NixOS calendar: the small test calendar (24.05 to 25.05) unless given. */
  calendar?: ReleaseCalendar;
}

/** Every finding rke2's rule table gives on the branch. */
export function rke2Findings(spec: Rke2Case): Finding[] {
  return rke2Audit(spec).findings;
}

/** The work items of the branch: what a maintainer is asked to do, in order. */
export function rke2Items(spec: Rke2Case): WorkItem[] {
  return rke2Audit(spec).workItems;
}

function rke2Audit(spec: Rke2Case) {
  return evaluate({
    family: rke2.profile,
    rules: rke2.policy.rules,
    now: new Date(`${spec.now}T09:30:00Z`),
    branch: spec.branch ?? MASTER,
    packaged: rke2Packaged(spec.packaged),
    upstream: spec.upstream,
    calendar: spec.calendar ?? testCalendar(),
    others: spec.others ?? {},
    options: policy({ keep: new Map(Object.entries(spec.keep ?? {}).map(([minor, why]) => [asMinor(minor), why])) }),
    source: 'test checkout',
  });
}

/** "rule severity minor" of the findings of `rule`. */
export function shapes(findings: Finding[], rule: Finding['rule']): string[] {
  return findings.filter((f) => f.rule === rule).map((f) => [f.rule, f.severity, f.minor].filter(Boolean).join(' '));
}
