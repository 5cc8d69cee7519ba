// The next dates a maintainer plans around: EOLs of packaged minors and NixOS release events.
import type { DatedFact, Day, Minor } from '../domain/types.js';
import type { AuditReport } from '../domain/audit.js';
import { dayOf } from './dayText.js';

export interface UpcomingDate {
  date: Day;
  label: string;
  estimated: boolean;
}

export interface UpcomingLimits {
  /** How many end-of-life dates of packaged minors at most. */
  eols: number;
  /** How many NixOS release events at most. */
  nixos: number;
}

/** Dates from today on (today included), soonest first. */
export function upcomingDates(report: AuditReport, limits: UpcomingLimits = { eols: 3, nixos: 4 }): UpcomingDate[] {
  const today = dayOf(report.now).getTime();
  // A branch-off known to have happened on an unknown day is past, whatever day it carries.
  const isUpcoming = (fact: DatedFact): boolean => !fact.undated && fact.date.getTime() >= today;
  const soonest = (dates: UpcomingDate[], n: number): UpcomingDate[] =>
    dates.sort((a, b) => a.date.getTime() - b.date.getTime()).slice(0, n);

  // Only minors someone packages: their EOL is what forces work.
  const packaged = new Set<Minor>(report.audits.flatMap((audit) => audit.packaged.minors.map((m) => m.minor)));
  const eols: UpcomingDate[] = [];
  for (const minor of packaged) {
    const eol = report.upstream.minors.get(minor)?.eol;
    if (eol && isUpcoming(eol))
      eols.push({ date: eol.date, label: `${report.family.name} ${minor} end of life`, estimated: eol.estimated });
  }

  const nixos: UpcomingDate[] = [];
  for (const release of report.calendar.releases) {
    const events: [DatedFact, string][] = [
      [release.featureFreeze, 'feature freeze'],
      [release.branchOff, 'branch-off'],
      [release.release, 'release'],
      [release.endOfSupport, 'end of support'],
    ];
    for (const [fact, what] of events) {
      if (isUpcoming(fact))
        nixos.push({ date: fact.date, label: `NixOS ${release.name} ${what}`, estimated: fact.estimated });
    }
  }

  return soonest([...soonest(eols, limits.eols), ...soonest(nixos, limits.nixos)], limits.eols + limits.nixos);
}
