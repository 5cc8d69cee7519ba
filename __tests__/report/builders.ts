// Realistic AuditReport values for the reporter tests (k3s 1.29-1.32, NixOS 23.05-26.05, audited 2025-03-15).
import type {
  BranchAudit,
  DatedFact,
  Finding,
  Minor,
  MinorLifecycle,
  NixosRelease,
  PackagedMinor,
  UpstreamRelease,
  WorkItem,
} from '../../src/domain/types.js';
import type { AuditReport } from '../../src/domain/audit.js';
import { makeVersion, minorOf, parseVersion } from '../../src/domain/version.js';
import { renderMarkdown } from '../../src/report/markdown.js';
import type { BackportLabel } from '../../src/evaluate/backportLabels.js';
import type { PullRequestComparison } from '../../src/evaluate/prComparison.js';
import { familyReport, reportItems, type PullRequestFacts, type ReportItem } from '../../src/report/model.js';
import { runReport } from '../../src/report/runReport.js';
import { renderJobSummary } from '../../src/report/pullRequestSummary.js';
import { renderTerminal, type TerminalOptions } from '../../src/report/terminal.js';
import { K3S, K3S_FOLDERS } from '../families/builtIn.js';
import { branchesThatMatter } from '../../src/calendar/otherBranches.js';

export function day(text: string): Date {
  return new Date(`${text}T00:00:00Z`);
}

function version(text: string) {
  const parsed = parseVersion(K3S_FOLDERS, text);
  if (!parsed) throw new Error(`bad version ${text}`);
  return parsed;
}

export function release(text: string, publishedAt: string, name?: string): UpstreamRelease {
  return { version: version(text), tag: `v${text}`, publishedAt: day(publishedAt), name: name ?? `v${text}` };
}

export function fact(date: string, estimated = false, source = estimated ? 'estimate' : 'schedule.yaml'): DatedFact {
  return { date: day(date), estimated, source };
}

export function lifecycle(minor: Minor, ga: string, eol: DatedFact, releases: UpstreamRelease[]): MinorLifecycle {
  return { minor, ga: day(ga), eol, releases };
}

export function packagedMinor(text: string, line = 2): PackagedMinor {
  const v = version(text);
  const minor = minorOf(v);
  const dir = minor.replace('.', '_');
  return {
    minor,
    attr: `k3s_${dir}`,
    version: makeVersion(K3S_FOLDERS, v),
    location: { file: `pkgs/applications/networking/cluster/k3s/${dir}/versions.nix`, line },
  };
}

function nixos(name: string, ff: DatedFact, bo: DatedFact, rel: DatedFact, eos: DatedFact): NixosRelease {
  return { name, featureFreeze: ff, branchOff: bo, release: rel, endOfSupport: eos };
}

export const NOW = new Date('2025-03-15T09:30:00Z');

export function upstreamMinors(): Map<Minor, MinorLifecycle> {
  const list = [
    // EOL more than a year before NOW: must stay out of the timeline.
    lifecycle('1.26', '2022-12-21', fact('2024-02-28'), [release('1.26.15+k3s1', '2024-03-25')]),
    lifecycle('1.29', '2024-01-16', fact('2025-02-28'), [release('1.29.14+k3s1', '2025-02-26')]),
    lifecycle('1.30', '2024-04-25', fact('2025-06-28'), [
      release('1.30.10+k3s1', '2025-02-26'),
      release('1.30.9+k3s1', '2025-01-28'),
    ]),
    lifecycle('1.31', '2024-08-22', fact('2025-10-28'), [release('1.31.6+k3s1', '2025-02-26')]),
    // Estimated EOL (GA + 14 months); a release published after NOW is not latest(m) yet.
    lifecycle('1.32', '2025-01-10', fact('2026-03-10', true, 'GA + 14 months'), [
      release('1.32.3+k3s1', '2025-03-20'),
      release('1.32.2+k3s1', '2025-02-26'),
    ]),
  ];
  return new Map(list.map((m) => [m.minor, m]));
}

export function calendar(): NixosRelease[] {
  return [
    nixos('23.05', fact('2023-04-17'), fact('2023-05-08'), fact('2023-05-31'), fact('2023-12-31')),
    nixos('23.11', fact('2023-10-23'), fact('2023-11-13'), fact('2023-11-29'), fact('2024-06-30')),
    nixos('24.05', fact('2024-04-22'), fact('2024-05-13'), fact('2024-05-31'), fact('2024-12-31')),
    nixos('24.11', fact('2024-10-21'), fact('2024-11-11'), fact('2024-11-30'), fact('2025-06-30')),
    nixos('25.05', fact('2025-04-21'), fact('2025-05-12'), fact('2025-05-31', true), fact('2025-12-31', true)),
    nixos(
      '25.11',
      fact('2025-10-20', true),
      fact('2025-11-10', true),
      fact('2025-11-30', true),
      fact('2026-06-30', true),
    ),
    nixos(
      '26.05',
      fact('2026-04-20', true),
      fact('2026-05-11', true),
      fact('2026-05-31', true),
      fact('2026-12-31', true),
    ),
  ];
}

export function finding(partial: Partial<Finding> & Pick<Finding, 'rule' | 'severity'>): Finding {
  return { branch: 'master', message: `${partial.rule} finding`, ...partial };
}

/**
 * A finding as a work item of its own, for a test that is not about how evaluate
 * groups findings: its attribute (else its file) as the subject, its message as
 * the fix, its fix's edits, a check as the step, unless `fields` say otherwise.
 */
export function itemOf(finding: Finding, fields: Partial<WorkItem> = {}): WorkItem {
  const subject = finding.attr ?? finding.file;
  return {
    ...(subject !== undefined ? { subject } : {}),
    ...(finding.minor !== undefined ? { minor: finding.minor } : {}),
    severity: finding.severity,
    step: 'check',
    fix: finding.message,
    edits: finding.fix?.edits ?? [],
    findings: [finding],
    ...fields,
  };
}

const RANK = { error: 0, warning: 1, notice: 2 } as const;

/** One item per finding (`itemOf`), the most severe first. */
export function itemsOf(findings: readonly Finding[]): WorkItem[] {
  return [...findings].sort((a, b) => RANK[a.severity] - RANK[b.severity]).map((f) => itemOf(f));
}

/** The audit with these findings, each an item of its own. */
export function withFindings(audit: BranchAudit, findings: Finding[]): BranchAudit {
  return Object.assign(audit, { findings, workItems: itemsOf(findings) });
}

/** master: 1.30 (behind, superseded), 1.31, 1.32 (default), with an error, a warning and a notice. */
export function masterAudit(): BranchAudit {
  const minors = [packagedMinor('1.30.2+k3s1'), packagedMinor('1.31.6+k3s1'), packagedMinor('1.32.2+k3s1')];
  const cal = calendar();
  const behind = finding({
    rule: 'patch-behind',
    severity: 'warning',
    minor: '1.30',
    attr: 'k3s_1_30',
    packaged: '1.30.2+k3s1',
    expected: '1.30.10+k3s1',
    message: 'k3s_1_30 is at 1.30.2+k3s1, upstream has 1.30.10+k3s1',
    file: 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix',
    line: 2,
    fix: {
      edits: [{ kind: 'update', minor: '1.30', attr: 'k3s_1_30', version: '1.30.10+k3s1' }],
      reason: '1.30.2+k3s1 → 1.30.10+k3s1, released 2025-02-26',
    },
  });
  const pinned = finding({
    rule: 'eol-soon',
    severity: 'notice',
    minor: '1.29',
    message: 'k3s_1_29 is kept: Rancher pins it',
  });
  const superseded = finding({
    rule: 'minor-superseded',
    severity: 'error',
    minor: '1.30',
    attr: 'k3s_1_30',
    message: 'k3s_1_30 is older than the default of release-24.11 (1.31)',
    file: 'pkgs/applications/networking/cluster/k3s/1_30/versions.nix',
    line: 2,
    fix: {
      edits: [{ kind: 'remove', minor: '1.30', attr: 'k3s_1_30' }],
      reason: 'older than k3s 1.31, the default of NixOS 24.11',
    },
  });
  return {
    branch: { name: 'master', kind: 'unstable' },
    release: cal.find((r) => r.name === '25.05'),
    packaged: {
      layout: 'per-minor-versions',
      nixosVersion: '25.05',
      minors,
      defaultAttr: 'k3s_1_32',
      defaultMinor: '1.32',
      defaultLocation: { file: 'pkgs/applications/networking/cluster/k3s/default.nix', line: 20 },
      problems: [],
    },
    others: {
      currentStableDefault: {
        branch: 'release-24.11',
        minor: '1.31',
        attr: 'k3s_1_31',
        source: 'GitHub API (NixOS/nixpkgs@release-24.11)',
      },
    },
    findings: [behind, pinned, superseded],
    // One item per finding, the most severe first.
    workItems: [
      itemOf(superseded, {
        step: 'remove',
        fix: 'Remove the attribute: the current stable release already defaults to a newer minor.',
      }),
      itemOf(behind, { step: 'update', fix: 'Update the version to the latest upstream patch release.' }),
      itemOf(pinned, { subject: 'k3s_1_29', fix: 'Plan the removal and make sure a newer minor is packaged.' }),
    ],
    source: 'checkout /tmp/nixpkgs',
  };
}

/** release-24.11, supported, up to date on 1.31: no findings. */
export function stableAudit(): BranchAudit {
  const cal = calendar();
  return {
    branch: { name: 'release-24.11', kind: 'stable', release: '24.11' },
    phase: 'supported',
    release: cal.find((r) => r.name === '24.11'),
    packaged: {
      layout: 'per-minor-versions',
      nixosVersion: '24.11',
      minors: [packagedMinor('1.31.6+k3s1')],
      defaultAttr: 'k3s_1_31',
      defaultMinor: '1.31',
      problems: [],
    },
    others: {
      unstableDefault: {
        branch: 'master',
        minor: '1.32',
        attr: 'k3s_1_32',
        source: 'GitHub API (NixOS/nixpkgs@master)',
      },
    },
    findings: [],
    workItems: [],
    source: 'GitHub API NixOS/nixpkgs@release-24.11',
  };
}

export function buildReport(overrides: Partial<AuditReport> = {}): AuditReport {
  return {
    family: K3S,
    now: NOW,
    upstream: {
      repository: 'k3s-io/k3s',
      minors: upstreamMinors(),
      notes: ['EOL of 1.32 estimated: not yet in schedule.yaml'],
    },
    calendar: { releases: calendar() },
    branchesThatMatter: branchesThatMatter({ releases: calendar() }, NOW),
    options: { policy: 'nixpkgs', backportThrough: 'next-release', keep: new Map([['1.29', 'Rancher pins it']]) },
    audits: [masterAudit(), stableAudit()],
    ...overrides,
  };
}

/** The job summary of a report, as a run writes it (no pull request check). */
export function markdownOf(report: AuditReport): string {
  return renderMarkdown(familyReport(report));
}

/** The terminal report of one family's run, without colour unless asked. */
export function terminalOf(report: AuditReport, options: TerminalOptions = { color: false }): string {
  return renderTerminal(runReport([familyReport(report)]), options);
}

/** One item per finding (`itemsOf`), as the report shows them (a dashboard's items). */
export function reportItemsOf(findings: readonly Finding[]): ReportItem[] {
  return reportItems(itemsOf(findings));
}

/** The job summary of a pull request check whose head is the report's first branch. */
export function pullRequestSummaryOf(
  report: AuditReport,
  comparison: PullRequestComparison,
  backportLabels: readonly BackportLabel[] = [],
): string {
  return renderJobSummary(familyReport(report, { comparison, backportLabels }));
}

/** The terminal report of a run of several families, each part with its pull request check when given. */
export function runTerminalOf(
  parts: readonly { report: AuditReport; check?: PullRequestFacts }[],
  options: TerminalOptions = { color: false },
  next?: string,
): string {
  return renderTerminal(runReport(parts.map(({ report, check }) => familyReport(report, check))), options, next);
}
