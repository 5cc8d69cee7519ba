// Dates of NixOS releases that are on record, each with where it was read.
// Anything left out here is estimated by the release calendar from the usual
// cadence and marked so; a date goes in only when a source states it.
//
// Feature freeze is the day all breaking changes are restricted (the freeze
// proper, "Restrict all breaking changes" in the schedules), not the day the
// discussion about freeze items starts. Branch-off is the day release-R was
// created. Sources are NixOS/nixpkgs issues (#N) unless another repository is
// named: the "Release Schedule" issue of each release, its "Feature Freeze"
// and "Zero Hydra Failures" issues, the release managers' comments there, and
// endoflife.date's products/nixos.md (kept by the release managers) for
// release and end of support.

/** A day on record: "2024-05-22", or the day with its own source when it differs from the row's. */
export type RecordedDay = string | { readonly day: string; readonly source: string };

export interface KnownRelease {
  /** "24.05" */
  readonly name: string;
  /** Where the row's dates come from, unless a date names its own. */
  readonly source: string;
  readonly featureFreeze?: RecordedDay;
  readonly branchOff?: RecordedDay;
  readonly release?: RecordedDay;
  readonly endOfSupport?: RecordedDay;
}

const EOL_DATE = 'endoflife.date products/nixos.md';
const eol = (day: string): RecordedDay => ({ day, source: EOL_DATE });

export const KNOWN_RELEASES: readonly KnownRelease[] = [
  { name: '20.09', source: EOL_DATE, release: '2020-10-27', endOfSupport: '2021-06-30' },
  { name: '21.05', source: EOL_DATE, release: '2021-05-31', endOfSupport: '2021-12-31' },
  { name: '21.11', source: EOL_DATE, release: '2021-11-30', endOfSupport: '2022-06-30' },
  {
    name: '22.05',
    source: 'NixOS/nixpkgs#165792 (release schedule)',
    featureFreeze: '2022-05-01',
    branchOff: '2022-05-22',
    release: eol('2022-05-30'),
    endOfSupport: eol('2022-12-31'),
  },
  {
    name: '22.11',
    source: 'NixOS/nixpkgs#194208 (feature freeze)',
    featureFreeze: '2022-10-31',
    branchOff: { day: '2022-11-21', source: 'NixOS/nixpkgs#199919 (zero hydra failures)' },
    release: eol('2022-11-30'),
    endOfSupport: eol('2023-06-30'),
  },
  {
    name: '23.05',
    source: 'NixOS/nixpkgs#223562 (release schedule)',
    featureFreeze: '2023-05-01',
    // NixOS/infra#250 added the 23.05 beta channels the same day.
    branchOff: '2023-05-22',
    release: '2023-05-31',
    endOfSupport: eol('2023-12-31'),
  },
  {
    name: '23.11',
    source: 'NixOS/nixpkgs#258640 (release schedule)',
    featureFreeze: '2023-10-30',
    // Confirmed by the zero hydra failures issue, NixOS/nixpkgs#265948.
    branchOff: '2023-11-20',
    release: '2023-11-29',
    endOfSupport: eol('2024-06-30'),
  },
  {
    name: '24.05',
    source: 'NixOS/nixpkgs#309482 (zero hydra failures)',
    featureFreeze: { day: '2024-05-01', source: 'NixOS/nixpkgs#303286 (feature freeze)' },
    branchOff: '2024-05-22',
    release: '2024-05-31',
    endOfSupport: eol('2024-12-31'),
  },
  {
    name: '24.11',
    source: 'NixOS/nixpkgs#339153 (release schedule)',
    featureFreeze: '2024-10-25',
    // The release managers announced it done that day in NixOS/nixpkgs#352882.
    branchOff: '2024-11-14',
    release: '2024-11-30',
    endOfSupport: eol('2025-06-30'),
  },
  {
    name: '25.05',
    source: 'NixOS/nixpkgs#390768 (release schedule)',
    featureFreeze: { day: '2025-04-23', source: 'NixOS/nixpkgs#393359 (feature freeze)' },
    // "25.05 is now branched off", a release manager's comment of that day.
    branchOff: '2025-05-16',
    release: eol('2025-05-23'),
    endOfSupport: eol('2025-12-31'),
  },
  {
    name: '25.11',
    source: 'NixOS/nixpkgs#443568 (release schedule)',
    // Moved from 2025-10-18 by the release managers on 2025-10-04.
    featureFreeze: { day: '2025-10-25', source: 'NixOS/nixpkgs#444721 (feature freeze)' },
    // Branch-off: not read from a source yet (the beta channels came on 2025-11-24, NixOS/infra#902).
    release: '2025-11-30',
    endOfSupport: eol('2026-06-30'),
  },
  {
    name: '26.05',
    source: 'NixOS/nixpkgs#516381 (zero hydra failures; schedule NixOS/nixpkgs#503391)',
    // Feature freeze: not read from a source yet.
    // Both moved: branch-off from 2026-05-18 (NixOS/infra#1051 added the beta channels on the 24th), release from 2026-05-25.
    branchOff: '2026-05-24',
    release: '2026-05-30',
    endOfSupport: { day: '2026-12-31', source: 'endoflife-date/endoflife.date#10180 (by the 26.05 release manager)' },
  },
  // 26.11: no schedule on record; the calendar estimates it.
];
