// Builders for the evaluation of a family declared as data: its family made
// from a small declaration (as the catalogue makes one), the cycles a branch
// packages, and an endoflife.date lifecycle turned into upstream facts as a
// run turns it (gather/upstream/endOfLifeFacts.ts).
import { addDays, parseDay } from '../../src/calendar/releaseCalendar.js';
import type { Finding, PackagedMinor, PackagedState, ReleaseCalendar, UpstreamFacts } from '../../src/domain/types.js';
import type { Branch } from '../../src/domain/types.js';
import { attrOfMinor } from '../../src/domain/family.js';
import { normalizeCycle } from '../../src/domain/minor.js';
import type { EvaluationInput } from '../../src/evaluate/evaluate.js';
import type {
  CompleteDeclaration,
  EndOfLifeDeclaration,
  PolicyDeclaration,
  ProjectionDeclaration,
} from '../../src/families/declared/declarations.js';
import type { PackageFamily } from '../../src/families/family.js';
import { familyOf } from '../../src/families/registry.js';
import { projectionOf } from '../../src/families/upstreams/endOfLife.js';
import type { EndOfLifeCycle } from '../../src/gather/upstream/endOfLife.js';
import { endOfLifeFacts } from '../../src/gather/upstream/endOfLifeFacts.js';
import { MASTER, nixosRelease, policy } from './builders.js';

export const ALL_PACKAGES = 'pkgs/top-level/all-packages.nix';

/** A declared family of cycles `<name>_<cycle>` and a companion `<name>_<cycle>_extra`, with the policy given. */
export function family(
  policyDeclared: PolicyDeclaration,
  more: {
    name?: string;
    projection?: ProjectionDeclaration;
    marked?: { flag?: string; threshold?: string };
    /** How it names its cycles: cycle when not given. */
    cycleWord?: string;
  } = {},
): DeclaredFamily {
  const name = more.name ?? 'pg';
  const entry: CompleteDeclaration = {
    id: name,
    name,
    layout: {
      kind: 'attributes',
      attributes: [`${name}_{cycle}`, `${name}_{cycle}_extra`],
      files: [ALL_PACKAGES],
      ...(more.marked ? { marked: more.marked } : {}),
    },
    upstream: { kind: 'endoflife', product: name, ...(more.projection ? { projection: more.projection } : {}) },
    policy: policyDeclared,
    ...(more.cycleWord ? { 'cycle-word': more.cycleWord } : {}),
  };
  return { ...familyOf(entry), entry };
}

/** A family made from its entry, with the entry: the tests make its upstream's facts as its upstream would. */
export type DeclaredFamily = PackageFamily & { entry: CompleteDeclaration };

export interface CycleSpec {
  /** Also packages its companion attribute. */
  companion?: boolean;
  /** Its binding sets meta.knownVulnerabilities. */
  marked?: boolean;
}

/** The cycles a branch packages: cycles(f, { '13': {}, '14': { companion: true } }). */
export function cycles(of: PackageFamily, spec: Record<string, CycleSpec>, nixosVersion?: string): PackagedState {
  const minors = Object.entries(spec).map(([text, s], index): PackagedMinor => {
    const minor = normalizeCycle(text)!;
    const attr = attrOfMinor(of.layout, minor);
    return {
      minor,
      attr,
      location: { file: ALL_PACKAGES, line: 10 + index },
      ...(s.companion ? { companions: [`${attr}_extra`] } : {}),
      ...(s.marked ? { knownVulnerabilities: { file: ALL_PACKAGES, line: 50 + index } } : {}),
    };
  });
  return { ...(nixosVersion ? { nixosVersion } : {}), minors, problems: [] };
}

export interface LifecycleSpec {
  release: string;
  /** Its end: a day, or undecided (absent). */
  eol?: string;
  lts?: boolean;
}

/** endoflife.date's cycles of the family's product, made into upstream facts with its projection. */
export function lifecycle(of: DeclaredFamily, spec: Record<string, LifecycleSpec>): UpstreamFacts {
  const list: EndOfLifeCycle[] = Object.entries(spec).map(([name, s]) => ({
    name,
    releaseDate: parseDay(s.release),
    eol: s.eol ? { kind: 'date', date: parseDay(s.eol) } : { kind: 'undecided' },
    lts: s.lts ?? false,
  }));
  const upstream = of.entry.upstream as EndOfLifeDeclaration;
  const product = upstream.product;
  return endOfLifeFacts(
    {
      product,
      known: true,
      cycles: list,
      source: {
        from: `https://endoflife.date/api/v1/products/${product}`,
        lastModified: '2025-03-01T00:00:00Z',
        revalidated: false,
      },
    },
    projectionOf(upstream.projection),
  );
}

/** A lifecycle that could not be read this run. */
export function unknownLifecycle(of: DeclaredFamily, why = 'endoflife.date answered 404'): UpstreamFacts {
  const { product } = of.entry.upstream as EndOfLifeDeclaration;
  return endOfLifeFacts({ product, known: false, why }, { kind: 'none' });
}

/** 24.11, 25.05 and 25.11 with their real dates (25.11's branch-off as the calendar estimates it). */
export function calendar(): ReleaseCalendar {
  const release = (name: string, branchOff: string, released: string, endOfSupport: string, freeze: string) => ({
    ...nixosRelease(name, { branchOff, release: released, endOfSupport }),
    featureFreeze: { date: parseDay(freeze), estimated: false, source: 'test calendar' },
  });
  return {
    releases: [
      release('24.11', '2024-11-14', '2024-11-30', '2025-06-30', '2024-10-25'),
      release('25.05', '2025-05-16', '2025-05-23', '2025-12-31', '2025-04-23'),
      release('25.11', '2025-11-20', '2025-11-30', '2026-06-30', '2025-10-25'),
    ],
  };
}

export interface DeclaredInputSpec {
  family: PackageFamily;
  now: string;
  branch?: Branch;
  packaged: PackagedState;
  upstream: UpstreamFacts;
  keep?: Record<string, string>;
}

export function declaredInput(spec: DeclaredInputSpec): EvaluationInput {
  return {
    family: spec.family.profile,
    rules: spec.family.policy.rules,
    now: new Date(`${spec.now}T09:30:00Z`),
    branch: spec.branch ?? MASTER,
    packaged: spec.packaged,
    upstream: spec.upstream,
    calendar: calendar(),
    others: {},
    options: policy({
      keep: new Map(Object.entries(spec.keep ?? {}).map(([minor, reason]) => [normalizeCycle(minor)!, reason])),
      keepFamily: spec.family.id,
    }),
    source: 'test checkout',
  };
}

/** "rule severity attr" per finding. */
export function said(findings: readonly Finding[]): string[] {
  return findings.map((f) => [f.rule, f.severity, f.attr].filter(Boolean).join(' '));
}

export const dayBefore = (text: string): string => addDays(parseDay(text), -1).toISOString().slice(0, 10);
