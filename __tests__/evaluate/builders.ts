// Small builders for evaluation inputs, so each test states only what matters to it.
import type {
  Branch,
  BranchDefault,
  Finding,
  LayoutProblem,
  Minor,
  MinorLifecycle,
  NixosRelease,
  NixpkgsLayout,
  OtherBranchFacts,
  PackagedState,
  PackageVersion,
  PolicyOptions,
  ReleaseCalendar,
  StableChannel,
  UpstreamFacts,
} from '../../src/domain/types.js';
import { attrOfMinor as attrOfFamilyMinor } from '../../src/domain/family.js';
import { normalizeMinor } from '../../src/domain/minor.js';
import { parseVersion } from '../../src/domain/version.js';
import { addDays, parseDay } from '../../src/calendar/releaseCalendar.js';
import type { EvaluationInput } from '../../src/evaluate/evaluate.js';
import { K3S_FOLDERS, k3s } from '../families/builtIn.js';

export const day = parseDay;

/** A minor as the gatherer hands it on: any spelling it reads ("1_30", "k3s_1_30") becomes "1.30". */
export function asMinor(text: string): Minor {
  const minor = normalizeMinor(text);
  if (minor === undefined) throw new Error(`test builder: ${text} is not a minor`);
  return minor;
}

/** The k3s attribute of a minor: "1.30" -> "k3s_1_30". */
const attrOfMinor = (minor: string): string => attrOfFamilyMinor(k3s.layout, asMinor(minor));

export function version(text: string): PackageVersion {
  const parsed = parseVersion(K3S_FOLDERS, text);
  if (!parsed) throw new Error(`test builder: bad k3s version ${text}`);
  return parsed;
}

export const K3S_DIR = 'pkgs/applications/networking/cluster/k3s';
export const ALIAS_FILE = 'pkgs/top-level/all-packages.nix';
export const ALIAS_LINE = 321;

// ---------------------------------------------------------------- upstream

export interface MinorSpec {
  /** Releases as [version, published day], any order. */
  releases: Array<[string, string]>;
  eol?: string;
  eolEstimated?: boolean;
  ga?: string;
}

/** upstream({ '1.30': { releases: [['1.30.2+k3s1', '2024-06-25']], eol: '2025-06-28' } }) */
export function upstream(
  spec: Record<string, MinorSpec>,
  extra: Pick<UpstreamFacts, 'stableChannel' | 'branchOffChannel'> = {},
): UpstreamFacts {
  const minors = new Map<Minor, MinorLifecycle>();
  for (const [text, s] of Object.entries(spec)) {
    const minor = asMinor(text);
    const releases = s.releases
      .map(([text, published]) => ({
        version: version(text),
        tag: `v${text}`,
        publishedAt: new Date(`${published}T12:00:00Z`),
      }))
      .sort((a, b) => b.publishedAt.getTime() - a.publishedAt.getTime());
    minors.set(minor, {
      minor,
      releases,
      ...(s.ga ? { ga: day(s.ga) } : {}),
      ...(s.eol
        ? {
            eol: {
              date: day(s.eol),
              estimated: s.eolEstimated ?? false,
              source: s.eolEstimated ? 'GA + 14 months' : 'schedule.yaml',
            },
          }
        : {}),
    });
  }
  return { repository: 'k3s-io/k3s', minors, notes: [], ...extra };
}

/** channel(t) read as naming `minor` (absent: unreadable). */
export function stableChannel(minor?: string): StableChannel {
  return minor
    ? { minor: asMinor(minor), version: `v${minor}.4+k3s1`, source: 'k3s-io/k3s channel.yaml at abc1234' }
    : { source: 'k3s-io/k3s channel.yaml could not be read (404)' };
}

/** A minor line released long ago whose latest is `latest`, with the given EOL. */
export function line(latest: string, eol: string, ga = '2023-01-15'): MinorSpec {
  return { releases: [[latest, ga]], eol, ga };
}

// ---------------------------------------------------------------- packaged

export interface PackagedSpec {
  /** minor -> packaged version */
  minors: Record<string, string>;
  /** minor the plain k3s points to */
  default?: string;
  /** attribute k3s points to when it is not a packaged minor */
  defaultAttr?: string;
  problems?: LayoutProblem[];
  layout?: NixpkgsLayout;
  nixosVersion?: string;
  /** minors pkgs/top-level/aliases.nix throws for (absent: the file was not read) */
  thrown?: string[];
  /** minors whose package sets meta.knownVulnerabilities */
  marked?: string[];
  /** the notes of the release the tree heads for; text absent: the file does not exist */
  releaseNotes?: { release: string; text?: string };
}

export const ALIASES_FILE = 'pkgs/top-level/aliases.nix';
export const notesFile = (release: string): string =>
  `nixos/doc/manual/release-notes/rl-${release.replace('.', '')}.section.md`;

export function versionsFile(minor: string): string {
  return `${K3S_DIR}/${minor.replace('.', '_')}/versions.nix`;
}

export function packaged(spec: PackagedSpec): PackagedState {
  const minors = Object.entries(spec.minors).map(([minor, text]) => ({
    minor: asMinor(minor),
    attr: attrOfMinor(minor),
    version: version(text),
    location: { file: versionsFile(minor), line: 2 },
    ...(spec.marked?.includes(minor) ? { knownVulnerabilities: { file: `${K3S_DIR}/default.nix`, line: 20 } } : {}),
  }));
  const defaultAttr = spec.defaultAttr ?? (spec.default ? attrOfMinor(spec.default) : undefined);
  return {
    layout: spec.layout ?? 'per-minor-versions',
    ...(spec.nixosVersion ? { nixosVersion: spec.nixosVersion } : {}),
    minors,
    ...(defaultAttr ? { defaultAttr } : {}),
    ...(spec.default ? { defaultMinor: asMinor(spec.default) } : {}),
    defaultLocation: { file: ALIAS_FILE, line: ALIAS_LINE },
    ...(spec.thrown
      ? {
          thrown: spec.thrown.map((minor, index) => ({
            attr: attrOfMinor(minor),
            minor: asMinor(minor),
            location: { file: ALIASES_FILE, line: 100 + index },
          })),
        }
      : {}),
    ...(spec.releaseNotes
      ? {
          releaseNotes: {
            release: spec.releaseNotes.release,
            file: notesFile(spec.releaseNotes.release),
            ...(spec.releaseNotes.text === undefined ? {} : { text: spec.releaseNotes.text }),
          },
        }
      : {}),
    problems: spec.problems ?? [],
  };
}

// ---------------------------------------------------------------- calendar

export interface ReleaseSpec {
  branchOff: string;
  release: string;
  endOfSupport: string;
}

export function nixosRelease(name: string, spec: ReleaseSpec): NixosRelease {
  const fact = (text: string) => ({ date: day(text), estimated: false, source: 'test calendar' });
  return {
    name,
    featureFreeze: { date: addDays(day(spec.branchOff), -21), estimated: false, source: 'test calendar' },
    branchOff: fact(spec.branchOff),
    release: fact(spec.release),
    endOfSupport: fact(spec.endOfSupport),
  };
}

/** A small calendar: 24.05, 24.11, 25.05 with their real dates. */
export function testCalendar(): ReleaseCalendar {
  return {
    releases: [
      nixosRelease('24.05', { branchOff: '2024-05-22', release: '2024-05-31', endOfSupport: '2024-12-31' }),
      nixosRelease('24.11', { branchOff: '2024-11-14', release: '2024-11-30', endOfSupport: '2025-06-30' }),
      nixosRelease('25.05', { branchOff: '2025-05-16', release: '2025-05-23', endOfSupport: '2025-12-31' }),
    ],
  };
}

// ---------------------------------------------------------------- input

export const MASTER: Branch = { name: 'master', kind: 'unstable' };
export const stableBranch = (release: string): Branch => ({ name: `release-${release}`, kind: 'stable', release });

/** default(branch), and every minor packaged there when `minors` is given. */
export function branchDefault(branch: string, minor: string | undefined, minors?: string[]): BranchDefault {
  return {
    branch,
    ...(minor ? { minor: asMinor(minor), attr: attrOfMinor(minor) } : {}),
    ...(minors ? { minors: minors.map(asMinor) } : {}),
    source: `test ${branch}`,
  };
}

export function policy(overrides: Partial<PolicyOptions> = {}): PolicyOptions {
  return { policy: 'nixpkgs', backportThrough: 'next-release', keep: new Map(), ...overrides };
}

export interface InputSpec {
  now: string;
  branch?: Branch;
  packaged: PackagedState;
  upstream: UpstreamFacts;
  calendar?: ReleaseCalendar;
  others?: OtherBranchFacts;
  options?: Partial<PolicyOptions>;
}

export function input(spec: InputSpec): EvaluationInput {
  return {
    family: k3s.profile,
    rules: k3s.policy.rules,
    now: new Date(`${spec.now}T09:30:00Z`),
    branch: spec.branch ?? MASTER,
    packaged: spec.packaged,
    upstream: spec.upstream,
    calendar: spec.calendar ?? testCalendar(),
    others: spec.others ?? {},
    options: policy(spec.options),
    source: 'test checkout',
  };
}

// ---------------------------------------------------------------- reading results

/** "rule severity minor" per finding, e.g. "patch-behind warning 1.30". */
export function summary(findings: Finding[]): string[] {
  return findings.map((f) => [f.rule, f.severity, f.minor].filter(Boolean).join(' '));
}

export function only(findings: Finding[], rule: Finding['rule']): Finding[] {
  return findings.filter((f) => f.rule === rule);
}
