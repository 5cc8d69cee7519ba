// Audit reports for the release checklists, built by running the real evaluator
// (rules and release plans) over small nixpkgs states: NixOS 24.11 (supported) and 25.05 (next), k3s 1.29-1.32.
import type {
  BackportThrough,
  BranchAudit,
  Finding,
  NixosRelease,
  PolicyName,
  ReleaseCalendar,
} from '../../../src/domain/types.js';
import type { AuditReport } from '../../../src/domain/audit.js';
import { scanCodeSpans } from '../../report/markdownScan.js';
import { evaluate } from '../../../src/evaluate/evaluate.js';
import { releasePlan } from '../../../src/evaluate/releasePlan.js';
import {
  branchDefault,
  input,
  MASTER,
  nixosRelease,
  packaged,
  stableBranch,
  upstream,
  type PackagedSpec,
} from '../../evaluate/builders.js';
import { itemOf } from '../../report/builders.js';
import { K3S } from '../../families/builtIn.js';
import { branchesThatMatter } from '../../../src/calendar/otherBranches.js';

export const BEFORE_FREEZE = '2025-03-15';
/** After BO(25.05) on 2025-05-16, before REL(25.05) on 2025-05-23. */
export const AFTER_BRANCH_OFF = '2025-05-18';

export function calendar(): ReleaseCalendar {
  return {
    releases: [
      nixosRelease('24.05', { branchOff: '2024-05-22', release: '2024-05-31', endOfSupport: '2024-12-31' }),
      nixosRelease('24.11', { branchOff: '2024-11-14', release: '2024-11-30', endOfSupport: '2025-06-30' }),
      nixosRelease('25.05', { branchOff: '2025-05-16', release: '2025-05-23', endOfSupport: '2025-12-31' }),
      nixosRelease('25.11', { branchOff: '2025-11-14', release: '2025-11-30', endOfSupport: '2026-06-30' }),
    ],
  };
}

export function release(name: string, cal: ReleaseCalendar = calendar()): NixosRelease {
  const found = cal.releases.find((r) => r.name === name);
  if (!found) throw new Error(`no release ${name}`);
  return found;
}

/** k3s upstream; EOL dates can be moved (1.32's to test eol-before-eos). */
export function k3sUpstream(eols: Record<string, string> = {}) {
  return upstream({
    '1.29': { releases: [['1.29.14+k3s1', '2025-02-26']], ga: '2024-01-16', eol: eols['1.29'] ?? '2025-02-28' },
    '1.30': { releases: [['1.30.10+k3s1', '2025-02-26']], ga: '2024-04-25', eol: eols['1.30'] ?? '2025-06-28' },
    // Outlives EOS(25.05) = 2025-12-31, so full-lifecycle keeps it.
    '1.31': {
      releases: [
        ['1.31.6+k3s1', '2025-02-26'],
        ['1.31.2+k3s1', '2024-11-01'],
      ],
      ga: '2024-08-22',
      eol: eols['1.31'] ?? '2026-01-28',
    },
    '1.32': {
      releases: [['1.32.2+k3s1', '2025-02-26']],
      ga: '2025-01-10',
      eol: eols['1.32'] ?? '2026-02-28',
      eolEstimated: true,
    },
  });
}

export interface ScenarioSpec {
  now: string;
  policy?: PolicyName;
  backportThrough?: BackportThrough;
  keep?: Map<string, string>;
  /** EOL dates by minor, replacing the defaults of `k3sUpstream`. */
  eols?: Record<string, string>;
  master?: PackagedSpec | null;
  /** release-24.11 */
  previous?: PackagedSpec | null;
  /** release-25.05 */
  next?: PackagedSpec | null;
  calendar?: ReleaseCalendar;
  /** Extra findings appended to an audit, by branch name. */
  inject?: Record<string, Finding[]>;
}

/** master before the freeze: 1.29 (EOL), 1.30 (default), 1.31 (behind); 1.32 missing. */
export const MASTER_BEHIND: PackagedSpec = {
  minors: { '1.29': '1.29.14+k3s1', '1.30': '1.30.10+k3s1', '1.31': '1.31.2+k3s1' },
  default: '1.30',
  nixosVersion: '25.05',
};

/** release-24.11 with only its default 1.30: owes 1.31 and 1.32. */
export const PREVIOUS_BARE: PackagedSpec = {
  minors: { '1.30': '1.30.10+k3s1' },
  default: '1.30',
  nixosVersion: '24.11',
};

/** release-25.05 just branched: 1.31 besides the default 1.32. */
export const NEXT_EXTRA: PackagedSpec = {
  minors: { '1.31': '1.31.6+k3s1', '1.32': '1.32.2+k3s1' },
  default: '1.32',
  nixosVersion: '25.05',
};

export function scenario(spec: ScenarioSpec): AuditReport {
  const cal = spec.calendar ?? calendar();
  const facts = k3sUpstream(spec.eols);
  const options = {
    policy: spec.policy ?? 'nixpkgs',
    backportThrough: spec.backportThrough ?? 'next-release',
    keep: spec.keep ?? new Map(),
  };
  const master = spec.master === undefined ? MASTER_BEHIND : spec.master;
  const previous = spec.previous === undefined ? PREVIOUS_BARE : spec.previous;
  const next = spec.next === undefined ? null : spec.next;
  const nextBranched = next !== null;

  const audits: BranchAudit[] = [];
  const run = (
    branch: Parameters<typeof input>[0]['branch'],
    state: PackagedSpec,
    others: Parameters<typeof input>[0]['others'],
  ): void => {
    const audit = evaluate(
      input({ now: spec.now, branch, packaged: packaged(state), upstream: facts, calendar: cal, others, options }),
    );
    // An injected finding comes as evaluate would list it: a finding and an item of its own.
    const injected = spec.inject?.[audit.branch.name] ?? [];
    audit.findings.push(...injected);
    audit.workItems.push(...injected.map((finding) => itemOf(finding)));
    audits.push(audit);
  };
  if (master)
    run(MASTER, master, { currentStableDefault: branchDefault('release-24.11', previous?.default ?? '1.30') });
  if (previous) {
    run(stableBranch('24.11'), previous, {
      unstableDefault: branchDefault('master', master?.default),
      ...(nextBranched ? { nextReleaseDefault: branchDefault('release-25.05', next.default) } : {}),
    });
  }
  if (next) run(stableBranch('25.05'), next, { unstableDefault: branchDefault('master', master?.default) });
  const report = {
    family: K3S,
    now: new Date(`${spec.now}T09:30:00Z`),
    upstream: facts,
    calendar: cal,
    branchesThatMatter: branchesThatMatter(cal, new Date(`${spec.now}T09:30:00Z`)),
    options,
    audits,
  };
  // Every release's plan, so a checklist can be asked about any of them (a run plans only the upcoming one).
  return { ...report, plans: cal.releases.map((r) => releasePlan(report, r)) };
}

/** The checkbox lines of a body. */
export function boxes(body: string): string[] {
  return body.split('\n').filter((l) => /^- \[[ xX]\] /.test(l));
}

/** The body's lines between a heading that contains `title` and the next heading. */
export function section(body: string, title: string): string[] {
  const lines = body.split('\n');
  const start = lines.findIndex((l) => l.startsWith('#') && l.includes(title));
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith('#'));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** A checkbox item of a checklist section and the finding lines under it. */
export interface BoxedItem {
  box: string;
  findings: string[];
}

/** The checkbox items of a section's lines, each with the indented lines under it. */
export function boxedItems(lines: readonly string[]): BoxedItem[] {
  const items: BoxedItem[] = [];
  for (const line of lines) {
    if (line.startsWith('- [')) items.push({ box: line, findings: [] });
    else if (line.startsWith('  - ') && items.length > 0) items[items.length - 1].findings.push(line);
  }
  return items;
}

/**
 * The item that lists `finding`, as a reader sees it: a line under it gives its rule,
 * its reason (a finding without a fix: its message, or nothing when the box is its
 * message) and its place.
 */
export function itemListing(items: readonly BoxedItem[], finding: Finding): BoxedItem | undefined {
  const place = finding.file ? ` · ${finding.file}${finding.line ? `:${finding.line}` : ''}` : '';
  const shown = `${finding.rule}: ${finding.fix?.reason ?? finding.message}${place}`;
  const bare = ` ${finding.rule}${place}`;
  const listing = items.filter((item) =>
    item.findings.some((line) => {
      const reading = scanCodeSpans(line).reading;
      return (
        reading.endsWith(shown) ||
        (!finding.fix && reading.endsWith(bare) && scanCodeSpans(item.box).reading.includes(finding.message))
      );
    }),
  );
  // Findings of one rule about several minors can share their reason (backports on one upgrade path): its item names it.
  const named = finding.attr === undefined ? undefined : `**${finding.attr}**`;
  return listing.find((item) => named !== undefined && scanCodeSpans(item.box).reading.includes(named)) ?? listing[0];
}
